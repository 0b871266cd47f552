/**
 * Reviews from real stays (ADR 58): the booking's guest writes one review of the stay, after check-out and within
 * the review window, signed in as the booking's owner or through the signed link of the review-request e-mail.
 * Publishing adds the review, works out the hotel's count and score again and tells every instance (ADR 31).
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  getPartyTravellerType,
  getReviewAverage,
  getReviewEligibility,
  getReviewLastDay,
  getReviewOpeningDay,
  getReviewerName,
  getStayMonth,
  type ReviewEligibility,
  type ReviewInput,
} from '../../domain/verified-reviews';
import { getCheckoutDay, type TripStatus } from '../../domain/trips';
import { DEFAULT_MARKET, isMarketKey, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { isSameSecret } from '../auth/tokens';
import { refreshHotelReviewScore } from '../catalog/reviews.server';
import { forgetCatalogReads, publishCatalogChange } from '../db/changes';
import type { Database } from '../db/schema';
import { getPublicOrigin } from '../mail/mail-config';
import { getSharedSecret } from '../secrets.server';

const BOOKING_NUMBER = /^\d{8}$/;

/** Who asks: the signed-in customer (or null), and the proof of a review link (or null). */
export interface ReviewAccess {
  customerId: string | null;
  proof: string | null;
}

/** The signature a review link carries for a booking: HMAC-SHA-256 of its number with the shared 'review-links' secret. */
export async function getReviewProof(db: Kysely<Database>, bookingNumber: string): Promise<string> {
  return createHmac('sha256', await getSharedSecret(db, 'review-links'))
    .update(`review:${bookingNumber}`)
    .digest('base64url');
}

/** Whether `proof` is the review link's signature of this booking. */
export async function isReviewProof(db: Kysely<Database>, bookingNumber: string, proof: string | null | undefined): Promise<boolean> {
  return typeof proof === 'string' && BOOKING_NUMBER.test(bookingNumber) && isSameSecret(proof, await getReviewProof(db, bookingNumber));
}

/**
 * The link of a booking's review-request e-mail: the review form of its stay, in the booking's market, signed so that
 * whoever opens it from the guest's mailbox may write the review without signing in. Absolute (HALTE_PUBLIC_ORIGIN).
 */
export async function buildReviewLink(db: Kysely<Database>, booking: { bookingNumber: string; market: string }): Promise<string> {
  const market: MarketKey = isMarketKey(booking.market) ? booking.market : DEFAULT_MARKET;
  const proof = await getReviewProof(db, booking.bookingNumber);
  return `${getPublicOrigin()}${buildPath(market, 'review', { id: booking.bookingNumber })}?${new URLSearchParams({ k: proof })}`;
}

/** A booking as the review page shows it. */
export interface ReviewedBooking {
  bookingNumber: string;
  market: string;
  status: TripStatus;
  hotelId: number;
  hotelLabel: string;
  packageLabel: string;
  checkin: string;
  checkout: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
  firstName: string;
  lastName: string;
}

/** A booking's stay and whether it may be reviewed today, with the review once written. */
export interface ReviewableStay {
  booking: ReviewedBooking;
  eligibility: ReviewEligibility;
  /** First and last day of the review window, 'YYYY-MM-DD'. */
  openingDay: string;
  lastDay: string;
  /** How the review will sign, 'Camille M.'. */
  reviewerName: string;
  /** Who the guest travelled with, as the form first proposes it. */
  partyType: ReturnType<typeof getPartyTravellerType>;
  review: { average: number; positive: string | null; negative: string | null; date: string } | null;
}

const BOOKING_COLUMNS = [
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
  'first_name',
  'last_name',
  'customer_id',
] as const;

type BookingRow = {
  booking_number: string;
  market: string;
  status: TripStatus;
  hotel_id: number;
  hotel_label: string;
  package_label: string;
  checkin: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
  first_name: string;
  last_name: string;
  customer_id: string | null;
};

/** Whether `access` may see and review this booking: its owner's account (ADR 43), or its review link's proof. */
async function mayReview(db: Kysely<Database>, row: BookingRow, access: ReviewAccess): Promise<boolean> {
  if (access.customerId !== null && row.customer_id === access.customerId) return true;
  return isReviewProof(db, row.booking_number, access.proof);
}

