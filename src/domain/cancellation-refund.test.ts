import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBookedNightPrices, getCancellationRefund, getRefundTotal, type BookingPayments } from './cancellation-refund';
import { addIsoDays } from './iso-date';
import { getRefund } from './quote';

const DEADLINE = '2027-03-10';
const policy = { cancellable: true, cancellationDeadline: DEADLINE };
const paidByCard = (cents: number): BookingPayments => ({ cardCents: cents, giftCardCents: 0, giftCode: null });

describe('getCancellationRefund', () => {
  it('refunds 80 % of each night, rounded down per night, on or before the deadline', () => {
    const nightPrices = [10_000, 12_345];
    for (const day of ['2027-03-01', DEADLINE]) {
      expect(getCancellationRefund({ policy, nightPrices, cancelledOn: day, paid: paidByCard(22_345) })).toEqual({
        window: 'open',
        policyCents: 17_876,
        cardCents: 17_876,
        giftCardCents: 0,
        giftCode: null,
        giftCodeCents: 0,
      });
    }
  });

  it('refunds nothing after the deadline, and nothing on an offer that cannot be cancelled, not even a gift code', () => {
    const paid: BookingPayments = { cardCents: 5_000, giftCardCents: 3_000, giftCode: { code: 'HALTE-AAAA', cents: 10_000 } };
    expect(getCancellationRefund({ policy, nightPrices: [18_000], cancelledOn: '2027-03-11', paid })).toEqual({
      window: 'deadlinePassed',
      policyCents: 0,
      cardCents: 0,
      giftCardCents: 0,
      giftCode: null,
      giftCodeCents: 0,
    });
    expect(
      getCancellationRefund({ policy: { cancellable: false, cancellationDeadline: null }, nightPrices: [18_000], cancelledOn: '2027-03-01', paid }).window,
    ).toBe('notCancellable');
    expect(getCancellationRefund({ policy: undefined, nightPrices: [18_000], cancelledOn: '2027-03-01', paid }).policyCents).toBe(0);
  });

  it('gives a gift card and a card back in proportion to what each paid, to the cent', () => {
    // 3 nights of 100 €: 240 € back of 300 € paid, 100 € by gift card and 200 € by card.
    const refund = getCancellationRefund({
      policy,
      nightPrices: [10_000, 10_000, 10_000],
      cancelledOn: DEADLINE,
      paid: { cardCents: 20_000, giftCardCents: 10_000, giftCode: null },
    });
    expect(refund).toMatchObject({ policyCents: 24_000, giftCardCents: 8_000, cardCents: 16_000 });
    // 80 % of 99.99 € is 79.99 €: one odd cent, to the larger remainder.
    const odd = getCancellationRefund({
      policy,
      nightPrices: [9_999],
      cancelledOn: DEADLINE,
      paid: { cardCents: 6_666, giftCardCents: 3_333, giftCode: null },
    });
    expect(odd.cardCents + odd.giftCardCents).toBe(7_999);
    expect(odd).toMatchObject({ giftCardCents: 2_666, cardCents: 5_333 });
  });

  it('gives a gift code back whole, counted first; the money means share what is left', () => {
    // 300 € stay, 200 € paid by the gift, 100 € by card: 240 € back = the code (200 €) + 40 € to the card.
    const paid: BookingPayments = { cardCents: 10_000, giftCardCents: 0, giftCode: { code: 'HALTE-BBBB', cents: 20_000 } };
    expect(getCancellationRefund({ policy, nightPrices: [15_000, 15_000], cancelledOn: DEADLINE, paid })).toEqual({
      window: 'open',
      policyCents: 24_000,
      cardCents: 4_000,
      giftCardCents: 0,
      giftCode: 'HALTE-BBBB',
      giftCodeCents: 20_000,
    });
    // A gift worth more than the refund still comes back whole, and no money is refunded.
    const mostly = getCancellationRefund({
      policy,
      nightPrices: [15_000, 15_000],
      cancelledOn: DEADLINE,
      paid: { ...paid, cardCents: 2_000, giftCode: { code: 'HALTE-CCCC', cents: 28_000 } },
    });
    expect(mostly).toMatchObject({ cardCents: 0, giftCode: 'HALTE-CCCC', giftCodeCents: 28_000 });
    expect(getRefundTotal(mostly)).toBe(28_000);
  });
});

