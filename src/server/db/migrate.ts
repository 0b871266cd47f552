import { sql } from 'kysely';
import type { DatabaseHandle } from './client';

const files = import.meta.glob<string>('./migrations/*.sql', { eager: true, query: '?raw', import: 'default' });

/** The migrations in the order they apply (file names start with a 4-digit number). */
export const MIGRATIONS = Object.entries(files)
  .map(([path, text]) => ({ name: path.split('/').pop() ?? path, text }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** A file name as an SQL string literal (names are ours, but quote them all the same). */
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction, in order.
 * Returns the names it applied.
 */
export async function migrate({ db, runScript }: Pick<DatabaseHandle, 'db' | 'runScript'>): Promise<string[]> {
  await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(db);
  const done = await sql<{ name: string }>`select name from schema_migrations`.execute(db);
  const applied = new Set(done.rows.map((row) => row.name));
  const names: string[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.name)) continue;
    await runScript(`${migration.text}\n;\ninsert into schema_migrations (name) values (${quote(migration.name)});`);
    names.push(migration.name);
  }
  return names;
}
