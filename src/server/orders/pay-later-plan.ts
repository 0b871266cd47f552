/**
 * A pay-later order's plan (ADR 41) and the sentence every screen and the confirmation e-mail write for it: what
 * Halte received from the provider and the schedule the customer owes it, from one plan (getPayLaterPlan) and one
 * set of texts (the order namespace's `plan`).
 */
import type { Kysely, Selectable } from 'kysely';
import { formatLongDate } from '../../domain/long-date';
import { formatMoney } from '../../domain/money';
import { getPayLaterPlan, PAY_LATER_PROVIDERS, type PayLaterPlan, type ScheduledPayment } from '../../domain/pay-later';
import { getT } from '../../i18n/i18n';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import type { Database, OrdersTable } from '../db/schema';

/** The plan of a stored order: its choice and schedule, and what the provider paid (its amount due); null without one. */
export function getOrderPayLaterPlan(order: Pick<Selectable<OrdersTable>, 'pay_later' | 'pay_later_schedule' | 'amount_due_cents'>): PayLaterPlan | null {
  return getPayLaterPlan(order.pay_later, order.pay_later_schedule as unknown as ScheduledPayment[] | null, order.amount_due_cents);
}

/** The plan of the order a booking number names (the invoice, the booking lookup); null when it was paid at once. */
export async function readPayLaterPlan(db: Kysely<Database>, orderNumber: string): Promise<PayLaterPlan | null> {
  const order = await db
    .selectFrom('orders')
    .select(['pay_later', 'pay_later_schedule', 'amount_due_cents'])
    .where('number', '=', orderNumber)
    .executeTakeFirst();
  return order ? getOrderPayLaterPlan(order) : null;
}

/**
 * '482,13 € payés via Alma en 3 fois : aujourd’hui 160,71 €, puis 160,71 € le 28 février 2024 et 160,71 € le
 * 31 mars 2024'. `when: 'today'` names the day of the order 'today' (pages and e-mail of that day); `'dated'` gives
 * every payment its date (the invoice and the booking lookup, read later).
 */
export function describePayLaterPlan(plan: PayLaterPlan, market: MarketKey, when: 'today' | 'dated' = 'today'): string {
  const { language, tag } = MARKETS[market];
  const t = getT(language, 'order');
  const money = (cents: number) => formatMoney(cents, tag);
  const list = new Intl.ListFormat(tag, { type: 'conjunction' });
  const dated = (payments: PayLaterPlan['payments']) =>
    list.format(payments.map((payment) => t('plan.payment', { amount: money(payment.amountCents), date: formatLongDate(payment.date, tag, { year: true }) })));
  const values = { total: money(plan.receivedCents), provider: PAY_LATER_PROVIDERS[plan.method] };
  if (plan.payments.length === 0) return t('plan.single', values);
  const isDeferred = plan.todayCents === 0;
  if (when === 'dated')
    return t(isDeferred ? 'plan.deferredDated' : 'plan.splitDated', { ...values, number: plan.payments.length, payments: dated(plan.payments) });
  return isDeferred
    ? t('plan.deferred', { ...values, later: dated(plan.later) })
    : t('plan.split', { ...values, number: plan.payments.length, first: money(plan.todayCents), later: dated(plan.later) });
}
