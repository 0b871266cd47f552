/**
 * Customer-care mode as the middleware applies it (spec §2 router, §6): on a care host the care session is read,
 * a page asked for without one is replaced by the care login, and care pages are never cached; links shared
 * from a care page point at the public host.
 */
import type { AstroCookies } from 'astro';
import { safeRedirectPath } from '../../domain/safe-redirect';
import type { MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { getDatabase } from '../db/database';
import { CARE_SESSION_COOKIE, getCareAgent, type CareAgent } from './care-session.server';
import { isCareHost } from './care-hosts';

/** Care pages hold what one agent does for one customer: never stored by a browser or a shared cache. */
export const CARE_CACHE_CONTROL = 'private, no-store';

/** The signed-in agent on a care host; null elsewhere (the public host never reads a care cookie). */
export async function readCareAgent(host: string, cookies: AstroCookies): Promise<CareAgent | null> {
  if (!isCareHost(host)) return null;
  const token = cookies.get(CARE_SESSION_COOKIE)?.value;
  if (!token) return null;
  const { db } = await getDatabase();
  return getCareAgent(db, token);
}

/** The address of the care login that replaces a page asked for on a care host without a session, if it must. */
export function getCareLoginRewrite(host: string, url: URL, market: MarketKey, agent: CareAgent | null): string | undefined {
  if (agent || !isCareHost(host)) return undefined;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_')) return undefined;
  const loginPath = buildPath(market, 'careLogin');
  if (url.pathname === loginPath || url.pathname === `${loginPath}/`) return undefined;
  return `${loginPath}?next=${encodeURIComponent(url.pathname + url.search)}`;
}

/** A path to send an agent back to after sign-in: one of this site (safeRedirectPath), else the market home. */
export function getSafeNextPath(next: string | null | undefined, market: MarketKey): string {
  return safeRedirectPath(next, buildPath(market, 'home'));
}
