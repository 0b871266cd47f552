import { sql, type Kysely, type Selectable } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { LRUCache } from 'lru-cache';
import { getAllInPrice } from '../../domain/all-in-price';
import { getBestPriceOfMonth, getShownRoomsLeft } from '../../domain/availability';
import { addIsoDays, addIsoMonths } from '../../domain/iso-date';
import { getCardPrice } from '../../domain/card-price';
import { HOTEL_ONLY_CATEGORY, isHotelOnly } from '../../domain/hotel-only';
import { getPriceType } from '../../domain/pricing';
import type { NightsHold } from '../../domain/date-change';
import { getRoomCount, withRooms } from '../../domain/party-price';
import { isCheckinSellable, isNightAvailable } from '../../domain/stay-price';
import { MARKETS, type Language, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database, HotelsTable, Localized } from '../db/schema';
import type { PhraseBanks } from '../db/seed/text-types';
import { log } from '../log';
import { createResidentSet, pack, unpack } from '../resident-set';
import { buildRoomImages, toActivityKeys, toHotelFacts } from '../pictures/gallery.server';
import { toHotelView, type Crumb } from './hotel-view';
import { columnName, foundPackage, loadPackage, PACKAGE_CITY_COLUMNS, PACKAGE_HOTEL_COLUMNS, PACKAGE_ROOM_COLUMNS, selectPackage } from './packages.server';
import { getCalendarDayPrices, getStayPrice, loadHorizonRates, priceFromHorizon, toPricedPackage } from './stay-price.server';
import { buildStayProgramme } from './stay-programme.server';

const STATUS = ['notAvailable', 'included', 'supplement'] as const;

export interface DetailOptions {
  market: MarketKey;
  checkin?: string | undefined;
  nights?: number | undefined;
  adults: number;
  children: number;
  /** Free (ADR 16) but named in the all-in caption. */
  babies?: number | undefined;
  today: string;
}

/** A breadcrumb's places in their order: country, region, department, city. */
function inBreadcrumbOrder<Row extends { category: string }>(rows: Row[]): Row[] {
  const order = ['country', 'region', 'department', 'city'];
  return rows.sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category));
}

