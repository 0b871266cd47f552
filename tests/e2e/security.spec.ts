import { expect, test } from '@playwright/test';

const PAGES = ['/fr/', '/be/', '/', '/es/missing-page'];

test('pages carry the security headers', async ({ playwright, baseURL }) => {
  for (const path of PAGES) {
    // A fresh context per page: no lastLanguage cookie, so / shows the chooser instead of redirecting.
    const request = await playwright.request.newContext({ baseURL });
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toContain("'self'");
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    await request.dispose();
  }
});

test('pages run without Content-Security-Policy violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of [...PAGES, '/be-fr/']) await page.goto(path, { waitUntil: 'networkidle' });
  expect(violations).toEqual([]);
});

test('a POST from another site is refused, one from the site is not', async ({ request, baseURL }) => {
  const foreign = await request.post('/api/error', { headers: { Origin: 'https://evil.example' }, data: {} });
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).error).toMatch(/Halte/);

  const own = await request.post('/api/error', { headers: { Origin: new URL(baseURL ?? '').origin }, data: {} });
  expect(own.status()).not.toBe(403);
});

test('unchanged pages are revalidated with an ETag', async ({ request }) => {
  const first = await request.get('/it/');
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  const second = await request.get('/it/', { headers: { 'If-None-Match': etag ?? '' } });
  expect(second.status()).toBe(304);
});

test('a page with a ticking countdown keeps its ETag from one second to the next', async ({ request, baseURL }) => {
  // The edited content fixture has a campaign with a countdown on the French home.
  const headers = { Cookie: 'halte_content_fixture=edited; halte_vid=etag-test-visitor' };
  const first = await request.get('/fr/', { headers });
  expect(await first.text()).toContain('data-countdown');
  // The server shares this clock: once its second has passed, the countdown has ticked.
  const second = () => Math.floor(Date.now() / 1000);
  const answered = second();
  await expect.poll(second, { intervals: [50] }).toBeGreaterThan(answered);
  const next = await request.get(`${baseURL}/fr/`, { headers });
  expect(next.headers().etag).toBe(first.headers().etag);
});
