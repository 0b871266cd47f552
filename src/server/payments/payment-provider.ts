/**
 * The payment service provider behind checkout (ADR 21): Mollie through its client, at Mollie or, in development
 * and tests, at the stand-in of its API (ADR 39). The order code sees only these calls.
 */
import type { ProviderPaymentStatus } from '../../domain/order-status';
import type { PayLaterMethod } from '../../domain/pay-later';
import type { Locale } from '../../i18n/markets';

/** Where providers post payment changes. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

export interface CreatePaymentInput {
  orderId: string;
  /** A change of the booking's dates whose difference this payment pays (ADR 57), kept in the payment's metadata. */
  changeId?: string | undefined;
  /** The same key gives the same payment; by default the order's id (one payment per order). */
  idempotencyKey?: string | undefined;
  /** Cents. */
  amountCents: number;
  description: string;
  /** Where the buyer's browser comes back (never trusted for the status). */
  redirectUrl: string;
  /** Where the provider tells us the payment changed (we then fetch it). */
  webhookUrl: string;
  locale: Locale;
  market: string;
  /**
   * The pay-later method the buyer chose (ADR 41): the hosted page goes straight to it, and it pays the whole amount
   * at once. Without it, the buyer picks a way to pay on the hosted page.
   */
  method?: PayLaterMethod | undefined;
}

export interface CreatedPayment {
  id: string;
  /** The hosted payment page the buyer is sent to. */
  checkoutUrl: string;
}

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  /** The order the payment was made for (its metadata), if the provider kept it. */
  orderId: string | null;
}

export interface RefundInput {
  paymentId: string;
  /** Cents, at most what the payment took. */
  amountCents: number;
  description: string;
  /** The same key gives the same refund: a retry never refunds twice. */
  idempotencyKey: string;
}

/** A refund as the provider answers it: Mollie's queued, pending and processing all mean 'requested'. */
export interface ProviderRefund {
  id: string;
  status: 'requested' | 'refunded' | 'failed';
}

export interface PaymentProvider {
  readonly name: 'mollie';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The payment as the provider knows it, or null for an id it does not know. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** Sends (part of) a paid payment back to the buyer's means of payment. */
  refundPayment(input: RefundInput): Promise<ProviderRefund>;
  /** A refund as the provider knows it now, or null for one it does not know. */
  getRefund(paymentId: string, refundId: string): Promise<ProviderRefund | null>;
}

/** A provider's refund status in our words: Mollie's queued, pending and processing are all 'requested'. */
export function toRefundStatus(status: string): ProviderRefund['status'] {
  return status === 'refunded' ? 'refunded' : status === 'failed' || status === 'canceled' ? 'failed' : 'requested';
}

/** '12.34' for 1234 cents: the amount format of Mollie's API. */
export function toProviderAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** 1234 for '12.34'. */
export function fromProviderAmount(value: string): number {
  return Math.round(Number(value) * 100);
}