/** Country → region → department → city of a hotel, in one query, with their names in every language. */
export async function loadBreadcrumbRows(db: Kysely<Database>, ids: (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return [];
  return inBreadcrumbOrder(await db.selectFrom('destinations').select(['id', 'names', 'category']).where('id', 'in', wanted).execute());
}

/** Breadcrumb in one language. */
export function toBreadcrumb(rows: Awaited<ReturnType<typeof loadBreadcrumbRows>>, lang: Language): Crumb[] {
  return rows.map((row) => ({ id: row.id, label: (row.names as unknown as Localized)[lang], type: row.category }));
}

/**
 * Package records change only with the catalog: kept resident for every package (serialised, read again after each
 * catalog change), and as objects for the 1,000 most recently viewed, with their per-market views (about 70 KB
 * each, measured on the full catalog: 5,000 grew the process by ~350 MB), for ten minutes at most.
 */

/** What a package's records take from its hotel (`hotel`, the alias of its hotels row): the row, places, room types. */
function hotelRecordColumns(db: Kysely<Database>, hotel: string) {
  const column = <Value>(name: string) => sql.ref<Value>(`${hotel}.${name}`);
  return [
    sql<Selectable<HotelsTable>>`to_json(${sql.table(hotel)})`.as('hotel'),
    jsonArrayFrom(
      db
        .selectFrom('destinations as d')
        .select(['d.id', 'd.names', 'd.category'])
        .where((place) =>
          place.or([
            place('d.id', '=', column<number>('region_id')),
            place('d.id', '=', column<number>('department_id')),
            place('d.id', '=', column<number>('city_id')),
          ]),
        ),
    ).as('places'),
    jsonArrayFrom(
      db
        .selectFrom('destinations as d')
        .select(['d.id', 'd.names', 'd.category'])
        .where('d.category', '=', 'country')
        .where('d.code', '=', column<string>('country')),
    ).as('countries'),
    jsonArrayFrom(db.selectFrom('rooms').select('rooms.type').where('rooms.hotel_id', '=', column<number>('id'))).as('rooms'),
  ] as const;
}

/** What a package's records take from other packages (`pkg`, its row): its hotel's other offers, its extras, its base. */
function packageRecordColumns(db: Kysely<Database>, today: string) {
  return [
    jsonArrayFrom(
      db
        .selectFrom('packages as o')
        .innerJoin('rooms as r', 'r.id', 'o.room_id')
        .select(['o.id', 'o.labels', 'o.nights', 'o.base_price', 'o.ref_price', 'o.child_price', 'o.expiration', 'o.hotel_id', 'r.capacity'])
        .where('o.hotel_id', '=', sql.ref<number>('pkg.hotel_id'))
        .where('o.id', '!=', sql.ref<number>('pkg.id'))
        .where('o.published', '=', true)
        .where((other) => other.or([other('o.expiration', 'is', null), other('o.expiration', '>=', today)]))
        // A stay's other offers are the hotel's other stays; a hotel-only night's, its other nights (ADR 54).
        .where(sql<boolean>`(o.item_category = ${HOTEL_ONLY_CATEGORY}) = (pkg.item_category = ${HOTEL_ONLY_CATEGORY})`)
        .orderBy('o.base_price'),
    ).as('others'),
    jsonArrayFrom(
      db
        .selectFrom('upsells as u')
        .innerJoin('packages as p', 'p.id', 'u.upsell_package_id')
        .innerJoin('rooms as r', 'r.id', 'p.room_id')
        .select([
          'p.id',
          'p.labels',
          'p.items',
          'p.activity_ids',
          'p.cancellable',
          'p.cancellation_days',
          'r.labels as room_labels',
          'u.price_difference_per_los',
        ])
        .where('u.package_id', '=', sql.ref<number>('pkg.id')),
    ).as('upsells'),
    // The offer this one is an extra of (the way back when the visitor removes the extra), if any.
    jsonObjectFrom(
      db
        .selectFrom('upsells as u')
        .innerJoin('packages as p', 'p.id', 'u.package_id')
        .select(['p.id', 'p.labels', 'p.nights', 'u.price_difference_per_los'])
        .where('u.upsell_package_id', '=', sql.ref<number>('pkg.id'))
        .where('p.published', '=', true)
        .orderBy('p.id')
        .limit(1),
    ).as('base'),
  ] as const;
}

/** A hotel's part of its packages' records, as hotelRecordColumns reads it. */
function toHotelRecords<Hotel, Place extends { category: string }>({
  hotel,
  places,
  countries,
  rooms,
}: {
  hotel: Hotel;
  places: Place[];
  countries: Place[];
  rooms: { type: string }[];
}) {
  return { hotel, roomTypes: rooms.map((room) => room.type), crumbs: [...countries, ...inBreadcrumbOrder(places)] };
}

/**
 * Everything about a package that does not depend on the visitor, in one query (each statement costs its round
 * trip, on PGlite its turn on the server's thread): the package, its hotel, places, other offers, extras, the offer
 * it is an extra of and its hotel's room types.
 */
async function loadWeekendRecords(db: Kysely<Database>, id: number, today: string) {
  const row = await db
    .with('pkg', () => selectPackage(db).where('p.id', '=', id))
    .selectFrom('pkg')
    .innerJoin('hotels as hotel', 'hotel.id', 'pkg.hotel_id')
    .selectAll('pkg')
    .select([...hotelRecordColumns(db, 'hotel'), ...packageRecordColumns(db, today)])
    .executeTakeFirst();
  const { hotel, places, countries, rooms, others, upsells, base, ...pkg } = foundPackage(row, id);
  const { roomTypes, crumbs } = toHotelRecords({ hotel, places, countries, rooms });
  return { pkg, hotel, roomTypes, crumbs, others, upsells, base };
}

type WeekendRecords = Awaited<ReturnType<typeof loadWeekendRecords>>;

/** Bumped by a catalog change (`forgetWeekendRecords`): records read before it are never served after it. */
let recordsGeneration = 0;

/** A catalog change (prices, packages, hotels) was published: every instance reads its records again. */
export function forgetWeekendRecords(): void {
  recordsGeneration += 1;
}

type PackageRow = WeekendRecords['pkg'];
type OtherOffer = WeekendRecords['others'][number];

/** Names of a package row's columns that come from its hotel and city, and from its room (packages.server.ts). */
const HOTEL_COLUMN_NAMES = new Set([...PACKAGE_HOTEL_COLUMNS, ...PACKAGE_CITY_COLUMNS].map(columnName));
const ROOM_COLUMN_NAMES = new Set(PACKAGE_ROOM_COLUMNS.map(columnName));
const SHARED_COLUMN_NAMES = new Set([...HOTEL_COLUMN_NAMES, ...ROOM_COLUMN_NAMES]);

/**
 * Every package's records, resident (ADR 38), so that a package's first view reads no statement: read in steps of
 * RESIDENT_PACKAGES_PER_QUERY packages after each catalog change, with the columns of the statement that reads one
 * package's (packageRecordColumns, and hotelRecordColumns once per hotel). Each part is kept once and packed
 * (resident-set.ts): a package's own columns, the ids of its other offers, its extras; its room's columns once per
 * room; its hotel's row, places, room types, columns and offers once per hotel.
 */
interface ResidentRecords {
  /** The keys of a package row in the order its statement gives them. */
  columns: string[];
  packages: Map<number, { hotelId: number; roomId: string; own: Buffer }>;
  rooms: Map<string, Buffer>;
  hotels: Map<number, { shared: Buffer; columns: Buffer; offers: Buffer }>;
}

const RESIDENT_PACKAGES_PER_QUERY = 100;

function pickColumns(row: PackageRow, names: Set<string>, keep: boolean): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([name]) => names.has(name) === keep));
}

