import type { Kysely } from 'kysely';
import { getInvoiceDate } from '../../domain/invoice';
import { getCheckoutDay, groupTrips, hasInvoice, isUpcomingTrip, type Trip, type TripGroups } from '../../domain/trips';
import { getReviewEligibility, getReviewLastDay, type ReviewEligibility } from '../../domain/verified-reviews';
import { DEFAULT_MARKET, isMarketKey } from '../../i18n/markets';
import type { Database } from '../db/schema';
import { getRefundedCents } from '../orders/order-payments.server';
import { previewCancellation, type CancellationPreview } from '../orders/booking-cancellation.server';
import { getDateChangeWindowOf } from '../orders/date-changes.server';
import type { DateChangeWindow } from '../../domain/date-change';
import { getReviewedBookings } from '../reviews/verified-reviews.server';

/** A booking on the trips page (spec §2 account trips: status, dates, hotel, amount, invoice). */
export interface TripSummary extends Trip {
  market: string;
  hotelId: number;
  hotelLabel: string;
  packageId: number;
  packageLabel: string;
  checkout: string;
  adults: number;
  children: number;
  babies: number;
  /** Cents. */
  amount: number;
  invoiceNumber: string | null;
  hasInvoice: boolean;
  firstName: string;
  lastName: string;
  bookedOn: string;
  /**
   * An upcoming booking of this site: whether it may be cancelled and what that gives back today, worked out as the
   * cancellation does (previewCancellation); null for others.
   */
  cancellation: CancellationPreview | null;
  /** An upcoming booking of this site: whether its dates may be changed today, else why not (ADR 57); null for others. */
  dateChange: DateChangeWindow | null;
  /** A stay that is over: whether it may be reviewed now (ADR 58) and until when; null for others. */
  review: { eligibility: ReviewEligibility; lastDay: string } | null;
  /** Sent back or on its way to the card or account that paid (the cancellation's and goodwill refunds), in cents. */
  refundedCents: number;
}

function toTrip(row: {
  booking_number: string;
  market: string;
  status: Trip['status'];
  hotel_id: number;
  hotel_label: string;
  package_id: number;
  package_label: string;
  checkin: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
  amount: number;
  invoice_number: string | null;
  first_name: string;
  last_name: string;
  created_at: Date;
}): TripSummary {
  const trip = { bookingNumber: row.booking_number, status: row.status, checkin: row.checkin, nights: row.nights, invoiceNumber: row.invoice_number };
  return {
    ...trip,
    market: row.market,
    hotelId: row.hotel_id,
    hotelLabel: row.hotel_label,
    packageId: row.package_id,
    packageLabel: row.package_label,
    checkout: getCheckoutDay(trip),
    adults: row.adults,
    children: row.children,
    babies: row.babies,
    amount: row.amount,
    hasInvoice: hasInvoice(trip),
    firstName: row.first_name,
    lastName: row.last_name,
    bookedOn: new Date(row.created_at).toISOString().slice(0, 10),
    cancellation: null,
    dateChange: null,
    review: null,
    refundedCents: 0,
  };
}

const COLUMNS = [
  'booking_number',
  'market',
  'status',
  'hotel_id',
  'hotel_label',
  'package_id',
  'package_label',
  'checkin',
  'nights',
  'adults',
  'children',
  'babies',
  'amount',
  'invoice_number',
  'first_name',
  'last_name',
  'created_at',
] as const;

/**
 * The customer's trips, upcoming and past, with what cancelling one would give back: the bookings of account
 * `customerId` (made signed in, or without signing in with the address the account proved; ADR 43). Never by
 * e-mail alone: an address proves nothing until verified.
 */
export async function getTrips(db: Kysely<Database>, customerId: string, today: string): Promise<TripGroups<TripSummary>> {
  const rows = await db.selectFrom('bookings').select(COLUMNS).where('customer_id', '=', customerId).limit(500).execute();
  const over = rows.filter((row) => row.status !== 'CANCELLED' && !isUpcomingTrip(toTrip(row), today));
  const reviewed = await getReviewedBookings(
    db,
    over.map((row) => row.booking_number),
  );
  const refunded = await getRefundedCents(
    db,
    rows.map((row) => row.booking_number),
  );
  const trips: TripSummary[] = [];
  for (const row of rows) {
    // Only a confirmed stay still ahead can be cancelled: a few per customer, one preview each.
    const cancellation = row.status === 'CONFIRMED' && row.checkin > today ? await previewCancellation(db, row.booking_number, { customerId }, today) : null;
    const dateChange = cancellation ? await getDateChangeWindowOf(db, row.booking_number, { customerId }, today) : null;
    const trip = toTrip(row);
    const review = over.includes(row)
      ? { eligibility: getReviewEligibility({ ...trip, reviewed: reviewed.has(row.booking_number) }, today), lastDay: getReviewLastDay(trip) }
      : null;
    trips.push({ ...trip, cancellation, dateChange, review, refundedCents: refunded.get(row.booking_number) ?? 0 });
  }
  return groupTrips(trips, today);
}

/**
 * A trip with what its invoice needs besides: where the stay is supplied (the hotel's country sets its VAT), and the
 * invoice's date, from the stored payment of its order (getInvoiceDate).
 */
export interface InvoiceTrip extends TripSummary {
  hotelCountry: string;
  /** 'YYYY-MM-DD'. */
  invoiceDate: string;
}

/** One trip of the customer with its invoice, or undefined when it is not theirs or has no invoice yet. */
export async function getInvoiceTrip(db: Kysely<Database>, customerId: string, bookingNumber: string): Promise<InvoiceTrip | undefined> {
  if (!/^\d{8}$/.test(bookingNumber)) return undefined;
  const row = await db
    .selectFrom('bookings')
    .select(COLUMNS)
    .where('booking_number', '=', bookingNumber)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row && readInvoiceTrip(db, row);
}

/**
 * A booking's invoice for its page (ADR 55), whose access the caller checked (its verified owner or its signed
 * link); undefined when it has none yet.
 */
export async function getBookingInvoiceTrip(db: Kysely<Database>, bookingNumber: string): Promise<InvoiceTrip | undefined> {
  if (!/^\d{8}$/.test(bookingNumber)) return undefined;
  const row = await db.selectFrom('bookings').select(COLUMNS).where('booking_number', '=', bookingNumber).executeTakeFirst();
  return row && readInvoiceTrip(db, row);
}

async function readInvoiceTrip(db: Kysely<Database>, row: Parameters<typeof toTrip>[0]): Promise<InvoiceTrip | undefined> {
  const trip = toTrip(row);
  if (!trip.hasInvoice) return undefined;
  const hotel = await db.selectFrom('hotels').select('country').where('id', '=', trip.hotelId).executeTakeFirst();
  if (!hotel) return undefined;
  const order = await db.selectFrom('orders').select(['paid_at', 'created_at']).where('number', '=', trip.bookingNumber).executeTakeFirst();
  const invoiceDate = getInvoiceDate(
    { paidAt: order?.paid_at ?? null, orderedAt: order?.created_at ?? null, bookedAt: row.created_at },
    isMarketKey(trip.market) ? trip.market : DEFAULT_MARKET,
  );
  return { ...trip, hotelCountry: hotel.country, invoiceDate };
}
