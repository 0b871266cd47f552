import type { SessionCustomer } from './sessions.server';
import { readSession } from './sessions.server';
import { clearSessionCookies, readSessionCookies, TOKEN_COOKIE, type CookieJar } from './cookies';
import { getDatabase } from '../db/database';

/**
 * Whether a request needs the session read: pages, and the account's own API. The catalog API (the hot path)
 * never does, and nothing is read when the browser sent no access token.
 */
export function needsSession(pathname: string, cookies: CookieJar): boolean {
  // The catalog API never needs the customer; the account's calls and placing an order (it belongs to the account) do.
  if (pathname.startsWith('/api/') && !pathname.startsWith('/api/account/') && pathname !== '/api/orders') return false;
  return cookies.get(TOKEN_COOKIE) !== undefined;
}

/** The signed-in customer of a request, or null; cookies of a session that ended are cleared. */
export async function getRequestCustomer(cookies: CookieJar): Promise<SessionCustomer | null> {
  const credentials = readSessionCookies(cookies);
  if (!credentials) {
    clearSessionCookies(cookies);
    return null;
  }
  const { db } = await getDatabase();
  const session = await readSession(db, credentials.accountId, credentials.token);
  if (session.state === 'active') return session.customer;
  clearSessionCookies(cookies);
  return null;
}
