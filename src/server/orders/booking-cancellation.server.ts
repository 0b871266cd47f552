/**
 * A customer cancels a booking made on the site (spec §9 cancellation, ADR 44). What it gives back is worked out
 * once, by `assessCancellation`, for the trips page's preview (`previewCancellation`, read only) and for the
 * cancellation itself, so what the customer is shown is what is recorded. In one transaction holding the booking's
 * row lock: the booking becomes CANCELLED and its rooms go back on sale; on or before the deadline, a gift code it
 * was paid with is given back whole (ADR 32), the gift card's part goes back on the card, and the card's part is
 * recorded for a refund (ADR 37); the cancellation e-mail is queued. Once that has committed, the provider is asked
 * to send the money back; if it cannot be reached, the order sweep asks again.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { getNextStatus, getRefundEvent, isOrderStatus } from '../../domain/order-status';
import type { CancellationPolicy } from '../../domain/booking-cancellation';
import { getBookedNightPrices, getCancellationRefund, getRefundChannel, getRefundTotal, type CancellationRefund } from '../../domain/cancellation-refund';
import { isMarketKey } from '../../i18n/markets';
import type { Database, OrdersTable } from '../db/schema';
import { giveBackGiftCode } from '../beneficiary/gift-redemption.server';
import { getOrderGiftCard, refundGiftCard } from '../gift-cards/gift-cards.server';
import { dropPendingBookingMails, getBookingUrl, queueLifecycleMail } from '../lifecycle/lifecycle-queue.server';
import { renderBookingCancellationMail, wakeMailOutbox } from '../mail';
import type { PaymentProvider } from '../payments/payment-provider';
import { releaseRooms, type RoomHold } from './orders.server';
import { getOrderMoney } from './order-payments.server';
import { recordRefund, requestPaymentRefunds, requestRefund } from './refunds.server';

type Db = Kysely<Database> | Transaction<Database>;

import type { BookingOwner } from './booking-access.server';
export type { BookingOwner };

export const CANCELLATION_RESULTS: readonly string[] = ['cancelled', 'notFound', 'alreadyCancelled', 'notCancellable', 'refundChanged'];
/** 'refundChanged': what the cancellation would refund is no longer what the customer was shown; nothing was done. */
export type CancellationResult = 'cancelled' | 'notFound' | 'alreadyCancelled' | 'notCancellable' | 'refundChanged';

/** The stay and payments an order of this site stored (checkout-orders.server.ts prepareStay). */
interface StoredStayDetails {
  stay?: { hotelLabel?: string; checkin?: string; nights?: number; nightPrices?: unknown; cancellation?: CancellationPolicy };
  giftRedemption?: { code: string; amountCents: number };
}

type CancellingOrder = Pick<
  Selectable<OrdersTable>,
  'id' | 'status' | 'market' | 'email' | 'first_name' | 'details' | 'room_hold' | 'hold_released' | 'payment_id' | 'amount_due_cents' | 'pay_later'
>;

type Assessment =
  | { result: 'notFound' | 'alreadyCancelled' | 'notCancellable'; order?: CancellingOrder; refund?: CancellationRefund; deadline?: null }
  | {
      result: 'cancellable';
      order: CancellingOrder;
      refund: CancellationRefund;
      deadline: string | null;
      booking: { checkin: string; nights: number; hotelLabel: string; customerId: string | null };
      paidCents: number;
    };

/**
 * What cancelling booking `bookingNumber` of `owner` on `today` does: whether it can be,
 * and what comes back by means (getCancellationRefund). `lock` takes the booking's row lock (inside the cancelling
 * transaction). Only a booking of an order of this site carries its cancellation policy; others (imported) are not
 * cancellable here, and neither is a non-refundable offer or a stay from its check-in day on.
 */
