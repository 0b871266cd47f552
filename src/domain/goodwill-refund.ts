/**
 * Goodwill refunds (ADR 60): money a care agent sends back above the cancellation policy, for a fault of ours or a
 * hotel's, to the card or account that paid. Never more than the payment still holds; above a limit, a supervisor's
 * call. Amounts in integer cents.
 */
import type { CareRole } from './care-desk';

/**
 * The goodwill an agent may grant on one order, all its goodwill refunds together; above it, only a supervisor may.
 * Counted per order so that two refunds under the limit do not make one above it.
 */
export const GOODWILL_AGENT_LIMIT_CENTS = 10_000;

/** What a provider payment of `paidCents` can still give back once `refundedCents` (sent or on its way) are recorded. */
export function getRefundableCents(paidCents: number, refundedCents: number): number {
  return Math.max(0, Math.trunc(paidCents) - Math.max(0, Math.trunc(refundedCents)));
}

/** The order statuses whose provider payment was taken and may be refunded as goodwill (ADR 20's after-sale states). */
export const GOODWILL_STATUSES: readonly string[] = ['paid', 'confirmed', 'refund_pending', 'partly_refunded', 'refunded'];

export interface GoodwillRefundInput {
  role: CareRole;
  /** The order's status: only a sale whose payment was taken is refunded. */
  status: string;
  amountCents: number;
  /** What the payment provider took for the order (0: nothing to refund through it). */
  paidCents: number;
  /** Every refund recorded on the order so far, the policy's and goodwill ones, except those the provider refused. */
  refundedCents: number;
  /** The goodwill part of refundedCents. */
  goodwillCents: number;
}

export type GoodwillRefundAnswer =
  | { allowed: true; amountCents: number; refundableAfterCents: number }
  | { allowed: false; reason: 'notPaid' | 'amount' | 'overCap' | 'supervisor'; capCents: number };

/**
 * Whether `role` may refund `amountCents` more: a positive whole number of cents, at most what the payment still
 * holds, and for an agent the order's goodwill staying within GOODWILL_AGENT_LIMIT_CENTS.
 */
export function checkGoodwillRefund({ role, status, amountCents, paidCents, refundedCents, goodwillCents }: GoodwillRefundInput): GoodwillRefundAnswer {
  if (!GOODWILL_STATUSES.includes(status)) return { allowed: false, reason: 'notPaid', capCents: 0 };
  const capCents = getRefundableCents(paidCents, refundedCents);
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return { allowed: false, reason: 'amount', capCents };
  if (amountCents > capCents) return { allowed: false, reason: 'overCap', capCents };
  if (role !== 'supervisor' && goodwillCents + amountCents > GOODWILL_AGENT_LIMIT_CENTS) return { allowed: false, reason: 'supervisor', capCents };
  return { allowed: true, amountCents, refundableAfterCents: capCents - amountCents };
}

/** The most `role` may refund as goodwill now: what the payment still holds, and for an agent what the limit leaves. */
export function getGoodwillCeiling(role: CareRole, paidCents: number, refundedCents: number, goodwillCents: number): number {
  const capCents = getRefundableCents(paidCents, refundedCents);
  return role === 'supervisor' ? capCents : Math.min(capCents, Math.max(0, GOODWILL_AGENT_LIMIT_CENTS - goodwillCents));
}

/**
 * An amount in euros as an agent types it ('45', '45,5', '1 200,00 €', '45.50') in cents; null for anything else
 * (a third decimal, a sign, letters).
 */
export function parseEuroAmount(input: string): number | null {
  const value = input.replace(/[\s\u00a0\u202f€]/g, '');
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