async function buildResidentRecords(db: Kysely<Database>, today: string, pace: () => Promise<boolean>): Promise<ResidentRecords> {
  const startedAt = performance.now();
  const resident: ResidentRecords = { columns: [], packages: new Map(), rooms: new Map(), hotels: new Map() };
  const hotelParts = new Map<number, { shared: Buffer; columns: Record<string, unknown> | undefined; offers: Map<number, OtherOffer> }>();
  for (let after = 0; ;) {
    // The packages' own parts, then the parts of the hotels not met yet: each hotel's row is read and parsed once.
    const batch = await db
      .with('pkg', () => selectPackage(db).where('p.id', '>', after).orderBy('p.id').limit(RESIDENT_PACKAGES_PER_QUERY))
      .selectFrom('pkg')
      .selectAll('pkg')
      .select(packageRecordColumns(db, today))
      .orderBy('pkg.id')
      .execute();
    const newHotelIds = [...new Set(batch.map((row) => row.hotel_id))].filter((hotelId) => !hotelParts.has(hotelId));
    const hotelRows =
      newHotelIds.length === 0
        ? []
        : await db
            .selectFrom('hotels as hotel')
            .select('hotel.id as hotel_id')
            .select(hotelRecordColumns(db, 'hotel'))
            .where('hotel.id', 'in', newHotelIds)
            .execute();
    for (const { hotel_id: hotelId, ...row } of hotelRows) {
      const { hotel, roomTypes, crumbs } = toHotelRecords(row);
      hotelParts.set(hotelId, { shared: pack({ hotel, roomTypes, crumbs }), columns: undefined, offers: new Map() });
    }
    for (const { others, upsells, base, ...pkg } of batch) {
      if (resident.columns.length === 0) resident.columns = Object.keys(pkg);
      const part = hotelParts.get(pkg.hotel_id);
      if (!part) continue;
      part.columns ??= pickColumns(pkg, HOTEL_COLUMN_NAMES, true);
      for (const other of others) part.offers.set(other.id, other);
      if (!resident.rooms.has(pkg.room_id)) resident.rooms.set(pkg.room_id, pack(pickColumns(pkg, ROOM_COLUMN_NAMES, true)));
      const own = pickColumns(pkg, SHARED_COLUMN_NAMES, false);
      resident.packages.set(pkg.id, {
        hotelId: pkg.hotel_id,
        roomId: pkg.room_id,
        own: pack({ own, otherIds: others.map((other) => other.id), upsells, base }),
      });
    }
    if (batch.length < RESIDENT_PACKAGES_PER_QUERY) break;
    after = (batch.at(-1) as { id: number }).id;
    if (!(await pace())) break;
  }
  for (const [hotelId, part] of hotelParts) {
    resident.hotels.set(hotelId, { shared: part.shared, columns: pack(part.columns ?? {}), offers: pack([...part.offers.values()]) });
  }
  const bytes =
    [...resident.packages.values()].reduce((sum, entry) => sum + entry.own.length, 0) +
    [...resident.rooms.values()].reduce((sum, room) => sum + room.length, 0) +
    [...resident.hotels.values()].reduce((sum, part) => sum + part.shared.length + part.columns.length + part.offers.length, 0);
  log('INFO', 'Package records resident', {
    packages: resident.packages.size,
    rooms: resident.rooms.size,
    hotels: resident.hotels.size,
    bytes,
    ms: Math.round(performance.now() - startedAt),
  });
  return resident;
}

