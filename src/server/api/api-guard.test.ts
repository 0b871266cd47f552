import { describe, expect, it } from 'vitest';
import { API_BODY_LIMIT, checkApiBody, ensureJsonAnswer, getRouteMethods } from './api-guard';

const post = (headers: Record<string, string>) => new Request('http://halte.test/api/offers.json', { method: 'POST', headers });

describe('checkApiBody', () => {
  it('lets JSON and form bodies within the limit through, and bodiless requests', () => {
    expect(checkApiBody(post({ 'Content-Type': 'application/json', 'Content-Length': '120' }))).toBeUndefined();
    expect(checkApiBody(post({ 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'Content-Length': '12' }))).toBeUndefined();
    expect(checkApiBody(post({ 'Content-Type': 'application/vnd.halte+json', 'Content-Length': '2' }))).toBeUndefined();
    expect(checkApiBody(post({ 'Content-Length': '0' }))).toBeUndefined();
    expect(checkApiBody(new Request('http://halte.test/api/health'))).toBeUndefined();
  });

  it('answers 413 JSON over the limit', async () => {
    const answer = checkApiBody(post({ 'Content-Type': 'application/json', 'Content-Length': String(API_BODY_LIMIT + 1) }));
    expect(answer?.status).toBe(413);
    expect(await answer?.json()).toMatchObject({ error: expect.any(String), details: [expect.any(Object)] });
  });

  it('answers 415 JSON for another media type, or none', async () => {
    for (const type of ['text/plain', 'application/xml', '']) {
      const answer = checkApiBody(post({ ...(type ? { 'Content-Type': type } : {}), 'Content-Length': '5' }));
      expect(answer?.status, type).toBe(415);
      expect(answer?.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describe('ensureJsonAnswer', () => {
  it('keeps JSON errors, adding the details a route left out, and successes', async () => {
    const json = await ensureJsonAnswer(Response.json({ error: 'x', priceChange: 1 }, { status: 409 }), 'GET', '/api/x');
    expect(json.status).toBe(409);
    expect(await json.json()).toEqual({ error: 'x', priceChange: 1, details: [] });
    const complete = await ensureJsonAnswer(Response.json({ error: 'y', details: [{ path: 'a' }] }, { status: 400 }), 'GET', '/api/x');
    expect(await complete.json()).toEqual({ error: 'y', details: [{ path: 'a' }] });
    const ok = new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } });
    expect(await ensureJsonAnswer(ok, 'GET', '/api/images/x')).toBe(ok);
  });

  it('turns an empty or HTML error into JSON, keeping Retry-After', async () => {
    const answer = await ensureJsonAnswer(
      new Response('<html>', { status: 503, headers: { 'Content-Type': 'text/html', 'Retry-After': '5' } }),
      'GET',
      '/[market]/[...slug]',
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ error: expect.any(String), details: [] });
  });

  it('answers 405 with Allow when the route has not the method', async () => {
    expect(await getRouteMethods('/api/health/live')).toEqual(['GET', 'HEAD']);
    const answer = await ensureJsonAnswer(new Response(null, { status: 404 }), 'DELETE', '/api/health/live');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});
