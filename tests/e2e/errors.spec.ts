import { expect, test } from '@playwright/test';
import { text } from './texts';

test('an unknown page answers 404 with the spec texts, noindex, and reports the address', async ({ page }) => {
  const report = page.waitForRequest((request) => request.url().includes('/api/error?'));
  const response = await page.goto('/fr/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'errors', 'notFound.title'));
  await expect(page.getByText(text('fr', 'errors', 'notFound.text'))).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  const reported = new URL((await report).url());
  expect(reported.searchParams.get('uri')).toContain('/fr/cette-page-n-existe-pas');
  expect(reported.searchParams.get('locale')).toBe('fr_FR');

  await page.getByRole('link', { name: text('fr', 'errors', 'notFound.action') }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
});

test('a 404 outside any market speaks the last visited market', async ({ page }) => {
  await page.goto('/it/');
  const response = await page.goto('/nothing-here');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  await expect(page.getByRole('link', { name: text('it', 'errors', 'notFound.action') })).toHaveAttribute('href', '/it/');
});

test('a 404 inside a market speaks that market, whatever the browser language or the last market', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR', extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
  await context.addCookies([{ name: 'lastLanguage', value: 'fr_FR', url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
  const page = await context.newPage();
  for (const { path, lang, language, home } of [
    { path: '/es/no-existe', lang: 'es-ES', language: 'es', home: '/es/' },
    { path: '/it/non/esiste', lang: 'it-IT', language: 'it', home: '/it/' },
    { path: '/be-nl/bestaat-niet', lang: 'nl-BE', language: 'nl', home: '/be-nl/' },
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'errors', 'notFound.title'));
    await expect(page.getByRole('link', { name: text(language, 'errors', 'notFound.action') })).toHaveAttribute('href', home);
  }
  await context.close();
});

test('a 404 offers a way on: the help block with a search form and our selection of the moment', async ({ page }) => {
  await page.goto('/be-nl/bestaat-niet');
  const help = page.getByRole('region', { name: text('nl', 'errors', 'notFound.help') });
  await expect(help.getByRole('button', { name: text('nl', 'searchbox', 'actions.search') })).toBeVisible();
  const selection = page.getByRole('region', { name: text('nl', 'errors', 'notFound.selection') });
  expect(await selection.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  await expect(selection.getByRole('link').first()).toHaveAttribute('href', /^\/be-nl\//);
  // Without hotelId in the hash there is no 'Too late!' block.
  await expect(page.getByText(text('nl', 'errors', 'expired.title'))).toBeHidden();
});

test('a 404 with hotelId in the hash shows Too late! and the other offer of that hotel', async ({ page, request }) => {
  const hotel = (await (await request.get('/api/product/1/offers?locale=es_ES')).json()) as { rooms: { offers: { label: string; uri: string }[] }[] };
  const offer = hotel.rooms.flatMap((room) => room.offers)[0]!;
  await page.goto('/es/sejour-expire#hotelId=1');
  await expect(page.getByText(text('es', 'errors', 'expired.title'))).toBeVisible();
  const heading = text('es', 'errors', 'expired.otherOfferIn').replace('{{hotel}}', '');
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByRole('link', { name: offer.label })).toHaveAttribute('href', offer.uri);
});

test('an unknown market segment is a 404, not a page', async ({ page }) => {
  const response = await page.goto('/de/');
  expect(response?.status()).toBe(404);
});

test('a server error shows the crash page with status 500 and no stack trace', async ({ page }) => {
  const response = await page.goto('/nl/crash-test');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('nl', 'errors', 'crash.title'));
  const body = await page.locator('body').innerText();
  expect(body).not.toMatch(/Crash test|Error:|\bat .*\.mjs/);
  await page.getByRole('link', { name: text('nl', 'errors', 'crash.action') }).click();
  await expect(page).toHaveURL(/\/nl\/$/);
});
