import { isIsoDate } from '../../domain/iso-date';
import type { PayLaterOption, ScheduledPayment, SplitCount } from '../../domain/pay-later';

/** Address of the pay-later eligibility API (spec §7). */
export const ELIGIBILITY_PATH = '/api/purchase/alma/eligibility';

/** `cancellationPolicyType` sent with a stay that can be cancelled for free until its deadline, or not at all. */
export const CANCELLATION_POLICY_TYPES = { cancellable: 'CANCELLABLE', nonCancellable: 'NON_CANCELLABLE' } as const;

/** What the eligibility depends on. */
export interface EligibilityRequest {
  /** Stay total in cents. */
  amount: number;
  /** 'YYYY-MM-DD', or null while no date is chosen. */
  checkin: string | null;
  /** 'YYYY-MM-DD' last day a cancellation refunds, or null. */
  cancellationDeadline: string | null;
  cancellable: boolean;
  /** Market locale, 'fr_FR'…; sent lowercase as the point of sale. */
  locale: string;
}

/**
 * Query string of the eligibility call, or null while the amount or the check-in is unknown (no call then).
 * The deadline is sent only for a cancellable stay: without it the deferred payment falls before check-in.
 */
export function getEligibilityQuery({ amount, checkin, cancellationDeadline, cancellable, locale }: EligibilityRequest): string | null {
  if (!Number.isInteger(amount) || amount <= 0 || !isIsoDate(checkin)) return null;
  const query = new URLSearchParams({ amount: String(amount) });
  query.set('cancellationPolicyType', cancellable ? CANCELLATION_POLICY_TYPES.cancellable : CANCELLATION_POLICY_TYPES.nonCancellable);
  if (cancellable && isIsoDate(cancellationDeadline)) query.set('cancellableUntil', cancellationDeadline);
  query.set('checkinDate', checkin);
  query.set('pointOfSale', locale.toLowerCase());
  return query.toString();
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function readPayments(value: unknown): ScheduledPayment[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const payments: ScheduledPayment[] = [];
  for (const item of value) {
    if (!isRecord(item) || !isIsoDate(item.date) || !isCents(item.amountCents)) return null;
    payments.push({ date: item.date, amountCents: item.amountCents });
  }
  return payments;
}

function readOption(value: unknown): PayLaterOption | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'paypal') return { kind: 'paypal' };
  const payments = readPayments(value.payments);
  if (!payments) return null;
  if (value.kind === 'deferred') return { kind: 'deferred', payments };
  const count = value.count;
  if (value.kind !== 'split' || (count !== 3 && count !== 4) || payments.length !== count || !isCents(value.feeCents)) return null;
  return { kind: 'split', count: count satisfies SplitCount, feeCents: value.feeCents, payments };
}

/** The options of an eligibility answer; a malformed one is left out, so a broken answer offers nothing. */
export function readPaymentMethods(body: unknown): PayLaterOption[] {
  if (!isRecord(body) || !Array.isArray(body.paymentMethods)) return [];
  return body.paymentMethods.map(readOption).filter((option) => option !== null);
}

/** Options for a query from getEligibilityQuery. Rejects on a network or HTTP error, or when aborted. */
export async function fetchPayLaterOptions(query: string, signal: AbortSignal): Promise<PayLaterOption[]> {
  const response = await fetch(`${ELIGIBILITY_PATH}?${query}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Pay-later eligibility answered ${response.status}`);
  return readPaymentMethods(await response.json());
}