function toBooking(row: BookingRow): ReviewedBooking {
  return {
    bookingNumber: row.booking_number,
    market: row.market,
    status: row.status,
    hotelId: row.hotel_id,
    hotelLabel: row.hotel_label,
    packageLabel: row.package_label,
    checkin: row.checkin,
    checkout: getCheckoutDay(row),
    nights: row.nights,
    adults: row.adults,
    children: row.children,
    babies: row.babies,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}

/**
 * The stay of booking `bookingNumber` for its review page, or undefined when it is not one `access` may see (no such
 * booking, another account's, a link whose signature does not hold): the page then answers 404, whatever the reason.
 */
export async function readReviewableStay(
  db: Kysely<Database>,
  bookingNumber: string,
  access: ReviewAccess,
  today: string,
): Promise<ReviewableStay | undefined> {
  if (!BOOKING_NUMBER.test(bookingNumber)) return undefined;
  const row = await db.selectFrom('bookings').select(BOOKING_COLUMNS).where('booking_number', '=', bookingNumber).executeTakeFirst();
  if (!row || !(await mayReview(db, row, access))) return undefined;
  const review = await db
    .selectFrom('reviews')
    .select(['average', 'positive', 'negative', 'date'])
    .where('booking_number', '=', bookingNumber)
    .executeTakeFirst();
  const booking = toBooking(row);
  return {
    booking,
    eligibility: getReviewEligibility({ ...booking, reviewed: review !== undefined }, today),
    openingDay: getReviewOpeningDay(booking),
    lastDay: getReviewLastDay(booking),
    reviewerName: getReviewerName(booking.firstName, booking.lastName),
    partyType: getPartyTravellerType(booking),
    review: review ?? null,
  };
}

export type PublishResult = { ok: true; reviewId: number; hotelId: number } | { ok: false; reason: Exclude<ReviewEligibility, 'open'> | 'notFound' };

/**
 * Publishes the review of booking `bookingNumber`, written by someone `access` lets in, if the stay may be reviewed
 * today. One transaction: the booking's row is locked first (of two posts of the same form, the second finds the
 * review), then the hotel's (two reviews of one hotel both count), the review is added, the hotel's count and score
 * are worked out again, and the change leaves for every instance at commit (their caches and search index follow;
 * nothing waits for the index).
 */
export async function publishVerifiedReview(
  db: Kysely<Database>,
  { bookingNumber, access, review, today }: { bookingNumber: string; access: ReviewAccess; review: ReviewInput; today: string },
): Promise<PublishResult> {
  if (!BOOKING_NUMBER.test(bookingNumber)) return { ok: false, reason: 'notFound' };
  const result = await db.transaction().execute(async (trx): Promise<PublishResult> => {
    const row = await trx.selectFrom('bookings').select(BOOKING_COLUMNS).where('booking_number', '=', bookingNumber).forUpdate().executeTakeFirst();
    if (!row || !(await mayReview(trx, row, access))) return { ok: false, reason: 'notFound' };
    const existing = await trx.selectFrom('reviews').select('id').where('booking_number', '=', bookingNumber).executeTakeFirst();
    const eligibility = getReviewEligibility({ ...toBooking(row), reviewed: existing !== undefined }, today);
    if (eligibility !== 'open') return { ok: false, reason: eligibility };
    // The catalogue's hotel: a booking outlives a hotel that left the catalogue, its review has nowhere to appear.
    const hotel = await trx.selectFrom('hotels').select('id').where('id', '=', row.hotel_id).forUpdate().executeTakeFirst();
    if (!hotel) return { ok: false, reason: 'notFound' };
    const { scores } = review;
    const inserted = await trx
      .insertInto('reviews')
      .values({
        hotel_id: hotel.id,
        locale: review.locale,
        customer: getReviewerName(row.first_name, row.last_name),
        type: review.type,
        date: today,
        average: getReviewAverage(scores),
        welcoming: scores.welcoming,
        comfort: scores.comfort,
        cleanliness: scores.cleanliness,
        food: scores.food,
        localization: scores.localization,
        price_quality_ratio: scores.priceQualityRatio,
        positive: review.positive,
        negative: review.negative,
        source: 'verified',
        booking_number: bookingNumber,
        stay_month: getStayMonth(row.checkin),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refreshHotelReviewScore(trx, hotel.id);
    await publishCatalogChange(trx);
    return { ok: true, reviewId: inserted.id, hotelId: hotel.id };
  });
  // This instance's next page shows the review at once; the others (and this one's search index) follow the notification.
  if (result.ok) forgetCatalogReads();
  return result;
}

/** Whether each of these bookings has its review (for the trips page). */
export async function getReviewedBookings(db: Kysely<Database>, bookingNumbers: readonly string[]): Promise<Set<string>> {
  if (bookingNumbers.length === 0) return new Set();
  const rows = await db.selectFrom('reviews').select('booking_number').where('booking_number', 'in', bookingNumbers).execute();
  return new Set(rows.flatMap((row) => (row.booking_number ? [row.booking_number] : [])));
}
