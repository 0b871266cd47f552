import { sql, type RawBuilder } from 'kysely';
import { HOTEL_ONLY_CATEGORY } from '../../domain/hotel-only';
import { getRequestedNights, type SearchCriteria } from './criteria';

/** Radius around a point of interest or resort, and around a city when a search is expanded (spec §9). */
export const EXPANSION_RADIUS_KM = 30;
/** Distance filter default when only a position is given (spec §9 distance options, 200 by default). */
export const DEFAULT_DISTANCE_KM = 200;

export interface CandidateOptions {
  today: string;
  /** Only giftable packages (gift flow or performGiftableSearch). */
  giftable: boolean;
  /** City or POI searched by radius instead of by hierarchy (fallback "expand destination"). */
  expandCity?: boolean | undefined;
  /** Only the stays of a gift box. */
  boxCode?: string | undefined;
  /** Only single vouchers (beneficiary search of a single-voucher gift). */
  singleVouchersOnly?: boolean | undefined;
  /**
   * Only these packages: the in-memory search's matches, priced by the one stay price (ADR 16). The price filters
   * then come from them instead of this query's own estimate.
   */
  packageIds?: readonly number[] | undefined;
}

const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;

function pointOf(id: number): RawBuilder<unknown> {
  return sql`(select ll_to_earth(latitude, longitude) from destinations where id = ${id})`;
}

/** The nights a stay of the search lasts: the package's own, or those asked for in the hotel flow (getSearchedNights). */
function stayNights(c: SearchCriteria): RawBuilder<unknown> {
  const requested = getRequestedNights(c);
  return c.flow === 'hotel' && requested !== undefined ? sql`${requested}::int` : sql`p.nights`;
}

/** SQL conditions for the criteria of spec §3; each criterion given narrows the candidates. */
function buildConditions(c: SearchCriteria, options: CandidateOptions): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [
    sql`p.published`,
    sql`h.active`,
    sql`(p.expiration is null or p.expiration >= ${options.today}::date)`,
    sql`r.max_capacity >= ${c.a + c.c}`,
  ];
  const hotelPoint = sql`ll_to_earth(h.latitude, h.longitude)`;
  const within = (point: RawBuilder<unknown>, km: number) =>
    sql`earth_box(${point}, ${km * 1000}) @> ${hotelPoint} and earth_distance(${point}, ${hotelPoint}) <= ${km * 1000}`;
  if (c.hotel ?? c.hotelId) where.push(sql`h.id = ${c.hotel ?? c.hotelId}`);
  // 'Include offers around' a place without coordinates: the radius is distanceMax around the place.
  const around = c.lat === undefined ? c.distanceMax : undefined;
  if (c.city) {
    where.push(options.expandCity || around !== undefined ? within(pointOf(c.city), around ?? EXPANSION_RADIUS_KM) : sql`h.city_id = ${c.city}`);
  }
  if (c.department) where.push(sql`h.department_id = ${c.department}`);
  if (c.region) where.push(sql`h.region_id = ${c.region}`);
  if (c.touristicregion) where.push(sql`h.touristic_region_id = ${c.touristicregion}`);
  if (c.country) where.push(sql`h.country = ${c.country}`);
  for (const place of [c.poi, c.searesort, c.skiresort]) if (place) where.push(within(pointOf(place), around ?? EXPANSION_RADIUS_KM));
  if (c.lat !== undefined && c.lng !== undefined) {
    const point = sql`ll_to_earth(${c.lat}, ${c.lng})`;
    where.push(within(point, c.distanceMax ?? DEFAULT_DISTANCE_KM));
    if (c.distanceMin) where.push(sql`earth_distance(${point}, ${hotelPoint}) >= ${c.distanceMin * 1000}`);
  }
  if (c.bbox) {
    const [south, west, north, east] = c.bbox;
    where.push(sql`h.latitude between ${south} and ${north} and h.longitude between ${west} and ${east}`);
  }
  if (c.theme) where.push(sql`(p.theme_id = ${c.theme} or ${c.theme} = any(p.subtheme_ids))`);
  if (c.tags?.length) where.push(sql`p.activity_ids && ${intArray(c.tags)}`);
  if (c.stars?.length) where.push(sql`h.star = any(${intArray(c.stars)})`);
  if (c.hotelScore) where.push(sql`h.review_score >= ${c.hotelScore}`);
  const facilities = (c.facilities ?? []).filter((f) => f !== 'pets');
  if (facilities.length) where.push(sql`h.facilities @> ${textArray(facilities)}`);
  if (c.petsAllowed || c.facilities?.includes('pets')) where.push(sql`h.pets_allowed`);
  if (c.hotelTypes?.length) where.push(sql`h.hotel_type = any(${textArray(c.hotelTypes)})`);
  if (c.hotelEnvironments?.length) where.push(sql`h.environment = any(${textArray(c.hotelEnvironments)})`);
  if (c.hotelStyles?.length) where.push(sql`h.style = any(${textArray(c.hotelStyles)})`);
  // The hotel flow lists hotel-only nights, sold for any length; every other search lists none of them (ADR 54).
  where.push(c.flow === 'hotel' ? sql`p.item_category = ${HOTEL_ONLY_CATEGORY}` : sql`p.item_category <> ${HOTEL_ONLY_CATEGORY}`);
  const nights = c.flow === 'gifting' ? c.giftNights : getRequestedNights(c);
  if (nights && c.flow !== 'hotel') where.push(sql`p.nights = ${nights}`);
  if (options.giftable || c.flow === 'gifting') where.push(sql`p.is_giftable`);
  if (c.checkin) where.push(sql`av.open_nights = ${stayNights(c)} and av.first_min_los <= ${stayNights(c)}`);
  if (options.boxCode) where.push(sql`p.id in (select package_id from box_packages where box_code = ${options.boxCode})`);
  if (options.singleVouchersOnly) where.push(sql`p.item_category = 'single_voucher'`);
  if (options.packageIds) where.push(sql`p.id = any(${intArray(options.packageIds)})`);
  return where;
}

