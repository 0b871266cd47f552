import { getRequestedNights, type SearchCriteria } from './criteria';
import { isHotelOnly } from '../../domain/hotel-only';
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
  themeId: number | null;
  subthemeIds: readonly number[];
  activityIds: readonly number[];
  nights: number;
  isGiftable: boolean;
  itemCategory: string;
  boxCodes: ReadonlySet<string>;
  cancellable: boolean;
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
  /** Packages that can be cancelled at all; whether a stay's deadline is still ahead is checked per stay. */
  cancellable: Postings;
  singleVouchers: Postings;
  /** Hotel-only nights (ADR 54): all the hotel flow lists. */
  hotelOnly: Postings;
  byBox: Map<string, Postings>;
  /** By 1° × 1° cell of the hotel's position, for the searches within a radius. */
  byCell: Map<number, Postings>;
}

/** earthdistance's sphere, as in memory-search.ts. */
const EARTH_RADIUS_KM = 6378.168;
const DEGREE = Math.PI / 180;
const EMPTY: Postings = new Int32Array(0);

/** The key of a 1° × 1° cell. */
export function cellKey(latCell: number, lngCell: number): number {
  return (latCell + 90) * 400 + (lngCell + 180);
}

export function cellOf(latitude: number, longitude: number): number {
  return cellKey(Math.floor(latitude), Math.floor(longitude));
}

/** Whether the whole cell with that key lies in a map area: every position in it passes isInBoundingBox. */
export function isCellInBox(key: number, [south, west, north, east]: readonly [number, number, number, number]): boolean {
  const latCell = Math.floor(key / 400) - 90;
  const lngCell = (key % 400) - 180;
  return latCell >= south && latCell + 1 <= north && lngCell >= west && lngCell + 1 <= east;
}

/** A posting list being filled: its positions, in a typed array that doubles when full. */
interface GrowingList {
  positions: Int32Array;
  length: number;
}

/**
 * Lists being filled, one per key, before they become `Postings`. Typed arrays from the start: a 10× catalog has a
 * million positions, which as arrays of numbers to copy at the end made a rebuild's last step stall the requests (and
 * the garbage collector after it).
 */
class Lists<K> {
  readonly byKey = new Map<K, GrowingList>();

  add(key: K, position: number): void {
    const list = this.byKey.get(key);
    if (!list) {
      const positions = new Int32Array(8);
      positions[0] = position;
      this.byKey.set(key, { positions, length: 1 });
      return;
    }
    if (list.positions[list.length - 1] === position) return;
    if (list.length === list.positions.length) {
      const grown = new Int32Array(list.length * 2);
      grown.set(list.positions);
      list.positions = grown;
    }
    list.positions[list.length] = position;
    list.length += 1;
  }

  /**
   * Its postings, each list cut to its length; pauses (yields) every KEYS_PER_STEP lists cut, counted in `cut` across
   * all the builder's Lists, so that many small kinds of list do not add up to one long step.
   */
  *finish(cut: { lists: number }): Generator<void, Map<K, Postings>> {
    const lists = new Map<K, Postings>();
    for (const [key, { positions, length }] of this.byKey) {
      lists.set(key, positions.slice(0, length));
      cut.lists += 1;
      if (cut.lists % KEYS_PER_STEP === 0) yield;
    }
    return lists;
  }
}

/**
 * Lists cut per step of a rebuild's finish: a 10× catalogue has tens of thousands of them (a list per hotel, city,
 * cell, box…), and cutting them all in one go held the server's thread long enough to stall the requests.
 */
const KEYS_PER_STEP = 2_000;

/** Runs a finish to its end without pausing. */
function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * Fills the posting lists package by package (positions must come in ascending order), so that a rebuild can
 * spread the work over its steps; `finishInSteps` (or `finish`, at once) turns them into the index's
 * `PackagePostings`, a few thousand lists per step.
 */
