/**
 * Properties of the whole generated catalogue (every hotel, every package, every activity voucher, every language):
 * the facts agree with the place, with each other and across languages, whatever the generator draws.
 */
import { describe, expect, it } from 'vitest';
import { withFrenchTypography } from '../../../domain/typography';
import { ACTIVITY_SETTINGS, CHILDREN_ACTIVITIES, HOTEL_SPA_ACTIVITIES, type Environment } from './catalog-rules';
import { getCitySettings } from './destinations';
import { generateCatalog } from './generate';
import { TEXTS } from './texts';
import type { Lang } from './text-types';

const catalog = generateCatalog(TEXTS, '2026-11-24');
const BANKS = withFrenchTypography(TEXTS);
const LANGS: readonly Lang[] = ['fr', 'es', 'it', 'nl'];
const destinations = new Map(catalog.destinations.map((row) => [row.id, row]));
const hotels = new Map(catalog.hotels.map((hotel) => [hotel.id, hotel]));
const rooms = new Map(catalog.rooms.map((room) => [room.id, room]));
const themeKeys = new Map(catalog.themes.map((theme) => [theme.id, theme.key]));
const hasPool = (facilities: readonly string[]) => facilities.includes('outdoor-pool') || facilities.includes('indoor-pool');

/** Where each language's texts sit in the phrase bank: -1 for a text the bank does not have. */
function positionsIn(texts: unknown, bank: Record<Lang, readonly string[]>): Record<Lang, number[]> {
  const byLang = texts as Record<Lang, string[]>;
  return Object.fromEntries(LANGS.map((lang) => [lang, (byLang[lang] ?? []).map((text) => bank[lang].indexOf(text))])) as Record<Lang, number[]>;
}

/** The positions of the bank whose French text matches `pattern` (the lists are parallel: same position, same fact). */
function positionsWhere(bank: Record<Lang, readonly string[]>, pattern: RegExp): Set<number> {
  return new Set(bank.fr.flatMap((text, index) => (pattern.test(text) ? [index] : [])));
}

/** The facts a list states, the same in every language (else the test fails on the spot). */
function sameFacts(texts: unknown, bank: Record<Lang, readonly string[]>, what: string): number[] {
  const positions = positionsIn(texts, bank);
  for (const lang of LANGS) {
    expect(positions[lang], `${what} (${lang})`).not.toContain(-1);
    expect(positions[lang], `${what} (${lang})`).toEqual(positions.fr);
  }
  return positions.fr;
}

describe('every hotel’s setting follows its place', () => {
  it('stands in its city’s centre or in what surrounds the city (the coast, ski slopes, a lake, vines, forest, countryside)', () => {
    const wrong = catalog.hotels.flatMap((hotel) => {
      const city = destinations.get(hotel.city_id)!;
      const allowed: readonly string[] = ['city-centre', ...getCitySettings(city)];
      return allowed.includes(hotel.environment) ? [] : [`${hotel.label} (${city.label}): ${hotel.environment}`];
    });
    expect(wrong).toEqual([]);
    const settings = new Set(catalog.hotels.map((hotel) => hotel.environment));
    expect([...settings].sort()).toEqual(['city-centre', 'countryside', 'forest', 'lakeside', 'mountain', 'seaside', 'vineyard']);
  });

  it('has a beach and sea-view rooms only on the coast, slopes only in a ski town', () => {
    const beachHeadwords = positionsWhere(BANKS.headwords, /plage|mer\b/i);
    const slopeHeadwords = positionsWhere(BANKS.headwords, /pistes/i);
    for (const hotel of catalog.hotels) if (hotel.facilities.includes('beach-access')) expect(hotel.environment, hotel.label).toBe('seaside');
    for (const room of catalog.rooms) if (room.type === 'deluxe-sea-view') expect(hotels.get(room.hotel_id)!.environment).toBe('seaside');
    for (const pkg of catalog.packages) {
      const hotel = hotels.get(pkg.hotel_id)!;
      const city = destinations.get(hotel.city_id)!;
      for (const position of sameFacts(pkg.headwords, BANKS.headwords, `package ${pkg.id} headwords`)) {
        if (beachHeadwords.has(position)) expect(getCitySettings(city), `${pkg.id} ${BANKS.headwords.fr[position]}`).toContain('seaside');
        if (slopeHeadwords.has(position)) expect(getCitySettings(city), `${pkg.id} ${BANKS.headwords.fr[position]}`).toContain('mountain');
      }
    }
  });
});

