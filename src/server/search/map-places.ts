import type { Language } from '../../i18n/markets';
import type { CatalogIndex } from './catalog-index';

/** A city of the catalog as the offline basemap labels it (ADR 59). */
export interface MapPlace {
  id: number;
  label: string;
  lat: number;
  lng: number;
  /** Active hotels of the city: the map labels the cities with more of them first when labels would overlap. */
  hotels: number;
}

/** The catalog's cities in the page language, those with the most hotels first. */
export function getMapPlaces(index: CatalogIndex, language: Language): MapPlace[] {
  const hotelsByCity = new Map<number, Set<number>>();
  for (const { hotel } of index.packages) {
    if (!hotel.active) continue;
    const hotels = hotelsByCity.get(hotel.cityId) ?? new Set<number>();
    hotels.add(hotel.id);
    hotelsByCity.set(hotel.cityId, hotels);
  }
  const places: MapPlace[] = [];
  for (const place of index.destinations.values()) {
    if (place.category !== 'city') continue;
    places.push({ id: place.id, label: place.names[language], lat: place.latitude, lng: place.longitude, hotels: hotelsByCity.get(place.id)?.size ?? 0 });
  }
  return places.sort((a, b) => b.hotels - a.hotels || a.label.localeCompare(b.label) || a.id - b.id);
}
