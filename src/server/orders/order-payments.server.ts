/**
 * What an order's money means have paid, net of what came back (ADR 57): its first payment through the provider, the
 * payments of dearer date changes, the provider refunds taken from each (the cancellation's, goodwill ones of the care
 * desk, a cheaper change's; not those the provider refused), and the gift card's ledger. A cancellation
 * refunds from these (ADR 44), a change to a cheaper stay too; a provider refund never asks a payment for more than
 * it has left.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RefundablePayment } from '../../domain/date-change';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface OrderMoney {
  /** Payments through the provider, oldest first, with what each can still give back. */
  payments: RefundablePayment[];
  /** Taken through the provider, all payments together. */
  cardPaidCents: number;
  /** Paid through the provider less what it refunded or was asked to. */
  cardNetCents: number;
  /** Paid by the gift card less what went back on it. */
  giftCardNetCents: number;
}

/** The money of order `order` (its id, first payment and the amount that payment took). */
export async function getOrderMoney(db: Db, order: { id: string; payment_id: string | null; amount_due_cents: number }): Promise<OrderMoney> {
  const [changes, orderRefunds, otherRefunds, ledger] = await Promise.all([
    db
      .selectFrom('booking_changes')
      .select(['payment_id', 'difference_cents'])
      .where('order_id', '=', order.id)
      .where('status', '=', 'done')
      .where('payment_id', 'is not', null)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('order_refunds').select(['payment_id', 'amount_cents']).where('order_id', '=', order.id).where('status', '!=', 'failed').execute(),
    db.selectFrom('payment_refunds').select(['payment_id', 'amount_cents']).where('order_id', '=', order.id).where('status', '!=', 'failed').execute(),
    db
      .selectFrom('gift_card_ledger')
      .select(['kind', 'amount_cents'])
      .where('order_id', '=', order.id)
      .where('kind', 'in', ['reserve', 'release', 'change_back'])
      .execute(),
  ]);
  const taken = [
    ...(order.payment_id && order.amount_due_cents > 0 ? [{ paymentId: order.payment_id, cents: order.amount_due_cents }] : []),
    ...changes.map((change) => ({ paymentId: change.payment_id as string, cents: change.difference_cents })),
  ];
  const refunded = new Map<string, number>();
  for (const refund of [...orderRefunds, ...otherRefunds]) refunded.set(refund.payment_id, (refunded.get(refund.payment_id) ?? 0) + refund.amount_cents);
  const payments = taken.map(({ paymentId, cents }) => ({ paymentId, refundableCents: Math.max(0, cents - (refunded.get(paymentId) ?? 0)) }));
  return {
    payments,
    cardPaidCents: taken.reduce((sum, payment) => sum + payment.cents, 0),
    cardNetCents: payments.reduce((sum, payment) => sum + payment.refundableCents, 0),
    // A reservation is negative, what went back positive: what the card paid is what is left of the reservation.
    giftCardNetCents: Math.max(0, -ledger.reduce((sum, row) => sum + row.amount_cents, 0)),
  };
}

/** What each means has paid for a booking's stay as it stands (cents). */
export interface PaidForStay {
  cardCents: number;
  giftCardCents: number;
}

/**
 * What each means of order `order` paid for the stay as it now is (the booking page's 'Paid with'): the first
 * payment and the payments of dearer date changes, less what cheaper changes gave back to each means. A
 * cancellation's refund is not taken off: the page says what came back on its own.
 */
export async function getPaidForStay(db: Db, order: { id: string; payment_id: string | null; amount_due_cents: number }): Promise<PaidForStay> {
  const changes = await db
    .selectFrom('booking_changes')
    .select(['id', 'payment_id', 'difference_cents'])
    .where('order_id', '=', order.id)
    .where('status', '=', 'done')
    .execute();
  const done = changes.map((change) => change.id);
  const [cardBack, ledger] = await Promise.all([
    done.length > 0
      ? db.selectFrom('payment_refunds').select('amount_cents').where('order_id', '=', order.id).where('change_id', 'in', done).execute()
      : Promise.resolve([]),
    db.selectFrom('gift_card_ledger').select('amount_cents').where('order_id', '=', order.id).where('kind', 'in', ['reserve', 'change_back']).execute(),
  ]);
  const first = order.payment_id && order.amount_due_cents > 0 ? order.amount_due_cents : 0;
  const changePayments = changes
    .filter((change) => change.payment_id !== null && change.difference_cents > 0)
    .reduce((sum, change) => sum + change.difference_cents, 0);
  return {
    cardCents: first + changePayments - cardBack.reduce((sum, row) => sum + row.amount_cents, 0),
    // The reservation is negative, what went back positive.
    giftCardCents: Math.max(0, -ledger.reduce((sum, row) => sum + row.amount_cents, 0)),
  };
}

/**
 * What went back, or is on its way, to the card or account that paid each of these orders (by number): the
 * cancellation's refund, whatever payment it was taken from, and goodwill refunds (ADR 60). A cheaper date change's
 * refund is not counted: the stay's price already says it. Refunds the provider refused are not counted either.
 */
export async function getRefundedCents(db: Db, numbers: readonly string[]): Promise<Map<string, number>> {
  const refunded = new Map<string, number>();
  if (numbers.length === 0) return refunded;
  const [orderRefunds, paymentRefunds] = await Promise.all([
    db
      .selectFrom('order_refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['o.number', sql<string>`sum(r.amount_cents)`.as('cents')])
      .where('o.number', 'in', numbers)
      .where('r.status', '!=', 'failed')
      .groupBy('o.number')
      .execute(),
    db
      .selectFrom('payment_refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['o.number', sql<string>`sum(r.amount_cents)`.as('cents')])
      .where('o.number', 'in', numbers)
      .where('r.change_id', 'is', null)
      .where('r.status', '!=', 'failed')
      .groupBy('o.number')
      .execute(),
  ]);
  for (const row of [...orderRefunds, ...paymentRefunds]) refunded.set(row.number, (refunded.get(row.number) ?? 0) + Number(row.cents));
  return refunded;
}
