/**
 * The search page keeps its criteria in the URL hash (spec §2, §3). One codec reads and writes it: unknown keys
 * and invalid values are dropped, defaults are left out, keys are written in one fixed order so equal criteria
 * give equal URLs.
 */
import { isIsoDate } from './iso-date';
import { isPriceBucketId } from './price-buckets';
import { DEFAULT_PAX, PAX_BOUNDS, isWithinBounds } from './pax';
import { isSortKey, type SortKey } from './sorts';
import { isValidBoundingBox, type BoundingBox } from './map';

/** Search criteria as the hash carries them (spec §3); every key is optional except the travellers. */
export interface HashCriteria {
  city?: number;
  theme?: number;
  a: number;
  c: number;
  b: number;
  s?: boolean;
  checkin?: string;
  checkout?: string;
  nights?: number;
  /** Flexible dates: a stay starting in this month, 'YYYY-MM' (never with a check-in). */
  month?: string;
  lat?: number;
  lng?: number;
  /** A map area, 'south,west,north,east' (ADR 59): it replaces the destination and the radius of a search. */
  bbox?: BoundingBox;
  distanceMin?: number;
  distanceMax?: number;
  sort?: SortKey;
  hotel?: number;
  hotelId?: number;
  hotelTypes?: string[];
  hotelEnvironments?: string[];
  hotelStyles?: string[];
  stars?: number[];
  hotelScore?: number;
  priceMin?: number;
  priceMax?: number;
  facilities?: string[];
  petsAllowed?: boolean;
  freeCancellation?: boolean;
  tags?: number[];
  country?: string;
  department?: number;
  region?: number;
  touristicregion?: number;
  searesort?: number;
  skiresort?: number;
  poi?: number;
  giftNights?: number;
  hasInsurance?: boolean;
  bucket?: number;
}

type Kind = 'id' | 'int' | 'number' | 'date' | 'month' | 'bool' | 'ids' | 'ints' | 'strings' | 'sort' | 'country' | 'bbox';

/** Every key of the hash with its kind, in the order they are written. */
const FIELDS: readonly (readonly [keyof HashCriteria, Kind])[] = [
  ['country', 'country'],
  ['region', 'id'],
  ['touristicregion', 'id'],
  ['department', 'id'],
  ['city', 'id'],
  ['poi', 'id'],
  ['searesort', 'id'],
  ['skiresort', 'id'],
  ['hotel', 'id'],
  ['hotelId', 'id'],
  ['lat', 'number'],
  ['lng', 'number'],
  ['bbox', 'bbox'],
  ['checkin', 'date'],
  ['checkout', 'date'],
  ['month', 'month'],
  ['nights', 'int'],
  ['a', 'int'],
  ['c', 'int'],
  ['b', 'int'],
  ['s', 'bool'],
  ['theme', 'id'],
  ['tags', 'ids'],
  ['priceMin', 'int'],
  ['priceMax', 'int'],
  ['distanceMin', 'int'],
  ['distanceMax', 'int'],
  ['stars', 'ints'],
  ['hotelScore', 'number'],
  ['facilities', 'strings'],
  ['petsAllowed', 'bool'],
  ['freeCancellation', 'bool'],
  ['hotelTypes', 'strings'],
  ['hotelEnvironments', 'strings'],
  ['hotelStyles', 'strings'],
  ['giftNights', 'int'],
  ['bucket', 'int'],
  ['hasInsurance', 'bool'],
  ['sort', 'sort'],
];

/** Location keys: choosing a destination clears all of them (spec §4 Destination selector), a map area too. */
export const LOCATION_KEYS = [
  'country',
  'region',
  'touristicregion',
  'department',
  'city',
  'poi',
  'searesort',
  'skiresort',
  'hotel',
  'hotelId',
  'lat',
  'lng',
  'bbox',
] as const;

/** Criteria of a new search: 2 adults, no children, no babies. */
export const DEFAULT_CRITERIA: Readonly<HashCriteria> = { a: DEFAULT_PAX.adults, c: DEFAULT_PAX.children, b: DEFAULT_PAX.babies };

const COUNTRIES = new Set(['FR', 'ES', 'IT', 'NL', 'BE']);
const TOKEN = /^[\w-]{1,40}$/;

/** Number(raw) with '-0' read as 0: -0 would format as '0' and no longer equal itself after a round trip. */
const toNumber = (raw: string): number => Number(raw) + 0;

