/**
 * Care agents' sessions (spec §6 customer-care mode): sign-in with email and password, a random token in an
 * HttpOnly SameSite=Lax cookie (Lax so an agent following a link to the care host stays signed in; cross-site
 * posts are refused by the origin check), its SHA-256 in the database. Sign-out deletes the row.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CARE_INACTIVITY_MINUTES, type CareRole } from '../../domain/care-desk';
import { getDecoyHash, verifyPassword } from './password';

export const CARE_SESSION_COOKIE = 'halte_care';
/** A session lasts one working day. */
export const CARE_SESSION_HOURS = 10;

export interface CareAgent {
  id: string;
  name: string;
  /** What the agent may do on the care desk. */
  role: CareRole;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Opens a session for an agent whose email and password match; undefined otherwise (same time either way). */
export async function signInCareAgent(db: Kysely<Database>, email: string, password: string): Promise<{ token: string; agent: CareAgent } | undefined> {
  const agent = await db
    .selectFrom('care_agents')
    .select(['id', 'name', 'password_hash', 'role'])
    .where('email', '=', email.trim().toLowerCase())
    .where('active', '=', true)
    .executeTakeFirst();
  const matches = await verifyPassword(password, agent?.password_hash ?? (await getDecoyHash()));
  if (!agent || !matches) return undefined;
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('care_sessions')
    .values({ token_hash: hashToken(token), agent_id: agent.id, expires_at: sql<Date>`now() + make_interval(hours => ${CARE_SESSION_HOURS})` })
    .execute();
  await db
    .deleteFrom('care_sessions')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  return { token, agent: { id: agent.id, name: agent.name, role: agent.role } };
}

/**
 * The agent of a session token, or null when the token is unknown, expired, idle for CARE_INACTIVITY_MINUTES, or the
 * agent disabled. Each request counts as activity (written at most once a minute).
 */
export async function getCareAgent(db: Kysely<Database>, token: string | undefined): Promise<CareAgent | null> {
  if (!token || !/^[\w-]{20,100}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('care_sessions as s')
    .innerJoin('care_agents as a', 'a.id', 's.agent_id')
    .select(['a.id', 'a.name', 'a.role', sql<boolean>`s.last_seen_at < now() - interval '1 minute'`.as('stale')])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${CARE_INACTIVITY_MINUTES})`)
    .where('a.active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  if (row.stale)
    await db
      .updateTable('care_sessions')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('token_hash', '=', tokenHash)
      .execute();
  return { id: row.id, name: row.name, role: row.role };
}

export async function signOutCareAgent(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('care_sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** The Set-Cookie value of a session (an empty value and Max-Age=0 clear it). Secure when served over HTTPS. */
export function buildCareCookie(token: string, isHttps: boolean): string {
  const maxAge = token ? CARE_SESSION_HOURS * 3600 : 0;
  return `${CARE_SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${isHttps ? '; Secure' : ''}`;
}
