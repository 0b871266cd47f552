/**
 * Changing the dates of a booked stay (spec §9 cancellation: 'free modification until deadline (difference refunded
 * or paid)', ADR 57). A booking may be changed while its offer is cancellable and today is on or before its
 * cancellation deadline; the difference is the new stay's price less the old one's, in cents: paid through the
 * payment provider when positive, refunded when negative, to the gift card first (up to what it paid), the rest to
 * the card or account that paid. The rooms move night by night: only what the new stay adds is taken, only what it
 * leaves is given back.
 */
import { getCancellationWindow, type CancellationPolicy } from './booking-cancellation';
import { addIsoDays, getDayDifference } from './iso-date';

/** Why a booking's dates cannot be changed. */
export type DateChangeRefusal = 'nonRefundable' | 'deadlinePassed' | 'cancelled' | 'pastStay' | 'giftCode';

export const DATE_CHANGE_REFUSALS: readonly DateChangeRefusal[] = ['nonRefundable', 'deadlinePassed', 'cancelled', 'pastStay', 'giftCode'];

export interface DateChangeBooking {
  status: 'CONFIRMED' | 'PENDING' | 'CANCELLED' | 'COMPLETED';
  /** 'YYYY-MM-DD'. */
  checkin: string;
  /** The policy stored with the order (its offer's rule for the booked dates). */
  policy: CancellationPolicy | undefined;
  /** Booked with a beneficiary's gift code (a box or a voucher): a voucher cannot be cut, its stay is changed by care. */
  giftCode: boolean;
  /** Changed by a care agent on the phone: a gift code's stay may be changed too (a cheaper one gives nothing back). */
  byCare?: boolean;
}

export type DateChangeWindow = { changeable: true; deadline: string } | { changeable: false; reason: DateChangeRefusal; deadline: string | null };

/**
 * Whether booking `booking` may have its dates changed on `today`: a confirmed stay still ahead, of a cancellable
 * offer, on or before its cancellation deadline (the deadline day included); otherwise why not.
 */
export function getDateChangeWindow(booking: DateChangeBooking, today: string): DateChangeWindow {
  const deadline = booking.policy?.cancellationDeadline ?? null;
  if (booking.status === 'CANCELLED') return { changeable: false, reason: 'cancelled', deadline };
  if (booking.status === 'COMPLETED' || booking.checkin <= today) return { changeable: false, reason: 'pastStay', deadline };
  const window = getCancellationWindow(booking.policy, today);
  if (window === 'notCancellable') return { changeable: false, reason: 'nonRefundable', deadline: null };
  if (window === 'deadlinePassed') return { changeable: false, reason: 'deadlinePassed', deadline };
  if (booking.giftCode && !booking.byCare) return { changeable: false, reason: 'giftCode', deadline };
  return { changeable: true, deadline: deadline as string };
}

/** What the money means of a booking have paid so far, net of what already came back (cents). */
export interface PaidByMeans {
  cardCents: number;
  giftCardCents: number;
}

/** What a change costs or gives back, by means (cents, never negative). */
export type DateChangeSettlement =
  | { kind: 'none'; differenceCents: 0 }
  | { kind: 'pay'; differenceCents: number; cardCents: number }
  | { kind: 'refund'; differenceCents: number; giftCardCents: number; cardCents: number };

/**
 * The difference of a change (new total − old total, in cents) and how it is settled: a positive difference is paid
 * through the payment provider; a negative one is refunded to the gift card first, up to what the gift card paid,
 * and the rest to the card or account that paid, never more than it paid.
 */
