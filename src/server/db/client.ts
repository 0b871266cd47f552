import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { log as logEvent } from '../log';

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
  /**
   * PostgreSQL only: bound every statement (the serving pool). False for the migration and catalog generation
   * at start, whose statements may take longer. Connecting is bounded either way.
   */
  boundStatements?: boolean;
}

/**
 * Bounds of the PostgreSQL pool (ADR 26, issue 18): a request never waits more than these for the database, so a
 * stalled or restarting server gives a quick 503 instead of a hung request.
 */
export const POOL_LIMITS = {
  /** Connections per process. */
  max: 10,
  /** Connecting, or waiting for a free connection of the pool. */
  connectionTimeoutMs: 2_000,
  /** Server-side statement_timeout, and the client-side read timeout for a server that stopped answering. */
  statementTimeoutMs: 5_000,
  /** Idle connections are closed after this. */
  idleTimeoutMs: 30_000,
} as const;

/**
 * A node-postgres client that never takes the process down: its 'error' events (a server restart while the
 * client is checked out) are listened to, and a query that timed out waiting for a frozen server closes the
 * connection, so the pool replaces it instead of queueing more queries behind the lost one.
 */
class GuardedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // The query in progress gets the error too, and the pool logs idle connections' errors: nothing more to say.
    this.on('error', () => undefined);
  }

  override query(...args: unknown[]): any {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(undefined, (error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      });
    }
    return result;
  }
}

/** Opens PostgreSQL when a URL is given, else PGlite in the data directory; the same SQL runs on both. */
export async function openDatabase({ url, dataDir = '.data/pglite', boundStatements = true }: OpenOptions): Promise<DatabaseHandle> {
  let queries = 0;
  const log = () => {
    queries += 1;
  };
  if (url) {
    pg.types.setTypeParser(DATE_OID, (value) => value);
    pg.types.setTypeParser(INT8_OID, (value) => Number(value));
    pg.types.setTypeParser(NUMERIC_OID, (value) => Number(value));
    const statementBounds = boundStatements ? { statement_timeout: POOL_LIMITS.statementTimeoutMs, query_timeout: POOL_LIMITS.statementTimeoutMs } : {};
    const pool = new pg.Pool({
      connectionString: url,
      max: POOL_LIMITS.max,
      connectionTimeoutMillis: POOL_LIMITS.connectionTimeoutMs,
      idleTimeoutMillis: POOL_LIMITS.idleTimeoutMs,
      keepAlive: true,
      Client: GuardedClient,
      ...statementBounds,
    });
    // An idle connection the server closed (restart, failover) is an 'error' event on the pool: without a
    // listener Node would end the process. The pool drops that connection and opens a new one when asked.
    pool.on('error', (error) => logEvent('WARN', 'PostgreSQL idle connection lost', { error: error.message }));
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