const residentRecords = createResidentSet<Kysely<Database>, ResidentRecords>({
  name: 'package records',
  ttlMs: 10 * 60 * 1000,
  generation: () => recordsGeneration,
  build: buildResidentRecords,
});

/** Keeps every package's records of `db` resident from now on (the server's database), or no longer. */
export function keepWeekendRecordsResident(db: Kysely<Database>, today: string, keep = true): void {
  residentRecords.keep(db, today, keep);
}

/** Resolves once `db`'s package records are resident for `today` (kept: keepWeekendRecordsResident). */
export async function whenWeekendRecordsResident(db: Kysely<Database>, today: string): Promise<void> {
  await residentRecords.whenReady(db, today);
}

/** A package's records from the resident set, or read by their statement when the set is not current or lacks it. */
function readWeekendRecords(db: Kysely<Database>, id: number, today: string): Promise<WeekendRecords> {
  const resident = residentRecords.get(db, today);
  const entry = resident?.packages.get(id);
  const hotelPart = entry && resident?.hotels.get(entry.hotelId);
  const roomPart = entry && resident?.rooms.get(entry.roomId);
  if (!resident || !entry || !hotelPart || !roomPart) return loadWeekendRecords(db, id, today);
  const { own, otherIds, upsells, base } = unpack(entry.own) as Pick<WeekendRecords, 'upsells' | 'base'> & {
    own: Record<string, unknown>;
    otherIds: number[];
  };
  const { hotel, roomTypes, crumbs } = unpack(hotelPart.shared) as Pick<WeekendRecords, 'hotel' | 'roomTypes' | 'crumbs'>;
  const columns = unpack(hotelPart.columns) as Record<string, unknown>;
  const offers = new Map((unpack(hotelPart.offers) as OtherOffer[]).map((offer) => [offer.id, offer]));
  const parts: Record<string, unknown> = { ...own, ...columns, ...(unpack(roomPart) as Record<string, unknown>) };
  const pkg = Object.fromEntries(resident.columns.map((name) => [name, parts[name]])) as PackageRow;
  const others = otherIds.map((otherId) => offers.get(otherId) as OtherOffer);
  return Promise.resolve({ pkg, hotel, roomTypes, crumbs, others, upsells, base });
}

