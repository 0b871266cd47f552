import { readFileSync } from 'node:fs';
import type { APIContext, APIRoute } from 'astro';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import type { Database } from '../../src/server/db/schema';
import { getToday, prepareDatabase, useDatabase } from '../../src/server/db/database';
import { TEST_CATALOG } from '../../src/server/db/seed/generate';
import { getWorkerDatabaseUrl } from './worker-database';

/**
 * The databases integration tests run on: PGlite always, PostgreSQL too when DATABASE_URL is set (this worker's
 * database on its server, created by setup.ts).
 */
export const TARGETS = [
  { name: 'PGlite', url: undefined as string | undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', url: getWorkerDatabaseUrl(process.env.DATABASE_URL) }] : []),
];

/** A migrated database with the small test catalog, used by every route called afterwards. */
export async function openTestDatabase(url: string | undefined): Promise<DatabaseHandle> {
  // Unbounded statements: generating the catalog may take longer than the serving pool's 5 s on a slow machine.
  const handle = await openDatabase({ url, dataDir: 'memory://', boundStatements: false });
  await prepareDatabase(handle, getToday(), TEST_CATALOG);
  useDatabase(handle);
  return handle;
}

/**
 * Opens a test database (openTestDatabase) before the tests of the enclosing describe, hands it to `opened` if given,
 * and closes it after them.
 */
export function withTestDatabase(
  url: string | undefined,
  opened?: (handle: DatabaseHandle) => void | Promise<void>,
  { timeoutMs = 120_000 }: { timeoutMs?: number } = {},
): void {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase(url);
    await opened?.(handle);
  }, timeoutMs);
  afterAll(async () => {
    await handle?.close();
  });
}

/** Runs the statements of migration `file` (in src/server/db/migrations) on the database twice, as a second run would. */
export async function runMigrationTwice(db: Kysely<Database>, file: string): Promise<void> {
  const migration = readFileSync(new URL(`../../src/server/db/migrations/${file}`, import.meta.url), 'utf8');
  const statements = migration
    .replace(/--.*$/gm, '')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
  for (let run = 0; run < 2; run += 1) for (const statement of statements) await sql.raw(statement).execute(db);
}

export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  rawBody?: string;
}

/** Calls a route handler as Astro would, and returns its status and JSON body. */
export async function call(handler: APIRoute, { params = {}, query = {}, body, rawBody }: Call = {}) {
  const url = new URL('http://halte.test/api/x');
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
  const hasBody = body !== undefined || rawBody !== undefined;
  const request = new Request(url, hasBody ? { method: 'POST', body: rawBody ?? JSON.stringify(body), headers: { 'Content-Type': 'application/json' } } : {});
  // Astro's cookies of the request, as the routes see them (none sent; what is set is dropped).
  const jar = new Map<string, string>();
  const cookies = {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  };
  const response = await handler({ params, url, request, cookies } as unknown as APIContext);
  const text = await response.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json, headers: response.headers };
}

/** Counts the queries a piece of work runs on a handle. */
export async function countQueries<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const before = handle.queryCount();
  const result = await work();
  return { result, queries: handle.queryCount() - before };
}

/**
 * An account with a proven address `email`, made directly in the database, that the purchases made with that
 * address without signing in have joined (as a verification link does, ADR 43). Answers its id.
 */
export async function provenAccount(db: import('kysely').Kysely<import('../../src/server/db/schema').Database>, email: string): Promise<string> {
  const { attachGuestPurchases } = await import('../../src/server/auth/email-proof.server');
  const address = email.toLowerCase();
  const existing = await db.selectFrom('customers').select('id').where('email', '=', address).executeTakeFirst();
  const id = existing?.id ?? crypto.randomUUID();
  if (!existing) {
    await db
      .insertInto('customers')
      .values({
        id,
        email: address,
        password_hash: 'unused',
        first_name: 'Test',
        last_name: 'Account',
        phone: null,
        language: 'fr',
        email_verified_at: new Date(),
      })
      .execute();
  }
  await attachGuestPurchases(db, id, address);
  return id;
}
