/** The payment provider of this process (ADR 21, ADR 39), its startup check, and the order sweep's timer. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { describeError, log } from '../log';
import { sweepOrders } from '../orders/orders.server';
import { sweepDateChanges } from '../orders/date-changes.server';
import { createMollieProvider } from './mollie.server';
import { getStandInEndpoint, isStandInAllowed, STAND_IN_API_KEY } from './mollie-stand-in.server';
import type { PaymentProvider } from './payment-provider';

/** How often pending and paid orders are looked at (ms). */
export const ORDER_SWEEP_INTERVAL_MS = 60_000;

/**
 * Why the server must not start with these payment settings, or undefined when it may: production takes money
 * only through Mollie, so it needs MOLLIE_API_KEY, and never checks TLS certificates less.
 */
export function getPaymentStartupProblem(env: NodeJS.ProcessEnv): string | undefined {
  if (env.HALTE_ENV !== 'production') return undefined;
  if (!env.MOLLIE_API_KEY?.trim()) return 'MOLLIE_API_KEY must be set to the Mollie API key when HALTE_ENV=production';
  if (env.NODE_TLS_REJECT_UNAUTHORIZED === '0') return 'NODE_TLS_REJECT_UNAUTHORIZED=0 is refused when HALTE_ENV=production';
  return undefined;
}

/**
 * Mollie, through its client, always: with MOLLIE_API_KEY at Mollie (or MOLLIE_API_ENDPOINT); without a key, outside
 * production, at the stand-in of Mollie's API that this process serves on loopback (ADR 39).
 */
export function getPaymentProvider(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const apiKey = env.MOLLIE_API_KEY?.trim();
  if (apiKey) return createMollieProvider({ apiKey, apiEndpoint: env.MOLLIE_API_ENDPOINT?.trim() || undefined });
  if (env.HALTE_ENV === 'production') throw new Error('MOLLIE_API_KEY must be set when HALTE_ENV=production');
  return createMollieProvider({ apiKey: STAND_IN_API_KEY, apiEndpoint: () => getStandInEndpoint(db) });
}

let timer: ReturnType<typeof setInterval> | undefined;

async function runSweep(db: Kysely<Database>): Promise<void> {
  try {
    const provider = getPaymentProvider(db);
    const moved = (await sweepOrders(db, provider)) + (await sweepDateChanges(db, provider));
    if (moved > 0) log('INFO', 'Order sweep', { moved });
  } catch (error) {
    log('ERROR', 'Order sweep failed', describeError(error));
  }
}

/** Sweeps once now (orders a killed process left paid or pending) and then every minute, on an unref'd timer. */
export function startOrderSweep(db: Kysely<Database>): void {
  stopOrderSweep();
  // Without a key (development, tests), the stand-in of Mollie's API starts with the server and says where it is.
  if (!process.env.MOLLIE_API_KEY?.trim() && isStandInAllowed()) {
    getStandInEndpoint(db).catch((error: unknown) => log('ERROR', 'The Mollie stand-in could not start', describeError(error)));
  }
  void runSweep(db);
  timer = setInterval(() => void runSweep(db), ORDER_SWEEP_INTERVAL_MS);
  timer.unref();
}

export function stopOrderSweep(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
