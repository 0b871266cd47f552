import type { Kysely } from 'kysely';
import { getAllInPrice } from '../../domain/all-in-price';
import { getShownRoomsLeft } from '../../domain/availability';
import { getCardPrice } from '../../domain/card-price';
import type { MapPinResult } from '../../domain/search-types';
import { MAP_PINS_LIMIT } from '../../domain/map';
import { getFreeCancellationUntil } from '../../domain/booking-cancellation';
import { getSearchMonth } from '../../domain/flexible-dates';
import { addIsoDays } from '../../domain/iso-date';
import { getRoomCount } from '../../domain/party-price';
import { getPriceType, getPromoPercent, type ItemCategory } from '../../domain/pricing';
import type { LocalTax } from '../../domain/quote';
import { getPerPerson, type StayPrice } from '../../domain/stay-price';
import { getSearchUri, type HashCriteria } from '../../domain/search-hash';
import { DEFAULT_SORT, isSortAllowed } from '../../domain/sorts';
import { findMarketByLocale, type Language } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database, Localized } from '../db/schema';
import { TEXTS } from '../db/seed/texts';
import { buildHotelGallery, getExteriorAddress, toActivityKeys, toImages } from '../pictures/gallery.server';
import type { HotelFacts } from '../../domain/pictures';
import { InvalidInputError } from '../api/http';
import type { SearchCriteria } from './criteria';
import { getCatalogIndex, type CatalogIndex } from './catalog-index';
import { readLabel } from './indexed-package';
import { createIndexMemo } from './index-memo';
import { loadLiveNights, type AskedStays, type LiveNights } from './live-nights';
import { getAreaDetails, getLocationDetails } from './location-details';
import { compareBy, findCandidates, hasNoPlace, homeCountryFirst, type Candidate } from './memory-search';
import { rankCandidates, type Ranking, type RankedList } from './ranking';
import { findWideMatches, rankOpenStays, rankWideMatches } from './wide-search';
import type { CandidateOptions } from './search-query';

/** Pictures a result card carries (its carousel). */
const CARD_PICTURES = 5;

/** Results on a map: every match of the first pages at once. */
export const MAP_RESULTS_LIMIT = 300;

export interface OffersRequest {
  locale: string;
  order?: string | undefined;
  criteria: SearchCriteria;
  numberOfPackagesPerHotel: number;
  limit: number;
  page: number;
  performGiftableSearch?: boolean | undefined;
  expandCity?: boolean | undefined;
  boxCode?: string | undefined;
  singleVouchersOnly?: boolean | undefined;
  /**
   * Cards for a beneficiary: the stay's price for the gift's party and nights, which the gift pays towards, never the
   * price a buyer pays for the gift (the product page and calendar show the same stay price).
   */
  stayPrices?: boolean | undefined;
}

function candidateOptions(request: OffersRequest, today: string): CandidateOptions {
  return {
    today,
    giftable: request.performGiftableSearch === true,
    expandCity: request.expandCity,
    boxCode: request.boxCode,
    singleVouchersOnly: request.singleVouchersOnly,
  };
}

/**
 * Ranked matches of recent searches, per index (ADR 36): every page of a search, every visitor and the search page's
 * own render ask for the same ranking again. A ranking depends only on the index, the criteria, the order and the
 * day, so it is kept with the index it was made from: a catalog change builds a new index, and its rankings start
 * empty. Bounded by count and by the matches they hold (about 150 bytes each: 200,000 is some 30 MB).
 */
const getRanking = createIndexMemo<Ranking>({ max: 256, maxSize: 200_000, size: (ranked) => ranked.length });

