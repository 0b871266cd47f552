/** Guest review scores (base 10), their labels and the review list options. */

/** Label of a score; 'new' when the hotel has no score yet. */
export type ReviewLabelKey = 'new' | 'good' | 'veryGood' | 'excellent' | 'fantastic' | 'perfect';

/** Score bands, highest first: a score at or above `min` gets `key`. Below 7 gets no label. */
export const REVIEW_LABEL_THRESHOLDS: readonly { min: number; key: ReviewLabelKey }[] = [
  { min: 9.5, key: 'perfect' },
  { min: 9, key: 'fantastic' },
  { min: 8.5, key: 'excellent' },
  { min: 8, key: 'veryGood' },
  { min: 7, key: 'good' },
];

/** Without all incentives enabled, the label is shown only from this score. */
export const REVIEW_LABEL_MIN_SHOWN_SCORE = 9;

/** Reviews per page. */
export const REVIEW_PAGE_SIZE = 10;

/** Review list sort orders; the first is the default. */
export const REVIEW_SORTS = ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'] as const;
/** A review sort order. */
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Review language filter values; 'all' is the default. */
export const REVIEW_LANGUAGES = ['all', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const;
/** A review language filter value. */
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

/** The review language a market's visitors read first ('fr_BE' → 'fr_FR'), or undefined. */
export function getPreferredReviewLanguage(locale: string): Exclude<ReviewLanguage, 'all'> | undefined {
  return REVIEW_LANGUAGES.find((language): language is Exclude<ReviewLanguage, 'all'> => language !== 'all' && language.slice(0, 2) === locale.slice(0, 2));
}

/** Whether a review written in `reviewLocale` is in another language than the page's `tag` ('fr-BE'). */
export function isOtherLanguageReview(reviewLocale: string, tag: string): boolean {
  return reviewLocale.slice(0, 2).toLowerCase() !== tag.slice(0, 2).toLowerCase();
}

/** Criteria scored in a review, in display order. */
export const REVIEW_CRITERIA = ['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio'] as const;
/** A review criterion. */
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];

/** Who a reviewer travelled with (a review's `type`). */
export const TRAVELLER_TYPES = ['COUPLE', 'FAMILY', 'FRIENDS', 'SOLO', 'BUSINESS'] as const;
export type TravellerType = (typeof TRAVELLER_TYPES)[number];

function roundToTenth(score: number): number {
  return Math.round(score * 10) / 10;
}

/**
 * Score on base 10 with one decimal and a decimal comma, whatever the locale: 8.66 → '8,7',
 * 9 → '9,0'. Throws RangeError for a non-number.
 */
export function formatScore(score: number): string {
  if (!Number.isFinite(score)) throw new RangeError(`Not a score: ${score}`);
  return roundToTenth(score).toFixed(1).replace('.', ',');
}

/**
 * Label key of a score, judged on the score as displayed (rounded to one decimal): missing → 'new',
 * below 7 → null, 7 'good', 8 'veryGood', 8.5 'excellent', 9 'fantastic', 9.5 'perfect'.
 */
export function getReviewLabelKey(score: number | null | undefined): ReviewLabelKey | null {
  if (score === null || score === undefined || Number.isNaN(score)) return 'new';
  const shown = roundToTenth(score);
  return REVIEW_LABEL_THRESHOLDS.find((band) => shown >= band.min)?.key ?? null;
}

/**
 * Whether the label is shown: with all incentives enabled, whenever there is one (including
 * 'new'); otherwise only for a score of REVIEW_LABEL_MIN_SHOWN_SCORE (9) or more.
 */
export function isReviewLabelShown(score: number | null | undefined, allIncentivesEnabled: boolean): boolean {
  const key = getReviewLabelKey(score);
  if (key === null) return false;
  if (allIncentivesEnabled) return true;
  return key !== 'new' && roundToTenth(score ?? 0) >= REVIEW_LABEL_MIN_SHOWN_SCORE;
}

/** Width of a criterion bar in percent: score × 10, clamped to 0–100, one decimal at most. */
export function getCriterionBarWidth(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score * 100) / 10));
}

/** True when `value` is a review sort order. */
export function isReviewSort(value: unknown): value is ReviewSort {
  return (REVIEW_SORTS as readonly unknown[]).includes(value);
}

/** True when `value` is a review language filter value. */
export function isReviewLanguage(value: unknown): value is ReviewLanguage {
  return (REVIEW_LANGUAGES as readonly unknown[]).includes(value);
}

/** Reviews a hotel needs before its score and label are shown: one or two reviews are anecdotes, not a score. */
export const REVIEW_SCORE_MIN_COUNT = 3;

/** Whether a hotel's score (and its label) is shown; below REVIEW_SCORE_MIN_COUNT reviews it reads "New" with the count. */
export function isReviewScoreShown(score: number | null | undefined, count: number): score is number {
  return score !== null && score !== undefined && !Number.isNaN(score) && count >= REVIEW_SCORE_MIN_COUNT;
}
