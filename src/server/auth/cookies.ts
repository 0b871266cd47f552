import type { AstroCookieSetOptions } from 'astro';
import { getSessionCookieMaxAge } from '../../domain/session-policy';
import { SECRET_PATTERN, createSecret, isSameSecret } from './tokens';

/**
 * The account's cookies (spec §6: the account id and the access token; sign-out clears both). `__Host-` names
 * make the browser refuse them unless they are Secure, for the whole site (Path=/) and for this host only (no
 * Domain), so a neighbouring subdomain can neither read nor plant them. Chromium and Firefox keep Secure cookies
 * on http://localhost and http://127.0.0.1 (both count as secure contexts), so local runs work without TLS;
 * see docs/adr/0013-customer-accounts.md.
 */
export const ACCOUNT_COOKIE = '__Host-halte_account';
export const TOKEN_COOKIE = '__Host-halte_token';
/**
 * Not a credential: tells the page's scripts that a session exists (both cookies above are HttpOnly), so the
 * wishlist asks the account for its items. Forging it only makes the wishlist call answer 401.
 */
export const SIGNED_IN_COOKIE = '__Host-halte_signed_in';
/** The form token of the double-submit CSRF check (every account form carries its value). */
export const CSRF_COOKIE = '__Host-halte_csrf';
export const CSRF_FIELD = 'csrf';

/** What the account code needs of Astro's cookies (tests pass a small fake). */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options?: AstroCookieSetOptions): void;
  delete(name: string, options?: Pick<AstroCookieSetOptions, 'path' | 'secure' | 'httpOnly' | 'sameSite'>): void;
}

const BASE = { path: '/', secure: true } as const;

/** Sets the cookies of a new session; they last as long as the absolute timeout (the idle one is the server's). */
export function setSessionCookies(cookies: CookieJar, accountId: string, token: string): void {
  const maxAge = getSessionCookieMaxAge();
  cookies.set(ACCOUNT_COOKIE, accountId, { ...BASE, httpOnly: true, sameSite: 'lax', maxAge });
  cookies.set(TOKEN_COOKIE, token, { ...BASE, httpOnly: true, sameSite: 'lax', maxAge });
  cookies.set(SIGNED_IN_COOKIE, '1', { ...BASE, httpOnly: false, sameSite: 'lax', maxAge });
}

/** Clears the account id, the access token and the hint. */
export function clearSessionCookies(cookies: CookieJar): void {
  for (const name of [ACCOUNT_COOKIE, TOKEN_COOKIE]) cookies.delete(name, { ...BASE, httpOnly: true, sameSite: 'lax' });
  cookies.delete(SIGNED_IN_COOKIE, { ...BASE, sameSite: 'lax' });
}

/** The session credentials the browser sent, or undefined when either is missing or malformed. */
export function readSessionCookies(cookies: CookieJar): { accountId: string; token: string } | undefined {
  const accountId = cookies.get(ACCOUNT_COOKIE)?.value;
  const token = cookies.get(TOKEN_COOKIE)?.value;
  if (!accountId || !token || !/^[0-9a-f-]{36}$/.test(accountId) || !SECRET_PATTERN.test(token)) return undefined;
  return { accountId, token };
}

/**
 * The CSRF token for the forms of this response: the one the browser holds, or a new one. SameSite=Strict and
 * HttpOnly: another site can neither send nor read it, so it cannot copy it into a forged form.
 */
export function getCsrfToken(cookies: CookieJar): string {
  const current = cookies.get(CSRF_COOKIE)?.value;
  if (current && SECRET_PATTERN.test(current)) return current;
  const token = createSecret();
  cookies.set(CSRF_COOKIE, token, { ...BASE, httpOnly: true, sameSite: 'strict' });
  return token;
}

/** Whether a posted form carries the browser's CSRF token. */
export function isValidCsrf(cookies: CookieJar, posted: unknown): boolean {
  const expected = cookies.get(CSRF_COOKIE)?.value;
  return typeof posted === 'string' && !!expected && SECRET_PATTERN.test(expected) && isSameSecret(posted, expected);
}

/** A new CSRF token at sign-in and sign-out, so a token seen before cannot be used in the new session. */
export function rotateCsrfToken(cookies: CookieJar): string {
  const token = createSecret();
  cookies.set(CSRF_COOKIE, token, { ...BASE, httpOnly: true, sameSite: 'strict' });
  return token;
}
