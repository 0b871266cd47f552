import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { RawPageAnswer, RawPageRequest } from '../screens/page-cache-hit';
import { answerFromPageCache } from './page-cache';

function nodeRequest(method: string, url: string, headers: Record<string, string>): IncomingMessage {
  return { method, url, headers, socket: { remoteAddress: '203.0.113.9' } } as unknown as IncomingMessage;
}

function nodeAnswer() {
  const written: { status?: number; headers?: Record<string, string>; body?: unknown; ended: boolean } = { ended: false };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      written.status = status;
      written.headers = headers;
    },
    end(body?: unknown) {
      written.body = body;
      written.ended = true;
    },
  } as unknown as ServerResponse;
  return { res, written };
}

function siteAnswering(answer: RawPageAnswer | null) {
  const asked: RawPageRequest[] = [];
  return { asked, site: { answerFromPageCache: (request: RawPageRequest) => (asked.push(request), answer) } };
}

const HIT: RawPageAnswer = { status: 200, headers: { 'X-Page-Cache': 'hit' }, body: 'page' };

describe('the page-cache hand-off', () => {
  it('writes the site’s answer as it is, with the request’s method, address, headers and peer', () => {
    const { site, asked } = siteAnswering(HIT);
    const { res, written } = nodeAnswer();
    expect(answerFromPageCache(site, nodeRequest('GET', '/fr/', { cookie: 'halte_vid=abcdefgh' }), res)).toBe(true);
    expect(asked).toEqual([{ method: 'GET', url: '/fr/', headers: { cookie: 'halte_vid=abcdefgh' }, peer: '203.0.113.9' }]);
    expect(written).toEqual({ status: 200, headers: { 'X-Page-Cache': 'hit' }, body: 'page', ended: true });
  });

  it('ends an answer without a body (HEAD, 304) with nothing', () => {
    const { site } = siteAnswering({ status: 304, headers: {}, body: null });
    const { res, written } = nodeAnswer();
    expect(answerFromPageCache(site, nodeRequest('HEAD', '/fr/', { cookie: 'a=b' }), res)).toBe(true);
    expect(written).toMatchObject({ status: 304, body: undefined, ended: true });
  });

  it('asks only for GET and HEAD of a visitor with cookies, outside /api, and writes nothing on a miss', () => {
    const { site, asked } = siteAnswering(HIT);
    for (const [method, url, headers] of [
      ['POST', '/fr/', { cookie: 'a=b' }],
      ['GET', '/fr/', {}],
      ['GET', '/api/health', { cookie: 'a=b' }],
    ] as const) {
      const { res, written } = nodeAnswer();
      expect(answerFromPageCache(site, nodeRequest(method, url, headers), res)).toBe(false);
      expect(written.ended).toBe(false);
    }
    expect(asked).toEqual([]);
    const miss = siteAnswering(null);
    const { res, written } = nodeAnswer();
    expect(answerFromPageCache(miss.site, nodeRequest('GET', '/fr/', { cookie: 'a=b' }), res)).toBe(false);
    expect(miss.asked).toHaveLength(1);
    expect(written.ended).toBe(false);
  });
});
