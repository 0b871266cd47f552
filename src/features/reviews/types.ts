/** Shapes of GET /api/hotel/{id}/reviews.json (spec §3 Review), shared by the block, the modal and the server helper. */
import type { ReviewCriterion } from '../../domain/reviews';
import type { ReviewSource } from '../../domain/verified-reviews';

/** One customer review; `locale` is the reviewer's (it_IT…), `date` is 'YYYY-MM-DD'. */
export interface Review {
  id: number;
  locale: string;
  customer: string;
  /** Who the reviewer travelled with: COUPLE, FAMILY, FRIENDS, SOLO, BUSINESS. */
  type: string;
  date: string;
  average: number;
  positive: string | null;
  negative: string | null;
  /** 'verified': written by the guest of a booking made here, after the stay; 'imported': came with the catalogue. */
  source: ReviewSource;
  /** A verified review's stay month, 'YYYY-MM-01'; null for an imported one. */
  stayMonth: string | null;
}

/** One page of reviews with the summary of every review in the chosen language. */
export interface ReviewsAnswer {
  totalCount: number;
  /** Average on base 10; null when there is no review. */
  score: number | null;
  /** Language actually answered: 'all' when the request fell back to every language. */
  language: string;
  isOtherLanguageFallback: boolean;
  /** Average per criterion; null when there is no review. */
  details: Readonly<Record<ReviewCriterion, number | null>>;
  page: number;
  pageSize: number;
  list: readonly Review[];
}
