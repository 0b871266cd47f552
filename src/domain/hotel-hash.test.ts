import { describe, expect, it } from 'vitest';
import { DEFAULT_STAY, formatHotelHash, getStayNights, readHotelHash } from './hotel-hash';

const TODAY = '2025-06-01';

describe('readHotelHash', () => {
  it('defaults to 2 adults, no children, no babies and no dates', () => {
    expect(readHotelHash('', TODAY)).toEqual({ stay: DEFAULT_STAY, hasStay: false, isOffersAnchor: false });
  });

  it('reads dates and travellers', () => {
    expect(readHotelHash('#checkin=2025-06-06&checkout=2025-06-08&a=3&c=1&b=1', TODAY).stay).toEqual({
      checkin: '2025-06-06',
      checkout: '2025-06-08',
      adults: 3,
      children: 1,
      babies: 1,
    });
  });

  it('treats #products as the offers anchor, alone or with the stay', () => {
    expect(readHotelHash('#products', TODAY)).toEqual({ stay: DEFAULT_STAY, hasStay: false, isOffersAnchor: true });
    const both = readHotelHash('#checkin=2025-06-06&checkout=2025-06-07&products', TODAY);
    expect(both.isOffersAnchor).toBe(true);
    expect(both.stay.checkin).toBe('2025-06-06');
  });

  it('tells a plain anchor from a stay', () => {
    expect(readHotelHash('#about', TODAY).hasStay).toBe(false);
    expect(readHotelHash('#a=2', TODAY).hasStay).toBe(true);
  });

  it('drops dates in the past, alone, reversed or too far apart for the offers', () => {
    expect(readHotelHash('#checkin=2025-05-30&checkout=2025-06-02', TODAY).stay.checkin).toBeNull();
    expect(readHotelHash('#checkin=2025-06-06', TODAY).stay).toEqual(DEFAULT_STAY);
    expect(readHotelHash('#checkin=2025-06-08&checkout=2025-06-06', TODAY).stay.checkout).toBeNull();
    expect(readHotelHash('#checkin=2025-06-06&checkout=2025-06-14', TODAY).stay.checkin).toBeNull();
    expect(readHotelHash('#checkin=2025-06-06&checkout=2025-06-13', TODAY).stay.checkout).toBe('2025-06-13');
  });

  it('keeps a stay starting today', () => {
    expect(readHotelHash('#checkin=2025-06-01&checkout=2025-06-02', TODAY).stay.checkin).toBe(TODAY);
  });

  it('ignores travellers out of bounds', () => {
    expect(readHotelHash('#a=0&c=11&b=-1', TODAY).stay).toEqual(DEFAULT_STAY);
  });
});

describe('formatHotelHash', () => {
  it('writes nothing for the default stay', () => {
    expect(formatHotelHash(DEFAULT_STAY)).toBe('');
  });

  it('writes dates and travellers other than the defaults, in a fixed order', () => {
    expect(formatHotelHash({ checkin: '2025-06-06', checkout: '2025-06-08', adults: 2, children: 1, babies: 0 })).toBe(
      'checkin=2025-06-06&checkout=2025-06-08&c=1',
    );
  });

  it('reads back what it writes', () => {
    const stay = { checkin: '2025-06-06', checkout: '2025-06-09', adults: 4, children: 2, babies: 1 };
    expect(readHotelHash(formatHotelHash(stay), TODAY).stay).toEqual(stay);
  });
});

describe('getStayNights', () => {
  it('counts the nights between the dates, or null without both', () => {
    expect(getStayNights({ ...DEFAULT_STAY, checkin: '2025-06-06', checkout: '2025-06-08' })).toBe(2);
    expect(getStayNights(DEFAULT_STAY)).toBeNull();
  });
});
