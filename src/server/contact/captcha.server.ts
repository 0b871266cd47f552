/**
 * The self-hosted bot check of the contact form (ADR: contact and care): a proof-of-work challenge in the ALTCHA
 * format, solved by the browser and verified here, plus a signed form token for visitors without JavaScript.
 * No third party is called. Each challenge and token is accepted once.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { getSharedSecret } from '../secrets.server';

/** Largest number the browser may have to try (about half of it on average: well under a second in Chromium). */
export const CAPTCHA_MAX_NUMBER = 50_000;
/** How long a challenge or a form token stays valid. */
export const CAPTCHA_LIFETIME_SECONDS = 2 * 60 * 60;
/** A form sent without JavaScript must have been on screen this long: scripts that post at once are refused. */
export const FORM_TOKEN_MIN_AGE_MS = 3_000;

/** A challenge as the browser receives it (the ALTCHA v1 fields). */
export interface CaptchaChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sign = async (db: Kysely<Database>, text: string) => createHmac('sha256', await getSharedSecret(db, 'captcha')).update(text).digest('hex');

function isSameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new challenge: find the number n ≤ maxnumber with SHA-256(salt + n) = challenge. */
export async function createChallenge(db: Kysely<Database>, now = Date.now(), maxNumber = CAPTCHA_MAX_NUMBER): Promise<CaptchaChallenge> {
  const expires = Math.floor(now / 1000) + CAPTCHA_LIFETIME_SECONDS;
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const secretNumber = randomBytes(4).readUInt32BE() % (maxNumber + 1);
  const challenge = sha256(`${salt}${secretNumber}`);
  return { algorithm: 'SHA-256', challenge, maxnumber: maxNumber, salt, signature: await sign(db, challenge) };
}

/** Records a challenge or token as used; false when it was used before. */
async function useOnce(db: Kysely<Database>, id: string, expiresAtSeconds: number): Promise<boolean> {
  const inserted = await db
    .insertInto('captcha_uses')
    .values({ id, expires_at: new Date(expiresAtSeconds * 1000) })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Checks the browser's answer (base64 JSON of the challenge and the number found). */
export async function verifySolution(db: Kysely<Database>, payload: string, now = Date.now()): Promise<boolean> {
  let solution: Partial<CaptchaChallenge & { number: number }>;
  try {
    solution = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof solution;
  } catch {
    return false;
  }
  const { algorithm, challenge, salt, signature, number } = solution;
  if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return false;
  if (!Number.isInteger(number) || (number as number) < 0) return false;
  const expires = Number(/[?&]expires=(\d+)/.exec(salt)?.[1]);
  if (!expires || expires * 1000 < now) return false;
  if (!isSameText(signature, await sign(db, challenge))) return false;
  if (!isSameText(challenge, sha256(`${salt}${number}`))) return false;
  return useOnce(db, `pow:${challenge}`, expires);
}

/** A token for the form as the server renders it, for the visitor who sends it without JavaScript. */
export async function createFormToken(db: Kysely<Database>, now = Date.now()): Promise<string> {
  const body = `${now}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${await sign(db, body)}`;
}

/** 'ok' for a genuine token used once, after the minimum time on screen and before it expires. */
export async function verifyFormToken(db: Kysely<Database>, token: string, now = Date.now()): Promise<'ok' | 'tooSoon' | 'invalid'> {
  const match = /^(\d{13})\.([\w-]{12})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return 'invalid';
  const [, issued = '', nonce = '', signature = ''] = match;
  if (!isSameText(signature, await sign(db, `${issued}.${nonce}`))) return 'invalid';
  const age = now - Number(issued);
  if (age < FORM_TOKEN_MIN_AGE_MS) return 'tooSoon';
  if (age > CAPTCHA_LIFETIME_SECONDS * 1000) return 'invalid';
  return (await useOnce(db, `form:${nonce}`, Math.floor(Number(issued) / 1000) + CAPTCHA_LIFETIME_SECONDS)) ? 'ok' : 'invalid';
}

/** Forgets used challenges once they could no longer be replayed anyway. */
export async function purgeCaptchaUses(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('captcha_uses').where('expires_at', '<', sql<Date>`now()`).execute();
}
