import type { GiftFormat } from './gift-format';
import type { PriceBucketId } from './price-buckets';

/**
 * Prices of the gift items (spec §3 Single voucher, Custom sub-element, Shipping costs; §9 gift validity and
 * delivery). Every amount is integer cents. The server prices a gift order from the catalog with these rules;
 * the browser only shows what they give.
 */

/** Kinds of gift the gift checkout sells. */
export type GiftType = 'BOX' | 'GIFT_STAY' | 'SINGLE_VOUCHER' | 'GIFT_CARD';

/** Months a gift can be redeemed (spec §9): gift stay 1½ years, single voucher and activity voucher 12 months. */
export const GIFT_VALIDITY_MONTHS: Readonly<Record<GiftType | 'ACTIVITY', number>> = {
  GIFT_STAY: 18,
  SINGLE_VOUCHER: 12,
  // The spec gives no box validity; a box is a gift stay chosen from a list, so it keeps the gift stay's.
  BOX: 18,
  GIFT_CARD: 12,
  ACTIVITY: 12,
};

/** Working days a physical gift takes to arrive (spec §9: 2–4, free). */
export const PHYSICAL_DELIVERY_DAYS = { min: 2, max: 4 } as const;

/** People a gift stay or single voucher is for (spec §4: giftAdult 2, §9 '12 months for 2 people'). */
export const GIFT_ADULTS = 2;

/** Nights a gift stay or single voucher may cover (spec §9: default range 1 to 3; the catalog sells up to 3). */
export const GIFT_NIGHTS_BOUNDS = { min: 1, max: 3 } as const;

/**
 * Price of a gift stay or single voucher in `bucket` for `giftNights`: the package's bucket price, prorated from its
 * own length of stay when another one is asked for (docs/booking.md: 'a package's price for another length of stay is
 * prorated from its own length'). Null when the bucket has no price.
 */
export function getGiftStayPrice(bucketPrices: readonly number[], packageNights: number, giftNights: number, bucket: PriceBucketId): number | null {
  const price = bucketPrices[bucket - 1];
  if (price === undefined || !Number.isFinite(price) || packageNights < 1 || giftNights < 1) return null;
  return giftNights === packageNights ? price : Math.round((price * giftNights) / packageNights);
}

/** What the gift case costs (cents): a physical box, gift stay or single voucher comes in one. */
export const PHYSICAL_CASE_CENTS = 500;

/**
 * What a gift sent in its case costs more than the same gift by e-mail: the case, for a box (its physical code's
 * catalog price includes it), a gift stay and a single voucher alike; a printed gift card comes in an envelope, free.
 */
export function getPhysicalSupplement(type: GiftType, format: GiftFormat): number {
  return format === 'physical' && type !== 'GIFT_CARD' ? PHYSICAL_CASE_CENTS : 0;
}

/** Shipping of a gift: nothing for a digital one, the market's amount for a physical one. */
export function getShippingCost(format: GiftFormat, physicalAmount: number): number {
  return format === 'physical' ? physicalAmount : 0;
}

/** Physical extras of the catalog as the pricing needs them. */
export interface SubElementOption {
  id: number;
  categoryId: number;
  price: number;
}

/** Extra ids that mean 'nothing chosen' in the hash or the query (spec §5 'default' or 'true' ignored; §3 'standard'). */
export const IGNORED_SUB_ELEMENT_VALUES: readonly string[] = ['default', 'true', 'standard'];

/**
 * The chosen extras and their price, or null when the choice is not possible: an unknown id, or two extras of a
 * single-selection category. Extras come with physical gifts only: a digital gift has none.
 */
export function getSubElementsSelection(
  ids: readonly number[],
  options: readonly SubElementOption[],
  singleSelectionCategories: readonly number[],
  format: GiftFormat,
): { chosen: SubElementOption[]; price: number } | null {
  if (format === 'digital') return { chosen: [], price: 0 };
  const chosen: SubElementOption[] = [];
  for (const id of new Set(ids)) {
    const option = options.find((candidate) => candidate.id === id);
    if (!option) return null;
    chosen.push(option);
  }
  const singles = chosen.filter((option) => singleSelectionCategories.includes(option.categoryId)).map((option) => option.categoryId);
  if (new Set(singles).size !== singles.length) return null;
  return { chosen, price: chosen.reduce((sum, option) => sum + option.price, 0) };
}

/** The parts of a gift order's price. */
export interface GiftOrderAmounts {
  itemPrice: number;
  upsellPrice: number;
  shippingCost: number;
  subElementsPrice: number;
}

/** What the gift order costs: the item, the availability upsell, shipping and extras. */
export function getGiftOrderTotal(amounts: GiftOrderAmounts): number {
  return amounts.itemPrice + amounts.upsellPrice + amounts.shippingCost + amounts.subElementsPrice;
}

/** Gift card amount preselected on its page (cents), when the catalog sells it. */
export const GIFT_CARD_DEFAULT_AMOUNT = 5000;
