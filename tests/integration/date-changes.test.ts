import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRoomCount } from '../../src/domain/party-price';
import { addIsoDays } from '../../src/domain/iso-date';
import { formatMoney } from '../../src/domain/money';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { getGiftCardBalances } from '../../src/server/gift-cards/gift-cards.server';
import { cancelBooking, previewCancellation } from '../../src/server/orders/booking-cancellation.server';
import { readManagedBooking } from '../../src/server/orders/managed-booking.server';
import {
  changeBookingDates,
  getChangeableBooking,
  handleDateChangePayment,
  previewDateChange,
  sweepDateChanges,
  type StayChange,
} from '../../src/server/orders/date-changes.server';
import { settleStandInPayment } from '../../src/server/payments/mollie-stand-in.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { getRefundTotal } from '../../src/domain/cancellation-refund';
import { openTestDatabase, TARGETS } from './harness';
import { bookPaidStay, type PaymentMix, type StayHotel } from './paid-stays';

const EMAIL = 'dora.dates@example.com';
const DEADLINE_DAYS = 10;
/** Days of the test hotel opened for the tests, from the first booked night. */
const SPAN = 40;

/**
 * A customer changes the dates and party of a paid stay (ADR 57), on both databases: the difference charged or
 * refunded is new total − old total to the cent; the gift card's balance and the provider's refunds add up; the
 * rooms move night by night; concurrent changes of one booking give one change; a night gone changes nothing.
 */
