import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISTANCE,
  DISTANCE_OPTIONS,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  SCORE_OPTIONS,
  STAR_OPTIONS,
  getAppliedFilterCount,
  isDistanceDefault,
  normaliseDistanceRange,
  normalisePriceRange,
  type SearchFilters,
} from './filters';

describe('normalisePriceRange', () => {
  it('treats a minimum at 9 € or less as none', () => {
    expect(PRICE_SLIDER_MIN).toBe(900);
    expect(normalisePriceRange({ min: 900, max: 10000 })).toEqual({ min: null, max: 10000 });
    expect(normalisePriceRange({ min: 500, max: 10000 })).toEqual({ min: null, max: 10000 });
    expect(normalisePriceRange({ min: 901, max: 10000 })).toEqual({ min: 901, max: 10000 });
  });

  it('treats a maximum at 250 € or more as none', () => {
    expect(PRICE_SLIDER_MAX).toBe(25000);
    expect(normalisePriceRange({ min: 5000, max: 25000 })).toEqual({ min: 5000, max: null });
    expect(normalisePriceRange({ min: 5000, max: 30000 })).toEqual({ min: 5000, max: null });
    expect(normalisePriceRange({ min: 5000, max: 24999 })).toEqual({ min: 5000, max: 24999 });
  });

  it('swaps reversed ends and drops non-numbers', () => {
    expect(normalisePriceRange({ min: 20000, max: 5000 })).toEqual({ min: 5000, max: 20000 });
    expect(normalisePriceRange({ min: Number.NaN, max: null })).toEqual({ min: null, max: null });
  });
});

describe('distance', () => {
  it('resets a range covering 0–300 km', () => {
    expect(normaliseDistanceRange({ min: 0, max: 300 })).toBeNull();
    expect(normaliseDistanceRange({ min: -5, max: 400 })).toBeNull();
    expect(normaliseDistanceRange(null)).toBeNull();
  });

  it('keeps any narrower range, clamped and rounded to the km', () => {
    expect(normaliseDistanceRange({ min: 1, max: 300 })).toEqual({ min: 1, max: 300 });
    expect(normaliseDistanceRange({ min: 0, max: 299 })).toEqual({ min: 0, max: 299 });
    expect(normaliseDistanceRange({ min: 10.4, max: 500 })).toEqual({ min: 10, max: 300 });
    expect(normaliseDistanceRange({ min: 150, max: 50 })).toEqual({ min: 50, max: 150 });
  });

  it('offers 100, 200 (default) and 300 km', () => {
    expect(DISTANCE_OPTIONS).toEqual([100, 200, 300]);
    expect(DEFAULT_DISTANCE).toBe(200);
    expect(isDistanceDefault({ distanceRange: null, radius: 200 })).toBe(true);
    expect(isDistanceDefault({ distanceRange: null })).toBe(true);
    expect(isDistanceDefault({ distanceRange: null, radius: 100 })).toBe(false);
    expect(isDistanceDefault({ distanceRange: { min: 0, max: 120 } })).toBe(false);
  });

  it('lists score and star options', () => {
    expect(SCORE_OPTIONS).toEqual([9, 8, 7]);
    expect(STAR_OPTIONS).toEqual([5, 4, 3]);
  });
});

describe('getAppliedFilterCount', () => {
  const none: SearchFilters = {
    activities: [],
    stars: [],
    facilities: [],
    amenities: [],
    score: null,
    budget: { min: null, max: null },
    distanceRange: null,
  };

  it('is 0 with default filters, including a budget at the slider ends', () => {
    expect(getAppliedFilterCount(none)).toBe(0);
    expect(getAppliedFilterCount({ ...none, budget: { min: 900, max: 25000 }, distanceRange: { min: 0, max: 300 }, radius: 200 })).toBe(0);
  });

  it('counts each list item, one score, one budget and one distance', () => {
    const filters: SearchFilters = {
      activities: ['spa', 'golf'],
      stars: [4],
      facilities: ['pool'],
      amenities: ['wifi', 'parking', 'bath'],
      score: 8,
      budget: { min: 5000, max: 20000 },
      distanceRange: { min: 0, max: 50 },
      radius: 100,
    };
    expect(getAppliedFilterCount(filters)).toBe(2 + 1 + 1 + 3 + 1 + 1 + 1);
    expect(getAppliedFilterCount({ ...none, budget: { min: 901, max: null } })).toBe(1);
    expect(getAppliedFilterCount({ ...none, radius: 300 })).toBe(1);
    expect(getAppliedFilterCount({ ...none, score: 9 })).toBe(1);
  });
});
