import type { SearchCriteria } from './criteria';
import { getRequestedNights } from './criteria';
import { getFreeCancellationUntil } from '../../domain/booking-cancellation';
import { getSearchedNights, isListedInFlow } from '../../domain/hotel-only';
import { getRoomCount } from '../../domain/party-price';
import { isCheckinSellable, priceStayAt, type Party, type StayPrice } from '../../domain/stay-price';
import { getSearchMonth } from '../../domain/flexible-dates';
import { isInBoundingBox } from '../../domain/map';
import { getFromPrice, getFromPrices, getMonthPrice, toPricedPackage } from './from-prices';
import { toDayNumber, type CatalogIndex, type IndexedHotel, type IndexedPackage } from './indexed-package';
import { selectPositions } from './postings';
import { DEFAULT_DISTANCE_KM, EXPANSION_RADIUS_KM, type CandidateOptions } from './search-query';

/** earthdistance's sphere (earth() = 6378168 m), so distances agree with the SQL facets. */
const EARTH_RADIUS_KM = 6378.168;

export interface Candidate {
  pkg: IndexedPackage;
  /** The stay price of the card (ADR 16). */
  price: StayPrice;
  /** `price.total`: whole stay for the party, in cents. */
  stayPrice: number;
  roomsLeft: number | null;
  distanceKm: number | null;
}

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The nights a search asks for: those it lists offers of (a gift's nights in the gifting flow), and those it prices. */
interface Nights {
  listed: number | undefined;
  requested: number | undefined;
}

function getNights(c: SearchCriteria): Nights {
  const requested = getRequestedNights(c);
  return { listed: c.flow === 'gifting' ? c.giftNights : requested, requested };
}

/** Whether a package's hotel and metadata pass every criterion that does not depend on dates or price. */
function matchesStatic(p: IndexedPackage, c: SearchCriteria, options: CandidateOptions, index: CatalogIndex, nights: Nights): boolean {
  const h = p.hotel;
  if (!p.published || !h.active || (p.expiration !== null && p.expiration < options.today)) return false;
  // The hotel flow lists hotel-only nights, and only them (ADR 54).
  if (!isListedInFlow(p.itemCategory, c.flow)) return false;
  if (p.maxCapacity < c.a + c.c) return false;
  const hotelId = c.hotel ?? c.hotelId;
  if (hotelId && h.id !== hotelId) return false;
  // 'Include offers around' a place without coordinates: the radius is distanceMax around the place.
  const around = c.lat === undefined ? c.distanceMax : undefined;
  const near = (placeId: number) => {
    const place = index.destinations.get(placeId);
    return place !== undefined && distanceKm(place.latitude, place.longitude, h.latitude, h.longitude) <= (around ?? EXPANSION_RADIUS_KM);
  };
  if (c.city && !(options.expandCity || around !== undefined ? near(c.city) : h.cityId === c.city)) return false;
  if (c.department && h.departmentId !== c.department) return false;
  if (c.region && h.regionId !== c.region) return false;
  if (c.touristicregion && h.touristicRegionId !== c.touristicregion) return false;
  if (c.country && h.country !== c.country) return false;
  for (const place of [c.poi, c.searesort, c.skiresort]) if (place && !near(place)) return false;
  if (c.bbox && !isInBoundingBox({ lat: h.latitude, lng: h.longitude }, c.bbox)) return false;
  if (c.theme && p.themeId !== c.theme && !p.subthemeIds.includes(c.theme)) return false;
  if (c.tags?.length && !c.tags.some((tag) => p.activityIds.includes(tag))) return false;
  if (c.stars?.length && !c.stars.includes(h.star)) return false;
  if (c.hotelScore && !(h.reviewScore !== null && h.reviewScore >= c.hotelScore)) return false;
  for (const facility of c.facilities ?? []) if (facility !== 'pets' && !h.facilities.has(facility)) return false;
  if ((c.petsAllowed || c.facilities?.includes('pets')) && !h.petsAllowed) return false;
  if (c.hotelTypes?.length && !c.hotelTypes.includes(h.hotelType)) return false;
  if (c.hotelEnvironments?.length && !c.hotelEnvironments.includes(h.environment)) return false;
  if (c.hotelStyles?.length && !c.hotelStyles.includes(h.style)) return false;
  if (getSearchedNights(p, nights.listed) === null) return false;
  if ((options.giftable || c.flow === 'gifting') && !p.isGiftable) return false;
  if (options.boxCode && !p.boxCodes.has(options.boxCode)) return false;
  if (options.singleVouchersOnly && p.itemCategory !== 'single_voucher') return false;
  return true;
}

/**
 * The one stay price (ADR 16) of a card: with a check-in, the stay from that day (null when a night is closed, the
 * minimum stay is not met or the day cannot be sold) of the package's own length, or of the nights asked for when it
 * is a hotel-only night; without, its 'from' price.
 */
function priceCandidate(
  p: IndexedPackage,
  c: SearchCriteria,
  today: string,
  party: Party,
  froms: WeakMap<IndexedPackage, StayPrice | null>,
  month: string | undefined,
  nights: Nights,
): StayPrice | null {
  if (!c.checkin) {
    return month ? getMonthPrice(p, party, today, month, froms) : getFromPrice(p, party, today, froms);
  }
  const days = p.hotel.days;
  if (!days || !isCheckinSellable(p, c.checkin, today)) return null;
  const rooms = getRoomCount(party.adults, party.children, p.roomCapacity);
  const stayNights = getSearchedNights(p, nights.requested) ?? p.nights;
  return priceStayAt(toPricedPackage(p), days, toDayNumber(c.checkin) - days.firstDayNumber, stayNights, { ...party, rooms }, 'final', c.checkin);
}

/** Every package matching the criteria with its stay price, rooms left and distance (the SQL `candidates`). */
export function findCandidates(index: CatalogIndex, c: SearchCriteria, options: CandidateOptions): Candidate[] {
  // Only the packages of the shortest posting list the criteria name are looked at (ADR 36); each is still checked
  // against every criterion, so the result is the full scan's.
  return collectCandidates(index, selectPositions(index.postings, index.destinations, c, options), c, options);
}

/** The same search over every package of the catalog: the reference the postings are tested against. */
export function scanCandidates(index: CatalogIndex, c: SearchCriteria, options: CandidateOptions): Candidate[] {
  return collectCandidates(index, null, c, options);
}

/** The candidates among the packages at `positions` (ascending; null: all of them), in package order. */
function collectCandidates(index: CatalogIndex, positions: ArrayLike<number> | null, c: SearchCriteria, options: CandidateOptions): Candidate[] {
  const hasPoint = c.lat !== undefined && c.lng !== undefined;
  const pax = Math.max(1, c.a + c.c);
  const party = { adults: c.a, children: c.c, babies: c.b };
  const month = getSearchMonth(c);
  const froms = getFromPrices(party, options.today, month);
  const nights = getNights(c);
  const result: Candidate[] = [];
  const count = positions ? positions.length : index.packages.length;
  for (let i = 0; i < count; i++) {
    const pkg = index.packages[positions ? (positions[i] as number) : i] as IndexedPackage;
    if (!matchesStatic(pkg, c, options, index, nights)) continue;
    const distance = hasPoint ? distanceKm(c.lat as number, c.lng as number, pkg.hotel.latitude, pkg.hotel.longitude) : null;
    if (distance !== null && (distance > (c.distanceMax ?? DEFAULT_DISTANCE_KM) || distance < (c.distanceMin ?? 0))) continue;
    const price = priceCandidate(pkg, c, options.today, party, froms, month, nights);
    if (!price) continue;
    if (c.freeCancellation && !isFreelyCancellable({ pkg, price }, options.today)) continue;
    const perPersonNight = Math.trunc(price.total / (pax * price.nights));
    if (c.priceMin !== undefined && perPersonNight < c.priceMin) continue;
    if (c.priceMax !== undefined && perPersonNight > c.priceMax) continue;
    result.push({ pkg, price, stayPrice: price.total, roomsLeft: c.checkin ? price.roomsLeft : null, distanceKm: distance });
  }
  return result;
}

/** Whether a stay can still be cancelled with a refund (getFreeCancellationUntil). */
export function isFreelyCancellable({ pkg, price }: Pick<Candidate, 'pkg' | 'price'>, today: string): boolean {
  return getFreeCancellationUntil({ cancellable: pkg.cancellable, daysBefore: pkg.cancellationDays }, price.checkin, today) !== null;
}

/** What a sort reads of a candidate. */
/** What a sort reads of a package (a candidate's, or a dated search's view of one: wide-search.ts). */
export type SortedPackage = Pick<IndexedPackage, 'id' | 'refPrice' | 'basePrice' | 'popularity' | 'bucketPrices'> & {
  hotel: Pick<IndexedHotel, 'reviewScore'>;
};
export type SortFields = Pick<Candidate, 'stayPrice' | 'distanceKm'> & { pkg: SortedPackage; price: Pick<StayPrice, 'nights'> };

/** Comparator of each sort of spec §9; ties break on the package id so pages never overlap. */
export function compareBy(sort: string, c: SearchCriteria): (a: Candidate, b: Candidate) => number {
  const key = sortKey(sort, c);
  return (a, b) => key(a) - key(b) || a.pkg.id - b.pkg.id;
}

/**
 * compareBy's order of `keys` (sortKey's, computed once each) and their package `ids`: the ranks 0…n−1 in that order.
 * Sorting tens of thousands of candidates with compareBy computes two keys per comparison; this computes none.
 */
export function sortByKeys(keys: Float64Array, ids: Int32Array): Uint32Array {
  const ranks = new Uint32Array(keys.length);
  for (let rank = 0; rank < ranks.length; rank++) ranks[rank] = rank;
  return ranks.sort((a, b) => (keys[a] as number) - (keys[b] as number) || (ids[a] as number) - (ids[b] as number));
}

/** The sorts of sortKey whose key reads a package's own fields, not only its stay's price. */
const SORTS_BY_PACKAGE = new Set(['distance', 'promo', 'popularity', 'svPriceAsc', 'svPriceDesc']);

/**
 * Whether sortKey(sort) reads only a stay's price, its nights and its hotel's review score, and never falls as the
 * price rises with the rest unchanged (priceAsc, and the price-quality order of every other sort name).
 */
export function sortsByStayPrice(sort: string): boolean {
  return !SORTS_BY_PACKAGE.has(sort);
}

/** The key each sort of spec §9 orders candidates by, lowest first (compareBy). */
export function sortKey(sort: string, c: SearchCriteria): (x: SortFields) => number {
  const pax = Math.max(1, c.a + c.c);
  const bucket = (c.bucket ?? 2) - 1;
  {
    switch (sort) {
      case 'distance':
        return (x: SortFields) => x.distanceKm ?? Number.POSITIVE_INFINITY;
      case 'promo':
        return (x: SortFields) => -(x.pkg.refPrice - x.pkg.basePrice) / Math.max(x.pkg.refPrice, 1);
      case 'priceAsc':
        // The order of the prices the cards show: per night in the hotel flow, the whole stay otherwise.
        return c.flow === 'hotel' ? (x: SortFields) => Math.trunc(x.stayPrice / x.price.nights) : (x: SortFields) => x.stayPrice;
      case 'popularity':
        return (x: SortFields) => -x.pkg.popularity;
      case 'svPriceAsc':
        return (x: SortFields) => x.pkg.bucketPrices[bucket] ?? 0;
      case 'svPriceDesc':
        return (x: SortFields) => -(x.pkg.bucketPrices[bucket] ?? 0);
      default:
        return (x: SortFields) => -((x.pkg.hotel.reviewScore ?? 8) ** 2 * 100000) / (Math.trunc(x.stayPrice / (x.price.nights * pax)) + 5000);
    }
  }
}

/** A package matching a dated search (or one without dates) as a candidate: its stay price, rooms left and distance. */
export function toCandidate(pkg: IndexedPackage, c: SearchCriteria, today: string, distance: number | null): Candidate | null {
  const party = { adults: c.a, children: c.c, babies: c.b };
  const month = getSearchMonth(c);
  const price = priceCandidate(pkg, c, today, party, getFromPrices(party, today, month), month, getNights(c));
  return price && { pkg, price, stayPrice: price.total, roomsLeft: c.checkin ? price.roomsLeft : null, distanceKm: distance };
}

/** Whether criteria name no place at all (no destination, area, coordinates, map area or hotel). */
export function hasNoPlace(c: SearchCriteria): boolean {
  return [c.city, c.country, c.department, c.region, c.touristicregion, c.searesort, c.skiresort, c.poi, c.lat, c.bbox, c.hotel, c.hotelId].every(
    (value) => value === undefined,
  );
}

/**
 * A search without a destination on a market's site: the market's own country first, each part in
 * the order of `compare`.
 */
export function homeCountryFirst(country: string, compare: (a: Candidate, b: Candidate) => number): (a: Candidate, b: Candidate) => number {
  return (a, b) => Number(b.pkg.hotel.country === country) - Number(a.pkg.hotel.country === country) || compare(a, b);
}
