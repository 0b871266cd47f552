/**
 * Which failures mean "the database cannot answer right now" (PostgreSQL restarting, failing over, frozen or
 * out of connections) rather than a bug: those answer 503 with Retry-After (ADR 26, issue 18), never 500.
 */

/** Socket errors of a lost or refused connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** SQLSTATEs: admin shutdown, crash shutdown, cannot connect now, too many connections, statement timeout, read-only standby. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25006']);
/** Messages node-postgres and Kysely give when a connection is lost, times out, or the pool is closing. */
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|connection has been discarded|Cannot use a pool after calling end|driver has already been destroyed/i;

/** Seconds a client should wait before trying again (the Retry-After header of a 503). */
export const RETRY_AFTER_SECONDS = 5;

/** Whether `error` (or its cause) says the database is unreachable, stalled or restarting. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
