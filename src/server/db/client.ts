import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { guardDialect } from './guard';
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
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (many instances on one PostgreSQL).
   * On PostgreSQL a dedicated connection, outside the pool, listens and reconnects after errors (a restart);
   * on PGlite the notifications of the one process. Resolves with a function that stops listening.
   */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

/** Delay before a lost listening connection reconnects (doubling up to LISTEN_RETRY_MAX_MS). */
const LISTEN_RETRY_MS = 250;
const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * Listens on a PostgreSQL channel with its own client, outside the pool (a pooled connection would lose its
 * LISTEN when given back). When the connection is lost (a server restart, a network cut) it reconnects with a
 * growing delay and listens again; `onReconnect` runs then, since notifications sent meanwhile were missed.
 */
function listenOnPostgres(url: string, channel: string, onMessage: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = LISTEN_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;
  let connectedOnce = false;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: POOL_LIMITS.connectionTimeoutMs, keepAlive: true });
    let lost = false;
    const reconnect = (error?: Error) => {
      if (lost || stopped) return;
      lost = true;
      if (error) logEvent('WARN', 'PostgreSQL listening connection lost', { channel, error: error.message });
      next.end().catch(() => undefined);
      timer = setTimeout(() => void connect(), retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
    };
    next.on('error', reconnect);
    next.on('end', () => reconnect());
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      reconnect(error as Error);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = LISTEN_RETRY_MS;
    if (connectedOnce) {
      logEvent('INFO', 'PostgreSQL listening connection back', { channel });
      onReconnect();
    }
    connectedOnce = true;
  };
  const stop = async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
  // The first connection must work (a wrong URL is a start-up error); later losses retry in the background.
  return connect().then(
    () => stop,
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
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
 * Bounds of the PostgreSQL pool (ADR 26): a request never waits more than these for the database, so a
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

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query is overloaded: its answer's type depends on the overload
  override query(...args: unknown[]): any {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(undefined, (error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout')
          (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
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
    const db = new Kysely<Database>({ dialect: guardDialect(new PostgresDialect({ pool })), log });
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
    const listeners = new Set<() => Promise<void>>();
    const listen = async (channel: string, onMessage: (payload: string) => void) => {
      // A reconnection may have missed notifications: the listener hears a 'reconnected' payload and refreshes all.
      const stop = await listenOnPostgres(url, channel, onMessage, () => onMessage('reconnected'));
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    };
    const close = async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await db.destroy();
    };
    return { db, kind: 'postgres', queryCount: () => queries, runScript, listen, close };
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
  // Kysely's own PGlite dialect: a transaction takes PGlite's exclusive lock, so other queries wait for it. Both
  // dialects are guarded: text PostgreSQL cannot store is refused before it is sent (ADR 42).
  const db = new Kysely<Database>({ dialect: guardDialect(new PGliteDialect({ pglite })), log });
  return {
    db,
    kind: 'pglite',
    queryCount: () => queries,
    runScript: async (script) => {
      await pglite.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    listen: async (channel, onMessage) => {
      // PGlite is one process: its own LISTEN/NOTIFY carries the changes made through this handle.
      const unsubscribe = await pglite.listen(channel, onMessage);
      return async () => {
        if (!pglite.closed) await unsubscribe();
      };
    },
    // Destroying the Kysely instance closes PGlite.
    close: () => db.destroy(),
  };
}
