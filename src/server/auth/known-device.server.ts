/**
 * Known devices (OWASP's device cookies, ADR 43): a browser where an account signed in successfully carries a
 * signed cookie naming that account. Its sign-in attempts are counted on their own (per account and device), so
 * wrong passwords typed anywhere else, even behind the same network address, never lock the owner out of their
 * own browser.
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normalizeEmail } from '../../domain/account-fields';
import type { Database } from '../db/schema';
import { getSharedSecret } from '../secrets.server';
import type { CookieJar } from './cookies';
import { isSameSecret } from './tokens';

export const DEVICE_COOKIE = '__Host-halte_device';
const DEVICE_DAYS = 180;

async function sign(db: Kysely<Database>, email: string, expires: number): Promise<string> {
  return createHmac('sha256', await getSharedSecret(db, 'known-device'))
    .update(`${normalizeEmail(email)}|${expires}`)
    .digest('base64url');
}

/** Marks this browser as a known device of the account `email` (after a successful sign-in). */
export async function rememberDevice(db: Kysely<Database>, cookies: CookieJar, email: string, now = new Date()): Promise<void> {
  const expires = now.getTime() + DEVICE_DAYS * 86_400_000;
  const value = `${Buffer.from(normalizeEmail(email)).toString('base64url')}.${expires}.${await sign(db, email, expires)}`;
  cookies.set(DEVICE_COOKIE, value, { path: '/', secure: true, httpOnly: true, sameSite: 'lax', maxAge: DEVICE_DAYS * 86_400 });
}

/** The device's id (its signature) when this browser is a known device of the account `email`; undefined otherwise. */
export async function readKnownDevice(db: Kysely<Database>, cookies: CookieJar, email: string, now = new Date()): Promise<string | undefined> {
  const [encoded = '', expiresText = '', signature = ''] = (cookies.get(DEVICE_COOKIE)?.value ?? '').split('.');
  const expires = Number(expiresText);
  if (!Number.isFinite(expires) || expires <= now.getTime()) return undefined;
  if (Buffer.from(encoded, 'base64url').toString() !== normalizeEmail(email)) return undefined;
  return isSameSecret(signature, await sign(db, email, expires)) ? signature : undefined;
}
