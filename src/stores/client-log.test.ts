import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LOGS_PER_PAGE } from '../domain/client-log';
import { logClientError, resetClientLog } from './client-log';

describe('logClientError', () => {
  beforeEach(resetClientLog);

  it('posts level, message, location and locale to the log call', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 201 }));
    expect(await logClientError(new Error('Error fetching facets: 503'), 'es_ES', fetcher)).toBe(true);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/log');
    expect(JSON.parse(init.body as string)).toEqual({
      level: 'ERROR',
      message: 'Error: Error fetching facets: 503',
      location: 'application.client.error',
      locale: 'es_ES',
    });
  });

  it('sends each message once, and no more than the page limit', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 201 }));
    await logClientError(new Error('same'), 'fr_FR', fetcher);
    await logClientError(new Error('same'), 'fr_FR', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    for (let i = 0; i < MAX_LOGS_PER_PAGE + 5; i += 1) await logClientError(new Error(`error ${i}`), 'fr_FR', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(MAX_LOGS_PER_PAGE);
  });

  it('never throws, even when the log call fails, and skips cancelled requests', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    await expect(logClientError(new Error('boom'), 'fr_FR', failing)).resolves.toBe(false);
    const fetcher = vi.fn(async () => new Response('{}', { status: 201 }));
    expect(await logClientError(new DOMException('aborted', 'AbortError'), 'fr_FR', fetcher)).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });
});
