import { describe, expect, it } from 'vitest';
import { getHotelOffersQuery, getOtherHotelOffers, HOTEL_OFFERS_MAX } from './hotel-offers';

describe('hotel offers drawer', () => {
  it('asks for every package of the hotel, cheapest first, without the results sort', () => {
    const query = getHotelOffersQuery({ a: 2, c: 0, b: 0, city: 153, checkin: '2027-01-08', checkout: '2027-01-09', sort: 'promo' }, 41);
    expect(query).toEqual({
      criteria: { a: 2, c: 0, b: 0, city: 153, checkin: '2027-01-08', checkout: '2027-01-09', hotel: 41 },
      packagesPerHotel: HOTEL_OFFERS_MAX,
      limit: HOTEL_OFFERS_MAX,
      order: 'priceAsc',
    });
    expect(query.packagesPerHotel).toBeGreaterThan(1);
  });

  it('lists the other packages without the one whose card opened it', () => {
    expect(getOtherHotelOffers([{ id: 7 }, { id: 143 }, { id: 9 }], 143)).toEqual([{ id: 7 }, { id: 9 }]);
    expect(getOtherHotelOffers([{ id: 143 }], 143)).toEqual([]);
  });
});
