import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BUCKET, PRICE_BUCKETS, getPriceBucket, isPriceBucketId } from './price-buckets';

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