const recordCaches = new WeakMap<Kysely<Database>, LRUCache<string, WeekendRecords, { id: number; today: string }>>();

/** A package's records, kept in memory as objects for the most viewed packages (their per-market views with them). */
export function getWeekendRecords(db: Kysely<Database>, id: number, today: string): Promise<WeekendRecords> {
  let cache = recordCaches.get(db);
  if (!cache) {
    cache = new LRUCache({
      max: 1000,
      ttl: 10 * 60 * 1000,
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => readWeekendRecords(db, context.id, context.today),
    });
    recordCaches.set(db, cache);
  }
  return cache.forceFetch(`${recordsGeneration}|${id}|${today}`, { context: { id, today } });
}

/** The part of a detail that is the same for every visitor of a market: built once per package and market. */
function buildStaticView(records: WeekendRecords, market: MarketKey, texts: PhraseBanks, today: string) {
  const { language: lang } = MARKETS[market];
  const { pkg, hotel, crumbs, others, upsells } = records;
  const breadcrumb = toBreadcrumb(crumbs, lang);
  const isExpired = pkg.expiration !== null && pkg.expiration < today;
  const activityText = (activityId: number) => texts.activities[activityId - 1];
  // The offer's gallery is its hotel's, with this stay's activities.
  const hotelView = toHotelView(hotel, market, lang, texts, breadcrumb, {
    roomTypes: records.roomTypes,
    activityKeys: toActivityKeys(pkg.activity_ids, texts),
  });
  return {
    id: pkg.id,
    label: (pkg.labels as unknown as Localized)[lang],
    uri: buildPath(market, 'product', { id: pkg.id }),
    itemCategory: pkg.item_category,
    nights: pkg.nights,
    themeId: pkg.theme_id,
    subthemeIds: pkg.subtheme_ids,
    headwords: (pkg.headwords as unknown as Record<Language, string[]>)[lang],
    images: hotelView.images,
    programLines: (pkg.program_lines as unknown as Record<Language, string[]>)[lang],
    items: pkg.items.map((item) => {
      const text = activityText(item.activityId);
      return { ...item, title: text?.titles[lang] ?? '', detailList: text ? [text.details[lang]] : [], activityId: item.activityId };
    }),
    cancellationPolicy: { cancellable: pkg.cancellable, daysBefore: pkg.cancellation_days },
    expiration: pkg.expiration,
    isExpired,
    lastMinute: pkg.last_minute,
    marketingLabels: pkg.marketing_labels.map((key) => texts.marketingLabels[lang][Number(key.split('-')[1])] ?? '').filter(Boolean),
    targetedLabel: pkg.targeted_label,
    dataFlowMode: pkg.data_flow_mode,
    channelManagerId: pkg.channel_manager_id,
    autoDiscount: pkg.auto_discount_code ? { code: pkg.auto_discount_code, value: pkg.auto_discount_value } : null,
    isGiftable: pkg.is_giftable,
    published: pkg.published && pkg.active,
    room: {
      uuid: pkg.room_id,
      label: (pkg.room_labels as unknown as Localized)[lang],
      images: [buildRoomImages(toHotelFacts(hotel), pkg.room_type, lang, texts)],
      size: pkg.size_m2,
      type: pkg.room_type,
      bedding: (pkg.bedding as unknown as Localized)[lang],
      capacity: pkg.capacity,
      maxCapacity: pkg.max_capacity,
      description: (pkg.room_descriptions as unknown as Localized)[lang],
      highlights: (pkg.room_highlights as unknown as Record<Language, string[]>)[lang],
    },
    hotel: hotelView,
    otherOffers: others.map((o) => ({
      id: o.id,
      label: (o.labels as unknown as Localized)[lang],
      uri: buildPath(market, 'product', { id: o.id }),
      nights: o.nights,
    })),
    upsells: upsells.map((u) => ({
      id: u.id,
      label: (u.labels as unknown as Localized)[lang],
      /** What the programme of the stay is built from (getWeekendDetail writes its lines for the stay asked for). */
      programmeSource: { items: u.items, room_labels: u.room_labels },
      activityIds: u.activity_ids,
      priceDifferencePerLos: u.price_difference_per_los,
      priceDifference: (u.price_difference_per_los as unknown as Record<string, number>)[String(pkg.nights)] ?? null,
      // What the other package changes, said before the visitor switches to it.
      roomLabel: (u.room_labels as unknown as Localized)[lang],
      cancellationPolicy: { cancellable: u.cancellable, daysBefore: u.cancellation_days },
    })),
    pageModel: {
      pageTitle: `${(pkg.labels as unknown as Localized)[lang]} – ${pkg.hotel_label}`,
      canonicalUrl: buildPath(market, 'product', { id: pkg.id }),
      metaRobots: pkg.published && pkg.active && !isExpired ? 'index,follow' : 'noindex,follow',
    },
  };
}

