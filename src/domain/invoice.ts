/**
 * What an EU invoice of a stay shows (VAT Directive 2006/112/EC, art. 226; ADR 0024): the seller's name, address and
 * VAT number, and the amount without VAT, the VAT rate and the VAT amount. Prices are paid VAT included (cents).
 */
import type { MarketKey } from '../i18n/markets';
import { getMarketToday } from './market-time';

export type InvoiceCountry = 'FR' | 'ES' | 'IT' | 'NL' | 'BE';

/** The company that sells the stays and issues the invoices. */
export const SELLER = {
  name: 'Halte SAS',
  street: '18 rue de la Gare',
  postcode: '75010',
  city: 'Paris',
  country: 'FR',
  /** Intra-community VAT number: FR, a key, the SIREN. */
  vatNumber: 'FR65912345675',
  registration: 'RCS Paris 912 345 675',
  shareCapitalCents: 1_000_000,
} as const;

/**
 * VAT rate (percent) of a hotel stay in the country of the hotel, where accommodation is taxed (art. 47): the
 * reduced rate of accommodation, applied to the whole package (room with its activities, ADR 0024).
 */
export const ACCOMMODATION_VAT_RATES: Readonly<Record<InvoiceCountry, number>> = {
  FR: 10,
  ES: 10,
  IT: 10,
  NL: 21,
  BE: 6,
};

export interface VatBreakdown {
  /** Percent. */
  rate: number;
  /** Taxable amount, cents. */
  net: number;
  /** VAT, cents. */
  vat: number;
  /** Paid amount, VAT included, cents. */
  total: number;
}

/** Splits a price paid VAT included into its taxable amount and VAT at `rate` percent (VAT rounded to the cent). */
export function getVatBreakdown(totalCents: number, rate: number): VatBreakdown {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError(`Not an amount in cents: ${totalCents}`);
  if (!(rate >= 0 && rate < 100)) throw new RangeError(`Not a VAT rate: ${rate}`);
  const vat = Math.round((totalCents * rate) / (100 + rate));
  return { rate, net: totalCents - vat, vat, total: totalCents };
}

/** The VAT of a stay in a hotel of `country`. */
export function getStayVat(totalCents: number, country: string): VatBreakdown {
  const rate = ACCOMMODATION_VAT_RATES[country as InvoiceCountry];
  if (rate === undefined) throw new RangeError(`No VAT rate for ${country}`);
  return getVatBreakdown(totalCents, rate);
}

/** What an invoice's date can be read from: its order's payment and creation, and the booking's own record. */
export interface InvoiceDateSources {
  paidAt: Date | null;
  orderedAt: Date | null;
  bookedAt: Date;
}

/**
 * The day an invoice is issued: the day its order was paid (the sale, art. 226(1)), else the day it was ordered, else
 * the day the booking was recorded, on the market's clock. Stored instants only: never the day it is looked at.
 */
export function getInvoiceDate(sources: InvoiceDateSources, market: MarketKey): string {
  return getMarketToday(market, sources.paidAt ?? sources.orderedAt ?? sources.bookedAt);
}
