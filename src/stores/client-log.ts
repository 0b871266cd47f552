/**
 * Sends browser errors to the log call (spec §7 'log call', rules in src/domain/client-log.ts). Never throws: a
 * failing log call is dropped, like analytics. Each distinct message goes once per page, ten at most.
 */
import { MAX_LOGS_PER_PAGE, buildClientLog } from '../domain/client-log';

const sent = new Set<string>();

/** Logs an error of this page; answers whether it was sent. */
export async function logClientError(error: unknown, locale: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const log = buildClientLog(error, locale);
    if (!log || sent.has(log.message) || sent.size >= MAX_LOGS_PER_PAGE) return false;
    sent.add(log.message);
    const response = await fetcher('/api/log', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(log), keepalive: true });
    return response.ok;
  } catch {
    return false;
  }
}

/** Reports the page's uncaught errors and unhandled rejections (installed once by the market layout). */
export function installErrorLogging(locale: string): void {
  window.addEventListener('error', (event) => void logClientError(event.error ?? event.message, locale));
  window.addEventListener('unhandledrejection', (event) => void logClientError(event.reason, locale));
}

/** Forgets what was sent (tests). */
export function resetClientLog(): void {
  sent.clear();
}
