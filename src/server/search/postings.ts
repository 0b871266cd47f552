import { getRequestedNights, type SearchCriteria } from './criteria';
import type { CandidateOptions } from './search-query';
import { DEFAULT_DISTANCE_KM, EXPANSION_RADIUS_KM } from './search-query';

/**
 * Postings of the catalog index (ADR 36): for each value of a criterion, the positions in `CatalogIndex.packages`
 * (ascending, so results keep the package order of a full scan) of the packages that have it. A search starts from
 * the shortest list its criteria name and checks only those packages, so its cost follows the number of matches
 * rather than the size of the catalog.
 */
export type Postings = Int32Array;

/** The package fields the postings are built from (a subset of `IndexedPackage`, so tests can build small ones). */
export interface PostedPackage {
  themeId: number;
  subthemeIds: readonly number[];
  activityIds: readonly number[];
  nights: number;
  isGiftable: boolean;
  itemCategory: string;
  boxCodes: ReadonlySet<string>;
  hotel: {
    id: number;
    cityId: number;
    departmentId: number | null;
    regionId: number | null;
    touristicRegionId: number | null;
    country: string;
    star: number;
    facilities: ReadonlySet<string>;
    petsAllowed: boolean;
    hotelType: string;
    environment: string;
    style: string;
    latitude: number;
    longitude: number;
  };
}

export interface PackagePostings {
  byHotel: Map<number, Postings>;
  byCity: Map<number, Postings>;
  byDepartment: Map<number, Postings>;
  byRegion: Map<number, Postings>;
  byTouristicRegion: Map<number, Postings>;
  byCountry: Map<string, Postings>;
  /** By theme or subtheme (the `theme` criterion matches either). */
  byTheme: Map<number, Postings>;
  byActivity: Map<number, Postings>;
  byStar: Map<number, Postings>;
  byFacility: Map<string, Postings>;
  petsAllowed: Postings;
  byHotelType: Map<string, Postings>;
  byEnvironment: Map<string, Postings>;
  byStyle: Map<string, Postings>;
  byNights: Map<number, Postings>;
  giftable: Postings;
  singleVouchers: Postings;
  byBox: Map<string, Postings>;
  /** By 1° × 1° cell of the hotel's position, for the searches within a radius. */
  byCell: Map<number, Postings>;
}

/** earthdistance's sphere, as in memory-search.ts. */
const EARTH_RADIUS_KM = 6378.168;
const DEGREE = Math.PI / 180;
const EMPTY: Postings = new Int32Array(0);

function cellKey(latCell: number, lngCell: number): number {
  return (latCell + 90) * 400 + (lngCell + 180);
}

function cellOf(latitude: number, longitude: number): number {
  return cellKey(Math.floor(latitude), Math.floor(longitude));
}

