import type { HashCriteria } from './search-hash';
import type { Flow } from './sorts';

/**
 * Product page address for a result (spec §2 product page: search has flow; hash has checkin, checkout, a, c, b,
 * giftNights, giftAdults): the visitor lands on the offer with the search's dates and travellers.
 */
export function buildProductHref(uri: string, flow: Flow, criteria: HashCriteria, nights: number, flexibleStay?: { checkin: string; checkout: string }): string {
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
