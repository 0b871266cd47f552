/** Price buckets of a gift stay: the price the recipient's voucher is worth. */

/** Bucket ids as they travel in the URL and to the server. */
export type PriceBucketId = 1 | 2 | 3;

/**
 * A bucket and the share (percent, integer) of available weekend prices it covers over the next six
 * months (spec §9; the catalog gives each package's bucket prices). Coverage 0 means the minimum fare.
 */
export interface PriceBucket {
  id: PriceBucketId;
  key: 'essential' | 'serenity' | 'liberty';
  coveragePercent: number;
  popular: boolean;
}

/** Essential (minimum fare), Serenity (about 55 %, popular), Liberty (about 70 %). */
export const PRICE_BUCKETS: readonly PriceBucket[] = [
  { id: 1, key: 'essential', coveragePercent: 0, popular: false },
  { id: 2, key: 'serenity', coveragePercent: 55, popular: true },
  { id: 3, key: 'liberty', coveragePercent: 70, popular: false },
];

/**
 * Bucket preselected when none is chosen. The spec does not say; Serenity is the one flagged
 * popular, so it is the default.
 */
export const DEFAULT_PRICE_BUCKET: PriceBucketId = 2;

/** True when `value` is a bucket id (1, 2 or 3). */
export function isPriceBucketId(value: unknown): value is PriceBucketId {
  return PRICE_BUCKETS.some((bucket) => bucket.id === value);
}

/** The bucket of `id`. */
export function getPriceBucket(id: PriceBucketId): PriceBucket {
  const bucket = PRICE_BUCKETS.find((candidate) => candidate.id === id);
  if (!bucket) throw new RangeError(`Unknown price bucket: ${id}`);
  return bucket;
}
