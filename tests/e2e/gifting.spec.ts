import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fr, listedOfferIds, offerDetail, readAnalyticsEvents, recordAnalyticsEvents, translate, waitForHydration } from './search-helpers';
import { expectNoAxeViolations } from './axe';

/**
 * The gift side of the product page (spec §2 gift stay setup, flow toggle; §4 gift format, checkout start for
 * gifting; §5 gift customisation, custom extras in hash) and the beneficiary side (gift login, stays of a gift).
 */

interface GiftableStay {
  id: number;
  upsellAvailabilityPrice: number | null;
}

/** A published, giftable weekend offer of the test catalog (the first one the booking search lists). */
async function findGiftableStay(request: APIRequestContext, baseURL: string | undefined): Promise<GiftableStay> {
  for (const id of await listedOfferIds(request, baseURL)) {
    const detail = await offerDetail<{
      isGiftable: boolean;
      itemCategory: string;
      isExpired: boolean;
      published: boolean;
      price: { upsellAvailabilityPrice: number | null };
    }>(request, id);
    if (detail.isGiftable && detail.itemCategory === 'weekend' && detail.published && !detail.isExpired)
      return { id, upsellAvailabilityPrice: detail.price.upsellAvailabilityPrice };
  }
  throw new Error('No giftable offer in the test catalog');
}

const giftPanel = (page: Page) => page.getByRole('region', { name: fr('gifting', 'panel.title') });
const cancellationTitle = (page: Page) => page.getByRole('heading', { name: fr('product', 'cancellation.title') });
const readHash = (page: Page) => new URLSearchParams(new URL(page.url()).hash.slice(1));

test('the flow toggle swaps booking and gift sides without reloading the page, and loads the gift code only then', async ({ page, request, baseURL }) => {
  const stay = await findGiftableStay(request, baseURL);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/fr/sejour/${stay.id}`);
  await waitForHydration(page);
  await expect(cancellationTitle(page)).toBeAttached();
  expect(scripts.filter((url) => /\/GiftPanel\.[\w-]+\.js$/.test(url))).toEqual([]);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const toggle = page.getByRole('navigation', { name: fr('gifting', 'toggle.label') });
  await toggle.getByRole('link', { name: fr('gifting', 'toggle.gifting') }).click();
  await expect(giftPanel(page)).toBeVisible();
  await expect(page).toHaveURL(/\?flow=gifting#/);
  expect(readHash(page).get('giftAdults')).toBe('2');
  await expect(toggle.getByRole('link', { name: fr('gifting', 'toggle.gifting') })).toHaveAttribute('aria-current', 'page');
  // Spec §2: no cancellation policy in gifting; the booking panel is put away.
  await expect(cancellationTitle(page)).toBeHidden();
  await expect(page.getByRole('button', { name: fr('searchbox', 'dates.add') })).toBeHidden();
  expect(scripts.filter((url) => /\/GiftPanel\.[\w-]+\.js$/.test(url)).length).toBeGreaterThan(0);

  await toggle.getByRole('link', { name: fr('gifting', 'toggle.booking') }).click();
  await expect(giftPanel(page)).toBeHidden();
  await expect(page).not.toHaveURL(/flow=gifting/);
  expect(readHash(page).get('giftNights')).toBeNull();
  await expect(cancellationTitle(page)).toBeVisible();
  // The browser's back button returns to the gift side, still in the same document.
  await page.goBack();
  await expect(giftPanel(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('only the booking panel hydrates at load; the flow toggle and the gift side wait for idle time', async ({ request, baseURL }) => {
  const stay = await findGiftableStay(request, baseURL);
  const html = await (await request.get(`/fr/sejour/${stay.id}`)).text();
  const island = (name: string) => new RegExp(`<astro-island\\b[^>]*component-url="/_astro/${name}\\.[^"]*"[^>]*client="(\\w+)"`).exec(html)?.[1];
  expect(island('BookingPanel')).toBe('load');
  expect(island('FlowToggle')).toBe('idle');
  expect(island('GiftPanelLoader')).toBe('idle');
});

test('a shared gifting link opens the gift side rendered by the server', async ({ page, request, baseURL }) => {
  const stay = await findGiftableStay(request, baseURL);
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(`/fr/sejour/${stay.id}?flow=gifting#giftNights=1&giftAdults=2`);
  await expect(giftPanel(page)).toBeVisible();
  await expect(cancellationTitle(page)).toBeHidden();
});