/** A row of the search query: rank data plus the card fields of the package, hotel and city. */
interface CardRow {
  id: number;
  hotel_id: number;
  price: StayPrice;
  rooms_left: number | null;
  distance_km: number | null;
  offers_in_hotel: number;
  /** The package's labels, packed (readLabel). */
  labels: string;
  /** The package's headwords per language, as JSON text (IndexedPackage.headwordsJson). */
  headwords_json: string;
  nights: number;
  base_price: number;
  ref_price: number;
  expiration: string | null;
  last_minute: boolean;
  marketing_labels: readonly string[];
  targeted_label: string | null;
  cancellable: boolean;
  cancellation_days: number;
  channel_manager_id: string | null;
  data_flow_mode: string;
  item_category: ItemCategory;
  auto_discount_code: string | null;
  auto_discount_value: number | null;
  bucket_prices: number[];
  hotel_label: string;
  star: number;
  latitude: number;
  longitude: number;
  review_count: number;
  review_score: number | null;
  hotel_facts: HotelFacts;
  room_types: readonly string[];
  activity_ids: readonly number[];
  city_names: Localized;
  local_tax: LocalTax;
}

/** The ranked matches of a request that can still be booked (for its dates, when it has some), in order. */
async function findMatches(db: Kysely<Database>, request: OffersRequest, today: string) {
  const { criteria } = request;
  const sort = request.order ?? criteria.sort ?? DEFAULT_SORT;
  const flow = criteria.flow ?? 'booking';
  if (sort !== DEFAULT_SORT && !isSortAllowed(sort, flow, criteria.lat !== undefined)) {
    throw new InvalidInputError(`The sort ${sort} is not available for the ${flow} flow${sort === 'distance' ? ' without lat and lng' : ''}`);
  }
  const index = await getCatalogIndex(db);
  const market = findMarketByLocale(request.locale);
  // Without a destination, the default order shows the market's own country first (fr lists French stays first).
  const homeCountry = market && sort === DEFAULT_SORT && hasNoPlace(criteria) ? market.country : null;
  const options = candidateOptions(request, today);
  const key = JSON.stringify([criteria, sort, homeCountry, request.numberOfPackagesPerHotel, options]);
  // A wide search without dates walks the packages sorted once per party and sort, in about a millisecond: it is not
  // kept (ADR 72).
  const wide = findWideMatches(index, criteria, options);
  const walked = wide && rankWideMatches(wide, sort, criteria, request.numberOfPackagesPerHotel, homeCountry);
  // A wide dated search ranks its open stays from the index's nights and prices only those it shows (ADR 74).
  const dated = criteria.checkin && !walked ? findWideMatches(index, criteria, options, { countsOnly: true, floors: true }) : null;
  const open = dated && rankOpenStays(dated, sort, criteria, request.numberOfPackagesPerHotel, homeCountry, today);
  if (open && criteria.checkin) {
    const nights = await loadStayNights(db, index, open.largestStay(), criteria.checkin);
    const live = (candidate: Candidate) => nights.stay(candidate.pkg.hotel.id, candidate.price.nights, roomsOf(criteria, candidate));
    // The index's nights found each kept stay open (keepOpenStays): only the stays of hotels whose nights changed
    // since it was read are checked again.
    const bookable = nights.hasChanges ? open.keepStays((stay) => nights.stay(stay.hotelId, stay.nights, stay.rooms).available, nights.changedHotels) : open;
    return { index, market, sort, live, bookable };
  }
  const ranked =
    walked ??
    getRanking(index, key, () => {
      const compare = homeCountry ? homeCountryFirst(homeCountry, compareBy(sort, criteria)) : compareBy(sort, criteria);
      // The hotel flow's card of a hotel is its cheapest night (ADR 54), whatever order the hotels come in.
      const inHotel = flow === 'hotel' ? compareBy('priceAsc', criteria) : compare;
      return rankCandidates(findCandidates(index, criteria, options), compare, request.numberOfPackagesPerHotel, inHotel);
    });
  const live = criteria.checkin ? await checkLiveNights(db, index, ranked, criteria, criteria.checkin) : null;
  const bookable = live ? ranked.filter(({ candidate }) => live(candidate).available) : ranked;
  return { index, market, sort, live, bookable };
}

