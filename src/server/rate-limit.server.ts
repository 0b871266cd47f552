import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { CONFIRMATION_RESENDS_PER_HOUR } from '../domain/manage-booking';
import type { Database } from './db/schema';
import { getSharedSecret } from './secrets.server';

/** Limits per address (per booking where said): at most `max` attempts in a fixed window of `windowSeconds`. */
export const RATE_LIMITS = {
  /** Contact form submissions (spec issue: a rate limit per address). */
  contact: { max: 10, windowSeconds: 600 },
  /** Booking lookups: enough for typos, too few to try booking numbers one after another. */
  bookingLookup: { max: 10, windowSeconds: 900 },
  /** Care agent sign-in attempts. */
  careSignIn: { max: 10, windowSeconds: 900 },
  /** Gift codes typed on the gift login: enough for typos, too few to guess codes. */
  giftCode: { max: 10, windowSeconds: 900 },
  /** Confirmation e-mails sent again from a booking's page, per booking (not per address: never multiplied). */
  confirmationResend: { max: CONFIRMATION_RESENDS_PER_HOUR, windowSeconds: 3600, perBooking: true },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * HALTE_RATE_LIMIT_FACTOR multiplies every per-address maximum, these and the sign-in, sign-up and reset ones
 * (end-to-end tests send many requests from one address). Per-account limits never change.
 */
export const RATE_LIMIT_FACTOR = Math.max(1, Number(process.env.HALTE_RATE_LIMIT_FACTOR) || 1);
const FACTOR = RATE_LIMIT_FACTOR;

/**
 * Counts one attempt of `address` (an address, or a booking number) against a limit and says whether it is
 * allowed. The counter lives in the database (shared by every instance) under a keyed hash of the address, so no
 * address is stored.
 */
export async function takeRateLimit(db: Kysely<Database>, name: RateLimitName, address: string, now = new Date()): Promise<boolean> {
  const limit: { max: number; windowSeconds: number; perBooking?: boolean } = RATE_LIMITS[name];
  const { max, windowSeconds } = limit;
  const secret = await getSharedSecret(db, 'rate-limit');
  const key = `${name}:${createHmac('sha256', secret).update(address).digest('base64url').slice(0, 32)}`;
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits <= max * (limit.perBooking ? 1 : FACTOR);
}

/** Forgets windows that ended more than a day ago. */
export async function purgeRateLimits(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