test('gift a stay: nights, rate, physical format with extras and a message, then the gift checkout', async ({ page, request, baseURL }) => {
  const stay = await findGiftableStay(request, baseURL);
  // The data layer's events, kept across the navigation to the checkout.
  await recordAnalyticsEvents(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/fr/sejour/${stay.id}?flow=gifting#giftNights=1&giftAdults=2`);
  await waitForHydration(page);
  const panel = giftPanel(page);

  // Gift upsells only for one-night gifts (spec §4).
  const upsell = panel.getByRole('checkbox', { name: new RegExp(fr('gifting', 'upsell.label')) });
  if (stay.upsellAvailabilityPrice !== null) await expect(upsell).toBeVisible();
  await panel.getByRole('radio', { name: fr('gifting', 'nights.option', { count: 2 }) }).check();
  await expect(upsell).toHaveCount(0);
  await panel.getByRole('radio', { name: new RegExp(`^${fr('gifting', 'buckets.liberty.name')}`) }).check();
  expect(readHash(page).get('bucket')).toBe('3');

  const physical = panel.getByRole('radio', { name: new RegExp(`^${fr('gifting', 'format.physical')}`) });
  await expect(physical).toBeEnabled();
  // A posted gift stay costs the case, as a posted box does (one physical supplement).
  await expect(panel.getByText(/^\+5\s€$/)).toBeVisible();
  await physical.check();
  // Extras: a sleeve (single choice), a box instead of the standard packaging (single, default 'standard'), two small attentions (multiple).
  await expect(panel.getByRole('radio', { name: new RegExp(`^${fr('gifting', 'extras.standard')}`) })).toBeChecked();
  await panel.getByRole('radio', { name: /Pochette Fleurs d’été/ }).check();
  await panel.getByRole('radio', { name: /Pochette Étoiles dorées/ }).check();
  await panel.getByRole('radio', { name: /Coffret en bois gravé/ }).check();
  await panel.getByRole('checkbox', { name: /Carte de vœux personnalisée/ }).check();
  await panel.getByRole('checkbox', { name: /Ballotin de chocolats artisanaux/ }).check();
  await panel.getByRole('checkbox', { name: /Carte de vœux personnalisée/ }).uncheck();
  expect(readHash(page).get('subElements')).toBe('3,5,10');
  expect(readHash(page).get('giftFormat')).toBe('physical');

  // The customisation: a message makes the name mandatory; typing past 40 characters is refused for a second.
  const fromName = panel.getByRole('textbox', { name: new RegExp(`^${fr('gifting', 'customisation.fromName')}`) });
  await panel.getByRole('textbox', { name: fr('gifting', 'customisation.message') }).fill('Joyeux anniversaire, profitez bien !');
  const offer = panel.getByRole('button', { name: fr('gifting', 'offer') });
  await offer.click();
  await expect(panel.getByText(fr('errors', 'field.mandatory'))).toBeVisible();
  await expect(fromName).toBeFocused();
  await expect(page).toHaveURL(/\/fr\/sejour\//);
  await fromName.fill('Camille2');
  await fromName.blur();
  await expect(panel.getByText(fr('errors', 'field.onlyText'))).toBeVisible();
  await fromName.fill('a'.repeat(40));
  await fromName.press('b');
  await expect(fromName).toHaveValue('a'.repeat(40));
  const limit = panel.getByText(fr('errors', 'field.maxLength', { maxlength: 40 }));
  await expect(limit).toBeVisible();
  await expect(limit).toBeHidden({ timeout: 3000 });
  await fromName.fill('Camille');

  const total = (await panel.locator('dl > div').last().locator('dd').innerText()).trim();
  await offer.click();
  await page.waitForURL(/\/fr\/cadeau\/commande\?/);
  // Spec §4: the add-to-cart event goes out on each Offer, before the form is checked (the refused one included).
  const events = await readAnalyticsEvents(page);
  expect(events.filter((name) => name === 'add_to_cart')).toEqual(['add_to_cart', 'add_to_cart']);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({
    type: 'GIFT_STAY',
    id: String(stay.id),
    giftNights: '2',
    giftAdults: '2',
    bucket: 'LIBERTY',
    upsell: 'none',
    giftFormat: 'physical',
    subElements: '3,5,10',
  });
  // The gift checkout prices the same order again on the server: the same total, and the customisation read back.
  await expect(page.getByRole('heading', { level: 1, name: translate('fr', 'gift', 'checkout.heading') })).toBeVisible();
  await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: new RegExp(`^${translate('fr', 'order', 'field.fromName')}`) })).toHaveValue('Camille');
});

