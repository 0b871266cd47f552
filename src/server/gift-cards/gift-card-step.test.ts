import { describe, expect, it } from 'vitest';
import { getCheckoutSplit, getOrderSplit, NO_GIFT_CARD } from './gift-card-step.server';

const applied = (payCents: number, dueCents: number) => ({
  ...NO_GIFT_CARD,
  typed: 'HALTE-AB12-CD34',
  applied: { code: 'HALTE-AB12-CD34', payCents, dueCents, balanceAfterCents: 0, expiresOn: '2027-12-31' },
});

describe('what a checkout summary says with a gift card', () => {
  it('keeps the total and shows the card’s part and what is left to pay', () => {
    expect(getCheckoutSplit(40900, applied(5000, 35900))).toEqual({
      totalCents: 40900,
      giftCard: { code: 'HALTE-AB12-CD34', cents: 5000 },
      paidByCardCents: 35900,
      isPaymentNeeded: true,
    });
  });

  it('needs no payment when the card pays it all, and the whole total without a card', () => {
    expect(getCheckoutSplit(40900, applied(40900, 0))).toMatchObject({ paidByCardCents: 0, isPaymentNeeded: false });
    expect(getCheckoutSplit(40900, NO_GIFT_CARD)).toEqual({ totalCents: 40900, giftCard: null, paidByCardCents: 40900, isPaymentNeeded: true });
    expect(getCheckoutSplit(40900, undefined)).toMatchObject({ giftCard: null, paidByCardCents: 40900 });
  });
});

describe('what a confirmation says of a gift card', () => {
  it('says the total, what the card paid and what was paid by card', () => {
    expect(getOrderSplit({ totalCents: 32900, amountDueCents: 19200 }, { code: 'HALTE-AB12-CD34', cents: 13700, released: false })).toEqual({
      totalCents: 32900,
      giftCard: { code: 'HALTE-AB12-CD34', cents: 13700 },
      paidByCardCents: 19200,
      isPaymentNeeded: true,
    });
  });

  it('leaves out a card whose amount was given back', () => {
    expect(getOrderSplit({ totalCents: 32900, amountDueCents: 19200 }, { code: 'HALTE-AB12-CD34', cents: 13700, released: true }).giftCard).toBeNull();
  });
});
