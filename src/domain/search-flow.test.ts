import { describe, expect, it } from 'vitest';
import type { HashCriteria } from './search-hash';
import {
  FILTER_KEYS,
  FROM_SEARCH_BAR,
  GIFT_ADULTS,
  PETS_FACILITY,
  applyFacilities,
  applySort,
  countAppliedFilters,
  getChosenFacilities,
  removeAllFilters,
  removeFilters,
  switchFlowCriteria,
} from './search-flow';

const TODAY = '2030-05-01';

/** A booking search with a place, dates, travellers, a theme, filters and a sort. */
const BOOKING: HashCriteria = {
  city: 125,
  lat: 48.85,
  lng: 2.35,
  checkin: '2030-05-10',
  checkout: '2030-05-12',
  a: 3,
  c: 1,
  b: 1,
  s: true,
  theme: 26,
  tags: [4, 5],
  priceMin: 5000,
  stars: [4],
  facilities: ['wifi'],
  petsAllowed: true,
  sort: 'promo',
};

const PAX = { a: 2, c: 0, b: 0 } as const;

describe('switchFlowCriteria', () => {
  it('starts the activity flow from scratch', () => {
    expect(switchFlowCriteria(BOOKING, 'activity', TODAY)).toEqual({ a: 2, c: 0, b: 0 });
  });

  it('switches to gifting without dates, for 2 adults', () => {
    expect(GIFT_ADULTS).toBe(2);
    const gifting = switchFlowCriteria({ ...BOOKING, nights: 2 }, 'gifting', TODAY);
    expect(gifting).toEqual({
      city: 125,
      lat: 48.85,
      lng: 2.35,
      a: 2,
      c: 0,
      b: 0,
      theme: 26,
      tags: [4, 5],
      priceMin: 5000,
      stars: [4],
      facilities: ['wifi'],
      petsAllowed: true,
    });
  });

  it('keeps only the distance sort when switching to gifting (priceQuality is the default anyway)', () => {
    expect(switchFlowCriteria({ ...BOOKING, sort: 'distance' }, 'gifting', TODAY).sort).toBe('distance');
    expect(switchFlowCriteria({ ...BOOKING, sort: 'priceQuality' }, 'gifting', TODAY)).not.toHaveProperty('sort');
    for (const sort of ['promo', 'priceAsc', 'popularity'] as const) {
      expect(switchFlowCriteria({ ...BOOKING, sort }, 'gifting', TODAY), sort).not.toHaveProperty('sort');
    }
  });

  it('drops a distance sort when the search has no coordinates', () => {
    const { lat: _lat, lng: _lng, ...noGeo } = BOOKING;
    expect(switchFlowCriteria({ ...noGeo, sort: 'distance' }, 'gifting', TODAY)).not.toHaveProperty('sort');
    expect(switchFlowCriteria({ ...noGeo, sort: 'distance' }, 'booking', TODAY)).not.toHaveProperty('sort');
  });

  it('keeps future dates, the travellers and the sort when switching to booking', () => {
    expect(switchFlowCriteria(BOOKING, 'booking', TODAY)).toEqual(BOOKING);
    expect(switchFlowCriteria({ ...BOOKING, checkin: TODAY, checkout: '2030-05-02' }, 'booking', TODAY)).toMatchObject({
      checkin: TODAY,
      checkout: '2030-05-02',
    });
  });

  it('drops dates that are past, half given or longer than the calendar allows', () => {
    const past = switchFlowCriteria({ ...BOOKING, checkin: '2030-04-30', checkout: '2030-05-02' }, 'booking', TODAY);
    expect(past).not.toHaveProperty('checkin');
    expect(past).not.toHaveProperty('checkout');
    expect(past).toMatchObject({ city: 125, a: 3, c: 1, b: 1, theme: 26 });
    const { checkout: _out, ...checkinOnly } = BOOKING;
    expect(switchFlowCriteria(checkinOnly, 'booking', TODAY)).not.toHaveProperty('checkin');
    const long = switchFlowCriteria({ ...BOOKING, checkout: '2030-06-10' }, 'hotel', TODAY);
    expect(long).not.toHaveProperty('checkin');
  });

  it('judges the dates against the given day', () => {
    expect(switchFlowCriteria(BOOKING, 'booking', '2030-05-10')).toMatchObject({ checkin: '2030-05-10' });
    expect(switchFlowCriteria(BOOKING, 'booking', '2030-05-11')).not.toHaveProperty('checkin');
  });

  it('drops a gifting sort when switching back to booking', () => {
    for (const sort of ['svPriceAsc', 'svPriceDesc'] as const) {
      expect(switchFlowCriteria({ ...BOOKING, sort }, 'booking', TODAY), sort).not.toHaveProperty('sort');
    }
  });

  it('drops the theme and the promo sort when switching to hotel', () => {
    const hotel = switchFlowCriteria(BOOKING, 'hotel', TODAY);
    expect(hotel).not.toHaveProperty('theme');
    expect(hotel).not.toHaveProperty('sort');
    expect(hotel).toMatchObject({ city: 125, checkin: '2030-05-10', checkout: '2030-05-12', a: 3, c: 1, b: 1 });
    expect(switchFlowCriteria({ ...BOOKING, sort: 'popularity' }, 'hotel', TODAY).sort).toBe('popularity');
  });

  it('does not change the criteria it is given', () => {
    const criteria = structuredClone(BOOKING);
    for (const flow of ['booking', 'hotel', 'gifting', 'activity'] as const) switchFlowCriteria(criteria, flow, '2031-01-01');
    expect(criteria).toEqual(BOOKING);
  });
});

