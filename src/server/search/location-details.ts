import type { Language } from '../../i18n/markets';
import type { SearchCriteria } from './criteria';
import { getCommonPlace } from '../../domain/map';
import type { IndexedDestination, IndexedHotel } from './catalog-index';

/** Criteria keys that name a place, and the destination category each one holds. */
const LOCATION_KEYS = [
  ['poi', 'poi'],
  ['city', 'city'],
  ['searesort', 'sea_resort'],
  ['skiresort', 'ski_resort'],
  ['department', 'department'],
  ['touristicregion', 'touristic_region'],
  ['region', 'region'],
] as const;

/** The place a search is about and its parents, as spec §3 search details name them. */
export interface LocationDetails {
  destination: { id: number; label: string; category: string; latitude: number; longitude: number; country: string } | null;
  locationHierarchy: { id: number; label: string; type: string }[];
}

/**
 * The destination of the criteria (the most precise location key) with its hierarchy from the top (country
 * first); none when the criteria have no place or an unknown id.
 */
export function getLocationDetails(criteria: SearchCriteria, destinations: ReadonlyMap<number, IndexedDestination>, language: Language): LocationDetails {
  const key = LOCATION_KEYS.find(([name]) => criteria[name] !== undefined);
  const place = key ? destinations.get(criteria[key[0]] as number) : undefined;
  if (!place) return { destination: null, locationHierarchy: [] };
  const chain: IndexedDestination[] = [];
  for (
    let current: IndexedDestination | undefined = place;
    current && chain.length < 8;
    current = current.parentId ? destinations.get(current.parentId) : undefined
  ) {
    chain.unshift(current);
  }
  return {
    destination: {
      id: place.id,
      label: place.names[language],
      category: place.category,
      latitude: place.latitude,
      longitude: place.longitude,
      country: place.country,
    },
    locationHierarchy: chain.map((d) => ({ id: d.id, label: d.names[language], type: d.category })),
  };
}

/** A map area searched (ADR 59) and the place that names it: the most precise one holding all its results. */
export interface AreaDetails {
  bbox: readonly [number, number, number, number];
  place: { id: number; label: string; category: string } | null;
}

/** The hotel fields that place a result in the destination hierarchy. */
type PlacedHotel = Pick<IndexedHotel, 'country' | 'regionId' | 'departmentId' | 'cityId'>;

/** Each country's destination id, per set of destinations (an index's). */
const countryIds = new WeakMap<ReadonlyMap<number, IndexedDestination>, Map<string, number>>();

function getCountryIds(destinations: ReadonlyMap<number, IndexedDestination>): Map<string, number> {
  let countries = countryIds.get(destinations);
  if (!countries) {
    countries = new Map();
    for (const place of destinations.values()) if (place.category === 'country') countries.set(place.country, place.id);
    countryIds.set(destinations, countries);
  }
  return countries;
}

export function getAreaDetails(
  bbox: AreaDetails['bbox'],
  hotels: readonly PlacedHotel[],
  destinations: ReadonlyMap<number, IndexedDestination>,
  language: Language,
): AreaDetails {
  const countries = getCountryIds(destinations);
  const chains = (function* () {
    for (const hotel of hotels) {
      yield [countries.get(hotel.country), hotel.regionId, hotel.departmentId, hotel.cityId].filter((id): id is number => typeof id === 'number');
    }
  })();
  const id = getCommonPlace(chains);
  const place = id === null ? undefined : destinations.get(id);
  return { bbox, place: place ? { id: place.id, label: place.names[language], category: place.category } : null };
}
