/**
 * The gift side of a product page (spec §2 gift stay setup, §3 single voucher, §4 gift upsells): which lengths of
 * stay and buckets to offer. Prices come from the gift pricing rules that the gift checkout uses too
 * (gift-pricing.ts), so the page shows what the checkout will charge.
 */
import { GIFT_NIGHTS_BOUNDS } from './gift-pricing';
import { DEFAULT_PRICE_BUCKET, isPriceBucketId, type PriceBucketId } from './price-buckets';

export type GiftItemCategory = 'weekend' | 'single_voucher';

/** The lengths of stay to choose from: every night count from the smallest to the largest key, else 1 to 3 (spec §9). */
export function getGiftNightsOptions(keys: readonly number[] = []): number[] {
  const valid = keys.filter((key) => Number.isInteger(key) && key >= GIFT_NIGHTS_BOUNDS.min && key <= GIFT_NIGHTS_BOUNDS.max);
  const min = valid.length ? Math.min(...valid) : GIFT_NIGHTS_BOUNDS.min;
  const max = valid.length ? Math.max(...valid) : GIFT_NIGHTS_BOUNDS.max;
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** `requested` when it is one of `options`, else the package's own length when offered, else the first option. */
export function resolveGiftNights(requested: unknown, options: readonly number[], packageNights: number): number {
  const wanted = Number(requested);
  if (options.includes(wanted)) return wanted;
  return options.includes(packageNights) ? packageNights : (options[0] ?? GIFT_NIGHTS_BOUNDS.min);
}

/** The bucket asked for when it is one, else the default (Serenity). */
export function resolveBucket(requested: unknown): PriceBucketId {
  const id = Number(requested);
  return isPriceBucketId(id) ? id : DEFAULT_PRICE_BUCKET;
}

/** Gift upsells (the availability guarantee) only exist for one-night gifts with a price (spec §4). */
export function isAvailabilityUpsellOffered(giftNights: number, upsellPrice: number | null): boolean {
  return giftNights === 1 && upsellPrice !== null && upsellPrice > 0;
}

/** The bucket choice shows for a gift stay; for a single voucher only in care mode (spec §1, §6). */
export function isBucketChoiceShown(itemCategory: GiftItemCategory, isCareMode: boolean): boolean {
  return itemCategory === 'weekend' || isCareMode;
}
