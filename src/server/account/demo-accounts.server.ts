import type { Kysely } from 'kysely';
import { MARKETS } from '../../i18n/markets';
import { attachGuestPurchases } from '../auth/email-proof.server';
import { hashPassword } from '../auth/passwords.server';
import type { Database } from '../db/schema';
import { DEMO_CUSTOMERS } from '../db/seed/demo-customers';
import { log } from '../log';

/** The password of every demo account (README). It passes the password policy; demo data only. */
export const DEMO_PASSWORD = 'Halte-Demo-2026';

/**
 * Accounts for the demo customers, whose bookings the trips page shows. Idempotent: an account that exists is
 * left alone (its password may have been changed), and nothing is hashed when all exist.
 */
export async function seedDemoAccounts(db: Kysely<Database>): Promise<void> {
  const emails = DEMO_CUSTOMERS.map((customer) => customer.email);
  const existing = new Set((await db.selectFrom('customers').select('email').where('email', 'in', emails).execute()).map((row) => row.email));
  const missing = DEMO_CUSTOMERS.filter((customer) => !existing.has(customer.email));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('customers')
    .values(
      missing.map((customer) => ({
        id: crypto.randomUUID(),
        email: customer.email,
        password_hash: passwordHash,
        first_name: customer.firstName,
        last_name: customer.lastName,
        phone: null,
        language: MARKETS[customer.market].language,
      })),
    )
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  log('INFO', 'Demo accounts created', { count: missing.length });
}

/**
 * The demo accounts' addresses count as proven (they are ours), so their demo bookings are theirs. Run after the
 * demo bookings are seeded; idempotent.
 */
export async function proveDemoAccounts(db: Kysely<Database>): Promise<void> {
  const accounts = await db
    .selectFrom('customers')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      DEMO_CUSTOMERS.map((customer) => customer.email),
    )
    .execute();
  for (const account of accounts) {
    await db.updateTable('customers').set({ email_verified_at: new Date() }).where('id', '=', account.id).where('email_verified_at', 'is', null).execute();
    await attachGuestPurchases(db, account.id, account.email);
  }
}
