import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** OIDs whose text form we keep: dates stay 'YYYY-MM-DD'; int8 and numeric become numbers. */
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Number of queries run since the handle was opened (tests use it to catch N+1 queries). */
  queryCount: () => number;
  /** Runs a script of several statements (a migration) in one transaction, with the simple query protocol. */
  runScript: (script: string) => Promise<void>;
  close: () => Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  dataDir?: string | undefined;
}

/** Opens PostgreSQL when a URL is given, else PGlite in the data directory; the same SQL runs on both. */
export async function openDatabase({ url, dataDir = '.data/pglite' }: OpenOptions): Promise<DatabaseHandle> {
  let queries = 0;
  const log = () => {
    queries += 1;
  };
  if (url) {
    pg.types.setTypeParser(DATE_OID, (value) => value);
    pg.types.setTypeParser(INT8_OID, (value) => Number(value));
    pg.types.setTypeParser(NUMERIC_OID, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    const runScript = async (script: string) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(script);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    };
    return { db, kind: 'postgres', queryCount: () => queries, runScript, close: () => db.destroy() };
  }
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    extensions: { pg_trgm, cube, earthdistance },
    parsers: {
      [DATE_OID]: (value: string) => value,
      [INT8_OID]: (value: string) => Number(value),
      [NUMERIC_OID]: (value: string) => Number(value),
    },
  });
  // Kysely's own PGlite dialect: a transaction takes PGlite's exclusive lock, so other queries wait for it.
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), log });
  return {
    db,
    kind: 'pglite',
    queryCount: () => queries,
    runScript: async (script) => {
      await pglite.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    // Destroying the Kysely instance closes PGlite.
    close: () => db.destroy(),
  };
}
