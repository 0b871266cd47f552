import { describe, expect, it } from 'vitest';
import { checkGoodwillRefund, getGoodwillCeiling, getRefundableCents, GOODWILL_AGENT_LIMIT_CENTS, parseEuroAmount } from './goodwill-refund';

describe('goodwill refunds', () => {
  const order = { status: 'confirmed', paidCents: 30_000, refundedCents: 0, goodwillCents: 0 };

  it('never refunds more than the payment still holds, whatever the role', () => {
    expect(getRefundableCents(30_000, 24_000)).toBe(6_000);
    expect(getRefundableCents(30_000, 31_000)).toBe(0);
    expect(checkGoodwillRefund({ ...order, role: 'supervisor', refundedCents: 24_000, amountCents: 6_001 })).toEqual({
      allowed: false,
      reason: 'overCap',
      capCents: 6_000,
    });
    expect(checkGoodwillRefund({ ...order, role: 'supervisor', refundedCents: 24_000, amountCents: 6_000 })).toEqual({
      allowed: true,
      amountCents: 6_000,
      refundableAfterCents: 0,
    });
    expect(checkGoodwillRefund({ ...order, role: 'supervisor', paidCents: 0, amountCents: 1 })).toEqual({ allowed: false, reason: 'overCap', capCents: 0 });
  });

  it("leaves an order's goodwill above the limit, all refunds together, to a supervisor", () => {
    expect(checkGoodwillRefund({ ...order, role: 'agent', amountCents: GOODWILL_AGENT_LIMIT_CENTS }).allowed).toBe(true);
    expect(checkGoodwillRefund({ ...order, role: 'agent', amountCents: GOODWILL_AGENT_LIMIT_CENTS + 1 })).toMatchObject({
      allowed: false,
      reason: 'supervisor',
    });
    expect(checkGoodwillRefund({ ...order, role: 'agent', goodwillCents: 6_000, refundedCents: 6_000, amountCents: 4_001 })).toMatchObject({
      allowed: false,
      reason: 'supervisor',
    });
    expect(checkGoodwillRefund({ ...order, role: 'supervisor', goodwillCents: 6_000, refundedCents: 6_000, amountCents: 20_000 }).allowed).toBe(true);
    expect(getGoodwillCeiling('agent', 30_000, 6_000, 6_000)).toBe(4_000);
    expect(getGoodwillCeiling('supervisor', 30_000, 6_000, 6_000)).toBe(24_000);
    expect(getGoodwillCeiling('agent', 5_000, 0, 0)).toBe(5_000);
  });

  it('refunds only a sale whose payment was taken', () => {
    for (const status of ['pending_payment', 'expired', 'payment_failed', 'cancelled'])
      expect(checkGoodwillRefund({ ...order, status, role: 'supervisor', amountCents: 100 })).toMatchObject({ allowed: false, reason: 'notPaid' });
    expect(checkGoodwillRefund({ ...order, status: 'partly_refunded', role: 'agent', refundedCents: 24_000, amountCents: 100 }).allowed).toBe(true);
  });

  it('refuses nothing, a negative or a fractional cent', () => {
    for (const amountCents of [0, -100, 12.5, Number.NaN])
      expect(checkGoodwillRefund({ ...order, role: 'supervisor', amountCents })).toMatchObject({ allowed: false, reason: 'amount' });
  });

  it('reads euros as agents type them', () => {
    expect(parseEuroAmount('45')).toBe(4_500);
    expect(parseEuroAmount('45,5')).toBe(4_550);
    expect(parseEuroAmount(' 1 200,00 € ')).toBe(120_000);
    expect(parseEuroAmount('45.05')).toBe(4_505);
    for (const input of ['', '-5', '4,505', 'douze', '1e3']) expect(parseEuroAmount(input)).toBeNull();
  });
});
