import { sql, type Kysely } from 'kysely';
import { THROTTLE_RULES, countAttempt, isThrottled, type ThrottleKind, type ThrottleState } from '../../domain/auth-throttle';
import type { Database } from '../db/schema';
import { RATE_LIMIT_FACTOR } from '../rate-limit.server';
import { hashSecret } from './tokens';

/**
 * A counter's key: the rule and a hash of the email or network address (neither is stored as such); with a
 * second subject (the address of an account's counter), the hash of that too, after the first one's.
 */
export function getThrottleKey(kind: ThrottleKind, subject: string, address?: string): string {
  const key = `${kind}:${hashSecret(subject.trim().toLowerCase())}`;
  return address === undefined ? key : `${key}:${hashSecret(address.trim().toLowerCase())}`;
}

/** A counter's rule; the per-address ones scale with HALTE_RATE_LIMIT_FACTOR (never the per-account ones). */
function getRule(kind: ThrottleKind) {
  const rule = THROTTLE_RULES[kind];
  return kind.endsWith('Address') ? { ...rule, limit: rule.limit * RATE_LIMIT_FACTOR } : rule;
}

type Subject = readonly [ThrottleKind, string] | readonly [ThrottleKind, string, string];

/** Whether any of the counters is locked at `now`. */
export async function isAnyThrottled(db: Kysely<Database>, subjects: readonly Subject[], now = new Date()): Promise<boolean> {
  const keys = subjects.map(([kind, subject, address]) => getThrottleKey(kind, subject, address));
  const rows = await db.selectFrom('auth_throttle').select(['attempts', 'window_started_at', 'locked_until']).where('key', 'in', keys).execute();
  return rows.some((row) => isThrottled(toState(row), now));
}

/**
 * Counts one attempt on each counter (one transaction; the row is locked while it changes, so concurrent
 * attempts on PostgreSQL all count). Answers whether one of them is now over its limit.
 */
export async function countAttempts(db: Kysely<Database>, subjects: readonly Subject[], now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let locked = false;
    for (const [kind, subject, address] of subjects) {
      const key = getThrottleKey(kind, subject, address);
      await trx
        .insertInto('auth_throttle')
        .values({ key, attempts: 0, window_started_at: now, locked_until: null })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await trx
        .selectFrom('auth_throttle')
        .select(['attempts', 'window_started_at', 'locked_until'])
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const next = countAttempt(row.attempts === 0 ? undefined : toState(row), getRule(kind), now);
      await trx
        .updateTable('auth_throttle')
        .set({ attempts: next.attempts, window_started_at: next.windowStartedAt, locked_until: next.lockedUntil })
        .where('key', '=', key)
        .execute();
      locked ||= isThrottled(next, now);
    }
    return locked;
  });
}

/**
 * Forgets a counter: with an address, that one (a successful sign-in clears its own failures); without, the
 * subject's counter and all its per-address ones (a new password clears the account's failures everywhere).
 */
export async function clearAttempts(db: Kysely<Database>, kind: ThrottleKind, subject: string, address?: string): Promise<void> {
  const key = getThrottleKey(kind, subject, address);
  if (address !== undefined) {
    await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
    return;
  }
  await db
    .deleteFrom('auth_throttle')
    .where((eb) => eb.or([eb('key', '=', key), eb(sql<boolean>`starts_with(key, ${`${key}:`})`, '=', true)]))
    .execute();
}

function toState(row: { attempts: number; window_started_at: Date; locked_until: Date | null }): ThrottleState {
  return { attempts: row.attempts, windowStartedAt: new Date(row.window_started_at), lockedUntil: row.locked_until ? new Date(row.locked_until) : null };
}
