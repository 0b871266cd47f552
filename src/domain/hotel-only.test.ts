import { describe, expect, it } from 'vitest';
import { getHotelRate, getSearchedNights, isHotelOnly, isListedInFlow } from './hotel-only';
import { buildHotelRoomsHref, buildResultHref } from './product-link';
import { readHotelHash } from './hotel-hash';

describe('hotel-only offers', () => {
  it('are listed by the hotel flow alone, and the hotel flow lists nothing else', () => {
    expect(isListedInFlow('hotel', 'hotel')).toBe(true);
    for (const flow of ['booking', 'gifting', 'activity', undefined] as const) expect(isListedInFlow('hotel', flow)).toBe(false);
    for (const category of ['weekend', 'single_voucher', 'activity']) {
      expect(isListedInFlow(category, 'hotel')).toBe(false);
      expect(isListedInFlow(category, 'booking')).toBe(true);
      expect(isListedInFlow(category, undefined)).toBe(true);
    }
    expect(isHotelOnly('hotel')).toBe(true);
    expect(isHotelOnly('weekend')).toBe(false);
  });

  it('are searched for any length of stay; a weekend only for its own', () => {
    expect(getSearchedNights({ itemCategory: 'hotel', nights: 1 }, undefined)).toBe(1);
    expect(getSearchedNights({ itemCategory: 'hotel', nights: 1 }, 3)).toBe(3);
    expect(getSearchedNights({ itemCategory: 'weekend', nights: 2 }, undefined)).toBe(2);
    expect(getSearchedNights({ itemCategory: 'weekend', nights: 2 }, 2)).toBe(2);
    expect(getSearchedNights({ itemCategory: 'weekend', nights: 2 }, 1)).toBeNull();
  });

  it('have breakfast when their programme has one', () => {
    expect(getHotelRate([])).toBe('roomOnly');
    expect(getHotelRate([{ type: 'breakfast' }])).toBe('breakfast');
    expect(getHotelRate([{ type: 'activity' }])).toBe('roomOnly');
  });
});

describe('where a result leads', () => {
  const result = { uri: '/fr/sejour/12', nights: 1, hotel: { uri: '/fr/hotel/3' } };
  const criteria = { a: 3, c: 1, b: 0, checkin: '2030-05-03', checkout: '2030-05-05' };

  it('opens the hotel at its rooms with the dates and travellers in the hotel flow', () => {
    const href = buildResultHref(result, 'hotel', criteria);
    expect(href.startsWith('/fr/hotel/3#')).toBe(true);
    const hash = readHotelHash(href.split('#')[1] ?? '', '2030-01-01');
    expect(hash).toEqual({ stay: { checkin: '2030-05-03', checkout: '2030-05-05', adults: 3, children: 1, babies: 0 }, hasStay: true, isOffersAnchor: true });
    expect(buildHotelRoomsHref('/fr/hotel/3', { a: 2, c: 0, b: 0 })).toBe('/fr/hotel/3#products');
    expect(buildHotelRoomsHref('/fr/hotel/3', { a: 2, c: 0, b: 0 }, { checkin: '2030-06-01', checkout: '2030-06-02' })).toBe(
      '/fr/hotel/3#checkin=2030-06-01&checkout=2030-06-02&products',
    );
  });

  it('opens the offer itself in the other flows', () => {
    expect(buildResultHref(result, 'booking', criteria)).toBe('/fr/sejour/12#checkin=2030-05-03&checkout=2030-05-05&a=3&c=1');
    expect(buildResultHref(result, 'gifting', { a: 2, c: 0, b: 0 })).toBe('/fr/sejour/12?flow=gifting#giftNights=1&giftAdults=2');
  });
});
