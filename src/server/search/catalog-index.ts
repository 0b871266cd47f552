import { format } from 'date-fns';
import { sql, type Kysely } from 'kysely';
import { createBackgroundValue } from '../background-value';
import type { Database, Localized } from '../db/schema';
import { DEFAULT_PARTY, precomputeFromPrices } from './from-prices';
import { createPostingsBuilder } from './postings';
import { prepareWideSearches } from './wide-search';
import type { LocalTax } from '../../domain/quote';
import { toStoredRoomsLeft } from '../../domain/stay-price';

export type { CatalogIndex, HotelDays, IndexedDestination, IndexedHotel, IndexedPackage } from './indexed-package';
import { packLabels, toDayNumber, type CatalogIndex, type HotelDays, type IndexedDestination, type IndexedHotel, type IndexedPackage } from './indexed-package';

/** The catalog changes only when regenerated: the index is rebuilt at most every ten minutes, in the background. */
const INDEX_TTL_MS = 10 * 60 * 1000;

/**
 * Rows read per query while (re)building the index. A rebuild runs beside the requests it must not stall: on PGlite
 * a query runs on the server's own thread, and a result is turned into objects in one go, so each step is kept to
 * a few tens of milliseconds and the requests waiting in between are served (ADR 36).
 */
const HOTELS_PER_QUERY = 250;
const HOTEL_DAYS_PER_QUERY = 20;
const PACKAGES_PER_QUERY = 100;
const BOX_LINKS_PER_QUERY = 5000;

/** Longest pause between two steps of a rebuild. */
const MAX_PAUSE_MS = 50;

/**
 * What runs between two steps of a load: the requests that arrived during the step; then, on a rebuild, a pause as
 * long as the step took (up to MAX_PAUSE_MS), so a rebuild takes at most about half of the server's thread and a
 * request that needs several turns of the event loop is not held up by a step at every turn. The first load does
 * not pause: every search is waiting for it.
 */
function createStepper(paced: boolean): () => Promise<void> {
  let startedAt = performance.now();
  return () =>
    new Promise<void>((resolve) => {
      const resume = () => {
        startedAt = performance.now();
        resolve();
      };
      if (paced) setTimeout(resume, Math.min(MAX_PAUSE_MS, performance.now() - startedAt));
      else setImmediate(resume);
    });
}

/** Databases whose index has loaded once: their later loads are rebuilds, paced beside the requests. */
const loadedOnce = new WeakSet<Kysely<Database>>();

type HotelRow = {
  id: number;
  active: boolean;
  star: number;
  review_score: number | null;
  review_count: number;
  facilities: string[];
  pets_allowed: boolean;
  hotel_type: string;
  environment: string;
  style: string;
  country: string;
  city_id: number;
  department_id: number | null;
  region_id: number | null;
  touristic_region_id: number | null;
  latitude: number;
  longitude: number;
  label: string;
  room_types: string[] | null;
  city_names: Localized;
  local_tax_type: LocalTax['type'];
  local_tax_amount: number;
  local_tax_percentage: number | null;
};
type DayRow = { hotel_id: number; first_day: string; status: number[]; factor: number[]; promo: number[]; min_los: number[]; rooms_left: number[] };

/** Search data of the whole catalog in memory (a few MB at 1×), read in steps (ADR 6, ADR 36). */
/**
 * One instance per distinct value read: each row brings its own copy of a category, a country or a day, and a search
 * that compares one for thousands of packages then reads a few strings kept in the cache, not a string per package.
 */
/** One array per distinct list of values (`key` tells the lists apart), shared by every package that has it. */
function createListInterner<T extends string | number>(): (values: readonly T[]) => readonly T[] {
  const seen = new Map<string, readonly T[]>();
  return (values) => {
    const key = values.join('\u0000');
    const known = seen.get(key);
    if (known !== undefined) return known;
    seen.set(key, values);
    return values;
  };
}

function createInterner(): <S extends string | null>(value: S) => S {
  const seen = new Map<string, string>();
  return <S extends string | null>(value: S): S => {
    if (value === null) return value;
    const known = seen.get(value);
    if (known !== undefined) return known as S;
    seen.set(value, value);
    return value;
  };
}

