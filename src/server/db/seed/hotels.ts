import type { HotelsTable, RoomsTable } from '../schema';
import type { Selectable } from 'kysely';
import { COUNTRY_ONLY_DESCRIPTIONS, fitsNamePattern, fitsNoun } from './catalog-rules';
import { findNearest, findResortCity, getCitySettings, getResortSetting, type DestinationRow } from './destinations';
import { distanceKm, fill, type Random } from './random';
import type { CountryCode, Lang, Localized, PhraseBanks } from './text-types';

const LANGS: Lang[] = ['fr', 'es', 'it', 'nl'];

/** Share of hotels per country, roughly the weight of each market. */
const COUNTRY_WEIGHTS: [CountryCode, number][] = [
  ['FR', 42],
  ['ES', 20],
  ['IT', 20],
  ['NL', 9],
  ['BE', 9],
];
const STAR_WEIGHTS: [number, number][] = [
  [2, 8],
  [3, 40],
  [4, 39],
  [5, 13],
];
/** Night price for two people in cents, by stars. */
const NIGHT_PRICE: Record<number, [number, number]> = { 2: [6500, 9000], 3: [8500, 13500], 4: [12500, 21000], 5: [21000, 42000] };
export const INACTIVE_HOTEL_RATE = 0.03;

/** A hotel as stored, plus what the generator needs for packages (not stored). */
export type HotelRow = Selectable<HotelsTable> & {
  /** The room night price used to price packages. */
  nightPrice: number;
  /** The city's name, for package titles. */
  cityLabel: string;
};

export type RoomRow = Selectable<RoomsTable>;

/**
 * Where a hotel stands: near a sea or ski resort (listed in the resort's town, which has that setting), or in a
 * city; close to its centre it is a city hotel, further out it stands in what surrounds the city (getCitySettings).
 */
function placeHotel(random: Random, country: CountryCode, byCountry: Map<string, DestinationRow[]>) {
  const cities = byCountry.get(`${country}:city`) ?? [];
  const resorts = [...(byCountry.get(`${country}:sea_resort`) ?? []), ...(byCountry.get(`${country}:ski_resort`) ?? [])]
    .map((resort) => ({ resort, city: findResortCity(resort, cities) }))
    .filter((entry): entry is { resort: DestinationRow; city: DestinationRow } => entry.city !== undefined);
  if (resorts.length > 0 && random.chance(0.18)) {
    const { resort, city } = random.pick(resorts);
    const lat = resort.latitude + random.normal(0, 0.02, -0.05, 0.05);
    const lng = resort.longitude + random.normal(0, 0.02, -0.05, 0.05);
    return { city, lat, lng, environment: getResortSetting(resort) ?? 'city-centre', central: false };
  }
  const city = random.pick(cities);
  const spread = random.chance(0.5) ? 0.01 : 0.06;
  return {
    city,
    lat: city.latitude + random.normal(0, spread, -0.12, 0.12),
    lng: city.longitude + random.normal(0, spread, -0.12, 0.12),
    environment: '',
    central: spread < 0.05,
  };
}

/** Facilities a setting rules out: a beach only on a coast. */
export function fitsSetting(facility: string, environment: string): boolean {
  return facility !== 'beach-access' || environment === 'seaside';
}

/** Positions of the important information texts, the same fact at the same position in every language. */
const INFO_POSITIONS = Array.from({ length: 10 }, (_, i) => i);
/** What each piece of important information needs to be true: the spa, the pool, the restaurant, 15:00–11:00 times. */
const INFO_NEEDS: readonly (string | null)[] = ['spa', 'spa', 'times', null, 'pool', 'restaurant', 'spa', null, null, null];

/** The same facts in every language, only those true of the hotel (no pool rule without a pool). */
function pickImportantInfos(
  positions: readonly number[],
  texts: PhraseBanks,
  facilities: readonly string[],
  times: { checkIn: string; checkOut: string },
): Record<Lang, string[]> {
  const holds = (need: string | null) =>
    need === null
      ? true
      : need === 'pool'
        ? facilities.includes('outdoor-pool') || facilities.includes('indoor-pool')
        : need === 'times'
          ? times.checkIn === '15:00' && times.checkOut === '11:00'
          : facilities.includes(need);
  const kept = positions.filter((i) => holds(INFO_NEEDS[i] ?? null));
  return Object.fromEntries(LANGS.map((lang) => [lang, kept.map((i) => texts.importantInfos[lang][i] ?? '')])) as Record<Lang, string[]>;
}

