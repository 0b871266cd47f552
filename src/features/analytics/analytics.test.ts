import { describe, expect, it, vi } from 'vitest';
import { COLLECT_RETRIES, sendEvents } from './analytics';

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
    const flaky = vi.fn().mockResolvedValueOnce(new Response('', { status: 503 })).mockResolvedValueOnce(new Response('{}', { status: 201 }));
    expect(await sendEvents('fr', [event], flaky, 0)).toBe(true);
    expect(flaky).toHaveBeenCalledTimes(2);
  });

  it('does not retry an event the server refuses', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 400 }));
    expect(await sendEvents('fr', [event], fetcher, 0)).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
