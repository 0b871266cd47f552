import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_BUCKET,
  PRICE_BUCKETS,
  getBucketHorizonEnd,
  getBucketPrice,
  getPriceBucket,
  isPriceBucketId,
} from './price-buckets';

// 20 prices 100..2000 in shuffled order: the n-th smallest is n * 100.
const TWENTY = [2000, 100, 1900, 200, 1800, 300, 1700, 400, 1600, 500, 1500, 600, 1400, 700, 1300, 800, 1200, 900, 1100, 1000];

describe('PRICE_BUCKETS', () => {
  it('lists Essential, Serenity (popular, 55 %) and Liberty (70 %)', () => {
    expect(PRICE_BUCKETS.map((bucket) => [bucket.id, bucket.key, bucket.coveragePercent, bucket.popular])).toEqual([
      [1, 'essential', 0, false],
      [2, 'serenity', 55, true],
      [3, 'liberty', 70, false],
    ]);
    expect(DEFAULT_PRICE_BUCKET).toBe(2);
    expect(getPriceBucket(3).key).toBe('liberty');
    expect(isPriceBucketId(2)).toBe(true);
    expect(isPriceBucketId(4)).toBe(false);
    expect(isPriceBucketId('2')).toBe(false);
  });
});

describe('getBucketPrice', () => {
  it('gives the minimum for Essential', () => {
    expect(getBucketPrice(TWENTY, 1)).toBe(100);
  });

  it('gives the price covering exactly 55 % and 70 % of 20 prices', () => {
    expect(getBucketPrice(TWENTY, 2)).toBe(1100);
    expect(getBucketPrice(TWENTY, 3)).toBe(1400);
  });

  it('rounds the covered share up when it is not a whole number of prices', () => {
    const ten = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(getBucketPrice(ten, 2)).toBe(60);
    expect(getBucketPrice(ten, 3)).toBe(70);
    expect(getBucketPrice([500], 3)).toBe(500);
  });

  it('ignores non-prices and gives null without prices', () => {
    expect(getBucketPrice([], 2)).toBeNull();
    expect(getBucketPrice([Number.NaN, -1], 1)).toBeNull();
    expect(getBucketPrice([300, Number.NaN, 200], 1)).toBe(200);
  });

  it('does not reorder the caller array', () => {
    const prices = [3, 1, 2];
    getBucketPrice(prices, 3);
    expect(prices).toEqual([3, 1, 2]);
  });
});

describe('getBucketHorizonEnd', () => {
  it('looks six months ahead', () => {
    expect(getBucketHorizonEnd('2024-08-31')).toBe('2025-02-28');
    expect(getBucketHorizonEnd('2024-01-15')).toBe('2024-07-15');
  });
});