/** Generates hotels with their rooms across the five countries. */
export function generateHotels(random: Random, texts: PhraseBanks, destinations: DestinationRow[], count: number) {
  const byId = new Map(destinations.map((d) => [d.id, d]));
  const byCountry = new Map<string, DestinationRow[]>();
  for (const d of destinations) byCountry.set(`${d.country}:${d.category}`, [...(byCountry.get(`${d.country}:${d.category}`) ?? []), d]);
  const hotels: HotelRow[] = [];
  const rooms: RoomRow[] = [];
  const usedNames = new Set<string>();
  for (let id = 1; id <= count; id += 1) {
    const country = random.weighted(COUNTRY_WEIGHTS);
    const place = placeHotel(random, country, byCountry);
    const department = place.city.parent_id ? byId.get(place.city.parent_id) : undefined;
    const region = department?.parent_id ? byId.get(department.parent_id) : undefined;
    const areas = (byCountry.get(`${country}:touristic_region`) ?? []).filter((a) => a.parent_id === region?.id);
    const area = findNearest(areas, place.lat, place.lng);
    const nearArea = area && distanceKm(area.latitude, area.longitude, place.lat, place.lng) < 45 ? area : undefined;
    const star = random.weighted(STAR_WEIGHTS);
    // Away from the centre, what surrounds the city: a Turin hotel is never by a lake, a Nantes one never at the sea.
    const surroundings = getCitySettings(place.city);
    const around = random.pick(surroundings.length > 0 ? surroundings : ['city-centre']);
    const environment = place.environment || (place.central ? 'city-centre' : around);
    const label = makeHotelName(random, texts, country, place.city.label, usedNames, environment, star, place.lat);
    // Facilities follow the setting: a beach only on a coast (drawn as before, then kept only where true).
    const drawnFacilities = random
      .sample(
        texts.facilities.filter((f) => !f.isEco),
        random.int(6, 16),
      )
      .map((f) => f.key);
    const facilityKeys = drawnFacilities.filter((key) => fitsSetting(key, environment));
    const ecoKeys = random
      .sample(
        texts.facilities.filter((f) => f.isEco),
        random.chance(0.25) ? random.int(8, 12) : random.int(0, 5),
      )
      .map((f) => f.key);
    const petsAllowed = facilityKeys.includes('pets');
    const [low, high] = NIGHT_PRICE[star] ?? [9000, 15000];
    const describe = (sentences: number): Localized => {
      const result = {} as Localized;
      const fitting = [...texts.hotelDescriptions.fr.keys()].filter((i) => environment !== 'city-centre' || !COUNTRY_ONLY_DESCRIPTIONS.has(i));
      const positions = random.sample(fitting, sentences);
      for (const lang of LANGS) {
        const envLabel = texts.environments.find((e) => e.key === environment)?.labels[lang] ?? environment;
        const regionLabel = region ? (region.names as Localized)[lang] : place.city.label;
        const values = { hotel: label, city: place.city.names[lang], region: regionLabel, stars: star, environment: envLabel.toLowerCase() };
        const list = texts.hotelDescriptions[lang];
        result[lang] = positions.map((i) => fill(list[i % list.length] ?? '', values)).join(' ');
      }
      return result;
    };
    const isPercentTax = random.chance(0.3);
    let checkTimes: { checkIn: string; checkOut: string };
    hotels.push({
      id,
      label,
      star,
      city_id: place.city.id,
      department_id: department?.id ?? null,
      region_id: region?.id ?? null,
      touristic_region_id: nearArea?.id ?? null,
      country,
      street_address: formatStreet(country, random.pick(texts.streetNames[country]), random.int(1, 120)),
      zip_code: place.city.postcode ?? '',
      latitude: Number(place.lat.toFixed(5)),
      longitude: Number(place.lng.toFixed(5)),
      descriptions: describe(2),
      info_general: describe(1),
      // The eco practices are facilities too: the search's facility filter and its facet counts find them.
      facilities: [...facilityKeys, ...ecoKeys],
      eco_facilities: ecoKeys,
      highlighted_facilities: random.sample(drawnFacilities, 3).filter((key) => facilityKeys.includes(key)),
      // Drawn here, in the order they always were.
      check_in: (checkTimes = { checkIn: random.pick(['15:00', '15:30', '16:00']), checkOut: random.pick(['11:00', '11:30', '12:00']) }).checkIn,
      check_out: checkTimes.checkOut,
      pets_allowed: petsAllowed,
      pets_price: petsAllowed ? random.pick([0, 1000, 1500, 2000]) : null,
      pets_max_weight: petsAllowed ? random.pick([10, 15, 25]) : null,
      pets_max_number: petsAllowed ? random.pick([1, 1, 2]) : 1,
      local_tax_type: isPercentTax ? 'BOOKING_PERCENTAGE' : 'PER_PERSON_PER_NIGHT',
      local_tax_amount: isPercentTax ? 0 : random.int(4, 30) * 10 + (star >= 4 ? 100 : 0),
      local_tax_percentage: isPercentTax ? random.pick([3, 4, 5]) : null,
      important_infos: pickImportantInfos(LANGS.map(() => random.sample(INFO_POSITIONS, random.int(1, 3)))[0] ?? [], texts, facilityKeys, checkTimes),
      hotel_type: random.pick(texts.hotelTypes).key,
      environment,
      style: random.pick(texts.styles).key,
      review_count: 0,
      review_score: null,
      active: !random.chance(INACTIVE_HOTEL_RATE),
      image_count: random.int(5, 12),
      nightPrice: Math.round(random.int(low, high) / 100) * 100,
      cityLabel: place.city.label,
    });
    for (const type of random.sample(texts.roomTypes, random.int(2, 4))) {
      const labels = type.labels;
      const room: RoomRow = {
        id: random.uuid(),
        hotel_id: id,
        labels,
        type: type.key,
        size_m2: random.int(type.sizeRange[0], type.sizeRange[1]),
        bedding: type.bedding,
        capacity: type.capacity,
        max_capacity: type.maxCapacity,
        descriptions: type.descriptions,
        highlights: pickSameHighlights(random, type.highlights),
      };
      // A sea view only at the sea (drawn all the same, so the hotels after this one stay what they were).
      if (type.key !== 'deluxe-sea-view' || environment === 'seaside') rooms.push(room);
    }
  }
  return { hotels, rooms };
}

