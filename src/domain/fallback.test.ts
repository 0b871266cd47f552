import { describe, expect, it } from 'vitest';
import {
  EXPANSION_RADIUS_KM,
  FALLBACK_LIMIT,
  expandDestination,
  getFallbackSearches,
  getFallbackFetchLimit,
  mergeFallbackResults,
  type FallbackPlace,
} from './fallback';
import type { HashCriteria } from './search-hash';

const PARIS: FallbackPlace = {
  id: 125,
  category: 'city',
  latitude: 48.85,
  longitude: 2.35,
  country: 'FR',
  hierarchy: [
    { id: 1, type: 'country' },
    { id: 11, type: 'region' },
    { id: 75, type: 'department' },
  ],
};

const place = (category: string, overrides: Partial<FallbackPlace> = {}): FallbackPlace => ({ ...PARIS, category, ...overrides });

/** A city search with a theme, dates, a filter and a sort. */
const FULL: HashCriteria = {
  city: 125,
  a: 3,
  c: 1,
  b: 0,
  theme: 26,
  tags: [4],
  checkin: '2030-05-10',
  checkout: '2030-05-12',
  nights: 2,
  stars: [4],
  sort: 'promo',
};

describe('expandDestination', () => {
  it('turns a city or a point of interest into 30 km around its coordinates', () => {
    expect(EXPANSION_RADIUS_KM).toBe(30);
    for (const category of ['city', 'poi']) {
      const expanded = expandDestination({ a: 2, c: 0, b: 0, city: 125, poi: 9, theme: 26 }, place(category));
      expect(expanded, category).toEqual({ a: 2, c: 0, b: 0, theme: 26, lat: 48.85, lng: 2.35, distanceMax: 30 });
    }
  });

  it('replaces an earlier distance filter with the expansion radius', () => {
    const expanded = expandDestination({ a: 2, c: 0, b: 0, city: 125, distanceMin: 10, distanceMax: 100 }, PARIS);
    expect(expanded?.distanceMax).toBe(30);
    expect(expanded?.distanceMin).toBeUndefined();
  });

  it('widens a department to its region, keeping the coordinates for the distance sort', () => {
    const expanded = expandDestination({ a: 2, c: 0, b: 0, department: 75 }, place('department'));
    expect(expanded).toMatchObject({ region: 11, lat: 48.85, lng: 2.35 });
    expect(expanded).not.toHaveProperty('department');
    expect(expanded?.country).toBeUndefined();
  });

  it('widens a region or a touristic region to its country', () => {
    for (const category of ['region', 'touristic_region']) {
      const expanded = expandDestination({ a: 2, c: 0, b: 0, region: 11, touristicregion: 5 }, place(category, { country: 'ES' }));
      expect(expanded, category).toMatchObject({ country: 'ES', lat: 48.85, lng: 2.35 });
      expect(expanded?.region, category).toBeUndefined();
      expect(expanded?.touristicregion, category).toBeUndefined();
    }
  });

  it('has nothing wider for a country, a hotel, or a department without a region above it', () => {
    expect(expandDestination({ a: 2, c: 0, b: 0, country: 'FR' }, place('country'))).toBeUndefined();
    expect(expandDestination({ a: 2, c: 0, b: 0, hotel: 3 }, place('hotel'))).toBeUndefined();
    expect(expandDestination({ a: 2, c: 0, b: 0, department: 75 }, place('department', { hierarchy: [{ id: 1, type: 'country' }] }))).toBeUndefined();
  });

  it('keeps everything that is not the place', () => {
    const expanded = expandDestination(FULL, PARIS);
    expect(expanded).toMatchObject({ a: 3, c: 1, b: 0, theme: 26, tags: [4], checkin: '2030-05-10', checkout: '2030-05-12', stars: [4] });
  });
});

