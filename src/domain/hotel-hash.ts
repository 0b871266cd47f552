/**
 * The hotel page keeps the stay in its URL hash (spec §2 'Hotel page': checkin, checkout, a (2), c (0), b (0);
 * the anchor `products` scrolls to the offers). Read and written with the search hash codec, so both pages
 * agree on names, bounds and defaults.
 */
import { getDayDifference } from './iso-date';
import { DEFAULT_PAX } from './pax';
import { formatSearchHash, parseSearchHash } from './search-hash';

/** Id of the offers section: `#products` scrolls to it. */
export const OFFERS_ANCHOR = 'products';

/** Nights the offers call accepts (spec §7 product/{id}/offers): checkouts further away cannot be chosen. */
export const OFFER_NIGHTS = [1, 2, 3, 4, 5, 6, 7] as const;

const STAY_KEYS = ['checkin', 'checkout', 'a', 'c', 'b'] as const;

/** Dates and travellers of the hotel page. */
export interface Stay {
  checkin: string | null;
  checkout: string | null;
  adults: number;
  children: number;
  babies: number;
}

export const DEFAULT_STAY: Readonly<Stay> = { checkin: null, checkout: null, ...DEFAULT_PAX };

export interface HotelHash {
  stay: Stay;
  /** False for a plain anchor (`#about`, `#products`): the stay in memory should then be kept. */
  hasStay: boolean;
  /** `#products`, alone or among the stay keys. */
  isOffersAnchor: boolean;
}

/** Nights between check-in and checkout, or null without both dates. */
export function getStayNights(stay: Stay): number | null {
  return stay.checkin && stay.checkout ? getDayDifference(stay.checkin, stay.checkout) : null;
}

/**
 * Reads the stay from a hash ('#checkin=2025-06-06&checkout=2025-06-08&a=3' or without '#'). Travellers out of
 * bounds fall back to the defaults; dates are kept only as a pair, from `today` on, for a night count the
 * offers accept.
 */
export function readHotelHash(hash: string, today: string): HotelHash {
  const raw = hash.replace(/^#/, '');
  const params = new URLSearchParams(raw);
  const parsed = parseSearchHash(raw);
  const stay: Stay = { checkin: parsed.checkin ?? null, checkout: parsed.checkout ?? null, adults: parsed.a, children: parsed.c, babies: parsed.b };
  const nights = getStayNights(stay);
  if (!stay.checkin || !stay.checkout || stay.checkin < today || nights === null || !(OFFER_NIGHTS as readonly number[]).includes(nights)) {
    stay.checkin = null;
    stay.checkout = null;
  }
  return { stay, hasStay: STAY_KEYS.some((key) => params.has(key)), isOffersAnchor: params.has(OFFERS_ANCHOR) };
}

/** The stay as a hash without '#': fixed key order, default travellers left out, '' for the default stay. */
export function formatHotelHash(stay: Stay): string {
  return formatSearchHash({
    a: stay.adults,
    c: stay.children,
    b: stay.babies,
    ...(stay.checkin && stay.checkout ? { checkin: stay.checkin, checkout: stay.checkout } : {}),
  });
}
