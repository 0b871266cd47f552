/**
 * Which failures mean "the database cannot answer right now" (PostgreSQL restarting, failing over, frozen, out of
 * connections or out of disk space) rather than a bug: those answer 503 with Retry-After (ADR 26, ADR 42), never 500.
 */

/** Socket errors of a lost or refused connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** SQLSTATEs: admin shutdown, crash shutdown, cannot connect now, too many connections, statement timeout, read-only standby. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25006']);
/** Messages node-postgres and Kysely give when a connection is lost, times out, or the pool is closing. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|connection has been discarded|Cannot use a pool after calling end|driver has already been destroyed/i;

/** A write refused for lack of space: PostgreSQL's disk_full, and the file-system errors of a full disk or quota. */
const STORAGE_FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT']);
const STORAGE_FULL_MESSAGES = /No space left on device|Disk quota exceeded/i;

/** Seconds a client should wait before trying again (the Retry-After header of a 503). */
export const RETRY_AFTER_SECONDS = 5;

/** Whether `error` (or its cause) says the database is unreachable, stalled or restarting. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (isStorageFull(error)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Whether `error` (or its cause) is a write refused for lack of disk space (PostgreSQL 53100, PGlite's too, ENOSPC). */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
  if (typeof message === 'string' && STORAGE_FULL_MESSAGES.test(message)) return true;
  return isStorageFull(cause, depth + 1);
}

/**
 * How long readiness stays 503 after a write failed for lack of space: a load balancer stops sending orders to an
 * instance that cannot store them, and tries it again once the time is over.
 */
export const STORAGE_FAILURE_MEMORY_MS = 30_000;
let lastStorageFailure: number | undefined;

/** Remembers that a write just failed for lack of space (src/server/db/guard.ts). */
export function noteStorageFailure(now = Date.now()): void {
  lastStorageFailure = now;
}

/** Whether a write failed for lack of space within the last STORAGE_FAILURE_MEMORY_MS. */
export function hasRecentStorageFailure(now = Date.now()): boolean {
  return lastStorageFailure !== undefined && now - lastStorageFailure < STORAGE_FAILURE_MEMORY_MS;
}
