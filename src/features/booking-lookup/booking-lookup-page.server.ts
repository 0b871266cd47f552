/** The booking lookup page (spec §2): a form posted to itself, answered with the booking or one neutral message. */
import type { PayLaterPlan } from '../../domain/pay-later';
import type { MarketKey } from '../../i18n/markets';
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
  return { kind: 'bookingLookup', status, cacheControl: PRIVATE_NO_STORE, props: { market, values, result, payLater } };
}
