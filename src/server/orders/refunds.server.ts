/**
 * Refunds of an order's provider payment: a cancelled booking's (ADR 37), a late payment's, and goodwill refunds
 * granted on the care desk (ADR 60). The transaction that decides one records it (`recordRefund`, ADR 44;
 * `recordGoodwillRefund`); once it has committed, the provider is asked to send it back (`requestRefund`) with
 * an idempotency key per refund, so a retry (the next click, the order sweep, another instance) never refunds twice.
 * A failed request stays 'pending' and the sweep asks again; after MAX_REFUND_ATTEMPTS it is 'failed' and logged
 * as an error for a person to look at. A refund the provider has not sent yet ('requested') is read back by the
 * sweep a minute apart until it is 'refunded' or 'failed'.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { allocateProviderRefund } from '../../domain/date-change';
import type { Database } from '../db/schema';
import { describeError, log } from '../log';
import type { PaymentProvider } from '../payments/payment-provider';
import { markOrderRefunded } from './order-refund-state.server';
import { getOrderMoney } from './order-payments.server';

export const MAX_REFUND_ATTEMPTS = 10;

/**
 * What the order's provider payments took and what came back of it (cents): every refund recorded, of each payment
 * (the cancellation's, goodwill ones, a cheaper change's), except those the provider refused; the goodwill part of
 * it, and the parts already sent and still on their way.
 */
export async function getRecordedRefunds(
  db: Kysely<Database> | Transaction<Database>,
  order: { id: string; payment_id: string | null; amount_due_cents: number },
): Promise<{ paidCents: number; recordedCents: number; goodwillCents: number; sentCents: number; pendingCents: number }> {
  const [money, orderRefunds, paymentRefunds] = await Promise.all([
    getOrderMoney(db, order),
    db.selectFrom('order_refunds').select(['kind', 'status', 'amount_cents']).where('order_id', '=', order.id).where('status', '!=', 'failed').execute(),
    db.selectFrom('payment_refunds').select(['status', 'amount_cents']).where('order_id', '=', order.id).where('status', '!=', 'failed').execute(),
  ]);
  const rows = [...orderRefunds, ...paymentRefunds.map((row) => ({ ...row, kind: 'other' as const }))];
  const sum = (list: typeof rows) => list.reduce((total, row) => total + row.amount_cents, 0);
  return {
    paidCents: money.cardPaidCents,
    recordedCents: sum(rows),
    goodwillCents: sum(rows.filter((row) => row.kind === 'goodwill')),
    sentCents: sum(rows.filter((row) => row.status === 'refunded')),
    pendingCents: sum(rows.filter((row) => row.status === 'pending' || row.status === 'requested')),
  };
}

/**
 * In the cancelling transaction: `amountCents` of what the order paid through the provider is to be refunded (the
 * card's part of the cancellation refund, ADR 44). Taken from its payments, the latest first, each within what it has
 * left after earlier refunds (a date change may have paid a difference apart, ADR 57; a care agent may have refunded
 * goodwill, ADR 60): the first part is the cancellation's refund, once per order, any rest a refund of another
 * payment. Answers the cents recorded, or 0.
 */
export async function recordRefund(
  trx: Transaction<Database>,
  order: { id: string; payment_id: string | null; amount_due_cents: number },
  amountCents: number,
): Promise<number> {
  const [first, ...others] = allocateProviderRefund((await getOrderMoney(trx, order)).payments, amountCents);
  if (!first) return 0;
  const recorded = await trx
    .insertInto('order_refunds')
    .values({ order_id: order.id, payment_id: first.paymentId, amount_cents: first.cents, kind: 'policy' })
    .onConflict((conflict) => conflict.column('order_id').where('kind', '=', 'policy').doNothing())
    .returning('amount_cents')
    .executeTakeFirst();
  if (!recorded) return 0;
  return recorded.amount_cents + (await recordPaymentRefunds(trx, order.id, null, others));
}

/** In the transaction that decides them: refunds of these payments of order `orderId` (for date change `changeId`). Answers the cents. */
export async function recordPaymentRefunds(
  trx: Transaction<Database>,
  orderId: string,
  changeId: string | null,
  parts: readonly { paymentId: string; cents: number }[],
): Promise<number> {
  const rows = parts
    .filter((part) => part.cents > 0)
    .map((part) => ({ id: randomUUID(), order_id: orderId, change_id: changeId, payment_id: part.paymentId, amount_cents: part.cents }));
  if (rows.length > 0) await trx.insertInto('payment_refunds').values(rows).execute();
  return rows.reduce((sum, row) => sum + row.amount_cents, 0);
}

/** Asks the provider for each pending refund of `payment_refunds` of order `orderId`, once each (idempotency key per refund). */
export async function requestPaymentRefunds(db: Kysely<Database>, provider: PaymentProvider, orderId: string): Promise<number> {
  const pending = await db.selectFrom('payment_refunds').select('id').where('order_id', '=', orderId).where('status', '=', 'pending').execute();
  for (const { id } of pending) await requestPaymentRefund(db, provider, id);
  return pending.length;
}

