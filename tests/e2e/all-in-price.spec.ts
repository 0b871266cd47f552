import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AllInPrice } from '../../src/domain/all-in-price';
import { formatMoney } from '../../src/domain/money';
import { fr, mainResults, pinVariations, translate, waitForHydration } from './search-helpers';
import { axeViolations } from './axe';

/**
 * All-in prices (ADR 53): the switch on the search page shows each card's stay total with its tourist tax, the
 * browser remembers it across a reload, and the product page shows its stay's total the same way.
 */

/** 'total pour 2 adultes, 2 nuits, taxe de séjour incluse' as the page writes it. */
const caption = (stay: AllInPrice) =>
  fr('common', 'allInPrice.caption', {
    party: fr('common', 'allInPrice.adults', { count: stay.adults }),
    nights: fr('common', 'allInPrice.nights', { count: stay.nights }),
  });

/** Text with the non-breaking spaces of French money and punctuation as plain spaces. */
const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function expectShows(scope: Locator, text: string) {
  await expect.poll(async () => plain(await scope.innerText())).toContain(plain(text));
}

/** The total a card shows all-in, and the quote's stay total of the same stay: they must be one figure. */
async function quotedAllIn(request: APIRequestContext, baseURL: string | undefined, id: number): Promise<AllInPrice> {
  const found = await request.post('/api/offers.json', {
    data: { locale: 'fr_FR', limit: 100, criteria: {} },
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  const { results } = (await found.json()) as { results: { id: number; allIn: AllInPrice }[] };
  const allIn = results.find((result) => result.id === id)?.allIn;
  if (!allIn) throw new Error(`No all-in price for offer ${id}`);
  const quote = await (await request.get(`/api/weekend/${id}/quote.json?locale=fr_FR&checkin=${allIn.checkin}&nights=${allIn.nights}&adult=2`)).json();
  expect(quote.totalStayAmount).toBe(quote.priceInfo.sellPrice + quote.localTaxTotalAmount);
  expect(allIn.total).toBe(quote.totalStayAmount);
  return allIn;
}

/** Sums the layout shifts of the page's main content (not its header) since it started loading. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { allInShift: number }).allInShift);
}

test.beforeEach(async ({ context, baseURL }) => {
  await pinVariations(context, baseURL);
  await context.addInitScript(() => {
    const scope = window as unknown as { allInShift: number };
    scope.allInShift = 0;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const inMain = entry.sources.some(({ node }) => node !== null && document.querySelector('main')?.contains(node));
        if (!entry.hadRecentInput && inMain) scope.allInShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

test.use({ viewport: { width: 1366, height: 900 } });

test('the search switch shows each card all-in, the browser remembers it, and the product page shows its total too', async ({ page, request, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await page.goto('/fr/recherche');
  await waitForHydration(page);
  const toggle = page.getByRole('switch', { name: fr('common', 'allInPrice.toggle') });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  const card = mainResults(page).getByRole('article').first();
  const link = card.getByRole('heading').getByRole('link');
  const id = Number(/\/(\d+)(?:[?#]|$)/.exec((await link.getAttribute('href')) ?? '')?.[1]);
  const allIn = await quotedAllIn(request, baseURL, id);
  const total = formatMoney(allIn.total, 'fr-FR');
  await expectShows(card, fr('search', 'card.per.person'));
  expect(plain(await card.innerText())).not.toContain(plain(total));

  // A keyboard user: the switch takes the focus and Space turns it on.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectShows(card, total);
  await expectShows(card, caption(allIn));
  expect(plain(await card.innerText())).not.toContain(plain(fr('search', 'card.per.person')));

  // Remembered by the browser: after a reload the cards come back all-in, with no jump and no hydration error.
  await page.reload();
  await waitForHydration(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectShows(card, total);
  expect(await layoutShift(page)).toBeLessThan(0.001);

  // The product page: its panel shows the 'from' stay all-in, the very figure of the card.
  await link.click();
  await page.waitForURL(new RegExp(`/fr/sejour/${id}`));
  await waitForHydration(page);
  const panel = page.getByRole('complementary').filter({ has: page.getByRole('switch') });
  const productToggle = panel.getByRole('switch', { name: fr('common', 'allInPrice.toggle') });
  await expect(productToggle).toHaveAttribute('aria-checked', 'true');
  await expectShows(panel, fr('common', 'allInPrice.from', { price: total }));
  await expectShows(panel, caption(allIn));
  expect(await layoutShift(page)).toBeLessThan(0.001);

  // Switched off there, the per-person price comes back, here and on the search page.
  await productToggle.click();
  await expect(productToggle).toHaveAttribute('aria-checked', 'false');
  const detail = await (await request.get(`/api/weekend/${id}/detail.json?locale=fr_FR`)).json();
  await expectShows(panel, fr('booking', 'price.from', { price: formatMoney(detail.price.fromPerPerson, 'fr-FR') }));
  await page.goBack();
  await waitForHydration(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expectShows(card, fr('search', 'card.per.person'));

  expect(errors.filter((error) => /418|hydrat/i.test(error))).toEqual([]);
});

test('the switch is a target of at least 24 px with a visible focus ring', async ({ page }) => {
  await page.goto('/fr/recherche');
  await waitForHydration(page);
  const toggle = page.getByRole('switch', { name: fr('common', 'allInPrice.toggle') });
  const box = await toggle.boundingBox();
  expect(box && box.height >= 24 && box.width >= 24).toBe(true);
  await toggle.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  const outline = await toggle.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});

for (const width of [390, 1366]) {
  test(`with the switch on, the search and product pages have no WCAG 2.2 A/AA violations at ${width}px`, async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('halte.allInPrice', '1'));
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/fr/recherche', '/be-nl/verblijf/176']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // On a phone the product's switch sits with its price in the booking drawer.
      if (width < 600 && path.includes('verblijf'))
        await page
          .getByRole('button', { name: translate('nl', 'booking', 'actions.open') })
          .first()
          .click();
      await expect(page.getByRole('switch').first()).toHaveAttribute('aria-checked', 'true');
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}
