import { formatHotelHash, OFFERS_ANCHOR } from './hotel-hash';
import type { HashCriteria } from './search-hash';
import type { Flow } from './sorts';

/**
 * Product page address for a result (spec §2 product page: search has flow; hash has checkin, checkout, a, c, b,
 * giftNights, giftAdults): the visitor lands on the offer with the search's dates and travellers.
 */
export function buildProductHref(
  uri: string,
  flow: Flow,
  criteria: HashCriteria,
  nights: number,
  flexibleStay?: { checkin: string; checkout: string },
): string {
  const hash = new URLSearchParams();
  if (flow === 'gifting') {
    hash.set('giftNights', String(criteria.giftNights ?? nights));
    hash.set('giftAdults', '2');
    return `${uri}?flow=gifting#${hash}`;
  }
  const stay = criteria.checkin && criteria.checkout ? { checkin: criteria.checkin, checkout: criteria.checkout } : flexibleStay;
  if (stay) {
    hash.set('checkin', stay.checkin);
    hash.set('checkout', stay.checkout);
  }
  hash.set('a', String(criteria.a));
  if (criteria.c) hash.set('c', String(criteria.c));
  if (criteria.b) hash.set('b', String(criteria.b));
  return `${uri}#${hash}`;
}

/**
 * The hotel page at its rooms (spec §2 hotel page: hash checkin, checkout, a, c, b; anchor products) for a search's
 * dates and travellers, or the stay a flexible month's card found.
 */
export function buildHotelRoomsHref(hotelUri: string, criteria: HashCriteria, flexibleStay?: { checkin: string; checkout: string }): string {
  const dates = criteria.checkin && criteria.checkout ? { checkin: criteria.checkin, checkout: criteria.checkout } : flexibleStay;
  const stay = formatHotelHash({
    checkin: dates?.checkin ?? null,
    checkout: dates?.checkout ?? null,
    adults: criteria.a,
    children: criteria.c,
    babies: criteria.b,
  });
  return `${hotelUri}#${stay ? `${stay}&` : ''}${OFFERS_ANCHOR}`;
}

/**
 * Where a result card (or its pin on the map) leads: the offer's product page with the search's stay; in the hotel
 * flow, one card stands for a hotel's nights, so the hotel's rooms with their rates (ADR 54).
 */
export function buildResultHref(
  result: { uri: string; nights: number; flexibleStay?: { checkin: string; checkout: string } | undefined; hotel: { uri: string } },
  flow: Flow,
  criteria: HashCriteria,
): string {
  return flow === 'hotel'
    ? buildHotelRoomsHref(result.hotel.uri, criteria, result.flexibleStay)
    : buildProductHref(result.uri, flow, criteria, result.nights, result.flexibleStay);
}
