/**
 * The booking page's rules (ADR 55): where a stay stands on a day, what the customer can still do with it, which
 * topic 'Write to us' opens the contact form on, and what is still to pay after the checkout (the tourist tax at the
 * hotel, the instalments a pay-later provider collects). Days as 'YYYY-MM-DD'; amounts in cents.
 */
import type { ContactReason } from './contact-form';
import type { ScheduledPayment } from './pay-later';
import { getCheckoutDay, type TripStatus } from './trips';

/** Where a booking stands: ahead, under way (from the check-in day to the check-out day), over, or cancelled. */
export type BookingStage = 'upcoming' | 'underway' | 'past' | 'cancelled';

export function getBookingStage(booking: { status: TripStatus; checkin: string; nights: number }, today: string): BookingStage {
  if (booking.status === 'CANCELLED') return 'cancelled';
  if (booking.status === 'COMPLETED' || getCheckoutDay(booking) < today) return 'past';
  return booking.checkin <= today ? 'underway' : 'upcoming';
}

/** The contact form's topic for a question about this booking: a change ahead, a cancelled booking, a stay over. */
export function getBookingContactReason(stage: BookingStage): ContactReason {
  if (stage === 'cancelled') return 'booking_cancel';
  if (stage === 'past') return 'after_stay';
  return 'booking_change';
}

/** Confirmation e-mails a customer may have sent again per booking and hour: enough for a lost e-mail, too few to spam. */
export const CONFIRMATION_RESENDS_PER_HOUR = 3;

/** What the page offers for a booking. */
export interface BookingActions {
  /** 'Add to my calendar': a stay still ahead or under way. */
  calendar: boolean;
  /** Sending the confirmation e-mail again: a booking of an order of this site, not cancelled. */
  resend: boolean;
}

export function getBookingActions(stage: BookingStage, hasOrder: boolean): BookingActions {
  const live = stage === 'upcoming' || stage === 'underway';
  return { calendar: live, resend: hasOrder && stage !== 'cancelled' };
}

/** A payment of a pay-later schedule, taken (its day has come) or still to come. */
export interface DuePayment extends ScheduledPayment {
  taken: boolean;
}

export interface StillDue {
  /** The tourist tax paid at the hotel; 0 once the stay is over or cancelled. */
  atHotelCents: number;
  /** The pay-later schedule, each payment marked taken once its day has come; empty for a cancelled booking. */
  payments: DuePayment[];
  /** What the schedule still has to take after today. */
  laterCents: number;
}

/**
 * What is still to pay for a booking on `today`: the tourist tax at the hotel while the stay is ahead or under way,
 * and the pay-later payments not yet taken. A cancelled booking owes nothing more (the provider's refund settles
 * the plan, ADR 41).
 */
export function getStillDue(input: { stage: BookingStage; localTaxAtHotelCents: number; schedule: readonly ScheduledPayment[]; today: string }): StillDue {
  if (input.stage === 'cancelled') return { atHotelCents: 0, payments: [], laterCents: 0 };
  const atHotelCents = input.stage === 'past' ? 0 : Math.max(0, Math.round(input.localTaxAtHotelCents));
  const payments = input.schedule.map((payment) => ({ ...payment, taken: payment.date <= input.today }));
  const laterCents = payments.filter((payment) => !payment.taken).reduce((sum, payment) => sum + payment.amountCents, 0);
  return { atHotelCents, payments, laterCents };
}
