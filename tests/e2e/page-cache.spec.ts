import { expect, test, type APIRequestContext } from '@playwright/test';

/** The page cache for anonymous visitors (ADR 29): public pages rendered once, private ones never kept. */
const VISITOR = { Cookie: 'halte_vid=page-cache-visitor-1; lastLanguage=fr_FR' };
// Other specs change the catalog at the same time (which clears the cache): a hit is awaited, not assumed at once.
const cacheState = async (request: APIRequestContext, path: string) => (await request.get(path, { headers: VISITOR })).headers()['x-page-cache'];

test('a public page is rendered once, then served from the cache with CDN headers', async ({ request }) => {
  const path = `/fr/?page-cache-test=${Date.now()}`;
  const first = await request.get(path, { headers: VISITOR });
  expect(first.status()).toBe(200);
  expect(first.headers()['x-page-cache']).toBe('miss');
  expect(first.headers()['cache-control']).toMatch(/public/);
  expect(first.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  expect(first.headers()['cache-control']).toMatch(/stale-while-revalidate=\d+/);
  await expect.poll(() => cacheState(request, path)).toBe('hit');
  const second = await request.get(path, { headers: VISITOR });
  expect(await second.text()).toBe(await first.text());
  // A hit is sent compressed once (brotli, which Playwright accepts like browsers), not compressed again per request.
  expect(second.headers()['content-encoding']).toBe('br');
  expect(second.headers().etag).toBe(first.headers().etag);
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  // The hit is answered before Astro (ADR 29) with the same headers as the rendered page.
  for (const name of [
    'cache-control',
    'content-type',
    'x-content-type-options',
    'cross-origin-resource-policy',
    'cross-origin-opener-policy',
    'referrer-policy',
    'permissions-policy',
    'strict-transport-security',
    'x-frame-options',
  ]) {
    expect(second.headers()[name], name).toBe(first.headers()[name]);
  }
  expect(second.headers()['set-cookie']).toBeUndefined();
  // The cached page still answers a revalidation with 304.
  const revalidated = await request.get(path, { headers: { ...VISITOR, 'If-None-Match': first.headers().etag ?? '' } });
  expect(revalidated.status()).toBe(304);
});

test('a shared cache never keeps a page that sets a cookie, and keys public pages on cookies', async ({ request }) => {
  const path = `/fr/?page-cache-cookies=${Date.now()}`;
  // A first visit gets its visitor id and language: private, so a CDN cannot hand them to someone else.
  const first = await request.get(path, { headers: { Cookie: '' } });
  expect(first.headers()['set-cookie']).toMatch(/halte_vid=/);
  expect(first.headers()['cache-control']).toMatch(/private/);
  expect(first.headers()['cache-control']).not.toMatch(/public|s-maxage/);
  // A returning visitor's page sets nothing and is public, varying on the cookies that pick its experiment variations.
  const returning = await request.get(path, { headers: VISITOR });
  expect(returning.headers()['set-cookie']).toBeUndefined();
  expect(returning.headers()['cache-control']).toMatch(/public/);
  expect(returning.headers().vary).toMatch(/Cookie/);
  // A visitor who changes market gets the new language cookie, privately.
  const otherMarket = await request.get('/es/', { headers: VISITOR });
  expect(otherMarket.headers()['set-cookie']).toMatch(/lastLanguage=es_ES/);
  expect(otherMarket.headers()['cache-control']).toMatch(/private/);
});

test('pages with a session, a form token or a cart are never kept', async ({ request }) => {
  const signIn = await request.get('/fr/account/signin', { headers: VISITOR });
  expect(signIn.headers()['cache-control']).toMatch(/no-store/);
  const again = await request.get('/fr/account/signin', { headers: VISITOR });
  expect(again.headers()['x-page-cache']).not.toBe('hit');
  // Any cookie of a session (here a gift login's) skips the cache.
  const withSession = await request.get('/fr/', { headers: { Cookie: 'halte_vid=page-cache-visitor-1; halte_gift=HALTE-SV-VALID' } });
  expect(withSession.headers()['x-page-cache']).toBeUndefined();
});

test('a catalog change clears the page cache', async ({ request, baseURL }) => {
  const origin = { Origin: baseURL ?? '' };
  const found = await (await request.post('/api/offers.json', { data: { locale: 'fr_FR', criteria: {} }, headers: origin })).json();
  const id = found.results[0].id as number;
  const path = `/fr/sejour/${id}`;
  await request.get(path, { headers: VISITOR });
  await expect.poll(() => cacheState(request, path)).toBe('hit');
  const changed = await (await request.post('/api/test/reprice', { data: { packageId: id, percent: 0 }, headers: origin })).json();
  expect(changed.basePrice).toBeGreaterThan(0);
  expect((await request.get(path, { headers: VISITOR })).headers()['x-page-cache']).toBe('miss');
});

test('menus and footer kept as fragments are the ones of each page, with or without the page cache', async ({ request }) => {
  // A cookie the page cache does not know: every page is rendered, its menus and footer come from the fragment cache.
  const uncached = { Cookie: 'halte_fragment_test=1' };
  const pages = [
    { path: '/fr/recherche', other: '/es/busqueda' },
    { path: '/fr/giftcard/customization', other: '/es/giftcard/customization' },
  ];
  for (const { path } of pages) {
    for (let round = 0; round < 2; round += 1) {
      const response = await request.get(path, { headers: uncached });
      expect(response.headers()['x-page-cache']).toBeUndefined();
      const html = await response.text();
      // The burger menu's sites link to this very page in the other markets.
      expect(html).toContain(`href="${pages.find((page) => page.path === path)!.other}"`);
      expect(html).toContain('class="site-footer"');
      expect(html).toContain('data-mega-menu');
    }
  }
  // A page served from the page cache carries the same fragments as a rendered one.
  const rendered = await (await request.get('/fr/recherche', { headers: uncached })).text();
  const visitor = { Cookie: 'halte_vid=page-cache-fragments-1; lastLanguage=fr_FR' };
  await request.get('/fr/recherche', { headers: visitor });
  const kept = await (await request.get('/fr/recherche', { headers: visitor })).text();
  const footer = (html: string) => html.slice(html.indexOf('<footer class="site-footer"'), html.indexOf('</footer>'));
  expect(footer(kept)).toBe(footer(rendered));
});

test('a page rendered for one visitor is sent in zstd to a browser that takes it: the same page as sent plain', async ({ baseURL }) => {
  const { get } = await import('node:http');
  const { zstdDecompressSync } = await import('node:zlib');
  // An unknown cookie skips the cache: each answer is rendered for its request.
  const fetchRaw = (acceptEncoding: string, path = '/fr/') =>
    new Promise<{ status?: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const request = get(
        new URL(path, baseURL),
        { headers: { 'Accept-Encoding': acceptEncoding, Cookie: 'halte_vid=page-cache-visitor-1; lastLanguage=fr_FR; other=1' } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
        },
      );
      request.on('error', reject);
    });
  const zstd = await fetchRaw('gzip, deflate, br, zstd');
  const plain = await fetchRaw('identity');
  expect(zstd.headers['x-page-cache']).toBeUndefined();
  expect(zstd.headers['content-encoding']).toBe('zstd');
  expect(zstd.headers.vary).toMatch(/Accept-Encoding/);
  // The length is the compressed body's, never the rendered page's.
  expect(zstd.headers['content-length'] ?? String(zstd.body.byteLength)).toBe(String(zstd.body.byteLength));
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(zstdDecompressSync(zstd.body).toString()).toBe(plain.body.toString());
  expect(zstd.headers.etag).toBe(plain.headers.etag);
  // An unknown address shows the 404 page through a rewrite, which runs the middleware twice: compressed once.
  const notFound = await fetchRaw('gzip, deflate, br, zstd', '/fr/page-cache-no-such-page');
  expect(notFound.status).toBe(404);
  expect(notFound.headers['content-encoding']).toBe('zstd');
  expect(zstdDecompressSync(notFound.body).toString()).toMatch(/^<!DOCTYPE html><html lang="fr-FR">/);
});