/**
 * The search of spec §7 offers.json: matching packages, best first, a limited number per hotel, one page.
 * Runs on the in-memory catalog index and its postings (no query once it is loaded; facets too, ADR 36).
 */
export async function searchOffers(db: Kysely<Database>, request: OffersRequest, today: string) {
  const { criteria } = request;
  const { index, market, sort, live, bookable } = await findMatches(db, request, today);
  const language = market?.language ?? 'fr';
  const start = request.page * request.limit;
  const rows: CardRow[] = bookable.slice(start, request.limit).map(({ candidate, offersInHotel }) => ({
    ...toCardRow(candidate, offersInHotel),
    rooms_left: live ? getShownRoomsLeft(live(candidate).lowestRoomsLeft, true) : null,
  }));
  return {
    searchDetails: {
      totalCount: bookable.length,
      dates: criteria.checkin ? { checkin: criteria.checkin, checkout: criteria.checkout ?? null } : null,
      pax: { adults: criteria.a, children: criteria.c, babies: criteria.b },
      hotelId: criteria.hotel ?? criteria.hotelId ?? null,
      theme: criteria.theme ?? null,
      cityId: criteria.city ?? null,
      // The address of the search page showing these criteria.
      uri: market ? getSearchUri(buildPath(market.key, 'search'), { ...criteria, sort: request.order ?? criteria.sort } as HashCriteria) : null,
      ...getLocationDetails(criteria, index.destinations, language),
      // A map area is named by the place its results share (ADR 59).
      area: criteria.bbox ? getAreaDetails(criteria.bbox, bookable.hotels(), index.destinations, language) : null,
    },
    page: request.page,
    limit: request.limit,
    sort,
    results: buildCards(rows, request, today),
  };
}

/**
 * Every result of a search as map pins (ADR 59), one per hotel as the results list shows them, in its order, at most
 * MAP_PINS_LIMIT: the same matches, count and card price as the list, without the rest of the cards.
 */
export async function searchMapPins(db: Kysely<Database>, request: Omit<OffersRequest, 'numberOfPackagesPerHotel' | 'limit' | 'page'>, today: string) {
  const full: OffersRequest = { ...request, numberOfPackagesPerHotel: 1, limit: MAP_PINS_LIMIT, page: 0 };
  const { market, bookable } = await findMatches(db, full, today);
  if (!market) throw new InvalidInputError(`Unknown locale ${request.locale}`);
  const flow = request.criteria.flow ?? 'booking';
  const hasDates = Boolean(request.criteria.checkin) || Boolean(getSearchMonth(request.criteria));
  const pins: MapPinResult[] = bookable.first(MAP_PINS_LIMIT).map(({ candidate, offersInHotel }) => {
    const row = toCardRow(candidate, offersInHotel);
    const pricing = getCardPricing(row, full);
    const price = getCardPrice(pricing, flow);
    return {
      id: row.id,
      hotelId: row.hotel_id,
      lat: row.latitude,
      lng: row.longitude,
      hotel: row.hotel_label,
      label: readLabel(row.labels, market.language),
      uri: buildPath(market.key, 'product', { id: row.id }),
      hotelUri: buildPath(market.key, 'hotel', { id: row.hotel_id }),
      imageUrl: toImages(getExteriorAddress(row.hotel_facts))['640_360'],
      nights: pricing.nights,
      ...(pricing.allIn && { allIn: pricing.allIn }),
      price: { amount: price.amount, unit: price.unit, isFrom: getPriceType({ hasDates, flow, itemCategory: row.item_category }) === 'from' },
    };
  });
  return { totalCount: bookable.length, limit: MAP_PINS_LIMIT, pins };
}

/**
 * The nights of a dated search's matches as the database has them now (live-nights.ts): whether each stay is still
 * bookable for those dates, and its real fewest rooms left.
 */
