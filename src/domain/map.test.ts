import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CENTERS,
  DEFAULT_CENTER,
  MAP_ZOOMS,
  PIN_SIZES,
  getBounds,
  getInitialView,
  getBoundingBoxView,
  getCommonPlace,
  isInBoundingBox,
  isValidBoundingBox,
  toBoundingBox,
  getZoomForCategory,
  isValidPosition,
} from './map';

const PARIS = { lat: 48.8566, lng: 2.3522 };
const LYON = { lat: 45.764, lng: 4.8357 };

describe('map constants', () => {
  it('match the spec', () => {
    expect(MAP_ZOOMS).toEqual({ hotel: 14, city: 12, department: 9, region: 8, large: 6 });
    expect(PIN_SIZES).toEqual({ active: 47, default: 40 });
    expect(DEFAULT_CENTER).toEqual({ lat: 41.3874, lng: 2.1686 });
    expect(Object.keys(COUNTRY_CENTERS).sort()).toEqual(['BE', 'ES', 'FR', 'IT', 'NL']);
  });
});

describe('getZoomForCategory', () => {
  it('zooms by destination category', () => {
    expect(getZoomForCategory('hotel')).toBe(14);
    for (const category of ['city', 'poi', 'ski_resort', 'sea_resort']) expect(getZoomForCategory(category), category).toBe(12);
    expect(getZoomForCategory('department')).toBe(9);
    expect(getZoomForCategory('region')).toBe(8);
    expect(getZoomForCategory('touristic_region')).toBe(8);
  });

  it('shows a large area for a country, no category or an unknown one', () => {
    expect(getZoomForCategory('country')).toBe(6);
    expect(getZoomForCategory(undefined)).toBe(6);
    expect(getZoomForCategory('planet')).toBe(6);
    expect(getZoomForCategory('toString')).toBe(6);
  });
});

describe('map areas', () => {
  it('are four finite coordinates in range, south below north and west before east', () => {
    expect(isValidBoundingBox([44.5, 0.4, 45.3, 1.6])).toBe(true);
    for (const box of [
      [45.3, 0.4, 44.5, 1.6],
      [44.5, 1.6, 45.3, 0.4],
      [44.5, 0.4, 44.5, 1.6],
      [-91, 0, 1, 1],
      [0, -181, 1, 1],
      [0, 0, 1, Number.NaN],
      [0, 0, 1],
    ]) {
      expect(isValidBoundingBox(box), String(box)).toBe(false);
    }
  });

  it('hold the positions on their edges too', () => {
    const box = [44.5, 0.4, 45.3, 1.6] as const;
    expect(isInBoundingBox({ lat: 44.9, lng: 1.2 }, box)).toBe(true);
    expect(isInBoundingBox({ lat: 44.5, lng: 1.6 }, box)).toBe(true);
    expect(isInBoundingBox({ lat: 45.31, lng: 1.2 }, box)).toBe(false);
    expect(isInBoundingBox({ lat: 44.9, lng: 0.39 }, box)).toBe(false);
  });

  it('come from the visible bounds rounded outwards to 4 decimals and cut to the world', () => {
    expect(toBoundingBox({ south: 44.51234, west: 0.40009, north: 45.29991, east: 1.60001 })).toEqual([44.5123, 0.4, 45.3, 1.6001]);
    expect(toBoundingBox({ south: -95, west: -200, north: 95, east: 200 })).toEqual([-90, -180, 90, 180]);
    expect(toBoundingBox({ south: -0.00001, west: -0.00001, north: 0, east: 0 })).toEqual([-0.0001, -0.0001, 0, 0]);
    expect(toBoundingBox({ south: 10, west: 0, north: 10, east: 1 })).toBeNull();
    expect(toBoundingBox({ south: Number.NaN, west: 0, north: 1, east: 1 })).toBeNull();
  });

  it('are shown as they are', () => {
    expect(getBoundingBoxView([44, 0, 46, 2])).toEqual({
      center: { lat: 45, lng: 1 },
      zoom: MAP_ZOOMS.hotel,
      bounds: { south: 44, west: 0, north: 46, east: 2 },
      exact: true,
    });
  });

  it('are named by the deepest place every result shares', () => {
    expect(
      getCommonPlace([
        ['FR', 'r1', 'd1', 'c1'],
        ['FR', 'r1', 'd1', 'c2'],
        ['FR', 'r1', 'd1', 'c1'],
      ]),
    ).toBe('d1');
    expect(getCommonPlace([['FR', 'r1', 'd1', 'c1']])).toBe('c1');
    expect(
      getCommonPlace([
        ['FR', 'r1', 'd1', 'c1'],
        ['FR', 'r1'],
      ]),
    ).toBe('r1');
    expect(
      getCommonPlace([
        ['FR', 'r1'],
        ['IT', 'r2'],
      ]),
    ).toBeNull();
    expect(getCommonPlace([])).toBeNull();
  });
});
describe('getBounds', () => {
  it('holds every position', () => {
    expect(getBounds([PARIS, LYON, { lat: 47, lng: 1 }])).toEqual({ south: LYON.lat, west: 1, north: PARIS.lat, east: LYON.lng });
    expect(getBounds([])).toBeNull();
  });
});

describe('isValidPosition', () => {
  it('refuses impossible coordinates', () => {
    expect(isValidPosition(PARIS)).toBe(true);
    expect(isValidPosition({ lat: 91, lng: 0 })).toBe(false);
    expect(isValidPosition({ lat: 0, lng: -181 })).toBe(false);
    expect(isValidPosition({ lat: Number.NaN, lng: 0 })).toBe(false);
  });
});

describe('getInitialView', () => {
  it('fits several pins, never closer than the hotel zoom', () => {
    const view = getInitialView([PARIS, LYON], { category: 'city', country: 'FR' });
    expect(view.bounds).toEqual({ south: LYON.lat, west: PARIS.lng, north: PARIS.lat, east: LYON.lng });
    expect(view.center).toEqual({ lat: (LYON.lat + PARIS.lat) / 2, lng: (PARIS.lng + LYON.lng) / 2 });
    expect(view.zoom).toBe(MAP_ZOOMS.hotel);
  });

  it('centres one hotel at the hotel zoom, also when several pins share its place', () => {
    expect(getInitialView([PARIS], { category: 'region' })).toEqual({ center: PARIS, zoom: 14, bounds: null });
    expect(getInitialView([PARIS, { ...PARIS }])).toEqual({ center: PARIS, zoom: 14, bounds: null });
  });

  it('ignores pins with impossible coordinates', () => {
    expect(getInitialView([PARIS, { lat: Number.NaN, lng: 2 }])).toEqual({ center: PARIS, zoom: 14, bounds: null });
  });

  it('without pins, shows the searched place at its category zoom', () => {
    expect(getInitialView([], { center: LYON, category: 'department', country: 'FR' })).toEqual({ center: LYON, zoom: 9, bounds: null });
    expect(getInitialView([], { center: LYON })).toEqual({ center: LYON, zoom: 6, bounds: null });
  });

  it('falls back to the country centre, then to the Barcelona area, at the large zoom', () => {
    expect(getInitialView([], { country: 'IT', category: 'city' })).toEqual({ center: COUNTRY_CENTERS.IT, zoom: 6, bounds: null });
    expect(getInitialView([], { center: null, country: 'NL' }).center).toEqual(COUNTRY_CENTERS.NL);
    expect(getInitialView([], { country: 'DE' })).toEqual({ center: DEFAULT_CENTER, zoom: 6, bounds: null });
    expect(getInitialView([])).toEqual({ center: DEFAULT_CENTER, zoom: 6, bounds: null });
  });
});
