/**
 * Integration files run two at a time, and a file's PostgreSQL tables must not be another file's: each test worker
 * has its own database on DATABASE_URL's server, named after DATABASE_URL's with the worker's number, created on the
 * worker's first file. Files of one worker run one after another, as they all did on one database before.
 */
import pg from 'pg';

/** This worker's database: DATABASE_URL's with the worker's number appended to its name. */
export function getWorkerDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname}_w${process.env.VITEST_POOL_ID ?? '1'}`;
  return parsed.toString();
}

/** Creates this worker's database unless it exists (from an earlier file or run). */
export async function ensureWorkerDatabase(url: string): Promise<void> {
  const name = new URL(getWorkerDatabaseUrl(url)).pathname.slice(1);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
