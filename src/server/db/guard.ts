import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, TransactionSettings } from 'kysely';
import { UnsafeTextError } from '../../domain/safe-text';
import { isStorageFull, noteStorageFailure } from './errors';

/** A JSON text's escape of U+0000 or of a surrogate: such a text is parsed to see what it holds. */
const JSON_ESCAPE = /\\u(?:0000|d[89a-f])/i;

function storableText(text: string): string {
  if (text.includes('\u0000')) throw new UnsafeTextError('');
  return text.isWellFormed() ? text : text.toWellFormed();
}

/** A parsed JSON value with its unpaired surrogates made U+FFFD (the same value when it has none); throws for U+0000. */
function storableValue(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (!value || typeof value !== 'object' || value instanceof Date || ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) {
    const items = value.map(storableValue);
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  const entries = Object.entries(value).map(([key, item]) => [storableText(key), storableValue(item)] as const);
  return entries.some(([key, item]) => !(key in value) || item !== (value as Record<string, unknown>)[key]) ? Object.fromEntries(entries) : value;
}

/**
 * A statement parameter as it may be sent (ADR 42). U+0000, which no text or jsonb column stores, throws
 * UnsafeTextError (a 400); an unpaired surrogate becomes U+FFFD, as the drivers' UTF-8 encoding already makes it of
 * plain text, and in a JSON text too, whose "\ud800" escape jsonb would refuse. Server code that cuts a text in the
 * middle of a pair (a length limit) thus stores it, as before.
 */
export function toStorableParameter(value: unknown): unknown {
  if (typeof value !== 'string') return storableValue(value);
  if (!JSON_ESCAPE.test(value)) return storableText(value);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return storableText(value);
  }
  const storable = storableValue(parsed);
  return storable === parsed ? value : JSON.stringify(storable);
}

function storableQuery(query: CompiledQuery): CompiledQuery {
  const parameters = query.parameters.map(toStorableParameter);
  return parameters.some((parameter, index) => parameter !== query.parameters[index]) ? { ...query, parameters } : query;
}

/** Runs `work`, remembering a failure for lack of space (readiness turns 503 for a while, src/server/health.ts). */
async function noting<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isStorageFull(error)) noteStorageFailure();
    throw error;
  }
}

/**
 * Every statement of a database handle passes here (ADR 42): its parameters are made storable before they reach the
 * database (toStorableParameter: U+0000 is refused with a 400 where PostgreSQL and PGlite would fail the statement,
 * and its transaction, with a 500), and a statement that fails for lack of disk space is remembered.
 */
function guardConnection(connection: DatabaseConnection): DatabaseConnection {
  // A plain object, not a proxy: Kysely wraps the executeQuery of the connections it is given (its query log).
  const guarded: DatabaseConnection = {
    async executeQuery(query, options) {
      const storable = storableQuery(query);
      return noting(() => connection.executeQuery(storable, options));
    },
    streamQuery(query, chunkSize, options) {
      return connection.streamQuery(storableQuery(query), chunkSize, options);
    },
  };
  if (connection.cancelQuery) guarded.cancelQuery = (provider) => connection.cancelQuery!(provider);
  if (connection.collectSessionInfo) guarded.collectSessionInfo = () => connection.collectSessionInfo!();
  if (connection.killSession) guarded.killSession = (provider) => connection.killSession!(provider);
  return guarded;
}

class GuardedDriver implements Driver {
  /** Guarded connection → the driver's own, which the driver's methods expect. */
  readonly #inner = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(private readonly driver: Driver) {}

  #unwrap(connection: DatabaseConnection): DatabaseConnection {
    return this.#inner.get(connection) ?? connection;
  }

  init(...args: Parameters<Driver['init']>) {
    return this.driver.init(...args);
  }

  async acquireConnection(...args: Parameters<Driver['acquireConnection']>) {
    const connection = await this.driver.acquireConnection(...args);
    const guarded = guardConnection(connection);
    this.#inner.set(guarded, connection);
    return guarded;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return noting(() => this.driver.beginTransaction(this.#unwrap(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection) {
    return noting(() => this.driver.commitTransaction(this.#unwrap(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.driver.rollbackTransaction(this.#unwrap(connection));
  }

  savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    return noting(async () => this.driver.savepoint?.(this.#unwrap(connection), name, compileQuery));
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    return Promise.resolve(this.driver.rollbackToSavepoint?.(this.#unwrap(connection), name, compileQuery));
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    return noting(async () => this.driver.releaseSavepoint?.(this.#unwrap(connection), name, compileQuery));
  }

  releaseConnection(connection: DatabaseConnection, ...args: [Parameters<Driver['releaseConnection']>[1]?]) {
    return this.driver.releaseConnection(this.#unwrap(connection), ...args);
  }

  destroy(...args: Parameters<Driver['destroy']>) {
    return this.driver.destroy(...args);
  }
}

/** `dialect` with every statement guarded (guardConnection). */
export function guardDialect(dialect: Dialect): Dialect {
  return {
    createDriver: () => new GuardedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
