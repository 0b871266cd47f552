/**
 * Settings of the mail module, read from the environment (see the settings table of docs/operations.md): where e-mails go (SMTP_URL,
 * else .eml files in the development mailbox), who sends them, and the public origin of the links they carry.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { normalizeAddress, parseTrustedProxies } from '../forwarded';

type Env = Record<string, string | undefined>;

/**
 * The public origin of links sent to customers: HALTE_PUBLIC_ORIGIN as an origin ('https://www.halte.fr'), or
 * undefined when unset or not an http(s) origin. Never taken from a request: a forged Host header must not reach
 * an e-mail.
 */
export function readPublicOrigin(env: Env): string | undefined {
  const value = env.HALTE_PUBLIC_ORIGIN?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/**
 * Why the server must not start with these settings, or undefined when it may: an SMTP_URL that is not one; in
 * production (HALTE_ENV=production), links in e-mails need HALTE_PUBLIC_ORIGIN, an https origin.
 */
export function getStartupProblem(env: Env): string | undefined {
  // A mistyped mail server must not quietly turn into the development mailbox.
  if (env.SMTP_URL?.trim() && !readSmtpUrl(env)) return 'SMTP_URL must be an smtp:// or smtps:// URL (or empty for the development mailbox)';
  if (env.HALTE_ENV !== 'production') return undefined;
  const origin = readPublicOrigin(env);
  if (!origin) return 'HALTE_PUBLIC_ORIGIN must be set to the public https origin of the site (for example https://www.halte.fr) when HALTE_ENV=production';
  if (!origin.startsWith('https:')) return 'HALTE_PUBLIC_ORIGIN must be an https origin when HALTE_ENV=production';
  return undefined;
}

/**
 * The origin of links in e-mails: HALTE_PUBLIC_ORIGIN, else (development only; production refuses to start without
 * it) the address this server listens on, from HOST and PORT.
 */
export function getPublicOrigin(env: Env = process.env): string {
  const configured = readPublicOrigin(env);
  if (configured) return configured;
  const host = env.HOST && env.HOST !== '0.0.0.0' && env.HOST !== '::' ? env.HOST : '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${Number(env.PORT) || 4321}`;
}

/** SMTP connection URL (smtp:// or smtps://), or undefined: messages then go to the development mailbox. */
export function readSmtpUrl(env: Env): string | undefined {
  const value = env.SMTP_URL?.trim();
  return value && /^smtps?:\/\//i.test(value) ? value : undefined;
}

/** The sender of every e-mail (HALTE_MAIL_FROM), e.g. 'Halte <bonjour@halte.fr>'. */
export function readMailFrom(env: Env): string {
  return env.HALTE_MAIL_FROM?.trim() || 'Halte <no-reply@halte.example>';
}

let temporaryMailbox: string | undefined;

/**
 * Folder of the development mailbox: HALTE_MAILBOX_DIR, else `mailbox` next to the PGlite data folder
 * (.data/pglite → .data/mailbox); with an in-memory database, a temporary folder for this process.
 */
export function getMailboxDir(env: Env = process.env): string {
  if (env.HALTE_MAILBOX_DIR?.trim()) return resolve(env.HALTE_MAILBOX_DIR.trim());
  const dataDir = env.HALTE_DATA_DIR?.trim() || '.data/pglite';
  if (dataDir.startsWith('memory://')) {
    temporaryMailbox ??= mkdtempSync(join(tmpdir(), 'halte-mailbox-'));
    return temporaryMailbox;
  }
  return resolve(dirname(resolve(dataDir)), 'mailbox');
}

/** Whether an address is this machine's own (127.0.0.0/8, ::1). */
export function isLoopbackAddress(address: string): boolean {
  const normalized = normalizeAddress(address);
  return normalized === '::1' || /^127\.\d+\.\d+\.\d+$/.test(normalized);
}

/**
 * Whether the development mailbox may answer a request from `peer`, the address of its TCP connection (never a
 * forwarded header). It shows every e-mail, reset links and gift codes included: never with HALTE_ENV=production;
 * elsewhere to a browser on this machine only (loopback, and not a proxy of HALTE_TRUSTED_PROXIES, through which
 * everyone would look local), or to anyone with HALTE_DEV_MAILBOX=1.
 */
export function isMailboxPageEnabled(peer: string, env: Env = process.env): boolean {
  if (env.HALTE_ENV === 'production') return false;
  if (env.HALTE_DEV_MAILBOX === '1') return true;
  return isLoopbackAddress(peer) && !parseTrustedProxies(env.HALTE_TRUSTED_PROXIES).has(peer);
}

/** The TCP peer of an Astro request (its clientAddress), '' when the adapter cannot tell. */
export function readPeer(context: { readonly clientAddress?: string | undefined }): string {
  try {
    return context.clientAddress ?? '';
  } catch {
    return '';
  }
}