async function loadCatalogIndex(db: Kysely<Database>): Promise<CatalogIndex> {
  const intern = createInterner();
  const internIds = createListInterner<number>();
  const internKeys = createListInterner<string>();
  // The boxes of every package in none.
  const noBoxes: ReadonlySet<string> = new Set();
  const yieldToRequests = createStepper(loadedOnce.has(db));
  const { since } = (await sql<{ since: string }>`select (now() - interval '1 minute')::text as since`.execute(db)).rows[0] as { since: string };
  const hotelRows: HotelRow[] = [];
  for (let after = 0; ;) {
    const batch = await sql<HotelRow>`
      select h.id, h.active, h.star, h.review_score, h.review_count, h.facilities, h.pets_allowed, h.hotel_type, h.environment,
             h.style, h.country, h.city_id, h.department_id, h.region_id, h.touristic_region_id, h.latitude, h.longitude,
             h.label, (select array_agg(r.type order by r.type) from rooms r where r.hotel_id = h.id) as room_types, city.names as city_names,
             h.local_tax_type, h.local_tax_amount, h.local_tax_percentage
      from hotels h join destinations city on city.id = h.city_id
      where h.id > ${after} order by h.id limit ${HOTELS_PER_QUERY}`.execute(db);
    hotelRows.push(...batch.rows);
    await yieldToRequests();
    if (batch.rows.length < HOTELS_PER_QUERY) break;
    after = (batch.rows.at(-1) as HotelRow).id;
  }
  const days = new Map<number, HotelDays>();
  const hotelIds = hotelRows.map((h) => h.id);
  for (let start = 0; start < hotelIds.length; start += HOTEL_DAYS_PER_QUERY) {
    const ids = hotelIds.slice(start, start + HOTEL_DAYS_PER_QUERY);
    const dayRows = await sql<DayRow>`
      select hotel_id, min(day)::text as first_day, array_agg(status order by day) as status, array_agg(price_factor order by day) as factor,
             array_agg(promo order by day) as promo, array_agg(min_los order by day) as min_los, array_agg(rooms_left order by day) as rooms_left
      from hotel_days where hotel_id between ${ids[0] as number} and ${ids.at(-1) as number} group by hotel_id`.execute(db);
    for (const row of dayRows.rows) {
      days.set(row.hotel_id, {
        firstDay: row.first_day,
        firstDayNumber: toDayNumber(row.first_day),
        status: Uint8Array.from(row.status),
        factor: Uint8Array.from(row.factor),
        promo: Uint8Array.from(row.promo),
        minLos: Uint8Array.from(row.min_los),
        roomsLeft: Uint8Array.from(row.rooms_left, toStoredRoomsLeft),
      });
    }
    await yieldToRequests();
  }
  // One object per city for its hotels' names of it.
  const cityNames = new Map<number, Localized>();
  const hotels = new Map(
    hotelRows.map((h) => [
      h.id,
      {
        id: h.id,
        active: h.active,
        star: h.star,
        reviewScore: h.review_score,
        reviewCount: h.review_count,
        facilities: new Set(h.facilities.map(intern)),
        petsAllowed: h.pets_allowed,
        hotelType: intern(h.hotel_type),
        environment: intern(h.environment),
        style: intern(h.style),
        country: intern(h.country),
        cityId: h.city_id,
        departmentId: h.department_id,
        regionId: h.region_id,
        touristicRegionId: h.touristic_region_id,
        latitude: h.latitude,
        longitude: h.longitude,
        label: h.label,
        roomTypes: internKeys((h.room_types ?? []).map(intern)),
        cityNames: cityNames.get(h.city_id) ?? (cityNames.set(h.city_id, h.city_names), h.city_names),
        days: days.get(h.id),
        localTax: { type: intern(h.local_tax_type), amount: h.local_tax_amount, percentage: h.local_tax_percentage ?? 0 },
      } satisfies IndexedHotel,
    ]),
  );
  const boxesByPackage = new Map<number, Set<string>>();
  for (let after = { box_code: '', package_id: 0 }; ;) {
    const boxRows = await sql<{ box_code: string; package_id: number }>`
      select box_code, package_id from box_packages where (box_code, package_id) > (${after.box_code}, ${after.package_id})
      order by box_code, package_id limit ${BOX_LINKS_PER_QUERY}`.execute(db);
    for (const row of boxRows.rows) boxesByPackage.set(row.package_id, (boxesByPackage.get(row.package_id) ?? new Set()).add(intern(row.box_code)));
    await yieldToRequests();
    if (boxRows.rows.length < BOX_LINKS_PER_QUERY) break;
    after = boxRows.rows.at(-1) as typeof after;
  }
  const packages: IndexedPackage[] = [];
  const postings = createPostingsBuilder();
  for (let after = 0; ;) {
    const packageRows = await db
      .selectFrom('packages as p')
      .innerJoin('rooms as r', 'r.id', 'p.room_id')
      .select([
        'p.id',
        'p.hotel_id',
        'p.nights',
        'p.base_price',
        'p.ref_price',
        'p.child_price',
        'p.theme_id',
        'p.subtheme_ids',
        'p.activity_ids',
        'p.bucket_prices',
        'p.popularity',
        'p.expiration',
        'p.is_giftable',
        'p.item_category',
        'p.published',
        'r.max_capacity',
        'r.capacity',
        'p.labels',
        sql<string>`p.headwords::text`.as('headwords_json'),
        'p.last_minute',
        'p.marketing_labels',
        'p.targeted_label',
        'p.cancellable',
        'p.cancellation_days',
        'p.channel_manager_id',
        'p.data_flow_mode',
        'p.auto_discount_code',
        'p.auto_discount_value',
      ])
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(PACKAGES_PER_QUERY)
      .execute();
    for (const p of packageRows) {
      const hotel = hotels.get(p.hotel_id);
      if (!hotel) continue;
      const indexed: IndexedPackage = {
        id: p.id,
        hotel,
        nights: p.nights,
        basePrice: p.base_price,
        refPrice: p.ref_price,
        childPrice: p.child_price,
        themeId: p.theme_id,
        subthemeIds: internIds(p.subtheme_ids),
        activityIds: internIds(p.activity_ids),
        bucketPrices: p.bucket_prices,
        popularity: p.popularity,
        expiration: intern(p.expiration),
        isGiftable: p.is_giftable,
        itemCategory: intern(p.item_category),
        published: p.published,
        maxCapacity: p.max_capacity,
        roomCapacity: p.capacity,
        labels: intern(packLabels(p.labels as unknown as Localized)),
        headwordsJson: intern(p.headwords_json),
        lastMinute: p.last_minute,
        marketingLabels: internKeys(p.marketing_labels),
        targetedLabel: intern(p.targeted_label),
        cancellable: p.cancellable,
        cancellationDays: p.cancellation_days,
        channelManagerId: intern(p.channel_manager_id),
        dataFlowMode: intern(p.data_flow_mode),
        autoDiscountCode: intern(p.auto_discount_code),
        autoDiscountValue: p.auto_discount_value,
        boxCodes: boxesByPackage.get(p.id) ?? noBoxes,
      };
      postings.add(indexed, packages.length);
      packages.push(indexed);
    }
    await yieldToRequests();
    if (packageRows.length < PACKAGES_PER_QUERY) break;
    after = (packageRows.at(-1) as { id: number }).id;
  }
  const destinationRows = await db.selectFrom('destinations').select(['id', 'category', 'parent_id', 'country', 'names', 'latitude', 'longitude']).execute();
  const destinations = new Map(
    destinationRows.map((d) => [
      d.id,
      {
        id: d.id,
        category: d.category,
        parentId: d.parent_id,
        country: d.country,
        names: d.names as unknown as Localized,
        latitude: d.latitude,
        longitude: d.longitude,
      } satisfies IndexedDestination,
    ]),
  );
  await yieldToRequests();
  // The 'from' prices of a search without dates for two adults (as getToday() names the day), ready before it serves.
  const today = format(new Date(), 'yyyy-MM-dd');
  await precomputeFromPrices(packages, DEFAULT_PARTY, today, yieldToRequests);
  const index: CatalogIndex = { packages, destinations, postings: await postings.finishInSteps(yieldToRequests), changesSince: since };
  await yieldToRequests();
  await prepareWideSearches(index, today, yieldToRequests);
  loadedOnce.add(db);
  return index;
}

const catalogIndexes = createBackgroundValue<Kysely<Database>, CatalogIndex>({ ttlMs: INDEX_TTL_MS, load: loadCatalogIndex });

/**
 * The catalog index of a database, loaded on first use and shared by every request. It is rebuilt in the
 * background (every ten minutes, or after `invalidateCatalogIndex`): searches keep using the old index until the
 * new one is ready, so no request waits for a rebuild.
 */
export function getCatalogIndex(db: Kysely<Database>): Promise<CatalogIndex> {
  return catalogIndexes.get(db);
}

/** Rebuilds a database's catalog index in the background after a catalog change; resolves once it serves. */
export function invalidateCatalogIndex(db: Kysely<Database>): Promise<void> {
  return catalogIndexes.invalidate(db);
}
