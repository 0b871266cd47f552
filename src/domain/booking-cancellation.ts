/**
 * Cancelling a booking (spec §9 cancellation): a cancellable offer may be cancelled until check-in; on or before its
 * deadline the cancellation refunds (cancellation-refund.ts), after it nothing. A non-refundable offer cannot be
 * cancelled.
 */

import { getCancellationDeadline } from './quote';

export interface CancellationPolicy {
  cancellable?: boolean;
  cancellationDeadline?: string | null;
}

/**
 * Where `today` ('YYYY-MM-DD') falls for a booking with this policy: 'open' up to the deadline, that day included
 * (the cancellation refunds); 'deadlinePassed' after it (it may still be cancelled, refunding nothing);
 * 'notCancellable' for an offer that cannot be cancelled or a booking without a policy.
 */
export function getCancellationWindow(policy: CancellationPolicy | undefined, today: string): 'open' | 'notCancellable' | 'deadlinePassed' {
  if (!policy?.cancellable || !policy.cancellationDeadline) return 'notCancellable';
  return today <= policy.cancellationDeadline ? 'open' : 'deadlinePassed';
}

/**
 * The cancellation terms shown beside a price (spec §9): the last day a stay from `checkin` may be cancelled with a
 * refund and changed for free, or null for a non-refundable stay (an offer that cannot be cancelled, or a check-in
 * too close for its deadline to be still ahead).
 */
export function getFreeCancellationUntil(policy: { cancellable: boolean; daysBefore: number }, checkin: string, today: string): string | null {
  if (!policy.cancellable) return null;
  const deadline = getCancellationDeadline(checkin, policy.daysBefore);
  return deadline >= today ? deadline : null;
}

/** The terms said beside a price: free changes (and the refund rate on cancellation) until a day, up to some days before arrival, or non-refundable. */
export type PriceTerms = { kind: 'freeUntil'; date: string } | { kind: 'freeDaysBefore'; days: number } | { kind: 'nonRefundable' };

/**
 * The terms beside the booking panel's price (spec §9): with dates, the quoted stay's window (a deadline already
 * passed is non-refundable for these dates); without, the offer's own rule.
 */
export function getPriceTerms(offer: { cancellable: boolean; daysBefore: number }, quoted: CancellationPolicy | null | undefined, today: string): PriceTerms {
  if (quoted)
    return getCancellationWindow(quoted, today) === 'open' ? { kind: 'freeUntil', date: quoted.cancellationDeadline as string } : { kind: 'nonRefundable' };
  return offer.cancellable ? { kind: 'freeDaysBefore', days: offer.daysBefore } : { kind: 'nonRefundable' };
}