/** Builds every posting list in one pass over the packages. */
export function buildPostings(packages: readonly PostedPackage[]): PackagePostings {
  const lists = new Map<string, Map<unknown, number[]>>();
  const add = (name: string, key: unknown, position: number) => {
    let byKey = lists.get(name);
    if (!byKey) lists.set(name, (byKey = new Map()));
    const list = byKey.get(key);
    if (!list) byKey.set(key, [position]);
    else if (list[list.length - 1] !== position) list.push(position);
  };
  packages.forEach((p, position) => {
    const h = p.hotel;
    add('hotel', h.id, position);
    add('city', h.cityId, position);
    if (h.departmentId !== null) add('department', h.departmentId, position);
    if (h.regionId !== null) add('region', h.regionId, position);
    if (h.touristicRegionId !== null) add('touristicRegion', h.touristicRegionId, position);
    add('country', h.country, position);
    for (const theme of new Set([p.themeId, ...p.subthemeIds])) add('theme', theme, position);
    for (const activity of new Set(p.activityIds)) add('activity', activity, position);
    add('star', h.star, position);
    for (const facility of h.facilities) add('facility', facility, position);
    if (h.petsAllowed) add('flag', 'pets', position);
    add('hotelType', h.hotelType, position);
    add('environment', h.environment, position);
    add('style', h.style, position);
    add('nights', p.nights, position);
    if (p.isGiftable) add('flag', 'giftable', position);
    if (p.itemCategory === 'single_voucher') add('flag', 'singleVoucher', position);
    for (const box of p.boxCodes) add('box', box, position);
    add('cell', cellOf(h.latitude, h.longitude), position);
  });
  const map = <K>(name: string) =>
    new Map([...(lists.get(name) ?? new Map<K, number[]>()).entries()].map(([key, list]) => [key as K, Int32Array.from(list)]));
  const flags = map<string>('flag');
  return {
    byHotel: map('hotel'),
    byCity: map('city'),
    byDepartment: map('department'),
    byRegion: map('region'),
    byTouristicRegion: map('touristicRegion'),
    byCountry: map('country'),
    byTheme: map('theme'),
    byActivity: map('activity'),
    byStar: map('star'),
    byFacility: map('facility'),
    petsAllowed: flags.get('pets') ?? EMPTY,
    byHotelType: map('hotelType'),
    byEnvironment: map('environment'),
    byStyle: map('style'),
    byNights: map('nights'),
    giftable: flags.get('giftable') ?? EMPTY,
    singleVouchers: flags.get('singleVoucher') ?? EMPTY,
    byBox: map('box'),
    byCell: map('cell'),
  };
}

/** A list of candidates not yet materialised: its size (to pick the shortest) and how to get it. */
interface Source {
  size: number;
  lists: Postings[];
}

const single = (list: Postings | undefined): Source => ({ size: list?.length ?? 0, lists: list ? [list] : [] });

/** Packages having any of the keys (an 'or' of one criterion). */
function anyOf<K>(map: ReadonlyMap<K, Postings>, keys: readonly K[]): Source {
  const lists = [...new Set(keys)].flatMap((key) => {
    const list = map.get(key);
    return list ? [list] : [];
  });
  return { size: lists.reduce((sum, list) => sum + list.length, 0), lists };
}

/**
 * The cells a circle of `km` around a point can touch, or null when its bounding box is too wide to help (near a
 * pole). Bounds: |Δlatitude| ≤ km/R, and hav(Δlongitude) ≤ hav(km/R) / cos²(the highest latitude in the box).
 */
export function cellsWithin(postings: PackagePostings, latitude: number, longitude: number, km: number): Source | null {
  const angle = km / EARTH_RADIUS_KM;
  const margin = 1e-6;
  const latLow = latitude - angle / DEGREE - margin;
  const latHigh = latitude + angle / DEGREE + margin;
  if (latLow <= -89 || latHigh >= 89) return null;
  const sine = Math.sin(angle / 2) / Math.cos(Math.max(Math.abs(latLow), Math.abs(latHigh)) * DEGREE);
  if (sine >= 1) return null;
  const lngSpan = (2 * Math.asin(sine)) / DEGREE + margin;
  if (lngSpan >= 179) return null;
  const lists: Postings[] = [];
  for (let latCell = Math.floor(latLow); latCell <= Math.floor(latHigh); latCell++) {
    for (let lngCell = Math.floor(longitude - lngSpan); lngCell <= Math.floor(longitude + lngSpan); lngCell++) {
      // Longitudes wrap around at ±180°.
      const wrapped = ((((lngCell + 180) % 360) + 360) % 360) - 180;
      const list = postings.byCell.get(cellKey(latCell, wrapped));
      if (list) lists.push(list);
    }
  }
  return { size: lists.reduce((sum, list) => sum + list.length, 0), lists };
}

