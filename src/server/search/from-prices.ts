import { LRUCache } from 'lru-cache';
import { withRooms } from '../../domain/party-price';
import { DEFAULT_PAX } from '../../domain/pax';
import { getMonthCheckinDays } from '../../domain/flexible-dates';
import { priceCheapestBetween, priceFrom, type Party, type PricedPackage, type StayPrice } from '../../domain/stay-price';
import type { IndexedPackage } from './indexed-package';

/**
 * 'From' prices per party and day (and flexible month), then package: computed once over the year of rates (or the
 * month), kept with the index's packages. A month without any stay keeps null.
 */
const fromPrices = new LRUCache<string, WeakMap<IndexedPackage, StayPrice | null>>({ max: 50 });

export function getFromPrices(party: Party, today: string, month?: string): WeakMap<IndexedPackage, StayPrice | null> {
  const key = `${party.adults}|${party.children}|${today}|${month ?? ''}`;
  let prices = fromPrices.get(key);
  if (!prices) {
    prices = new WeakMap();
    fromPrices.set(key, prices);
  }
  return prices;
}

export function toPricedPackage(p: IndexedPackage): PricedPackage {
  return { basePrice: p.basePrice, refPrice: p.refPrice, childPrice: p.childPrice, nights: p.nights, expiration: p.expiration };
}

/** A package's 'from' price for the party (ADR 16), from the cache or computed and kept. */
export function getFromPrice(p: IndexedPackage, party: Party, today: string, froms = getFromPrices(party, today)): StayPrice {
  let from = froms.get(p);
  if (!from) {
    from = priceFrom(toPricedPackage(p), p.hotel.days, withRooms(party, p.roomCapacity), today);
    froms.set(p, from);
  }
  return from;
}

/** A package's cheapest stay starting in a flexible search's month for the party, or null; kept like 'from' prices. */
export function getMonthPrice(p: IndexedPackage, party: Party, today: string, month: string, prices = getFromPrices(party, today, month)): StayPrice | null {
  if (prices.has(p)) return prices.get(p) ?? null;
  const { from, to } = getMonthCheckinDays(month, today);
  const price = priceCheapestBetween(toPricedPackage(p), p.hotel.days, withRooms(party, p.roomCapacity), today, from, to);
  prices.set(p, price);
  return price;
}

/** The party of a search that names none (spec §9: two adults), whose 'from' prices a rebuilt index computes ahead. */
export const DEFAULT_PARTY: Party = { ...DEFAULT_PAX };

/**
 * Computes the 'from' prices of a new index's packages for a party before the index serves (a year of days each:
 * about 1 s for the 40,000 packages of the 10× catalog), `perStep` packages at a time between the requests, so that
 * the first search without dates or place after a rebuild does not pay for all of them (ADR 36).
 */
export async function precomputeFromPrices(
  packages: readonly IndexedPackage[],
  party: Party,
  today: string,
  step: () => Promise<void>,
  perStep = 500,
): Promise<void> {
  const froms = getFromPrices(party, today);
  for (let start = 0; start < packages.length; start += perStep) {
    for (const p of packages.slice(start, start + perStep)) getFromPrice(p, party, today, froms);
    await step();
  }
}
