/** Results map rules (spec §9 'Map zoom'): zoom per destination category, pin sizes, centres, map areas (ADR 59). */

export interface LatLng {
  lat: number;
  lng: number;
}

/** A visible area, in degrees. */
export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export const MAP_ZOOMS = { hotel: 14, city: 12, department: 9, region: 8, large: 6 } as const;
export type MapZoomLevel = keyof typeof MAP_ZOOMS;

/** Pin height in CSS pixels; the selected pin is the active one. */
export const PIN_SIZES = { active: 47, default: 40 } as const;

/** Centre when neither pins, a searched place nor a known country give one: the Barcelona area. */
export const DEFAULT_CENTER: LatLng = { lat: 41.3874, lng: 2.1686 };

export type MapCountry = 'ES' | 'FR' | 'IT' | 'BE' | 'NL';

/** Roughly the middle of each market's country, shown at the 'large' zoom. */
export const COUNTRY_CENTERS: Readonly<Record<MapCountry, LatLng>> = {
  ES: { lat: 40.4168, lng: -3.7038 },
  FR: { lat: 46.6034, lng: 1.8883 },
  IT: { lat: 42.8333, lng: 12.8333 },
  BE: { lat: 50.6403, lng: 4.6667 },
  NL: { lat: 52.213, lng: 5.2794 },
};

function isMapCountry(country: string | undefined): country is MapCountry {
  return country !== undefined && Object.hasOwn(COUNTRY_CENTERS, country);
}

const CATEGORY_ZOOMS: Readonly<Record<string, MapZoomLevel>> = {
  hotel: 'hotel',
  city: 'city',
  poi: 'city',
  ski_resort: 'city',
  sea_resort: 'city',
  department: 'department',
  region: 'region',
  touristic_region: 'region',
  country: 'large',
};

/** Zoom for a destination category; a country, no category or an unknown one shows a large area. */
export function getZoomForCategory(category: string | undefined): number {
  const level = category !== undefined && Object.hasOwn(CATEGORY_ZOOMS, category) ? CATEGORY_ZOOMS[category] : undefined;
  return MAP_ZOOMS[level ?? 'large'];
}

/** True for finite coordinates inside the latitude and longitude ranges. */
export function isValidPosition(position: LatLng): boolean {
  const { lat, lng } = position;
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** Smallest area holding every position; null for none. */
export function getBounds(positions: readonly LatLng[]): GeoBounds | null {
  let bounds: GeoBounds | null = null;
  for (const { lat, lng } of positions) {
    bounds = bounds
      ? { south: Math.min(bounds.south, lat), west: Math.min(bounds.west, lng), north: Math.max(bounds.north, lat), east: Math.max(bounds.east, lng) }
      : { south: lat, west: lng, north: lat, east: lng };
  }
  return bounds;
}

export interface InitialViewOptions {
  /** Destination category of the search. */
  category?: string | undefined;
  /** Market country, the fallback centre. */
  country?: string | undefined;
  /** The searched place, when it has coordinates. */
  center?: LatLng | null | undefined;
}

export interface InitialView {
  center: LatLng;
  zoom: number;
  /** Set when the map should fit several pins; `zoom` is then the closest it may come. */
  bounds: GeoBounds | null;
  /** The bounds are an area searched: shown as they are, without room around them. */
  exact?: boolean;
}

/**
 * First view of the map. Several pins at different places: fit them, at most at the hotel zoom. One place:
 * centre on it at the hotel zoom. No pin: the searched place at its category's zoom, else the country
 * centre, else the Barcelona area, both at the large zoom. Pins with impossible coordinates are ignored.
 */
export function getInitialView(pins: readonly LatLng[], options: InitialViewOptions = {}): InitialView {
  const bounds = getBounds(pins.filter(isValidPosition));
  if (bounds) {
    const center = { lat: (bounds.south + bounds.north) / 2, lng: (bounds.west + bounds.east) / 2 };
    const isOnePlace = bounds.south === bounds.north && bounds.west === bounds.east;
    return { center, zoom: MAP_ZOOMS.hotel, bounds: isOnePlace ? null : bounds };
  }
  if (options.center && isValidPosition(options.center)) {
    return { center: { lat: options.center.lat, lng: options.center.lng }, zoom: getZoomForCategory(options.category), bounds: null };
  }
  const center = isMapCountry(options.country) ? COUNTRY_CENTERS[options.country] : DEFAULT_CENTER;
  return { center, zoom: MAP_ZOOMS.large, bounds: null };
}

/**
 * A map area as a search takes it ('Search in this area', ADR 59): [south, west, north, east] in degrees, south below
 * north and west before east (an area across the ±180° meridian is not one: the catalog has no stay there).
 */
export type BoundingBox = readonly [south: number, west: number, north: number, east: number];

/** Decimals an area keeps in the address: 4 is about 10 m, and the area only ever grows by the rounding. */
const BOX_DECIMALS = 1e4;

/** True for an area of finite coordinates within range, with room between its sides. */
export function isValidBoundingBox(box: readonly number[]): box is BoundingBox {
  if (box.length !== 4 || !box.every(Number.isFinite)) return false;
  const [south, west, north, east] = box as [number, number, number, number];
  return south >= -90 && north <= 90 && west >= -180 && east <= 180 && south < north && west < east;
}

/** True when a position lies in the area, its edges included. */
export function isInBoundingBox(position: LatLng, box: BoundingBox): boolean {
  const [south, west, north, east] = box;
  return position.lat >= south && position.lat <= north && position.lng >= west && position.lng <= east;
}

/**
 * The visible part of a map as an area to search: rounded outwards to BOX_DECIMALS (nothing visible is left out) and
 * cut to the latitude and longitude ranges (a map zoomed far out shows more than the world); null when nothing is left.
 */
export function toBoundingBox(bounds: GeoBounds): BoundingBox | null {
  const down = (value: number) => Math.floor(value * BOX_DECIMALS) / BOX_DECIMALS;
  const up = (value: number) => Math.ceil(value * BOX_DECIMALS) / BOX_DECIMALS;
  const box = [Math.max(-90, down(bounds.south)), Math.max(-180, down(bounds.west)), Math.min(90, up(bounds.north)), Math.min(180, up(bounds.east))].map(
    (value) => value + 0,
  );
  return isValidBoundingBox(box) ? box : null;
}

/** The area as a view to show: its bounds, at most at the hotel zoom. */
export function getBoundingBoxView(box: BoundingBox): InitialView {
  const [south, west, north, east] = box;
  return { center: { lat: (south + north) / 2, lng: (west + east) / 2 }, zoom: MAP_ZOOMS.hotel, bounds: { south, west, north, east }, exact: true };
}

/** Pins a map shows at most: the best-ranked matches, one per hotel (every result of any real search). */
export const MAP_PINS_LIMIT = 1000;

/**
 * The place that names a map area's results (ADR 59): the most precise place of the catalog holding every one of them
 * (their city, else their department, region, country), given each result's places from the widest down; null
 * without results or when they share no place. Reads the results only until they share none.
 */
export function getCommonPlace<T>(chains: Iterable<readonly T[]>): T | null {
  let first: readonly T[] | undefined;
  // How many of the first result's places every result so far shares; none left ends the search.
  let depth = 0;
  for (const chain of chains) {
    if (!first) {
      first = chain;
      depth = chain.length;
      continue;
    }
    let shared = 0;
    while (shared < depth && chain[shared] !== undefined && chain[shared] === first[shared]) shared += 1;
    depth = shared;
    if (depth === 0) break;
  }
  return first && depth > 0 ? (first[depth - 1] as T) : null;
}
