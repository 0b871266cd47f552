import { describe, expect, it, vi } from 'vitest';
import { COLLECT_RETRIES, sendEvents, trackEvent } from './analytics';

const event = { name: 'view_item_list', params: { item_list_name: 'search_booking' } };

describe('sendEvents', () => {
  it('posts the events to the collect endpoint of the point of sale', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 201 }));
    expect(await sendEvents('be', [event], fetcher, 0)).toBe(true);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/analytics/ga/collect/be');
    expect(JSON.parse(init.body as string)).toMatchObject({ events: [event], clientId: expect.any(String) });
  });

  it('retries 4 times after a network error or a server error, then gives up quietly', async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await sendEvents('fr', [event], fetcher, 0)).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(1 + COLLECT_RETRIES);
    const flaky = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 201 }));
    expect(await sendEvents('fr', [event], flaky, 0)).toBe(true);
    expect(flaky).toHaveBeenCalledTimes(2);
  });

  it('does not retry an event the server refuses', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 400 }));
    expect(await sendEvents('fr', [event], fetcher, 0)).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('trackEvent', () => {
  it('swallows analytics errors (spec §8): a broken data layer or collect call never throws nor reaches the error log', async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetcher);
    vi.stubGlobal('window', {
      dataLayer: {
        push: () => {
          throw new Error('data layer broken');
        },
      },
    });
    expect(() => trackEvent('fr', event)).not.toThrow();
    vi.stubGlobal('window', {});
    expect(() => trackEvent('fr', event)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const urls = fetcher.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls.every((url) => url.startsWith('/api/analytics/'))).toBe(true);
    expect(urls.some((url) => url === '/api/log')).toBe(false);
    vi.unstubAllGlobals();
  });
});
