import { sql, type Kysely, type Selectable } from 'kysely';
import { LRUCache } from 'lru-cache';
import { getAllInPrice } from '../../domain/all-in-price';
import { getBestPriceOfMonth, getShownRoomsLeft } from '../../domain/availability';
import { REVIEW_PAGE_SIZE, type ReviewLanguage } from '../../domain/reviews';
import { addIsoDays, addIsoMonths } from '../../domain/iso-date';
import { getCardPrice } from '../../domain/card-price';
import { HOTEL_ONLY_CATEGORY, isHotelOnly } from '../../domain/hotel-only';
import { getPriceType } from '../../domain/pricing';
import type { NightsHold } from '../../domain/date-change';
import { getRoomCount, withRooms } from '../../domain/party-price';
import { isCheckinSellable, isNightAvailable } from '../../domain/stay-price';
import { MARKETS, type Language, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database, DestinationsTable, HotelsTable, Localized, PackageRowsView, PackagesTable, RoomsTable, UpsellsTable } from '../db/schema';
import type { PhraseBanks } from '../db/seed/text-types';
import { buildRoomImages, toActivityKeys, toHotelFacts } from '../pictures/gallery.server';
import { toHotelView, type Crumb } from './hotel-view';
import { FIRST_PAGE, getFirstPageRequestKey, startFirstReviewsPageRead, type ReviewsPageRow } from './reviews.server';
import { foundPackage, loadPackage } from './packages.server';
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
  /** For a product page: its hotel's first page of reviews is read with the package when it is not in memory. */
  firstReviews?: ReviewsWanted;
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
 * Package records change only with the catalog: kept in memory per database, for ten minutes at most. About
 * 70 KB each with their per-market views (measured on the full catalog), so 1,000 of them hold ~70 MB: the
 * most visited offers stay, the rest is loaded again (5,000 grew the process by ~350 MB).
 */

type Place = Pick<Selectable<DestinationsTable>, 'id' | 'names' | 'category'>;
type PackageOf<Column extends keyof PackagesTable> = Pick<Selectable<PackagesTable>, Column>;

/** What the function package_records (migration 0033) answers for a package. */
interface WeekendRecordsRow {
  pkg: Selectable<PackageRowsView>;
  hotel: Selectable<HotelsTable>;
  places: Place[];
  countries: Place[];
  others: (PackageOf<'id' | 'labels' | 'nights' | 'base_price' | 'ref_price' | 'child_price' | 'expiration' | 'hotel_id'> &
    Pick<Selectable<RoomsTable>, 'capacity'>)[];
  upsells: (PackageOf<'id' | 'labels' | 'items' | 'activity_ids' | 'cancellable' | 'cancellation_days'> & {
    room_labels: Selectable<RoomsTable>['labels'];
    price_difference_per_los: Selectable<UpsellsTable>['price_difference_per_los'];
  })[];
  base: (PackageOf<'id' | 'labels' | 'nights'> & Pick<Selectable<UpsellsTable>, 'price_difference_per_los'>) | null;
  rooms: { type: string }[];
}

/** Whose first page of reviews to read with a package's records: the page's preferred review language. */
type ReviewsWanted = { preferLanguage: Exclude<ReviewLanguage, 'all'> | undefined };

/**
 * Everything about a package that does not depend on the visitor, in one statement: the package, its hotel, places,
 * other offers (those still sold `today`), extras, the offer it is an extra of and its hotel's room types. They are
 * read from the package's product document (product-documents.server.ts), or built by the database function
 * package_records when it has none. Then served from memory. For a product page (`reviews`), the same statement
 * (product_view) also reads its hotel's first page of reviews, kept for getFirstReviewsPage.
 */
async function loadWeekendRecords(db: Kysely<Database>, id: number, today: string, reviews: ReviewsWanted | undefined) {
  const found = reviews
    ? await loadWithFirstReviewsPage(db, id, reviews)
    : (await sql<{ records: WeekendRecordsRow | null }>`select package_document(${id}, ${HOTEL_ONLY_CATEGORY}) as records`.execute(db)).rows[0]?.records;
  const { pkg, hotel, places, countries, others, upsells, base, rooms } = foundPackage(found ?? undefined, id);
  return {
    pkg,
    hotel,
    roomTypes: rooms.map((room) => room.type),
    crumbs: [...countries, ...inBreadcrumbOrder(places)],
    others: others.filter((other) => isCheckinSellable(other, today, today)),
    upsells,
    base,
  };
}

async function loadWithFirstReviewsPage(db: Kysely<Database>, id: number, { preferLanguage }: ReviewsWanted) {
  const keepReviews = startFirstReviewsPageRead(db);
  const page = FIRST_PAGE;
  const answer = await sql<{ view: { records: WeekendRecordsRow | null; reviews: ReviewsPageRow | null } | null }>`
    select product_view(${id}, ${HOTEL_ONLY_CATEGORY}, ${getFirstPageRequestKey(preferLanguage)}, ${page.language}, ${page.sort}, ${page.page},
      ${REVIEW_PAGE_SIZE}, ${preferLanguage ?? null}, ${page.withOtherLanguageFallback}) as view`.execute(db);
  const view = answer.rows[0]?.view;
  if (view?.records && view.reviews) keepReviews({ hotelId: view.records.pkg.hotel_id, preferLanguage }, view.reviews);
  return view?.records;
}

type WeekendRecords = Awaited<ReturnType<typeof loadWeekendRecords>>;

/** Bumped by a catalog change (`forgetWeekendRecords`): records read before it are never served after it. */
let recordsGeneration = 0;

/** A catalog change (prices, packages, hotels) was published: every instance reads its records again. */
export function forgetWeekendRecords(): void {
  recordsGeneration += 1;
}

const recordCaches = new WeakMap<Kysely<Database>, LRUCache<string, WeekendRecords, { id: number; today: string; reviews: ReviewsWanted | undefined }>>();

/** A package's records (cached per database); read for a product page (`reviews`), with its first page of reviews. */
export function getWeekendRecords(db: Kysely<Database>, id: number, today: string, reviews?: ReviewsWanted): Promise<WeekendRecords> {
  let cache = recordCaches.get(db);
  if (!cache) {
    cache = new LRUCache({
      max: 1000,
      ttl: 10 * 60 * 1000,
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => loadWeekendRecords(db, context.id, context.today, context.reviews),
    });
    recordCaches.set(db, cache);
  }
  return cache.forceFetch(`${recordsGeneration}|${id}|${today}`, { context: { id, today, reviews } });
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
  const records = await getWeekendRecords(db, id, options.today, options.firstReviews);
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
