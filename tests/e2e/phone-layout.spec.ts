import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MARKETS, MARKET_KEYS, type MarketKey } from '../../src/i18n/markets';
import { buildPath } from '../../src/i18n/routes';
import { translate, waitForHydration } from './search-helpers';

/**
 * no page of any market is wider than a phone. At 360, 390 and 414 px every template of the
 * six markets lays out within the viewport (no sideways scroll), the burger can be clicked, and so can the
 * product page's bars that stick to the bottom of the screen.
 */

const WIDTHS = [360, 390, 414];

interface MarketIds {
  product: number;
  giftable: number;
  hotel: number;
  activity: number;
  box: { slug: string; code: string };
}

async function findIds(request: APIRequestContext, origin: string, market: MarketKey): Promise<MarketIds> {
  const { locale } = MARKETS[market];
  const offers = (await (await request.post('/api/offers.json', { data: { locale, limit: 30, criteria: {} }, headers: { Origin: origin } })).json()) as {
    results: { id: number; hotel: { id: number } }[];
  };
  const first = offers.results[0];
  if (!first) throw new Error(`No offer in ${market}`);
  let giftable = first.id;
  for (const { id } of offers.results) {
    const detail = (await (await request.get(`/api/weekend/${id}/detail.json?locale=${locale}`)).json()) as { isGiftable: boolean; itemCategory: string };
    if (detail.isGiftable && detail.itemCategory === 'weekend') {
      giftable = id;
      break;
    }
  }
  const activities = (await (await request.post('/api/search/activity-only.json', { data: { locale }, headers: { Origin: origin } })).json()) as {
    exactMatch: { activityOnlyPackages: { id: number }[] };
  };
  const boxes = (await (await request.get(`/api/boxes/search?locale=${locale}`)).json()) as { code: string; slug: string }[];
  const [box] = boxes;
  const [activity] = activities.exactMatch.activityOnlyPackages;
  if (!box || !activity) throw new Error(`No box or activity in ${market}`);
  return { product: first.id, giftable, hotel: first.hotel.id, activity: activity.id, box: { slug: box.slug, code: box.code } };
}

/** Every page template a visitor reaches in a market, by the route table. */
function templates(market: MarketKey, ids: MarketIds): Record<string, string> {
  const { language, locale } = MARKETS[market];
  const staticPage = readdirSync(`content/pages/${language}`)[0]?.replace(/\.md$/, '') ?? '';
  const minisite = readdirSync('content/minisites')
    .map((file) => JSON.parse(readFileSync(`content/minisites/${file}`, 'utf8')) as { minisiteUrl: string; minisiteLocale: string })
    .find((entry) => entry.minisiteLocale === locale);
  const path = (name: Parameters<typeof buildPath>[1], params?: Parameters<typeof buildPath>[2]) => buildPath(market, name, params);
  return {
    home: path('home'),
    search: path('search'),
    'search (gifting)': `${path('search')}?flow=gifting`,
    'activity search': path('activitySearch'),
    product: path('product', { id: ids.product }),
    'product (gift side)': `${path('product', { id: ids.giftable })}?flow=gifting`,
    hotel: path('hotel', { id: ids.hotel }),
    activity: path('activity', { id: ids.activity }),
    'activity checkout': path('activityCheckout', { id: ids.activity }),
    'box list': path('boxes'),
    box: path('box', ids.box),
    'gift checkout': `${path('giftCheckout')}?type=BOX&code=${ids.box.code}&giftFormat=digital`,
    'gift card': path('giftCard'),
    'gift login': path('giftLogin'),
    ideas: path('ideas'),
    contact: path('contact'),
    'booking lookup': path('bookingLookup'),
    'sign in': path('accountSignIn'),
    'sign up': path('accountSignUp'),
    'password reset': path('accountPasswordReset'),
    'static page': path('page', { id: staticPage }),
    ...(minisite ? { minisite: path('minisite', { slug: minisite.minisiteUrl }) } : {}),
    'not found': `/${market}/no-such-page`,
  };
}

async function measureWidth(page: Page): Promise<{ scrollWidth: number; viewport: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }));
}

/** True when a click at the middle of the element lands on it (inside the viewport, nothing drawn over it). */
async function isClickable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.width === 0 || x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  });
}

for (const market of MARKET_KEYS) {
  test(`every template of ${market} fits 360, 390 and 414 px and keeps its burger clickable`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const ids = await findIds(request, new URL(baseURL ?? '').origin, market);
    const burgerName = translate(MARKETS[market].language, 'common', 'a11y.openMenu');
    const overflowing: string[] = [];
    const unclickable: string[] = [];
    for (const [template, path] of Object.entries(templates(market, ids))) {
      await page.setViewportSize({ width: WIDTHS[0] ?? 360, height: 800 });
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, viewport } = await measureWidth(page);
        if (scrollWidth !== viewport) overflowing.push(`${template} (${path}) at ${width}px: ${scrollWidth}px`);
        const burger = page.getByRole('button', { name: burgerName, exact: true });
        if ((await burger.count()) > 0 && !(await isClickable(burger))) unclickable.push(`${template} at ${width}px`);
      }
    }
    expect(overflowing).toEqual([]);
    expect(unclickable).toEqual([]);
  });
}

for (const market of ['be-nl', 'be-fr', 'fr'] as const) {
  test(`the product page's bottom bars of ${market} stay clickable on phones, on both sides`, async ({ page, request, baseURL }) => {
    const ids = await findIds(request, new URL(baseURL ?? '').origin, market);
    const { language } = MARKETS[market];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${buildPath(market, 'product', { id: ids.giftable })}?flow=gifting`);
      // The bar's button works once the gift side's island runs.
      await waitForHydration(page);
      const giftAction = page.getByRole('button', { name: translate(language, 'gifting', 'panel.title'), exact: true });
      await expect(giftAction).toBeVisible();
      // The bar's button is the one that stays in view while the page scrolls under it.
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => isClickable(giftAction), { message: `gift bar at ${width}px` }).toBe(true);
      await giftAction.click();
      await expect(page.getByRole('heading', { name: translate(language, 'gifting', 'panel.title'), level: 2 })).toBeFocused();

      await page.goto(buildPath(market, 'product', { id: ids.product }));
      const bookAction = page.getByRole('button', { name: translate(language, 'booking', 'actions.open'), exact: true }).last();
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => isClickable(bookAction), { message: `booking bar at ${width}px` }).toBe(true);
    }
  });
}

test('the signed-in account pages and the invoice fit 360, 390 and 414 px', async ({ page }) => {
  await page.goto('/be-nl/account/signin');
  await page.getByLabel(translate('nl', 'account', 'fields.email')).fill('camille.martin@example.com');
  await page.getByLabel(translate('nl', 'account', 'fields.password'), { exact: true }).fill('Halte-Demo-2026');
  await page.getByRole('button', { name: translate('nl', 'account', 'signIn.submit') }).click();
  await expect(page.getByRole('navigation', { name: translate('nl', 'account', 'nav.label') })).toBeVisible();
  const invoice = await page
    .getByRole('link', { name: /factuur/i })
    .first()
    .getAttribute('href');
  const overflowing: string[] = [];
  for (const path of ['/be-nl/account/trips', '/be-nl/account/settings/profile', '/be-nl/account/wishlist', invoice ?? '', '/it/account/trips']) {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { scrollWidth, viewport } = await measureWidth(page);
      if (scrollWidth !== viewport) overflowing.push(`${path} at ${width}px: ${scrollWidth}px`);
    }
  }
  expect(overflowing).toEqual([]);
});
