/**
 * Proof of an e-mail address (ADR 43). An account proves its address with a one-time link before any purchase made
 * without signing in joins it; a new address replaces the old one only once the new address confirms it, and the
 * old address is told. Links are stored as hashes and work once, within EMAIL_LINK_HOURS.
 */
import type { Kysely, Transaction } from 'kysely';
import { normalizeEmail } from '../../domain/account-fields';
import { EMAIL_LINK_HOURS, getEmailLinkExpiry } from '../../domain/session-policy';
import type { MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database } from '../db/schema';
import { getPublicOrigin } from '../mail/mail-config';
import { enqueueMail, wakeMailOutbox } from '../mail/mail-outbox.server';
import { renderEmailChangeNoticeMail, renderEmailProofMail } from '../mail/templates/email-proof';
import { createSecret, hashSecret } from './tokens';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Purchases made without signing in, with the address `email`, join account `customerId` (whose address is
 * proven): their orders and bookings are the account's from now on, whatever address it later has.
 */
export async function attachGuestPurchases(db: Db, customerId: string, email: string): Promise<void> {
  const address = normalizeEmail(email);
  await db.updateTable('orders').set({ customer_id: customerId }).where('customer_id', 'is', null).where('email', '=', address).execute();
  await db.updateTable('bookings').set({ customer_id: customerId }).where('customer_id', 'is', null).where('email', '=', address).execute();
}

async function sendLink(
  db: Kysely<Database>,
  input: { customerId: string; purpose: 'verify' | 'change'; email: string; firstName: string; market: MarketKey; oldEmail?: string },
  now: Date,
): Promise<void> {
  const token = createSecret();
  const expiresAt = getEmailLinkExpiry(now);
  const link = `${getPublicOrigin()}${buildPath(input.market, 'accountVerifyEmail')}?token=${token}`;
  await db.transaction().execute(async (trx) => {
    // A new link replaces the unused ones of the same purpose.
    await trx
      .deleteFrom('email_tokens')
      .where('customer_id', '=', input.customerId)
      .where('purpose', '=', input.purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_tokens')
      .values({
        token_hash: hashSecret(token),
        customer_id: input.customerId,
        purpose: input.purpose,
        email: input.email,
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
    const mail = renderEmailProofMail({
      market: input.market,
      firstName: input.firstName,
      link,
      hours: EMAIL_LINK_HOURS,
      purpose: input.purpose,
      email: input.email,
    });
    await enqueueMail(trx, {
      kind: input.purpose === 'verify' ? 'EMAIL_VERIFY' : 'EMAIL_CHANGE',
      to: input.email,
      locale: input.market,
      ...mail,
      discardAfter: expiresAt,
    });
    if (input.oldEmail) {
      const notice = renderEmailChangeNoticeMail({ market: input.market, firstName: input.firstName, newEmail: input.email });
      await enqueueMail(trx, { kind: 'EMAIL_CHANGE_NOTICE', to: input.oldEmail, locale: input.market, ...notice });
    }
  });
  wakeMailOutbox();
}

/** Sends the account a link proving its own address (after sign-up, or when asked again); nothing once proven. */
export async function sendVerificationLink(db: Kysely<Database>, customerId: string, market: MarketKey, now = new Date()): Promise<boolean> {
  const customer = await db.selectFrom('customers').select(['email', 'first_name', 'email_verified_at']).where('id', '=', customerId).executeTakeFirst();
  if (!customer || customer.email_verified_at) return false;
  await sendLink(db, { customerId, purpose: 'verify', email: customer.email, firstName: customer.first_name, market }, now);
  return true;
}

/** Asks the new address to confirm an e-mail change; the old address is told. The account keeps its address meanwhile. */
export async function requestEmailChange(
  db: Kysely<Database>,
  input: { customerId: string; newEmail: string; market: MarketKey },
  now = new Date(),
): Promise<void> {
  const customer = await db.selectFrom('customers').select(['email', 'first_name']).where('id', '=', input.customerId).executeTakeFirstOrThrow();
  await sendLink(
    db,
    {
      customerId: input.customerId,
      purpose: 'change',
      email: normalizeEmail(input.newEmail),
      firstName: customer.first_name,
      market: input.market,
      oldEmail: customer.email,
    },
    now,
  );
}

/** The address a pending e-mail change waits to have confirmed, if any. */
export async function getPendingEmail(db: Kysely<Database>, customerId: string, now = new Date()): Promise<string | null> {
  const row = await db
    .selectFrom('email_tokens')
    .select('email')
    .where('customer_id', '=', customerId)
    .where('purpose', '=', 'change')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.email ?? null;
}

export type EmailProofResult =
  { ok: true; purpose: 'verify' | 'change'; email: string; customerId: string } | { ok: false; reason: 'invalidLink' | 'emailTaken' };

/** What a link would do, without using it (the confirmation page shows it before the customer confirms). */
export async function readEmailLink(db: Kysely<Database>, token: string, now = new Date()): Promise<{ purpose: 'verify' | 'change'; email: string } | null> {
  const row = await db
    .selectFrom('email_tokens')
    .select(['purpose', 'email'])
    .where('token_hash', '=', hashSecret(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Uses a link once: a verification proves the account's address (if it is still the one the link was sent to); a
 * change sets the new address, proven, unless another account took it meanwhile. Either way the purchases made
 * without signing in with the proven address join the account.
 */
export async function confirmEmailLink(db: Kysely<Database>, token: string, now = new Date()): Promise<EmailProofResult> {
  return db.transaction().execute(async (trx): Promise<EmailProofResult> => {
    const link = await trx
      .updateTable('email_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashSecret(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['customer_id', 'purpose', 'email'])
      .executeTakeFirst();
    if (!link) return { ok: false, reason: 'invalidLink' };
    const customer = await trx.selectFrom('customers').select(['email']).where('id', '=', link.customer_id).forUpdate().executeTakeFirst();
    if (!customer) return { ok: false, reason: 'invalidLink' };
    if (link.purpose === 'verify') {
      if (customer.email !== link.email) return { ok: false, reason: 'invalidLink' };
      await trx.updateTable('customers').set({ email_verified_at: now, updated_at: now }).where('id', '=', link.customer_id).execute();
    } else {
      const taken = await trx.selectFrom('customers').select('id').where('email', '=', link.email).where('id', '<>', link.customer_id).executeTakeFirst();
      if (taken) return { ok: false, reason: 'emailTaken' };
      await trx.updateTable('customers').set({ email: link.email, email_verified_at: now, updated_at: now }).where('id', '=', link.customer_id).execute();
    }
    await attachGuestPurchases(trx, link.customer_id, link.email);
    return { ok: true, purpose: link.purpose, email: link.email, customerId: link.customer_id };
  });
}

/** Whether the account has proven its address. */
export async function isEmailVerified(db: Kysely<Database>, customerId: string): Promise<boolean> {
  const row = await db.selectFrom('customers').select('email_verified_at').where('id', '=', customerId).executeTakeFirst();
  return Boolean(row?.email_verified_at);
}
