/**
 * Settings of the mail module, read from the environment (see the README's table): where e-mails go (SMTP_URL,
 * else .eml files in the development mailbox), who sends them, and the public origin of the links they carry.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

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

/** Whether the development mailbox page may answer (never with HALTE_ENV=production). */
export function isMailboxPageEnabled(env: Env = process.env): boolean {
  return env.HALTE_ENV !== 'production';
}
