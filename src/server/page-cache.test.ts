import { describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  clearRenderedCaches,
  FRESH_ZSTD_AVAILABLE,
  createFragmentCache,
  createPageCache,
  fragmentCache,
  getEncodedBody,
  getFreshEncodedBody,
  getGzipBody,
  getPageCacheKey,
  isCacheableRequest,
  isCacheableResponse,
  pageCache,
  PUBLIC_PAGE_CACHE_CONTROL,
} from './page-cache';

const page = (body = '<p>hi</p>') => ({
  status: 200,
  body: new TextEncoder().encode(body),
  headers: [['content-type', 'text/html']] as Array<[string, string]>,
});
const html = (headers: Record<string, string>, status = 200) =>
  new Response('<p>x</p>', { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

describe('page cache rules', () => {
  it('serves only GET and HEAD without a session cookie', () => {
    expect(isCacheableRequest('GET', null)).toBe(true);
    expect(isCacheableRequest('HEAD', 'lastLanguage=fr_FR; halte_vid=abc12345')).toBe(true);
    expect(isCacheableRequest('POST', null)).toBe(false);
    expect(isCacheableRequest('GET', 'lastLanguage=fr_FR; __Host-halte_account=1')).toBe(false);
    expect(isCacheableRequest('GET', 'halte_gift=HALTE-SV-VALID')).toBe(false);
  });

  it('keeps only public 200 HTML pages that set no cookie', () => {
    expect(isCacheableResponse(html({ 'cache-control': PUBLIC_PAGE_CACHE_CONTROL }))).toBe(true);
    expect(isCacheableResponse(html({}))).toBe(false);
    expect(isCacheableResponse(html({ 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isCacheableResponse(html({ 'cache-control': PUBLIC_PAGE_CACHE_CONTROL }, 404))).toBe(false);
    expect(isCacheableResponse(html({ 'cache-control': PUBLIC_PAGE_CACHE_CONTROL, 'set-cookie': 'a=b' }))).toBe(false);
    expect(isCacheableResponse(new Response('{}', { headers: { 'content-type': 'application/json', 'cache-control': 'public' } }))).toBe(false);
  });

  it('keys pages by host, address and variations, whatever the order of the variations', () => {
    const url = new URL('http://h/fr/recherche?page=2');
    expect(getPageCacheKey('h', url, { b: '1', a: '2' })).toBe(getPageCacheKey('h', url, { a: '2', b: '1' }));
    expect(getPageCacheKey('h', url, { a: '1' })).not.toBe(getPageCacheKey('h', url, { a: '2' }));
    expect(getPageCacheKey('h', url, {})).not.toBe(getPageCacheKey('other', url, {}));
    expect(getPageCacheKey('h', url, {})).not.toBe(getPageCacheKey('h', new URL('http://h/fr/recherche?page=3'), {}));
  });
});

describe('createPageCache', () => {
  it('stores and clears pages, and drops a page rendered across a clear', () => {
    const cache = createPageCache();
    cache.set('a', page(), cache.generation);
    expect(Buffer.from(cache.get('a')!.body).toString()).toBe('<p>hi</p>');
    const renderedIn = cache.generation;
    cache.clear();
    cache.set('b', page(), renderedIn);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('stays within its memory bound, dropping the least recently used pages', () => {
    const cache = createPageCache({ maxBytes: 10_000 });
    for (let i = 0; i < 50; i += 1) cache.set(`k${i}`, page('x'.repeat(1000)), cache.generation);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get('k49')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
  });

  it('forgets pages after their time', () => {
    // lru-cache reads a start time of 0 as 'no expiry': the clock starts later.
    let clock = 10_000;
    const cache = createPageCache({ ttlMs: 1000, now: () => clock });
    cache.set('a', page(), cache.generation);
    clock = 10_900;
    expect(cache.get('a')).toBeDefined();
    clock = 11_500;
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('createFragmentCache', () => {
  it('keeps HTML within its memory bound and drops a fragment rendered across a clear', () => {
    const cache = createFragmentCache({ maxBytes: 10_000 });
    const renderedIn = cache.generation;
    cache.set('menu|fr', '<nav>fr</nav>', renderedIn);
    expect(cache.get('menu|fr')).toBe('<nav>fr</nav>');
    for (let i = 0; i < 50; i += 1) cache.set(`k${i}`, 'x'.repeat(1000), cache.generation);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get('menu|fr')).toBeUndefined();
    cache.clear();
    cache.set('late', '<nav></nav>', renderedIn);
    expect(cache.get('late')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('is cleared with the page cache by a catalog or content change', () => {
    pageCache.set('page', page(), pageCache.generation);
    fragmentCache.set('footer|fr', '<footer></footer>', fragmentCache.generation);
    clearRenderedCaches();
    expect(pageCache.get('page')).toBeUndefined();
    expect(fragmentCache.get('footer|fr')).toBeUndefined();
  });
});

describe('compressed hits', () => {
  it('compresses a page once and reads Accept-Encoding', async () => {
    const { gunzipSync } = await import('node:zlib');
    const cached = page('<p>' + 'x'.repeat(5000) + '</p>');
    const first = getGzipBody(cached);
    expect(getGzipBody(cached)).toBe(first);
    expect(gunzipSync(first).toString()).toBe(Buffer.from(cached.body).toString());
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });

  it('prefers brotli when the request takes it, made once per page', async () => {
    const { brotliDecompressSync } = await import('node:zlib');
    const cached = page('<p>' + 'y'.repeat(5000) + '</p>');
    const brotli = getEncodedBody(cached, 'gzip, deflate, br');
    expect(brotli?.encoding).toBe('br');
    expect(brotliDecompressSync(brotli!.body).toString()).toBe(Buffer.from(cached.body).toString());
    expect(getEncodedBody(cached, 'br')?.body).toBe(brotli?.body);
    expect(getEncodedBody(cached, 'br;q=0, gzip')?.encoding).toBe('gzip');
    expect(getEncodedBody(cached, 'identity')).toBeNull();
    expect(getEncodedBody(cached, null)).toBeNull();
  });

  it.skipIf(FRESH_ZSTD_AVAILABLE)("leaves a page rendered now to the server's compression on a Node without zstd", () => {
    expect(getFreshEncodedBody(page('<p>' + 'z'.repeat(5000) + '</p>').body, 'gzip, deflate, br, zstd')).toBeNull();
  });

  it.runIf(FRESH_ZSTD_AVAILABLE)('sends a page rendered now in zstd when the request takes it, as it is otherwise', async () => {
    const { zstdDecompressSync } = await import('node:zlib');
    const body = page('<p>' + 'z'.repeat(5000) + ' € – ’</p>').body;
    const zstd = getFreshEncodedBody(body, 'gzip, deflate, br, zstd');
    expect(zstd?.encoding).toBe('zstd');
    expect(zstdDecompressSync(zstd!.body).toString()).toBe(Buffer.from(body).toString());
    expect(zstd!.body.byteLength).toBeLessThan(body.byteLength / 10);
    // Brotli and gzip of a fresh page are left to the server's streamed compression.
    expect(getFreshEncodedBody(body, 'gzip, deflate, br')).toBeNull();
    expect(getFreshEncodedBody(body, 'zstd;q=0, br')).toBeNull();
    expect(getFreshEncodedBody(body, null)).toBeNull();
    // A few bytes are not worth a frame.
    expect(getFreshEncodedBody(page('<p>short</p>').body, 'zstd')).toBeNull();
  });
});
