/**
 * Mollie through its official Node client (ADR 21), the one payment path of every environment (ADR 39): hosted
 * payment page, status read back from Mollie only.
 */
import https, { type AgentOptions } from 'node:https';
// The named export: the package is CommonJS, and under Node's ESM loader its default import is the module object.
import { createMollieClient, type MollieClient, type PaymentMethod } from '@mollie/api-client';
import type { ProviderPaymentStatus } from '../../domain/order-status';
import {
  fromProviderAmount,
  toProviderAmount,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
  toRefundStatus,
} from './payment-provider';

export interface MollieOptions {
  apiKey: string;
  /**
   * The API root (Mollie's own when undefined); development and tests use the stand-in's, which starts with the
   * first call (a function answering it).
   */
  apiEndpoint?: string | (() => Promise<string>) | undefined;
}

/** The clients of this process, one per API key and endpoint, each with its open connection. */
const clients = new Map<string, MollieClient>();
/** How long a connection stays open without a call: shorter than servers keep an idle one (the stand-in: 5 s). */
const IDLE_CONNECTION_MS = 4_000;

/**
 * Mollie's client makes its own `https.Agent`, with its copy of the CA list and without keep-alive, and takes no agent
 * option: every call would open a TLS connection and parse that list again (milliseconds of CPU per payment). While
 * the client is constructed, synchronously, `https.Agent` is a subclass that keeps connections open between calls;
 * it is restored before any other code runs.
 */
function makeClient(apiKey: string, endpoint: string | undefined): MollieClient {
  const { Agent } = https;
  const httpsModule = https as { Agent: typeof https.Agent };
  httpsModule.Agent = class KeepAliveAgent extends Agent {
    constructor(options?: AgentOptions) {
      super({ ...options, keepAlive: true, timeout: IDLE_CONNECTION_MS });
    }
  };
  try {
    return createMollieClient({ apiKey, ...(endpoint ? { apiEndpoint: endpoint } : {}) });
  } finally {
    httpsModule.Agent = Agent;
  }
}

/** The process's client for this API key and endpoint (its connection is reused by every provider made for them). */
function getMollieClient(apiKey: string, endpoint: string | undefined): MollieClient {
  const key = `${apiKey} ${endpoint ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = makeClient(apiKey, endpoint);
    clients.set(key, client);
  }
  return client;
}

export function createMollieProvider({ apiKey, apiEndpoint }: MollieOptions): PaymentProvider {
  const getClient = async () => getMollieClient(apiKey, typeof apiEndpoint === 'function' ? await apiEndpoint() : apiEndpoint);
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
      const refund = await (
        await getClient()
      ).paymentRefunds.create({
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
