import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAX_BOUNDS } from './pax';
import { DEFAULT_CRITERIA, LOCATION_KEYS, clearLocation, formatSearchHash, getSearchUri, hasLocation, parseSearchHash, type HashCriteria } from './search-hash';

/** Keys of a formatted hash, in the order they were written. */
function keysOf(hash: string): string[] {
  return [...new URLSearchParams(hash).keys()];
}

describe('parseSearchHash', () => {
  it('starts from 2 adults, no children, no babies', () => {
    expect(DEFAULT_CRITERIA).toEqual({ a: 2, c: 0, b: 0 });
    expect(parseSearchHash('')).toEqual({ a: 2, c: 0, b: 0 });
    expect(parseSearchHash('#')).toEqual({ a: 2, c: 0, b: 0 });
  });

  it('reads every kind of value, with or without the leading #', () => {
    const hash =
      '#country=fr&region=11&city=125&poi=7&lat=48.85&lng=-2.35&checkin=2030-05-10&checkout=2030-05-12&nights=2' +
      '&a=3&c=1&b=1&s=true&theme=26&tags=4,5&priceMin=5000&priceMax=20000&distanceMin=10&distanceMax=120' +
      '&stars=4,5&hotelScore=8.5&facilities=wifi,pool&petsAllowed=1&hotelTypes=castle&hotelEnvironments=sea' +
      '&hotelStyles=design&giftNights=2&bucket=3&hasInsurance=false&sort=promo&hotel=9&hotelId=10' +
      '&touristicregion=12&department=13&searesort=14&skiresort=15';
    const expected: HashCriteria = {
      country: 'FR',
      region: 11,
      touristicregion: 12,
      department: 13,
      city: 125,
      poi: 7,
      searesort: 14,
      skiresort: 15,
      hotel: 9,
      hotelId: 10,
      lat: 48.85,
      lng: -2.35,
      checkin: '2030-05-10',
      checkout: '2030-05-12',
      nights: 2,
      a: 3,
      c: 1,
      b: 1,
      s: true,
      theme: 26,
      tags: [4, 5],
      priceMin: 5000,
      priceMax: 20000,
      distanceMin: 10,
      distanceMax: 120,
      stars: [4, 5],
      hotelScore: 8.5,
      facilities: ['wifi', 'pool'],
      petsAllowed: true,
      hotelTypes: ['castle'],
      hotelEnvironments: ['sea'],
      hotelStyles: ['design'],
      giftNights: 2,
      bucket: 3,
      hasInsurance: false,
      sort: 'promo',
    };
    expect(parseSearchHash(hash)).toEqual(expected);
    expect(parseSearchHash(hash.slice(1))).toEqual(expected);
  });

  it('ignores unknown keys', () => {
    expect(parseSearchHash('foo=1&flow=gifting&page=3&city=125')).toEqual({ a: 2, c: 0, b: 0, city: 125 });
  });

  it('drops ids that are not positive integers', () => {
    for (const raw of ['0', '-3', '1.5', 'abc', '', '12abc', '2147483648', 'Infinity']) {
      expect(parseSearchHash(`city=${raw}`), raw).not.toHaveProperty('city');
    }
    expect(parseSearchHash('city=2147483647').city).toBe(2147483647);
    expect(parseSearchHash('city=%20125%20').city).toBe(125);
  });

  it('drops negative, fractional and empty counts and prices', () => {
    expect(parseSearchHash('priceMin=-100&priceMax=abc&nights=1.5&distanceMin=&giftNights=-1')).toEqual({ a: 2, c: 0, b: 0 });
  });

  it('drops dates that are not real YYYY-MM-DD days', () => {
    for (const raw of ['2030-02-30', '2030-13-01', '10/05/2030', '2030-5-1', 'tomorrow', '']) {
      expect(parseSearchHash(`checkin=${raw}`), raw).not.toHaveProperty('checkin');
    }
  });

  it('drops a checkout on or before the check-in, and a checkout without check-in', () => {
    expect(parseSearchHash('checkin=2030-05-12&checkout=2030-05-10')).toEqual({ a: 2, c: 0, b: 0, checkin: '2030-05-12' });
    expect(parseSearchHash('checkin=2030-05-12&checkout=2030-05-12')).toEqual({ a: 2, c: 0, b: 0, checkin: '2030-05-12' });
    expect(parseSearchHash('checkout=2030-05-12')).toEqual({ a: 2, c: 0, b: 0 });
    expect(parseSearchHash('checkin=bad&checkout=2030-05-12')).toEqual({ a: 2, c: 0, b: 0 });
  });

  it('drops an unknown sort', () => {
    expect(parseSearchHash('sort=price')).not.toHaveProperty('sort');
    expect(parseSearchHash('sort=PROMO')).not.toHaveProperty('sort');
    expect(parseSearchHash('sort=svPriceAsc').sort).toBe('svPriceAsc');
  });

  it('keeps coordinates only as a complete pair on the globe', () => {
    expect(parseSearchHash('lat=48.85')).toEqual({ a: 2, c: 0, b: 0 });
    expect(parseSearchHash('lng=2.35')).toEqual({ a: 2, c: 0, b: 0 });
    expect(parseSearchHash('lat=48.85&lng=abc')).toEqual({ a: 2, c: 0, b: 0 });
    expect(parseSearchHash('lat=91&lng=2')).toEqual({ a: 2, c: 0, b: 0 });
    expect(parseSearchHash('lat=45&lng=-181')).toEqual({ a: 2, c: 0, b: 0 });
    expect(parseSearchHash('lat=-90&lng=180')).toMatchObject({ lat: -90, lng: 180 });
    expect(parseSearchHash('lat=0&lng=0')).toMatchObject({ lat: 0, lng: 0 });
  });

  it('ignores travellers out of bounds and keeps the default (adults 1-20, children 0-10, babies 0-10)', () => {
    expect(PAX_BOUNDS).toEqual({ adults: { min: 1, max: 20 }, children: { min: 0, max: 10 }, babies: { min: 0, max: 10 } });
    expect(parseSearchHash('a=0&c=11&b=11')).toEqual({ a: 2, c: 0, b: 0 });
    expect(parseSearchHash('a=21&c=-1&b=-1')).toEqual({ a: 2, c: 0, b: 0 });
    expect(parseSearchHash('a=1.5&c=x&b=')).toEqual({ a: 2, c: 0, b: 0 });
    expect(parseSearchHash('a=1&c=10&b=10')).toEqual({ a: 1, c: 10, b: 10 });
    expect(parseSearchHash('a=20&c=0&b=0')).toEqual({ a: 20, c: 0, b: 0 });
  });

  it('keeps one value per known country, upper-cased', () => {
    expect(parseSearchHash('country=es').country).toBe('ES');
    expect(parseSearchHash('country=DE')).not.toHaveProperty('country');
  });

  it('cleans lists: invalid items dropped, duplicates removed, empty lists left out', () => {
    expect(parseSearchHash('tags=3,x,-1,3,,7').tags).toEqual([3, 7]);
    expect(parseSearchHash('tags=x,0')).not.toHaveProperty('tags');
    expect(parseSearchHash('stars=0,3,6,5,3').stars).toEqual([3, 5]);
    expect(parseSearchHash('facilities=wifi,<script>,wifi,spa').facilities).toEqual(['wifi', 'spa']);
    expect(parseSearchHash('facilities=,,')).not.toHaveProperty('facilities');
  });

  it('keeps score, distance, gift nights and bucket only inside their ranges', () => {
    expect(parseSearchHash('hotelScore=11')).not.toHaveProperty('hotelScore');
    expect(parseSearchHash('hotelScore=-1')).not.toHaveProperty('hotelScore');
    expect(parseSearchHash('hotelScore=9').hotelScore).toBe(9);
    expect(parseSearchHash('distanceMax=301')).not.toHaveProperty('distanceMax');
    expect(parseSearchHash('distanceMax=300').distanceMax).toBe(300);
    expect(parseSearchHash('giftNights=0&bucket=4')).toEqual({ a: 2, c: 0, b: 0 });
    expect(parseSearchHash('giftNights=3&bucket=1')).toMatchObject({ giftNights: 3, bucket: 1 });
  });

  it('reads booleans as true/1 and false/0 only', () => {
    expect(parseSearchHash('s=1&petsAllowed=0')).toMatchObject({ s: true, petsAllowed: false });
    expect(parseSearchHash('s=yes')).not.toHaveProperty('s');
  });
});

