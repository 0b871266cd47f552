/**
 * The built-in test acquirer (issue 15, ADR 21): a page labelled 'Test payment, no money moves' where the buyer
 * chooses paid, failed, cancelled or expired. Its payments live in test_payments and are read back through the
 * same PaymentProvider calls as Mollie's, so the webhook path is the same. Refused when HALTE_ENV=production.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isMarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database } from '../db/schema';
import type { CreatedPayment, CreatePaymentInput, PaymentProvider, ProviderPayment, ProviderRefund, RefundInput } from './payment-provider';

/** What the buyer can choose on the test page, as the provider statuses they produce. */
export const TEST_OUTCOMES = { paid: 'paid', failed: 'failed', cancelled: 'canceled', expired: 'expired' } as const;
export type TestOutcome = keyof typeof TEST_OUTCOMES;

export const TEST_PAYMENT_ID = /^tst_[A-Za-z0-9]{16}$/;

export function isTestAcquirerAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.HALTE_ENV !== 'production';
}

export function isTestOutcome(value: unknown): value is TestOutcome {
  return typeof value === 'string' && value in TEST_OUTCOMES;
}

export function createTestAcquirer(db: Kysely<Database>): PaymentProvider {
  return {
    name: 'test',
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (!isTestAcquirerAllowed()) throw new Error('The test acquirer is refused in production: set MOLLIE_API_KEY');
      const id = `tst_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16)}`;
      await db
        .insertInto('test_payments')
        .values({ id, order_id: input.orderId, amount_cents: input.amountCents, description: input.description, redirect_url: input.redirectUrl, market: input.market })
        .execute();
      const market = isMarketKey(input.market) ? input.market : 'fr';
      return { id, checkoutUrl: buildPath(market, 'testPayment', { id }) };
    },
    async getPayment(id: string): Promise<ProviderPayment | null> {
      if (!TEST_PAYMENT_ID.test(id)) return null;
      const row = await db.selectFrom('test_payments').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? { id: row.id, status: row.status, amountCents: row.amount_cents, orderId: row.order_id } : null;
    },
    async refundPayment(input: RefundInput): Promise<ProviderRefund> {
      if (!isTestAcquirerAllowed()) throw new Error('The test acquirer is refused in production: set MOLLIE_API_KEY');
      // Like a provider: only a paid payment, never more than it took, and one refund per idempotency key.
      const payment = TEST_PAYMENT_ID.test(input.paymentId) ? await db.selectFrom('test_payments').select(['status', 'amount_cents']).where('id', '=', input.paymentId).executeTakeFirst() : undefined;
      if (!payment || payment.status !== 'paid' || input.amountCents > payment.amount_cents) throw new Error(`Test payment ${input.paymentId} cannot be refunded ${input.amountCents} cents`);
      const id = `tre_${createHash('sha256').update(input.idempotencyKey).digest('base64url').replace(/[-_]/g, 'x').slice(0, 16)}`;
      await db.insertInto('test_refunds').values({ id, payment_id: input.paymentId, amount_cents: input.amountCents }).onConflict((conflict) => conflict.column('id').doNothing()).execute();
      return { id, status: 'refunded' };
    },
    async getRefund(paymentId: string, refundId: string): Promise<ProviderRefund | null> {
      const row = await db.selectFrom('test_refunds').select('id').where('id', '=', refundId).where('payment_id', '=', paymentId).executeTakeFirst();
      return row ? { id: row.id, status: 'refunded' } : null;
    },
  };
}

/** The test payment shown on its page, or undefined for an unknown id. */
export async function getTestPayment(db: Kysely<Database>, id: string) {
  if (!TEST_PAYMENT_ID.test(id)) return undefined;
  return db.selectFrom('test_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records the buyer's choice once (an open payment only); answers the page to return to. */
export async function settleTestPayment(db: Kysely<Database>, id: string, outcome: TestOutcome): Promise<string | undefined> {
  const row = await db
    .updateTable('test_payments')
    .set({ status: TEST_OUTCOMES[outcome] })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('redirect_url')
    .executeTakeFirst();
  return row?.redirect_url;
}
