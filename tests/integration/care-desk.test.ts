/**
 * The care desk's actions on both databases (ADR 60): money and state before and after, the audit row, one action
 * per form however often it is sent, and refusals.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyCareQuery } from '../../src/domain/care-desk';
import { addIsoDays } from '../../src/domain/iso-date';
import { findForCare, loadCareOrderStory, takeCareAction, type CareAgentWithRole } from '../../src/server/care/care-desk.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { issueGiftCode } from '../../src/server/gift/issue-gift-code.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { openTestDatabase, TARGETS, withTestDatabase } from './harness';
import { bookPaidStay, findStayHotel, type StayHotel } from './paid-stays';

describe.each(TARGETS)('care desk on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let hotel: StayHotel;
  let agent: CareAgentWithRole;
  const today = getToday();
  const checkin = addIsoDays(today, 45);
  const deadline = addIsoDays(checkin, -10);
  const email = `care.${Date.now()}@example.com`;

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    hotel = await findStayHotel(handle, checkin);
    const row = await handle.db.selectFrom('care_agents').select(['id', 'name', 'role']).executeTakeFirstOrThrow();
    agent = row;
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  const mails = async (kind: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from outbox_messages where recipient = ${email} and kind = ${kind}`.execute(handle.db)).rows[0]?.n);

  it('finds the order by number, e-mail, phone and name', async () => {
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline, email, nightPrices: [12_000, 13_000], today });
    for (const text of [order.number, email.toUpperCase(), '+33 6 12 34 56 78', 'Rémi Rembourse']) {
      const found = await findForCare(handle.db, classifyCareQuery(text)!);
      expect(
        found.orders.map((o) => o.id),
        text,
      ).toContain(order.id);
    }
    const byNumber = await findForCare(handle.db, classifyCareQuery(order.number)!);
    expect(byNumber.bookings.map((b) => b.orderId)).toContain(order.id);
  });

  it('resends the confirmation once per form, to a corrected address if given, with the audit row on the timeline', async () => {
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline, email, nightPrices: [10_000], today });
    const before = await mails('ORDER_CONFIRMATION');
    expect(await takeCareAction(handle.db, agent, order.id, { action: 'resendConfirmation', reason: 'no', key: `k-${order.id}-0` }, today)).toEqual({
      ok: false,
      reason: 'reason',
    });
    expect(
      await takeCareAction(
        handle.db,
        agent,
        order.id,
        { action: 'resendConfirmation', reason: 'Lost it', to: 'not an address', key: `k-${order.id}-1` },
        today,
      ),
    ).toEqual({ ok: false, reason: 'email' });
    const twice = await Promise.all(
      [1, 2].map(() =>
        takeCareAction(handle.db, agent, order.id, { action: 'resendConfirmation', reason: 'Customer lost the e-mail', key: `k-${order.id}-2` }, today),
      ),
    );
    expect(twice.map((r) => (r.ok ? r.message : r.reason)).sort()).toEqual(['alreadyDone', 'resent']);
    expect(await mails('ORDER_CONFIRMATION')).toBe(before + 1);
    const corrected = await takeCareAction(
      handle.db,
      agent,
      order.id,
      { action: 'resendConfirmation', reason: 'Typo in the address', to: 'Remi.Fixed@example.com', key: `k-${order.id}-3` },
      today,
    );
    expect(corrected).toEqual({ ok: true, message: 'resent' });
    const audit = await handle.db.selectFrom('care_actions').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
    expect(audit.map((a) => [a.agent_id, a.action, a.reason])).toEqual([
      [agent.id, 'resendConfirmation', 'Customer lost the e-mail'],
      [agent.id, 'resendConfirmation', 'Typo in the address'],
    ]);
    expect(audit[1]?.after).toEqual({ to: 'remi.fixed@example.com' });
    const story = await loadCareOrderStory(handle.db, order.id, today);
    expect(story?.timeline.filter((e) => e.kind === 'agent').map((e) => e.detail.reason)).toEqual(['Customer lost the e-mail', 'Typo in the address']);
  });

  it('cancels with the policy refund shown first: one refund however often the form is sent, none once the shown amount is stale', async () => {
    const { order, paid } = await bookPaidStay(handle, { hotel, checkin, deadline, email, nightPrices: [10_000, 11_000], today });
    const story = await loadCareOrderStory(handle.db, order.id, today);
    expect(story?.cancellation?.cancellable).toBe(true);
    const shown = story!.cancellation!.refund.cardCents;
    // 80 % of each night, on or before the deadline.
    expect(shown).toBe(8_000 + 8_800);
    expect(shown).toBeLessThanOrEqual(paid.cardCents);
    expect(
      await takeCareAction(
        handle.db,
        agent,
        order.id,
        { action: 'cancelBooking', reason: 'Ill, asked by phone', key: `c-${order.id}-stale`, expectedRefundCents: shown + 1 },
        today,
      ),
    ).toEqual({ ok: false, reason: 'refundChanged' });
    const provider = getPaymentProvider(handle.db, {});
    const results = await Promise.all(
      ['a', 'b'].map((k) =>
        takeCareAction(
          handle.db,
          agent,
          order.id,
          { action: 'cancelBooking', reason: 'Ill, asked by phone', key: `c-${order.id}-${k}`, expectedRefundCents: shown },
          today,
          provider,
        ),
      ),
    );
    expect(results.filter((r) => r.ok && r.message === 'cancelled')).toHaveLength(1);
    const refunds = await handle.db.selectFrom('order_refunds').select(['amount_cents']).where('order_id', '=', order.id).execute();
    expect(refunds.map((r) => r.amount_cents)).toEqual([shown]);
    const booking = await handle.db.selectFrom('bookings').select('status').where('booking_number', '=', order.number).executeTakeFirstOrThrow();
    expect(booking.status).toBe('CANCELLED');
    const audit = await handle.db.selectFrom('care_actions').select(['action', 'after']).where('order_id', '=', order.id).execute();
    expect(audit).toEqual([{ action: 'cancelBooking', after: expect.objectContaining({ booking: 'CANCELLED', cardCents: shown }) }]);
  });

  it('exchanges a gift voucher of the order for a gift card of the value it shows, once', async () => {
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline, email, nightPrices: [9_000], today });
    const code = await issueGiftCode(handle.db, { kind: 'SINGLE_VOUCHER', market: 'fr', amountCents: 15_000, nights: 1, validUntil: addIsoDays(today, 300) });
    await handle.db.updateTable('gift_codes').set({ order_id: order.id }).where('code', '=', code).execute();
    const story = await loadCareOrderStory(handle.db, order.id, today);
    const shown = story?.gifts.find((g) => g.code === code)?.exchange;
    expect(shown).toEqual({ allowed: true, amountCents: 15_000 });
    const other = await issueGiftCode(handle.db, { kind: 'SINGLE_VOUCHER', market: 'fr', amountCents: 15_000, nights: 1, validUntil: addIsoDays(today, 300) });
    const exchange = (giftCode: string, form: number) =>
      takeCareAction(handle.db, agent, order.id, { action: 'exchangeGift', giftCode, reason: 'Wants a card instead', key: `x-${order.id}-${form}` }, today);
    expect(await exchange(other, 0)).toEqual({ ok: false, reason: 'notFound' });
    expect(await exchange(code, 1)).toEqual({ ok: true, message: 'exchanged' });
    expect(await exchange(code, 2)).toEqual({ ok: false, reason: 'notExchangeable' });
    const exchanged = await handle.db.selectFrom('gift_codes').select('exchanged_for').where('code', '=', code).executeTakeFirstOrThrow();
    const card = await handle.db.selectFrom('gift_codes').select(['kind', 'amount']).where('code', '=', exchanged.exchanged_for!).executeTakeFirstOrThrow();
    expect(card).toEqual({ kind: 'GIFT_CARD', amount: 15_000 });
    const audit = await handle.db.selectFrom('care_actions').select(['action', 'after']).where('order_id', '=', order.id).execute();
    expect(audit).toEqual([{ action: 'exchangeGift', after: { giftCard: exchanged.exchanged_for, amountCents: 15_000 } }]);
  });

  it('refuses an unknown role, a missing reason and an unknown order, and unblocks sign-in with a record', async () => {
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline, email, nightPrices: [9_000], today });
    expect(
      await takeCareAction(
        handle.db,
        { ...agent, role: 'visitor' as never },
        order.id,
        { action: 'unblockSignIn', reason: 'Locked out', key: `u-${order.id}-0` },
        today,
      ),
    ).toEqual({ ok: false, reason: 'forbidden' });
    expect(
      await takeCareAction(
        handle.db,
        agent,
        '00000000-0000-0000-0000-000000000000',
        { action: 'unblockSignIn', reason: 'Locked out', key: `u-${order.id}-1` },
        today,
      ),
    ).toEqual({ ok: false, reason: 'notFound' });
    expect(
      await takeCareAction(handle.db, agent, order.id, { action: 'unblockSignIn', reason: 'Locked out of the account', key: `u-${order.id}-2` }, today),
    ).toEqual({ ok: true, message: 'unblocked' });
    expect(await loadCareOrderStory(handle.db, 'not-an-id', today)).toBeUndefined();
  });
});

describe.each(TARGETS.filter((target) => target.name === 'PostgreSQL'))('care desk search on 100,000 orders, $name', ({ url }) => {
  let handle: DatabaseHandle;

  withTestDatabase(url, (opened) => {
    handle = opened;
  });

  it('reads each kind of query from an index, in milliseconds', async () => {
    const rolledBack = new Error('rolled back');
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`
        insert into orders (id, number, idempotency_key, market, kind, email, first_name, last_name, phone, details_path, total_cents, amount_due_cents, payment_expires_at, created_at)
        select gen_random_uuid(), lpad((90000000 + i)::text, 8, '0'), 'bench-' || i, 'fr', 'STAY', 'buyer' || i || '@example.com', 'Prénom' || (i % 500), 'Nom' || (i % 5000),
               '06' || lpad((i % 100000000)::text, 8, '0'), '/fr/', 10000, 10000, now(), now() - (i || ' minutes')::interval
        from generate_series(1, 100000) as i
        on conflict do nothing`.execute(trx);
        await sql`analyze orders`.execute(trx);
        const queries = ['90054321', 'buyer54321@example.com', '06 00 05 43 21', 'Prénom321 Nom4321'];
        for (const text of queries) {
          const started = performance.now();
          const found = await findForCare(trx, classifyCareQuery(text)!);
          const ms = performance.now() - started;
          expect(found.orders.length, text).toBeGreaterThan(0);
          expect(ms, text).toBeLessThan(200);
        }
        // The plans: no sequential read of the orders for any kind of query.
        const plans = [
          sql`explain select id from orders where number = '90054321'`,
          sql`explain select id from orders where email = 'buyer54321@example.com' order by created_at desc limit 25`,
          sql`explain select id from orders where right(regexp_replace(phone, '[^0-9]', '', 'g'), 9) = '000054321' and phone is not null order by created_at desc limit 25`,
          sql`explain select id from orders where lower(last_name) = 'nom4321' order by created_at desc limit 25`,
        ];
        for (const plan of plans) {
          const rows = (await plan.execute(trx)).rows as { 'QUERY PLAN': string }[];
          expect(rows.map((row) => row['QUERY PLAN']).join('\n')).not.toMatch(/Seq Scan on orders/);
        }
        throw rolledBack;
      })
      .catch((error) => {
        if (error !== rolledBack) throw error;
      });
  }, 120_000);
});
