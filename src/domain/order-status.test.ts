import { describe, expect, it } from 'vitest';
import { getNextStatus, getPaymentEvent, isUnpaidEnd, ORDER_STATUSES, type OrderEvent } from './order-status';

const EVENTS: OrderEvent[] = ['pay', 'fail', 'cancel', 'expire', 'confirm'];

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

  it('changes nothing once an order is final', () => {
    for (const status of ['confirmed', 'payment_failed', 'cancelled', 'expired'] as const) {
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
