import { addIsoDays } from './iso-date';

/** A customer's booking as the trips page needs it (spec §1 logged-in customers: bookings, invoices). */
export type TripStatus = 'CONFIRMED' | 'PENDING' | 'CANCELLED' | 'COMPLETED';

export interface Trip {
  bookingNumber: string;
  status: TripStatus;
  /** 'YYYY-MM-DD'. */
  checkin: string;
  nights: number;
}

export interface TripGroups<T extends Trip> {
  /** Confirmed or pending trips not yet over, soonest first. */
  upcoming: T[];
  /** Trips that are over or completed, latest first. */
  past: T[];
  /** Cancelled trips, whatever their dates (a cancelled stay ahead is neither upcoming nor past), latest first. */
  cancelled: T[];
}

/** Day the guests leave: check-in plus the nights. */
export function getCheckoutDay(trip: Pick<Trip, 'checkin' | 'nights'>): string {
  return addIsoDays(trip.checkin, trip.nights);
}

/** Whether a trip is still ahead (or under way) on `today`. */
export function isUpcomingTrip(trip: Trip, today: string): boolean {
  return (trip.status === 'CONFIRMED' || trip.status === 'PENDING') && getCheckoutDay(trip) >= today;
}

/** Splits the trips into upcoming, past and cancelled (ISO days compare as strings). */
export function groupTrips<T extends Trip>(trips: readonly T[], today: string): TripGroups<T> {
  const upcoming = trips
    .filter((trip) => isUpcomingTrip(trip, today))
    .sort((a, b) => a.checkin.localeCompare(b.checkin) || a.bookingNumber.localeCompare(b.bookingNumber));
  const latestFirst = (a: T, b: T) => b.checkin.localeCompare(a.checkin) || a.bookingNumber.localeCompare(b.bookingNumber);
  const past = trips.filter((trip) => trip.status !== 'CANCELLED' && !isUpcomingTrip(trip, today)).sort(latestFirst);
  const cancelled = trips.filter((trip) => trip.status === 'CANCELLED').sort(latestFirst);
  return { upcoming, past, cancelled };
}

/** An invoice exists once the booking is paid: confirmed or completed, with an invoice number. */
export function hasInvoice(trip: Trip & { invoiceNumber: string | null }): boolean {
  return trip.invoiceNumber !== null && (trip.status === 'CONFIRMED' || trip.status === 'COMPLETED');
}
