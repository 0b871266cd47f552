import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { getFreeCancellationUntil } from '../../domain/booking-cancellation';
import { getCardPrice } from '../../domain/card-price';
import { getHotelRate, isHotelOnly } from '../../domain/hotel-only';
import { addIsoDays, addIsoMonths } from '../../domain/iso-date';
import { DEFAULT_PAX } from '../../domain/pax';
import { withRooms } from '../../domain/party-price';
import { isCheckinSellable, MAX_STAY_NIGHTS, priceCalendarDay, priceStay } from '../../domain/stay-price';
import type { Language, MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database, Localized } from '../db/schema';
import { NotFoundError } from '../api/http';
import { loadHorizonRates, loadNightRates, priceFromHorizon, toPricedPackage } from './stay-price.server';
import { buildStayProgramme } from './stay-programme.server';
import { loadBreadcrumbRows } from './weekend.server';

const STATUS = ['notAvailable', 'included', 'supplement'] as const;

/**
 * A hotel's availability month by month (spec §7 availabilities.json): each day's status and its cheapest calendar
 * price (ADR 16: the stay each published package proposes from that day, per person for two adults), for `length`
 * months from `month`. Two queries.
 */
export async function getHotelAvailabilities(db: Kysely<Database>, hotelId: number, month: string, length: number, today: string) {
  const first = `${month}-01` < today ? today : `${month}-01`;
  const last = addIsoDays(addIsoMonths(`${month}-01`, length), -1);
  // The hotel and its published packages in one query (a hotel without any still answers).
  const rows = await db
    .selectFrom('hotels as h')
    .leftJoin('packages as p', (join) => join.onRef('p.hotel_id', '=', 'h.id').on('p.published', '=', true))
    .select(['h.id', 'p.base_price', 'p.ref_price', 'p.child_price', 'p.nights', 'p.expiration'])
    .where('h.id', '=', hotelId)
    .execute();
  if (rows.length === 0) throw new NotFoundError(`No hotel ${hotelId}`);
  const packages = rows.flatMap((p) =>
    p.base_price === null || p.ref_price === null || p.child_price === null || p.nights === null
      ? []
      : [{ ...p, base_price: p.base_price, ref_price: p.ref_price, child_price: p.child_price, nights: p.nights }],
  );
  if (first > last) return { hotelId, months: [] };
  const rates = await loadNightRates(db, hotelId, first, addIsoDays(last, MAX_STAY_NIGHTS));
  const party = { ...DEFAULT_PAX };
  const months = new Map<string, { day: string; status: string; price: number | null; minLos: number; roomsLeft: number; promo: number | null }[]>();
  for (let offset = 0, day = first; day <= last; offset += 1, day = addIsoDays(first, offset)) {
    const prices = packages
      .map((p) => priceCalendarDay(toPricedPackage({ ...p, expiration: p.expiration ?? null }), rates, day, party, today)?.perPerson ?? null)
      .filter((price) => price !== null);
    const price = prices.length > 0 ? Math.min(...prices) : null;
    const list = months.get(day.slice(0, 7)) ?? [];
    const promo = rates.promo[offset] ?? 0;
    list.push({
      day,
      status: price === null ? 'notAvailable' : (STATUS[rates.status[offset] ?? 0] ?? 'notAvailable'),
      price,
      minLos: rates.minLos[offset] ?? 1,
      roomsLeft: rates.roomsLeft[offset] ?? 0,
      promo: promo || null,
    });
    months.set(day.slice(0, 7), list);
  }
  return { hotelId, months: [...months].map(([key, days]) => ({ month: key, days })) };
}

/**
 * What a hotel's page and its room cards read of the catalog: the hotel, its places (for the breadcrumb), its rooms'
 * types, the activities of its published stays, and its offers on sale on `today` with their rooms. Six queries;
 * null when no hotel has the id.
 */
