import { sql, type Kysely } from 'kysely';
import { getPaxCount } from '../../domain/pax';
import { getPromoPercent } from '../../domain/pricing';
import { DEFAULT_SORT, isSortAllowed } from '../../domain/sorts';
import { findMarketByLocale, type Language } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database, Localized } from '../db/schema';
import { buildImageUrl, buildImagesBySize } from '../images';
import { InvalidInputError } from '../api/http';
import type { SearchCriteria } from './criteria';
import { buildCandidates, type CandidateOptions } from './search-query';

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

/** A row of the search query: rank data plus the card fields of the package, hotel and city. */
interface CardRow {
  id: number;
  hotel_id: number;
  stay_price: number;
  rooms_left: number | null;
  distance_km: number | null;
  offers_in_hotel: number;
  total_count: number;
  labels: Localized;
  headwords: Record<Language, string[]>;
  nights: number;
  base_price: number;
  ref_price: number;
  expiration: string | null;
  last_minute: boolean;
  marketing_labels: string[];
  targeted_label: string | null;
  cancellable: boolean;
  cancellation_days: number;
  channel_manager_id: string | null;
  data_flow_mode: string;
  item_category: string;
  auto_discount_code: string | null;
  auto_discount_value: number | null;
  bucket_prices: number[];
  hotel_label: string;
  star: number;
  latitude: number;
  longitude: number;
  review_count: number;
  review_score: number | null;
  image_count: number;
  city_names: Localized;
}

/** ORDER BY of each sort of spec §9; ties break on the package id so pages never overlap. */
function orderBy(sort: string, criteria: SearchCriteria) {
  const pax = Math.max(1, criteria.a + criteria.c);
  const bucket = criteria.bucket ?? 2;
  switch (sort) {
    case 'distance':
      if (criteria.lat === undefined) throw new InvalidInputError('Sorting by distance needs lat and lng');
      return sql`distance_km asc, id asc`;
    case 'promo':
      return sql`(ref_price - base_price)::float / greatest(ref_price, 1) desc, id asc`;
    case 'priceAsc':
      return sql`stay_price / nights asc, id asc`;
    case 'popularity':
      return sql`popularity desc, id asc`;
    case 'svPriceAsc':
      return sql`bucket_prices[${bucket}] asc, id asc`;
    case 'svPriceDesc':
      return sql`bucket_prices[${bucket}] desc, id asc`;
    default:
      return sql`power(coalesce(review_score, 8), 2) * 100000 / (stay_price / (nights * ${pax}) + 5000) desc, id asc`;
  }
}

/** The search of spec §7 offers.json: matching packages, best first, a limited number per hotel, one page. */
export async function searchOffers(db: Kysely<Database>, request: OffersRequest, today: string) {
  const { criteria } = request;
  const options = candidateOptions(request, today);
  const sort = request.order ?? criteria.sort ?? DEFAULT_SORT;
  const flow = criteria.flow ?? 'booking';
  if (sort !== DEFAULT_SORT && !isSortAllowed(sort, flow, criteria.lat !== undefined)) {
    throw new InvalidInputError(`The sort ${sort} is not available for the ${flow} flow${sort === 'distance' ? ' without lat and lng' : ''}`);
  }
  const order = orderBy(sort, criteria);
  // One query: rank, keep the best packages per hotel, cut the page, then read the card fields of that page.
  const ranked = await sql<CardRow>`
    with candidates as (${buildCandidates(criteria, options)}),
    ranked as (
      select c.*, row_number() over (partition by hotel_id order by ${order}) as rank_in_hotel,
             count(*) over (partition by hotel_id) as offers_in_hotel
      from candidates c
    ),
    page as (
      select id, hotel_id, stay_price, rooms_left, distance_km, offers_in_hotel, count(*) over () as total_count,
             row_number() over (order by ${order}) as position
      from ranked where rank_in_hotel <= ${request.numberOfPackagesPerHotel}
      order by ${order}
      limit ${request.limit} offset ${request.page * request.limit}
    )
    select page.*, p.labels, p.headwords, p.nights, p.base_price, p.ref_price, p.expiration, p.last_minute,
           p.marketing_labels, p.targeted_label, p.cancellable, p.cancellation_days, p.channel_manager_id,
           p.data_flow_mode, p.item_category, p.auto_discount_code, p.auto_discount_value, p.bucket_prices,
           h.label as hotel_label, h.star, h.latitude, h.longitude, h.review_count, h.review_score, h.image_count,
           city.names as city_names
    from page
    join packages p on p.id = page.id
    join hotels h on h.id = page.hotel_id
    join destinations city on city.id = h.city_id
    order by page.position`.execute(db);
  const rows = ranked.rows;
  const cards = buildCards(rows, request);
  return {
    searchDetails: {
      totalCount: rows[0]?.total_count ?? (request.page > 0 ? await countOffers(db, request, today) : 0),
      dates: criteria.checkin ? { checkin: criteria.checkin, checkout: criteria.checkout ?? null } : null,
      pax: { adults: criteria.a, children: criteria.c, babies: criteria.b },
      hotelId: criteria.hotel ?? criteria.hotelId ?? null,
      theme: criteria.theme ?? null,
      cityId: criteria.city ?? null,
    },
    page: request.page,
    limit: request.limit,
    sort,
    results: cards,
  };
}

