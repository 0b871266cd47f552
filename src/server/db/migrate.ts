import { sql, type Kysely } from 'kysely';

const files = import.meta.glob<string>('./migrations/*.sql', { eager: true, query: '?raw', import: 'default' });

/** The migrations in the order they apply (file names start with a 4-digit number). */
export const MIGRATIONS = Object.entries(files)
  .map(([path, text]) => ({ name: path.split('/').pop() ?? path, text }))
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction, in order.
 * Returns the names it applied.
 */
export async function migrate(db: Kysely<any>): Promise<string[]> {
  await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(db);
  const done = await sql<{ name: string }>`select name from schema_migrations`.execute(db);
  const applied = new Set(done.rows.map((row) => row.name));
  const names: string[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.name)) continue;
    await db.transaction().execute(async (trx) => {
      await sql.raw(migration.text).execute(trx);
      await sql`insert into schema_migrations (name) values (${migration.name})`.execute(trx);
    });
    names.push(migration.name);
  }
  return names;
}