async function assessCancellation(db: Db, bookingNumber: string, owner: BookingOwner, today: string, lock: boolean): Promise<Assessment> {
  let query = db
    .selectFrom('bookings')
    .select(['status', 'checkin', 'nights', 'hotel_label', 'customer_id'])
    .where('booking_number', '=', bookingNumber)
    .where((eb) => ('customerId' in owner ? eb('customer_id', '=', owner.customerId) : eb('email', '=', owner.email.toLowerCase())));
  if (lock) query = query.forUpdate();
  const booking = await query.executeTakeFirst();
  if (!booking) return { result: 'notFound' };
  if (booking.status === 'CANCELLED') return { result: 'alreadyCancelled' };
  if (booking.status !== 'CONFIRMED' || booking.checkin <= today) return { result: 'notCancellable' };
  let orderQuery = db
    .selectFrom('orders')
    .select(['id', 'status', 'market', 'email', 'first_name', 'details', 'room_hold', 'hold_released', 'payment_id', 'amount_due_cents', 'pay_later'])
    .where('number', '=', bookingNumber)
    .where('kind', '=', 'STAY');
  // The order's lock too: a goodwill refund granted meanwhile (it takes the same lock) is counted, not raced.
  if (lock) orderQuery = orderQuery.forUpdate();
  const order = await orderQuery.executeTakeFirst();
  if (!order) return { result: 'notCancellable' };
  const details = order.details as StoredStayDetails;
  const stayLine = await db.selectFrom('order_lines').select('total_cents').where('order_id', '=', order.id).where('kind', '=', 'STAY').executeTakeFirst();
  // Net of what came back already: a change of dates may have paid or refunded a difference (ADR 57), a care agent
  // may have granted a goodwill refund (ADR 60).
  const money = await getOrderMoney(db, order);
  const policy = details.stay?.cancellation;
  const paid = {
    cardCents: money.cardNetCents,
    giftCardCents: money.giftCardNetCents,
    giftCode: details.giftRedemption ? { code: details.giftRedemption.code, cents: details.giftRedemption.amountCents } : null,
  };
  const refund = getCancellationRefund({
    policy,
    nightPrices: getBookedNightPrices(details.stay?.nightPrices, booking.nights, stayLine?.total_cents ?? 0),
    cancelledOn: today,
    paid,
  });
  const paidCents = paid.cardCents + paid.giftCardCents + (paid.giftCode?.cents ?? 0);
  if (refund.window === 'notCancellable') return { result: 'notCancellable', order, refund, deadline: null };
  return {
    result: 'cancellable',
    order,
    refund,
    deadline: policy?.cancellationDeadline ?? null,
    booking: { checkin: booking.checkin, nights: booking.nights, hotelLabel: booking.hotel_label, customerId: booking.customer_id },
    paidCents,
  };
}

/** What the trips page shows before the customer confirms a cancellation. */
export interface CancellationPreview {
  /** Whether the customer may cancel here today (a non-refundable offer may not). */
  cancellable: boolean;
  /** Last day the cancellation refunds; null for a non-refundable offer. */
  deadline: string | null;
  /** What comes back, by means, if cancelled today (all 0 after the deadline or for a non-refundable offer). */
  refund: CancellationRefund;
  /** The gift code the stay was booked with (given back only on or before the deadline); null when none. */
  giftCode: string | null;
}

/**
 * Read only: what cancelling booking `bookingNumber` of `owner` today would give back, worked out exactly as the
 * cancellation does. Null when there is nothing to offer: not theirs, not confirmed, under way or over, imported.
 */
export async function previewCancellation(
  db: Kysely<Database>,
  bookingNumber: string,
  owner: BookingOwner,
  today: string,
): Promise<CancellationPreview | null> {
  const assessed = await assessCancellation(db, bookingNumber, owner, today, false);
  if (!assessed.refund) return null;
  const giftCode = (assessed.order?.details as StoredStayDetails | undefined)?.giftRedemption?.code ?? null;
  return { cancellable: assessed.result === 'cancellable', deadline: assessed.deadline ?? null, refund: assessed.refund, giftCode };
}

/**
 * Cancels booking `bookingNumber` of `owner` on `today`. With `expectedRefundCents` (what the
 * preview showed in all, getRefundTotal), nothing happens when the refund is no longer that ('refundChanged': the
 * deadline passed in between). `by` says who cancelled, for the e-mail's words: the customer, or care for them.
 */
