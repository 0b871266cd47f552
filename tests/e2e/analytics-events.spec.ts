import { expect, test, type Page } from '@playwright/test';
import { COLLECT_RETRIES } from '../../src/features/analytics/analytics';
import { translate } from './search-helpers';

/** The spec's last data-layer events (§7), the native app's Back button (§2) and the browser error log (§7, §8). */

type LayerEntry = Record<string, unknown> & { event?: string };
const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as LayerEntry[]);
const entries = async (page: Page, name: string) => (await dataLayer(page)).filter((entry) => entry.event === name);

test('a page sends launchPage once, and each promotion in view once in view_promotion with its GA4 fields', async ({ page }) => {
  await page.goto('/be-nl/');
  await expect.poll(async () => (await entries(page, 'launchPage')).length).toBe(1);
  const [launch] = await entries(page, 'launchPage');
  expect(launch).toMatchObject({ page_type: 'home', point_of_sale: 'be', language: 'nl-BE', currency: 'EUR', flow: 'booking' });
  expect(String(launch?.page_location)).toMatch(/\/be-nl\/$/);

  await expect.poll(async () => (await entries(page, 'view_promotion')).length).toBeGreaterThan(0);
  const promotions = (await entries(page, 'view_promotion')).flatMap((entry) => entry.items as Record<string, string>[]);
  expect(promotions.map((item) => item.creative_name)).toContain('promo_bar');
  for (const item of promotions) {
    expect(item).toMatchObject({ promotion_id: expect.any(String), promotion_name: expect.any(String), creative_slot: 'home' });
  }
  // Each banner counts once: scrolling back up adds no second impression of it.
  const seen = promotions.length;
  const bar = page.locator('[data-promotion-creative="promo_bar"]');
  await page.mouse.wheel(0, 3000);
  await expect(bar).not.toBeInViewport();
  await page.mouse.wheel(0, -3000);
  // Half of a banner on screen counts as an impression: the bar is back as far as that.
  await expect(bar).toBeInViewport({ ratio: 0.5 });
  const again = (await entries(page, 'view_promotion')).flatMap((entry) => entry.items as Record<string, string>[]);
  expect(new Set(again.map((item) => item.promotion_id)).size).toBe(again.length);
  expect(again.length).toBeGreaterThanOrEqual(seen);
});

test('saving the personalisation of a box sends personalization_item with the box, never the text written', async ({ page }) => {
  const gift = (key: string) => translate('fr', 'gift', key);
  await page.goto('/fr/coffrets-cadeaux');
  await page.getByRole('main').getByRole('list').first().getByRole('link').first().click();
  const code = new URL(page.url()).pathname.split('/').pop();
  await page.getByRole('button', { name: gift('customisation.open') }).click();
  const drawer = page.getByRole('dialog', { name: gift('customisation.title') });
  await drawer.getByRole('textbox').first().fill('Mamie Jeanne');
  await drawer.getByRole('button', { name: gift('customisation.save') }).click();
  await expect.poll(async () => (await entries(page, 'personalization_item')).length).toBe(1);
  const [event] = await entries(page, 'personalization_item');
  expect(event).toMatchObject({ currency: 'EUR', value: expect.any(Number), personalization_from_name: true, personalization_message: false });
  expect(event?.items).toEqual([expect.objectContaining({ item_id: code, item_category: 'box', quantity: 1, price: event?.value })]);
  expect(JSON.stringify(event)).not.toContain('Jeanne');
});

test("in the app's web view the product page has a Back button; in a browser it has none", async ({ browser, request, baseURL }) => {
  const found = await request.post('/api/offers.json', {
    data: { locale: 'fr_FR', limit: 1, criteria: {} },
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  const [offer] = ((await found.json()) as { results: { id: number }[] }).results;
  const back = translate('fr', 'product', 'appBack');

  const browserPage = await browser.newPage();
  await browserPage.goto(`/fr/sejour/${offer?.id}`);
  await expect(browserPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(browserPage.getByRole('button', { name: back, exact: true })).toBeHidden();
  await browserPage.close();

  const app = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 15; wv) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 HalteApp/3.2.0',
  });
  const page = await app.newPage();
  await page.goto('/fr/');
  await page.goto(`/fr/sejour/${offer?.id}`);
  await page.getByRole('button', { name: back, exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
  await app.close();
});

test('a page error goes to the log call (level, 256 characters, location, locale); a failing analytics call does not', async ({ page }) => {
  const logs: Record<string, unknown>[] = [];
  await page.route('**/api/log', async (route) => {
    logs.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ status: 201, body: '{"id":1}', contentType: 'application/json' });
  });
  // Analytics is down: its errors are swallowed, never logged (spec §8). Each call's attempts are counted by its body.
  const analyticsAttempts = new Map<string, number>();
  await page.route('**/api/analytics/**', (route) => {
    const body = route.request().postData() ?? '';
    analyticsAttempts.set(body, (analyticsAttempts.get(body) ?? 0) + 1);
    return route.abort();
  });
  await page.goto('/it/');
  await expect.poll(async () => (await entries(page, 'launchPage')).length).toBe(1);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error(`Broken widget ${'x'.repeat(400)}`);
    });
  });
  await expect.poll(() => logs.length).toBe(1);
  expect(logs[0]).toMatchObject({ level: 'ERROR', location: 'application.client.error', locale: 'it_IT' });
  expect(String(logs[0]?.message)).toMatch(/^Error: Broken widget x+$/);
  expect(String(logs[0]?.message).length).toBe(256);
  // Every failing analytics call has made its last attempt and given up: nothing of it is left to log.
  await expect.poll(() => analyticsAttempts.size > 0 && [...analyticsAttempts.values()].every((attempts) => attempts === COLLECT_RETRIES + 1)).toBe(true);
  expect(logs).toHaveLength(1);
});