/** The union of a source's lists, ascending and without repeats. */
function materialise(source: Source): Postings {
  if (source.lists.length === 0) return EMPTY;
  if (source.lists.length === 1) return source.lists[0] as Postings;
  const merged = new Int32Array(source.size);
  let offset = 0;
  for (const list of source.lists) {
    merged.set(list, offset);
    offset += list.length;
  }
  merged.sort();
  let kept = 0;
  for (let i = 0; i < merged.length; i++) if (i === 0 || merged[i] !== merged[kept - 1]) merged[kept++] = merged[i] as number;
  return merged.subarray(0, kept);
}

/** Where a place is, for the criteria that search within a radius of it. */
export interface PlacePoint {
  latitude: number;
  longitude: number;
}

/**
 * The positions of the packages that may match the criteria: the shortest posting list among those the criteria
 * name (every one of them holds all the matches), or null when no criterion narrows the catalog. Each position must
 * still be checked against every criterion: this only chooses which packages are looked at.
 */
export function selectPositions(
  postings: PackagePostings,
  places: ReadonlyMap<number, PlacePoint>,
  c: SearchCriteria,
  options: CandidateOptions,
): Postings | null {
  const sources: Source[] = [];
  // An unknown place matches nothing; a circle too wide to help narrows nothing.
  const near = (placeId: number, km: number) => {
    const place = places.get(placeId);
    const cells = place ? cellsWithin(postings, place.latitude, place.longitude, km) : single(undefined);
    if (cells) sources.push(cells);
  };
  const hotelId = c.hotel ?? c.hotelId;
  if (hotelId) sources.push(single(postings.byHotel.get(hotelId)));
  const around = c.lat === undefined ? c.distanceMax : undefined;
  if (c.city) {
    if (options.expandCity || around !== undefined) near(c.city, around ?? EXPANSION_RADIUS_KM);
    else sources.push(single(postings.byCity.get(c.city)));
  }
  if (c.department) sources.push(single(postings.byDepartment.get(c.department)));
  if (c.region) sources.push(single(postings.byRegion.get(c.region)));
  if (c.touristicregion) sources.push(single(postings.byTouristicRegion.get(c.touristicregion)));
  if (c.country) sources.push(single(postings.byCountry.get(c.country)));
  for (const place of [c.poi, c.searesort, c.skiresort]) if (place) near(place, around ?? EXPANSION_RADIUS_KM);
  if (c.lat !== undefined && c.lng !== undefined) {
    const cells = cellsWithin(postings, c.lat, c.lng, c.distanceMax ?? DEFAULT_DISTANCE_KM);
    if (cells) sources.push(cells);
  }
  if (c.theme) sources.push(single(postings.byTheme.get(c.theme)));
  if (c.tags?.length) sources.push(anyOf(postings.byActivity, c.tags));
  if (c.stars?.length) sources.push(anyOf(postings.byStar, c.stars));
  for (const facility of c.facilities ?? []) if (facility !== 'pets') sources.push(single(postings.byFacility.get(facility)));
  if (c.petsAllowed || c.facilities?.includes('pets')) sources.push(single(postings.petsAllowed));
  if (c.hotelTypes?.length) sources.push(anyOf(postings.byHotelType, c.hotelTypes));
  if (c.hotelEnvironments?.length) sources.push(anyOf(postings.byEnvironment, c.hotelEnvironments));
  if (c.hotelStyles?.length) sources.push(anyOf(postings.byStyle, c.hotelStyles));
  const nights = c.flow === 'gifting' ? c.giftNights : getRequestedNights(c);
  if (nights) sources.push(single(postings.byNights.get(nights)));
  if (options.giftable || c.flow === 'gifting') sources.push(single(postings.giftable));
  if (options.boxCode) sources.push(single(postings.byBox.get(options.boxCode)));
  if (options.singleVouchersOnly) sources.push(single(postings.singleVouchers));
  if (sources.length === 0) return null;
  const shortest = sources.reduce((best, source) => (source.size < best.size ? source : best));
  return materialise(shortest);
}
