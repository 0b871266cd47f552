/** Which provider takes payments in this process (ADR 21), and the order sweep's timer. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { describeError, log } from '../log';
import { sweepOrders } from '../orders/orders.server';
import { createMollieProvider } from './mollie.server';
import type { PaymentProvider } from './payment-provider';
import { createTestAcquirer } from './test-acquirer.server';

/** How often pending and paid orders are looked at (ms). */
export const ORDER_SWEEP_INTERVAL_MS = 60_000;

/** Mollie when MOLLIE_API_KEY is set (MOLLIE_API_ENDPOINT changes its address, for contract tests), else the test acquirer. */
export function getPaymentProvider(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const apiKey = env.MOLLIE_API_KEY?.trim();
  if (apiKey) return createMollieProvider({ apiKey, apiEndpoint: env.MOLLIE_API_ENDPOINT?.trim() || undefined });
  return createTestAcquirer(db);
}

let timer: ReturnType<typeof setInterval> | undefined;

async function runSweep(db: Kysely<Database>): Promise<void> {
  try {
    const moved = await sweepOrders(db, getPaymentProvider(db));
    if (moved > 0) log('INFO', 'Order sweep', { moved });
  } catch (error) {
    log('ERROR', 'Order sweep failed', describeError(error));
  }
}

/** Sweeps once now (orders a killed process left paid or pending) and then every minute, on an unref'd timer. */
export function startOrderSweep(db: Kysely<Database>): void {
  stopOrderSweep();
  void runSweep(db);
  timer = setInterval(() => void runSweep(db), ORDER_SWEEP_INTERVAL_MS);
  timer.unref();
}

export function stopOrderSweep(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
