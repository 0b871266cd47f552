/** The modal's call to the catalog's reviews (spec §7 GET hotel/{id}/reviews.json). */
import type { ReviewsQuery } from './reviews-state';
import type { ReviewsAnswer } from './types';

export interface ReviewsRequest extends ReviewsQuery {
  hotelId: number;
  /** API locale, e.g. fr_BE. */
  locale: string;
  /** 0-based. */
  page: number;
}

/**
 * Address of one page of a hotel's reviews. No fallback to other languages: a language without reviews must
 * answer empty so that the modal can say so and offer 'See all the languages' (spec §8).
 */
export function getReviewsUrl({ hotelId, locale, sort, language, page }: ReviewsRequest): string {
  const query = new URLSearchParams({ locale, sort, language, page: String(page), withOtherLanguageFallback: 'false' });
  return `/api/hotel/${encodeURIComponent(hotelId)}/reviews.json?${query}`;
}

function isReviewsAnswer(value: unknown): value is ReviewsAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { totalCount, list, details } = value as Record<string, unknown>;
  return typeof totalCount === 'number' && Array.isArray(list) && typeof details === 'object' && details !== null;
}

/** One page of reviews. Rejects on a network or HTTP error, an unexpected body, or when aborted. */
export async function fetchReviews(request: ReviewsRequest, signal?: AbortSignal): Promise<ReviewsAnswer> {
  const response = await fetch(getReviewsUrl(request), { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Reviews answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isReviewsAnswer(body)) throw new Error('Reviews answered an unexpected body');
  return body;
}
