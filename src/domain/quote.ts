import { addIsoDays, isIsoDate } from './iso-date';

/** Quote rules: bookability, quote error messages, local tax and cancellation. */

/** Error code the price service sends when the chosen check-in day cannot be booked. */
export const CHECKIN_NOT_AVAILABLE_CODE = 'CHECKIN_NOT_AVAILABLE';

/** Message when the server sent errors but none carries a code or a message (English; caller translates). */
export const QUOTE_ERROR_NOT_BOOKABLE = 'The offer is not bookable with these criterias';

/** Message when the quote failed without any error detail (English; caller translates). */
export const QUOTE_ERROR_GENERIC = 'Quote error';

/** Share of each night's price refunded on a cancellation on or before the deadline. */
export const CANCELLATION_REFUND_RATE = 0.8;

/** The refund rate as each locale writes it: a page shows it on every offer, and a number format is slow to make. */
const refundRates = new Map<string, string>();

/** CANCELLATION_REFUND_RATE as a locale writes a percentage ('80 %' in French, '80%' in English). */
export function formatRefundRate(tag: string): string {
  let text = refundRates.get(tag);
  if (text === undefined) {
    text = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(CANCELLATION_REFUND_RATE);
    refundRates.set(tag, text);
  }
  return text;
}

/** One error of the price or quote service. */
export interface QuoteError {
  code?: string;
  message?: string;
}

/** Product data that decides whether it can be booked. */
export interface BookableInput {
  published: boolean;
  /** Errors of the price call; absent or empty when the price came back. */
  priceError?: readonly QuoteError[] | null;
}

/** A published product with no price error is bookable. */
export function isBookable({ published, priceError }: BookableInput): boolean {
  return published && (priceError ?? []).length === 0;
}

/**
 * Message of a failed quote: the code (else the message) of the first error that has one; else
 * QUOTE_ERROR_NOT_BOOKABLE when errors came without detail; else QUOTE_ERROR_GENERIC when there
 * are no errors at all.
 */
export function getQuoteErrorMessage(errors?: readonly QuoteError[] | null): string {
  if (!errors || errors.length === 0) return QUOTE_ERROR_GENERIC;
  for (const error of errors) {
    const text = error.code || error.message;
    if (text) return text;
  }
  return QUOTE_ERROR_NOT_BOOKABLE;
}

/** Local (tourist) tax of a hotel: a percentage of the booking or an amount per person per night. */
export interface LocalTax {
  type: 'BOOKING_PERCENTAGE' | 'PER_PERSON_PER_NIGHT';
  /** Cents per adult per night, for PER_PERSON_PER_NIGHT. */
  amount?: number;
  /** Percent points (5 = 5 %) of the package price, for BOOKING_PERCENTAGE. */
  percentage?: number;
}

/** The stay the tax applies to. */
export interface TaxedStay {
  adults: number;
  /** Children are exempt from the per-person tax; kept so callers pass the whole party. */
  children: number;
  nights: number;
  packageCents: number;
}

/**
 * Local tax in cents: amount × adults × nights (children exempt), or the package price × percentage
 * / 100 rounded to the cent. A missing amount or percentage counts as 0.
 */
export function getLocalTaxTotal(tax: LocalTax, stay: TaxedStay): number {
  if (tax.type === 'PER_PERSON_PER_NIGHT') return (tax.amount ?? 0) * stay.adults * stay.nights;
  return Math.round((stay.packageCents * (tax.percentage ?? 0)) / 100);
}

/** Total of the stay in cents: what is paid today plus the local tax paid at the hotel. */
export function getStayTotal(todayAmountCents: number, taxTotalCents: number): number {
  return todayAmountCents + taxTotalCents;
}

/** Last day a cancellation refunds (and a modification is free): `daysBefore` days before check-in. */
export function getCancellationDeadline(checkin: string, daysBefore: number): string {
  return addIsoDays(checkin, -daysBefore);
}

/** A cancellation to refund. */
export interface RefundInput {
  nightsPrices: readonly number[];
  cancelledOn: string;
  deadline: string;
}

/**
 * Refund in cents: on or before the deadline, CANCELLATION_REFUND_RATE of each night rounded down
 * per night; after the deadline, 0.
 */
export function getRefund({ nightsPrices, cancelledOn, deadline }: RefundInput): number {
  if (!isFreeModification(cancelledOn, deadline)) return 0;
  const percent = Math.round(CANCELLATION_REFUND_RATE * 100);
  return nightsPrices.reduce((sum, price) => sum + Math.floor((price * percent) / 100), 0);
}

/** True when `date` is on or before the deadline (the deadline day itself is still free). */
export function isFreeModification(date: string, deadline: string): boolean {
  if (!isIsoDate(date) || !isIsoDate(deadline)) throw new RangeError(`Not YYYY-MM-DD days: ${date}, ${deadline}`);
  return date <= deadline;
}
