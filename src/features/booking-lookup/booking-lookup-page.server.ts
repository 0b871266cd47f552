/** The booking lookup page (spec §2): a form posted to itself, answered with the booking or one neutral message. */
import type { PayLaterPlan } from '../../domain/pay-later';
import { MARKETS, isMarketKey, type MarketKey } from '../../i18n/markets';
import { getSignedBookingPath } from '../../server/orders/booking-access.server';
import { lookUpBooking, type LookupOutcome } from '../../server/contact/booking-lookup.server';
import { getDatabase } from '../../server/db/database';
import { readPayLaterPlan } from '../../server/orders/pay-later-plan';
import { PRIVATE_NO_STORE, REVALIDATE, getClientAddress, readForm, type ScreenRequest, type ScreenResponse } from '../contact/screen-request';

export interface BookingLookupPageProps {
  market: MarketKey;
  values: { bookingNumber: string; email: string };
  /** null before a search; the booking, or why there is none. */
  result: LookupOutcome | null;
  /** How the booking found was paid when paid later (ADR 41). */
  payLater?: PayLaterPlan | null;
  /** The booking found's own page, with its signed link (ADR 55): the number and e-mail proved it. */
  manageHref?: string | null;
}

export type BookingLookupPageResult = { kind: 'bookingLookup'; props: BookingLookupPageProps } & ScreenResponse;

export async function loadBookingLookupPage(market: MarketKey, context: ScreenRequest): Promise<BookingLookupPageResult> {
  if (context.request.method !== 'POST') {
    return { kind: 'bookingLookup', status: 200, cacheControl: REVALIDATE, props: { market, values: { bookingNumber: '', email: '' }, result: null } };
  }
  const form = await readForm(context.request);
  const values = { bookingNumber: (form.bookingNumber ?? '').slice(0, 40), email: (form.email ?? '').slice(0, 254) };
  const { db } = await getDatabase();
  const result = await lookUpBooking(db, values.bookingNumber, values.email, getClientAddress(context));
  const status = result.status === 'rateLimited' ? 429 : result.status === 'invalid' ? 400 : 200;
  const payLater = result.status === 'found' ? await readPayLaterPlan(db, result.booking.booking_number) : null;
  // The booking's page on this site, or on the site of its own country when it was made on another one.
  const bookingMarket =
    result.status === 'found' && isMarketKey(result.booking.market) && MARKETS[result.booking.market].country !== MARKETS[market].country
      ? result.booking.market
      : market;
  const manageHref = result.status === 'found' ? await getSignedBookingPath(db, bookingMarket, result.booking.booking_number) : null;
  return { kind: 'bookingLookup', status, cacheControl: PRIVATE_NO_STORE, props: { market, values, result, payLater, manageHref } };
}
