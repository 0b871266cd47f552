/** Review and answer builders shared by the tests of this folder. */
import type { Review, ReviewsAnswer } from './types';

export function makeReview(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    locale: 'fr_FR',
    customer: `Client ${id}`,
    type: 'COUPLE',
    date: '2026-11-18',
    average: 8.7,
    positive: `Positive ${id}`,
    negative: null,
    source: 'imported',
    stayMonth: null,
    ...overrides,
  };
}

export function makeAnswer(overrides: Partial<ReviewsAnswer> = {}): ReviewsAnswer {
  return {
    totalCount: 27,
    score: 9.2,
    language: 'all',
    isOtherLanguageFallback: false,
    details: { welcoming: 8.9, comfort: 9.1, cleanliness: 9.5, food: 9, localization: 9.4, priceQualityRatio: 9.2 },
    page: 0,
    pageSize: 10,
    list: Array.from({ length: 10 }, (_, index) => makeReview(index + 1)),
    ...overrides,
  };
}