function parseValue(kind: Kind, raw: string): unknown {
  const list = () => raw.split(',').filter(Boolean).slice(0, 50);
  switch (kind) {
    case 'id': {
      const n = Number(raw);
      return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : undefined;
    }
    case 'int': {
      const n = toNumber(raw);
      return raw !== '' && Number.isInteger(n) && n >= 0 && n <= 10_000_000 ? n : undefined;
    }
    case 'number': {
      const n = toNumber(raw);
      return raw !== '' && Number.isFinite(n) ? n : undefined;
    }
    case 'date':
      return isIsoDate(raw) ? raw : undefined;
    case 'month':
      return isIsoDate(`${raw}-01`) && raw.length === 7 ? raw : undefined;
    case 'bool':
      return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined;
    case 'ids': {
      const ids = list()
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
      return ids.length ? [...new Set(ids)] : undefined;
    }
    case 'ints': {
      const ns = list()
        .map(Number)
        .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5);
      return ns.length ? [...new Set(ns)] : undefined;
    }
    case 'strings': {
      const ss = list().filter((s) => TOKEN.test(s));
      return ss.length ? [...new Set(ss)] : undefined;
    }
    case 'sort':
      return isSortKey(raw) ? raw : undefined;
    case 'country':
      return COUNTRIES.has(raw.toUpperCase()) ? raw.toUpperCase() : undefined;
    case 'bbox': {
      const box = raw.split(',').map((part) => (part.trim() === '' ? Number.NaN : toNumber(part)));
      return isValidBoundingBox(box) ? box : undefined;
    }
  }
}

/** Drops values a search cannot use: pax out of bounds (spec §5: ignored), half a coordinate pair, reversed dates. */
function sanitise(criteria: HashCriteria): HashCriteria {
  const out = { ...criteria };
  for (const [key, bounds] of [
    ['a', PAX_BOUNDS.adults],
    ['c', PAX_BOUNDS.children],
    ['b', PAX_BOUNDS.babies],
  ] as const) {
    if (!isWithinBounds(out[key], bounds)) out[key] = DEFAULT_CRITERIA[key];
  }
  if (out.lat === undefined || out.lng === undefined || Math.abs(out.lat) > 90 || Math.abs(out.lng) > 180) {
    delete out.lat;
    delete out.lng;
  }
  if (out.checkin && out.checkout && out.checkout <= out.checkin) delete out.checkout;
  if (!out.checkin) delete out.checkout;
  // Dates chosen win over a flexible month.
  if (out.checkin) delete out.month;
  if (out.hotelScore !== undefined && (out.hotelScore < 0 || out.hotelScore > 10)) delete out.hotelScore;
  if (out.distanceMax !== undefined && out.distanceMax > 300) delete out.distanceMax;
  if (out.distanceMin !== undefined && (out.distanceMin > 300 || (out.distanceMax !== undefined && out.distanceMin > out.distanceMax))) delete out.distanceMin;
  // The search refuses a minimum above the maximum: the minimum goes.
  if (out.priceMin !== undefined && out.priceMax !== undefined && out.priceMin > out.priceMax) delete out.priceMin;
  if (out.giftNights !== undefined && (out.giftNights < 1 || out.giftNights > 3)) delete out.giftNights;
  if (out.bucket !== undefined && !isPriceBucketId(out.bucket)) delete out.bucket;
  return out;
}

/** Reads criteria from a hash ('#city=125&a=2' or without '#'); anything unusable is dropped. */
export function parseSearchHash(hash: string): HashCriteria {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const criteria: Record<string, unknown> = { ...DEFAULT_CRITERIA };
  for (const [key, kind] of FIELDS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = parseValue(kind, raw.trim());
    if (value !== undefined) criteria[key] = value;
  }
  return sanitise(criteria as unknown as HashCriteria);
}

/** Writes criteria as a hash without '#': fixed key order, defaults (2/0/0) and empty lists left out. */
export function formatSearchHash(criteria: HashCriteria): string {
  const params = new URLSearchParams();
  for (const [key] of FIELDS) {
    const value = criteria[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
      continue;
    }
    if ((key === 'a' || key === 'c' || key === 'b') && value === DEFAULT_CRITERIA[key]) continue;
    params.set(key, String(value));
  }
  return params.toString().replace(/%2C/g, ',');
}

/** The same criteria with every location key removed (before a new destination is set). */
export function clearLocation(criteria: HashCriteria): HashCriteria {
  const out = { ...criteria };
  for (const key of LOCATION_KEYS) delete out[key];
  return out;
}

/**
 * A search of a map area (ADR 59, 'Search in this area'): the area replaces the destination, the point and its
 * distances; a sort by distance, which needs a point, goes too. Everything else is kept.
 */
export function withMapArea(criteria: HashCriteria, bbox: BoundingBox): HashCriteria {
  const { distanceMin: _min, distanceMax: _max, ...rest } = clearLocation(criteria);
  if (rest.sort === 'distance') delete rest.sort;
  return { ...rest, bbox };
}

/** True when the criteria name a place (an id or a point): something a distance can be measured from, which a map area is not. */
export function hasLocation(criteria: HashCriteria): boolean {
  return LOCATION_KEYS.some((key) => key !== 'bbox' && criteria[key] !== undefined);
}

/** The search page's address for the criteria (spec §3 searchDetails.uri): its path, and the criteria in its hash when any. */
export function getSearchUri(path: string, criteria: HashCriteria): string {
  const hash = formatSearchHash(criteria);
  return hash ? `${path}#${hash}` : path;
}
