import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProviderRefund, getDateChangeSettlement, getDateChangeWindow, getRoomMoves, isSameStay, type DateChangeBooking } from './date-change';
import { addIsoDays } from './iso-date';

const TODAY = '2027-03-01';
const booking = (over: Partial<DateChangeBooking> = {}): DateChangeBooking => ({
  status: 'CONFIRMED',
  checkin: '2027-03-20',
  policy: { cancellable: true, cancellationDeadline: '2027-03-10' },
  giftCode: false,
  ...over,
});

describe('getDateChangeWindow', () => {
  it('lets a confirmed stay of a cancellable offer be changed up to its deadline, that day included', () => {
    expect(getDateChangeWindow(booking(), TODAY)).toEqual({ changeable: true, deadline: '2027-03-10' });
    expect(getDateChangeWindow(booking(), '2027-03-10')).toEqual({ changeable: true, deadline: '2027-03-10' });
  });

  it('says why not: deadline passed, non-refundable, cancelled, past stay, booked with a gift code', () => {
    expect(getDateChangeWindow(booking(), '2027-03-11')).toEqual({ changeable: false, reason: 'deadlinePassed', deadline: '2027-03-10' });
    expect(getDateChangeWindow(booking({ policy: { cancellable: false, cancellationDeadline: null } }), TODAY)).toEqual({
      changeable: false,
      reason: 'nonRefundable',
      deadline: null,
    });
    expect(getDateChangeWindow(booking({ policy: undefined }), TODAY)).toMatchObject({ changeable: false, reason: 'nonRefundable' });
    expect(getDateChangeWindow(booking({ status: 'CANCELLED' }), TODAY)).toMatchObject({ changeable: false, reason: 'cancelled' });
    expect(getDateChangeWindow(booking({ status: 'COMPLETED' }), TODAY)).toMatchObject({ changeable: false, reason: 'pastStay' });
    expect(getDateChangeWindow(booking({ checkin: TODAY, policy: { cancellable: true, cancellationDeadline: '2027-03-02' } }), TODAY)).toMatchObject({
      changeable: false,
      reason: 'pastStay',
    });
    expect(getDateChangeWindow(booking({ giftCode: true }), TODAY)).toMatchObject({ changeable: false, reason: 'giftCode' });
  });

  it('a cancelled booking is cancelled whatever its dates; a passed deadline wins over a gift code', () => {
    expect(getDateChangeWindow(booking({ status: 'CANCELLED', checkin: '2020-01-01' }), TODAY)).toMatchObject({ reason: 'cancelled' });
    expect(getDateChangeWindow(booking({ giftCode: true }), '2027-03-12')).toMatchObject({ reason: 'deadlinePassed' });
  });
});

describe('getDateChangeSettlement', () => {
  it('asks the difference through the provider when the new stay costs more', () => {
    expect(getDateChangeSettlement(20_000, 22_400, { cardCents: 20_000, giftCardCents: 0 })).toEqual({ kind: 'pay', differenceCents: 2_400, cardCents: 2_400 });
  });

  it('refunds to the gift card first up to what it paid, then to the card', () => {
    expect(getDateChangeSettlement(20_000, 18_150, { cardCents: 15_000, giftCardCents: 5_000 })).toEqual({
      kind: 'refund',
      differenceCents: -1_850,
      giftCardCents: 1_850,
      cardCents: 0,
    });
    expect(getDateChangeSettlement(20_000, 12_000, { cardCents: 15_000, giftCardCents: 5_000 })).toEqual({
      kind: 'refund',
      differenceCents: -8_000,
      giftCardCents: 5_000,
      cardCents: 3_000,
    });
    expect(getDateChangeSettlement(20_000, 18_150, { cardCents: 20_000, giftCardCents: 0 })).toEqual({
      kind: 'refund',
      differenceCents: -1_850,
      giftCardCents: 0,
      cardCents: 1_850,
    });
  });

  it('nothing moves for the same price', () => {
    expect(getDateChangeSettlement(20_000, 20_000, { cardCents: 20_000, giftCardCents: 0 })).toEqual({ kind: 'none', differenceCents: 0 });
  });

  it('the parts add up to the difference to the cent, never beyond what each means paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (oldTotal, newTotal, giftCard) => {
          const paid = { giftCardCents: Math.min(giftCard, oldTotal), cardCents: oldTotal - Math.min(giftCard, oldTotal) };
          const settlement = getDateChangeSettlement(oldTotal, newTotal, paid);
          expect(settlement.differenceCents).toBe(newTotal - oldTotal);
          if (settlement.kind === 'pay') expect(settlement.cardCents).toBe(newTotal - oldTotal);
          if (settlement.kind === 'refund') {
            expect(settlement.giftCardCents + settlement.cardCents).toBe(oldTotal - newTotal);
            expect(settlement.giftCardCents).toBeLessThanOrEqual(paid.giftCardCents);
            expect(settlement.cardCents).toBeLessThanOrEqual(paid.cardCents);
            expect(settlement.giftCardCents === paid.giftCardCents || settlement.cardCents === 0).toBe(true);
          }
        },
      ),
    );
  });

  it('refuses amounts that are not cents', () => {
    expect(() => getDateChangeSettlement(10.5, 2, { cardCents: 0, giftCardCents: 0 })).toThrow(RangeError);
  });
});