async function requestPaymentRefund(db: Kysely<Database>, provider: PaymentProvider, id: string): Promise<void> {
  const claimed = await db
    .updateTable('payment_refunds')
    .set({ attempts: sql`attempts + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['order_id', 'payment_id', 'amount_cents', 'attempts', 'change_id'])
    .executeTakeFirst();
  if (!claimed) return;
  const order = await db.selectFrom('orders').select(['number', 'payment_provider']).where('id', '=', claimed.order_id).executeTakeFirstOrThrow();
  try {
    if (order.payment_provider && order.payment_provider !== provider.name)
      throw new Error(`paid through ${order.payment_provider}, the provider now is ${provider.name}`);
    const description = claimed.change_id ? `Halte booking ${order.number} dates changed` : `Halte booking ${order.number} cancelled`;
    const refund = await provider.refundPayment({
      paymentId: claimed.payment_id,
      amountCents: claimed.amount_cents,
      description,
      idempotencyKey: `payment-refund-${id}`,
    });
    await db
      .updateTable('payment_refunds')
      .set({ status: refund.status, provider_refund_id: refund.id, last_error: null, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    log(refund.status === 'failed' ? 'ERROR' : 'INFO', 'Refund asked of the payment provider', {
      order: order.number,
      cents: claimed.amount_cents,
      status: refund.status,
    });
  } catch (error) {
    const status = claimed.attempts >= MAX_REFUND_ATTEMPTS ? 'failed' : 'pending';
    await db
      .updateTable('payment_refunds')
      .set({ status, last_error: String((error as Error).message ?? error).slice(0, 500), updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    log(status === 'failed' ? 'ERROR' : 'WARN', 'Refund request failed', { order: order.number, attempts: claimed.attempts, status, ...describeError(error) });
  }
}

/** The sweep's part for `payment_refunds`: asks again for those left pending, reads back those the provider has not sent yet. */
async function sweepPaymentRefunds(db: Kysely<Database>, provider: PaymentProvider): Promise<number> {
  const pending = await db
    .selectFrom('payment_refunds')
    .select('id')
    .where('status', '=', 'pending')
    .where('updated_at', '<', sql<Date>`now() - interval '30 seconds'`)
    .limit(50)
    .execute();
  for (const { id } of pending) await requestPaymentRefund(db, provider, id);
  const requested = await db
    .selectFrom('payment_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.payment_id', 'r.provider_refund_id', 'o.number', 'o.payment_provider'])
    .where('r.status', '=', 'requested')
    .where('r.updated_at', '<', sql<Date>`now() - interval '1 minute'`)
    .limit(50)
    .execute();
  let changed = 0;
  for (const row of requested) {
    if (!row.provider_refund_id || (row.payment_provider && row.payment_provider !== provider.name)) continue;
    try {
      const status = (await provider.getRefund(row.payment_id, row.provider_refund_id))?.status ?? 'requested';
      await db
        .updateTable('payment_refunds')
        .set({ status, updated_at: sql`now()` })
        .where('id', '=', row.id)
        .where('status', '=', 'requested')
        .execute();
      if (status !== 'requested') changed += 1;
    } catch (error) {
      log('WARN', 'Refund status could not be read', { order: row.number, ...describeError(error) });
    }
  }
  return pending.length + changed;
}

/**
 * In the transaction that grants it, with the order's row locked: a goodwill refund of `amountCents` (checked by the
 * caller with checkGoodwillRefund against every payment of the order), once per `key`. Taken from the order's
 * payments as a cancellation's is, the latest first, one row per payment. Answers the cents recorded, or null when
 * the key was used already.
 */
export async function recordGoodwillRefund(
  trx: Transaction<Database>,
  order: { id: string; payment_id: string | null; amount_due_cents: number },
  amountCents: number,
  key: string,
): Promise<number | null> {
  const parts = allocateProviderRefund((await getOrderMoney(trx, order)).payments, amountCents);
  let recorded = 0;
  for (const [index, part] of parts.entries()) {
    const row = await trx
      .insertInto('order_refunds')
      .values({
        order_id: order.id,
        payment_id: part.paymentId,
        amount_cents: part.cents,
        kind: 'goodwill',
        idempotency_key: index === 0 ? key : `${key}:${index + 1}`,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning('amount_cents')
      .executeTakeFirst();
    if (!row) return null;
    recorded += row.amount_cents;
  }
  return recorded;
}

/**
 * Asks the provider for the order's pending refunds; answers the status of the last one
 * asked afterwards, or null when there was none to ask.
 */
export async function requestRefund(
  db: Kysely<Database>,
  provider: PaymentProvider,
  orderId: string,
): Promise<'pending' | 'requested' | 'refunded' | 'failed' | null> {
  const pending = db.selectFrom('order_refunds').select('id').where('order_id', '=', orderId).where('status', '=', 'pending').orderBy('id');
  let last: 'pending' | 'requested' | 'refunded' | 'failed' | null = null;
  for (const { id } of await pending.execute()) last = (await requestOneRefund(db, provider, orderId, Number(id))) ?? last;
  return last;
}

/** One refund, claimed so that only one process asks for it at a time. */
async function requestOneRefund(
  db: Kysely<Database>,
  provider: PaymentProvider,
  orderId: string,
  id: number,
): Promise<'pending' | 'requested' | 'refunded' | 'failed' | null> {
  const claimed = await db
    .updateTable('order_refunds')
    .set({ attempts: sql`attempts + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['payment_id', 'amount_cents', 'attempts', 'kind'])
    .executeTakeFirst();
  if (!claimed) return null;
  const order = await db.selectFrom('orders').select(['number', 'payment_provider']).where('id', '=', orderId).executeTakeFirstOrThrow();
  // The policy's refund keeps the key it always had (one per order); each goodwill refund has its own.
  const idempotencyKey = claimed.kind === 'policy' ? `refund-${orderId}` : `goodwill-${orderId}-${id}`;
  const description = claimed.kind === 'policy' ? `Halte booking ${order.number} cancelled` : `Halte order ${order.number}: goodwill refund`;
  try {
    if (order.payment_provider && order.payment_provider !== provider.name)
      throw new Error(`paid through ${order.payment_provider}, the provider now is ${provider.name}`);
    const refund = await provider.refundPayment({ paymentId: claimed.payment_id, amountCents: claimed.amount_cents, description, idempotencyKey });
    await db
      .updateTable('order_refunds')
      .set({ status: refund.status, provider_refund_id: refund.id, last_error: null, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    if (refund.status === 'refunded') await markOrderRefunded(db, orderId, 'refund');
    log(refund.status === 'failed' ? 'ERROR' : 'INFO', 'Refund asked of the payment provider', {
      order: order.number,
      cents: claimed.amount_cents,
      kind: claimed.kind,
      status: refund.status,
    });
    return refund.status;
  } catch (error) {
    const status = claimed.attempts >= MAX_REFUND_ATTEMPTS ? 'failed' : 'pending';
    await db
      .updateTable('order_refunds')
      .set({ status, last_error: String((error as Error).message ?? error).slice(0, 500), updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    log(status === 'failed' ? 'ERROR' : 'WARN', 'Refund request failed', { order: order.number, attempts: claimed.attempts, status, ...describeError(error) });
    return status;
  }
}

/** The order sweep's part: asks again for refunds left pending (a provider outage, a stopped process). */
export async function sweepRefunds(db: Kysely<Database>, provider: PaymentProvider): Promise<number> {
  const pending = await db
    .selectFrom('order_refunds')
    .select(['id', 'order_id'])
    .where('status', '=', 'pending')
    .where('updated_at', '<', sql<Date>`now() - interval '30 seconds'`)
    .limit(50)
    .execute();
  let asked = 0;
  for (const row of pending) if ((await requestOneRefund(db, provider, row.order_id, Number(row.id))) !== null) asked += 1;
  return asked + (await followRefunds(db, provider)) + (await sweepPaymentRefunds(db, provider));
}

/**
 * Reads back refunds the provider has but has not sent yet (Mollie's queued, pending, processing), a minute apart,
 * until they are refunded or failed. Answers how many changed.
 */
export async function followRefunds(db: Kysely<Database>, provider: PaymentProvider): Promise<number> {
  const requested = await db
    .selectFrom('order_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.order_id', 'r.payment_id', 'r.provider_refund_id', 'o.number', 'o.payment_provider'])
    .where('r.status', '=', 'requested')
    .where('r.updated_at', '<', sql<Date>`now() - interval '1 minute'`)
    .limit(50)
    .execute();
  let changed = 0;
  for (const row of requested) {
    if (!row.provider_refund_id || (row.payment_provider && row.payment_provider !== provider.name)) continue;
    try {
      const refund = await provider.getRefund(row.payment_id, row.provider_refund_id);
      const status = refund?.status ?? 'requested';
      await db
        .updateTable('order_refunds')
        .set({ status, updated_at: sql`now()` })
        .where('id', '=', row.id)
        .where('status', '=', 'requested')
        .execute();
      if (status === 'refunded') await markOrderRefunded(db, row.order_id, 'refund');
      if (status !== 'requested') {
        changed += 1;
        log(status === 'failed' ? 'ERROR' : 'INFO', 'Refund settled by the payment provider', { order: row.number, status });
      }
    } catch (error) {
      log('WARN', 'Refund status could not be read', { order: row.number, ...describeError(error) });
    }
  }
  return changed;
}
