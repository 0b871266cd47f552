/**
 * The all-in price of a stay (ADR 53): the package price for the party and the nights plus the tourist tax the
 * hotel collects for them, so that the figure shown is the figure paid. Babies are free (no package share, no
 * tax); children pay the package but no per-person tax (getLocalTaxTotal).
 */
import { getLocalTaxTotal, getStayTotal, type LocalTax } from './quote';
import type { Flow } from './sorts';

/** The travellers a price is for. */
export interface AllInParty {
  adults: number;
  children: number;
  babies: number;
}

/** A priced stay: its whole price for the party (cents), its first night and its length. */
export interface PricedStay {
  sellPrice: number;
  checkin: string;
  nights: number;
}

/** What an all-in figure is for and made of; the caption says the party and the nights. */
export interface AllInPrice extends AllInParty {
  /** sellPrice + localTax, in cents: the quote's stay total for the same stay and party. */
  total: number;
  /** The tourist tax part, in cents, paid at the hotel. */
  localTax: number;
  checkin: string;
  nights: number;
}

/** The all-in price of `stay` for `party` at a hotel whose tourist tax is `tax`. */
export function getAllInPrice(stay: PricedStay, party: AllInParty, tax: LocalTax): AllInPrice {
  const localTax = getLocalTaxTotal(tax, { adults: party.adults, children: party.children, nights: stay.nights, packageCents: stay.sellPrice });
  return {
    total: getStayTotal(stay.sellPrice, localTax),
    localTax,
    checkin: stay.checkin,
    nights: stay.nights,
    adults: party.adults,
    children: party.children,
    babies: party.babies,
  };
}

/** The parts of the party a caption names, in order: adults always, children and babies only when there are some. */
export function getAllInPartyParts(party: AllInParty): Array<{ kind: 'adults' | 'children' | 'babies'; count: number }> {
  return [
    { kind: 'adults' as const, count: party.adults },
    { kind: 'children' as const, count: party.children },
    { kind: 'babies' as const, count: party.babies },
  ].filter((part) => part.kind === 'adults' || part.count > 0);
}

/**
 * Flows whose cards can show all-in prices: stays booked with dates (booking, hotel). A gift is sold at its bucket's
 * price with no stay yet, and an activity has no night to tax.
 */
export function hasAllInPrice(flow: Flow): boolean {
  return flow === 'booking' || flow === 'hotel';
}
