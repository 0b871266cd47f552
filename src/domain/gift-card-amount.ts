/**
 * A gift card's amount (spec §2 gift card customisation): one of the amounts on sale, or a free amount in whole
 * euros from the smallest of them up to 2000 €, the ceiling of spec §5's payment rules.
 */

/** Highest free amount, cents (spec §5: payments up to 2000 euros). */
export const GIFT_CARD_MAX_AMOUNT = 200_000;

/** The free amounts allowed next to the amounts on sale (cents). */
export function getFreeAmountRange(presets: readonly number[]): { min: number; max: number } {
  return { min: presets.length > 0 ? Math.min(...presets) : 100, max: GIFT_CARD_MAX_AMOUNT };
}

/** True for an amount (cents) a gift card may be sold at. */
export function isGiftCardAmountAllowed(amount: number, presets: readonly number[]): boolean {
  if (presets.includes(amount)) return true;
  const { min, max } = getFreeAmountRange(presets);
  return Number.isInteger(amount) && amount % 100 === 0 && amount >= min && amount <= max;
}

/** Cents of a typed amount in whole euros ('75' → 7500), or null for anything but digits. */
export function parseEuroAmount(text: string): number | null {
  const digits = text.trim();
  if (!/^\d{1,6}$/.test(digits)) return null;
  return Number(digits) * 100;
}
