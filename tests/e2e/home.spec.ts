import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { MARKET_CASES, text } from './texts';
import { expectNoAxeViolations } from './axe';

/** A content file as marketing writes it, so the test checks what the home shows from it. */
const content = (collection: string, locale: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../content', collection, `${locale}.json`), 'utf8'));
const CONTROL = { name: 'halte_variations', value: 'autoDiscount:control', url: 'http://127.0.0.1' };

for (const { market, locale, language, tag } of MARKET_CASES) {
  test(`the ${market} home shows its content blocks in order, in its language`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ ...CONTROL, url: baseURL ?? CONTROL.url }]);
    await page.goto(`/${market}/`);
    const home = content('homepage', locale);
    const booking = home.content.booking;
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    await expect(page).toHaveTitle(home.seo.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(booking.jumbotron.title);
    // Blocks come in the file's order (the top results need the catalog: present when their searches find offers).
    const shown = await page.locator('[data-block]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block')));
    const expected = booking.blocks.map((block: { type: string }) => block.type).filter((type: string) => shown.includes(type));
    expect(shown).toEqual(expected);
    expect(shown).toEqual(expect.arrayContaining(['sellingPoints', 'banner', 'categories', 'boxes', 'gift']));
    const selling = booking.blocks.find((block: { type: string }) => block.type === 'sellingPoints');
    await expect(page.getByRole('heading', { level: 2, name: selling.title })).toBeVisible();
    const banners = content('announcementBanners', locale).banners;
    await expect(page.getByRole('complementary', { name: text(language, 'home', 'announcement.label') })).toContainText(banners[1].content);
    await expect(
      page.getByRole('navigation', { name: text(language, 'home', 'flowTabs.label') }).getByRole('link', { name: text(language, 'home', 'flowTabs.booking') }),
    ).toHaveAttribute('aria-current', 'page');
  });
}

test('the gifting tab of the promo bar shows the gifting content', async ({ page }) => {
  await page.goto('/it/');
  await page
    .getByRole('navigation', { name: text('it', 'home', 'flowTabs.label') })
    .getByRole('link', { name: text('it', 'home', 'flowTabs.gifting') })
    .click();
  await expect(page).toHaveURL(/\/it\/\?flow=gifting$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content('homepage', 'it_IT').content.gifting.jumbotron.title);
  await expect(page.locator('[data-block]').first()).toHaveAttribute('data-block', 'gift');
});

test('top results link to offers with the landing search (3 per column at most)', async ({ page }) => {
  await page.goto('/fr/');
  const block = page.locator('[data-block="topResults"]');
  await expect(block.getByRole('heading', { level: 2 })).toHaveText(content('homepage', 'fr_FR').content.booking.blocks[2].title);
  const firstColumn = block.locator('.top-results__column').first();
  const cards = firstColumn.getByRole('listitem');
  expect(await cards.count()).toBeLessThanOrEqual(3);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/fr\/sejour\/\d+/);
});

test('booking visitors of the discount variation see the forced 10 % campaign banner', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'halte_variations', value: 'autoDiscount:discount', url: baseURL ?? CONTROL.url }]);
  await page.goto('/es/');
  const banner = page.getByRole('complementary', { name: text('es', 'home', 'announcement.label') });
  await expect(banner).toContainText('10 %');
  await expect(banner).toHaveAttribute('data-variant', 'discountCampaign');
  // Gifting visitors keep the ordinary gifting banner.
  await page.goto('/es/?flow=gifting');
  await expect(page.getByRole('complementary', { name: text('es', 'home', 'announcement.label') })).toHaveAttribute('data-variant', 'default');
});

test('an edited content file changes the home (fixture tests/fixtures/content/edited)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'halte_content_fixture', value: 'edited', url: baseURL ?? CONTROL.url }]);
  await page.goto('/fr/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Édition de test : le week-end commence ici');
  await expect(page.locator('[data-block]')).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 2, name: 'Trois raisons de partir (fixture)' })).toBeVisible();
  // The fixture switches the footer's legal part off and keeps its contact part.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: text('fr', 'common', 'footer.legal') })).toHaveCount(0);
  await expect(footer.getByRole('heading', { name: text('fr', 'common', 'footer.help') })).toBeVisible();
  // Other markets keep their own files.
  await page.goto('/be-fr/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content('homepage', 'fr_BE').content.booking.jumbotron.title);
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: text('fr', 'common', 'footer.legal') })).toBeVisible();
});

test('the campaign countdown ticks each second and stops at zero', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'halte_content_fixture', value: 'edited', url: baseURL ?? CONTROL.url }]);
  // A minute before the fixture campaign's end (2036-01-01T00:00:00Z), then held five seconds before it.
  await page.clock.install({ time: new Date('2035-12-31T23:59:00Z') });
  await page.goto('/fr/');
  await page.clock.pauseAt(new Date('2035-12-31T23:59:55Z'));
  const countdown = page.locator('[data-campaign="countdown-test"] [data-countdown]');
  const seconds = countdown.locator('[data-part="seconds"]');
  await expect(countdown).toBeVisible();
  await expect(seconds).toHaveText('05');
  await expect(countdown.locator('[data-part="days"]')).toHaveText('0');
  await page.clock.runFor(2000);
  await expect(seconds).toHaveText('03');
  await page.clock.runFor(10_000);
  await expect(seconds).toHaveText('00');
  await page.clock.runFor(5000);
  await expect(seconds).toHaveText('00');
  await expect(countdown.locator('[data-part="minutes"]')).toHaveText('00');
  // The date it ends is given to screen readers once, in words.
  await expect(page.locator('[data-campaign="countdown-test"]')).toContainText('2036');
});

test('the home has no axe violations, and banners do not shift the layout', async ({ page }) => {
  await page.goto('/nl/', { waitUntil: 'networkidle' });
  await expectNoAxeViolations(page);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );
  expect(shift).toBeLessThanOrEqual(0.05);
});
