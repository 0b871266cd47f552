import { SCORE_OPTIONS } from '../../domain/filters';
import type { CatalogIndex, IndexedHotel, IndexedPackage } from './indexed-package';

export { SCORE_OPTIONS };

/** What facet columns are built from: the wide searches' columns (wide-search.ts) of the index's packages by hotel. */
interface Columns {
  size: number;
  hotels: IndexedHotel[];
  /** Per hotel ordinal, its packages' positions: `hotelPositions[hotelStart[o]…hotelStart[o + 1]]`. */
  hotelStart: Int32Array;
  hotelPositions: Int32Array;
}

/** A value a hotel counts once for in a facet. */
export type HotelFacetValue = readonly ['star' | 'score', number] | readonly ['facility' | 'type' | 'environment' | 'style', string] | readonly ['pets', true];

/** The facet values a hotel counts for: its stars, the scores it reaches, its facilities, pets, type, environment, style. */
export function getHotelFacetValues(h: IndexedHotel): HotelFacetValue[] {
  return [
    ['star', h.star],
    ...SCORE_OPTIONS.filter((score) => h.reviewScore !== null && h.reviewScore >= score).map((score) => ['score', score] as const),
    ...[...h.facilities].map((facility) => ['facility', facility] as const),
    ...(h.petsAllowed ? [['pets', true] as const] : []),
    ['type', h.hotelType],
    ['environment', h.environment],
    ['style', h.style],
  ];
}

/** What the facets of wide searches count with, built on an index's first wide facets (or before it serves). */
interface FacetColumns {
  /** Columns.hotelStart and Columns.hotelPositions. */
  hotelStart: Int32Array;
  positions: Int32Array;
  /** Per hotel ordinal, the codes of its facet values: `valueCodes[valueStart[o]…valueStart[o + 1]]`. */
  valueStart: Int32Array;
  valueCodes: Int32Array;
  values: HotelFacetValue[];
  /** Per package position, the codes of its activities. */
  activityStart: Int32Array;
  activityCodes: Int32Array;
  activities: number[];
}

const hasBit = (bits: Uint32Array, position: number) => ((bits[position >>> 5] as number) & (1 << (position & 31))) !== 0;

/**
 * The facets of a search that would match every package of a universe: the packages a wide search's matches are
 * drawn from (a party's priced packages, or those a dated search can find), kept while that universe is. A search
 * whose hotels mostly match all their packages in it counts from these, less what its other hotels lack.
 */
export interface UniverseFacets {
  /** Per hotel ordinal, its packages in the universe. */
  perHotel: Int32Array;
  /** Per hotel ordinal, the codes of those packages' activities, each once. */
  activityStart: Int32Array;
  activityCodes: Int32Array;
  /** Hotels with a package in the universe. */
  hotels: number;
  /** Per value code and per activity code, the hotels counted for it. */
  valueCounts: Int32Array;
  activityCounts: Int32Array;
}

const universeFacets = new WeakMap<Uint32Array, UniverseFacets>();

/** The facets of `universe` (kept with it), counted over the facet columns. */
export function getUniverseFacets(facets: FacetColumns, universe: Uint32Array): UniverseFacets {
  let counted = universeFacets.get(universe);
  if (counted) return counted;
  const { hotelStart, positions, valueStart, valueCodes, activityStart, activityCodes } = facets;
  const hotelCount = hotelStart.length - 1;
  const perHotel = new Int32Array(hotelCount);
  const hotelActivityStart = new Int32Array(hotelCount + 1);
  const hotelActivityCodes: number[] = [];
  const valueCounts = new Int32Array(facets.values.length);
  const activityCounts = new Int32Array(facets.activities.length);
  const activityLastHotel = new Int32Array(facets.activities.length).fill(-1);
  let hotels = 0;
  for (let ordinal = 0; ordinal < hotelCount; ordinal++) {
    for (let i = hotelStart[ordinal] as number; i < (hotelStart[ordinal + 1] as number); i++) {
      const position = positions[i] as number;
      if (!hasBit(universe, position)) continue;
      perHotel[ordinal] = (perHotel[ordinal] as number) + 1;
      for (let a = activityStart[position] as number; a < (activityStart[position + 1] as number); a++) {
        const code = activityCodes[a] as number;
        if (activityLastHotel[code] === ordinal) continue;
        activityLastHotel[code] = ordinal;
        hotelActivityCodes.push(code);
        activityCounts[code] = (activityCounts[code] as number) + 1;
      }
    }
    hotelActivityStart[ordinal + 1] = hotelActivityCodes.length;
    if (perHotel[ordinal] === 0) continue;
    hotels += 1;
    for (let v = valueStart[ordinal] as number; v < (valueStart[ordinal + 1] as number); v++) {
      const code = valueCodes[v] as number;
      valueCounts[code] = (valueCounts[code] as number) + 1;
    }
  }
  counted = {
    perHotel,
    activityStart: hotelActivityStart,
    activityCodes: Int32Array.from(hotelActivityCodes),
    hotels,
    valueCounts,
    activityCounts,
  };
  universeFacets.set(universe, counted);
  return counted;
}

