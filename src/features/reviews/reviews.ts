/** Rules of the reviews block and modal (spec §2, §9 'Review score') that are not the score itself. */
import { getDateFormat } from '../../domain/date-format';
import { REVIEW_PAGE_SIZE, TRAVELLER_TYPES, getReviewLabelKey, isReviewLabelShown, type ReviewLabelKey, type TravellerType } from '../../domain/reviews';
import type { Review, ReviewsAnswer } from './types';

/** The reviews block highlights at most this many reviews, all with a positive comment (spec §9). */
export const REVIEW_HIGHLIGHT_COUNT = 4;

/**
 * No "all incentives" feature exists yet: with it off, labels show from 9 only (spec §9), as on the result
 * cards. One constant, so switching it on is one change.
 */
export const ALL_INCENTIVES_ENABLED = false;

/** True when the answer has at least one review to show. */
export function hasReviews(answer: Pick<ReviewsAnswer, 'totalCount' | 'score'>): boolean {
  return answer.totalCount > 0 && answer.score !== null;
}

/** The label shown next to a score, or null when §9 hides it. */
export function getShownLabelKey(score: number | null, allIncentivesEnabled = ALL_INCENTIVES_ENABLED): ReviewLabelKey | null {
  return isReviewLabelShown(score, allIncentivesEnabled) ? getReviewLabelKey(score) : null;
}

/** The first `count` reviews, in the answer's order, whose positive comment has some text. */
export function getHighlightedReviews(list: readonly Review[], count = REVIEW_HIGHLIGHT_COUNT): Review[] {
  return list.filter((review) => Boolean(review.positive?.trim())).slice(0, count);
}

/**
 * `shown` followed by the reviews of the next page that are not shown yet. A review published between two
 * page loads shifts the pages by one, so the next page may repeat the last review shown.
 */
export function appendReviews(shown: readonly Review[], next: readonly Review[]): Review[] {
  const ids = new Set(shown.map((review) => review.id));
  return [...shown, ...next.filter((review) => !ids.has(review.id))];
}

/** Whether pages beyond the `loadedPages` first ones hold more reviews. */
export function hasMoreReviews(loadedPages: number, totalCount: number, pageSize = REVIEW_PAGE_SIZE): boolean {
  return loadedPages * pageSize < totalCount;
}

/** A review date ('YYYY-MM-DD') in the market's words: '18 novembre 2026' for fr-FR, whatever the server's time zone. */
export function formatReviewDate(date: string, tag: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return getDateFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/** The `lang` attribute of a review's text from the reviewer's locale: 'it_IT' → 'it-IT' (WCAG 3.1.2). */
/** The name of a review's language in the page's language ('es_ES' in 'fr-BE' → 'espagnol'). */
export function getLanguageName(reviewLocale: string, tag: string): string {
  const code = reviewLocale.slice(0, 2);
  return new Intl.DisplayNames(tag, { type: 'language' }).of(code) ?? code;
}

export function getReviewLang(locale: string): string {
  return locale.replace('_', '-');
}

/** True when a review type has a translated name (`type.*` in the reviews namespace). */
export function isTravellerType(value: string): value is TravellerType {
  return (TRAVELLER_TYPES as readonly string[]).includes(value);
}

/** A verified review's stay month ('YYYY-MM-01') in the market's words: 'novembre 2026', 'noviembre de 2026'. */
export function formatStayMonth(stayMonth: string, tag: string): string {
  const day = new Date(`${stayMonth.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return stayMonth;
  return getDateFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}
