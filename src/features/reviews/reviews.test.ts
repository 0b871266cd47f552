import { describe, expect, it } from 'vitest';
import { REVIEW_PAGE_SIZE } from '../../domain/reviews';
import { makeReview } from './review-fixtures';
import {
  REVIEW_HIGHLIGHT_COUNT,
  appendReviews,
  formatReviewDate,
  getHighlightedReviews,
  getReviewLang,
  getShownLabelKey,
  hasMoreReviews,
  hasReviews,
  isTravellerType,
} from './reviews';

const ids = (list: readonly { id: number }[]) => list.map((review) => review.id);

describe('getHighlightedReviews', () => {
  it('keeps the first four reviews with a positive comment, in the given order', () => {
    const list = [
      makeReview(1, { positive: null }),
      makeReview(2),
      makeReview(3, { positive: '   ' }),
      makeReview(4),
      makeReview(5),
      makeReview(6, { positive: '' }),
      makeReview(7),
      makeReview(8),
    ];
    expect(REVIEW_HIGHLIGHT_COUNT).toBe(4);
    expect(ids(getHighlightedReviews(list))).toEqual([2, 4, 5, 7]);
  });

  it('shows fewer when fewer have a positive comment, none for none', () => {
    expect(ids(getHighlightedReviews([makeReview(1), makeReview(2, { positive: null })]))).toEqual([1]);
    expect(getHighlightedReviews([makeReview(1, { positive: null })])).toEqual([]);
    expect(getHighlightedReviews([])).toEqual([]);
  });
});

describe('appendReviews', () => {
  it('appends the next page after the reviews shown', () => {
    expect(ids(appendReviews([makeReview(1), makeReview(2)], [makeReview(3), makeReview(4)]))).toEqual([1, 2, 3, 4]);
  });

  it('drops a review repeated by a page shift, keeping its first place', () => {
    expect(ids(appendReviews([makeReview(1), makeReview(2)], [makeReview(2), makeReview(3)]))).toEqual([1, 2, 3]);
  });
});

describe('hasMoreReviews', () => {
  it('is true while the pages loaded hold fewer reviews than the total', () => {
    expect(REVIEW_PAGE_SIZE).toBe(10);
    expect(hasMoreReviews(1, 27)).toBe(true);
    expect(hasMoreReviews(2, 27)).toBe(true);
    expect(hasMoreReviews(3, 27)).toBe(false);
    expect(hasMoreReviews(1, 10)).toBe(false);
    expect(hasMoreReviews(1, 11)).toBe(true);
    expect(hasMoreReviews(0, 0)).toBe(false);
  });
});

describe('hasReviews', () => {
  it('needs a count and a score', () => {
    expect(hasReviews({ totalCount: 3, score: 8.1 })).toBe(true);
    expect(hasReviews({ totalCount: 0, score: null })).toBe(false);
    expect(hasReviews({ totalCount: 2, score: null })).toBe(false);
  });
});

describe('getShownLabelKey', () => {
  it('shows labels from 9 only, unless all incentives are enabled', () => {
    expect(getShownLabelKey(9.2)).toBe('fantastic');
    expect(getShownLabelKey(9.5)).toBe('perfect');
    expect(getShownLabelKey(8.9)).toBeNull();
    expect(getShownLabelKey(8.9, true)).toBe('excellent');
    expect(getShownLabelKey(6.5, true)).toBeNull();
  });
});

describe('formatReviewDate', () => {
  it("writes the day in the market's language, whatever the time zone", () => {
    expect(formatReviewDate('2026-11-18', 'fr-FR')).toBe('18 novembre 2026');
    expect(formatReviewDate('2026-11-18', 'nl-BE')).toBe('18 november 2026');
    expect(formatReviewDate('2026-01-01', 'es-ES')).toBe('1 de enero de 2026');
    expect(formatReviewDate('2026-12-31', 'it-IT')).toBe('31 dicembre 2026');
  });

  it('leaves a date it cannot read as it is', () => {
    expect(formatReviewDate('soon', 'fr-FR')).toBe('soon');
  });
});

describe('review helpers', () => {
  it("gives the text's language from the reviewer's locale", () => {
    expect(getReviewLang('it_IT')).toBe('it-IT');
    expect(getReviewLang('nl_BE')).toBe('nl-BE');
  });

  it('knows the translated traveller types only', () => {
    expect(isTravellerType('FRIENDS')).toBe(true);
    expect(isTravellerType('PETS')).toBe(false);
  });
});
