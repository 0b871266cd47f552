/**
 * The booking lookup (spec §2, quick action with hash r): a booking number and the email it was booked with show
 * that booking. A wrong pair gets one neutral answer, whichever part is wrong, and attempts are rate-limited.
 */
import type { Kysely, Selectable } from 'kysely';
import { BOOKING_NUMBER_PATTERN, EMAIL_PATTERN, type FieldError } from '../../domain/contact-form';
import type { BookingsTable, Database } from '../db/schema';
import { takeRateLimit } from '../rate-limit.server';

export type BookingView = Pick<
  Selectable<BookingsTable>,
  | 'booking_number'
  | 'market'
  | 'status'
  | 'hotel_id'
  | 'hotel_label'
  | 'package_label'
  | 'checkin'
  | 'nights'
  | 'adults'
  | 'children'
  | 'babies'
  | 'amount'
  | 'invoice_number'
>;

/** Why a field of the lookup form cannot match any booking (spec §8 field errors). */
export type LookupErrors = Partial<Record<'bookingNumber' | 'email', FieldError>>;

export type LookupOutcome =
  { status: 'found'; booking: BookingView } | { status: 'notFound' } | { status: 'rateLimited' } | { status: 'invalid'; errors: LookupErrors };

/**
 * Finds the booking of a number and email pair. A malformed number or email is named as such ('Booking number is
 * composed of 8 digits'), before any attempt is counted; a well-formed wrong pair answers 'notFound'.
 */
export async function lookUpBooking(db: Kysely<Database>, bookingNumber: string, email: string, address: string): Promise<LookupOutcome> {
  const number = bookingNumber.replace(/\s/g, '');
  const mail = email.trim().toLowerCase();
  const errors: LookupErrors = {};
  if (!BOOKING_NUMBER_PATTERN.test(number)) errors.bookingNumber = number ? 'bookingNumber' : 'mandatory';
  if (!EMAIL_PATTERN.test(mail)) errors.email = mail ? 'email' : 'mandatory';
  if (errors.bookingNumber || errors.email) return { status: 'invalid', errors };
  if (!(await takeRateLimit(db, 'bookingLookup', address))) return { status: 'rateLimited' };
  const booking = await db
    .selectFrom('bookings')
    .select([
      'booking_number',
      'market',
      'status',
      'hotel_id',
      'hotel_label',
      'package_label',
      'checkin',
      'nights',
      'adults',
      'children',
      'babies',
      'amount',
      'invoice_number',
    ])
    .where('booking_number', '=', number)
    .where('email', '=', mail)
    .executeTakeFirst();
  return booking ? { status: 'found', booking } : { status: 'notFound' };
}
