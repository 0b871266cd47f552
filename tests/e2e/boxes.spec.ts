import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/money';
import { fr, readAnalyticsEvents, recordAnalyticsEvents, translate, waitForHydration } from './search-helpers';
import { expectNoAxeViolations } from './axe';

/** Box list and detail, the format modal, the 'Personalise your gift' drawer, the gift card and the gift checkout. */

const es = (namespace: string, key: string, values?: Record<string, string | number>) => translate('es', namespace, key, values);

/** Opens the first box of the French list and answers its title and address. */
async function openFirstBox(page: Page): Promise<{ title: string; path: string }> {
  await page.goto('/fr/coffrets-cadeaux');
  const link = page.getByRole('main').getByRole('list').first().getByRole('link').first();
  const title = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { title, path: new URL(page.url()).pathname };
}

test('the box list shows only e-boxes under its banner, each card leading to the box page', async ({ page }) => {
  await page.goto('/fr/coffrets-cadeaux');
  await expect(page.getByRole('heading', { level: 1, name: fr('boxes', 'list.title') })).toBeVisible();
  const hrefs = await page
    .getByRole('main')
    .getByRole('list')
    .first()
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(1);
  for (const href of hrefs) expect(href).toMatch(/^\/fr\/coffrets-cadeaux\/p\/[^/]+\/[A-Z0-9]+-EBOX$/);
  const { path } = await openFirstBox(page);
  expect(path).toBe(hrefs[0]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
});

test('the box page has its price card before its text in the HTML, in the order a phone shows them', async ({ page }) => {
  // A phone can paint the page while its HTML still arrives: text sent before the price card was pushed down once
  // the card came (a layout shift of 0.05 to 0.16 in some loads).
  await openFirstBox(page);
  const price = page.getByRole('heading', { name: fr('boxes', 'detail.price.title') });
  const included = page.getByRole('heading', { name: fr('boxes', 'detail.included') });
  const isBefore = await price.evaluate(
    (heading, other) => Boolean(heading.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await included.elementHandle(),
  );
  expect(isBefore).toBe(true);
});

test('box list filters: each option says how many boxes it shows, and choosing it shows them', async ({ page }) => {
  await page.goto('/fr/coffrets-cadeaux');
  await page.getByText(fr('boxes', 'list.filters.title')).click();
  const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  const total = await cards.count();
  const themes = page.getByRole('group', { name: fr('boxes', 'list.filters.theme') });
  const option = themes.getByRole('radio').nth(1);
  const label = (await themes.locator('label').nth(1).innerText()).trim();
  const expected = Number(/\((\d+)\)$/.exec(label)?.[1]);
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThan(total);
  await option.check();
  await expect(page).toHaveURL(/\/fr\/coffrets-cadeaux\?theme=\d+$/);
  await expect(cards).toHaveCount(expected);
  await expect(page.getByRole('status').filter({ hasText: fr('boxes', 'list.filters.shown', { count: expected }) })).toBeVisible();
  await expectNoAxeViolations(page);
  // Price counts now count within the theme; an option without boxes cannot be chosen.
  const prices = page.getByRole('group', { name: fr('boxes', 'list.filters.price') });
  for (const priceLabel of await prices.locator('label').all()) {
    const count = /\((\d+)\)$/.exec((await priceLabel.innerText()).trim())?.[1];
    if (count === '0') await expect(priceLabel.getByRole('radio')).toBeDisabled();
  }
  await page.getByRole('link', { name: fr('errors', 'removeAllFilters') }).click();
  await expect(cards).toHaveCount(total);
});

test('a physical box page is noindex,follow; an unknown code or a wrong slug is a 404', async ({ page, request }) => {
  const { path } = await openFirstBox(page);
  const physical = path.replace(/-EBOX$/, '-PBOX');
  const html = await (await request.get(physical)).text();
  expect(html).toMatch(/<meta name="robots" content="noindex,follow"/);
  expect((await request.get(path.replace(/\/[A-Z0-9]+-EBOX$/, '/NOPE01-EBOX'))).status()).toBe(404);
  expect((await request.get(path.replace(/\/p\/[^/]+\//, '/p/not-this-box/'))).status()).toBe(404);
});

test("box addresses follow the market's language; the former French address answers 301 with the new one", async ({ page, request }) => {
  const boxes = (await (await request.get('/api/boxes/search?locale=it_IT')).json()) as { code: string; title: string; slug: string }[];
  const box = boxes.find((candidate) => candidate.code.startsWith('ESCAPADEGO')) ?? boxes[0];
  if (!box) throw new Error('No box');
  const french = ((await (await request.get(`/api/boxes/${box.code}/product-detail?locale=fr_FR`)).json()) as { slug: string }).slug;
  expect(box.slug).not.toBe(french);
  const italian = `/it/cofanetti-regalo/p/${box.slug}/${box.code}`;
  await page.goto('/it/cofanetti-regalo');
  await expect(page.getByRole('link', { name: box.title, exact: true })).toHaveAttribute('href', italian);

  const moved = await request.get(`/it/cofanetti-regalo/p/${french}/${box.code}?utm_source=old`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`${italian}?utm_source=old`);
  // The Italian page names its French and Spanish versions under their own slugs.
  const html = await (await request.get(italian)).text();
  expect(html).toContain(`hreflang="fr-FR" href="http://127.0.0.1:${new URL(page.url()).port}/fr/coffrets-cadeaux/p/${french}/${box.code}"`);
  const spanish = ((await (await request.get(`/api/boxes/${box.code}/product-detail?locale=es_ES`)).json()) as { slug: string }).slug;
  expect(html).toContain(`/es/cajas-regalo/p/${spanish}/${box.code}"`);
  expect((await request.get(`/fr/coffrets-cadeaux/p/${french}/${box.code}`, { maxRedirects: 0 })).status()).toBe(200);
});

test('Offer opens the format modal; physical puts its code in the address; Confirm goes to the gift checkout', async ({ page }) => {
  // The analytics events of the page survive the navigation to the checkout.
  await recordAnalyticsEvents(page);
  const { title, path } = await openFirstBox(page);
  await page.getByRole('button', { name: fr('gift', 'box.offer'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fr('gift', 'format.title') });
  await expect(dialog).toBeVisible();
  const physical = dialog.getByRole('radio', { name: new RegExp(fr('gift', 'format.physical')) });
  // '---' while the shipping cost loads, then '+amount': what physical adds, the case (5 €; shipping is free at home).
  await expect(dialog.getByText(/^\+\s?5\s€$/)).toBeVisible();
  await expect(dialog.getByText(fr('gift', 'box.supplement', { amount: formatMoney(500, 'fr-FR') }))).toBeVisible();
  await physical.check();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/-EBOX$/, '-PBOX')}$`));
  await dialog.getByRole('button', { name: fr('gift', 'format.confirm') }).click();
  await expect(page).toHaveURL(/\/fr\/cadeau\/commande\?type=BOX&code=[A-Z0-9]+-PBOX&giftFormat=physical$/);
  // Spec §4 checkout start for gifting: the add-to-cart event went out with the confirmation.
  expect(await readAnalyticsEvents(page)).toContain('add_to_cart');
  await expect(page.getByRole('heading', { level: 1, name: fr('gift', 'checkout.heading') })).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').getByText(fr('gift', 'format.physical'), { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').getByText(fr('gift', 'checkout.price.free'), { exact: true })).toBeVisible();
  // The details step asks for the delivery address of the physical box.
  await expect(page.getByRole('textbox', { name: fr('order', 'field.postcode') })).toBeVisible();
  // The simplified header's back arrow leads to the box.
  await expect(page.locator(`header a[href$="-PBOX"]`)).toBeVisible();
});

test('a physical box offers its extras in the format window; the gift checkout prices the chosen one', async ({ page }) => {
  await openFirstBox(page);
  await page.getByRole('button', { name: fr('gift', 'box.offer'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fr('gift', 'format.title') });
  await expect(dialog.getByText(/^\+\s?5\s€$/)).toBeVisible();
  // The e-box offers no extras.
  await expect(dialog.getByRole('checkbox', { name: /Ballotin de chocolats artisanaux/ })).toHaveCount(0);
  await dialog.getByRole('radio', { name: new RegExp(fr('gift', 'format.physical')) }).check();
  const chocolates = dialog.getByRole('checkbox', { name: /Ballotin de chocolats artisanaux/ });
  await expect(chocolates).toBeVisible();
  const total = dialog
    .getByRole('status')
    .filter({ hasText: fr('gifting', 'summary.total') })
    .locator('strong');
  const cents = (text: string) => (text.includes(',') ? Number(text.replace(/\D/g, '')) : Number(text.replace(/\D/g, '')) * 100);
  // Box and (free) shipping, then the chocolates' 12.90 on top, all before leaving the window.
  const before = cents(await total.innerText());
  await chocolates.focus();
  await page.keyboard.press('Space');
  await expect(chocolates).toBeChecked();
  await expect(total).toHaveText(formatMoney(before + 1290, 'fr-FR'));
  await dialog.getByRole('button', { name: fr('gift', 'format.confirm') }).click();
  await expect(page).toHaveURL(/\/fr\/cadeau\/commande\?type=BOX&code=[A-Z0-9]+-PBOX&giftFormat=physical&subElements=10$/);
  const line = page.locator('dl div').filter({ has: page.getByRole('term').getByText('Ballotin de chocolats artisanaux', { exact: true }) });
  await expect(line.getByRole('definition')).toHaveText(formatMoney(1290, 'fr-FR'));
  await expect(page.locator('dl .lines__total').first().getByRole('definition')).toHaveText(formatMoney(before + 1290, 'fr-FR'));
});

test('the personalisation drawer blocks typing past the limit for a second and the checkout shows what was kept', async ({ page }) => {
  await openFirstBox(page);
  await page.getByRole('button', { name: fr('gift', 'customisation.open') }).click();
  const drawer = page.getByRole('dialog', { name: fr('gift', 'customisation.title') });
  const message = drawer.getByRole('textbox', { name: fr('gift', 'customisation.message') });
  await message.fill('a'.repeat(180));
  await message.press('b');
  await expect(message).toHaveValue('a'.repeat(180));
  const notice = drawer.getByText(fr('errors', 'field.maxLength', { maxlength: 180 }));
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 2500 });
  await message.fill('Bon anniversaire !');
  await drawer.getByRole('textbox', { name: fr('gift', 'customisation.fromNameOptional') }).fill('Léa');
  await drawer.getByRole('button', { name: fr('gift', 'customisation.save') }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: fr('gift', 'box.offer'), exact: true }).click();
  await page
    .getByRole('dialog', { name: fr('gift', 'format.title') })
    .getByRole('button', { name: fr('gift', 'format.confirm') })
    .click();
  await expect(page).toHaveURL(/giftFormat=digital$/);
  // The details step's 'From' and message are filled in with what was kept in the browser.
  await expect(page.getByRole('textbox', { name: new RegExp(`^${fr('order', 'field.fromName')}`) })).toHaveValue('Léa');
  await expect(page.getByRole('textbox', { name: new RegExp(`^${fr('order', 'field.message')}`) })).toHaveValue('Bon anniversaire !');
});

test('the stays of the box come 8 at a time, with 4 loaders on desktop while the next page loads', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openFirstBox(page);
  const stays = page.getByRole('region', { name: /séjours dans ce coffret$/ });
  const list = stays.locator('ul');
  await expect(list.locator('li')).toHaveCount(8);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/boxes/*/offers?*', async (route) => {
    await held;
    await route.continue();
  });
  await list.scrollIntoViewIfNeeded();
  await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(page.getByTestId('box-stay-loader')).toHaveCount(4);
  release();
  await expect(page.getByTestId('box-stay-loader')).toHaveCount(0);
  expect(await list.locator('li').count()).toBeGreaterThan(8);
});

test('the gift checkout prices from the catalog and explains a query it cannot sell', async ({ page, request }) => {
  const { path } = await openFirstBox(page);
  const code = path.split('/').pop() ?? '';
  const box = (await (await request.get(`/api/boxes/${code}/product-detail?locale=fr_FR`)).json()) as { price: { sellPrice: number } };
  await page.goto(`/fr/cadeau/commande?type=BOX&code=${code}&giftFormat=digital&price=1`);
  const total = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: box.price.sellPrice % 100 === 0 ? 0 : 2 }).format(
    box.price.sellPrice / 100,
  );
  await expect(page.getByRole('definition').filter({ hasText: total }).last()).toBeVisible();
  const bad = await request.get('/fr/cadeau/commande?type=BOX&code=../etc');
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain(fr('gift', 'checkout.invalid.code'));
  expect((await request.get('/fr/cadeau/commande')).status()).toBe(400);
  expect((await request.get('/fr/cadeau/commande?type=BOX&code=NOPE01-EBOX')).status()).toBe(404);
  expect((await request.get('/fr/cadeau/commande?type=GIFT_CARD&amount=1234')).status()).toBe(400);
});

test('the gift card page: an amount, a message without a name, then the gift checkout (Spanish)', async ({ page }) => {
  await page.goto('/es/giftcard/customization');
  await expect(page.getByRole('heading', { level: 1, name: es('gift', 'giftCard.title') })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('radio', { name: '100 €' }).check();
  await page.getByRole('textbox', { name: es('gift', 'customisation.message') }).fill('¡Feliz cumpleaños!');
  await page.getByRole('button', { name: es('gift', 'giftCard.continue', { amount: '100 €' }).replace(' €', '\u00a0€') }).click();
  await expect(page).toHaveURL(/\/es\/regalo\/pedido\?type=GIFT_CARD&amount=10000&giftFormat=digital$/);
  await expect(page.getByText(es('gift', 'checkout.giftCard', { amount: '100 €' }))).toBeVisible();
  await expect(page.getByRole('textbox', { name: new RegExp(`^${es('order', 'field.message')}`) })).toHaveValue('¡Feliz cumpleaños!');
});

test('the gift card takes a free amount in whole euros within its limits, priced again by the checkout', async ({ page, request }) => {
  const money = (cents: number) => formatMoney(cents, 'fr-FR');
  await page.goto('/fr/giftcard/customization');
  await waitForHydration(page);
  await page.getByRole('radio', { name: fr('gift', 'giftCard.other') }).check();
  const field = page.getByRole('textbox', { name: fr('gift', 'giftCard.otherLabel') });
  const limits = { min: money(2500), max: money(200000) };
  await field.fill('5000');
  await page.getByRole('button', { name: fr('gift', 'format.confirm') }).click();
  await expect(page.getByText(fr('gift', 'giftCard.otherError', limits))).toBeVisible();
  await expect(field).toBeFocused();
  await expect(page).toHaveURL(/\/fr\/giftcard\/customization$/);
  await field.fill('42');
  await page.getByRole('button', { name: fr('gift', 'giftCard.continue', { amount: money(4200) }) }).click();
  await expect(page).toHaveURL(/\/fr\/cadeau\/commande\?type=GIFT_CARD&amount=4200&giftFormat=digital$/);
  await expect(page.getByText(fr('gift', 'checkout.giftCard', { amount: money(4200) }))).toBeVisible();
  // The server keeps the limits whatever the address says.
  expect((await request.get('/fr/cadeau/commande?type=GIFT_CARD&amount=4250&giftFormat=digital')).status()).toBe(400);
  expect((await request.get('/fr/cadeau/commande?type=GIFT_CARD&amount=250000&giftFormat=digital')).status()).toBe(400);
});

for (const width of [390, 1366]) {
  test.describe(`no WCAG 2.2 A/AA violations at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
    });

    test('box list and box page', async ({ page }) => {
      await page.goto('/fr/coffrets-cadeaux');
      await expectNoAxeViolations(page);
      await openFirstBox(page);
      await expectNoAxeViolations(page);
    });

    test('format modal and gift checkout', async ({ page }) => {
      await openFirstBox(page);
      await page.getByRole('button', { name: fr('gift', 'box.offer'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: fr('gift', 'format.title') }).getByText(/^\+/)).toBeVisible();
      await expectNoAxeViolations(page);
      // The physical box's extras and the running total in the same window.
      await page
        .getByRole('dialog')
        .getByRole('radio', { name: new RegExp(fr('gift', 'format.physical')) })
        .check();
      await expect(page.getByRole('dialog').getByRole('checkbox', { name: /Ballotin de chocolats artisanaux/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: fr('gift', 'format.confirm') })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: fr('gift', 'checkout.heading') })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('gift card page', async ({ page }) => {
      await page.goto('/it/giftcard/customization');
      await expectNoAxeViolations(page);
    });
  });
}
