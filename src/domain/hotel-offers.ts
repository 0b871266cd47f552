import type { HashCriteria } from './search-hash';

/** The most packages of one hotel the hotel offers drawer asks for (spec §7 numberOfPackagesPerHotel, at most 20). */
export const HOTEL_OFFERS_MAX = 20;

/**
 * The search the hotel offers drawer makes (spec §2): the results' criteria narrowed to the hotel, every package of
 * it (the main search keeps one per hotel), cheapest first.
 */
export function getHotelOffersQuery(criteria: HashCriteria, hotelId: number) {
  const { sort: _sort, ...rest } = criteria;
  return { criteria: { ...rest, hotel: hotelId }, packagesPerHotel: HOTEL_OFFERS_MAX, limit: HOTEL_OFFERS_MAX, order: 'priceAsc' as const };
}

/** The hotel's other packages: the one whose card opened the drawer is already shown on its own. */
export function getOtherHotelOffers<T extends { id: number }>(offers: readonly T[], currentId: number): T[] {
  return offers.filter((offer) => offer.id !== currentId);
}