describe('formatSearchHash', () => {
  it('leaves out the default travellers and empty lists', () => {
    expect(formatSearchHash({ a: 2, c: 0, b: 0 })).toBe('');
    expect(formatSearchHash({ a: 2, c: 0, b: 0, tags: [], facilities: [] })).toBe('');
    expect(formatSearchHash({ a: 3, c: 0, b: 1 })).toBe('a=3&b=1');
  });

  it('writes keys in one fixed order whatever the order of the object', () => {
    const hash = formatSearchHash({ sort: 'distance', stars: [4], a: 1, city: 125, checkin: '2030-05-10', lat: 1, lng: 2, c: 0, b: 0 });
    expect(hash).toBe('city=125&lat=1&lng=2&checkin=2030-05-10&a=1&stars=4&sort=distance');
    const same = formatSearchHash({ b: 0, c: 0, lng: 2, lat: 1, checkin: '2030-05-10', city: 125, a: 1, stars: [4], sort: 'distance' });
    expect(same).toBe(hash);
  });

  it('puts the place first and the sort last', () => {
    const keys = keysOf(formatSearchHash(parseSearchHash('sort=promo&hasInsurance=true&country=FR&region=3&theme=26')));
    expect(keys).toEqual(['country', 'region', 'theme', 'hasInsurance', 'sort']);
  });

  it('writes lists with plain commas', () => {
    expect(formatSearchHash({ a: 2, c: 0, b: 0, tags: [3, 7], facilities: ['wifi', 'spa'] })).toBe('tags=3,7&facilities=wifi,spa');
  });

  it('writes false booleans (they differ from absent)', () => {
    expect(formatSearchHash({ a: 2, c: 0, b: 0, petsAllowed: false })).toBe('petsAllowed=false');
  });
});

