import type { DestinationCategory } from '../schema';
import places from './places.json';
import { foldText } from '../../../domain/text-match';
import type { Environment } from './catalog-rules';
import { distanceKm } from './random';
import type { CountryCode, Lang, Localized } from './text-types';

export interface DestinationRow {
  id: number;
  category: DestinationCategory;
  code: string | null;
  parent_id: number | null;
  country: CountryCode;
  names: Localized;
  label: string;
  postcode: string | null;
  latitude: number;
  longitude: number;
  search_text: string;
}

interface Point {
  name: string;
  lat: number;
  lng: number;
}

/** Language of a country's own names (Belgian places keep the name they have in places.json). */
export const COUNTRY_LANGUAGE: Record<CountryCode, Lang> = { FR: 'fr', ES: 'es', IT: 'it', NL: 'nl', BE: 'fr' };

const same = (name: string): Localized => ({ fr: name, es: name, it: name, nl: name });
/** A place's names per language where places.json gives them (Bruxelles / Brussel), else its one name everywhere. */
const namesOf = (place: { name: string } | { name: string; names: Localized }): Localized => ('names' in place ? place.names : same(place.name));

/**
 * Destinations of places.json as rows with their hierarchy: country → region → department → city, with
 * touristic regions under their region and POIs, ski and sea resorts under the department of the nearest city.
 */
export function buildDestinations(): DestinationRow[] {
  const rows: DestinationRow[] = [];
  let nextId = 1;
  const add = (row: Omit<DestinationRow, 'id' | 'search_text' | 'label'> & { label?: string }): DestinationRow => {
    const names = Object.values(row.names);
    const label = row.label ?? row.names[COUNTRY_LANGUAGE[row.country]];
    const search_text = foldText([...new Set([...names, row.postcode ?? ''])].join(' ').trim());
    const created = { ...row, id: nextId, label, search_text };
    nextId += 1;
    rows.push(created);
    return created;
  };
  for (const country of places.countries) {
    const code = country.code as CountryCode;
    const countryRow = add({
      category: 'country',
      code,
      parent_id: null,
      country: code,
      names: country.name,
      postcode: null,
      latitude: country.lat,
      longitude: country.lng,
    });
    const cities: DestinationRow[] = [];
    for (const region of country.regions) {
      const regionRow = add({
        category: 'region',
        code: region.code,
        parent_id: countryRow.id,
        country: code,
        names: region.name,
        postcode: null,
        latitude: region.lat,
        longitude: region.lng,
      });
      for (const department of region.departments) {
        const departmentRow = add({
          category: 'department',
          code: department.code,
          parent_id: regionRow.id,
          country: code,
          names: namesOf(department),
          label: department.name,
          postcode: null,
          latitude: department.lat,
          longitude: department.lng,
        });
        for (const city of department.cities) {
          cities.push(
            add({
              category: 'city',
              code: null,
              parent_id: departmentRow.id,
              country: code,
              names: namesOf(city),
              label: city.name,
              postcode: city.postcode,
              latitude: city.lat,
              longitude: city.lng,
            }),
          );
        }
      }
      for (const area of region.touristicRegions as Point[]) {
        add({
          category: 'touristic_region',
          code: null,
          parent_id: regionRow.id,
          country: code,
          names: same(area.name),
          postcode: null,
          latitude: area.lat,
          longitude: area.lng,
        });
      }
    }
    const addNearCity = (point: Point | (Point & { names: Localized }), category: DestinationCategory) => {
      const nearest = findNearest(cities, point.lat, point.lng);
      add({
        category,
        code: null,
        parent_id: nearest?.parent_id ?? countryRow.id,
        country: code,
        names: namesOf(point),
        postcode: null,
        latitude: point.lat,
        longitude: point.lng,
      });
    };
    for (const poi of country.pois as (Point & { names: Localized })[]) addNearCity(poi, 'poi');
    for (const resort of country.skiResorts as Point[]) addNearCity(resort, 'ski_resort');
    for (const resort of country.seaResorts as Point[]) addNearCity(resort, 'sea_resort');
  }
  return rows;
}

/** The row nearest to a point, or undefined for an empty list. */
export function findNearest<T extends { latitude: number; longitude: number }>(rows: readonly T[], lat: number, lng: number): T | undefined {
  let best: T | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const distance = distanceKm(lat, lng, row.latitude, row.longitude);
    if (distance < bestDistance) {
      best = row;
      bestDistance = distance;
    }
  }
  return best;
}

/** Farthest a resort's hotels may be from the town they are listed in. */
export const RESORT_CITY_MAX_KM = 40;

const CITY_SETTINGS: ReadonlyMap<string, readonly Environment[]> = new Map(
  places.countries.flatMap((country) =>
    country.regions.flatMap((region) =>
      region.departments.flatMap((department) => department.cities.map((city) => [`${country.code}:${city.name}`, city.settings as Environment[]] as const)),
    ),
  ),
);

/**
 * What lies around a city besides its centre, from its real geography (places.json `settings`): the coast, ski
 * slopes ('mountain': a ski town), a lake, vineyards, forest, countryside. Every city also has its centre.
 */
export function getCitySettings(city: Pick<DestinationRow, 'country' | 'label'>): readonly Environment[] {
  return CITY_SETTINGS.get(`${city.country}:${city.label}`) ?? [];
}

/** The setting a sea or ski resort gives its hotels. */
export function getResortSetting(resort: Pick<DestinationRow, 'category'>): Environment | null {
  return resort.category === 'ski_resort' ? 'mountain' : resort.category === 'sea_resort' ? 'seaside' : null;
}

/**
 * The town a resort's hotels are listed in: the nearest city of `cities` that has the resort's setting (a ski
 * resort's town is a ski town, a sea resort's is on the coast), or none within RESORT_CITY_MAX_KM.
 */
export function findResortCity(resort: DestinationRow, cities: readonly DestinationRow[]): DestinationRow | undefined {
  const setting = getResortSetting(resort);
  const fitting = cities.filter((city) => setting !== null && getCitySettings(city).includes(setting));
  const city = findNearest(fitting, resort.latitude, resort.longitude);
  return city && distanceKm(city.latitude, city.longitude, resort.latitude, resort.longitude) <= RESORT_CITY_MAX_KM ? city : undefined;
}
