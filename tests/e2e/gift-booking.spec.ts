import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { fr, waitForHydration } from './search-helpers';
import { expectNoAxeViolations } from './axe';
import { signUp, uniqueEmail } from './accounts';

/**
 * a beneficiary books a stay of the gift. Each test issues its own single-voucher code (the
 * test route), so the demo codes other specs redeem stay unused.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A translated text with its amount standing for any amount. */
const withAmount = (namespace: string, key: string) =>
  new RegExp(
    escape(fr(namespace, key, { amount: '@@' }))
      .replace('@@', '.+')
      .replace(/\s/g, '\\s'),
  );

test.describe.configure({ timeout: 120_000 });

async function issueVoucher(request: APIRequestContext, baseURL: string | undefined, amountCents: number): Promise<string> {
  const answer = await request.post('/api/test/gift-voucher', { data: { market: 'fr', amountCents }, headers: { Origin: new URL(baseURL ?? '').origin } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { code: string }).code;
}

async function redeem(page: Page, code: string) {
  await page.goto('/fr/cadeau/utiliser');
  await page.getByRole('textbox', { name: fr('beneficiary', 'login.label') }).fill(code);
  await page.getByRole('button', { name: fr('beneficiary', 'login.submit') }).click();
}

/** From the gift's stays, opens the first card with `label` (included, or a supplement). */
async function openStayOfGift(page: Page, label: RegExp) {
  await expect(page).toHaveURL('/fr/cadeau/sejours');
  const card = page.getByRole('listitem').filter({ hasText: label }).first();
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fr\/sejour\/\d+/);
  await waitForHydration(page);
}

/** One of the days shown, at random: paid bookings keep their rooms, so a reused test database fills up its first days. */
async function pickDay(days: Locator): Promise<string> {
  const count = await days.count();
  expect(count).toBeGreaterThan(0);
  return (await days.nth(Math.floor(Math.random() * count)).getAttribute('data-day'))!;
}

/** The first day after `checkin` the calendar lets one choose as the checkout. */
async function firstDayAfter(calendar: Locator, checkin: string): Promise<string> {
  const days = await calendar
    .locator('button[data-day]:not([aria-disabled="true"])')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-day') ?? ''));
  const checkout = days.filter((day) => day > checkin).sort()[0];
  expect(checkout).toBeDefined();
  return checkout!;
}