async function countOffers(db: Kysely<Database>, request: OffersRequest, today: string): Promise<number> {
  const result = await sql<{ total: number }>`
    with candidates as (${buildCandidates(request.criteria, candidateOptions(request, today))})
    select count(*) as total from (select hotel_id, row_number() over (partition by hotel_id) as n from candidates) t
    where n <= ${request.numberOfPackagesPerHotel}`.execute(db);
  return result.rows[0]?.total ?? 0;
}

/** Product cards (spec §3) for a page of ranked rows. */
function buildCards(rows: CardRow[], request: OffersRequest) {
  if (rows.length === 0) return [];
  const market = findMarketByLocale(request.locale);
  if (!market) throw new InvalidInputError(`Unknown locale ${request.locale}`);
  const lang: Language = market.language;
  const { criteria } = request;
  const pax = getPaxCount({ adults: criteria.a, children: criteria.c, babies: criteria.b });
  const hasDates = Boolean(criteria.checkin);
  return rows.flatMap((row, index) => {
    const d = row;
    const ratio = row.stay_price / Math.max(1, d.base_price);
    const refPrice = Math.round(d.ref_price * ratio);
    const isGift = criteria.flow === 'gifting';
    const sellPrice = isGift ? (d.bucket_prices[(criteria.bucket ?? 2) - 1] ?? row.stay_price) : row.stay_price;
    return [{
      id: d.id,
      index: request.page * request.limit + index,
      label: d.labels[lang],
      uri: buildPath(market.key, 'product', { id: d.id }),
      imageUrl: buildImageUrl('hotel', d.hotel_id, 1),
      images: Array.from({ length: Math.min(5, d.image_count) }, (_, i) => buildImagesBySize('hotel', d.hotel_id, i + 1)),
      headwords: d.headwords[lang],
      sellPrice,
      refPrice: Math.max(refPrice, sellPrice),
      promo: getPromoPercent(sellPrice, Math.max(refPrice, sellPrice)),
      priceType: hasDates || isGift || d.item_category === 'single_voucher' ? 'final' : 'from',
      prices: [{ adults: criteria.a, children: criteria.c, sellPrice, barPrice: Math.max(refPrice, sellPrice), promo: getPromoPercent(sellPrice, Math.max(refPrice, sellPrice)) }],
      participants: pax,
      nights: d.nights,
      distance: row.distance_km === null ? null : Math.round(row.distance_km * 10) / 10,
      checkin: criteria.checkin ?? null,
      availableRooms: row.rooms_left,
      expiration: d.expiration,
      lastMinute: d.last_minute,
      marketingLabels: d.marketing_labels,
      targetedLabel: d.targeted_label,
      cancellationPolicy: { cancellable: d.cancellable, daysBefore: d.cancellation_days },
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
    }];
  });
}
