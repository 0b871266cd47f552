import { describe, expect, it } from 'vitest';
import { generateCatalog, TEST_CATALOG } from './generate';
import { OLIVE_LATITUDE_MAX } from './catalog-rules';
import { TEXTS } from './texts';
import { toE164 } from '../../../domain/phone';
import { getProgrammeKind } from '../../../domain/stay-programme';
import type { PackageItem } from '../schema';

const catalog = generateCatalog(TEXTS, '2026-11-24', TEST_CATALOG);

/** Every string of a value, with the language key it sits under (when any). */
function* strings(node: unknown, lang = ''): Generator<[string, string]> {
  if (typeof node === 'string') yield [lang, node];
  else if (Array.isArray(node)) for (const item of node) yield* strings(item, lang);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) yield* strings(value, ['fr', 'es', 'it', 'nl'].includes(key) ? key : lang);
}

describe('generated catalog texts', () => {
  const all = [...strings(catalog)];

  it('never writes a lazy plural ("nuit(s)", "noche(s)", "nacht(en)")', () => {
    expect(all.filter(([, text]) => /\p{L}\((s|en|es|e|i)\)/u.test(text)).slice(0, 5)).toEqual([]);
  });

  it('says the nights of the stay with the right plural', () => {
    for (const pkg of catalog.packages) {
      const lines = pkg.program_lines as unknown as Record<string, string[]>;
      const first = lines.fr?.[0] ?? '';
      expect(first).toContain(pkg.nights === 1 ? '1 nuit' : `${pkg.nights} nuits`);
      expect(lines.nl?.[0]).toContain(pkg.nights === 1 ? '1 nacht' : `${pkg.nights} nachten`);
    }
  });

  it('puts a non-breaking space before : ? ! ; in French', () => {
    expect(all.filter(([lang, text]) => lang === 'fr' && / [:?!;]/.test(text)).slice(0, 5)).toEqual([]);
  });
});

describe('generated facilities', () => {
  it('gives every facility the search offers as a facet to some hotel, eco practices included', () => {
    const held = new Set(catalog.hotels.flatMap((hotel) => hotel.facilities));
    const never = TEXTS.facilities.filter((facility) => !held.has(facility.key)).map((facility) => facility.key);
    expect(never).toEqual([]);
  });

  it('lists a hotel’s eco practices among its facilities', () => {
    for (const hotel of catalog.hotels) for (const key of hotel.eco_facilities) expect(hotel.facilities).toContain(key);
  });
});