async function checkLiveNights(db: Kysely<Database>, index: CatalogIndex, ranked: RankedList, criteria: SearchCriteria, checkin: string) {
  const entries = ranked.all();
  const asked =
    entries.length === 0
      ? null
      : entries.reduce(
          (most, { candidate }) => ({ nights: Math.max(most.nights, candidate.price.nights), rooms: Math.max(most.rooms, roomsOf(criteria, candidate)) }),
          { nights: 1, rooms: 1 },
        );
  const nights = await loadStayNights(db, index, asked, checkin);
  return (candidate: Candidate) => nights.stay(candidate.pkg.hotel.id, candidate.price.nights, roomsOf(criteria, candidate));
}

/** The rooms a candidate's stay takes for the party. */
const roomsOf = (criteria: SearchCriteria, candidate: Candidate) => getRoomCount(criteria.a, criteria.c, candidate.pkg.roomCapacity);

/** The live nights (loadLiveNights) of the stays ranked, over the longest of them and for the most rooms any takes. */
function loadStayNights(db: Kysely<Database>, index: CatalogIndex, asked: AskedStays | null, checkin: string): Promise<LiveNights> {
  return loadLiveNights(db, index.changesSince, (hotelId) => getHotelDays(index, hotelId), checkin, asked);
}

/** A hotel's nights as the index read them. */
function getHotelDays(index: CatalogIndex, hotelId: number) {
  const position = index.postings.byHotel.get(hotelId)?.[0];
  return position === undefined ? undefined : index.packages[position]?.hotel.days;
}

function toCardRow({ pkg, price, roomsLeft, distanceKm }: Candidate, offersInHotel: number): CardRow {
  const h = pkg.hotel;
  return {
    id: pkg.id,
    hotel_id: h.id,
    price,
    rooms_left: roomsLeft,
    distance_km: distanceKm,
    offers_in_hotel: offersInHotel,
    labels: pkg.labels,
    headwords_json: pkg.headwordsJson,
    nights: pkg.nights,
    base_price: pkg.basePrice,
    ref_price: pkg.refPrice,
    expiration: pkg.expiration,
    last_minute: pkg.lastMinute,
    marketing_labels: pkg.marketingLabels,
    targeted_label: pkg.targetedLabel,
    cancellable: pkg.cancellable,
    cancellation_days: pkg.cancellationDays,
    channel_manager_id: pkg.channelManagerId,
    data_flow_mode: pkg.dataFlowMode,
    item_category: pkg.itemCategory,
    auto_discount_code: pkg.autoDiscountCode,
    auto_discount_value: pkg.autoDiscountValue,
    bucket_prices: pkg.bucketPrices,
    hotel_label: h.label,
    star: h.star,
    latitude: h.latitude,
    longitude: h.longitude,
    review_count: h.reviewCount,
    review_score: h.reviewScore,
    hotel_facts: { id: h.id, label: h.label, star: h.star, hotelType: h.hotelType, environment: h.environment, facilities: [...h.facilities] },
    room_types: h.roomTypes,
    activity_ids: pkg.activityIds,
    city_names: h.cityNames,
    local_tax: h.localTax,
  };
}

/**
 * The prices of a card: the stay's one price (ADR 16); a gift is sold at its bucket's price, per person over the same
 * travellers. The result cards and the map pins both read them.
 */
function getCardPricing(row: CardRow, request: OffersRequest) {
  const { criteria } = request;
  const { price } = row;
  const isGift = criteria.flow === 'gifting' && !request.stayPrices;
  const giftPrice = isGift ? (row.bucket_prices[(criteria.bucket ?? 2) - 1] ?? price.total) : null;
  const sellPrice = giftPrice ?? price.total;
  const refPrice = giftPrice === null ? price.reference : Math.max(sellPrice, Math.round((row.ref_price * sellPrice) / Math.max(1, row.base_price)));
  const participants = price.payingTravellers;
  return {
    isGift,
    sellPrice,
    refPrice,
    promo: getPromoPercent(sellPrice, refPrice),
    participants,
    perPerson: giftPrice === null ? price.perPerson : getPerPerson(sellPrice, participants),
    referencePerPerson: giftPrice === null ? price.referencePerPerson : getPerPerson(refPrice, participants),
    nights: giftPrice === null ? price.nights : row.nights,
    allIn:
      giftPrice === null
        ? getAllInPrice(
            { sellPrice, checkin: price.checkin, nights: price.nights },
            { adults: criteria.a, children: criteria.c, babies: criteria.b },
            row.local_tax,
          )
        : null,
  };
}