describe('getRoomMoves', () => {
  const hold = (checkin: string, nights: number, rooms = 1) => ({ hotelId: 7, checkin, nights, rooms });

  it('takes only the nights the new stay adds and gives back only those it leaves', () => {
    expect(getRoomMoves(hold('2027-03-20', 2), hold('2027-03-21', 2))).toEqual({
      take: [{ day: '2027-03-22', rooms: 1 }],
      give: [{ day: '2027-03-20', rooms: 1 }],
    });
    expect(getRoomMoves(hold('2027-03-20', 2), hold('2027-04-20', 1))).toEqual({
      take: [{ day: '2027-04-20', rooms: 1 }],
      give: [
        { day: '2027-03-20', rooms: 1 },
        { day: '2027-03-21', rooms: 1 },
      ],
    });
  });

  it('a larger party on the same nights takes the rooms it adds', () => {
    expect(getRoomMoves(hold('2027-03-20', 1, 1), hold('2027-03-20', 1, 3))).toEqual({ take: [{ day: '2027-03-20', rooms: 2 }], give: [] });
    expect(getRoomMoves(hold('2027-03-20', 1, 2), hold('2027-03-20', 1, 2))).toEqual({ take: [], give: [] });
  });

  it('every night ends with the new stay’s rooms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 3 }),
        (a, n, r, b, m, s) => {
          const from = hold(addIsoDays('2027-03-01', a), n, r);
          const to = hold(addIsoDays('2027-03-01', b), m, s);
          const { take, give } = getRoomMoves(from, to);
          for (let day = 0; day < 30; day += 1) {
            const iso = addIsoDays('2027-03-01', day);
            const held = iso >= from.checkin && iso < addIsoDays(from.checkin, n) ? r : 0;
            const wanted = iso >= to.checkin && iso < addIsoDays(to.checkin, m) ? s : 0;
            const moved = (take.find((move) => move.day === iso)?.rooms ?? 0) - (give.find((move) => move.day === iso)?.rooms ?? 0);
            expect(held + moved).toBe(wanted);
          }
        },
      ),
    );
  });

  it('refuses another hotel', () => {
    expect(() => getRoomMoves(hold('2027-03-20', 1), { ...hold('2027-03-20', 1), hotelId: 8 })).toThrow(RangeError);
  });
});

describe('allocateProviderRefund', () => {
  it('takes the latest payment first, each within what it can still give', () => {
    const payments = [
      { paymentId: 'tr_first', refundableCents: 20_000 },
      { paymentId: 'tr_change', refundableCents: 2_400 },
    ];
    expect(allocateProviderRefund(payments, 1_850)).toEqual([{ paymentId: 'tr_change', cents: 1_850 }]);
    expect(allocateProviderRefund(payments, 5_000)).toEqual([
      { paymentId: 'tr_change', cents: 2_400 },
      { paymentId: 'tr_first', cents: 2_600 },
    ]);
    expect(allocateProviderRefund(payments, 30_000)).toEqual([
      { paymentId: 'tr_change', cents: 2_400 },
      { paymentId: 'tr_first', cents: 20_000 },
    ]);
    expect(allocateProviderRefund([], 100)).toEqual([]);
  });
});

describe('isSameStay', () => {
  it('compares dates and party', () => {
    const stay = { checkin: '2027-03-20', nights: 2, adults: 2, children: 0, babies: 0 };
    expect(isSameStay(stay, { ...stay })).toBe(true);
    expect(isSameStay(stay, { ...stay, babies: 1 })).toBe(false);
  });
});