export function createPostingsBuilder() {
  const lists = {
    hotel: new Lists<number>(),
    city: new Lists<number>(),
    department: new Lists<number>(),
    region: new Lists<number>(),
    touristicRegion: new Lists<number>(),
    country: new Lists<string>(),
    theme: new Lists<number>(),
    activity: new Lists<number>(),
    star: new Lists<number>(),
    facility: new Lists<string>(),
    hotelType: new Lists<string>(),
    environment: new Lists<string>(),
    style: new Lists<string>(),
    nights: new Lists<number>(),
    box: new Lists<string>(),
    cell: new Lists<number>(),
    flag: new Lists<string>(),
  };
  return {
    add(p: PostedPackage, position: number): void {
      const h = p.hotel;
      lists.hotel.add(h.id, position);
      lists.city.add(h.cityId, position);
      if (h.departmentId !== null) lists.department.add(h.departmentId, position);
      if (h.regionId !== null) lists.region.add(h.regionId, position);
      if (h.touristicRegionId !== null) lists.touristicRegion.add(h.touristicRegionId, position);
      lists.country.add(h.country, position);
      // A list never takes a position twice (Lists.add), so repeated themes or activities need no set.
      if (p.themeId !== null) lists.theme.add(p.themeId, position);
      for (const theme of p.subthemeIds) lists.theme.add(theme, position);
      for (const activity of p.activityIds) lists.activity.add(activity, position);
      lists.star.add(h.star, position);
      for (const facility of h.facilities) lists.facility.add(facility, position);
      if (h.petsAllowed) lists.flag.add('pets', position);
      lists.hotelType.add(h.hotelType, position);
      lists.environment.add(h.environment, position);
      lists.style.add(h.style, position);
      lists.nights.add(p.nights, position);
      if (p.isGiftable) lists.flag.add('giftable', position);
      if (p.cancellable) lists.flag.add('cancellable', position);
      if (p.itemCategory === 'single_voucher') lists.flag.add('singleVoucher', position);
      if (isHotelOnly(p.itemCategory)) lists.flag.add('hotelOnly', position);
      for (const box of p.boxCodes) lists.box.add(box, position);
      lists.cell.add(cellOf(h.latitude, h.longitude), position);
    },
    finish(): PackagePostings {
      return runToEnd(finishing());
    },
    /** The postings, `step` awaited between steps. */
    async finishInSteps(step: () => Promise<void>): Promise<PackagePostings> {
      const steps = finishing();
      for (;;) {
        const next = steps.next();
        if (next.done) return next.value;
        await step();
      }
    },
  };

  function* finishing(): Generator<void, PackagePostings> {
    const cut = { lists: 0 };
    const flags = yield* lists.flag.finish(cut);
    return {
      byHotel: yield* lists.hotel.finish(cut),
      byCity: yield* lists.city.finish(cut),
      byDepartment: yield* lists.department.finish(cut),
      byRegion: yield* lists.region.finish(cut),
      byTouristicRegion: yield* lists.touristicRegion.finish(cut),
      byCountry: yield* lists.country.finish(cut),
      byTheme: yield* lists.theme.finish(cut),
      byActivity: yield* lists.activity.finish(cut),
      byStar: yield* lists.star.finish(cut),
      byFacility: yield* lists.facility.finish(cut),
      petsAllowed: flags.get('pets') ?? EMPTY,
      byHotelType: yield* lists.hotelType.finish(cut),
      byEnvironment: yield* lists.environment.finish(cut),
      byStyle: yield* lists.style.finish(cut),
      byNights: yield* lists.nights.finish(cut),
      giftable: flags.get('giftable') ?? EMPTY,
      cancellable: flags.get('cancellable') ?? EMPTY,
      singleVouchers: flags.get('singleVoucher') ?? EMPTY,
      hotelOnly: flags.get('hotelOnly') ?? EMPTY,
      byBox: yield* lists.box.finish(cut),
      byCell: yield* lists.cell.finish(cut),
    };
  }
}