describe('getFallbackSearches', () => {
  it('relaxes in order: place, theme, dates, then the combinations', () => {
    const searches = getFallbackSearches(FULL, PARIS);
    expect(searches.map((search) => search.relaxed)).toEqual([
      ['expand'],
      ['theme'],
      ['dates'],
      ['expand', 'theme'],
      ['expand', 'dates'],
      ['theme', 'dates'],
      ['expand', 'theme', 'dates'],
    ]);
  });

  it('sends the relaxed criteria of each search, without the sort', () => {
    const [expand, theme, dates, , , , all] = getFallbackSearches(FULL, PARIS);
    expect(expand?.criteria).toEqual({
      a: 3,
      c: 1,
      b: 0,
      theme: 26,
      tags: [4],
      checkin: '2030-05-10',
      checkout: '2030-05-12',
      nights: 2,
      stars: [4],
      lat: 48.85,
      lng: 2.35,
      distanceMax: 30,
    });
    expect(theme?.criteria).toEqual({ city: 125, a: 3, c: 1, b: 0, checkin: '2030-05-10', checkout: '2030-05-12', nights: 2, stars: [4] });
    expect(dates?.criteria).toEqual({ city: 125, a: 3, c: 1, b: 0, theme: 26, tags: [4], stars: [4] });
    expect(all?.criteria).toEqual({ a: 3, c: 1, b: 0, stars: [4], lat: 48.85, lng: 2.35, distanceMax: 30 });
    for (const search of getFallbackSearches(FULL, PARIS)) expect(search.criteria).not.toHaveProperty('sort');
  });

  it('sorts by distance exactly the searches whose place was expanded', () => {
    const searches = getFallbackSearches(FULL, PARIS);
    expect(searches.map((search) => search.byDistance)).toEqual([true, false, false, true, true, false, true]);
  });

  it('leaves no undefined keys in the criteria it sends', () => {
    for (const search of getFallbackSearches({ ...FULL, distanceMin: 5 }, PARIS)) {
      expect(Object.values(search.criteria)).not.toContain(undefined);
    }
  });

  it('skips expansions when there is no place or nothing wider', () => {
    const withoutPlace = getFallbackSearches(FULL, null);
    expect(withoutPlace.map((search) => search.relaxed)).toEqual([['theme'], ['dates'], ['theme', 'dates']]);
    expect(withoutPlace.every((search) => !search.byDistance)).toBe(true);
    const country = getFallbackSearches({ ...FULL, city: undefined, country: 'FR' }, place('country'));
    expect(country.map((search) => search.relaxed)).toEqual([['theme'], ['dates'], ['theme', 'dates']]);
  });

  it('skips removing a theme that is not there', () => {
    const { theme: _theme, tags: _tags, ...noTheme } = FULL;
    const searches = getFallbackSearches(noTheme, PARIS);
    expect(searches.map((search) => search.relaxed)).toEqual([['expand'], ['dates'], ['expand', 'dates']]);
  });

  it('skips removing dates that are not there', () => {
    const { checkin: _in, checkout: _out, nights: _nights, ...noDates } = FULL;
    const searches = getFallbackSearches(noDates, PARIS);
    expect(searches.map((search) => search.relaxed)).toEqual([['expand'], ['theme'], ['expand', 'theme']]);
  });

  it('counts nights alone as dates to remove', () => {
    const searches = getFallbackSearches({ a: 2, c: 0, b: 0, nights: 2 }, null);
    expect(searches).toEqual([{ relaxed: ['dates'], criteria: { a: 2, c: 0, b: 0 }, byDistance: false }]);
  });

  it('has nothing to relax for a bare search', () => {
    expect(getFallbackSearches({ a: 2, c: 0, b: 0, sort: 'promo' }, null)).toEqual([]);
  });

  it('does not change the criteria it is given', () => {
    const criteria = structuredClone(FULL);
    getFallbackSearches(criteria, PARIS);
    expect(criteria).toEqual(FULL);
  });
});

describe('mergeFallbackResults', () => {
  const cards = (...pairs: [number, number][]) => pairs.map(([id, hotel]) => ({ id, hotel: { id: hotel } }));

  it('leaves out a hotel the exact results already show, even through another of its offers', () => {
    const merged = mergeFallbackResults(cards([10, 1]), [cards([11, 1], [20, 2]), cards([21, 2], [30, 3])]);
    expect(merged.map((offer) => offer.id)).toEqual([20, 30]);
  });

  it("fills each relaxed search's share with new hotels when some are left out", () => {
    const merged = mergeFallbackResults(cards([10, 1]), [cards([11, 1], [20, 2], [30, 3], [40, 4])]);
    expect(merged.map((offer) => offer.id)).toEqual([20, 30, 40]);
  });

  const offers = (...ids: number[]) => ids.map((id) => ({ id, label: `offer ${id}` }));

  it('takes at most 3 offers from each relaxed search, in order', () => {
    expect(FALLBACK_LIMIT).toBe(3);
    const merged = mergeFallbackResults([], [offers(1, 2, 3, 4), offers(5, 6, 7, 8)]);
    expect(merged.map((offer) => offer.id)).toEqual([1, 2, 3, 5, 6, 7]);
  });

  it('shows an offer only once, where it first appears', () => {
    const merged = mergeFallbackResults([], [offers(1, 2), offers(2, 3, 1)]);
    expect(merged).toEqual(offers(1, 2, 3));
  });

  it('leaves out offers already in the main results', () => {
    const merged = mergeFallbackResults(offers(2, 5), [offers(1, 2), offers(5, 6)]);
    expect(merged.map((offer) => offer.id)).toEqual([1, 6]);
  });

  it('returns nothing for no lists or empty lists', () => {
    expect(mergeFallbackResults(offers(1), [])).toEqual([]);
    expect(mergeFallbackResults(offers(1), [[], []])).toEqual([]);
  });
});

describe('alignHotelDistances', () => {
  it('gives every card of a hotel the distance one of them measured', async () => {
    const { alignHotelDistances } = await import('./fallback');
    const cards = [
      { id: 1, hotel: { id: 7 }, distance: null },
      { id: 2, hotel: { id: 7 }, distance: 12.4 },
      { id: 3, hotel: { id: 8 }, distance: null },
    ];
    expect(alignHotelDistances(cards).map((card) => card.distance)).toEqual([12.4, 12.4, null]);
    expect(alignHotelDistances(cards)[2]).toBe(cards[2]);
  });
});

describe('getFallbackFetchLimit', () => {
  it('asks each relaxed search for its share on top of the hotels already shown', () => {
    expect(getFallbackFetchLimit(0)).toBe(FALLBACK_LIMIT);
    expect(getFallbackFetchLimit(5)).toBe(5 + FALLBACK_LIMIT);
    expect(getFallbackFetchLimit(500)).toBe(100);
  });
});