/** Hash fragments close to what a URL may carry: known keys with plausible, borderline and broken values. */
const KEYS = [
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
  'checkin',
  'checkout',
  'nights',
  'a',
  'c',
  'b',
  's',
  'theme',
  'tags',
  'priceMin',
  'priceMax',
  'distanceMin',
  'distanceMax',
  'stars',
  'hotelScore',
  'facilities',
  'petsAllowed',
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'giftNights',
  'bucket',
  'hasInsurance',
  'sort',
  'flow',
  'unknown',
];
const VALUE = fc.oneof(
  fc.integer({ min: -5, max: 400 }).map(String),
  fc.double({ noNaN: true }).map(String),
  fc.constantFrom('-0', '0', '1e3', '1e21', '0x10', ' 4 ', 'true', 'false', '1', 'yes', 'fr', 'ES', 'de'),
  fc.constantFrom('priceQuality', 'distance', 'promo', 'svPriceDesc', 'price'),
  fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2030-02-30', '2030-1-1'),
  fc.array(fc.oneof(fc.integer({ min: -2, max: 9 }).map(String), fc.constantFrom('wifi', 'spa', 'a b', '')), { maxLength: 5 }).map((xs) => xs.join(',')),
  fc.string(),
  // Map areas: four numbers, in range or not, in order or not.
  fc
    .array(fc.oneof(fc.double({ min: -200, max: 200, noNaN: true }), fc.integer({ min: -95, max: 95 })), { minLength: 3, maxLength: 5 })
    .map((xs) => xs.join(',')),
);
const HASH = fc
  .array(fc.tuple(fc.constantFrom(...KEYS), VALUE), { maxLength: 12 })
  .map((pairs) => pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&'));

describe('round trip', () => {
  it('formats and parses back the same criteria', () => {
    fc.assert(
      fc.property(fc.oneof(HASH, fc.string(), fc.string({ unit: 'binary' })), (hash) => {
        const criteria = parseSearchHash(hash);
        expect(parseSearchHash(formatSearchHash(criteria))).toEqual(criteria);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives equal hashes for equal criteria (format is stable after one parse)', () => {
    fc.assert(
      fc.property(HASH, (hash) => {
        const once = formatSearchHash(parseSearchHash(hash));
        expect(formatSearchHash(parseSearchHash(once))).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads -0 as 0, so it formats back to itself', () => {
    const criteria = parseSearchHash('nights=-0&c=-0&lat=-0&lng=-0&hotelScore=-0');
    expect(Object.is(criteria.nights, 0)).toBe(true);
    expect(Object.is(criteria.lat, 0)).toBe(true);
    expect(parseSearchHash(formatSearchHash(criteria))).toEqual(criteria);
  });

  it('survives a full example', () => {
    const criteria: HashCriteria = {
      city: 125,
      lat: 43.3,
      lng: -1.97,
      checkin: '2030-05-10',
      checkout: '2030-05-12',
      a: 2,
      c: 1,
      b: 0,
      s: true,
      theme: 23,
      tags: [1, 2],
      priceMin: 5000,
      distanceMax: 100,
      stars: [3, 4],
      facilities: ['wifi'],
      petsAllowed: true,
      sort: 'distance',
    };
    expect(parseSearchHash(formatSearchHash(criteria))).toEqual(criteria);
  });
});

describe('clearLocation', () => {
  it('removes every location key and keeps the rest', () => {
    const criteria = parseSearchHash(
      'country=FR&region=1&touristicregion=2&department=3&city=4&poi=5&searesort=6&skiresort=7&hotel=8&hotelId=9' +
        '&lat=1&lng=2&checkin=2030-05-10&a=3&theme=26&distanceMax=100&sort=promo',
    );
    expect(LOCATION_KEYS).toHaveLength(13);
    expect(hasLocation(criteria)).toBe(true);
    const cleared = clearLocation(criteria);
    expect(cleared).toEqual({ checkin: '2030-05-10', a: 3, c: 0, b: 0, theme: 26, distanceMax: 100, sort: 'promo' });
    expect(hasLocation(cleared)).toBe(false);
    expect(criteria.city).toBe(4);
  });

  it('finds a place from any single location key', () => {
    const full = parseSearchHash('country=FR&region=1&touristicregion=2&department=3&city=4&poi=5&searesort=6&skiresort=7&hotel=8&hotelId=9&lat=1&lng=2');
    for (const key of LOCATION_KEYS.filter((name) => name !== 'bbox')) {
      const only: HashCriteria = { ...clearLocation(full) };
      Object.assign(only, { [key]: full[key] });
      expect(hasLocation(only), key).toBe(true);
    }
    expect(hasLocation({ a: 2, c: 0, b: 0, theme: 26, checkin: '2030-05-10' })).toBe(false);
  });
});

describe('map area in the hash', () => {
  it('reads south,west,north,east and writes it back the same', () => {
    const criteria = parseSearchHash('#bbox=44.5,0.75,45.25,1.5&checkin=2030-05-10&checkout=2030-05-12&sort=priceAsc');
    expect(criteria.bbox).toEqual([44.5, 0.75, 45.25, 1.5]);
    expect(formatSearchHash(criteria)).toBe('bbox=44.5,0.75,45.25,1.5&checkin=2030-05-10&checkout=2030-05-12&sort=priceAsc');
    expect(parseSearchHash(formatSearchHash(criteria))).toEqual(criteria);
    expect(parseSearchHash('bbox=-0,-0.5,0.5,-0').bbox).toEqual([0, -0.5, 0.5, 0]);
  });

  it('drops an area that is not four numbers in range with south below north and west before east', () => {
    for (const raw of [
      '44.5,0.75,45.25',
      '44.5,0.75,45.25,1.5,2',
      '45.25,0.75,44.5,1.5',
      '44.5,1.5,45.25,0.75',
      '44.5,0.75,44.5,1.5',
      '-91,0,45,1',
      '44,-181,45,1',
      '44,0,45,abc',
      '44,,45,1',
      'Infinity,0,45,1',
      '',
    ]) {
      expect(parseSearchHash(`bbox=${raw}`), raw).not.toHaveProperty('bbox');
    }
  });

  it('is a location that choosing a destination clears, but no place to measure a distance from', () => {
    const criteria = parseSearchHash('bbox=44.5,0.75,45.25,1.5&theme=26');
    expect(hasLocation(criteria)).toBe(false);
    expect(clearLocation(criteria)).toEqual({ a: 2, c: 0, b: 0, theme: 26 });
  });
});

describe('getSearchUri', () => {
  it('is the search path with the criteria in the hash, defaults left out', () => {
    expect(getSearchUri('/fr/recherche', { a: 2, c: 0, b: 0 })).toBe('/fr/recherche');
    expect(getSearchUri('/fr/recherche', { city: 153, checkin: '2027-01-08', checkout: '2027-01-10', a: 3, c: 0, b: 0, stars: [4, 5], sort: 'priceAsc' })).toBe(
      '/fr/recherche#city=153&checkin=2027-01-08&checkout=2027-01-10&a=3&stars=4,5&sort=priceAsc',
    );
  });
});

describe('flexible month in the hash', () => {
  it('keeps a month, drops a malformed one, and drops it when dates are chosen', () => {
    expect(parseSearchHash('month=2027-01').month).toBe('2027-01');
    expect(formatSearchHash(parseSearchHash('month=2027-01'))).toBe('month=2027-01');
    expect(parseSearchHash('month=2027-13').month).toBeUndefined();
    expect(parseSearchHash('month=2027-1').month).toBeUndefined();
    expect(parseSearchHash('checkin=2027-01-08&checkout=2027-01-10&month=2027-01').month).toBeUndefined();
  });
});