test('the gift side has no WCAG 2.2 A/AA violations on a phone and a desktop', async ({ page, request, baseURL }) => {
  const stay = await findGiftableStay(request, baseURL);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/fr/sejour/${stay.id}?flow=gifting#giftNights=1&giftAdults=2&giftFormat=physical`);
    await waitForHydration(page);
    await expect(giftPanel(page).getByRole('radio', { name: /Coffret en bois gravé/ })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

async function redeem(page: Page, code: string) {
  await page.goto('/fr/');
  // The header's gift entry leads to the gift login.
  await page
    .getByRole('navigation', { name: fr('common', 'a11y.mainNavigation') })
    .getByRole('link', { name: 'J’ai un cadeau' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: fr('beneficiary', 'login.title') })).toBeVisible();
  await page.getByRole('textbox', { name: fr('beneficiary', 'login.label') }).fill(code);
  await page.getByRole('button', { name: fr('beneficiary', 'login.submit') }).click();
}

test('the gift side explains how a gift works; the booking side keeps its booking steps', async ({ page, request, baseURL }) => {
  const stay = await findGiftableStay(request, baseURL);
  const howItWorks = page.getByRole('region', { name: fr('product', 'howItWorks.title') });
  const giftStep = fr('product', 'howItWorks.gift.book', { months: 18 });
  await page.goto(`/fr/sejour/${stay.id}?flow=gifting#giftNights=1&giftAdults=2`);
  await expect(howItWorks).toHaveCount(1);
  await expect(howItWorks.getByRole('listitem')).toHaveText([
    fr('product', 'howItWorks.gift.choose'),
    fr('product', 'howItWorks.gift.send', { min: 2, max: 4 }),
    giftStep,
  ]);
  await expect(page.getByText(fr('product', 'howItWorks.choose'))).toBeHidden();

  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: fr('gifting', 'toggle.label') })
    .getByRole('link', { name: fr('gifting', 'toggle.booking') })
    .click();
  await expect(howItWorks.getByRole('listitem')).toHaveText([
    fr('product', 'howItWorks.choose'),
    fr('product', 'howItWorks.book'),
    fr('product', 'howItWorks.enjoy'),
  ]);
  await expect(page.getByText(giftStep)).toBeHidden();
});

test('a beneficiary with a valid box code searches the stays of the box', async ({ page }) => {
  const offers = page.waitForRequest((req) => req.url().includes('/api/beneficiary/boxes/offers?'));
  await redeem(page, 'halte-box-valid');
  await expect(page).toHaveURL(/\/fr\/cadeau\/sejours$/);
  await expect(page.getByRole('heading', { level: 1, name: fr('beneficiary', 'stays.title') })).toBeVisible();
  const sent = new URL((await offers).url()).searchParams;
  expect(sent.get('numberOfPackagesPerHotel')).toBe('20');
  expect(sent.get('affiliateId')).toBe('halte-demo');
  expect(sent.get('code')).toMatch(/-EBOX$/);
  const cards = page.getByRole('listitem').filter({ hasText: fr('beneficiary', 'results.covered') });
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/\d+ séjours? disponibles?/)).toBeVisible();

  // The star filter comes from the facets endpoint and asks the offers again.
  const filtered = page.waitForRequest((req) => req.url().includes('/api/beneficiary/boxes/offers?') && new URL(req.url()).searchParams.has('stars'));
  await page
    .getByRole('group', { name: fr('beneficiary', 'results.stars') })
    .locator('input:enabled')
    .first()
    .check();
  await filtered;
  await expect(cards.first()).toBeVisible();
});

test('a single-voucher beneficiary sees what the gift covers and what is left to pay', async ({ page }) => {
  const offers = page.waitForRequest((req) => req.url().includes('/api/beneficiary/single-vouchers/offers?'));
  await redeem(page, 'HALTE-SV-VALID');
  await expect(page).toHaveURL(/\/fr\/cadeau\/sejours$/);
  expect(new URL((await offers).url()).searchParams.get('matchOfferRangePriceWithGiftAmount')).toBe('false');
  await expect(page.getByText(fr('beneficiary', 'stays.voucher', { amount: '300 €' }).replace(/\s/g, ' '))).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`${fr('beneficiary', 'results.covered')}|${fr('beneficiary', 'results.remaining', { amount: '' }).trim()}`) })
      .first(),
  ).toBeVisible();
});

test('used and expired codes get a clear message on the gift login, not an error page', async ({ page }) => {
  await redeem(page, 'HALTE-BOX-USED');
  await expect(page.getByRole('alert')).toHaveText(fr('beneficiary', 'messages.used'));
  await expect(page.getByRole('heading', { level: 1, name: fr('beneficiary', 'login.title') })).toBeVisible();
  await redeem(page, 'HALTE-SV-EXPIRED');
  await expect(page.getByRole('alert')).toHaveText(fr('beneficiary', 'messages.expired'));
  // The stays page without a redeemed gift asks for the code.
  await page.context().clearCookies();
  const answer = await page.goto('/fr/cadeau/sejours');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: fr('beneficiary', 'messages.signIn') })).toBeVisible();
});

test('the gift login and the stays of a gift have no WCAG 2.2 A/AA violations', async ({ page, context }) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fr/cadeau/utiliser?error=expired');
    await expectNoAxeViolations(page);
  }
  await context.addCookies([{ name: 'halte_gift', value: 'HALTE-BOX-VALID', url: page.url() }]);
  await page.goto('/es/regalo/estancias');
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
