import { describe, expect, it } from 'vitest';
import {
  canExchange,
  canExtend,
  canExtendAsGoodwill,
  EXTENSION_FEE_CENTS,
  getGiftCardPayment,
  getGoodwillExtensionLeft,
  GOODWILL_EXTENSION_MAX_MONTHS,
  type GiftForOptions,
} from './gift-card-rules';

const voucher: GiftForOptions & { amountCents: number | null } = {
  kind: 'SINGLE_VOUCHER',
  isExchangeable: true,
  expiresOn: '2027-03-31',
  usedAt: null,
  extendedAt: null,
  exchangedFor: null,
  balanceCents: null,
  amountCents: 15000,
};

describe('getGiftCardPayment', () => {
  it('pays the whole balance when the order costs more, and only the amount due when it costs less', () => {
    expect(getGiftCardPayment(5000, 17400)).toBe(5000);
    expect(getGiftCardPayment(20000, 17400)).toBe(17400);
    expect(getGiftCardPayment(0, 17400)).toBe(0);
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => getGiftCardPayment(10.5, 100)).toThrow(RangeError);
  });
});

describe('canExtend', () => {
  it('allows one six-month extension for a fee in the last 60 days, up to the last valid day', () => {
    expect(canExtend(voucher, '2027-01-30')).toEqual({ allowed: true, newExpiresOn: '2027-09-30', feeCents: EXTENSION_FEE_CENTS });
    expect(canExtend(voucher, '2027-03-31')).toMatchObject({ allowed: true });
  });

  it('says from when a gift far from its expiry can be extended', () => {
    expect(canExtend(voucher, '2027-01-29')).toEqual({ allowed: false, reason: 'tooEarly', from: '2027-01-30' });
  });

  it('refuses an expired, used, exchanged or already extended gift and an empty gift card', () => {
    expect(canExtend(voucher, '2027-04-01')).toMatchObject({ allowed: false, reason: 'expired' });
    expect(canExtend({ ...voucher, usedAt: '2027-02-01' }, '2027-03-01')).toMatchObject({ reason: 'used' });
    expect(canExtend({ ...voucher, exchangedFor: 'HALTE-AAAA' }, '2027-03-01')).toMatchObject({ reason: 'used' });
    expect(canExtend({ ...voucher, extendedAt: '2027-02-01' }, '2027-03-01')).toMatchObject({ reason: 'alreadyExtended' });
    expect(canExtend({ ...voucher, kind: 'GIFT_CARD', balanceCents: 0 }, '2027-03-01')).toMatchObject({ reason: 'empty' });
    expect(canExtend({ ...voucher, kind: 'GIFT_CARD', balanceCents: 1 }, '2027-03-01')).toMatchObject({ allowed: true });
  });
});

describe('canExchange', () => {
  it('exchanges an unused, valid single voucher for its value', () => {
    expect(canExchange(voucher, '2026-12-01')).toEqual({ allowed: true, amountCents: 15000 });
  });

  it('refuses a gift stay, a box, a gift card, a used or exchanged voucher and an expired one', () => {
    expect(canExchange({ ...voucher, isExchangeable: false }, '2026-12-01')).toMatchObject({ reason: 'notExchangeable' });
    expect(canExchange({ ...voucher, kind: 'BOX' }, '2026-12-01')).toMatchObject({ reason: 'notExchangeable' });
    expect(canExchange({ ...voucher, kind: 'GIFT_CARD' }, '2026-12-01')).toMatchObject({ reason: 'notExchangeable' });
    expect(canExchange({ ...voucher, usedAt: '2026-11-01' }, '2026-12-01')).toMatchObject({ reason: 'used' });
    expect(canExchange({ ...voucher, exchangedFor: 'HALTE-X' }, '2026-12-01')).toMatchObject({ reason: 'used' });
    expect(canExchange(voucher, '2027-04-01')).toMatchObject({ reason: 'expired' });
  });
});

describe('canExtendAsGoodwill', () => {
  const gift = { ...voucher, expiresOn: '2027-03-31', goodwillMonths: 0 };

  it("adds months to the last valid day, free, within the cap over the gift's life", () => {
    expect(canExtendAsGoodwill(gift, 3, '2027-01-10')).toEqual({ allowed: true, newExpiresOn: '2027-06-30' });
    expect(canExtendAsGoodwill(gift, GOODWILL_EXTENSION_MAX_MONTHS, '2027-01-10')).toEqual({ allowed: true, newExpiresOn: '2028-03-31' });
    expect(canExtendAsGoodwill(gift, GOODWILL_EXTENSION_MAX_MONTHS + 1, '2027-01-10')).toEqual({
      allowed: false,
      reason: 'months',
      maxMonths: GOODWILL_EXTENSION_MAX_MONTHS,
    });
    expect(canExtendAsGoodwill({ ...gift, goodwillMonths: 10 }, 3, '2027-01-10')).toEqual({ allowed: false, reason: 'months', maxMonths: 2 });
    expect(canExtendAsGoodwill(gift, 0, '2027-01-10')).toMatchObject({ allowed: false, reason: 'months' });
    expect(getGoodwillExtensionLeft(15)).toBe(0);
  });

  it("does not need the paid extension's window, and revives an expired gift only into the future", () => {
    expect(canExtendAsGoodwill({ ...gift, extendedAt: '2027-02-01' }, 1, '2026-06-01').allowed).toBe(true);
    expect(canExtendAsGoodwill(gift, 2, '2027-05-02')).toEqual({ allowed: true, newExpiresOn: '2027-05-31' });
    expect(canExtendAsGoodwill(gift, 1, '2027-05-02')).toMatchObject({ allowed: false, reason: 'stillExpired' });
  });

  it('refuses a used or exchanged gift and an empty card', () => {
    expect(canExtendAsGoodwill({ ...gift, usedAt: '2027-01-01' }, 1, '2027-01-10')).toMatchObject({ allowed: false, reason: 'used' });
    expect(canExtendAsGoodwill({ ...gift, exchangedFor: 'HALTE-X' }, 1, '2027-01-10')).toMatchObject({ allowed: false, reason: 'used' });
    expect(canExtendAsGoodwill({ ...gift, kind: 'GIFT_CARD', balanceCents: 0 }, 1, '2027-01-10')).toMatchObject({ allowed: false, reason: 'empty' });
  });
});