/** Picks in the gift calendar of `panel` (the booking panel, or its drawer on a phone) a check-in whose day says `dayPrice`, then the first checkout it allows. */
async function chooseGiftDates(panel: Locator, dayPrice: RegExp) {
  const page = panel.page();
  await panel.getByRole('button', { name: fr('searchbox', 'dates.add') }).click();
  const calendar = panel.getByRole('group', { name: fr('calendar', 'title') });
  await expect(calendar).toBeVisible();
  await expect(async () => {
    if (!(await calendar.isVisible())) await panel.getByRole('button', { name: fr('searchbox', 'dates.add') }).click();
    const checkin = await pickDay(calendar.getByRole('button', { name: dayPrice }).and(calendar.locator('button[data-day]:not([aria-disabled="true"])')));
    const allowedNights = page.waitForResponse((response) => response.url().includes('/packageCheckoutNights.json'), { timeout: 5000 }).catch(() => undefined);
    await calendar.locator(`button[data-day="${checkin}"]`).click();
    await allowedNights;
    const checkout = await firstDayAfter(calendar, checkin);
    await calendar.locator(`button[data-day="${checkout}"]`).click();
    await expect(calendar).toBeHidden({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** One date per activity of the stay: the first day offered for each. */
async function chooseActivityDates(scope: Locator) {
  const groups = scope.getByRole('group').filter({ has: scope.page().getByRole('radio') });
  for (let index = 0; index < (await groups.count()); index += 1) await groups.nth(index).getByRole('radio').first().check();
}

async function fillDetails(page: Page, email: string) {
  await page.getByRole('textbox', { name: new RegExp(`^${escape(fr('order', 'field.firstName'))}`) }).fill('Lou');
  await page.getByRole('textbox', { name: new RegExp(`^${escape(fr('order', 'field.lastName'))}`) }).fill('Bernard');
  await page.getByRole('textbox', { name: new RegExp(`^${escape(fr('order', 'field.email'))}`) }).fill(email);
  await page.getByRole('textbox', { name: new RegExp(`^${escape(fr('order', 'field.phone'))}`) }).fill('06 12 34 56 78');
  await page.getByRole('checkbox', { name: new RegExp(fr('order', 'details.terms')) }).check();
}

/** The trips list has the booking, and the code is now used on the gift login. */
async function expectBookedAndCodeUsed(page: Page, code: string, keepsBalance = false) {
  await expect(page.getByRole('heading', { level: 1, name: fr('order', 'confirmation.confirmed') })).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d{8}$/);
  await page.getByRole('link', { name: fr('order', 'confirmation.trips') }).click();
  await expect(page.locator('li', { hasText: number })).toBeVisible();
  await redeem(page, code);
  // A voucher worth more than the stay keeps the rest as a balance (ADR 45): the gift login says what is left.
  if (keepsBalance) await expect(page.getByTestId('gift-balance')).toContainText(code);
  else await expect(page.getByRole('alert')).toHaveText(fr('beneficiary', 'messages.used'));
}

test('a stay included in the gift: dates from the gift calendar, 0 € to pay, booked without payment, the code is then used', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const code = await issueVoucher(request, baseURL, 500_000);
  const email = await signUp(page, 'fr', { email: uniqueEmail('gift'), firstName: 'Lou' });
  await redeem(page, code);
  await openStayOfGift(page, new RegExp(fr('beneficiary', 'results.covered')));
  const panel = page.getByRole('complementary');
  await expect(panel.getByRole('paragraph').filter({ hasText: fr('booking', 'gift.included') })).toBeVisible();
  await chooseGiftDates(page.getByRole('complementary'), new RegExp(`, ${fr('booking', 'gift.dayIncluded')}$`));
  await expect(panel.getByTestId('gift-price')).toContainText(fr('booking', 'gift.included'));
  await chooseActivityDates(panel);
  await expectNoAxeViolations(page, { include: 'aside' });
  await panel.getByRole('button', { name: fr('booking', 'actions.book') }).click();

  // The checkout: the gift is the first payment line, nothing is left to pay.
  await expect(page).toHaveURL(/\/fr\/commande\//);
  const lines = page.getByTestId('payment-lines');
  await expect(lines.locator('dt').first()).toHaveText(fr('checkout', 'gift.line', { code }));
  await expect(lines.locator('dd').nth(1)).toHaveText(/^0(,00)?\s€$/);
  await expect(page.getByText(fr('checkout', 'gift.covered'))).toBeVisible();
  await fillDetails(page, email);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: fr('order', 'details.confirmFree') }).click();
  // No payment page: straight to the confirmation.
  await expectBookedAndCodeUsed(page, code, true);
});

test('a stay with a supplement: the gift pays first, the rest through Mollie (the stand-in), the code is then used', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const code = await issueVoucher(request, baseURL, 1_000);
  const email = await signUp(page, 'fr', { email: uniqueEmail('gift'), firstName: 'Lou' });
  await redeem(page, code);
  await openStayOfGift(page, withAmount('beneficiary', 'results.remaining'));
  // On a phone the booking panel is a drawer.
  await expect(page.getByText(withAmount('booking', 'gift.fromSupplement')).filter({ visible: true }).first()).toBeVisible();
  await page.getByRole('button', { name: fr('booking', 'actions.open') }).click();
  const drawer = page.getByRole('dialog', { name: fr('booking', 'actions.open') });
  await chooseGiftDates(drawer, /, \+.+€$/);
  const price = drawer.getByTestId('gift-price');
  await expect(price).toContainText(fr('booking', 'gift.supplementLabel'));
  await expect(price.locator('dd').first()).toHaveText(/^10(,00)?\s€$/);
  await chooseActivityDates(drawer);
  await drawer.getByRole('button', { name: fr('booking', 'actions.book') }).click();

  await expect(page).toHaveURL(/\/fr\/commande\//);
  const lines = page.getByTestId('payment-lines');
  await expect(lines.locator('dt').first()).toHaveText(fr('checkout', 'gift.line', { code }));
  await expect(lines.locator('dd').first()).toHaveText(/^10(,00)?\s€$/);
  await fillDetails(page, email);
  await page.getByRole('button', { name: withAmount('order', 'details.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr('order', 'testPayment.title') })).toBeVisible();
  await page.getByRole('button', { name: fr('order', 'testPayment.paid'), exact: true }).click();
  await expectBookedAndCodeUsed(page, code);
});

test('a code of another site says which site it belongs to', async ({ page, request, baseURL }) => {
  const answer = await request.post('/api/test/gift-voucher', {
    data: { market: 'es', amountCents: 5_000 },
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  const { code } = (await answer.json()) as { code: string };
  await redeem(page, code);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(fr('beneficiary', 'messages.otherMarket', { site: fr('order', 'country.ES') }));
  await alert.getByRole('link', { name: fr('beneficiary', 'messages.otherMarketLink', { site: fr('order', 'country.ES') }) }).click();
  await expect(page).toHaveURL('/es/regalo/canjear');
});

test('after a gift login, product pages are one visitor’s: never stored by a shared cache', async ({ page, request, baseURL }) => {
  const offers = (await (
    await request.get('/api/beneficiary/single-vouchers/offers?locale=fr_FR&giftNights=1&matchOfferRangePriceWithGiftAmount=false')
  ).json()) as { results: { id: number }[] };
  const path = `/fr/sejour/${offers.results[0]!.id}`;
  // A returning anonymous visitor (their cookies already set, so the answer sets none) gets the shared page.
  expect((await request.get(path, { headers: { Cookie: 'halte_vid=gift-booking-visitor; lastLanguage=fr_FR' } })).headers()['cache-control']).toContain(
    'public',
  );
  await redeem(page, await issueVoucher(request, baseURL, 5_000));
  const answer = await page.request.get(path);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers()['x-page-cache']).toBeUndefined();
  expect(await answer.text()).toContain(fr('booking', 'gift.voucherValue', { amount: '50 €' }).split(' ').slice(0, 3).join(' '));
});

test('the hotel page of a stay of the gift says which offers the gift covers, and what it costs for the chosen dates', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await redeem(page, await issueVoucher(request, baseURL, 500_000));
  await openStayOfGift(page, new RegExp(fr('beneficiary', 'results.covered')));
  const packageId = Number(new URL(page.url()).pathname.split('/').pop());
  const today = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 89 * 864e5).toISOString().slice(0, 10);
  const calendar = (await (await page.request.get(`/api/beneficiary/quote?locale=fr_FR&packageId=${packageId}&from=${today}&to=${to}`)).json()) as {
    days: { date: string; status: string; nights: number | null }[];
  };
  const open = calendar.days.filter((day) => day.status === 'included' && day.nights);
  const day = open[Math.floor(Math.random() * open.length)]!;
  const checkout = new Date(Date.parse(day.date) + day.nights! * 864e5).toISOString().slice(0, 10);
  const hotelLink = page
    .getByRole('navigation', { name: fr('product', 'breadcrumb') })
    .getByRole('link')
    .last();
  const hotelPath = (await hotelLink.getAttribute('href'))!;
  await page.goto(`${hotelPath}#checkin=${day.date}&checkout=${checkout}&a=2&c=0&b=0`);
  const offers = page.getByRole('region', { name: new RegExp(escape(fr('hotel', 'offers.title', { hotel: '@@' })).replace('@@', '.+')) });
  await offers.scrollIntoViewIfNeeded();
  // The hotel has one or a few offers of the gift (single-voucher stays).
  await expect(
    offers
      .getByText(fr('hotel', 'gift.banner', { count: 1 }))
      .or(offers.getByText(fr('hotel', 'gift.banner', { count: 2 })))
      .or(offers.getByText(fr('hotel', 'gift.banner', { count: 3 }))),
  ).toBeVisible();
  await expect(offers.getByText(fr('hotel', 'gift.included'), { exact: true }).first()).toBeVisible({ timeout: 15_000 });
});