/**
 * The `candidates` query (the site searches in memory since ADR 6 and counts facets there since ADR 36; this SQL
 * stays as the reference the in-memory search is tested against): every package matching the criteria with its stay price (cents, whole stay for
 * the party), per-person-per-night price, distance and rooms left. Dates price each night from the hotel's
 * day factor and promo; without dates the from-price is the base price.
 */
export function buildCandidates(c: SearchCriteria, options: CandidateOptions): RawBuilder<unknown> {
  const conditions = buildConditions(c, options);
  const availability = c.checkin
    ? sql`left join lateral (
        select count(*) filter (where d.status > 0 and d.rooms_left >= greatest(1, ceil((${c.a}::int + ${c.c}::int)::numeric / greatest(1, r.capacity)))) as open_nights,
               coalesce(max(d.min_los) filter (where d.day = ${c.checkin}::date), 1) as first_min_los,
               sum(d.price_factor * (100 - d.promo)) as factor_sum,
               min(d.rooms_left) as rooms_left
        from hotel_days d
        where d.hotel_id = p.hotel_id and d.day >= ${c.checkin}::date and d.day < ${c.checkin}::date + ${stayNights(c)}
      ) av on true`
    : sql`left join lateral (select null::bigint as factor_sum, null::smallint as rooms_left) av on true`;
  const stayPrice = c.checkin
    ? sql`(round(p.base_price::numeric * av.factor_sum / (p.nights * 10000)) + ${c.c} * p.child_price)`
    : sql`(p.base_price + ${c.c} * p.child_price)`;
  const distance =
    c.lat !== undefined && c.lng !== undefined
      ? sql`earth_distance(ll_to_earth(${c.lat}, ${c.lng}), ll_to_earth(h.latitude, h.longitude)) / 1000`
      : sql`null::float8`;
  const pax = Math.max(1, c.a + c.c);
  const base = sql`
    select p.id, p.hotel_id, p.nights, p.base_price, p.ref_price, p.popularity, p.bucket_prices, p.theme_id,
           p.activity_ids, p.expiration, h.star, h.review_score, h.facilities, h.hotel_type, h.environment, h.style,
           h.pets_allowed, ${stayPrice}::int as stay_price, av.rooms_left, ${distance} as distance_km
    from packages p
    join hotels h on h.id = p.hotel_id
    join rooms r on r.id = p.room_id
    ${availability}
    where ${sql.join(conditions, sql` and `)}`;
  const priceFilters: RawBuilder<unknown>[] = [];
  if (options.packageIds) return base;
  if (c.priceMin !== undefined) priceFilters.push(sql`stay_price / (${pax} * nights) >= ${c.priceMin}`);
  if (c.priceMax !== undefined) priceFilters.push(sql`stay_price / (${pax} * nights) <= ${c.priceMax}`);
  return priceFilters.length ? sql`select * from (${base}) priced where ${sql.join(priceFilters, sql` and `)}` : base;
}
