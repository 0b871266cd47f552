import { addDays, format, parseISO } from 'date-fns';
import type { Insertable, Kysely } from 'kysely';
import { MARKETS } from '../../../i18n/markets';
import type { BookingsTable, Database, Localized } from '../schema';
import { DEMO_CUSTOMERS } from './demo-customers';

type NewBooking = Omit<Insertable<BookingsTable>, 'customer_id'> & { created_at: Date; children: number; babies: number };

/** The four trips every demo customer has: one coming soon, one being processed, one done, one cancelled. */
/** `bookedDaysFromToday`: when it was booked, before its stay (its invoice is dated then, never the day it is seeded). */
const TRIPS: readonly { status: NewBooking['status']; daysFromToday: number; bookedDaysFromToday: number; children: number; paid: boolean }[] = [
  { status: 'CONFIRMED', daysFromToday: 21, bookedDaysFromToday: -18, children: 0, paid: true },
  { status: 'PENDING', daysFromToday: 63, bookedDaysFromToday: -2, children: 1, paid: false },
  { status: 'COMPLETED', daysFromToday: -45, bookedDaysFromToday: -96, children: 0, paid: true },
  { status: 'CANCELLED', daysFromToday: -12, bookedDaysFromToday: -40, children: 0, paid: false },
];

/**
 * Booking numbers of the demo data: 8 digits, stable for a customer and trip (so the README and tests can name
 * them), spread out so neighbours are not guessable from one another.
 */
export function getDemoBookingNumber(customerIndex: number, tripIndex: number): string {
  return String(10_000_000 + (((customerIndex * TRIPS.length + tripIndex + 1) * 7_919_113) % 90_000_000));
}

/**
 * Adds the demo customers' bookings (spec §2 booking lookup, the account's trips) on stays of the current catalog,
 * in each customer's country when it has one. Idempotent: existing booking numbers are left as they are, so the
 * trips keep the dates and labels of the day they were first made.
 */
export async function seedDemoBookings(db: Kysely<Database>, today: string): Promise<number> {
  const packages = await db
    .selectFrom('packages as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .select(['p.id', 'p.hotel_id', 'p.labels', 'p.nights', 'p.base_price', 'p.child_price', 'h.label as hotel_label', 'h.country'])
    .where('p.published', '=', true)
    .where('p.item_category', '=', 'weekend')
    .where('h.active', '=', true)
    .orderBy('p.id')
    .limit(400)
    .execute();
  if (packages.length === 0) return 0;
  const rows: NewBooking[] = [];
  DEMO_CUSTOMERS.forEach((customer, customerIndex) => {
    const { country, language } = MARKETS[customer.market];
    const local = packages.filter((p) => p.country === country);
    const choices = local.length >= TRIPS.length ? local : packages;
    TRIPS.forEach((trip, tripIndex) => {
      const pkg = choices[(customerIndex * 7 + tripIndex * 3) % choices.length];
      if (!pkg) return;
      const bookingNumber = getDemoBookingNumber(customerIndex, tripIndex);
      rows.push({
        booking_number: bookingNumber,
        market: customer.market,
        email: customer.email.toLowerCase(),
        first_name: customer.firstName,
        last_name: customer.lastName,
        status: trip.status,
        hotel_id: pkg.hotel_id,
        hotel_label: pkg.hotel_label,
        package_id: pkg.id,
        package_label: (pkg.labels as Localized)[language],
        checkin: format(addDays(parseISO(today), trip.daysFromToday), 'yyyy-MM-dd'),
        nights: pkg.nights,
        adults: 2,
        children: trip.children,
        babies: 0,
        amount: pkg.base_price + trip.children * pkg.child_price,
        invoice_number: trip.paid ? `F${today.slice(0, 4)}-${bookingNumber.slice(2)}` : null,
        created_at: addDays(parseISO(`${today}T10:00:00Z`), trip.bookedDaysFromToday),
      });
    });
  });
  const inserted = await db
    .insertInto('bookings')
    .values(rows)
    .onConflict((oc) => oc.column('booking_number').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}
