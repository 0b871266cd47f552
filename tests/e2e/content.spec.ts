import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './search-helpers';
import { text } from './texts';
import { describeAxeOverTemplates } from './axe';

const content = (collection: string, file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../content', collection, `${file}.json`), 'utf8'));

test('an indexed static page has its templated title, canonical and index robots', async ({ page, baseURL }) => {
  await page.goto('/es/info/condiciones-generales-de-venta');
  await expect(page).toHaveTitle('Condiciones generales de venta | Halte');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Condiciones generales de venta');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/es/info/condiciones-generales-de-venta`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
  await expect(page.getByRole('heading', { level: 2, name: 'Modificación y cancelación' })).toBeVisible();
});

test('a static page without the index flag is noindex, and unknown or other-locale ids are 404', async ({ page }) => {
  await page.goto('/be-nl/info/cookies');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  expect((await page.goto('/it/info/cookies'))?.status()).toBe(404);
  expect((await page.goto('/fr/info/hazte-socio'))?.status()).toBe(404);
});

test('the ideas page shows sections, See more and the regions', async ({ page }) => {
  const ideas = content('ideas', 'fr_FR');
  await page.goto('/fr/idees');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ideas.title);
  const section = page.getByRole('region', { name: ideas.sections[0].title });
  const hidden = ideas.sections[0].ideas[3].title;
  await expect(section.getByRole('link', { name: hidden })).toBeHidden();
  await section.getByText(text('fr', 'content', 'ideas.seeMore')).click();
  await expect(section.getByRole('link', { name: hidden })).toBeVisible();
  await expect(page.getByRole('region', { name: ideas.regions.title }).getByRole('link')).toHaveCount(ideas.regions.items.length);
});

test('a partner minisite is co-branded, in its locale, and its id travels with the offers and the search', async ({ page }) => {
  const minisite = content('minisites', '30');
  await page.goto(`/be-fr/partenaire/${minisite.minisiteUrl}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(minisite.title);
  await expect(page.getByText(`En partenariat avec ${minisite.partnerName}`)).toBeVisible();
  await expect(page.getByRole('img', { name: minisite.partnerName })).toBeVisible();
  await expect(page.getByRole('heading', { name: minisite.footer.title })).toBeVisible();
  const offers = page.getByRole('region', { name: text('fr', 'content', 'minisite.results') }).getByRole('link');
  await expect(offers.first()).toHaveAttribute('href', /\?minisite=30#/);
  // Searching from the minisite carries its id to the search page.
  await waitForHydration(page);
  await page.getByRole('radio', { name: text('fr', 'search', 'flow.gifting') }).click();
  await page.getByRole('button', { name: text('fr', 'searchbox', 'actions.search') }).click();
  await expect(page).toHaveURL(/\/be-fr\/recherche\?flow=gifting&from=home&minisite=30#/);
  // The search page repeats the id in its own calls to the catalog (here after a change of criteria).
  await waitForHydration(page);
  const offersCall = page.waitForRequest((request) => request.url().endsWith('/api/offers.json') && request.method() === 'POST');
  await page.evaluate(() => {
    window.location.hash = `${window.location.hash}&stars=4`;
  });
  expect((await offersCall).postDataJSON()).toMatchObject({ minisite: '30' });
});

test('a minisite answers only in the market of its locale', async ({ page }) => {
  expect((await page.goto('/fr/partenaire/club-liberte'))?.status()).toBe(404);
  expect((await page.goto('/be-nl/partner/personeelsclub'))?.status()).toBe(200);
});

test('the CMS and content calls answer JSON per locale and 400 on a bad locale', async ({ request }) => {
  for (const path of [
    '/api/cms/homepage',
    '/api/cms/promoBars',
    '/api/cms/box-block-serp',
    '/api/cms/announcementBanner',
    '/api/content/giftBlock',
    '/api/content/targetedBanner.json',
  ]) {
    const ok = await request.get(`${path}?locale=nl_BE`);
    expect(ok.status(), path).toBe(200);
    expect(ok.headers()['content-type']).toContain('application/json');
    const bad = await request.get(`${path}?locale=en_GB`);
    expect(bad.status(), path).toBe(400);
    expect((await bad.json()).error).toContain('locale');
  }
  const selected = await (await request.get('/api/content/targetedBanner.json?locale=fr_FR&page=search&isLessThanTwoHours=true')).json();
  expect(selected.banner.id).toBe('search-near');
  expect((await (await request.get('/api/cms/homepage?locale=it_IT')).json()).seo.title).toBe(content('homepage', 'it_IT').seo.title);
});

const TEMPLATES = { 'static page': '/fr/info/protection-des-donnees', ideas: '/es/ideas', minisite: '/fr/partenaire/mutuelle-horizon' };
describeAxeOverTemplates(TEMPLATES);

test('a Dutch minisite writes every price in the nl-BE format, its footer too', async ({ page }) => {
  const minisite = content('minisites', '14');
  await page.goto(`/be-nl/partner/${minisite.minisiteUrl}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: minisite.footer.title })).toBeVisible();
  const body = (await main.innerText()).replace(/[\u00a0\u202f]/g, ' ');
  // nl-BE puts the sign first ('€ 108'); no amount may end with the sign, nor keep a token of the content file.
  expect(body).toContain('€ 108');
  expect(body).not.toMatch(/\d €/);
  expect(body).not.toContain('{{money');
  expect((body.match(/€ \d/g) ?? []).length).toBeGreaterThan(2);
});