async function loadHotelRecords(db: Kysely<Database>, hotelId: number, today: string) {
  const hotel = await db.selectFrom('hotels').selectAll().where('id', '=', hotelId).executeTakeFirst();
  if (!hotel) return null;
  const places = await loadBreadcrumbRows(db, [hotel.region_id, hotel.department_id, hotel.city_id]);
  const country = await db
    .selectFrom('destinations')
    .select(['id', 'names', 'category'])
    .where('category', '=', 'country')
    .where('code', '=', hotel.country)
    .execute();
  const rooms = await db.selectFrom('rooms').select('type').where('hotel_id', '=', hotelId).execute();
  const stays = await db.selectFrom('packages').select('activity_ids').where('hotel_id', '=', hotelId).where('published', '=', true).orderBy('id').execute();
  const packages = await db
    .selectFrom('packages as p')
    .innerJoin('rooms as r', 'r.id', 'p.room_id')
    .select([
      'p.id',
      'p.labels',
      'p.nights',
      'p.base_price',
      'p.ref_price',
      'p.child_price',
      'p.expiration',
      'p.items',
      'p.cancellable',
      'p.cancellation_days',
      'p.hotel_id',
      'p.item_category',
      'r.id as room_id',
      'r.labels as room_labels',
      'r.size_m2',
      'r.type',
      'r.capacity',
      'r.max_capacity',
      'r.bedding',
    ])
    .where('p.hotel_id', '=', hotelId)
    .where('p.published', '=', true)
    .where((eb) => eb.or([eb('p.expiration', 'is', null), eb('p.expiration', '>=', today)]))
    .orderBy('p.base_price')
    .execute();
  return {
    hotel,
    /** Country first, then region, department and city. */
    places: [...country, ...places],
    roomTypes: rooms.map((room) => room.type),
    stayActivityIds: stays.flatMap((stay) => stay.activity_ids),
    packages,
  };
}

export type HotelRecords = NonNullable<Awaited<ReturnType<typeof loadHotelRecords>>>;

/** Bumped by a catalog change (`forgetHotelRecords`): records read before it are never served after it. */
let hotelRecordsGeneration = 0;

/** A catalog change (hotels, rooms, packages) was published: every instance reads its hotels' records again. */
export function forgetHotelRecords(): void {
  hotelRecordsGeneration += 1;
}

const hotelRecordCaches = new WeakMap<Kysely<Database>, LRUCache<string, { records: HotelRecords | null }, { hotelId: number; today: string }>>();

/**
 * A hotel's records (loadHotelRecords), kept in memory per database like the packages' (weekend.server.ts): they
 * change only with the catalog, whose change notification forgets them (changes.ts). Night rates are not part of
 * them: they come from the catalog index or their own cache.
 */
export async function getHotelRecords(db: Kysely<Database>, hotelId: number, today: string): Promise<HotelRecords | null> {
  let cache = hotelRecordCaches.get(db);
  if (!cache) {
    cache = new LRUCache({
      max: 1000,
      ttl: 10 * 60 * 1000,
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => ({ records: await loadHotelRecords(db, context.hotelId, context.today) }),
    });
    hotelRecordCaches.set(db, cache);
  }
  return (await cache.forceFetch(`${hotelRecordsGeneration}|${hotelId}|${today}`, { context: { hotelId, today } })).records;
}

export interface HotelOffersRequest {
  hotelId: number;
  market: MarketKey;
  lang: Language;
  checkin?: string | undefined;
  nights?: number | undefined;
  adults: number;
  children: number;
  today: string;
}

/**
 * Room cards of the hotel page (spec §7 product/{id}/offers): each room with its offers, priced by the one stay price
 * (ADR 16): the stay asked for when it has dates, else each offer's 'from' price. A room's hotel-only nights (ADR 54)
 * also say their price per night. The hotel's records (getHotelRecords), and its night rates.
 */