export async function cancelBooking(
  db: Kysely<Database>,
  bookingNumber: string,
  owner: BookingOwner,
  today: string,
  provider?: PaymentProvider,
  expectedRefundCents?: number,
  by: 'customer' | 'care' = 'customer',
): Promise<CancellationResult> {
  let refundOrderId: string | null = null;
  const result = await db.transaction().execute(async (trx): Promise<CancellationResult> => {
    const assessed = await assessCancellation(trx, bookingNumber, owner, today, true);
    if (assessed.result !== 'cancellable') return assessed.result;
    const { order, refund, booking, paidCents } = assessed;
    if (expectedRefundCents !== undefined && expectedRefundCents !== getRefundTotal(refund)) return 'refundChanged';
    await trx.updateTable('bookings').set({ status: 'CANCELLED' }).where('booking_number', '=', bookingNumber).execute();
    if (order.room_hold && !order.hold_released) {
      await releaseRooms(trx, order.room_hold as unknown as RoomHold);
      await trx.updateTable('orders').set({ hold_released: true }).where('id', '=', order.id).execute();
    }
    if (refund.giftCode) await giveBackGiftCode(trx, order.id);
    await refundGiftCard(trx, order.id, refund.giftCardCents);
    const providerCents = await recordRefund(trx, order, refund.cardCents);
    if (providerCents > 0) refundOrderId = order.id;
    // The order's life after the sale (src/domain/order-status.ts): it waits for the provider's refund; with nothing
    // for the provider to send back, what comes back (a gift card's part, a gift code) is back already.
    const from = isOrderStatus(order.status) ? order.status : 'confirmed';
    const cancelled = getNextStatus(from, 'cancelBooking');
    const next = cancelled && providerCents === 0 ? getNextStatus(cancelled, getRefundEvent(getRefundTotal(refund), paidCents)) : cancelled;
    if (next) {
      await trx
        .updateTable('orders')
        .set({ status: next, updated_at: sql<Date>`now()`, ...(next === 'refunded' || next === 'partly_refunded' ? { refunded_at: sql<Date>`now()` } : {}) })
        .where('id', '=', order.id)
        .execute();
      await trx.insertInto('order_events').values({ order_id: order.id, from_status: from, to_status: next, source: 'booking_cancelled' }).execute();
    }
    // The reminder before the stay or the review request of a cancelled booking never leaves.
    await dropPendingBookingMails(trx, bookingNumber);
    if (isMarketKey(order.market)) {
      const market = order.market;
      const bookingUrl = await getBookingUrl(trx, market, bookingNumber);
      await queueLifecycleMail(trx, { subjectType: 'booking', subjectId: bookingNumber, kind: 'BOOKING_CANCELLATION', recipient: order.email, market }, () =>
        renderBookingCancellationMail({
          market,
          customerFirstName: order.first_name,
          bookingNumber,
          hotelName: booking.hotelLabel,
          checkIn: booking.checkin,
          nights: booking.nights,
          cardCents: refund.cardCents,
          refundChannel: getRefundChannel(order.pay_later),
          cancelledBy: by,
          giftCardCents: refund.giftCardCents,
          giftCode: refund.giftCode,
          bookingUrl: bookingUrl,
        }),
      );
    }
    return 'cancelled';
  });
  if (result === 'cancelled') wakeMailOutbox();
  // The cancellation stands whatever the provider answers: a refund it could not take is asked again by the sweep.
  if (refundOrderId && provider) {
    await requestRefund(db, provider, refundOrderId);
    await requestPaymentRefunds(db, provider, refundOrderId);
  }
  return result;
}

/** How the money of a cancelled booking came back (ADRs 37 and 44), as the trips page tells it. */
export interface CancellationSettlement {
  /** Refunded by the payment provider to the card or account that paid, in cents (0: nothing comes back that way). */
  cardCents: number;
  /** Put back on the gift card that paid, in cents. */
  giftCardCents: number;
  /** The gift code the stay was redeemed with, given back and usable again; null when none was. */
  giftCode: string | null;
}

/** What went back to `owner` for cancelled booking `bookingNumber`, as recorded; null when it is not one of theirs or not cancelled. */
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
  const [refund, otherPayments, giftCard, giftLine] = await Promise.all([
    db.selectFrom('order_refunds').select('amount_cents').where('order_id', '=', order.id).where('kind', '=', 'policy').executeTakeFirst(),
    // The part a later payment (a date change's difference) gives back.
    db.selectFrom('payment_refunds').select('amount_cents').where('order_id', '=', order.id).where('change_id', 'is', null).execute(),
    getOrderGiftCard(db, order.id),
    db
      .selectFrom('order_lines')
      .leftJoin('gift_codes', 'gift_codes.code', 'order_lines.product_ref')
      .select(['order_lines.product_ref', 'gift_codes.redeemed_by_order'])
      .where('order_lines.order_id', '=', order.id)
      .where('order_lines.kind', '=', 'GIFT_CODE')
      .executeTakeFirst(),
  ]);
  // A code given back no longer names this order (it may since have paid another).
  const giftCodeBack = giftLine?.product_ref && giftLine.redeemed_by_order !== order.id ? giftLine.product_ref : null;
  return {
    cardCents: (refund?.amount_cents ?? 0) + otherPayments.reduce((sum, row) => sum + row.amount_cents, 0),
    giftCardCents: giftCard?.releasedCents ?? 0,
    giftCode: giftCodeBack,
  };
}
