import type { Kysely } from 'kysely';
import { normalizeEmail, validateProfile, type AccountFieldErrors, type AccountLanguage, type ProfileValues } from '../../domain/account-fields';
import type { PhoneCountry } from '../../domain/phone';
import { verifyCurrentPassword } from '../auth/auth.server';
import type { Database } from '../db/schema';

export interface CustomerProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  language: AccountLanguage;
}

/** The profile of a customer (the profile page's form values). */
export async function getProfile(db: Kysely<Database>, customerId: string): Promise<CustomerProfile | undefined> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'email', 'first_name', 'last_name', 'phone', 'language'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, phone: row.phone ?? '', language: row.language };
}

export type ProfileUpdate =
  /** Saved; `newEmail` is an address the customer asked for, which waits for its confirmation. */
  | { ok: true; newEmail: string | null }
  | { ok: false; reason: 'invalid'; errors: AccountFieldErrors }
  | { ok: false; reason: 'passwordNeeded' | 'wrongPassword' | 'throttled' | 'emailTaken' };

/**
 * Saves the profile (spec §2: name, email, phone with the §5 rules, language). A new email needs the current
 * password (ASVS V2.5: the address receives reset links) and must not belong to another account; it is not saved
 * here but answered, to be confirmed from the new address (ADR 43).
 */
export async function updateProfile(
  db: Kysely<Database>,
  input: { customerId: string; values: ProfileValues; currentPassword: string; country: PhoneCountry; address: string },
  now = new Date(),
): Promise<ProfileUpdate> {
  const checked = validateProfile(input.values, input.country);
  if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
  const { profile } = checked;
  const current = await db.selectFrom('customers').select(['email', 'password_hash']).where('id', '=', input.customerId).executeTakeFirstOrThrow();
  if (profile.email !== normalizeEmail(current.email)) {
    if (!input.currentPassword) return { ok: false, reason: 'passwordNeeded' };
    const verified = await verifyCurrentPassword(
      db,
      { email: current.email, passwordHash: current.password_hash, password: input.currentPassword, address: input.address },
      now,
    );
    if (verified !== 'ok') return { ok: false, reason: verified };
    const taken = await db.selectFrom('customers').select('id').where('email', '=', profile.email).where('id', '<>', input.customerId).executeTakeFirst();
    if (taken) return { ok: false, reason: 'emailTaken' };
  }
  await db
    .updateTable('customers')
    .set({ first_name: profile.firstName, last_name: profile.lastName, phone: profile.phone, language: profile.language, updated_at: now })
    .where('id', '=', input.customerId)
    .execute();
  return { ok: true, newEmail: profile.email !== normalizeEmail(current.email) ? profile.email : null };
}