export function getDateChangeSettlement(oldTotalCents: number, newTotalCents: number, paid: PaidByMeans): DateChangeSettlement {
  for (const cents of [oldTotalCents, newTotalCents, paid.cardCents, paid.giftCardCents]) {
    if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount in cents: ${cents}`);
  }
  const differenceCents = newTotalCents - oldTotalCents;
  if (differenceCents === 0) return { kind: 'none', differenceCents: 0 };
  if (differenceCents > 0) return { kind: 'pay', differenceCents, cardCents: differenceCents };
  const back = -differenceCents;
  const giftCardCents = Math.min(back, Math.max(0, paid.giftCardCents));
  const cardCents = Math.min(back - giftCardCents, Math.max(0, paid.cardCents));
  return { kind: 'refund', differenceCents, giftCardCents, cardCents };
}

/** Rooms of a hotel held on consecutive nights (an order's room hold). */
export interface NightsHold {
  hotelId: number;
  checkin: string;
  nights: number;
  rooms: number;
}

/** Rooms to take (positive) or give back (negative) on one night. */
export interface NightMove {
  day: string;
  rooms: number;
}

/**
 * How the rooms move from the booked stay `from` to the new stay `to` of the same hotel, night by night: a night of
 * both takes or gives the difference of their rooms, a night of one only takes or gives all of its rooms; nights
 * that do not change are left out. `take` is what must still be free, `give` what goes back on sale.
 */
export function getRoomMoves(from: NightsHold, to: NightsHold): { take: NightMove[]; give: NightMove[] } {
  if (from.hotelId !== to.hotelId) throw new RangeError('A change of dates keeps its hotel');
  const rooms = new Map<string, number>();
  for (let night = 0; night < from.nights; night += 1) rooms.set(addIsoDays(from.checkin, night), -from.rooms);
  for (let night = 0; night < to.nights; night += 1) {
    const day = addIsoDays(to.checkin, night);
    rooms.set(day, (rooms.get(day) ?? 0) + to.rooms);
  }
  const moves = [...rooms].map(([day, count]) => ({ day, rooms: count })).sort((a, b) => a.day.localeCompare(b.day));
  return { take: moves.filter((move) => move.rooms > 0), give: moves.filter((move) => move.rooms < 0).map((move) => ({ day: move.day, rooms: -move.rooms })) };
}

/** A payment of an order through the provider, with what it can still give back (cents). */
export interface RefundablePayment {
  paymentId: string;
  refundableCents: number;
}

/**
 * Which payments a provider refund of `cents` is taken from: the latest payment first (a difference paid for a
 * change comes back from that payment), each up to what it can still give back. Never more than they can give.
 */
export function allocateProviderRefund(payments: readonly RefundablePayment[], cents: number): { paymentId: string; cents: number }[] {
  let left = Math.max(0, Math.trunc(cents));
  const parts: { paymentId: string; cents: number }[] = [];
  for (const payment of [...payments].reverse()) {
    if (left === 0) break;
    const part = Math.min(left, Math.max(0, payment.refundableCents));
    if (part > 0) parts.push({ paymentId: payment.paymentId, cents: part });
    left -= part;
  }
  return parts;
}

/** Whether `to` is the same stay as `from` (same dates and party): nothing to change. */
export function isSameStay(from: { checkin: string; nights: number; adults: number; children: number; babies: number }, to: typeof from): boolean {
  return from.checkin === to.checkin && from.nights === to.nights && from.adults === to.adults && from.children === to.children && from.babies === to.babies;
}

/**
 * A hotel's rates as the booking being changed sees them: the rooms it holds itself count as free on its own
 * nights, so a change can keep a night it already has even when that night is sold out to everyone else.
 */
export function withOwnRooms<R extends { firstDay: string; roomsLeft: ArrayLike<number> }>(rates: R, hold: NightsHold | null | undefined): R {
  if (!hold) return rates;
  const roomsLeft = Array.from(rates.roomsLeft);
  for (let night = 0; night < hold.nights; night += 1) {
    const offset = getDayDifference(rates.firstDay, addIsoDays(hold.checkin, night));
    if (offset >= 0 && offset < roomsLeft.length) roomsLeft[offset] = (roomsLeft[offset] ?? 0) + hold.rooms;
  }
  return { ...rates, roomsLeft };
}
