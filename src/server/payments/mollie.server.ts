/**
 * Mollie through its official Node client (ADR 21), the one payment path of every environment (ADR 39): hosted
 * payment page, status read back from Mollie only.
 */
// The named export: the package is CommonJS, and under Node's ESM loader its default import is the module object.
import { createMollieClient, type MollieClient, type PaymentMethod } from '@mollie/api-client';
import type { ProviderPaymentStatus } from '../../domain/order-status';
import { fromProviderAmount, toProviderAmount, type CreatedPayment, type CreatePaymentInput, type PaymentProvider, type ProviderPayment, type ProviderRefund, type RefundInput, toRefundStatus } from './payment-provider';

export interface MollieOptions {
  apiKey: string;
  /**
   * The API root (Mollie's own when undefined); development and tests use the stand-in's, which starts with the
   * first call (a function answering it).
   */
  apiEndpoint?: string | (() => Promise<string>) | undefined;
}

export function createMollieProvider({ apiKey, apiEndpoint }: MollieOptions): PaymentProvider {
  let made: Promise<MollieClient> | undefined;
  const getClient = () => (made ??= (async () => {
    const endpoint = typeof apiEndpoint === 'function' ? await apiEndpoint() : apiEndpoint;
    return createMollieClient({ apiKey, ...(endpoint ? { apiEndpoint: endpoint } : {}) });
  })());
  return {
    name: 'mollie',
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const client = await getClient();
      const payment = await client.payments.create({
        amount: { currency: 'EUR', value: toProviderAmount(input.amountCents) },
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        locale: input.locale as never,
        metadata: { orderId: input.orderId, ...(input.changeId ? { changeId: input.changeId } : {}) },
        ...(input.method ? { method: input.method as PaymentMethod } : {}),
        // A retried creation for the same order (or date change) gives the same payment.
        idempotencyKey: input.idempotencyKey ?? input.orderId,
      });
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw new Error(`Mollie payment ${payment.id} has no checkout URL`);
      return { id: payment.id, checkoutUrl };
    },
    async getPayment(id: string): Promise<ProviderPayment | null> {
      try {
        const payment = await (await getClient()).payments.get(id);
        const metadata = payment.metadata as { orderId?: unknown } | null;
        return {
          id: payment.id,
          status: payment.status as ProviderPaymentStatus,
          amountCents: fromProviderAmount(payment.amount.value),
          orderId: typeof metadata?.orderId === 'string' ? metadata.orderId : null,
        };
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
    async refundPayment(input: RefundInput): Promise<ProviderRefund> {
      const refund = await (await getClient()).paymentRefunds.create({
        paymentId: input.paymentId,
        amount: { currency: 'EUR', value: toProviderAmount(input.amountCents) },
        description: input.description,
        idempotencyKey: input.idempotencyKey,
      });
      return { id: refund.id, status: toRefundStatus(String(refund.status)) };
    },
    async getRefund(paymentId: string, refundId: string): Promise<ProviderRefund | null> {
      try {
        const refund = await (await getClient()).paymentRefunds.get(refundId, { paymentId });
        return { id: refund.id, status: toRefundStatus(String(refund.status)) };
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
  };
}