describe('a believable catalog', () => {
  const hotels = new Map(catalog.hotels.map((hotel) => [hotel.id, hotel]));
  const rooms = new Map(catalog.rooms.map((room) => [room.id, room]));
  const activityByKey = new Map(TEXTS.activities.map((activity) => [activity.key, activity]));

  it('names a hotel after the beach, a lake or the vines only where it stands', () => {
    for (const hotel of catalog.hotels) {
      // The town's own name may say it ('Santillana del Mar'): only the hotel's noun counts.
      const name = hotel.label.replace(hotel.cityLabel, '');
      if (/Plage|du Port|de la Mer|Embruns|del Mar\b|Puerto|della Marina|del Mare|Zeezicht|Duin/.test(name))
        expect(hotel.environment, hotel.label).toBe('seaside');
      if (/du Lac|Étang|del Lago|Meerzicht|Vijver/.test(name)) expect(hotel.environment, hotel.label).toBe('lakeside');
    }
  });

  it('describes a city-centre hotel without the countryside, and a hotel in the centre of a city is in the city centre', () => {
    const central = catalog.hotels.filter((hotel) => hotel.environment === 'city-centre');
    expect(central.length).toBeGreaterThan(0);
    for (const hotel of central) expect((hotel.descriptions as Record<string, string>).fr, hotel.label).not.toMatch(/campagne|Loin de l’agitation/);
  });

  it('gives a package headwords and activities that suit its place and its party', () => {
    for (const pkg of catalog.packages) {
      const hotel = hotels.get(pkg.hotel_id)!;
      const headwords = (pkg.headwords as unknown as Record<string, string[]>).fr ?? [];
      if (headwords.some((h) => /plage|mer\b/i.test(h))) expect(hotel.environment).toBe('seaside');
      if (headwords.includes('Au pied des pistes')) expect(hotel.environment).toBe('mountain');
      if (headwords.includes('En plein centre historique')) expect(hotel.environment).toBe('city-centre');
      if (headwords.includes('Au bord du lac')) expect(hotel.environment).toBe('lakeside');
      const keys = (pkg.items as unknown as { key: string }[]).map((item) => item.key);
      for (const key of keys) {
        if (['thalasso-circuit', 'seaweed-wrap', 'oyster-tasting'].includes(key)) expect(hotel.environment, key).toBe('seaside');
        if (key === 'night-tour') expect(hotel.environment).toBe('city-centre');
      }
      const isFamily = keys.some((key) => activityByKey.get(key)?.themeKey === 'family' && activityByKey.get(key)?.type === 'activity');
      // A children's activity (a pony ride) or a family dinner only in a family stay, in a room for a family.
      if (keys.some((key) => ['pony-ride', 'educational-farm', 'treasure-hunt', 'trampoline-park', 'family-dinner'].includes(key))) {
        expect(isFamily, `${pkg.id} ${keys.join(',')}`).toBe(true);
        expect(rooms.get(pkg.room_id)!.max_capacity).toBeGreaterThanOrEqual(3);
      }
      // A yoga or spa stay is not sold with a family dinner; a romantic dinner is not a family one.
      if (keys.includes('candlelight-dinner')) expect(isFamily).toBe(false);
    }
  });

  it('stores a welcome item on the arrival day, a late check-out on the departure day, breakfast the first morning', () => {
    const seen = new Set<string>();
    for (const pkg of catalog.packages) {
      for (const item of pkg.items as unknown as PackageItem[]) {
        const kind = getProgrammeKind(item);
        seen.add(kind);
        if (kind === 'arrival') expect(item.day, `${pkg.id} ${item.key}`).toBe(1);
        if (kind === 'departure') expect(item.day, `${pkg.id} ${item.key}`).toBe(pkg.nights + 1);
        if (kind === 'morning') expect(item.day, `${pkg.id} ${item.key}`).toBe(2);
        if (kind === 'evening' || kind === 'day') expect(item.day, `${pkg.id} ${item.key}`).toBeLessThanOrEqual(pkg.nights);
      }
    }
    expect([...seen].sort()).toEqual(['arrival', 'day', 'departure', 'evening', 'morning']);
  });

  it('makes an activity centre offer what its name says', () => {
    const centres = new Map(catalog.centres.map((centre) => [centre.id, centre]));
    for (const product of catalog.products) {
      const centre = centres.get(product.activity_centre_id)!;
      const titles = (product.activities as unknown as Record<string, { title: string }[]>).fr!.map((a) => a.title).join(' · ');
      if (/Chocolat/i.test(centre.label)) expect(titles, centre.label).toMatch(/chocolat/i);
      if (/Yoga/i.test(centre.label)) expect(titles, centre.label).toMatch(/yoga|méditation/i);
      if (/Équestre|Écuries|Haras|Manege|Hípica|Ippico|Maneggio/i.test(centre.label)) expect(titles, centre.label).toMatch(/cheval|équestre|balade/i);
      expect(titles).not.toMatch(/poney/i);
    }
  });
});

