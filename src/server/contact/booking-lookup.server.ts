/**
 * The booking lookup (spec §2, quick action with hash r): a booking number and the email it was booked with show
 * that booking. A wrong pair gets one neutral answer, whichever part is wrong, and attempts are rate-limited.
 */
import type { Kysely, Selectable } from 'kysely';
import { BOOKING_NUMBER_PATTERN, EMAIL_PATTERN } from '../../domain/contact-form';
import type { BookingsTable, Database } from '../db/schema';
import { takeRateLimit } from '../rate-limit.server';

export type BookingView = Pick<
  Selectable<BookingsTable>,
  'booking_number' | 'status' | 'hotel_id' | 'hotel_label' | 'package_label' | 'checkin' | 'nights' | 'adults' | 'children' | 'babies' | 'amount' | 'invoice_number'
>;

export type LookupOutcome = { status: 'found'; booking: BookingView } | { status: 'notFound' } | { status: 'rateLimited' };

/** Finds the booking of a number and email pair; input that cannot match answers 'notFound' like a wrong pair. */
export async function lookUpBooking(db: Kysely<Database>, bookingNumber: string, email: string, address: string): Promise<LookupOutcome> {
  if (!(await takeRateLimit(db, 'bookingLookup', address))) return { status: 'rateLimited' };
  const number = bookingNumber.replace(/\s/g, '');
  const mail = email.trim().toLowerCase();
  if (!BOOKING_NUMBER_PATTERN.test(number) || !EMAIL_PATTERN.test(mail)) return { status: 'notFound' };
  const booking = await db
    .selectFrom('bookings')
    .select(['booking_number', 'status', 'hotel_id', 'hotel_label', 'package_label', 'checkin', 'nights', 'adults', 'children', 'babies', 'amount', 'invoice_number'])
    .where('booking_number', '=', number)
    .where('email', '=', mail)
    .executeTakeFirst();
  return booking ? { status: 'found', booking } : { status: 'notFound' };
}
