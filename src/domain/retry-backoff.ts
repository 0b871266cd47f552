/** When the outbox tries again after a failed delivery to the CRM: exponential backoff with a ceiling. */

/** The wait never grows past one hour, so a CRM back up is served within the hour. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** Wait before attempt `attempts + 1`, after `attempts` failures: base, 2×base, 4×base … up to the ceiling. */
export function getRetryDelayMs(attempts: number, baseMs: number, maxMs = MAX_RETRY_DELAY_MS): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(baseMs * 2 ** exponent, maxMs);
}
