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

/**
 * Cents of an amount typed in euros, with a decimal comma or point as each market writes it ('75' → 7500,
 * '50,00' and '50.00' → 5000, '50,5' → 5050, which isGiftCardAmountAllowed then refuses), or null when the text is
 * not an amount (a thousands separator, a sign, three decimals).
 */
export function parseEuroAmount(text: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
