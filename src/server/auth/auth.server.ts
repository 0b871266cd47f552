/**
 * Authentication of customers (spec §1, §6; OWASP ASVS 4.0 level 2, V2 and V3): sign-in, sign-up, password reset
 * by a one-time link, password change. Answers never tell whether an address has an account, except sign-up,
 * which must say the address is taken (docs/adr/0013-customer-accounts.md).
 */
import { sql, type Kysely } from 'kysely';
import { normalizeEmail, validateProfile, type AccountFieldErrors, type AccountLanguage } from '../../domain/account-fields';
import { checkPassword, type PasswordProblem } from '../../domain/password-policy';
import { RESET_LINK_MINUTES, getResetLinkExpiry } from '../../domain/session-policy';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database } from '../db/schema';
import { getPublicOrigin } from '../mail/mail-config';
import { enqueueMail, wakeMailOutbox } from '../mail/mail-outbox.server';
import { renderPasswordResetMail } from '../mail/templates/password-reset';
import { hashPassword, needsRehash, verifyDecoy, verifyPassword } from './passwords.server';
import { attachGuestPurchases } from './email-proof.server';
import { createSession, revokeOtherSessions } from './sessions.server';
import { clearAttempts, countAttempts, isAnyThrottled } from './throttle.server';
import { createSecret, hashSecret } from './tokens';

export type SignedIn = { ok: true; customerId: string; token: string };
export type SignInResult = SignedIn | { ok: false; reason: 'invalid' | 'throttled' };

/**
 * Signs a customer in: a new session when the password matches and neither the email from this address nor the
 * address is locked (failures elsewhere never lock the customer out of their own address). From a known device of
 * the account (`device`, the owner's browser), attempts count per account and device only, so no one else's
 * failures, not even from the same address, lock the owner out (ADR 43).
 */
export async function signIn(
  db: Kysely<Database>,
  input: { email: string; password: string; address: string; device?: string | undefined },
  now = new Date(),
): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const subjects = input.device
    ? ([['signInDevice', email, input.device]] as const)
    : ([
        ['signInAccount', email, input.address],
        ['signInAddress', input.address],
      ] as const);
  if (await isAnyThrottled(db, subjects, now)) return { ok: false, reason: 'throttled' };
  const customer = await db.selectFrom('customers').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
  const matches = customer ? await verifyPassword(input.password, customer.password_hash) : await verifyDecoy(input.password);
  if (!customer || !matches) {
    const locked = await countAttempts(db, subjects, now);
    return { ok: false, reason: locked ? 'throttled' : 'invalid' };
  }
  await clearAttempts(db, input.device ? 'signInDevice' : 'signInAccount', email, input.device ?? input.address);
  if (needsRehash(customer.password_hash)) {
    await db
      .updateTable('customers')
      .set({ password_hash: await hashPassword(input.password) })
      .where('id', '=', customer.id)
      .execute();
  }
  return { ok: true, customerId: customer.id, token: await createSession(db, customer.id, now) };
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  language: AccountLanguage;
  address: string;
  market: MarketKey;
}

export type SignUpResult =
  SignedIn | { ok: false; reason: 'throttled' | 'taken' } | { ok: false; reason: 'invalid'; errors: AccountFieldErrors; password: PasswordProblem | null };

