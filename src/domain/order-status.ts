/**
 * The order's state machine (ADR 20): pending_payment → paid → confirmed, or pending_payment → payment_failed |
 * cancelled | expired. Only the payment provider's answer moves an order out of pending_payment. After the sale:
 * a cancelled booking, or a payment that came after its order expired and could not be honoured, is
 * refund_pending until the provider has sent the money back: refunded (all that was paid) or partly_refunded
 * (what the cancellation policy gives back, less than was paid). A sale that stands may also be refunded as a
 * goodwill gesture (ADR 60): once the provider has sent it, the order is partly_refunded or refunded, and its
 * booking can still be cancelled.
 */

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'confirmed',
  'payment_failed',
  'cancelled',
  'expired',
  'refund_pending',
  'refunded',
  'partly_refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order being paid or paid: a stay cart has at most one (one cart is one booking). */
export const LIVE_ORDER_STATUSES = ['pending_payment', 'paid', 'confirmed'] as const satisfies readonly OrderStatus[];

/**
 * What can happen to an order: the payment's events, confirmation, a booking cancelled by its customer, a late
 * payment honoured (its rooms held again) or not, and the provider's refund sent back in full or in part.
 */
export type OrderEvent = 'pay' | 'fail' | 'cancel' | 'expire' | 'confirm' | 'cancelBooking' | 'payLate' | 'refuseLatePayment' | 'refundAll' | 'refundPart';

/** How long a pending payment holds the stay's room (minutes). */
export const PAYMENT_HOLD_MINUTES = 15;

const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  pending_payment: { pay: 'paid', fail: 'payment_failed', cancel: 'cancelled', expire: 'expired' },
  paid: { confirm: 'confirmed' },
  confirmed: { cancelBooking: 'refund_pending', refundPart: 'partly_refunded', refundAll: 'refunded' },
  payment_failed: {},
  cancelled: {},
  // A payment the provider reports paid after the hold ran out: honoured when its rooms are still free, else refunded.
  expired: { payLate: 'paid', refuseLatePayment: 'refund_pending' },
  refund_pending: { refundAll: 'refunded', refundPart: 'partly_refunded' },
  refunded: {},
  // Refunded in part (a goodwill refund, or a cancellation): a booking still on may be cancelled, and more may come back.
  partly_refunded: { cancelBooking: 'refund_pending', refundAll: 'refunded' },
};

/** The status after `event`, or null when the event does not apply (an old, repeated or out-of-order callback). */
export function getNextStatus(current: OrderStatus, event: OrderEvent): OrderStatus | null {
  return TRANSITIONS[current][event] ?? null;
}

/**
 * True when the order was sold and then undone: its booking cancelled or its late payment sent back. `stands`: its
 * booking is still on or its gifts still valid, so a refunded status only says a goodwill refund was sent.
 */
export function isUndoneSale(status: OrderStatus, sale: { stands: boolean } = { stands: false }): boolean {
  if (status === 'refund_pending') return true;
  return (status === 'refunded' || status === 'partly_refunded') && !sale.stands;
}

/** The refund event once the provider has sent `refundedCents` of the `paidCents` the order took. */
export function getRefundEvent(refundedCents: number, paidCents: number): OrderEvent {
  return refundedCents >= paidCents ? 'refundAll' : 'refundPart';
}

/** True for the statuses that send the buyer back to the details step (the payment did not go through). */
export function isUnpaidEnd(status: OrderStatus): boolean {
  return status === 'payment_failed' || status === 'cancelled' || status === 'expired';
}

/** A payment's status as Mollie names them. */
export type ProviderPaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

/** The order event a provider status means; null while the payment is still under way. */
export function getPaymentEvent(status: ProviderPaymentStatus): OrderEvent | null {
  switch (status) {
    case 'paid':
      return 'pay';
    case 'failed':
      return 'fail';
    case 'canceled':
      return 'cancel';
    case 'expired':
      return 'expire';
    default:
      return null;
  }
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
