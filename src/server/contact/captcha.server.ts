/**
 * The self-hosted bot check of the contact form (ADR 15, ADR 35): an ALTCHA proof-of-work challenge made and verified
 * by `altcha-lib` (solved in the browser by the `altcha` widget), plus a signed form token for visitors without
 * JavaScript. No third party is called. Each challenge and token is accepted once.
 */
import { randomBytes, createHmac, timingSafeEqual } from 'node:crypto';
import { createChallenge as createAltchaChallenge, randomInt, verifySolution as verifyAltchaSolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge, Solution } from 'altcha-lib/types';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { getSharedSecret } from '../secrets.server';

/** The proof of work: SHA-256 (the widget's smallest worker), one digest a try. */
export const CAPTCHA_ALGORITHM = 'SHA-256';
/** Largest counter the browser may have to reach (it counts up from 0: well under a second in Chromium). */
export const CAPTCHA_MAX_COUNTER = 50_000;
/** How long a challenge or a form token stays valid. */
export const CAPTCHA_LIFETIME_SECONDS = 2 * 60 * 60;
/** A form sent without JavaScript must have been on screen this long: scripts that post at once are refused. */
export const FORM_TOKEN_MIN_AGE_MS = 3_000;

/** A challenge as the widget receives it (ALTCHA v2: signed parameters). */
export type CaptchaChallenge = Challenge;

const secrets = async (db: Kysely<Database>) => ({
  hmacSignatureSecret: await getSharedSecret(db, 'captcha'),
  // Signs the expected key, so a verification is one HMAC instead of a digest run.
  hmacKeySignatureSecret: await getSharedSecret(db, 'captcha-key'),
});

const sign = async (db: Kysely<Database>, text: string) =>
  createHmac('sha256', await getSharedSecret(db, 'captcha'))
    .update(text)
    .digest('hex');

function isSameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new challenge: the browser counts up to a counter between a tenth of maxCounter and maxCounter. */
export async function createChallenge(db: Kysely<Database>, now = Date.now(), maxCounter = CAPTCHA_MAX_COUNTER): Promise<CaptchaChallenge> {
  return createAltchaChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: 1,
    counter: randomInt(maxCounter, Math.ceil(maxCounter / 10)),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + CAPTCHA_LIFETIME_SECONDS,
    ...(await secrets(db)),
  });
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

/** Checks the widget's answer (base64 JSON of the challenge and its solution), once. */
export async function verifySolution(db: Kysely<Database>, payload: string): Promise<boolean> {
  let parsed: { challenge?: Challenge; solution?: Solution };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof parsed;
  } catch {
    return false;
  }
  const { challenge, solution } = parsed ?? {};
  const parameters = challenge?.parameters;
  if (!parameters || parameters.algorithm !== CAPTCHA_ALGORITHM || typeof parameters.nonce !== 'string' || !parameters.expiresAt || !solution) return false;
  try {
    const result = await verifyAltchaSolution({ challenge, solution, deriveKey, ...(await secrets(db)) });
    return result.verified && (await useOnce(db, `pow:${parameters.nonce}`, parameters.expiresAt));
  } catch {
    return false;
  }
}

/** A token for the form as the server renders it, for the visitor who sends it without JavaScript. */
export async function createFormToken(db: Kysely<Database>, now = Date.now()): Promise<string> {
  const body = `${now}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${await sign(db, body)}`;
}

/** When a genuine token (signed by this server, whatever its age or use) was issued, in ms; null for any other text. */
export async function readFormTokenStart(db: Kysely<Database>, token: string): Promise<number | null> {
  const match = /^(\d{13})\.([\w-]{12})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const [, issued = '', nonce = '', signature = ''] = match;
  return isSameText(signature, await sign(db, `${issued}.${nonce}`)) ? Number(issued) : null;
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
  await db
    .deleteFrom('captcha_uses')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}
