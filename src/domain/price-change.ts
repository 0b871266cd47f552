/** The price change of spec §3/§4: the live re-quote at checkout start differs from the price the visitor saw. */

/** Message when the new price is lower (spec §8; English, the caller translates). */
export const PRICE_CHANGE_LOWER = "The price has been updated during your booking and it's now lower!";

/** Message when the new price is higher (spec §8; English, the caller translates). */
export const PRICE_CHANGE_HIGHER = "The price has been updated during your booking and it's now higher.";

/** Old and new price in cents; `diff` is current − previous (positive when the price went up). */
export interface PriceChange {
  previous: number;
  current: number;
  diff: number;
}

/** The change between the price seen and the fresh one, or null when they are the same. */
export function getPriceChange(previous: number, current: number): PriceChange | null {
  return previous === current ? null : { previous, current, diff: current - previous };
}

/** The §8 message of a change: lower or higher. */
export function getPriceChangeMessage(change: PriceChange): string {
  return change.diff < 0 ? PRICE_CHANGE_LOWER : PRICE_CHANGE_HIGHER;
}