const facetColumnsByIndex = new WeakMap<CatalogIndex, FacetColumns>();

/** Codes for values, in the order they are first met. */
function createCodes<K>() {
  const codes = new Map<K, number>();
  const keys: K[] = [];
  return { keys, code: (key: K) => codes.get(key) ?? (codes.set(key, keys.push(key) - 1), keys.length - 1) };
}

/** Hotels, then packages, looked at between two pauses of a build in steps. */
const HOTELS_PER_STEP = 1000;
const PACKAGES_PER_STEP = 5000;

/** Builds an index's facet columns, pausing (yield) every few thousand hotels or packages. */
function* buildFacetColumns(index: CatalogIndex, columns: Columns): Generator<void, FacetColumns> {
  const hotelCount = columns.hotels.length;
  const { hotelStart, hotelPositions: positions } = columns;
  const valueKeys = createCodes<string>();
  const values: HotelFacetValue[] = [];
  const valueStart = new Int32Array(hotelCount + 1);
  const valueCodes: number[] = [];
  for (let ordinal = 0; ordinal < hotelCount; ordinal++) {
    if (ordinal > 0 && ordinal % HOTELS_PER_STEP === 0) yield;
    for (const value of getHotelFacetValues(columns.hotels[ordinal] as IndexedHotel)) {
      const code = valueKeys.code(`${value[0]}\u0000${String(value[1])}`);
      values[code] = value;
      valueCodes.push(code);
    }
    valueStart[ordinal + 1] = valueCodes.length;
  }
  const activityKeys = createCodes<number>();
  const activityStart = new Int32Array(columns.size + 1);
  const activityCodes: number[] = [];
  for (let position = 0; position < index.packages.length; position++) {
    if (position > 0 && position % PACKAGES_PER_STEP === 0) yield;
    for (const activity of new Set((index.packages[position] as IndexedPackage).activityIds)) activityCodes.push(activityKeys.code(activity));
    activityStart[position + 1] = activityCodes.length;
  }
  return {
    hotelStart,
    positions,
    valueStart,
    valueCodes: Int32Array.from(valueCodes),
    values,
    activityStart,
    activityCodes: Int32Array.from(activityCodes),
    activities: activityKeys.keys,
  };
}

/** An index's facet columns, built in one go on its first wide facets unless prepareFacetColumns built them before. */
export function getFacetColumns(index: CatalogIndex, columns: Columns): FacetColumns {
  let facets = facetColumnsByIndex.get(index);
  if (facets) return facets;
  const build = buildFacetColumns(index, columns);
  let next = build.next();
  while (!next.done) next = build.next();
  facets = next.value;
  facetColumnsByIndex.set(index, facets);
  return facets;
}

/** Builds an index's facet columns before it serves, awaiting `step` (the requests waiting) between parts of the work. */
export async function prepareFacetColumns(index: CatalogIndex, columns: Columns, step: () => Promise<void>): Promise<void> {
  if (facetColumnsByIndex.has(index)) return;
  const build = buildFacetColumns(index, columns);
  let next = build.next();
  while (!next.done) {
    await step();
    next = build.next();
  }
  if (!facetColumnsByIndex.has(index)) facetColumnsByIndex.set(index, next.value);
}
