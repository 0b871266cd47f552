import { expect, test, type APIRequestContext } from '@playwright/test';
import { RENDER_BLOCKING_CSS_BUDGET_BYTES, measurePageCss } from '../../scripts/render-blocking-css.mjs';
import { openResultsMap, waitForHydration } from './search-helpers';

/** CSS per screen (ADR 34): each screen links its own styles only; the map's come with the map. */

/** The product and hotel pages of the catalog's first offer (the test catalog's ids are not the full one's). */
async function findOfferPaths(request: APIRequestContext, baseURL: string): Promise<{ product: string; hotel: string }> {
  const answer = await request.post('/api/offers.json', { headers: { origin: baseURL }, data: { locale: 'fr_FR', limit: 1, criteria: {} } });
  const [offer] = (await answer.json()).results as Array<{ uri: string; hotel: { uri: string } }>;
  return { product: new URL(offer!.uri, baseURL).pathname, hotel: new URL(offer!.hotel.uri, baseURL).pathname };
}

const TEMPLATES = ['/fr/', '/fr/recherche', 'product', 'hotel', '/fr/cadeau/utiliser', '/fr/contact', '/fr/account/signin'] as const;

for (const template of TEMPLATES) {
  test(`${template} has at most ${RENDER_BLOCKING_CSS_BUDGET_BYTES / 1024} KB of render-blocking CSS, and no map styles`, async ({ request, baseURL }) => {
    const base = baseURL ?? '';
    const path = template.startsWith('/') ? template : (await findOfferPaths(request, base))[template as 'product' | 'hotel'];
    const css = await measurePageCss(base, path);
    expect(css.status).toBe(200);
    expect(css.totalGzipBytes).toBeLessThanOrEqual(RENDER_BLOCKING_CSS_BUDGET_BYTES);
    expect(css.files.map((file) => file.href).join(' ')).not.toMatch(/leaflet|results-map|ResultsMap/);
  });
}

test('the screens do not share one style sheet of every screen', async ({ request, baseURL }) => {
  const base = baseURL ?? '';
  const contact = await measurePageCss(base, '/fr/contact');
  const product = await measurePageCss(base, (await findOfferPaths(request, base)).product);
  // The product's own sheet (gallery, booking panel…) is not on the contact page.
  const contactFiles = new Set(contact.files.map((file) => file.href));
  expect(product.files.some((file) => !contactFiles.has(file.href))).toBe(true);
  expect(contact.totalGzipBytes).toBeLessThan(product.totalGzipBytes);
});

test('opening the map brings its styles: Leaflet lays out the pins', async ({ page }) => {
  await page.goto('/fr/recherche/ville/138');
  await waitForHydration(page);
  await expect(page.locator('link[rel="stylesheet"][href*="leaflet"]')).toHaveCount(0);
  const { map } = await openResultsMap(page);
  await expect(map).toBeVisible();
  await expect(page.locator('link[rel="stylesheet"][href*="leaflet"]')).toHaveCount(1);
  // leaflet.css positions the map's panes; our sheet makes each pin a rounded price label.
  const pin = map.locator('.leaflet-marker-icon').first();
  await expect(pin).toBeVisible();
  await expect(pin).toHaveCSS('position', 'absolute');
  await expect(pin).not.toHaveCSS('border-radius', '0px');
});

test('what the first screen does not show brings its own styles after it: the reviews, the burger menu, the mega panel', async ({ page, request, baseURL }) => {
  const { product } = await findOfferPaths(request, baseURL ?? '');
  const css = await measurePageCss(baseURL ?? '', product);
  expect(css.files.map((file) => file.href).join(' ')).not.toMatch(/reviews-block|burger-menu|mega-menu-panel/);
  expect(css.inlineRawBytes).toBeLessThan(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(product);
  await expect(page.locator('body link[rel="stylesheet"][href*="reviews-block"]')).toHaveCount(1);
  const review = page.locator('section.reviews .reviews__item').first();
  await review.scrollIntoViewIfNeeded();
  await expect(review).not.toHaveCSS('border-radius', '0px');
  await page.locator('button.burger').click();
  await expect(page.locator('#burger-menu')).toBeVisible();
  await expect(page.locator('#burger-menu')).toHaveCSS('box-shadow', /rgba\(0, 0, 0/);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.keyboard.press('Escape');
  await page.locator('[data-mega-toggle]').click();
  const category = page.locator('.mega__category').first();
  await expect(category).toBeVisible();
  // The fetched panel's sheet is in the page before the panel shows: its categories are laid out, not plain buttons.
  await expect(category).toHaveCSS('display', 'flex');
  await expect(page.locator('link[rel="stylesheet"][href*="mega-menu-panel"]')).toHaveCount(1);
});
