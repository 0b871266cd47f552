/**
 * Error-log rules of spec §7/§8/§9 for the browser: what is reported to the log call, in which shape, and what is not.
 * Reported: uncaught errors and rejections of a page, failed autocomplete, facet and search fetches. Not reported:
 * requests the page cancelled itself (AbortError), other sites' scripts ('Script error.'), and analytics, whose
 * errors are swallowed (spec §8). Messages are cut to 256 characters (spec §9).
 */

/** Spec §9: the error log message limit. */
export const LOG_MESSAGE_MAX = 256;
/** Spec §7: where browser errors are filed. */
export const CLIENT_ERROR_LOCATION = 'application.client.error';
/** At most this many distinct errors are sent from one page, so a loop cannot flood the log. */
export const MAX_LOGS_PER_PAGE = 10;

export interface ClientLog {
  level: 'ERROR';
  message: string;
  location: typeof CLIENT_ERROR_LOCATION;
  locale: string;
}

/** The text of an error worth logging, or null for one that is not (cancelled request, opaque cross-origin error). */
export function getLoggableMessage(error: unknown): string | null {
  if (error instanceof Error && error.name === 'AbortError') return null;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : safeJson(error);
  const trimmed = text.trim();
  if (!trimmed || trimmed === 'Script error.' || trimmed === 'Error: Script error.') return null;
  return trimmed;
}

/** The body of the log call for an error (spec §7: level ERROR, message of 256 characters at most, location, locale). */
export function buildClientLog(error: unknown, locale: string): ClientLog | null {
  const message = getLoggableMessage(error);
  if (message === null) return null;
  return { level: 'ERROR', message: message.slice(0, LOG_MESSAGE_MAX), location: CLIENT_ERROR_LOCATION, locale };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
