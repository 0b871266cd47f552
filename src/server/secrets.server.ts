import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

const cache = new WeakMap<Kysely<Database>, Map<string, Promise<string>>>();

/**
 * A secret every server instance shares (signing keys): made at random the first time, kept in app_secrets, then
 * cached per database. Instances that start together agree, since only the first insert wins.
 */
export function getSharedSecret(db: Kysely<Database>, name: string): Promise<string> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto('app_secrets')
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
      return row.value;
    })();
    secret.catch(() => secrets?.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
