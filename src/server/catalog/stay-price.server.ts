/**
 * Night rates from the database for the one stay-price function (ADR 16, `src/domain/stay-price.ts`). Every screen
 * that shows or charges a stay price asks here (or, for search, the catalog index holding the same rates).
 */
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { addIsoDays, getDayDifference } from '../../domain/iso-date';
import {
  MAX_STAY_NIGHTS,
  priceCalendarDay,
  priceFrom,
  priceStay,
  type NightRates,
  type Party,
  type PricedPackage,
  type StayPrice,
  toStoredRoomsLeft,
} from '../../domain/stay-price';
import { withOwnRooms, type NightsHold } from '../../domain/date-change';
import { getCatalogIndex, type CatalogIndex } from '../search/catalog-index';
import type { Database } from '../db/schema';

/** Package columns the price is made of. */
export interface PackagePriceRow {
  hotel_id: number;
  base_price: number;
  ref_price: number;
  child_price: number;
  nights: number;
  expiration: string | null;
}

/** The price inputs of a package row. */
export function toPricedPackage(row: Omit<PackagePriceRow, 'hotel_id'>): PricedPackage {
  return { basePrice: row.base_price, refPrice: row.ref_price, childPrice: row.child_price, nights: row.nights, expiration: row.expiration };
}

/** A hotel's nights from `from` to `to` (inclusive), one query; days without a row are closed. */
export async function loadNightRates(db: Kysely<Database>, hotelId: number, from: string, to: string): Promise<NightRates> {
  const rows = await db
    .selectFrom('hotel_days')
    .select(['day', 'status', 'price_factor', 'min_los', 'rooms_left', 'promo'])
    .where('hotel_id', '=', hotelId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  const length = Math.max(0, getDayDifference(from, to) + 1);
  const rates = {
    firstDay: from,
    status: new Uint8Array(length),
    factor: new Uint8Array(length).fill(100),
    promo: new Uint8Array(length),
    minLos: new Uint8Array(length).fill(1),
    roomsLeft: new Uint8Array(length),
  };
  for (const row of rows) {
    const i = getDayDifference(from, row.day);
    rates.status[i] = row.status;
    rates.factor[i] = row.price_factor;
    rates.promo[i] = row.promo;
    rates.minLos[i] = row.min_los;
    rates.roomsLeft[i] = toStoredRoomsLeft(row.rooms_left);
  }
  return rates;
}

/** Days of rates the 'from' price looks at: the availability horizon (spec §9, one year). */
export const FROM_PRICE_HORIZON_DAYS = 366;

/**
 * The stay of `nights` nights from `checkin` for the party; null when it cannot be booked. `ownHold`: the rooms of the
 * booking whose dates are being changed, free for it (ADR 57).
 */
export async function getStayPrice(
  db: Kysely<Database>,
  pkg: PackagePriceRow,
  checkin: string,
  nights: number,
  party: Party,
  ownHold?: NightsHold | null,
): Promise<StayPrice | null> {
  const rates = await loadNightRates(db, pkg.hotel_id, checkin, addIsoDays(checkin, Math.max(1, nights) - 1));
  return priceStay(toPricedPackage(pkg), withOwnRooms(rates, ownHold), checkin, nights, party);
}

/**
 * Calendar prices (ADR 16) of every day from `from` to `to`; a day that cannot start the proposed stay is null.
 * `ownHold`: the rooms of the booking whose dates are being changed, free for it (ADR 57).
 */
export async function getCalendarDayPrices(
  db: Kysely<Database>,
  pkg: PackagePriceRow,
  from: string,
  to: string,
  party: Party,
  today: string,
  ownHold?: NightsHold | null,
) {
  const rates = withOwnRooms(await loadNightRates(db, pkg.hotel_id, from, addIsoDays(to, MAX_STAY_NIGHTS)), ownHold);
  const priced = toPricedPackage(pkg);
  const days: { day: string; offset: number; price: StayPrice | null }[] = [];
  for (let offset = 0, day = from; day <= to; offset += 1, day = addIsoDays(from, offset))
    days.push({ day, offset, price: priceCalendarDay(priced, rates, day, party, today) });
  return { rates, days };
}

/** A hotel's rates over the horizon change only with the catalog: read from the search index, else kept a minute. */
const horizonCaches = new WeakMap<Kysely<Database>, LRUCache<string, NightRates, { hotelId: number; today: string }>>();
const indexedHotels = new WeakMap<CatalogIndex, Map<number, NightRates>>();

function findIndexedRates(index: CatalogIndex, hotelId: number): NightRates | undefined {
  let hotels = indexedHotels.get(index);
  if (!hotels) {
    hotels = new Map();
    for (const p of index.packages) if (p.hotel.days) hotels.set(p.hotel.id, p.hotel.days);
    indexedHotels.set(index, hotels);
  }
  return hotels.get(hotelId);
}

/**
 * A hotel's rates over the availability horizon: the search index's copy (the same rates the search cards are
 * priced from, no query), else one query kept a minute.
 */
export async function loadHorizonRates(db: Kysely<Database>, hotelId: number, today: string): Promise<NightRates> {
  const indexed = findIndexedRates(await getCatalogIndex(db), hotelId);
  if (indexed) return indexed;
  let cache = horizonCaches.get(db);
  if (!cache) {
    cache = new LRUCache({
      max: 2000,
      ttl: 60 * 1000,
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) =>
        loadNightRates(db, context.hotelId, context.today, addIsoDays(context.today, FROM_PRICE_HORIZON_DAYS + MAX_STAY_NIGHTS)),
    });
    horizonCaches.set(db, cache);
  }
  return cache.forceFetch(`${hotelId}|${today}`, { context: { hotelId, today } });
}

/** 'From' prices computed over a cached horizon, kept as long as those rates are. */
const fromPrices = new WeakMap<NightRates, Map<string, StayPrice>>();

/** The 'from' price of a package over a hotel's horizon rates (loadHorizonRates), computed once per package and party. */
export function priceFromHorizon(pkg: PricedPackage, rates: NightRates, party: Party, today: string): StayPrice {
  let prices = fromPrices.get(rates);
  if (!prices) {
    prices = new Map();
    fromPrices.set(rates, prices);
  }
  const key = `${pkg.basePrice}|${pkg.refPrice}|${pkg.childPrice}|${pkg.nights}|${pkg.expiration}|${party.adults}|${party.children}|${party.rooms ?? 1}|${today}`;
  let price = prices.get(key);
  if (!price) {
    price = priceFrom(pkg, rates, party, today);
    prices.set(key, price);
  }
  return price;
}

/** The 'from' price: the cheapest calendar day of the horizon for the party. */
export async function getFromPrice(db: Kysely<Database>, pkg: PackagePriceRow, party: Party, today: string): Promise<StayPrice> {
  return priceFromHorizon(toPricedPackage(pkg), await loadHorizonRates(db, pkg.hotel_id, today), party, today);
}