describe.each(TARGETS)('date changes on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let hotel: StayHotel & { capacity: number };
  const today = getToday();
  const checkin = addIsoDays(today, 30);
  const deadline = addIsoDays(checkin, -DEADLINE_DAYS);
  const owner = { email: EMAIL };
  const provider = () => getPaymentProvider(handle.db, {});

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    // A published stay of an active hotel, its nights open, plentiful and without a minimum stay over the span.
    const found = await sql<{ id: number; hotel_id: number; label: string; capacity: number }>`
      select p.id, p.hotel_id, h.label, r.capacity from packages p join hotels h on h.id = p.hotel_id join rooms r on r.id = p.room_id
      where p.published and h.active and p.item_category = 'weekend' and (p.expiration is null or p.expiration > ${addIsoDays(checkin, SPAN + 7)})
      and (select count(*) from hotel_days d where d.hotel_id = p.hotel_id and d.day >= ${checkin} and d.day < ${addIsoDays(checkin, SPAN + 7)}) = ${SPAN + 7}
      order by p.id limit 1`.execute(handle.db);
    const row = found.rows[0];
    if (!row) throw new Error('The test catalogue has no published stay with rates over the span');
    await sql`update hotel_days set status = 1, min_los = 1, rooms_left = 500 where hotel_id = ${row.hotel_id} and day >= ${checkin} and day < ${addIsoDays(checkin, SPAN + 7)}`.execute(
      handle.db,
    );
    hotel = { hotelId: row.hotel_id, hotelLabel: row.label, packageId: row.id, capacity: row.capacity };
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  const book = (nightPrices: number[], mix: PaymentMix, share: number) =>
    bookPaidStay(handle, { hotel, checkin, deadline, email: EMAIL, nightPrices, mix, share, today });

  const roomsOf = async (from: string, days: number) => {
    const rows = await handle.db
      .selectFrom('hotel_days')
      .select(['day', 'rooms_left'])
      .where('hotel_id', '=', hotel.hotelId)
      .where('day', '>=', from)
      .where('day', '<', addIsoDays(from, days))
      .orderBy('day')
      .execute();
    return new Map(rows.map((r) => [r.day, r.rooms_left]));
  };

  /** The owner's change of a booking to `request` in French today, agreeing to pay or get back `expectedDifferenceCents`. */
  const changeDates = (bookingNumber: string, request: StayChange, expectedDifferenceCents: number, idempotencyKey: string) =>
    changeBookingDates(handle.db, provider(), {
      bookingNumber,
      owner,
      request,
      today,
      language: 'fr',
      expectedDifferenceCents,
      idempotencyKey,
      origin: 'http://halte.test',
    });

  /** Pays a change's difference on the stand-in's hosted page and lets the webhook path settle it. */
  async function payOnHostedPage(paymentUrl: string) {
    const paymentId = paymentUrl.split('/').pop()!;
    expect(await settleStandInPayment(handle.db, paymentId, 'paid')).toBeTruthy();
    expect(await handleDateChangePayment(handle.db, provider(), paymentId, 'webhook')).toBe('done');
    return paymentId;
  }

  it('charges or refunds exactly new total − old total, gift card first, and the money and rooms add up (also through a later cancellation)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 2_000, max: 40_000 }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom<PaymentMix>('card', 'giftCard+card'),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.record({
          shift: fc.integer({ min: -2, max: 20 }),
          nights: fc.integer({ min: 1, max: 4 }),
          adults: fc.integer({ min: 1, max: 4 }),
          children: fc.integer({ min: 0, max: 2 }),
          babies: fc.integer({ min: 0, max: 1 }),
        }),
        async (nightPrices, mix, share, asked) => {
          const { order, card, paid } = await book(nightPrices, mix, share);
          const oldTotal = nightPrices.reduce((sum, price) => sum + price, 0);
          const request: StayChange = {
            checkin: addIsoDays(checkin, asked.shift),
            nights: asked.nights,
            adults: asked.adults,
            children: asked.children,
            babies: asked.babies,
          };
          if (request.checkin === checkin && request.nights === nightPrices.length && request.adults === 2 && request.children === 0 && request.babies === 0)
            return;
          const balanceBefore = card ? (await getGiftCardBalances(handle.db, [card])).get(card)! : 0;
          const roomsBefore = await roomsOf(addIsoDays(checkin, -2), SPAN);

          const preview = await previewDateChange(handle.db, order.number, owner, request, today, 'fr');
          if (!preview.ok) throw new Error(`preview refused: ${preview.problem}`);
          const difference = preview.newTotalCents - oldTotal;
          expect(preview.oldTotalCents).toBe(oldTotal);
          expect(preview.settlement.differenceCents).toBe(difference);

          const result = await changeDates(order.number, request, difference, `prop-${order.id}`);
          let changePaymentId: string | null = null;
          if (difference > 0) {
            expect(result.result).toBe('payment');
            if (result.result !== 'payment') return;
            // Until it is paid, the booking keeps its dates and the new nights are held.
            expect((await getChangeableBooking(handle.db, order.number, owner, today))?.stay.checkin).toBe(checkin);
            changePaymentId = await payOnHostedPage(result.paymentUrl);
            const payment = await handle.db
              .selectFrom('stand_in_payments')
              .select(['amount_cents', 'order_id'])
              .where('id', '=', changePaymentId)
              .executeTakeFirstOrThrow();
            expect(payment).toEqual({ amount_cents: difference, order_id: order.id });
          } else {
            expect(result.result).toBe('changed');
          }

          // The booking keeps its number and has the new stay; the order and its stay line say the new price.
          const booking = await handle.db.selectFrom('bookings').selectAll().where('booking_number', '=', order.number).executeTakeFirstOrThrow();
          expect({ checkin: booking.checkin, nights: booking.nights, adults: booking.adults, children: booking.children, babies: booking.babies }).toEqual(
            request,
          );
          expect(booking.amount).toBe(preview.newTotalCents);
          const stayLine = await handle.db
            .selectFrom('order_lines')
            .select('total_cents')
            .where('order_id', '=', order.id)
            .where('kind', '=', 'STAY')
            .executeTakeFirstOrThrow();
          expect(stayLine.total_cents).toBe(preview.newTotalCents);

          // The history row, and the money: gift card first, the rest through the provider, to the cent.
          const change = await handle.db.selectFrom('booking_changes').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
          expect(change).toMatchObject({
            status: 'done',
            difference_cents: difference,
            old_total_cents: oldTotal,
            new_total_cents: preview.newTotalCents,
            old_checkin: checkin,
            new_checkin: request.checkin,
            payment_id: changePaymentId,
          });
          const giftBack = card ? (await getGiftCardBalances(handle.db, [card])).get(card)! - balanceBefore : 0;
          const firstPayment = (await handle.db.selectFrom('orders').select('payment_id').where('id', '=', order.id).executeTakeFirstOrThrow()).payment_id;
          const providerRefunds = await handle.db
            .selectFrom('stand_in_refunds')
            .select(['payment_id', 'amount_cents'])
            .where('payment_id', '=', firstPayment ?? '')
            .execute();
          const providerBack = providerRefunds.reduce((sum, r) => sum + r.amount_cents, 0);
          if (difference < 0) {
            expect(giftBack).toBe(Math.min(-difference, paid.giftCardCents));
            expect(providerBack).toBe(-difference - giftBack);
            expect(change.gift_card_refund_cents).toBe(giftBack);
            expect(change.card_refund_cents).toBe(providerBack);
          } else {
            expect(giftBack).toBe(0);
            expect(providerBack).toBe(0);
          }

          // Rooms: the old nights went back, the new ones are taken, nothing else moved.
          const roomsAfter = await roomsOf(addIsoDays(checkin, -2), SPAN);
          const newRooms = getRoomCount(request.adults, request.children, hotel.capacity);
          for (const [day, before] of roomsBefore) {
            const wasHeld = day >= checkin && day < addIsoDays(checkin, nightPrices.length) ? 1 : 0;
            const isHeld = day >= request.checkin && day < addIsoDays(request.checkin, request.nights) ? newRooms : 0;
            expect(roomsAfter.get(day), day).toBe(before + wasHeld - isHeld);
          }

          // The e-mail says the new dates and the difference, in French.
          const mail = await sql<{
            body: string;
          }>`select body from outbox_messages where kind = 'BOOKING_DATE_CHANGE' and body like ${`%${order.number}%`}`.execute(handle.db);
          expect(mail.rows).toHaveLength(1);
          const body = mail.rows[0]!.body;
          if (difference > 0) expect(body).toContain(`Vous avez réglé la différence de ${formatMoney(difference, 'fr-FR')}`);
          if (giftBack > 0) expect(body).toContain(`recréditée de ${formatMoney(giftBack, 'fr-FR')}`);
          if (providerBack > 0) expect(body).toContain(`Nous vous remboursons ${formatMoney(providerBack, 'fr-FR')}`);

          // A later cancellation refunds from what each means still has, never more than a payment took.
          const cancellation = await previewCancellation(handle.db, order.number, owner, today);
          expect(await cancelBooking(handle.db, order.number, owner, today, provider(), getRefundTotal(cancellation!.refund))).toBe('cancelled');
          const payments = await handle.db
            .selectFrom('stand_in_payments')
            .select(['id', 'amount_cents'])
            .where('order_id', '=', order.id)
            .where('status', '=', 'paid')
            .execute();
          let refundedByProvider = 0;
          for (const payment of payments) {
            const refunds = await handle.db.selectFrom('stand_in_refunds').select('amount_cents').where('payment_id', '=', payment.id).execute();
            const sum = refunds.reduce((total, r) => total + r.amount_cents, 0);
            expect(sum).toBeLessThanOrEqual(payment.amount_cents);
            refundedByProvider += sum;
          }
          const stuck = await handle.db
            .selectFrom('payment_refunds')
            .select('last_error')
            .where('order_id', '=', order.id)
            .where('status', '<>', 'requested')
            .execute();
          expect(stuck).toEqual([]);
          const cardPaid = paid.cardCents + Math.max(0, difference);
          const giftCardPaid = paid.giftCardCents;
          expect(refundedByProvider).toBe((difference < 0 ? -difference - giftBack : 0) + cancellation!.refund.cardCents);
          expect(refundedByProvider).toBeLessThanOrEqual(cardPaid);
          const giftAfterAll = card ? (await getGiftCardBalances(handle.db, [card])).get(card)! - balanceBefore : 0;
          expect(giftAfterAll).toBe(giftBack + cancellation!.refund.giftCardCents);
          expect(giftAfterAll).toBeLessThanOrEqual(giftCardPaid);
          // The cancellation's refund is the policy's share of the new stay's nights.
          expect(cancellation!.refund.policyCents).toBe(
            (change.new_night_prices as unknown as number[]).reduce((sum, price) => sum + Math.floor((price * 4) / 5), 0),
          );
        },
      ),
      { numRuns: url ? 40 : 60 },
    );
  }, 600_000);

  it('concurrent changes of one booking give exactly one change', async () => {
    const { order } = await book([10_000, 10_000], 'card', 0.5);
    const requests = Array.from({ length: 8 }, (_, n): StayChange => ({ checkin: addIsoDays(checkin, 3 + n), nights: 2, adults: 2, children: 0, babies: 0 }));
    const previews = await Promise.all(requests.map((request) => previewDateChange(handle.db, order.number, owner, request, today, 'fr')));
    const answers = await Promise.all(
      requests.map((request, n) => {
        const preview = previews[n]!;
        if (!preview.ok) throw new Error(preview.problem);
        return changeDates(order.number, request, preview.settlement.differenceCents, `race-${order.id}-${n}`);
      }),
    );
    const made = answers.filter((answer) => answer.result === 'changed' || answer.result === 'payment');
    expect(made).toHaveLength(1);
    for (const answer of answers) if (answer !== made[0]) expect(['stale', 'pending']).toContain(answer.result);
    expect(await handle.db.selectFrom('booking_changes').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);
    // The same form posted again answers the same change.
    const winner = answers.indexOf(made[0]!);
    const again = await changeDates(order.number, requests[winner]!, 0, `race-${order.id}-${winner}`);
    expect(again).toEqual(made[0]);
  });

  it('a night gone between the quote and the change changes nothing: the booking, the money and every night’s rooms stay as they were', async () => {
    const { order } = await book([9_000, 9_000], 'card', 0.5);
    const request: StayChange = { checkin: addIsoDays(checkin, 12), nights: 3, adults: 2, children: 0, babies: 0 };
    const preview = await previewDateChange(handle.db, order.number, owner, request, today, 'fr');
    if (!preview.ok) throw new Error(preview.problem);
    const before = await roomsOf(checkin, SPAN);
    // Someone else takes the last room of the new stay's last night while this change is under way: the change's own
    // update of that night finds no room (a trigger skips it, as a row another transaction emptied would be).
    const lastNight = addIsoDays(request.checkin, request.nights - 1);
    await sql
      .raw(
        `create or replace function halte_test_sold_out() returns trigger language plpgsql as $$ begin
      if new.hotel_id = ${hotel.hotelId} and new.day = date '${lastNight}' and new.rooms_left < old.rooms_left then return null; end if; return new; end $$`,
      )
      .execute(handle.db);
    await sql`create trigger halte_test_sold_out before update on hotel_days for each row execute function halte_test_sold_out()`.execute(handle.db);
    try {
      const answer = await changeDates(order.number, request, preview.settlement.differenceCents, `gone-${order.id}`);
      expect(answer).toEqual({ result: 'soldOut' });
    } finally {
      await sql`drop trigger halte_test_sold_out on hotel_days`.execute(handle.db);
    }
    expect(await roomsOf(checkin, SPAN)).toEqual(before);
    const booking = await handle.db
      .selectFrom('bookings')
      .select(['checkin', 'nights', 'amount'])
      .where('booking_number', '=', order.number)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ checkin, nights: 2, amount: 18_000 });
    expect(await handle.db.selectFrom('booking_changes').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    expect(await handle.db.selectFrom('stand_in_payments').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);

    // Sold out before the quote: the page says so and nothing changes either.
    await sql`update hotel_days set rooms_left = 0 where hotel_id = ${hotel.hotelId} and day = ${lastNight}`.execute(handle.db);
    try {
      expect(await previewDateChange(handle.db, order.number, owner, request, today, 'fr')).toEqual({ ok: false, problem: 'notAvailable' });
      const answer = await changeDates(order.number, request, preview.settlement.differenceCents, `gone2-${order.id}`);
      expect(answer).toEqual({ result: 'notAvailable' });
    } finally {
      await sql`update hotel_days set rooms_left = 500 where hotel_id = ${hotel.hotelId} and day = ${lastNight}`.execute(handle.db);
    }
  });

  it('a dearer change whose payment expires gives its held nights back and leaves the booking as it was; a shift keeps the nights it shares', async () => {
    const { order } = await book([1_000], 'card', 0.5);
    // The same night and the next: the shared night is not taken twice.
    const request: StayChange = { checkin, nights: 2, adults: 2, children: 0, babies: 0 };
    const preview = await previewDateChange(handle.db, order.number, owner, request, today, 'fr');
    if (!preview.ok) throw new Error(preview.problem);
    expect(preview.settlement.kind).toBe('pay');
    const before = await roomsOf(checkin, 3);
    const answer = await changeDates(order.number, request, preview.settlement.differenceCents, `expire-${order.id}`);
    expect(answer.result).toBe('payment');
    const held = await roomsOf(checkin, 3);
    expect(held.get(checkin)).toBe(before.get(checkin));
    expect(held.get(addIsoDays(checkin, 1))).toBe(before.get(addIsoDays(checkin, 1))! - 1);
    // Another change waits for this one.
    expect(await previewDateChange(handle.db, order.number, owner, { ...request, nights: 3 }, today, 'fr')).toEqual({ ok: false, problem: 'pending' });
    // The hold runs out and the buyer never paid.
    await handle.db
      .updateTable('booking_changes')
      .set({ payment_expires_at: new Date(Date.now() - 60_000) })
      .where('order_id', '=', order.id)
      .execute();
    expect(await sweepDateChanges(handle.db, provider())).toBeGreaterThanOrEqual(1);
    expect(await roomsOf(checkin, 3)).toEqual(before);
    expect((await handle.db.selectFrom('booking_changes').select('status').where('order_id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('expired');
    expect((await handle.db.selectFrom('bookings').select('nights').where('booking_number', '=', order.number).executeTakeFirstOrThrow()).nights).toBe(1);
  });

  it('the booking page says what each means paid for the stay as it now is, and counts the changes its calendar file revises', async () => {
    const { order } = await book([10_000, 10_000], 'giftCard+card', 0.25);
    const read = async () => {
      const booking = (await readManagedBooking(handle.db, order.number, owner, 'fr', today))!;
      const paid = Object.fromEntries(booking.paidWith.map((means) => [means.means, means.cents]));
      return { card: paid.card ?? 0, giftCard: paid.giftCard ?? 0, total: booking.totalCents, dateChanges: booking.dateChanges };
    };
    const first = await read();
    expect(first).toMatchObject({ total: 20_000, dateChanges: 0 });
    expect(first.card + first.giftCard).toBe(20_000);
    expect(first.giftCard).toBeGreaterThan(0);

    // A night more, its difference paid through the provider: the card has paid it too.
    const longer: StayChange = { checkin, nights: 3, adults: 2, children: 0, babies: 0 };
    const dearer = await previewDateChange(handle.db, order.number, owner, longer, today, 'fr');
    if (!dearer.ok) throw new Error(dearer.problem);
    const difference = dearer.settlement.differenceCents;
    expect(difference).toBeGreaterThan(0);
    const payment = await changeDates(order.number, longer, difference, `paid-with-${order.id}`);
    if (payment.result !== 'payment') throw new Error(payment.result);
    await payOnHostedPage(payment.paymentUrl);
    expect(await read()).toEqual({ card: first.card + difference, giftCard: first.giftCard, total: dearer.newTotalCents, dateChanges: 1 });

    // Back to two nights: what each means got back is no longer counted as paid.
    const back = await previewDateChange(handle.db, order.number, owner, { ...longer, nights: 2 }, today, 'fr');
    if (!back.ok || back.settlement.kind !== 'refund') throw new Error('expected a refund');
    const refunded = await changeDates(order.number, { ...longer, nights: 2 }, back.settlement.differenceCents, `paid-with-back-${order.id}`);
    expect(refunded.result).toBe('changed');
    expect(await read()).toEqual({
      card: first.card + difference - back.settlement.cardCents,
      giftCard: first.giftCard - back.settlement.giftCardCents,
      total: back.newTotalCents,
      dateChanges: 2,
    });
  });

  it('the activities chosen at the checkout keep their day of the stay when its dates change', async () => {
    const { order } = await book([9_500, 9_500], 'card', 0.5);
    const storedStay = async () =>
      (
        (await handle.db.selectFrom('orders').select('details').where('id', '=', order.id).executeTakeFirstOrThrow()).details as {
          stay: Record<string, unknown>;
        }
      ).stay;
    const details = (await handle.db.selectFrom('orders').select('details').where('id', '=', order.id).executeTakeFirstOrThrow()).details as Record<
      string,
      unknown
    > & { stay: Record<string, unknown> };
    await handle.db
      .updateTable('orders')
      .set({ details: JSON.stringify({ ...details, stay: { ...details.stay, activities: [`5_${checkin}`, `6_${addIsoDays(checkin, 1)}`] } }) })
      .where('id', '=', order.id)
      .execute();
    // A week later, one night: the first day's activity stays on the first day, the second day's falls on the only one.
    const request: StayChange = { checkin: addIsoDays(checkin, 7), nights: 1, adults: 2, children: 0, babies: 0 };
    const preview = await previewDateChange(handle.db, order.number, owner, request, today, 'fr');
    if (!preview.ok) throw new Error(preview.problem);
    const answer = await changeDates(order.number, request, preview.settlement.differenceCents, `activities-${order.id}`);
    if (answer.result === 'payment') await payOnHostedPage(answer.paymentUrl);
    else expect(answer.result).toBe('changed');
    expect((await storedStay()).activities).toEqual([`5_${request.checkin}`, `6_${request.checkin}`]);
  });

  it('refuses with the reason: deadline passed, cancelled, a stay booked with a gift code', async () => {
    const { order } = await book([8_000], 'card', 0.5);
    const request: StayChange = { checkin: addIsoDays(checkin, 5), nights: 1, adults: 2, children: 0, babies: 0 };
    expect(await previewDateChange(handle.db, order.number, owner, request, addIsoDays(deadline, 1), 'fr')).toEqual({ ok: false, problem: 'deadlinePassed' });
    expect((await getChangeableBooking(handle.db, order.number, owner, addIsoDays(deadline, 1)))?.window).toEqual({
      changeable: false,
      reason: 'deadlinePassed',
      deadline,
    });
    expect(await previewDateChange(handle.db, order.number, { email: 'someone.else@example.com' }, request, today, 'fr')).toEqual({
      ok: false,
      problem: 'notFound',
    });
    await cancelBooking(handle.db, order.number, owner, today, provider());
    expect(await previewDateChange(handle.db, order.number, owner, request, today, 'fr')).toEqual({ ok: false, problem: 'cancelled' });
    const withCode = await book([8_000], 'giftCode+card', 0.5);
    expect(await previewDateChange(handle.db, withCode.order.number, owner, request, today, 'fr')).toEqual({ ok: false, problem: 'giftCode' });
  });
});