describe('applySort', () => {
  it('stores a sort the flow offers', () => {
    expect(applySort(PAX, 'promo', 'booking')).toEqual({ ...PAX, sort: 'promo' });
    expect(applySort(PAX, 'svPriceDesc', 'gifting')).toEqual({ ...PAX, sort: 'svPriceDesc' });
    expect(applySort({ ...PAX, sort: 'promo' }, 'priceAsc', 'hotel')).toEqual({ ...PAX, sort: 'priceAsc' });
  });

  it('leaves out the default sort', () => {
    expect(applySort({ ...PAX, sort: 'promo' }, 'priceQuality', 'booking')).toEqual(PAX);
  });

  it('leaves out a sort the flow does not offer, or an unknown one', () => {
    expect(applySort({ ...PAX, sort: 'popularity' }, 'promo', 'hotel')).toEqual(PAX);
    expect(applySort(PAX, 'svPriceAsc', 'booking')).toEqual(PAX);
    expect(applySort(PAX, 'priceAsc', 'activity')).toEqual(PAX);
    expect(applySort(PAX, 'cheapest', 'booking')).toEqual(PAX);
  });

  it('sorts by distance only with coordinates', () => {
    expect(applySort(PAX, 'distance', 'booking')).toEqual(PAX);
    expect(applySort({ ...PAX, lat: 1, lng: 2 }, 'distance', 'booking')).toEqual({ ...PAX, lat: 1, lng: 2, sort: 'distance' });
  });
});

describe('applyFacilities', () => {
  it('sends pets as petsAllowed and never as a facility', () => {
    expect(PETS_FACILITY).toBe('pets');
    expect(applyFacilities(PAX, ['wifi', 'pets', 'spa'])).toEqual({ ...PAX, facilities: ['wifi', 'spa'], petsAllowed: true });
    expect(applyFacilities(PAX, ['pets'])).toEqual({ ...PAX, petsAllowed: true });
  });

  it('replaces the earlier choice and clears what was unticked', () => {
    const before = { ...PAX, facilities: ['wifi'], petsAllowed: true };
    expect(applyFacilities(before, ['spa'])).toEqual({ ...PAX, facilities: ['spa'] });
    expect(applyFacilities(before, [])).toEqual(PAX);
  });

  it('shows pets as chosen again when petsAllowed is set', () => {
    expect(getChosenFacilities({ ...PAX, facilities: ['wifi'], petsAllowed: true })).toEqual(['wifi', 'pets']);
    expect(getChosenFacilities({ ...PAX, petsAllowed: false })).toEqual([]);
    const chosen = ['spa', 'pets'];
    expect(getChosenFacilities(applyFacilities(PAX, chosen)).sort()).toEqual([...chosen].sort());
  });
});

