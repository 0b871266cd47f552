import type { Flow } from './sorts';

/** Price arithmetic on integer euro cents: per night, per person, promos and the price type. */

/** Where a promo percentage would be shown. */
export type PromoContext = 'box' | 'gift' | 'activityOnly' | 'offerList' | 'quote';

/** Minimum promo percentage shown on the quote (booking summary): 5, inclusive, as on activities. */
export const QUOTE_PROMO_MIN = 5;

/**
 * Promo display thresholds: the percentage must reach `percent` (`inclusive`) or exceed it.
 * Boxes and gifts need more than 5 %, activity-only 5 % or more, offer lists 10 % or more.
 */
export const PROMO_THRESHOLDS: Readonly<Record<PromoContext, { percent: number; inclusive: boolean }>> = {
  box: { percent: 5, inclusive: false },
  gift: { percent: 5, inclusive: false },
  activityOnly: { percent: 5, inclusive: true },
  offerList: { percent: 10, inclusive: true },
  quote: { percent: QUOTE_PROMO_MIN, inclusive: true },
};

/**
 * Item categories of the catalog (spec §3 product card): weekend stays, single vouchers, activity-only vouchers and
 * hotel-only nights (ADR 54).
 */
export type ItemCategory = 'weekend' | 'single_voucher' | 'activity' | 'hotel';

/** Item categories whose price is always 'final'. */
export const FINAL_PRICE_CATEGORIES: readonly ItemCategory[] = ['single_voucher', 'activity'];

/** 'from' prefixes a starting price; 'final' is what the visitor pays. */
export type PriceType = 'from' | 'final';

function assertCount(count: number, what: string): void {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Not a ${what} count: ${count}`);
}

/** Price per night in cents: total over nights, rounded up to the cent. Throws for nights < 1. */
export function getPricePerNight(totalCents: number, nights: number): number {
  assertCount(nights, 'night');
  return Math.ceil(totalCents / nights);
}

/** Display rounding: cents rounded up to the next whole euro (12901 → 13000, 13000 stays). */
export function roundUpToEuro(cents: number): number {
  return Math.ceil(cents / 100) * 100;
}

/** Price per person in cents: total over travellers, rounded up. Throws for paxCount < 1. */
export function getPricePerPerson(totalCents: number, paxCount: number): number {
  assertCount(paxCount, 'traveller');
  return Math.ceil(totalCents / paxCount);
}

/** Activity price per participant in cents: total over participants, rounded up. */
export function getActivityPricePerParticipant(totalCents: number, participants: number): number {
  assertCount(participants, 'participant');
  return Math.ceil(totalCents / participants);
}

/** Promo percentage of `sellCents` against `referenceCents`, rounded; 0 unless the reference is higher. */
export function getPromoPercent(sellCents: number, referenceCents: number): number {
  if (!(referenceCents > sellCents) || referenceCents <= 0) return 0;
  return Math.round(((referenceCents - sellCents) * 100) / referenceCents);
}

/** True when a promo of `percent` may be shown in `context` (see PROMO_THRESHOLDS). */
export function shouldShowPromo(percent: number, context: PromoContext): boolean {
  const threshold = PROMO_THRESHOLDS[context];
  return threshold.inclusive ? percent >= threshold.percent : percent > threshold.percent;
}

/** Gift box promo percentage, rounded down; null unless the reference exceeds the sell price. */
export function getBoxPromo(sellCents: number, referenceCents: number): number | null {
  if (!(referenceCents > sellCents) || referenceCents <= 0) return null;
  return Math.floor(((referenceCents - sellCents) * 100) / referenceCents);
}

/**
 * What taking an extra costs more for a stay of `nights` nights (spec §9): the difference the catalogue gives for
 * that length of stay (`perLos`, keyed by nights; else the shortest one it gives, spread evenly), per night rounded
 * up to the euro as shown, and the whole stay as that per-night figure times the nights. Null without any figure.
 */
export function getExtraPriceDifference(perLos: Readonly<Record<string, number>>, nights: number): { perNight: number; total: number } | null {
  assertCount(nights, 'night');
  const own = perLos[String(nights)];
  const known = Object.entries(perLos)
    .map(([los, cents]) => [Number(los), cents] as const)
    .filter(([los]) => Number.isInteger(los) && los > 0)
    .sort((a, b) => a[0] - b[0]);
  const perNightCents =
    own !== undefined ? getOfferPriceDifferencePerNight(own, nights) : known[0] ? getOfferPriceDifferencePerNight(known[0][1], known[0][0]) : null;
  if (perNightCents === null) return null;
  const perNight = roundUpToEuro(perNightCents);
  return { perNight, total: perNight * nights };
}

/** Difference between two offers per night in cents, rounded up (towards +∞). */
export function getOfferPriceDifferencePerNight(differenceCents: number, nights: number): number {
  assertCount(nights, 'night');
  return Math.ceil(differenceCents / nights);
}

/** Money saved against the reference price in cents; never negative. */
export function getMoneySaved(referenceCents: number, sellCents: number): number {
  return Math.max(0, referenceCents - sellCents);
}

/** What decides whether a price is a starting price or the final one. */
export interface PriceTypeInput {
  /** The price is for dates the visitor chose (not the cheapest day's). */
  hasDates: boolean;
  flow: Flow;
  itemCategory: ItemCategory;
}

/**
 * 'final' for single vouchers and activity-only items, and whenever dates are chosen or the flow is
 * gifting; otherwise 'from'. (A gift already received is priced as 'beneficiary' by its own quote.)
 */
export function getPriceType({ hasDates, flow, itemCategory }: PriceTypeInput): PriceType {
  if (FINAL_PRICE_CATEGORIES.includes(itemCategory)) return 'final';
  return hasDates || flow === 'gifting' ? 'final' : 'from';
}
