import type { Locale } from '../i18n/markets';
import { addIsoDays, addIsoMonths, getDayDifference } from './iso-date';

/**
 * Pay-later options at checkout: PayPal, deferred payment, and 3 or 4 monthly instalments. Each is a Mollie method
 * that pays Halte the order's whole amount at once and collects the customer's payments itself (ADR 41).
 */

/** Mollie's pay-later methods: Alma (deferred, 3x, 4x) and PayPal. */
export type PayLaterMethod = 'alma' | 'paypal';

/** The name the customer knows each method by. */
export const PAY_LATER_PROVIDERS: Readonly<Record<PayLaterMethod, string>> = { alma: 'Alma', paypal: 'PayPal' };

/**
 * The pay-later methods of each market: Mollie offers Alma to shoppers in France and Belgium only (fr, be-fr, be-nl);
 * PayPal goes where §5 allows it (es, it). A market without one (nl) offers no pay-later choice.
 */
export const PAY_LATER_METHODS: Readonly<Record<Locale, readonly PayLaterMethod[]>> = {
  fr_FR: ['alma'],
  fr_BE: ['alma'],
  nl_BE: ['alma'],
  es_ES: ['paypal'],
  it_IT: ['paypal'],
  nl_NL: [],
};

/** The pay-later methods of a market locale ('fr_FR'…); none for an unknown one. */
export function getPayLaterMethods(locale: string): readonly PayLaterMethod[] {
  return PAY_LATER_METHODS[locale as Locale] ?? [];
}

/** Amount range (cents, inclusive) of the PayPal option: 30–2000 €. */
export const PAYPAL_AMOUNT_RANGE = { min: 3000, max: 200000 } as const;

/** Locales where PayPal is offered. */
export const PAYPAL_LOCALES: readonly string[] = Object.keys(PAY_LATER_METHODS).filter((locale) => getPayLaterMethods(locale).includes('paypal'));

/** Deferred payment needs the arrival at least this many days after today. */
export const DEFERRED_MIN_DAYS_AHEAD = 5;

/** Without a cancellation deadline, the deferred payment falls this many days before check-in. */
export const DEFERRED_DAYS_BEFORE_CHECKIN = 2;

/** Instalment counts offered. */
export type SplitCount = 3 | 4;

/** Per instalment count: minimum days before arrival and amount range (cents, inclusive). */
export const SPLIT_RULES: Readonly<Record<SplitCount, { minDaysAhead: number; min: number; max: number }>> = {
  3: { minDaysAhead: 7, min: 20000, max: 200000 },
  4: { minDaysAhead: 7, min: 25000, max: 200000 },
};

/**
 * Fee percent added to the first instalment when the caller gives none. The spec states a fee but
 * not its rate; 0 until the payment provider's rate is configured, so no invented fee is charged.
 */
export const DEFAULT_SPLIT_FEE_PERCENT = 0;

/** One payment of a schedule. */
export interface ScheduledPayment {
  date: string;
  amountCents: number;
}

/** An offered way to pay later; PayPal runs its own schedule. */
export type PayLaterOption =
  | { kind: 'paypal' }
  | { kind: 'deferred'; payments: ScheduledPayment[] }
  | { kind: 'split'; count: SplitCount; feeCents: number; payments: ScheduledPayment[] };

/** What decides the options. */
export interface PayLaterInput {
  amountCents: number;
  locale: string;
  checkin: string;
  today: string;
  cancellationDeadline?: string | null;
  /** Fee percent of split payments (default DEFAULT_SPLIT_FEE_PERCENT). */
  feePercent?: number;
}

/** PayPal: amount 30–2000 € inclusive and locale es_ES or it_IT. */
export function isPayPalAvailable(amountCents: number, locale: string): boolean {
  const { min, max } = PAYPAL_AMOUNT_RANGE;
  return PAYPAL_LOCALES.includes(locale) && amountCents >= min && amountCents <= max;
}

/** Day of the deferred payment: the cancellation deadline, else 2 days before check-in. */
export function getDeferredDate(checkin: string, cancellationDeadline?: string | null): string {
  return cancellationDeadline || addIsoDays(checkin, -DEFERRED_DAYS_BEFORE_CHECKIN);
}

/** Deferred: arrival at least 5 days after today, and the payment day still after today. */
export function isDeferredAvailable(input: PayLaterInput): boolean {
  const { checkin, today, cancellationDeadline } = input;
  if (getDayDifference(today, checkin) < DEFERRED_MIN_DAYS_AHEAD) return false;
  return getDayDifference(today, getDeferredDate(checkin, cancellationDeadline)) > 0;
}

/** 3x / 4x: arrival at least 7 days ahead and the amount inside the count's range (inclusive). */
export function isSplitAvailable(count: SplitCount, amountCents: number, checkin: string, today: string): boolean {
  const rule = SPLIT_RULES[count];
  if (getDayDifference(today, checkin) < rule.minDaysAhead) return false;
  return amountCents >= rule.min && amountCents <= rule.max;
}

