/**
 * The order's state machine (issue 15, ADR 20): pending_payment → paid → confirmed, or pending_payment →
 * payment_failed | cancelled | expired. Only the payment provider's answer moves an order out of pending_payment.
 */

export const ORDER_STATUSES = ['pending_payment', 'paid', 'confirmed', 'payment_failed', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What can happen to an order. */
export type OrderEvent = 'pay' | 'fail' | 'cancel' | 'expire' | 'confirm';

/** How long a pending payment holds the stay's room (minutes). */
export const PAYMENT_HOLD_MINUTES = 15;

const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  pending_payment: { pay: 'paid', fail: 'payment_failed', cancel: 'cancelled', expire: 'expired' },
  paid: { confirm: 'confirmed' },
  confirmed: {},
  payment_failed: {},
  cancelled: {},
  expired: {},
};

/** The status after `event`, or null when the event does not apply (an old, repeated or out-of-order callback). */
export function getNextStatus(current: OrderStatus, event: OrderEvent): OrderStatus | null {
  return TRANSITIONS[current][event] ?? null;
}

/** True for the statuses that send the buyer back to the details step (the payment did not go through). */
export function isUnpaidEnd(status: OrderStatus): boolean {
  return status === 'payment_failed' || status === 'cancelled' || status === 'expired';
}

/** A payment's status as Mollie names them (the test acquirer uses the same names). */
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
