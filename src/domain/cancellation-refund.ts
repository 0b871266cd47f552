/**
 * What a cancelled booking gives back, and to which means of payment (spec §9 cancellation, ADR 44). The policy's
 * refund is getRefund's: on or before the deadline, 80 % of each night's price rounded down per night; after it,
 * nothing. A gift code (a stay voucher) cannot be given back in part: on or before the deadline it comes back whole
 * and counts first; the money means share what is left in proportion to what each paid, to the cent.
 */
import { getCancellationWindow, type CancellationPolicy } from './booking-cancellation';
import { apportionCents } from './money';
import { getRefund } from './quote';

/** What paid a booking, in cents. */
export interface BookingPayments {
  /** Taken by the payment provider (a card or a bank account). */
  cardCents: number;
  /** Taken from a gift card's balance. */
  giftCardCents: number;
  /** A beneficiary's gift code (a gift box or a single voucher) and what it paid of the stay; null when none. */
  giftCode: { code: string; cents: number } | null;
}

export interface CancellationRefundInput {
  policy: CancellationPolicy | undefined;
  /** Each night's price in cents, in stay order. */
  nightPrices: readonly number[];
  /** Day of the cancellation, 'YYYY-MM-DD'. */
  cancelledOn: string;
  paid: BookingPayments;
}

/** What a cancellation gives back, by means; all 0 and no code when it refunds nothing. */
export interface CancellationRefund {
  /** 'open': on or before the deadline; 'deadlinePassed': cancellable, refunding nothing; 'notCancellable'. */
  window: 'open' | 'deadlinePassed' | 'notCancellable';
  /** The policy's refund: CANCELLATION_REFUND_RATE of each night, rounded down per night; 0 after the deadline. */
  policyCents: number;
  /** Sent back by the payment provider to the card or account that paid. */
  cardCents: number;
  /** Put back on the gift card that paid. */
  giftCardCents: number;
  /** The gift code given back whole, usable again; null when none is. */
  giftCode: string | null;
  /** What the gift code given back had paid of the stay (0 without one). */
  giftCodeCents: number;
}

/** Everything a refund gives back: the money parts and the value of a gift code given back. */
export function getRefundTotal(refund: Pick<CancellationRefund, 'cardCents' | 'giftCardCents' | 'giftCodeCents'>): number {
  return refund.cardCents + refund.giftCardCents + refund.giftCodeCents;
}

/**
 * Each night's price of a booked stay: the prices stored with the order when there are one per night; else the
 * stay's price split evenly across its nights (apportionCents: the odd cents go to the first nights).
 */
export function getBookedNightPrices(stored: unknown, nights: number, stayCents: number): number[] {
  if (Array.isArray(stored) && stored.length === nights && stored.every((price) => Number.isSafeInteger(price) && (price as number) >= 0))
    return stored as number[];
  return nights > 0 ? apportionCents(Math.max(0, stayCents), Array<number>(nights).fill(1)) : [];
}

/**
 * The refund of a cancellation on `cancelledOn`, split across the means that paid:
 * - the total is getRefund's (0 after the deadline or for a non-refundable offer: nothing comes back, not even a
 *   gift code);
 * - a gift code comes back whole and counts for what it paid; if that is more than the total, the customer keeps
 *   the difference (a voucher cannot be cut) and no money is refunded;
 * - the rest, never more than the money paid, goes to the gift card and the card in proportion to what each paid,
 *   in whole cents adding up exactly (apportionCents).
 */
export function getCancellationRefund({ policy, nightPrices, cancelledOn, paid }: CancellationRefundInput): CancellationRefund {
  const window = getCancellationWindow(policy, cancelledOn);
  const none = { window, policyCents: 0, cardCents: 0, giftCardCents: 0, giftCode: null, giftCodeCents: 0 };
  if (window !== 'open' || !policy?.cancellationDeadline) return none;
  const policyCents = getRefund({ nightsPrices: nightPrices, cancelledOn, deadline: policy.cancellationDeadline });
  const cardPaid = Math.max(0, paid.cardCents);
  const giftCardPaid = Math.max(0, paid.giftCardCents);
  const giftCodeCents = paid.giftCode ? Math.max(0, paid.giftCode.cents) : 0;
  const money = Math.min(Math.max(0, policyCents - giftCodeCents), cardPaid + giftCardPaid);
  const [giftCardCents = 0, cardCents = 0] = apportionCents(money, [giftCardPaid, cardPaid]);
  return { window, policyCents, cardCents, giftCardCents, giftCode: paid.giftCode?.code ?? null, giftCodeCents: paid.giftCode ? giftCodeCents : 0 };
}

/** How the payment provider sends money back: to the card or bank account, to PayPal, or through Alma's plan (ADR 41). */
export type RefundChannel = 'card' | 'paypal' | 'alma';

/** The provider's usual delay before a refund shows on the customer's side, in working days (ADR 56). */
export const REFUND_DELAY_WORKING_DAYS: Readonly<Record<RefundChannel, { min: number; max: number }>> = {
  card: { min: 5, max: 10 },
  paypal: { min: 3, max: 5 },
  alma: { min: 5, max: 10 },
};

/** The channel of an order paid now (null) or later (PayPal, or Alma's deferred and split payments). */
export function getRefundChannel(payLater: string | null): RefundChannel {
  if (payLater === 'paypal') return 'paypal';
  return payLater === null ? 'card' : 'alma';
}