describe('activity centres’ contact details', () => {
  const full = generateCatalog(TEXTS, '2026-11-24');
  const cities = new Map(full.destinations.map((d) => [d.id, d]));

  it('gives every centre a street, postcode, city, landline and bookings address in its country’s format', () => {
    for (const centre of full.centres) {
      const city = cities.get(centre.city_id)!;
      expect(centre.city, centre.label).toBe(city.label);
      expect(centre.postcode, centre.label).toMatch({ FR: /^\d{5}$/, ES: /^\d{5}$/, IT: /^\d{5}$/, NL: /^\d{4}( ?[A-Z]{2})?$/, BE: /^\d{4}$/ }[city.country]);
      expect(centre.street_address, centre.label).toMatch(city.country === 'FR' ? /^\d+ \S/ : /\S \d+$/);
      expect(toE164(centre.phone, city.country), `${centre.label} ${centre.phone}`).toBe(`+${centre.phone.replace(/\D/g, '')}`);
      expect(centre.phone.startsWith({ FR: '+33 ', ES: '+34 ', IT: '+39 ', NL: '+31 ', BE: '+32 ' }[city.country])).toBe(true);
      expect(centre.email).toMatch(new RegExp(`^reservations@[a-z0-9-]+\\.${city.country.toLowerCase()}$`));
    }
  });
});

describe('reviews that follow their party', () => {
  const WE = { fr: /\b(nous|notre|nos|on)\b/i, es: /\b(nuestr[oa]s?|hemos|nos)\b/i, it: /\b(noi|nostr[oaie]|abbiamo|siamo)\b/i, nl: /\b(wij|we|ons|onze)\b/i };
  const KIDS = { fr: /enfants/i, es: /niños/i, it: /bambini/i, nl: /kinderen/i };
  it('a solo or business traveller never writes "we", and only a family mentions children', () => {
    const wrong: string[] = [];
    for (const review of catalog.reviews) {
      const lang = review.locale.slice(0, 2) as keyof typeof WE;
      for (const text of [review.positive, review.negative]) {
        if (!text) continue;
        if ((review.type === 'SOLO' || review.type === 'BUSINESS') && WE[lang].test(text)) wrong.push(`${review.type}: ${text}`);
        if (review.type !== 'FAMILY' && KIDS[lang].test(text)) wrong.push(`${review.type}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(catalog.reviews.filter((r) => r.type === 'SOLO' && r.positive).length).toBeGreaterThan(10);
  });
});

describe('activity vouchers list no hotel amenities', () => {
  it('never promises a bathrobe, a baby cot, check-in times, a tourist tax or a restaurant closing day at an activity', () => {
    const wrong: string[] = [];
    for (const product of catalog.products) {
      const notes = [
        ...(product.nice_to_know as unknown as Record<string, string[]>).fr!,
        ...(product.important_info as unknown as Record<string, string[]>).fr!,
      ];
      for (const note of notes) if (/lit bébé|taxe de séjour|L’arrivée se fait|restaurant est fermé/i.test(note)) wrong.push(`${product.id}: ${note}`);
      const themeKey = catalog.themes.find((theme) => theme.id === product.theme_id)?.key;
      for (const note of notes) if (/Peignoir|bonnet de bain|spa/i.test(note) && themeKey !== 'wellness') wrong.push(`${product.id} (${themeKey}): ${note}`);
      for (const note of notes) if (/Dégustation réservée/i.test(note) && themeKey !== 'gastronomy') wrong.push(`${product.id} (${themeKey}): ${note}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('names that fit the stars and the place', () => {
  const full = generateCatalog(TEXTS, '2026-11-24');
  it('a château or a palace from four stars, an inn up to three, and olive trees only where they grow', () => {
    for (const hotel of full.hotels) {
      if (/^(Château|Grand Hôtel|Palacio|Palazzo|Castello|Kasteel|Grand Hotel|Gran Hotel|Parador)\b/.test(hotel.label))
        expect(hotel.star, hotel.label).toBeGreaterThanOrEqual(4);
      if (/^(Auberge|Logis|Hostal|Posada|Locanda|Herberg)\b/.test(hotel.label)) expect(hotel.star, hotel.label).toBeLessThanOrEqual(3);
      if (/Oliviers|Olivos|Ulivi|Olijf/.test(hotel.label)) {
        expect(['mountain', 'lakeside', 'forest'], hotel.label).not.toContain(hotel.environment);
        expect(hotel.latitude, hotel.label).toBeLessThanOrEqual(OLIVE_LATITUDE_MAX);
      }
    }
  });
});