/** Fee in cents of a split payment: amount × percent / 100, rounded to the cent. */
export function getSplitFee(amountCents: number, feePercent: number = DEFAULT_SPLIT_FEE_PERCENT): number {
  return Math.round((amountCents * feePercent) / 100);
}

/**
 * Monthly schedule from today: equal instalments rounded down, the remainder cents and the whole
 * fee on the first one, so the amounts add up to amount + fee. Dates are today, +1 month, …
 */
export function getSplitSchedule(amountCents: number, count: SplitCount, today: string, feeCents: number): ScheduledPayment[] {
  const base = Math.floor(amountCents / count);
  const first = amountCents - base * (count - 1) + feeCents;
  return Array.from({ length: count }, (_, index) => ({
    date: addIsoMonths(today, index),
    amountCents: index === 0 ? first : base,
  }));
}

/** The method that collects an option: PayPal its own, Alma the deferred payment and the instalments. */
export function getOptionMethod(option: Pick<PayLaterOption, 'kind'>): PayLaterMethod {
  return option.kind === 'paypal' ? 'paypal' : 'alma';
}

/**
 * Options offered, in this order: PayPal, deferred, 3x, 4x (each only when §5 allows it and the market has its
 * method).
 */
export function getPayLaterOptions(input: PayLaterInput): PayLaterOption[] {
  const { amountCents, locale, checkin, today, cancellationDeadline } = input;
  const options: PayLaterOption[] = [];
  if (isPayPalAvailable(amountCents, locale)) options.push({ kind: 'paypal' });
  if (!getPayLaterMethods(locale).includes('alma')) return options;
  if (isDeferredAvailable(input)) {
    const date = getDeferredDate(checkin, cancellationDeadline);
    options.push({ kind: 'deferred', payments: [{ date, amountCents }] });
  }
  for (const count of [3, 4] as const) {
    if (!isSplitAvailable(count, amountCents, checkin, today)) continue;
    const feeCents = getSplitFee(amountCents, input.feePercent);
    options.push({ kind: 'split', count, feeCents, payments: getSplitSchedule(amountCents, count, today, feeCents) });
  }
  return options;
}

/** What a one-line pay-later message names (spec §9 'Instalment messaging: 3 times, 4 times or later'). */
export interface PayLaterSummary {
  /** Instalment counts offered, ascending. */
  splitCounts: SplitCount[];
  hasDeferred: boolean;
  hasPayPal: boolean;
}

/** The instalment counts, deferred payment and PayPal found among `options`. */
export function getPayLaterSummary(options: readonly PayLaterOption[]): PayLaterSummary {
  const splitCounts = options.flatMap((option) => (option.kind === 'split' ? [option.count] : []));
  return {
    splitCounts: [...new Set(splitCounts)].sort((a, b) => a - b),
    hasDeferred: options.some((option) => option.kind === 'deferred'),
    hasPayPal: options.some((option) => option.kind === 'paypal'),
  };
}

/** What a schedule costs in all: the sum of its payments, fee included (cents). */
export function getScheduleTotal(payments: readonly ScheduledPayment[]): number {
  return payments.reduce((sum, payment) => sum + payment.amountCents, 0);
}

/** A pay-later choice of the details form, as the order stores it. */
export type PayLaterChoice = 'paypal' | 'deferred' | 'split3' | 'split4';

/** The form's choice of an option. */
export function getPayLaterChoice(option: PayLaterOption): PayLaterChoice {
  return option.kind === 'split' ? `split${option.count}` : option.kind;
}

/** The method that collects a stored choice. */
export function getChoiceMethod(choice: PayLaterChoice): PayLaterMethod {
  return choice === 'paypal' ? 'paypal' : 'alma';
}

/** What a pay-later order means for Halte and for the customer (cents). */
export interface PayLaterPlan {
  method: PayLaterMethod;
  /** What the provider pays Halte for the order, all at once: the order's amount. */
  receivedCents: number;
  /** What the customer pays the provider on the day of the order. */
  todayCents: number;
  /** The customer's payments to the provider after that day. */
  later: ScheduledPayment[];
  /** The whole schedule the customer owes the provider, the day of the order included (empty for PayPal). */
  payments: ScheduledPayment[];
}

/**
 * The plan of a choice: the provider pays Halte `receivedCents` at once; the customer owes it the schedule. Alma's
 * 3x and 4x take their first instalment on the day of the order, its deferred payment takes nothing that day; PayPal
 * is paid through PayPal, under PayPal's own terms (no schedule of ours). Null without a choice.
 */
export function getPayLaterPlan(choice: PayLaterChoice | null, schedule: readonly ScheduledPayment[] | null, receivedCents: number): PayLaterPlan | null {
  if (!choice) return null;
  const method = getChoiceMethod(choice);
  const payments = method === 'alma' ? [...(schedule ?? [])] : [];
  const [first, ...rest] = payments;
  if (!first) return { method, receivedCents, todayCents: receivedCents, later: [], payments };
  if (choice === 'deferred') return { method, receivedCents, todayCents: 0, later: payments, payments };
  return { method, receivedCents, todayCents: first.amountCents, later: rest, payments };
}
