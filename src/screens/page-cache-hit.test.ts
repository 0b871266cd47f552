import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { getVisitorVariations } from '../server/features';
import { getPageCacheKey, pageCache, PUBLIC_PAGE_CACHE_CONTROL } from '../server/page-cache';
import { answerFromPageCache, type RawPageRequest } from './page-cache-hit';

const HOST = 'localhost:4321';
const VISITOR = 'visitor-0123456789';
const PATH = '/fr/sejour/12';
/** A variation of one experiment the visitor is not in: a tester's cookie forcing it gives another page. */
const OTHER_VARIATION = (['control', 'forced', 'suggested'] as const).find((variation) => variation !== getVisitorVariations(VISITOR, undefined).searchDates);
const HTML = '<!doctype html><html lang="fr"><title>Week-end</title><p>Été à Nîmes</p></html>';

function request(overrides: Partial<RawPageRequest> & { headers?: RawPageRequest['headers'] } = {}): RawPageRequest {
  return {
    method: 'GET',
    url: PATH,
    peer: '127.0.0.1',
    ...overrides,
    headers: { host: HOST, cookie: `halte_vid=${VISITOR}; lastLanguage=fr_FR`, ...overrides.headers },
  };
}

describe('answerFromPageCache (the server fast path of a page-cache hit, ADR 29)', () => {
  beforeEach(() => {
    pageCache.clear();
    const key = getPageCacheKey(HOST, new URL(`http://x${PATH}`), getVisitorVariations(VISITOR, undefined));
    pageCache.set(
      key,
      {
        status: 200,
        body: new TextEncoder().encode(HTML),
        headers: [
          ['content-type', 'text/html'],
          ['cache-control', PUBLIC_PAGE_CACHE_CONTROL],
          ['content-security-policy', "default-src 'self'"],
          ['etag', 'W/"abc"'],
        ],
      },
      pageCache.generation,
    );
  });

  it('answers a returning anonymous visitor with the stored page and the full path headers, each name once', () => {
    const answer = answerFromPageCache(request());
    expect(answer?.status).toBe(200);
    expect(Buffer.from(answer?.body as Uint8Array).toString()).toBe(HTML);
    expect(answer?.headers['x-page-cache']).toBe('hit');
    expect(answer?.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(answer?.headers['content-security-policy']).toBe("default-src 'self'");
    expect(answer?.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(answer?.headers['x-content-type-options']).toBe('nosniff');
    expect(answer?.headers['content-length']).toBe(String(Buffer.byteLength(HTML)));
    const names = Object.keys(answer?.headers ?? {});
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
  });

  it('sends brotli or gzip once compressed, a 304 for a known ETag, and no body to HEAD', () => {
    const brotli = answerFromPageCache(request({ headers: { 'accept-encoding': 'gzip, deflate, br' } }));
    expect(brotli?.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli?.body as Uint8Array).toString()).toBe(HTML);
    expect(brotli?.headers['content-length']).toBe(String((brotli?.body as Uint8Array).byteLength));
    expect(answerFromPageCache(request({ headers: { 'accept-encoding': 'gzip, deflate, br' } }))?.body).toBe(brotli?.body);
    const gzip = answerFromPageCache(request({ headers: { 'accept-encoding': 'br;q=0, gzip' } }));
    expect(gzip?.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip?.body as Uint8Array).toString()).toBe(HTML);
    expect(answerFromPageCache(request({ headers: { 'if-none-match': 'W/"abc"' } }))).toMatchObject({ status: 304, body: null });
    expect(answerFromPageCache(request({ method: 'HEAD' }))).toMatchObject({ status: 200, body: null });
  });

  it('declines whatever the full path must handle: cookies to set, sessions, other methods, other pages, misses', () => {
    const declined: RawPageRequest[] = [
      request({ headers: { cookie: '' } }),
      // First visit or another market's language: the full path sets a cookie, so the answer is private.
      request({ headers: { cookie: 'lastLanguage=fr_FR' } }),
      request({ headers: { cookie: `halte_vid=${VISITOR}` } }),
      request({ headers: { cookie: `halte_vid=${VISITOR}; lastLanguage=es_ES` } }),
      // A session of any kind (customer, care agent, gift).
      request({ headers: { cookie: `halte_vid=${VISITOR}; lastLanguage=fr_FR; halte_care=x` } }),
      request({ headers: { cookie: `halte_vid=${VISITOR}; lastLanguage=fr_FR; halte_gift=x` } }),
      request({ method: 'POST' }),
      // Another page, a non-public screen, another experiment variation, a malformed address.
      request({ url: '/fr/sejour/13' }),
      request({ url: '/fr/ma-reservation' }),
      request({ headers: { cookie: `halte_vid=${VISITOR}; lastLanguage=fr_FR; halte_variations=searchDates:${OTHER_VARIATION}` } }),
      request({ url: '//' }),
      // Another host, and forwarded headers from an untrusted peer (never believed).
      request({ headers: { host: 'halte.example' } }),
    ];
    for (const raw of declined) expect(answerFromPageCache(raw), JSON.stringify(raw)).toBeNull();
    expect(answerFromPageCache(request({ headers: { 'x-forwarded-host': 'evil.example' } }))?.status).toBe(200);
  });

  it('stops answering once the cache is cleared (a catalog or content change)', () => {
    expect(answerFromPageCache(request())).not.toBeNull();
    pageCache.clear();
    expect(answerFromPageCache(request())).toBeNull();
  });
});
