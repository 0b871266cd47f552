/** Gift format of a gift stay or box (spec §3 enumerations, §4 gift format, §5 physical gift). */

export const GIFT_FORMATS = ['digital', 'physical'] as const;
export type GiftFormat = (typeof GIFT_FORMATS)[number];

/** Digital is the default format (spec §4). */
export const DEFAULT_GIFT_FORMAT: GiftFormat = 'digital';

/** Text of the physical format's tag while its shipping cost is loading (spec §4). */
export const LOADING_TAG = '---';

/** Shipping costs state of spec §3: the amount in cents once loaded, whether it is loading, whether it failed. */
export interface ShippingCostState {
  amount: number | null;
  isFetching: boolean;
  error: boolean;
}

/** True when `value` names a gift format. */
export function isGiftFormat(value: unknown): value is GiftFormat {
  return GIFT_FORMATS.some((format) => format === value);
}

/**
 * Physical gifts need their shipping cost loaded without error and the feature flag on (spec §5); otherwise
 * the physical choice is disabled.
 */
export function isPhysicalFormatAvailable(shipping: ShippingCostState, isFeatureEnabled: boolean): boolean {
  return isFeatureEnabled && !shipping.isFetching && !shipping.error && shipping.amount !== null;
}

/** The format kept: the one asked for, except a physical format that cannot be ordered falls back to digital. */
export function resolveGiftFormat(requested: unknown, isPhysicalAvailable: boolean): GiftFormat {
  return requested === 'physical' && isPhysicalAvailable ? 'physical' : DEFAULT_GIFT_FORMAT;
}

/**
 * Tag of the physical choice: '---' while the shipping cost loads, else '+amount' (spec §4): what choosing physical
 * adds to the digital price, its shipping plus `priceDifference` (cents) when the physical item itself costs more
 * (a physical box).
 */
export function getPhysicalFormatTag(shipping: ShippingCostState, formatAmount: (cents: number) => string, priceDifference = 0): string {
  if (shipping.isFetching || shipping.amount === null) return LOADING_TAG;
  return `+${formatAmount(shipping.amount + priceDifference)}`;
}
