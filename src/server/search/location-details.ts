import type { Language } from '../../i18n/markets';
import type { SearchCriteria } from './criteria';
import type { IndexedDestination } from './catalog-index';

/** Criteria keys that name a place, and the destination category each one holds. */
const LOCATION_KEYS = [
  ['poi', 'poi'], ['city', 'city'], ['searesort', 'sea_resort'], ['skiresort', 'ski_resort'], ['department', 'department'],
  ['touristicregion', 'touristic_region'], ['region', 'region'],
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
export function getLocationDetails(
  criteria: SearchCriteria,
  destinations: ReadonlyMap<number, IndexedDestination>,
  language: Language,
): LocationDetails {
  const key = LOCATION_KEYS.find(([name]) => criteria[name] !== undefined);
  const place = key ? destinations.get(criteria[key[0]] as number) : undefined;
  if (!place) return { destination: null, locationHierarchy: [] };
  const chain: IndexedDestination[] = [];
  for (let current: IndexedDestination | undefined = place; current && chain.length < 8; current = current.parentId ? destinations.get(current.parentId) : undefined) {
    chain.unshift(current);
  }
  return {
    destination: {
      id: place.id, label: place.names[language], category: place.category, latitude: place.latitude, longitude: place.longitude,
      country: place.country,
    },
    locationHierarchy: chain.map((d) => ({ id: d.id, label: d.names[language], type: d.category })),
  };
}