/** Creates an account and signs it in. */
export async function signUp(db: Kysely<Database>, input: SignUpInput, now = new Date()): Promise<SignUpResult> {
  const checked = validateProfile({ ...input, phone: '' }, MARKETS[input.market].country);
  const password = checkPassword(input.password, input.email);
  if (!checked.ok || password) return { ok: false, reason: 'invalid', errors: checked.ok ? {} : checked.errors, password };
  if (await countAttempts(db, [['signUpAddress', input.address]], now)) return { ok: false, reason: 'throttled' };
  const { profile } = checked;
  const id = crypto.randomUUID();
  const inserted = await db
    .insertInto('customers')
    .values({
      id,
      email: profile.email,
      password_hash: await hashPassword(input.password),
      first_name: profile.firstName,
      last_name: profile.lastName,
      phone: null,
      language: profile.language,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { ok: false, reason: 'taken' };
  return { ok: true, customerId: id, token: await createSession(db, id, now) };
}

/**
 * Sends a one-time reset link by e-mail when an account has the email. The caller answers the same whether or not
 * one does; only a lock (per email or address) changes the answer. The link starts with the configured public
 * origin (never the request's Host); only its hash is stored, and the e-mail's body is wiped once it is sent.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  input: { email: string; address: string; market: MarketKey },
  now = new Date(),
): Promise<{ throttled: boolean }> {
  const email = normalizeEmail(input.email);
  if (
    await countAttempts(
      db,
      [
        ['resetAccount', email],
        ['resetAddress', input.address],
      ],
      now,
    )
  )
    return { throttled: true };
  const customer = await db.selectFrom('customers').select(['id', 'first_name', 'language']).where('email', '=', email).executeTakeFirst();
  if (!customer) return { throttled: false };
  const token = createSecret();
  const expiresAt = getResetLinkExpiry(now);
  const link = `${getPublicOrigin()}${buildPath(input.market, 'accountNewPassword')}?token=${token}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_reset_tokens')
      .values({ token_hash: hashSecret(token), customer_id: customer.id, created_at: now, expires_at: expiresAt, used_at: null })
      .execute();
    const mail = renderPasswordResetMail({ market: input.market, firstName: customer.first_name, link, minutes: RESET_LINK_MINUTES });
    // An e-mail still unsent when the link expires is dropped rather than delivered dead.
    await enqueueMail(trx, { kind: 'PASSWORD_RESET', to: email, locale: input.market, ...mail, discardAfter: expiresAt });
  });
  wakeMailOutbox();
  return { throttled: false };
}

/** Whether a reset link can still be used (the new-password page says so before the customer types). */
export async function isResetLinkUsable(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('token_hash')
    .where('token_hash', '=', hashSecret(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export type ResetResult = { ok: true } | { ok: false; reason: 'invalidLink' } | { ok: false; reason: 'password'; problem: PasswordProblem };

/**
 * Sets a new password through a reset link. The link works once and within its lifetime; using it ends every
 * session of the account and every other link.
 */
export async function resetPassword(db: Kysely<Database>, input: { token: string; password: string }, now = new Date()): Promise<ResetResult> {
  const tokenHash = hashSecret(input.token);
  const link = await db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('customers as c', 'c.id', 't.customer_id')
    .select(['t.customer_id', 'c.email'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
  if (!link) return { ok: false, reason: 'invalidLink' };
  // The password is checked before the link is spent, so a refused password does not cost the customer the link.
  const problem = checkPassword(input.password, link.email);
  if (problem) return { ok: false, reason: 'password', problem };
  const passwordHash = await hashPassword(input.password);
  const used = await db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('customer_id')
      .executeTakeFirst();
    if (!spent) return false;
    // The link came to the account's address: that proves it, and the purchases made with it join the account (ADR 43).
    await trx
      .updateTable('customers')
      .set({ password_hash: passwordHash, email_verified_at: sql<Date>`coalesce(email_verified_at, ${now})`, updated_at: now })
      .where('id', '=', link.customer_id)
      .execute();
    await attachGuestPurchases(trx, link.customer_id, link.email);
    await trx.deleteFrom('password_reset_tokens').where('customer_id', '=', link.customer_id).where('token_hash', '<>', tokenHash).execute();
    return true;
  });
  if (!used) return { ok: false, reason: 'invalidLink' };
  await revokeOtherSessions(db, link.customer_id);
  await clearAttempts(db, 'signInAccount', link.email);
  await clearAttempts(db, 'signInDevice', link.email);
  return { ok: true };
}

export type PasswordChangeResult =
  { ok: true } | { ok: false; reason: 'wrongPassword' | 'throttled' } | { ok: false; reason: 'password'; problem: PasswordProblem };

/**
 * Changes the password of a signed-in customer, who types the current one again (ASVS V2.1.6); wrong current
 * passwords count as failed sign-ins. Every other session of the account ends.
 */
export async function changePassword(
  db: Kysely<Database>,
  input: { customerId: string; currentPassword: string; newPassword: string; keepToken: string; address: string },
  now = new Date(),
): Promise<PasswordChangeResult> {
  const customer = await db.selectFrom('customers').select(['email', 'password_hash']).where('id', '=', input.customerId).executeTakeFirstOrThrow();
  const verified = await verifyCurrentPassword(
    db,
    { email: customer.email, passwordHash: customer.password_hash, password: input.currentPassword, address: input.address },
    now,
  );
  if (verified !== 'ok') return { ok: false, reason: verified };
  const problem = checkPassword(input.newPassword, customer.email);
  if (problem) return { ok: false, reason: 'password', problem };
  await db
    .updateTable('customers')
    .set({ password_hash: await hashPassword(input.newPassword), updated_at: now })
    .where('id', '=', input.customerId)
    .execute();
  await revokeOtherSessions(db, input.customerId, input.keepToken);
  return { ok: true };
}

/** Checks the password a signed-in customer types again, with the sign-in rate limits. */
export async function verifyCurrentPassword(
  db: Kysely<Database>,
  input: { email: string; passwordHash: string; password: string; address: string },
  now = new Date(),
): Promise<'ok' | 'wrongPassword' | 'throttled'> {
  const subjects = [
    ['signInAccount', input.email, input.address],
    ['signInAddress', input.address],
  ] as const;
  if (await isAnyThrottled(db, subjects, now)) return 'throttled';
  if (await verifyPassword(input.password, input.passwordHash)) return 'ok';
  return (await countAttempts(db, subjects, now)) ? 'throttled' : 'wrongPassword';
}