export async function getHotelOffers(db: Kysely<Database>, request: HotelOffersRequest) {
  const records = await getHotelRecords(db, request.hotelId, request.today);
  if (!records) throw new NotFoundError(`No hotel ${request.hotelId}`);
  const { hotel, packages } = records;
  const party = { adults: request.adults, children: request.children, babies: 0 };
  const nights = request.nights ?? 1;
  const rates = request.checkin
    ? await loadNightRates(db, request.hotelId, request.checkin, addIsoDays(request.checkin, nights - 1))
    : await loadHorizonRates(db, request.hotelId, request.today);
  const rooms = new Map<
    string,
    { uuid: string; title: string; size: number; type: string; capacity: number; maxCapacity: number; bedding: string; offers: unknown[] }
  >();
  let available = false;
  const withStays = new Set<string>();
  for (const p of packages) {
    const room = rooms.get(p.room_id) ?? {
      uuid: p.room_id,
      title: (p.room_labels as unknown as Localized)[request.lang],
      size: p.size_m2,
      type: p.type,
      capacity: p.capacity,
      maxCapacity: p.max_capacity,
      bedding: (p.bedding as unknown as Localized)[request.lang],
      offers: [],
    };
    const priced = toPricedPackage(p);
    const roomsParty = withRooms(party, p.capacity);
    const price = request.checkin
      ? isCheckinSellable(priced, request.checkin, request.today)
        ? priceStay(priced, rates, request.checkin, nights, roomsParty)
        : null
      : priceFromHorizon(priced, rates, roomsParty, request.today);
    available ||= price !== null;
    const programme = buildStayProgramme({ items: p.items, room_labels: p.room_labels }, request.lang, price?.nights ?? nights);
    const hotelOnly = isHotelOnly(p.item_category);
    if (!hotelOnly) withStays.add(p.room_id);
    room.offers.push({
      id: p.id,
      label: (p.labels as unknown as Localized)[request.lang],
      uri: buildPath(request.market, 'product', { id: p.id }),
      nights: request.checkin ? nights : (price?.nights ?? p.nights),
      /** Whole stay for the party in cents, null when it cannot be booked. */
      price: price?.total ?? null,
      /** Price per person, rounded up to the euro (ADR 16). */
      perPerson: price?.perPerson ?? null,
      /** A hotel-only night's rate (ADR 54), null for a stay with activities. */
      hotelRate: hotelOnly ? getHotelRate(p.items) : null,
      /** A hotel-only night's price per night, as the hotel flow's cards show it (card-price.ts); null otherwise. */
      perNight:
        hotelOnly && price
          ? getCardPrice(
              { sellPrice: price.total, refPrice: price.reference, promo: price.promo, participants: price.payingTravellers, nights: price.nights },
              'hotel',
            ).amount
          : null,
      checkin: request.checkin ?? null,
      paxCount: price?.payingTravellers ?? Math.max(1, request.adults + request.children),
      hasSelectedDates: Boolean(request.checkin),
      shortProgramIntroWithoutRoom: programme.lines.slice(1).join(' · '),
      cancellationPolicy: {
        cancellable: p.cancellable,
        daysBefore: p.cancellation_days,
        // For the stay priced (the chosen check-in, or the first date of the 'from' price); null: non-refundable.
        freeCancellationUntil: price
          ? getFreeCancellationUntil({ cancellable: p.cancellable, daysBefore: p.cancellation_days }, price.checkin, request.today)
          : null,
      },
    });
    rooms.set(p.room_id, room);
  }
  // Rooms with stays with activities come first, as before the hotel-only nights; then the rooms sold only by the night.
  const sold = [...rooms.values()];
  return {
    hotelId: request.hotelId,
    active: hotel.active,
    available: request.checkin ? available : null,
    rooms: [...sold.filter((room) => withStays.has(room.uuid)), ...sold.filter((room) => !withStays.has(room.uuid))],
  };
}
