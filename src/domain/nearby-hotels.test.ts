import { describe, expect, it } from 'vitest';
import { NEARBY_HOTELS_LIMIT, NEARBY_HOTELS_RADIUS_KM, selectNearbyHotels } from './nearby-hotels';

const candidate = (hotelId: number, distanceKm: number | null, offer = hotelId * 10) => ({ hotelId, distanceKm, offer });

describe('nearby hotels constants', () => {
  it('suggests up to 8 hotels within 50 km', () => {
    expect(NEARBY_HOTELS_LIMIT).toBe(8);
    expect(NEARBY_HOTELS_RADIUS_KM).toBe(50);
  });
});

describe('selectNearbyHotels', () => {
  it('never suggests the hotel shown', () => {
    expect(selectNearbyHotels([candidate(1, 0), candidate(2, 3)], 1).map((c) => c.hotelId)).toEqual([2]);
  });

  it('keeps hotels up to 50 km, the limit included', () => {
    const selected = selectNearbyHotels([candidate(2, 50), candidate(3, 50.1), candidate(4, 12)], 1);
    expect(selected.map((c) => c.hotelId)).toEqual([4, 2]);
  });

  it('leaves out unknown and impossible distances', () => {
    const selected = selectNearbyHotels([candidate(2, null), candidate(3, Number.NaN), candidate(4, -1), candidate(5, 8)], 1);
    expect(selected.map((c) => c.hotelId)).toEqual([5]);
  });

  it('shows the nearest first, equal distances by hotel id', () => {
    const selected = selectNearbyHotels([candidate(9, 20), candidate(3, 5), candidate(7, 5), candidate(4, 1.5)], 1);
    expect(selected.map((c) => c.hotelId)).toEqual([4, 3, 7, 9]);
  });

  it('shows each hotel once, with its first candidate', () => {
    const selected = selectNearbyHotels([candidate(2, 4, 100), candidate(2, 4, 200), candidate(3, 2)], 1);
    expect(selected).toEqual([candidate(3, 2), candidate(2, 4, 100)]);
  });

  it('stops at 8 hotels, the nearest ones', () => {
    const many = Array.from({ length: 20 }, (_, i) => candidate(100 - i, 40 - i));
    const selected = selectNearbyHotels(many, 1);
    expect(selected).toHaveLength(8);
    expect(selected.map((c) => c.distanceKm)).toEqual([21, 22, 23, 24, 25, 26, 27, 28]);
  });

  it('gives nothing when nothing is around', () => {
    expect(selectNearbyHotels([], 1)).toEqual([]);
  });
});