function makeHotelName(
  random: Random,
  texts: PhraseBanks,
  country: CountryCode,
  city: string,
  used: Set<string>,
  environment: string,
  star: number,
  latitude: number,
): string {
  // A name that names a setting (the beach, a lake, the vines) only where the hotel stands in it, olive trees only
  // where they grow, and a château only with the stars of one.
  const nouns = texts.hotelNouns[country].filter((noun) => fitsNoun(noun, environment, latitude));
  const patterns = texts.hotelNamePatterns[country].filter((pattern) => fitsNamePattern(pattern, star));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const name = fill(random.pick(patterns), { noun: random.pick(nouns), place: city });
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  const fallback = `${fill(random.pick(patterns), { noun: random.pick(nouns), place: city })} ${city}`;
  used.add(fallback);
  return fallback;
}

/** The same three highlights (by position) in every language. */
function pickSameHighlights(random: Random, highlights: Record<Lang, string[]>): Record<Lang, string[]> {
  const positions = random.sample([...highlights.fr.keys()], 3);
  return Object.fromEntries(LANGS.map((lang) => [lang, positions.map((i) => highlights[lang][i] ?? highlights[lang][0] ?? '')])) as Record<Lang, string[]>;
}

/** House number before the street in France and Belgium's French side, after it elsewhere. */
function formatStreet(country: CountryCode, street: string, number: number): string {
  return country === 'FR' ? `${number} ${street}` : `${street} ${number}`;
}