describe('removeAllFilters', () => {
  it('keeps the place, dates, travellers, theme and sort and clears every filter', () => {
    const all: HashCriteria = {
      ...BOOKING,
      priceMax: 20000,
      distanceMin: 10,
      distanceMax: 100,
      hotelScore: 8,
      hotelTypes: ['castle'],
      hotelEnvironments: ['sea'],
      hotelStyles: ['design'],
    };
    expect(removeAllFilters(all)).toEqual({
      city: 125,
      lat: 48.85,
      lng: 2.35,
      checkin: '2030-05-10',
      checkout: '2030-05-12',
      a: 3,
      c: 1,
      b: 1,
      s: true,
      theme: 26,
      sort: 'promo',
    });
    expect(countAppliedFilters(removeAllFilters(all))).toBe(0);
  });

  it('removes only the given filters', () => {
    expect(FROM_SEARCH_BAR).toBe('searchbar');
    expect(FILTER_KEYS).toContain('petsAllowed');
    expect(removeFilters(BOOKING, ['facilities', 'petsAllowed'])).toEqual({
      city: 125,
      lat: 48.85,
      lng: 2.35,
      checkin: '2030-05-10',
      checkout: '2030-05-12',
      a: 3,
      c: 1,
      b: 1,
      s: true,
      theme: 26,
      tags: [4, 5],
      priceMin: 5000,
      stars: [4],
      sort: 'promo',
    });
  });
});

describe('countAppliedFilters', () => {
  it('counts nothing for a search without filters', () => {
    expect(countAppliedFilters({ ...PAX, city: 125, theme: 26, checkin: '2030-05-10', sort: 'promo' })).toBe(0);
  });

  it('counts each activity, star, facility (pets included) and amenity', () => {
    expect(countAppliedFilters({ ...PAX, tags: [1, 2] })).toBe(2);
    expect(countAppliedFilters({ ...PAX, stars: [3, 4, 5] })).toBe(3);
    expect(countAppliedFilters({ ...PAX, facilities: ['wifi'], petsAllowed: true })).toBe(2);
    expect(countAppliedFilters({ ...PAX, petsAllowed: false })).toBe(0);
    expect(countAppliedFilters({ ...PAX, hotelTypes: ['castle'], hotelEnvironments: ['sea', 'mountain'], hotelStyles: ['design'] })).toBe(4);
  });

  it('counts one for a score', () => {
    expect(countAppliedFilters({ ...PAX, hotelScore: 8 })).toBe(1);
  });

  it('counts one for a budget that is not the whole slider', () => {
    expect(countAppliedFilters({ ...PAX, priceMin: 5000, priceMax: 20000 })).toBe(1);
    expect(countAppliedFilters({ ...PAX, priceMax: 20000 })).toBe(1);
    expect(countAppliedFilters({ ...PAX, priceMin: 900, priceMax: 25000 })).toBe(0);
    expect(countAppliedFilters({ ...PAX, priceMin: 0 })).toBe(0);
  });

  it('counts one for a distance that is not the whole 0-300 km slider', () => {
    expect(countAppliedFilters({ ...PAX, distanceMin: 10, distanceMax: 100 })).toBe(1);
    expect(countAppliedFilters({ ...PAX, distanceMax: 120 })).toBe(1);
    expect(countAppliedFilters({ ...PAX, distanceMin: 10 })).toBe(1);
    expect(countAppliedFilters({ ...PAX, distanceMin: 0, distanceMax: 300 })).toBe(0);
    expect(countAppliedFilters({ ...PAX, distanceMax: 300 })).toBe(0);
  });

  it('adds everything up', () => {
    expect(countAppliedFilters(BOOKING)).toBe(2 + 1 + 2 + 1);
    expect(countAppliedFilters({ ...BOOKING, hotelScore: 9, distanceMax: 50, hotelStyles: ['design'] })).toBe(2 + 1 + 2 + 1 + 1 + 1 + 1);
  });
});

describe('a flexible month across flows', () => {
  it('goes to the hotel flow, not to gifting (a recipient picks the dates), and a past month is dropped', () => {
    const month = { ...BOOKING, month: '2031-02' };
    expect(switchFlowCriteria(month, 'hotel', '2031-01-10').month).toBe('2031-02');
    expect(switchFlowCriteria(month, 'gifting', '2031-01-10').month).toBeUndefined();
    expect(switchFlowCriteria(month, 'hotel', '2031-03-01').month).toBeUndefined();
  });
});