/** Builds every posting list in one pass over the packages. */
export function buildPostings(packages: readonly PostedPackage[]): PackagePostings {
  const builder = createPostingsBuilder();
  packages.forEach((p, position) => builder.add(p, position));
  return builder.finish();
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
 * The keys of the cells a circle of `km` around a point can touch, or null when its bounding box is too wide to help
 * (near a pole). Bounds: |Δlatitude| ≤ km/R, and hav(Δlongitude) ≤ hav(km/R) / cos²(the highest latitude in the box).
 */
export function cellKeysWithin(latitude: number, longitude: number, km: number): number[] | null {
  const angle = km / EARTH_RADIUS_KM;
  const margin = 1e-6;
  const latLow = latitude - angle / DEGREE - margin;
  const latHigh = latitude + angle / DEGREE + margin;
  if (latLow <= -89 || latHigh >= 89) return null;
  const sine = Math.sin(angle / 2) / Math.cos(Math.max(Math.abs(latLow), Math.abs(latHigh)) * DEGREE);
  if (sine >= 1) return null;
  const lngSpan = (2 * Math.asin(sine)) / DEGREE + margin;
  if (lngSpan >= 179) return null;
  const keys: number[] = [];
  for (let latCell = Math.floor(latLow); latCell <= Math.floor(latHigh); latCell++) {
    for (let lngCell = Math.floor(longitude - lngSpan); lngCell <= Math.floor(longitude + lngSpan); lngCell++) {
      // Longitudes wrap around at ±180°.
      const wrapped = ((((lngCell + 180) % 360) + 360) % 360) - 180;
      keys.push(cellKey(latCell, wrapped));
    }
  }
  return keys;
}

/** The keys of the cells a map area covers (ADR 59), or null when it spans too many of them to narrow the catalog. */
export function cellKeysInBox(box: readonly [number, number, number, number]): number[] | null {
  const [south, west, north, east] = box;
  const latCells = Math.floor(north) - Math.floor(south) + 1;
  const lngCells = Math.floor(east) - Math.floor(west) + 1;
  if (latCells * lngCells > 4000) return null;
  const keys: number[] = [];
  for (let latCell = Math.floor(south); latCell <= Math.floor(north); latCell++) {
    for (let lngCell = Math.floor(west); lngCell <= Math.floor(east); lngCell++) keys.push(cellKey(latCell, lngCell));
  }
  return keys;
}

/** The lists of the cells with those keys (none missing: null, the whole catalog). */
function cellLists(postings: PackagePostings, keys: readonly number[] | null): Source | null {
  if (!keys) return null;
  const lists: Postings[] = [];
  for (const key of keys) {
    const list = postings.byCell.get(key);
    if (list) lists.push(list);
  }
  return { size: lists.reduce((sum, list) => sum + list.length, 0), lists };
}

/** The postings of the cells a circle of `km` around a point can touch (cellKeysWithin). */
export function cellsWithin(postings: PackagePostings, latitude: number, longitude: number, km: number): Source | null {
  return cellLists(postings, cellKeysWithin(latitude, longitude, km));
}

/** The postings of the cells a map area covers (cellKeysInBox). */
export function cellsInBox(postings: PackagePostings, box: readonly [number, number, number, number]): Source | null {
  return cellLists(postings, cellKeysInBox(box));
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
  if (c.bbox) {
    const cells = cellsInBox(postings, c.bbox);
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
  // A hotel-only night is sold for any length: the hotel flow narrows to them, never to a length.
  if (c.flow === 'hotel') sources.push(single(postings.hotelOnly));
  const nights = c.flow === 'gifting' ? c.giftNights : getRequestedNights(c);
  if (nights && c.flow !== 'hotel') sources.push(single(postings.byNights.get(nights)));
  if (options.giftable || c.flow === 'gifting') sources.push(single(postings.giftable));
  if (c.freeCancellation) sources.push(single(postings.cancellable));
  if (options.boxCode) sources.push(single(postings.byBox.get(options.boxCode)));
  if (options.singleVouchersOnly) sources.push(single(postings.singleVouchers));
  if (sources.length === 0) return null;
  const shortest = sources.reduce((best, source) => (source.size < best.size ? source : best));
  return materialise(shortest);
}
