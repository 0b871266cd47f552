import { describe, expect, it } from 'vitest';
import {
  isReviewScoreShown,
  REVIEW_SCORE_MIN_COUNT,
  REVIEW_CRITERIA,
  REVIEW_LANGUAGES,
  REVIEW_PAGE_SIZE,
  REVIEW_SORTS,
  formatScore,
  getCriterionBarWidth,
  getReviewLabelKey,
  isReviewLabelShown,
  isReviewLanguage,
  isReviewSort,
} from './reviews';

describe('formatScore', () => {
  it('shows one decimal with a comma', () => {
    expect(formatScore(8.7)).toBe('8,7');
    expect(formatScore(8.66)).toBe('8,7');
    expect(formatScore(8.64)).toBe('8,6');
    expect(formatScore(9)).toBe('9,0');
    expect(formatScore(10)).toBe('10,0');
    expect(() => formatScore(Number.NaN)).toThrow(RangeError);
  });
});

describe('getReviewLabelKey', () => {
  it('gives new without a score and nothing below 7', () => {
    expect(getReviewLabelKey(undefined)).toBe('new');
    expect(getReviewLabelKey(null)).toBe('new');
    expect(getReviewLabelKey(6.9)).toBeNull();
    expect(getReviewLabelKey(0)).toBeNull();
  });

  it('switches label exactly at 7, 8, 8.5, 9 and 9.5', () => {
    expect(getReviewLabelKey(7)).toBe('good');
    expect(getReviewLabelKey(7.9)).toBe('good');
    expect(getReviewLabelKey(8)).toBe('veryGood');
    expect(getReviewLabelKey(8.4)).toBe('veryGood');
    expect(getReviewLabelKey(8.5)).toBe('excellent');
    expect(getReviewLabelKey(8.9)).toBe('excellent');
    expect(getReviewLabelKey(9)).toBe('fantastic');
    expect(getReviewLabelKey(9.4)).toBe('fantastic');
    expect(getReviewLabelKey(9.5)).toBe('perfect');
    expect(getReviewLabelKey(10)).toBe('perfect');
  });

  it('judges the score as displayed', () => {
    expect(getReviewLabelKey(8.46)).toBe('excellent');
    expect(getReviewLabelKey(6.94)).toBeNull();
  });
});

describe('isReviewLabelShown', () => {
  it('hides labels below 9 unless all incentives are enabled', () => {
    expect(isReviewLabelShown(8.9, false)).toBe(false);
    expect(isReviewLabelShown(9, false)).toBe(true);
    expect(isReviewLabelShown(8.9, true)).toBe(true);
    expect(isReviewLabelShown(7, true)).toBe(true);
  });

  it('never shows a missing label, and new only with all incentives', () => {
    expect(isReviewLabelShown(6, true)).toBe(false);
    expect(isReviewLabelShown(undefined, true)).toBe(true);
    expect(isReviewLabelShown(undefined, false)).toBe(false);
  });
});

describe('getCriterionBarWidth', () => {
  it('is the score times ten, clamped', () => {
    expect(getCriterionBarWidth(8.7)).toBe(87);
    expect(getCriterionBarWidth(10)).toBe(100);
    expect(getCriterionBarWidth(0)).toBe(0);
    expect(getCriterionBarWidth(12)).toBe(100);
    expect(getCriterionBarWidth(-1)).toBe(0);
  });
});

describe('review list options', () => {
  it('lists the page size, sorts, languages and criteria', () => {
    expect(REVIEW_PAGE_SIZE).toBe(10);
    expect(REVIEW_SORTS).toEqual(['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC']);
    expect(REVIEW_LANGUAGES).toEqual(['all', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL']);
    expect(REVIEW_CRITERIA).toEqual(['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio']);
    expect(isReviewSort('SCORE_ASC')).toBe(true);
    expect(isReviewSort('score_asc')).toBe(false);
    expect(isReviewLanguage('fr_BE')).toBe(false);
    expect(isReviewLanguage('nl_NL')).toBe(true);
  });
});

describe('review languages of a market', () => {
  it('reads its own language first and labels the others', async () => {
    const { getPreferredReviewLanguage, isOtherLanguageReview } = await import('./reviews');
    const { getLanguageName } = await import('../features/reviews/reviews');
    expect(getPreferredReviewLanguage('nl_BE')).toBe('nl_NL');
    expect(getPreferredReviewLanguage('fr_BE')).toBe('fr_FR');
    expect(isOtherLanguageReview('fr_FR', 'fr-BE')).toBe(false);
    expect(isOtherLanguageReview('es_ES', 'fr-BE')).toBe(true);
    expect(getLanguageName('es_ES', 'fr-BE')).toBe('espagnol');
    expect(getLanguageName('fr_FR', 'nl-BE')).toBe('Frans');
  });
});

describe('a score from three reviews', () => {
  it('shows a score and its label only from three reviews: one or two read "New" with their count', () => {
    expect(isReviewScoreShown(9.3, 1)).toBe(false);
    expect(isReviewScoreShown(9.3, 2)).toBe(false);
    expect(isReviewScoreShown(9.3, REVIEW_SCORE_MIN_COUNT)).toBe(true);
    expect(isReviewScoreShown(null, 40)).toBe(false);
  });
});