describe('every hotel promises only what its facilities list', () => {
  const poolInfos = positionsWhere(BANKS.importantInfos, /piscine/i);
  const spaInfos = positionsWhere(BANKS.importantInfos, /\bspa\b|soins/i);
  const restaurantInfos = positionsWhere(BANKS.importantInfos, /restaurant/i);

  it('states the same important information in every language, each true of the hotel', () => {
    for (const hotel of catalog.hotels) {
      for (const position of sameFacts(hotel.important_infos, BANKS.importantInfos, `${hotel.label} important information`)) {
        if (poolInfos.has(position)) expect(hasPool(hotel.facilities), `${hotel.label}: ${BANKS.importantInfos.fr[position]}`).toBe(true);
        if (spaInfos.has(position)) expect(hotel.facilities, `${hotel.label}: ${BANKS.importantInfos.fr[position]}`).toContain('spa');
        if (restaurantInfos.has(position)) expect(hotel.facilities, `${hotel.label}: ${BANKS.importantInfos.fr[position]}`).toContain('restaurant');
      }
    }
  });

  it('highlights only facilities it has, and sells a pool, a spa or its treatments only where they are', () => {
    const poolHeadwords = positionsWhere(BANKS.headwords, /piscine/i);
    const spaHeadwords = positionsWhere(BANKS.headwords, /\bspa\b/i);
    for (const hotel of catalog.hotels) for (const key of hotel.highlighted_facilities) expect(hotel.facilities, hotel.label).toContain(key);
    for (const pkg of catalog.packages) {
      const hotel = hotels.get(pkg.hotel_id)!;
      for (const position of sameFacts(pkg.headwords, BANKS.headwords, `package ${pkg.id} headwords`)) {
        if (poolHeadwords.has(position)) expect(hasPool(hotel.facilities), `${pkg.id}: ${BANKS.headwords.fr[position]}`).toBe(true);
        if (spaHeadwords.has(position)) expect(hotel.facilities, `${pkg.id}: ${BANKS.headwords.fr[position]}`).toContain('spa');
      }
      for (const item of pkg.items as unknown as { key: string }[]) {
        if (HOTEL_SPA_ACTIVITIES.has(item.key)) expect(hotel.facilities, `${pkg.id}: ${item.key}`).toContain('spa');
      }
    }
  });
});

describe('every package suits its place and its party', () => {
  it('sells a romantic stay in a room with one bed for two', () => {
    const wrong = catalog.packages
      .filter((pkg) => themeKeys.get(pkg.theme_id ?? 0) === 'romantic' && ['twin', 'triple', 'family'].includes(rooms.get(pkg.room_id)!.type))
      .map((pkg) => `${pkg.id} ${rooms.get(pkg.room_id)!.type}`);
    expect(wrong).toEqual([]);
  });

  it('plans each activity where it can happen: no water park, zoo or aquarium at a ski resort, children’s activities only for a family', () => {
    const lowland = ['zoo', 'amusement-park', 'water-park', 'aquarium'];
    const wrong: string[] = [];
    for (const pkg of catalog.packages) {
      const hotel = hotels.get(pkg.hotel_id)!;
      const theme = themeKeys.get(pkg.theme_id ?? 0);
      for (const { key } of pkg.items as unknown as { key: string }[]) {
        const settings = ACTIVITY_SETTINGS[key];
        if (settings && !settings.includes(hotel.environment as Environment)) wrong.push(`${pkg.id} ${key} in ${hotel.environment}`);
        if (lowland.includes(key) && hotel.environment === 'mountain') wrong.push(`${pkg.id} ${key} at a ski resort`);
        if (CHILDREN_ACTIVITIES.has(key) && (theme !== 'family' || rooms.get(pkg.room_id)!.max_capacity < 3)) wrong.push(`${pkg.id} ${key} in a ${theme} stay`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('every activity voucher', () => {
  const hotelNotes = positionsWhere(BANKS.importantInfos, /lit bébé|taxe de séjour|L’arrivée se fait|restaurant/i);

  it('sells activities of one kind that can happen in its centre’s city, in every language', () => {
    const centres = new Map(catalog.centres.map((centre) => [centre.id, centre]));
    const wrong: string[] = [];
    for (const product of catalog.products) {
      const city = destinations.get(centres.get(product.activity_centre_id)!.city_id)!;
      const around: readonly string[] = ['city-centre', ...getCitySettings(city)];
      const byLang = product.activities as unknown as Record<Lang, { title: string }[]>;
      const keys = byLang.fr.map(({ title }) => BANKS.activities.find((activity) => activity.titles.fr === title)!);
      for (const lang of LANGS)
        expect(
          byLang[lang].map(({ title }) => title),
          `voucher ${product.id} (${lang})`,
        ).toEqual(keys.map((activity) => activity.titles[lang]));
      for (const activity of keys) {
        const places = ACTIVITY_SETTINGS[activity.key];
        if (places && !places.some((place) => around.includes(place))) wrong.push(`${product.id} ${activity.key} in ${city.label}`);
        if (activity.themeKey !== themeKeys.get(product.theme_id)) wrong.push(`${product.id} ${activity.key} in a ${themeKeys.get(product.theme_id)} voucher`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('states the same notes in every language and lists no hotel amenity', () => {
    for (const product of catalog.products) {
      sameFacts(product.nice_to_know, BANKS.niceToKnow, `voucher ${product.id} good to know`);
      sameFacts(product.schedules, BANKS.schedules, `voucher ${product.id} schedules`);
      const infos = sameFacts(product.important_info, BANKS.importantInfos, `voucher ${product.id} important information`);
      expect(
        infos.filter((position) => hotelNotes.has(position)).map((position) => BANKS.importantInfos.fr[position]),
        `voucher ${product.id}`,
      ).toEqual([]);
    }
  });
});
