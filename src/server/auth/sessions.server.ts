import type { Kysely } from 'kysely';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES, getSessionState, shouldTouchSession } from '../../domain/session-policy';
import type { Database } from '../db/schema';
import { createSecret, hashSecret } from './tokens';

/** The signed-in customer as pages see it (Astro.locals.customer). */
export interface SessionCustomer {
  id: string;
  email: string;
  firstName: string;
}

/**
 * Opens a session for the customer: a new random access token (ASVS V3.2.1: a fresh session id at every
 * sign-in), of which only the hash is stored. The customer's ended sessions are cleaned up on the way.
 */
export async function createSession(db: Kysely<Database>, customerId: string, now = new Date()): Promise<string> {
  const token = createSecret();
  await db
    .insertInto('customer_sessions')
    .values({ token_hash: hashSecret(token), customer_id: customerId, created_at: now, last_seen_at: now })
    .execute();
  await db
    .deleteFrom('customer_sessions')
    .where('customer_id', '=', customerId)
    .where((eb) =>
      eb.or([
        eb('created_at', '<=', new Date(now.getTime() - SESSION_ABSOLUTE_HOURS * 3_600_000)),
        eb('last_seen_at', '<=', new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000)),
      ]),
    )
    .execute();
  return token;
}

export type SessionLookup = { state: 'active'; customer: SessionCustomer } | { state: 'idle' | 'expired' | 'unknown' };

/**
 * The customer of a session, when the token is known, belongs to the account id sent with it and has not
 * timed out. An ended session is deleted; an active one has its last-seen time written at most once a minute.
 */
export async function readSession(db: Kysely<Database>, accountId: string, token: string, now = new Date()): Promise<SessionLookup> {
  const tokenHash = hashSecret(token);
  const row = await db
    .selectFrom('customer_sessions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select(['s.created_at', 's.last_seen_at', 'c.id', 'c.email', 'c.first_name'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.id !== accountId) return { state: 'unknown' };
  const times = { createdAt: new Date(row.created_at), lastSeenAt: new Date(row.last_seen_at) };
  const state = getSessionState(times, now);
  if (state !== 'active') {
    await revokeSession(db, token);
    return { state };
  }
  if (shouldTouchSession(times.lastSeenAt, now)) {
    await db.updateTable('customer_sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
  }
  return { state, customer: { id: row.id, email: row.email, firstName: row.first_name } };
}

/** Ends one session (sign-out). */
export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('customer_sessions').where('token_hash', '=', hashSecret(token)).execute();
}

/** Ends every session of a customer but `keepToken`'s (after a password change or reset). */
export async function revokeOtherSessions(db: Kysely<Database>, customerId: string, keepToken?: string): Promise<void> {
  let query = db.deleteFrom('customer_sessions').where('customer_id', '=', customerId);
  if (keepToken) query = query.where('token_hash', '<>', hashSecret(keepToken));
  await query.execute();
}