const staticViews = new WeakMap<WeekendRecords, Map<MarketKey, ReturnType<typeof buildStaticView>>>();

function getStaticView(records: WeekendRecords, market: MarketKey, texts: PhraseBanks, today: string) {
  let views = staticViews.get(records);
  if (!views) {
    views = new Map();
    staticViews.set(records, views);
  }
  let view = views.get(market);
  if (!view) {
    view = buildStaticView(records, market, texts, today);
    views.set(market, view);
  }
  return view;
}

/**
 * Weekend package detail (spec §7 detail.json): product, room, hotel, other offers and upsells. Prices are the one
 * stay price (ADR 16): the stay asked for when it has dates, else the 'from' price (the cheapest calendar day);
 * the programme follows the length of the stay asked for.
 */
export async function getWeekendDetail(db: Kysely<Database>, id: number, options: DetailOptions, texts: PhraseBanks) {
  const records = await getWeekendRecords(db, id, options.today);
  const { pkg, others } = records;
  const party = { adults: options.adults, children: options.children, babies: 0 };
  const dates = options.checkin ? { checkin: options.checkin, nights: options.nights ?? pkg.nights } : undefined;
  const rates = await loadHorizonRates(db, pkg.hotel_id, options.today);
  const from = priceFromHorizon(toPricedPackage(pkg), rates, withRooms(party, pkg.capacity), options.today);
  const dated =
    dates && isCheckinSellable(pkg, dates.checkin, options.today)
      ? await getStayPrice(db, pkg, dates.checkin, dates.nights, withRooms(party, pkg.capacity))
      : null;
  const price = dated ?? from;
  const view = getStaticView(records, options.market, texts, options.today);
  const nights = dates?.nights ?? pkg.nights;
  const lang = MARKETS[options.market].language;
  const programme = buildStayProgramme(pkg, lang, nights);
  const otherPrices = new Map(others.map((o) => [o.id, priceFromHorizon(toPricedPackage(o), rates, withRooms(party, o.capacity), options.today)]));
  return {
    ...view,
    programLines: programme.lines,
    // The items of the stay asked for, on its days (ADR 52): an item that stay does not have is left out.
    items: programme.items.flatMap(({ source, kind, day, days, repeated }) => {
      const item = view.items[source];
      return item ? [{ ...item, source, kind, day, days, repeated }] : [];
    }),
    // An extra is another package of the same stay: its programme follows that stay too.
    upsells: view.upsells.map(({ programmeSource, ...upsell }) => ({ ...upsell, programLines: buildStayProgramme(programmeSource, lang, nights).lines })),
    otherOffers: view.otherOffers.map((offer) => {
      const other = otherPrices.get(offer.id);
      // A hotel-only night says its price per night, as the hotel flow's cards do (card-price.ts).
      const perNight =
        other && isHotelOnly(pkg.item_category)
          ? getCardPrice(
              { sellPrice: other.total, refPrice: other.reference, promo: other.promo, participants: other.payingTravellers, nights: other.nights },
              'hotel',
            ).amount
          : null;
      return { ...offer, sellPrice: other?.total ?? 0, refPrice: other?.reference ?? 0, perPerson: other?.perPerson ?? 0, perNight };
    }),
    price: {
      sellPrice: price.total,
      refPrice: price.reference,
      promo: price.promo,
      // The booking side's price: the stay asked for when it can be sold, else the 'from' price.
      priceType: getPriceType({ hasDates: dated !== null, flow: 'booking', itemCategory: pkg.item_category }),
      fromPrice: from.total,
      finalPrice: dated?.total ?? null,
      /** Price per person of `sellPrice` (adults and children), rounded up to the euro (ADR 16). */
      perPerson: price.perPerson,
      fromPerPerson: from.perPerson,
      nights: price.nights,
      paxCount: price.payingTravellers,
      /** `sellPrice`'s stay (the dates asked for, or the 'from' stay) with its tourist tax for the party (ADR 53). */
      allIn: getAllInPrice(
        { sellPrice: price.total, checkin: price.checkin, nights: price.nights },
        { ...party, babies: options.babies ?? 0 },
        { type: pkg.local_tax_type, amount: pkg.local_tax_amount, percentage: pkg.local_tax_percentage ?? 0 },
      ),
      sellPrices: { 1: pkg.bucket_prices[0], 2: pkg.bucket_prices[1], 3: pkg.bucket_prices[2] },
      upsellAvailabilityPrice: pkg.upsell_availability_price,
    },
    available: dates ? dated !== null : null,
  };
}

