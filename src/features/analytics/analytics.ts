/**
 * Analytics data layer (spec §4 card click, §7 collect call, §9 retry rules): events go into `window.dataLayer`
 * and are sent to our own collect endpoint. Sending retries 4 times 150 ms apart; errors are swallowed.
 */

/** Attempts after the first failure, and the pause between them. */
export const COLLECT_RETRIES = 4;
export const COLLECT_RETRY_DELAY_MS = 150;
/** An analytics session ends after 30 minutes without an event. */
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;

const CLIENT_ID_KEY = 'halte.analytics.clientId';

export interface AnalyticsEvent {
  name: string;
  params?: Record<string, unknown>;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function getClientId(): string {
  try {
    let id = localStorage.getItem(CLIENT_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(CLIENT_ID_KEY, id);
    }
    return id;
  } catch {
    return 'anonymous';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POSTs events, retrying on a network error or a 5xx answer; resolves true when stored. */
export async function sendEvents(
  pos: string,
  events: readonly AnalyticsEvent[],
  fetcher: typeof fetch = fetch,
  delayMs = COLLECT_RETRY_DELAY_MS,
): Promise<boolean> {
  const body = JSON.stringify({ clientId: getClientId(), events });
  for (let attempt = 0; attempt <= COLLECT_RETRIES; attempt += 1) {
    try {
      const response = await fetcher(`/api/analytics/ga/collect/${encodeURIComponent(pos)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
      });
      if (response.ok) return true;
      if (response.status < 500) return false;
    } catch {
      // network error: retried below
    }
    if (attempt < COLLECT_RETRIES) await wait(delayMs);
  }
  return false;
}

/** Records an event in the data layer and sends it; never throws. */
export function trackEvent(pos: string, event: AnalyticsEvent): void {
  try {
    (window.dataLayer ??= []).push({ event: event.name, ...event.params });
    void sendEvents(pos, [event]).catch(() => false);
  } catch {
    // analytics must never break the page
  }
}
