/** What the search box writes into the criteria (spec §4 destination selector, §5 geolocation). */
import { clearLocation, type HashCriteria } from '../../domain/search-hash';
import type { Destination, RecentSearch } from '../../domain/search-types';

/** Destination category → criteria key (a country goes by its code, a hotel by hotelId). */
const KEY_BY_CATEGORY: Readonly<Record<string, keyof HashCriteria>> = {
  city: 'city',
  department: 'department',
  region: 'region',
  touristic_region: 'touristicregion',
  poi: 'poi',
  sea_resort: 'searesort',
  ski_resort: 'skiresort',
  hotel: 'hotelId',
};

/** The category of the destination field's value while a map area is searched (ADR 59): the area stays. */
export const MAP_AREA_CATEGORY = 'map_area';

/** Criteria with the chosen destination; every other location key is cleared first. */
export function applyDestination(criteria: HashCriteria, destination: Destination | RecentSearch | null): HashCriteria {
  if (destination?.category === MAP_AREA_CATEGORY && criteria.bbox) return criteria;
  const next = clearLocation(criteria);
  if (!destination) return next;
  if (destination.category === 'country') {
    const code = 'pos' in destination ? destination.pos : undefined;
    return code ? { ...next, country: code } : next;
  }
  const key = KEY_BY_CATEGORY[destination.category];
  return key ? { ...next, [key]: destination.id } : next;
}

/** Criteria for a search around the visitor's position: other location keys are cleared. */
export function applyPosition(criteria: HashCriteria, position: { lat: number; lng: number }): HashCriteria {
  return { ...clearLocation(criteria), lat: Math.round(position.lat * 1e6) / 1e6, lng: Math.round(position.lng * 1e6) / 1e6 };
}
