/**
 * Who may open a booking's page (ADRs 43 and 55): its verified owner (the signed-in account it belongs to, once that
 * account has proven its address), or whoever holds its signed link, the link its confirmation e-mail and the
 * booking lookup (number and e-mail) give. The link's proof is HMAC-SHA-256 of the booking number with a shared
 * secret: it cannot be guessed from the number, and every instance checks it alike. Anyone else gets nothing,
 * the same nothing whether the booking exists or not.
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { isEmailVerified } from '../auth/email-proof.server';
import { isSameSecret } from '../auth/tokens';
import type { Database } from '../db/schema';
import { getSharedSecret } from '../secrets.server';

/**
 * Who may act on a booking (ADR 43): the account it belongs to, by id; or a guest with the proof the booking lookup
 * asks for (its number and the e-mail it was made with), or the booking's signed link.
 */
export type BookingOwner = { customerId: string } | { email: string };

/** The query parameter of the signed link. */
export const BOOKING_PROOF_PARAM = 'k';
const BOOKING_NUMBER = /^\d{8}$/;

/** The proof of booking `bookingNumber`'s signed link. */
export async function getBookingProof(db: Kysely<Database>, bookingNumber: string): Promise<string> {
  return createHmac('sha256', await getSharedSecret(db, 'booking-links'))
    .update(`booking:${bookingNumber}`)
    .digest('base64url')
    .slice(0, 22);
}

/** Whether `proof` is booking `bookingNumber`'s link proof (compared in constant time). */
export async function isBookingProof(db: Kysely<Database>, bookingNumber: string, proof: string | null | undefined): Promise<boolean> {
  return (
    typeof proof === 'string' && proof.length === 22 && BOOKING_NUMBER.test(bookingNumber) && isSameSecret(proof, await getBookingProof(db, bookingNumber))
  );
}

/** The booking page's path with its proof: '/fr/ma-reservation/12345678?k=…'. */
export async function getSignedBookingPath(db: Kysely<Database>, market: MarketKey, bookingNumber: string): Promise<string> {
  return `${buildPath(market, 'booking', { id: bookingNumber })}?${new URLSearchParams({ [BOOKING_PROOF_PARAM]: await getBookingProof(db, bookingNumber) })}`;
}

/**
 * How a request may act on a booking: as its owning account (by id) or as the holder of its link (by the e-mail it
 * was booked with, as the booking lookup proves it). `proof` is the link's, for the page's own links and forms.
 */
export interface BookingAccess {
  owner: BookingOwner;
  via: 'account' | 'link';
  proof: string | null;
}

/**
 * The access a request has to booking `bookingNumber`: a valid link proof, or a signed-in customer who owns it and
 * has proven their address (an unproven address proves nothing, ADR 43). Null for anyone else and for a booking
 * that does not exist, alike.
 */
export async function getBookingAccess(
  db: Kysely<Database>,
  bookingNumber: string,
  request: { customerId: string | null; proof: string | null },
): Promise<BookingAccess | null> {
  if (!BOOKING_NUMBER.test(bookingNumber)) return null;
  const hasProof = await isBookingProof(db, bookingNumber, request.proof);
  // Without a proof or a session there is nothing to look up: a guess costs no database read.
  if (!hasProof && !request.customerId) return null;
  const booking = await db.selectFrom('bookings').select(['email', 'customer_id']).where('booking_number', '=', bookingNumber).executeTakeFirst();
  if (!booking) return null;
  if (request.customerId && booking.customer_id === request.customerId && (await isEmailVerified(db, request.customerId))) {
    return { owner: { customerId: request.customerId }, via: 'account', proof: hasProof ? request.proof : null };
  }
  return hasProof ? { owner: { email: booking.email }, via: 'link', proof: request.proof } : null;
}
