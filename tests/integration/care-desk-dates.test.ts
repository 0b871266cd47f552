/**
 * A care agent changes the dates of a paid stay for a caller (ADR 57, 60), on both databases: the customer's own
 * change with its rules and money, priced before it is confirmed; a cheaper stay gives back at once, a dearer one
 * holds the nights and e-mails the customer a payment link; one change and one e-mail however often the form is
 * sent; the audit row and the timeline say it; a goodwill refund afterwards can reach the difference paid apart.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIsoDays } from '../../src/domain/iso-date';
import { loadCareOrderStory, previewCareDateChange, takeCareAction, type CareAgentWithRole } from '../../src/server/care/care-desk.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { handleDateChangePayment, type StayChange } from '../../src/server/orders/date-changes.server';
import { settleStandInPayment } from '../../src/server/payments/mollie-stand-in.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { agentAndSupervisor } from './care-agents';
import { openTestDatabase, TARGETS } from './harness';
import { bookPaidStay, type StayHotel } from './paid-stays';

/** Days of the test hotel opened for the tests, from the first booked night. */
const SPAN = 20;

describe.each(TARGETS)('care desk date changes on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let hotel: StayHotel;
  let agent: CareAgentWithRole;
  let supervisor: CareAgentWithRole;
  const today = getToday();
  const checkin = addIsoDays(today, 40);
  const deadline = addIsoDays(checkin, -10);
  let keys = 0;
  const key = () => `care-dates-${Date.now()}-${(keys += 1)}`;
  const provider = () => getPaymentProvider(handle.db, {});

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    // A published stay whose nights are open and plentiful over the span, without a minimum stay.
    const found = await sql<{ id: number; hotel_id: number; label: string }>`
      select p.id, p.hotel_id, h.label from packages p join hotels h on h.id = p.hotel_id
      where p.published and h.active and p.item_category = 'weekend' and (p.expiration is null or p.expiration > ${addIsoDays(checkin, SPAN + 7)})
      and (select count(*) from hotel_days d where d.hotel_id = p.hotel_id and d.day >= ${checkin} and d.day < ${addIsoDays(checkin, SPAN + 7)}) = ${SPAN + 7}
      order by p.id desc limit 1`.execute(handle.db);
    const row = found.rows[0];
    if (!row) throw new Error('The test catalogue has no published stay with rates over the span');
    await sql`update hotel_days set status = 1, min_los = 1, rooms_left = 500 where hotel_id = ${row.hotel_id} and day >= ${checkin} and day < ${addIsoDays(checkin, SPAN + 7)}`.execute(
      handle.db,
    );
    hotel = { hotelId: row.hotel_id, hotelLabel: row.label, packageId: row.id };
    ({ agent, supervisor } = await agentAndSupervisor(handle.db, 'supervisor-dates'));
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  const firstPayment = async (orderId: string) =>
    (await handle.db.selectFrom('orders').select('payment_id').where('id', '=', orderId).executeTakeFirstOrThrow()).payment_id ?? '';
  const mails = async (to: string, kind: string) =>
    (await handle.db.selectFrom('outbox_messages').select(['body']).where('recipient', '=', to).where('kind', '=', kind).execute()).map((row) => row.body);
  const auditRows = (orderId: string) =>
    handle.db
      .selectFrom('care_actions')
      .select(['action', 'reason', 'before', 'after'])
      .where('order_id', '=', orderId)
      .where('action', '=', 'changeDates')
      .execute();
  const change = (orderId: string, stay: StayChange, expectedDifferenceCents: number, formKey = key(), who = agent) =>
    takeCareAction(
      handle.db,
      who,
      orderId,
      { action: 'changeDates', reason: 'Caller moves the weekend a week later', key: formKey, stay, expectedDifferenceCents },
      today,
      provider(),
    );

  /** The stay a booking now holds: its check-in, nights and amount. */
  const stayOf = (bookingNumber: string) =>
    handle.db.selectFrom('bookings').select(['checkin', 'nights', 'amount']).where('booking_number', '=', bookingNumber).executeTakeFirstOrThrow();
  /** The desk's quote of changing the order's stay, which must be possible. */
  const previewAccepted = async (orderId: string, stay: StayChange) => {
    const preview = await previewCareDateChange(handle.db, orderId, stay, today);
    if (!preview?.ok) throw new Error(`preview refused: ${preview?.ok === false ? preview.problem : 'unknown order'}`);
    return preview;
  };

  it("gives a cheaper stay's difference back at once, once per form, with its audit row and its place on the timeline", async () => {
    const email = `care.cheaper.${Date.now()}@example.com`;
    // Booked far above the catalogue's prices: any stay of the same length now costs less.
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline, email, nightPrices: [90_000, 90_000], today });
    const stay: StayChange = { checkin: addIsoDays(checkin, 7), nights: 2, adults: 2, children: 0, babies: 0 };

    const preview = await previewAccepted(order.id, stay);
    expect(preview.oldTotalCents).toBe(180_000);
    expect(preview.settlement.kind).toBe('refund');
    const difference = preview.settlement.differenceCents;
    expect(difference).toBe(preview.newTotalCents - 180_000);

    // A difference that is no longer the one shown changes nothing.
    expect(await change(order.id, stay, difference + 1)).toEqual({ ok: false, reason: 'priceChanged' });
    const formKey = key();
    expect(await change(order.id, stay, difference, formKey)).toEqual({ ok: true, message: 'datesChanged' });
    expect(await change(order.id, stay, difference, formKey)).toEqual({ ok: true, message: 'alreadyDone' });

    const booking = await stayOf(order.number);
    expect(booking).toEqual({ checkin: stay.checkin, nights: 2, amount: preview.newTotalCents });
    expect(await handle.db.selectFrom('booking_changes').select('status').where('order_id', '=', order.id).execute()).toEqual([{ status: 'done' }]);
    const providerBack = await handle.db
      .selectFrom('stand_in_refunds')
      .select('amount_cents')
      .where('payment_id', '=', await firstPayment(order.id))
      .execute();
    expect(providerBack.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(-difference);
    expect(await mails(email, 'BOOKING_DATE_CHANGE')).toHaveLength(1);

    const audit = await auditRows(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      reason: 'Caller moves the weekend a week later',
      before: { stay: { checkin, nights: 2 }, totalCents: 180_000 },
      after: { stay: { checkin: stay.checkin }, differenceCents: difference },
    });
    const story = await loadCareOrderStory(handle.db, order.id, today);
    expect(
      story?.timeline.filter((event) => event.kind === 'dateChanged').map((event) => [event.detail.from, event.detail.to, event.detail.differenceCents]),
    ).toEqual([[checkin, stay.checkin, difference]]);
    expect(story?.timeline.some((event) => event.kind === 'agent' && event.detail.action === 'changeDates')).toBe(true);
    expect(story?.timeline.filter((event) => event.kind === 'refundAsked').map((event) => event.detail.refundKind)).toEqual(['change']);
    expect(story?.dateChange?.stay.checkin).toBe(stay.checkin);
  });

  it("holds a dearer stay's nights and e-mails one payment link; paid, the booking moves, and goodwill can reach the difference paid apart", async () => {
    const email = `care.dearer.${Date.now()}@example.com`;
    // Booked far below the catalogue's prices: the new stay costs more.
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline, email, nightPrices: [1_000, 1_000], today });
    const stay: StayChange = { checkin: addIsoDays(checkin, 3), nights: 3, adults: 2, children: 0, babies: 0 };
    const preview = await previewAccepted(order.id, stay);
    expect(preview.settlement.kind).toBe('pay');
    const difference = preview.settlement.differenceCents;

    const formKey = key();
    expect(await change(order.id, stay, difference, formKey)).toEqual({ ok: true, message: 'changeLinkSent' });
    expect(await change(order.id, stay, difference, formKey)).toEqual({ ok: true, message: 'alreadyDone' });
    // Until it is paid, nothing else can change and the booking keeps its dates.
    expect(await change(order.id, { ...stay, checkin: addIsoDays(checkin, 5) }, difference)).toEqual({ ok: false, reason: 'pending' });
    expect((await handle.db.selectFrom('bookings').select('checkin').where('booking_number', '=', order.number).executeTakeFirstOrThrow()).checkin).toBe(
      checkin,
    );

    const pending = await handle.db
      .selectFrom('booking_changes')
      .select(['status', 'payment_url', 'payment_id'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending_payment');
    const links = await mails(email, 'DATE_CHANGE_PAYMENT_LINK');
    expect(links).toHaveLength(1);
    expect(links[0]).toContain(pending.payment_url!);

    expect(await settleStandInPayment(handle.db, pending.payment_id!, 'paid')).toBeTruthy();
    expect(await handleDateChangePayment(handle.db, provider(), pending.payment_id!, 'webhook')).toBe('done');
    const booking = await stayOf(order.number);
    expect(booking).toEqual({ checkin: stay.checkin, nights: 3, amount: preview.newTotalCents });

    // Both payments count: what the provider took is the first payment and the difference.
    const story = await loadCareOrderStory(handle.db, order.id, today);
    expect(story?.money).toMatchObject({ cardCents: 2_000 + difference, refundableCents: 2_000 + difference });
    expect(story?.timeline.some((event) => event.kind === 'dateChanged')).toBe(true);

    // A goodwill refund of everything paid is taken from both payments, the latest first.
    const all = 2_000 + difference;
    expect(
      await takeCareAction(
        handle.db,
        supervisor,
        order.id,
        { action: 'goodwillRefund', reason: 'Hotel closed the spa without notice', key: key(), amountCents: all + 1 },
        today,
        provider(),
      ),
    ).toEqual({ ok: false, reason: 'overCap' });
    expect(
      await takeCareAction(
        handle.db,
        supervisor,
        order.id,
        { action: 'goodwillRefund', reason: 'Hotel closed the spa without notice', key: key(), amountCents: all },
        today,
        provider(),
      ),
    ).toEqual({ ok: true, message: 'goodwillRefunded' });
    const first = await firstPayment(order.id);
    const back = await handle.db
      .selectFrom('stand_in_refunds')
      .select(['payment_id', 'amount_cents'])
      .where('payment_id', 'in', [first, pending.payment_id!])
      .execute();
    expect(new Map(back.map((row) => [row.payment_id, row.amount_cents]))).toEqual(
      new Map([
        [pending.payment_id!, difference],
        [first, 2_000],
      ]),
    );
    expect((await loadCareOrderStory(handle.db, order.id, today))?.money).toMatchObject({ goodwillCents: all, refundableCents: 0 });
  });

  it("keeps the customer's rules: a stay past its deadline is not changed, and a form without a stay names what is missing", async () => {
    const email = `care.late.${Date.now()}@example.com`;
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline: addIsoDays(today, -1), email, nightPrices: [20_000, 20_000], today });
    const stay: StayChange = { checkin: addIsoDays(checkin, 7), nights: 2, adults: 2, children: 0, babies: 0 };
    expect(await previewCareDateChange(handle.db, order.id, stay, today)).toEqual({ ok: false, problem: 'deadlinePassed' });
    expect(await change(order.id, stay, 0)).toEqual({ ok: false, reason: 'deadlinePassed' });
    expect(
      await takeCareAction(handle.db, agent, order.id, { action: 'changeDates', reason: 'Caller moves the weekend', key: key() }, today, provider()),
    ).toEqual({ ok: false, reason: 'stay' });
    expect(await auditRows(order.id)).toEqual([]);
  });
});
