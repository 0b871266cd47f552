/**
 * A customer cancels a booking made on the site (spec §9 cancellation: before the deadline, or not at all). In one
 * transaction holding the booking's row lock: the booking becomes CANCELLED, its rooms go back on sale, a gift
 * code it was paid with is given back to its beneficiary (issue 16, ADR 32), what a gift card paid goes back on the
 * card, and what the payment provider took is recorded for a refund (ADR 37). Once that has committed, the provider
 * is asked to send the money back; if it cannot be reached, the order sweep asks again.
 */
import { sql, type Kysely } from 'kysely';
import { getNextStatus, isOrderStatus } from '../../domain/order-status';
import { getCancellationWindow, type CancellationPolicy } from '../../domain/booking-cancellation';
import type { Database } from '../db/schema';
import { giveBackGiftCode } from '../beneficiary/gift-redemption.server';
import { getOrderGiftCard, releaseGiftCard } from '../gift-cards/gift-cards.server';
import type { PaymentProvider } from '../payments/payment-provider';
import { releaseRooms, type RoomHold } from './orders.server';
import { recordRefund, requestRefund } from './refunds.server';

/**
 * Who may act on a booking (ADR 43): the account it belongs to, by id; or a guest with the proof the booking lookup
 * asks for (its number and the e-mail it was made with).
 */
export type BookingOwner = { customerId: string } | { email: string };

export const CANCELLATION_RESULTS: readonly string[] = ['cancelled', 'notFound', 'alreadyCancelled', 'notCancellable', 'deadlinePassed'];
export type CancellationResult = 'cancelled' | 'notFound' | 'alreadyCancelled' | 'notCancellable' | 'deadlinePassed';

/**
 * Cancels booking `bookingNumber` of `owner`. Only a booking of an order of this site carries its cancellation
 * policy; others (imported) are not cancellable here.
 */
export async function cancelBooking(db: Kysely<Database>, bookingNumber: string, owner: BookingOwner, today: string, provider?: PaymentProvider): Promise<CancellationResult> {
  let refundOrderId: string | null = null;
  const result = await db.transaction().execute(async (trx): Promise<CancellationResult> => {
    const booking = await trx
      .selectFrom('bookings')
      .select(['booking_number', 'status', 'checkin'])
      .where('booking_number', '=', bookingNumber)
      .where((eb) => ('customerId' in owner ? eb('customer_id', '=', owner.customerId) : eb('email', '=', owner.email.toLowerCase())))
      .forUpdate()
      .executeTakeFirst();
    if (!booking) return 'notFound';
    if (booking.status === 'CANCELLED') return 'alreadyCancelled';
    if (booking.status !== 'CONFIRMED' || booking.checkin <= today) return 'notCancellable';
    const order = await trx.selectFrom('orders').select(['id', 'status', 'details', 'room_hold', 'hold_released', 'payment_id', 'amount_due_cents']).where('number', '=', bookingNumber).where('kind', '=', 'STAY').forUpdate().executeTakeFirst();
    const policy = (order?.details as { stay?: { cancellation?: CancellationPolicy } } | undefined)?.stay?.cancellation;
    const window = getCancellationWindow(policy, today);
    if (!order || window !== 'open') return window === 'open' ? 'notCancellable' : window;
    await trx.updateTable('bookings').set({ status: 'CANCELLED' }).where('booking_number', '=', bookingNumber).execute();
    if (order.room_hold && !order.hold_released) {
      await releaseRooms(trx, order.room_hold as unknown as RoomHold);
      await trx.updateTable('orders').set({ hold_released: true }).where('id', '=', order.id).execute();
    }
    await giveBackGiftCode(trx, order.id);
    await releaseGiftCard(trx, order.id);
    const providerCents = await recordRefund(trx, order);
    if (providerCents > 0) refundOrderId = order.id;
    // The order's life after the sale (src/domain/order-status.ts): it waits for the provider's refund; with nothing
    // for the provider to send back (a gift card or a gift code paid it), what came back is back already.
    const from = isOrderStatus(order.status) ? order.status : 'confirmed';
    const cancelled = getNextStatus(from, 'cancelBooking');
    const next = cancelled && providerCents === 0 ? getNextStatus(cancelled, 'refundAll') : cancelled;
    if (next) {
      await trx.updateTable('orders').set({ status: next, updated_at: sql<Date>`now()`, ...(next === 'refunded' ? { refunded_at: sql<Date>`now()` } : {}) }).where('id', '=', order.id).execute();
      await trx.insertInto('order_events').values({ order_id: order.id, from_status: from, to_status: next, source: 'booking_cancelled' }).execute();
    }
    return 'cancelled';
  });
  // The cancellation stands whatever the provider answers: a refund it could not take is asked again by the sweep.
  if (refundOrderId && provider) await requestRefund(db, provider, refundOrderId);
  return result;
}

/** How the money of a cancelled booking comes back (ADR 37), as the trips page tells it. */
export interface CancellationSettlement {
  /** Refunded by the payment provider to the card or account that paid, in cents (0: nothing was paid that way). */
  cardCents: number;
  /** Put back on the gift card that paid, in cents. */
  giftCardCents: number;
  /** The gift code the stay was redeemed with, usable again; null when none. */
  giftCode: string | null;
}

/** What went back to `owner` for cancelled booking `bookingNumber`; null when it is not one of theirs or not cancelled. */
export async function getCancellationSettlement(db: Kysely<Database>, bookingNumber: string, owner: BookingOwner): Promise<CancellationSettlement | null> {
  const order = await db
    .selectFrom('orders')
    .innerJoin('bookings', 'bookings.booking_number', 'orders.number')
    .select(['orders.id', 'bookings.status'])
    .where('orders.number', '=', bookingNumber)
    .where('orders.kind', '=', 'STAY')
    .where((eb) => ('customerId' in owner ? eb('bookings.customer_id', '=', owner.customerId) : eb('bookings.email', '=', owner.email.toLowerCase())))
    .executeTakeFirst();
  if (!order || order.status !== 'CANCELLED') return null;
  const [refund, giftCard, giftLine] = await Promise.all([
    db.selectFrom('order_refunds').select('amount_cents').where('order_id', '=', order.id).executeTakeFirst(),
    getOrderGiftCard(db, order.id),
    db.selectFrom('order_lines').select('product_ref').where('order_id', '=', order.id).where('kind', '=', 'GIFT_CODE').executeTakeFirst(),
  ]);
  return { cardCents: refund?.amount_cents ?? 0, giftCardCents: giftCard?.released ? giftCard.cents : 0, giftCode: giftLine?.product_ref ?? null };
}
