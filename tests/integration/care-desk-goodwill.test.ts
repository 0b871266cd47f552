/**
 * The care desk's goodwill on both databases (ADR 60): refunds above the policy, capped by what the payment still
 * holds and by an agent's limit, one per form however often it is sent, summed with the policy's refund; and free
 * gift extensions within their cap, with the e-mail and the audit row.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODWILL_EXTENSION_MAX_MONTHS } from '../../src/domain/gift-card-rules';
import { GOODWILL_AGENT_LIMIT_CENTS } from '../../src/domain/goodwill-refund';
import { addIsoDays, addIsoMonths } from '../../src/domain/iso-date';
import { readOrderView } from '../../src/features/order/order-pages.server';
import { getTrips } from '../../src/server/account/trips.server';
import { loadCareOrderStory, takeCareAction, type CareAgentWithRole } from '../../src/server/care/care-desk.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { getGiftOptions } from '../../src/server/gift-cards/gift-extension.server';
import { issueGiftCode } from '../../src/server/gift/issue-gift-code.server';
import { cancelBooking, getCancellationSettlement, previewCancellation } from '../../src/server/orders/booking-cancellation.server';
import { getOrder } from '../../src/server/orders/orders.server';
import { followRefunds, requestRefund } from '../../src/server/orders/refunds.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { agentAndSupervisor } from './care-agents';
import { openTestDatabase, provenAccount, TARGETS } from './harness';
import { bookPaidStay, findStayHotel, type StayHotel } from './paid-stays';

describe.each(TARGETS)('care desk goodwill on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let hotel: StayHotel;
  let agent: CareAgentWithRole;
  let supervisor: CareAgentWithRole;
  const today = getToday();
  const checkin = addIsoDays(today, 45);
  const deadline = addIsoDays(checkin, -10);
  const email = `goodwill.${Date.now()}@example.com`;
  let keys = 0;
  const key = () => `goodwill-test-${Date.now()}-${(keys += 1)}`;

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    hotel = await findStayHotel(handle, checkin);
    ({ agent, supervisor } = await agentAndSupervisor(handle.db, 'supervisor'));
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  const provider = () => getPaymentProvider(handle.db, {});
  const refundRows = (orderId: string) =>
    handle.db.selectFrom('order_refunds').select(['kind', 'amount_cents', 'status']).where('order_id', '=', orderId).orderBy('id').execute();
  const providerRefunds = async (orderId: string) => {
    const { payment_id: paymentId } = await handle.db.selectFrom('orders').select('payment_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    return (await handle.db.selectFrom('stand_in_refunds').select('amount_cents').where('payment_id', '=', paymentId!).orderBy('created_at').execute()).map(
      (row) => row.amount_cents,
    );
  };
  /** The provider sends what it was asked: read back a minute later, as the order sweep does. */
  const settle = async (orderId: string) => {
    await sql`update order_refunds set updated_at = now() - interval '2 minutes' where order_id = ${orderId}`.execute(handle.db);
    await followRefunds(handle.db, provider());
  };
  const mails = async (to: string, kind: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from outbox_messages where recipient = ${to} and kind = ${kind}`.execute(handle.db)).rows[0]?.n);
  const goodwill = (who: CareAgentWithRole, orderId: string, amountCents: number, formKey = key()) =>
    takeCareAction(
      handle.db,
      who,
      orderId,
      { action: 'goodwillRefund', reason: 'Hotel pool closed all weekend', key: formKey, amountCents },
      today,
      provider(),
    );

  it("caps goodwill at what the payment still holds, and leaves an order's goodwill above the limit to a supervisor", async () => {
    const { order, paid } = await bookPaidStay(handle, { hotel, checkin, deadline, email, nightPrices: [15_000, 15_000], today });
    expect(paid.cardCents).toBe(30_000);
    expect(await goodwill(agent, order.id, GOODWILL_AGENT_LIMIT_CENTS + 1)).toEqual({ ok: false, reason: 'supervisor' });
    expect(await goodwill(agent, order.id, 0)).toEqual({ ok: false, reason: 'amount' });
    expect(await goodwill(agent, order.id, 6_000)).toEqual({ ok: true, message: 'goodwillRefunded' });
    // The limit counts the order's goodwill together: 60 € granted, 40.01 € more is above 100 €.
    expect(await goodwill(agent, order.id, GOODWILL_AGENT_LIMIT_CENTS - 6_000 + 1)).toEqual({ ok: false, reason: 'supervisor' });
    expect(await goodwill(supervisor, order.id, 30_000 - 6_000 + 1)).toEqual({ ok: false, reason: 'overCap' });
    expect(
      await takeCareAction(handle.db, agent, order.id, { action: 'goodwillRefund', reason: 'no', key: key(), amountCents: 100 }, today, provider()),
    ).toEqual({ ok: false, reason: 'reason' });
    const story = await loadCareOrderStory(handle.db, order.id, today);
    expect(story?.money).toMatchObject({ cardCents: 30_000, goodwillCents: 6_000, refundableCents: 24_000 });
    expect(story?.timeline.filter((e) => e.kind === 'refundAsked').map((e) => e.detail)).toEqual([{ amountCents: 6_000, refundKind: 'goodwill' }]);
    expect(story?.timeline.filter((e) => e.kind === 'agent').map((e) => [e.detail.action, e.detail.reason])).toEqual([
      ['goodwillRefund', 'Hotel pool closed all weekend'],
    ]);
    expect(await mails(email, 'GOODWILL_REFUND')).toBeGreaterThanOrEqual(1);
    // Sent by the provider, the order is partly refunded; its booking stands and its page says so.
    await settle(order.id);
    expect((await getOrder(handle.db, order.id))?.status).toBe('partly_refunded');
    const view = await readOrderView(handle.db, (await getOrder(handle.db, order.id))!);
    expect(view).toMatchObject({ goodwillCents: 6_000, refundCents: 0, saleStands: true });
    // A supervisor gives the rest back: everything paid came back.
    expect(await goodwill(supervisor, order.id, 24_000)).toEqual({ ok: true, message: 'goodwillRefunded' });
    await settle(order.id);
    expect((await getOrder(handle.db, order.id))?.status).toBe('refunded');
    expect(await providerRefunds(order.id)).toEqual([6_000, 24_000]);
    expect(await goodwill(supervisor, order.id, 1)).toEqual({ ok: false, reason: 'overCap' });
  });

  it('refunds once however often the same form is sent, and a replayed provider request asks nothing more', async () => {
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline, email, nightPrices: [12_000], today });
    const formKey = key();
    const twice = await Promise.all([1, 2].map(() => goodwill(agent, order.id, 2_500, formKey)));
    expect(twice.map((r) => (r.ok ? r.message : r.reason)).sort()).toEqual(['alreadyDone', 'goodwillRefunded']);
    expect(await goodwill(agent, order.id, 2_500, formKey)).toEqual({ ok: true, message: 'alreadyDone' });
    expect(await refundRows(order.id)).toEqual([{ kind: 'goodwill', amount_cents: 2_500, status: 'requested' }]);
    expect(await requestRefund(handle.db, provider(), order.id)).toBeNull();
    // Asked again of the provider with the same key (a process stopped before it recorded the answer): one refund.
    await handle.db.updateTable('order_refunds').set({ status: 'pending' }).where('order_id', '=', order.id).execute();
    expect(await requestRefund(handle.db, provider(), order.id)).toBe('requested');
    expect(await providerRefunds(order.id)).toEqual([2_500]);
    const audit = await handle.db.selectFrom('care_actions').select(['action', 'after']).where('order_id', '=', order.id).execute();
    expect(audit).toEqual([{ action: 'goodwillRefund', after: { amountCents: 2_500, refundableCents: 12_000 - 2_500 } }]);
  });

  it("sums a goodwill refund and the cancellation's, and the customer's cancel preview never gives back more than was paid", async () => {
    const { order, paid } = await bookPaidStay(handle, { hotel, checkin, deadline, email, nightPrices: [10_000, 10_000], today });
    const account = await provenAccount(handle.db, email);
    expect((await previewCancellation(handle.db, order.number, { email }, today))?.refund.cardCents).toBe(16_000);
    expect(await goodwill(supervisor, order.id, 15_000)).toEqual({ ok: true, message: 'goodwillRefunded' });
    // 80 % of the nights is 160 €; the card holds 50 € more: that is what cancelling gives back now.
    const preview = await previewCancellation(handle.db, order.number, { email }, today);
    expect(preview?.refund.cardCents).toBe(paid.cardCents - 15_000);
    const trip = (await getTrips(handle.db, account, today)).upcoming.find((candidate) => candidate.bookingNumber === order.number);
    expect(trip).toMatchObject({ refundedCents: 15_000, cancellation: { refund: { cardCents: 5_000 } } });
    await settle(order.id);
    expect((await getOrder(handle.db, order.id))?.status).toBe('partly_refunded');
    expect(await cancelBooking(handle.db, order.number, { email }, today, provider(), 5_000)).toBe('cancelled');
    const rows = await refundRows(order.id);
    expect(rows.map((row) => [row.kind, row.amount_cents])).toEqual([
      ['goodwill', 15_000],
      ['policy', 5_000],
    ]);
    expect(rows.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(paid.cardCents);
    expect(await getCancellationSettlement(handle.db, order.number, { email })).toMatchObject({ cardCents: 5_000 });
    await settle(order.id);
    expect((await getOrder(handle.db, order.id))?.status).toBe('refunded');
    expect(await providerRefunds(order.id)).toEqual([15_000, 5_000]);
    const story = await loadCareOrderStory(handle.db, order.id, today);
    expect(story?.money).toMatchObject({ refundedCents: 20_000, refundPendingCents: 0, goodwillCents: 15_000, refundableCents: 0 });
    expect((await readOrderView(handle.db, (await getOrder(handle.db, order.id))!)).saleStands).toBe(false);
    // Nothing is left to give: no goodwill, whoever asks.
    expect(await goodwill(supervisor, order.id, 1)).toEqual({ ok: false, reason: 'overCap' });
  });

  it('a goodwill refund granted first still leaves the cancellation its share when less was given', async () => {
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline, email, nightPrices: [10_000, 10_000], today });
    expect(await goodwill(agent, order.id, 3_000)).toEqual({ ok: true, message: 'goodwillRefunded' });
    // The policy's 160 € is less than the 170 € the card still holds: it is given whole.
    expect((await previewCancellation(handle.db, order.number, { email }, today))?.refund.cardCents).toBe(16_000);
    expect(await cancelBooking(handle.db, order.number, { email }, today, provider(), 16_000)).toBe('cancelled');
    expect((await refundRows(order.id)).map((row) => row.amount_cents)).toEqual([3_000, 16_000]);
  });

  it('extends a gift of the order free, within the cap, once per form, and tells its holder', async () => {
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline, email, nightPrices: [9_000], today });
    const validUntil = addIsoDays(today, 20);
    const code = await issueGiftCode(handle.db, { kind: 'SINGLE_VOUCHER', market: 'fr', amountCents: 15_000, nights: 1, validUntil });
    await handle.db.updateTable('gift_codes').set({ order_id: order.id }).where('code', '=', code).execute();
    await handle.db
      .insertInto('order_lines')
      .values({
        order_id: order.id,
        position: 9,
        kind: 'SINGLE_VOUCHER',
        label: 'Bon',
        product_ref: null,
        quantity: 1,
        unit_cents: 15_000,
        total_cents: 15_000,
        gift_code: code,
      })
      .execute();
    const story = await loadCareOrderStory(handle.db, order.id, today);
    expect(story?.gifts.find((g) => g.code === code)?.goodwillChoices?.map((c) => c.months)).toEqual(
      Array.from({ length: GOODWILL_EXTENSION_MAX_MONTHS }, (_, i) => i + 1),
    );
    const extend = (months: number, expectedExpiresOn: string, formKey = key()) =>
      takeCareAction(
        handle.db,
        agent,
        order.id,
        { action: 'extendGift', giftCode: code, months, expectedExpiresOn, reason: 'Customer in hospital for months', key: formKey },
        today,
      );
    const formKey = key();
    const twice = await Promise.all([1, 2].map(() => extend(3, validUntil, formKey)));
    expect(twice.map((r) => (r.ok ? r.message : r.reason)).sort()).toEqual(['alreadyDone', 'extended']);
    const extended = addIsoMonths(validUntil, 3);
    expect((await getGiftOptions(handle.db, code, today))?.expiresOn).toBe(extended);
    // The page showed the old date: nothing is done. Above what the cap leaves: refused. Within it: done.
    expect(await extend(1, validUntil)).toEqual({ ok: false, reason: 'giftChanged' });
    expect(await extend(GOODWILL_EXTENSION_MAX_MONTHS - 3 + 1, extended)).toEqual({ ok: false, reason: 'notExtendable' });
    expect(await extend(GOODWILL_EXTENSION_MAX_MONTHS - 3, extended)).toEqual({ ok: true, message: 'extended' });
    const gift = await handle.db
      .selectFrom('gift_codes')
      .select(['expires_on', 'goodwill_months', 'extended_at'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(gift).toEqual({
      expires_on: addIsoMonths(extended, GOODWILL_EXTENSION_MAX_MONTHS - 3),
      goodwill_months: GOODWILL_EXTENSION_MAX_MONTHS,
      extended_at: null,
    });
    // The customer's paid extension is still theirs to buy once the gift is in its last days.
    expect((await getGiftOptions(handle.db, code, addIsoDays(String(gift.expires_on), -5)))?.extension.allowed).toBe(true);
    expect(await mails(email, 'GIFT_GOODWILL_EXTENSION')).toBeGreaterThanOrEqual(2);
    const audit = await handle.db.selectFrom('care_actions').select(['action', 'before', 'after']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'extendGift', before: { code, expiresOn: validUntil }, after: { code, months: 3, expiresOn: extended, mailedTo: email } },
      {
        action: 'extendGift',
        before: { code, expiresOn: extended },
        after: { code, months: GOODWILL_EXTENSION_MAX_MONTHS - 3, expiresOn: gift.expires_on, mailedTo: email },
      },
    ]);
    expect((await loadCareOrderStory(handle.db, order.id, today))?.gifts.find((g) => g.code === code)).toMatchObject({
      expiresOn: gift.expires_on,
      goodwillChoices: [],
    });
  });
});