/** Product cards (spec §3) for a page of ranked rows. */
function buildCards(rows: CardRow[], request: OffersRequest, today: string) {
  if (rows.length === 0) return [];
  const market = findMarketByLocale(request.locale);
  if (!market) throw new InvalidInputError(`Unknown locale ${request.locale}`);
  const lang: Language = market.language;
  const { criteria } = request;
  const hasDates = Boolean(criteria.checkin);
  const month = getSearchMonth(criteria);
  return rows.flatMap((row, index) => {
    const d = row;
    const { price } = row;
    const { isGift, sellPrice, refPrice, promo, participants: pax, perPerson, referencePerPerson, nights, allIn } = getCardPricing(row, request);
    const gallery = buildHotelGallery(d.hotel_facts, d.room_types, toActivityKeys(d.activity_ids, TEXTS), lang, TEXTS).slice(0, CARD_PICTURES);
    return [
      {
        id: d.id,
        index: request.page * request.limit + index,
        label: readLabel(d.labels, lang),
        uri: buildPath(market.key, 'product', { id: d.id }),
        imageUrl: gallery[0]?.['640_360'] ?? '',
        images: gallery,
        headwords: (JSON.parse(d.headwords_json) as Record<Language, string[]>)[lang],
        sellPrice,
        refPrice,
        promo,
        priceType: getPriceType({ hasDates: hasDates || Boolean(month), flow: criteria.flow ?? 'booking', itemCategory: d.item_category }),
        perPerson,
        referencePerPerson,
        prices: [{ adults: criteria.a, children: criteria.c, sellPrice, barPrice: refPrice, promo }],
        participants: pax,
        nights,
        // The stay priced (the dates searched, or the 'from' stay) with its tourist tax, for the all-in view (ADR 53).
        ...(allIn && { allIn }),
        distance: row.distance_km === null ? null : Math.round(row.distance_km * 10) / 10,
        checkin: criteria.checkin ?? null,
        // A flexible month's card is priced for the cheapest stay it found: the link books those very dates.
        ...(month && !isGift ? { flexibleStay: { checkin: price.checkin, checkout: addIsoDays(price.checkin, price.nights) } } : {}),
        availableRooms: row.rooms_left,
        expiration: d.expiration,
        lastMinute: d.last_minute,
        marketingLabels: d.marketing_labels,
        targetedLabel: d.targeted_label,
        cancellationPolicy: {
          cancellable: d.cancellable,
          daysBefore: d.cancellation_days,
          // For the stay the price is for (its check-in, or the first date of a 'from' price); null: non-refundable.
          freeCancellationUntil: getFreeCancellationUntil({ cancellable: d.cancellable, daysBefore: d.cancellation_days }, price.checkin, today),
        },
        channelManagerId: d.channel_manager_id,
        dataFlowMode: d.data_flow_mode,
        itemCategory: d.item_category,
        newTab: false,
        autoDiscount: d.auto_discount_code ? { code: d.auto_discount_code, value: d.auto_discount_value } : null,
        hotel: {
          id: d.hotel_id,
          label: d.hotel_label,
          uri: buildPath(market.key, 'hotel', { id: d.hotel_id }),
          stars: d.star,
          location: { label: d.city_names[lang], lat: d.latitude, lng: d.longitude },
          review: { count: d.review_count, average: d.review_score },
        },
        hasMoreOffers: row.offers_in_hotel > request.numberOfPackagesPerHotel,
        legacyPackageCount: row.offers_in_hotel,
      },
    ];
  });
}