/**
 * Per-day prices of a month for the calendar (spec §7 packageCheckinPrices, ADR 16): for each day, the price of the
 * stay it proposes (the package's length, or the day's minimum stay when longer) for the party, per person (`price`)
 * and in total (`amount`, `displayTotalPrice`), with that stay's `nights`. A day that cannot start it has no price.
 */
export async function getCheckinPrices(
  db: Kysely<Database>,
  id: number,
  month: string,
  adults: number,
  children: number,
  today: string,
  ownHold?: NightsHold | null,
) {
  const pkg = await loadPackage(db, id);
  const first = `${month}-01`;
  const last = addIsoDays(addIsoMonths(first, 1), -1);
  const from = first < today ? today : first;
  if (from > last) return [];
  const rooms = getRoomCount(adults, children, pkg.capacity);
  const { rates, days } = await getCalendarDayPrices(db, pkg, from, last, { adults, children, babies: 0, rooms }, today, ownHold);
  const marked = getBestPriceOfMonth(
    days.map(({ day, offset, price }) => ({
      day,
      status: isNightAvailable(rates.status[offset] ?? 0, rates.roomsLeft[offset] ?? 0, rooms)
        ? (STATUS[rates.status[offset] ?? 0] ?? 'notAvailable')
        : 'notAvailable',
      priceCents: price?.perPerson ?? Number.POSITIVE_INFINITY,
      minLos: rates.minLos[offset] ?? 1,
      roomsLeft: price?.roomsLeft ?? 0,
      promo: (rates.promo[offset] ?? 0) > 0 ? (rates.promo[offset] ?? 0) : null,
    })),
  );
  return marked.map((day, index) => {
    const price = days[index]?.price ?? null;
    return {
      day: day.day,
      status: day.status,
      price: price?.perPerson ?? null,
      amount: price?.total ?? null,
      displayTotalPrice: price?.total ?? null,
      nights: price?.nights ?? null,
      minLos: day.minLos,
      promo: day.promo,
      roomsLeft: price ? getShownRoomsLeft(price.roomsLeft, true) : null,
      bestPriceOfTheMonth: price !== null && day.isBestPriceOfMonth,
    };
  });
}
