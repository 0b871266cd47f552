/** Shapes of GET /api/hotel/{id}/reviews.json (spec §3 Review), shared by the block, the modal and the server helper. */
import type { ReviewCriterion } from '../../domain/reviews';
import type { Review } from '../../domain/verified-reviews';

export type { Review };

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
