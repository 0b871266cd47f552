import { expect, test } from '@playwright/test';
import { mainResults, translate, waitForHydration } from './search-helpers';
import { text } from './texts';

/** Keyword paths (spec §2 search URL keywords): pages for search engines, rendered on the server. */

/** The text of server HTML as a reader gets it: tags gone, the entities React and Astro write decoded. */
function readableText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('a city keyword path has its heading, count and result titles in the HTML before any script', async ({ request, page }) => {
  const response = await request.get('/fr/recherche/ville/138');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const served = readableText(html);
  const heading = translate('fr', 'search', 'heading.staysIn', { place: 'Deauville' });
  expect(served).toContain(heading);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/fr\/recherche\/ville\/138"/);
  expect(html).toContain('<meta name="robots" content="index,follow"');

  // What a visitor sees once the page has run its scripts was already in the HTML.
  await page.goto('/fr/recherche/ville/138');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const titles = await mainResults(page).getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(served).toContain(translate('fr', 'search', 'results.count', { count: titles.length }));
  for (const title of titles) expect(served).toContain(title);
});

test('an idea keyword path names its theme and region', async ({ request }) => {
  const response = await request.get('/fr/recherche/idee/26-149');
  expect(response.status()).toBe(200);
  const served = readableText(await response.text());
  expect(served).toContain(translate('fr', 'search', 'heading.themeIn', { theme: text('fr', 'search', 'themes.wellness'), place: 'Nouvelle-Aquitaine' }));
});

test('keyword paths exist in the other markets with their own words', async ({ request }) => {
  for (const [path, language] of [
    ['/es/busqueda/ciudad/138', 'es'],
    ['/be-nl/zoeken/stad/138', 'nl'],
    ['/be-fr/recherche/ville/138', 'fr'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(readableText(await response.text())).toContain(translate(language, 'search', 'heading.staysIn', { place: 'Deauville' }));
  }
});

test('a city keyword path naming no known city is a 404', async ({ page }) => {
  for (const path of ['/fr/recherche/ville/999999', '/fr/recherche/ville/paris']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'errors', 'notFound.title'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  }
});

// Like an unknown city, an unknown theme or region must not give an indexable page.
test('an idea keyword path naming no known theme or region is a 404', async ({ request }) => {
  for (const path of ['/fr/recherche/idee/999-149', '/fr/recherche/idee/26-999999']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});