describe('getBookedNightPrices', () => {
  it('takes the prices stored with the order, one per night', () => {
    expect(getBookedNightPrices([12_000, 9_000], 2, 21_000)).toEqual([12_000, 9_000]);
  });

  it('splits the stay evenly for an order without them (or with prices that do not fit the stay)', () => {
    expect(getBookedNightPrices(undefined, 3, 30_001)).toEqual([10_001, 10_000, 10_000]);
    expect(getBookedNightPrices([12_000], 2, 21_000)).toEqual([10_500, 10_500]);
    expect(getBookedNightPrices(['x', 1], 2, 100)).toEqual([50, 50]);
  });
});

/** Random stays (1 to 7 nights), cancellation days around the deadline and the ways a booking may be paid. */
const stay = fc.array(fc.integer({ min: 1, max: 60_000 }), { minLength: 1, maxLength: 7 });
const dayOffset = fc.integer({ min: -5, max: 5 });
const mix = fc.constantFrom('card', 'giftCard+card', 'giftCode+card', 'giftCardOnly', 'giftCodeOnly');

function payments(kind: string, total: number, share: number): BookingPayments {
  const part = Math.floor(total * share);
  switch (kind) {
    case 'card':
      return { cardCents: total, giftCardCents: 0, giftCode: null };
    case 'giftCard+card':
      return { cardCents: total - part, giftCardCents: part, giftCode: null };
    case 'giftCode+card':
      return { cardCents: total - part, giftCardCents: 0, giftCode: { code: 'HALTE-DDDD', cents: part } };
    case 'giftCardOnly':
      return { cardCents: 0, giftCardCents: total, giftCode: null };
    default:
      return { cardCents: 0, giftCardCents: 0, giftCode: { code: 'HALTE-EEEE', cents: total } };
  }
}

describe('the refund of any cancellation', () => {
  it('is the policy’s total, by means adding up to it, never more than a means paid', () => {
    fc.assert(
      fc.property(stay, dayOffset, mix, fc.double({ min: 0, max: 1, noNaN: true }), (nightPrices, offset, kind, share) => {
        const total = nightPrices.reduce((sum, price) => sum + price, 0);
        const paid = payments(kind, total, share);
        const cancelledOn = addIsoDays(DEADLINE, offset);
        const refund = getCancellationRefund({ policy, nightPrices, cancelledOn, paid });
        const policyCents = getRefund({ nightsPrices: nightPrices, cancelledOn, deadline: DEADLINE });
        expect(refund.policyCents).toBe(policyCents);
        if (offset > 0) expect(refund).toMatchObject({ window: 'deadlinePassed', cardCents: 0, giftCardCents: 0, giftCode: null, giftCodeCents: 0 });
        expect(refund.cardCents).toBeLessThanOrEqual(paid.cardCents);
        expect(refund.giftCardCents).toBeLessThanOrEqual(paid.giftCardCents);
        for (const part of [refund.cardCents, refund.giftCardCents]) expect(Number.isInteger(part) && part >= 0).toBe(true);
        // A gift code comes back whole or not at all; when it is worth more than the policy's total, the customer keeps the difference.
        const code = paid.giftCode && offset <= 0 ? paid.giftCode.cents : 0;
        expect(refund.giftCodeCents).toBe(code);
        expect(getRefundTotal(refund)).toBe(offset > 0 ? 0 : Math.max(policyCents, code));
        // The money parts follow what each means paid, within a cent.
        const money = refund.cardCents + refund.giftCardCents;
        const moneyPaid = paid.cardCents + paid.giftCardCents;
        if (moneyPaid > 0) expect(Math.abs(refund.giftCardCents - (money * paid.giftCardCents) / moneyPaid)).toBeLessThan(1);
      }),
      { numRuns: 500 },
    );
  });
});
