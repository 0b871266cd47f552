import { describe, expect, it } from 'vitest';
import { getNextStatus, getPaymentEvent, getRefundEvent, isUndoneSale, isUnpaidEnd, ORDER_STATUSES, type OrderEvent } from './order-status';

const EVENTS: OrderEvent[] = ['pay', 'fail', 'cancel', 'expire', 'confirm', 'cancelBooking', 'payLate', 'refuseLatePayment', 'refundAll', 'refundPart'];

describe('order state machine', () => {
  it('goes pending_payment → paid → confirmed', () => {
    expect(getNextStatus('pending_payment', 'pay')).toBe('paid');
    expect(getNextStatus('paid', 'confirm')).toBe('confirmed');
  });

  it('ends a pending payment as failed, cancelled or expired', () => {
    expect(getNextStatus('pending_payment', 'fail')).toBe('payment_failed');
    expect(getNextStatus('pending_payment', 'cancel')).toBe('cancelled');
    expect(getNextStatus('pending_payment', 'expire')).toBe('expired');
  });

  it('does not confirm an unpaid order, nor pay one twice', () => {
    expect(getNextStatus('pending_payment', 'confirm')).toBeNull();
    expect(getNextStatus('paid', 'pay')).toBeNull();
    expect(getNextStatus('paid', 'fail')).toBeNull();
  });

  it('after the sale: a cancelled booking waits for its refund, then is refunded in full or in part', () => {
    expect(getNextStatus('confirmed', 'cancelBooking')).toBe('refund_pending');
    expect(getNextStatus('refund_pending', 'refundAll')).toBe('refunded');
    expect(getNextStatus('refund_pending', 'refundPart')).toBe('partly_refunded');
    expect(getNextStatus('pending_payment', 'cancelBooking')).toBeNull();
    expect(getNextStatus('refunded', 'cancelBooking')).toBeNull();
    expect(getRefundEvent(10_000, 10_000)).toBe('refundAll');
    expect(getRefundEvent(8_000, 10_000)).toBe('refundPart');
    expect(ORDER_STATUSES.filter((status) => isUndoneSale(status))).toEqual(['refund_pending', 'refunded', 'partly_refunded']);
  });

  it('a sale that stands may be refunded as goodwill, in part or in full, and its booking still cancelled', () => {
    expect(getNextStatus('confirmed', 'refundPart')).toBe('partly_refunded');
    expect(getNextStatus('confirmed', 'refundAll')).toBe('refunded');
    expect(getNextStatus('partly_refunded', 'refundPart')).toBeNull();
    expect(getNextStatus('partly_refunded', 'refundAll')).toBe('refunded');
    expect(getNextStatus('partly_refunded', 'cancelBooking')).toBe('refund_pending');
    expect(isUndoneSale('partly_refunded', { stands: true })).toBe(false);
    expect(isUndoneSale('refunded', { stands: true })).toBe(false);
    expect(isUndoneSale('refund_pending', { stands: true })).toBe(true);
  });

  it('a payment reported paid after its order expired is honoured, or refused and refunded', () => {
    expect(getNextStatus('expired', 'payLate')).toBe('paid');
    expect(getNextStatus('expired', 'pay')).toBeNull();
    expect(getNextStatus('expired', 'refuseLatePayment')).toBe('refund_pending');
    expect(getNextStatus('expired', 'fail')).toBeNull();
  });

  it('changes nothing once an order is final', () => {
    for (const status of ['payment_failed', 'cancelled', 'refunded'] as const) {
      for (const event of EVENTS) expect(getNextStatus(status, event)).toBeNull();
    }
  });

  it('sends the buyer back to the details step only when the payment did not go through', () => {
    expect(ORDER_STATUSES.filter(isUnpaidEnd)).toEqual(['payment_failed', 'cancelled', 'expired']);
  });

  it('maps the provider statuses, waiting while the payment is open', () => {
    expect(getPaymentEvent('paid')).toBe('pay');
    expect(getPaymentEvent('failed')).toBe('fail');
    expect(getPaymentEvent('canceled')).toBe('cancel');
    expect(getPaymentEvent('expired')).toBe('expire');
    expect(getPaymentEvent('open')).toBeNull();
    expect(getPaymentEvent('pending')).toBeNull();
    expect(getPaymentEvent('authorized')).toBeNull();
  });
});
