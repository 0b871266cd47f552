import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/money';
import { buildPath } from '../../src/i18n/routes';
import { escapeRegExp, offeredStay, showCalendarDay, stayCart, tr, waitForHydration } from './search-helpers';
import { uniqueEmail } from './accounts';
import { BUYERS, checkoutField, fillBuyer } from './checkout';
import { openMail } from './mailbox';

/**
 * Gifts keep their promise (ADR 45), in Chromium, in fr, it and be-nl: a gift stay bought on the site is redeemed for
 * the very stay that was gifted; a voucher worth more than its stay keeps the rest as a balance that pays part of a
 * second stay.
 */

test.describe.configure({ timeout: 180_000 });

const CASES = [BUYERS.fr, BUYERS.it, BUYERS['be-nl']] as const;
type Case = (typeof CASES)[number];

/** A translated text with its amount standing for any amount. */
const withAmount = (c: Case, namespace: string, key: string) =>
  new RegExp(
    `^${escapeRegExp(tr(c, namespace, key, { amount: '@@' }))
      .replace('@@', '.+')
      .replace(/\s/g, '\\s')}$`,
  );
/** Cents of an amount as a page shows it ('1 234,56 €', '€ 12,50'). */
const cents = (shown: string) =>
  Math.round(
    Number(
      shown
        .replace(/[^\d,.-]/g, '')
        .replace(/\.(?=\d{3})/g, '')
        .replace(',', '.'),
    ) * 100,
  );

/** Fills the buyer's details and accepts the terms. */
async function fillBuyerAndAcceptTerms(page: Page, c: Case, email: string) {
  await fillBuyer(page, c, email);
  await page.getByRole('checkbox', { name: new RegExp(tr(c, 'order', 'details.terms')) }).check();
}

/** Pays on Mollie's hosted page (the stand-in's) and lands on the confirmation. */
async function payOnProviderPage(page: Page, c: Case) {
  await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'testPayment.title') })).toBeVisible();
  await page.getByRole('button', { name: tr(c, 'order', 'testPayment.paid'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'confirmation.confirmed') })).toBeVisible();
}

/** Sends the details step: free when a gift pays it all, else through the provider's page. */
async function confirmOrPay(page: Page, c: Case) {
  const free = page.getByRole('button', { name: tr(c, 'order', 'details.confirmFree') });
  if (await free.isVisible()) {
    await free.click();
    await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'confirmation.confirmed') })).toBeVisible();
  } else {
    await page.getByRole('button', { name: withAmount(c, 'order', 'details.submit') }).click();
    await payOnProviderPage(page, c);
  }
}

async function giftLogin(page: Page, c: Case, code: string) {
  await page.goto(buildPath(c.market, 'giftLogin'));
  await page.getByLabel(tr(c, 'beneficiary', 'login.label')).fill(code);
  await page.getByRole('button', { name: tr(c, 'beneficiary', 'login.submit') }).click();
}

/** In the booking panel's calendar, any day offered, then the first checkout it allows; answers the check-in. */
/**
 * Picks in the booking panel's calendar a stay the catalogue offers (asked of the offer's calendar API, from a day
 * drawn at random so that a retry tries another), check-in then check-out.
 */
async function chooseDates(page: Page, c: Case, request: APIRequestContext): Promise<void> {
  const offerId = Number(new URL(page.url()).pathname.split('/').pop());
  const stay = await offeredStay(request, offerId, { locale: c.locale, fromDays: 3 + Math.floor(Math.random() * 40) });
  const panel = page.getByRole('complementary');
  await panel.getByRole('button', { name: tr(c, 'searchbox', 'dates.add') }).click();
  const calendar = panel.getByRole('group', { name: tr(c, 'calendar', 'title') });
  await showCalendarDay(calendar, c.language, stay.checkin);
  await calendar.locator(`button[data-day="${stay.checkin}"]`).click();
  await showCalendarDay(calendar, c.language, stay.checkout);
  // The check-out day opens once the panel knows the nights this check-in allows.
  const checkout = calendar.locator(`button[data-day="${stay.checkout}"]`);
  await expect(checkout).not.toHaveAttribute('aria-disabled', 'true');
  await checkout.click();
  await expect(calendar).toBeHidden();
  // One date per activity of the stay: the first offered.
  const groups = panel.getByRole('group').filter({ has: page.getByRole('radio') });
  for (let index = 0; index < (await groups.count()); index += 1) await groups.nth(index).getByRole('radio').first().check();
}

/** A giftable weekend package (not a single voucher) with days on sale; answers its id, nights and label. */
async function giftableStay(request: APIRequestContext, baseURL: string | undefined, c: Case) {
  const headers = { Origin: new URL(baseURL ?? '').origin };
  const found = (await (await request.post('/api/offers.json', { data: { locale: c.locale, limit: 40, criteria: { flow: 'gifting' } }, headers })).json()) as {
    results: { id: number; itemCategory: string; nights: number; label: string }[];
  };
  const candidates = found.results.filter((offer) => offer.itemCategory !== 'single_voucher');
  expect(candidates.length).toBeGreaterThan(0);
  return candidates[Math.floor(Math.random() * Math.min(candidates.length, 10))]!;
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** Books the stay the booking panel shows with the gift of the browser's gift login, paying any supplement. */
async function bookWithGift(page: Page, c: Case, request: APIRequestContext) {
  await chooseDates(page, c, request);
  const panel = page.getByRole('complementary');
  await expect(panel.getByTestId('gift-price')).toBeVisible();
  await panel.getByRole('button', { name: tr(c, 'booking', 'actions.book') }).click();
  await expect(page).toHaveURL(new RegExp(`/${c.market}/`));
  await expect(page.getByTestId('payment-lines')).toBeVisible();
}

for (const c of CASES) {
  test.describe(`gifts keep their promise in ${c.market}`, () => {
    test('a gift stay bought here is redeemed by its recipient for the very stay that was gifted', async ({ browser, request, baseURL }) => {
      const stay = await giftableStay(request, baseURL, c);
      const buyer = await newPage(browser, 1366);
      const recipient = uniqueEmail(`giftstay-${c.market}`);
      await buyer.goto(
        `${buildPath(c.market, 'giftCheckout')}?type=GIFT_STAY&id=${stay.id}&giftNights=${stay.nights}&giftAdults=2&bucket=LIBERTY&upsell=none&giftFormat=digital`,
      );
      await fillBuyerAndAcceptTerms(buyer, c, uniqueEmail(`giftbuyer-${c.market}`));
      await checkoutField(buyer, c.language, 'recipientName').fill('Noor');
      await checkoutField(buyer, c.language, 'recipientEmail').fill(recipient);
      await buyer.getByRole('button', { name: withAmount(c, 'order', 'details.submit') }).click();
      await payOnProviderPage(buyer, c);
      await buyer.context().close();

      // The recipient reads the e-mail in the mailbox and uses the code in a browser of their own.
      const page = await newPage(browser, 390);
      const mail = (await openMail(page, [recipient])).text;
      const code = /HALTE(-[A-Z2-9]{4}){4}/.exec(mail)?.[0];
      expect(code).toBeDefined();
      await giftLogin(page, c, code!);
      await expect(page).toHaveURL(buildPath(c.market, 'giftStays'));
      const gifted = page.getByTestId('gifted-stay');
      await expect(gifted.getByRole('heading', { level: 2 })).toHaveText(stay.label);
      // One stay, the gifted one: its meter counts that stay alone.
      await expect(page.getByTestId('meter-weekend')).toContainText(/\b1\b/);
      await gifted.getByRole('link', { name: tr(c, 'beneficiary', 'stays.giftedStayCta') }).click();
      await expect(page).toHaveURL(buildPath(c.market, 'product', { id: stay.id }));
      await page.setViewportSize({ width: 1366, height: 900 });
      await waitForHydration(page);
      await bookWithGift(page, c, request);
      await expect(page.getByTestId('payment-lines').locator('dt').first()).toHaveText(tr(c, 'checkout', 'gift.line', { code: code! }));
      const keepsBalance = (await page.getByTestId('gift-leftover').count()) > 0;
      await fillBuyerAndAcceptTerms(page, c, recipient);
      await confirmOrPay(page, c);
      // Used for stays now: the gift login says so, with what it keeps when the stay cost less than the gift.
      await giftLogin(page, c, code!);
      if (keepsBalance) await expect(page.getByTestId('gift-balance')).toContainText(code!);
      else await expect(page.getByRole('alert')).toHaveText(tr(c, 'beneficiary', 'messages.used'));
      await page.context().close();
    });

    test('a voucher worth more than its stay keeps the rest, said before paying, and the rest pays part of a second stay', async ({
      browser,
      request,
      baseURL,
    }) => {
      const headers = { Origin: new URL(baseURL ?? '').origin };
      const issued = await request.post('/api/test/gift-codes', {
        data: { kind: 'SINGLE_VOUCHER', market: c.market, amountCents: 50_000, validForDays: 365 },
        headers,
      });
      expect(issued.status()).toBe(201);
      const { code } = (await issued.json()) as { code: string };
      const page = await newPage(browser, 1366);
      const email = uniqueEmail(`leftover-${c.market}`);
      await giftLogin(page, c, code);
      const card = page
        .getByRole('listitem')
        .filter({ hasText: tr(c, 'beneficiary', 'results.covered') })
        .first();
      await expect(card).toBeVisible();
      await card.getByRole('link').first().click();
      await waitForHydration(page);
      // A day the gift covers in full, so that something is left.
      await expect(async () => {
        await bookWithGift(page, c, request);
        const pays = cents((await page.getByTestId('payment-lines').locator('dd').first().textContent()) ?? '');
        if (pays >= 50_000) {
          await page.goBack();
          await waitForHydration(page);
          throw new Error('the day chosen costs all of the voucher');
        }
      }).toPass({ timeout: 90_000 });
      const keeps = cents((await page.getByTestId('gift-leftover').locator('dd').textContent()) ?? '');
      const pays = cents((await page.getByTestId('payment-lines').locator('dd').first().textContent()) ?? '');
      expect(keeps).toBe(50_000 - pays);
      await expect(page.getByText(tr(c, 'checkout', 'gift.keepsNote', { amount: '@@', code, date: '@@' }).split('@@')[0]!.trim())).toBeVisible();
      await fillBuyerAndAcceptTerms(page, c, email);
      await confirmOrPay(page, c);
      await expect(page.getByTestId('order-gift-leftover')).toContainText(formatMoney(keeps, c.tag));
      // The confirmation e-mail says so too.
      const mail = (await openMail(page, [email])).text;
      expect(mail.replace(/\s/g, ' ')).toContain(formatMoney(keeps, c.tag).replace(/\s/g, ' '));
      // The gift login now tells what is left.
      await giftLogin(page, c, code);
      await expect(page.getByTestId('gift-balance')).toContainText(formatMoney(keeps, c.tag));

      // A second stay, paid by what is left: typed as a gift card at the checkout, it pays up to its balance.
      await page.goto(await stayCart(page.request, baseURL, c.locale));
      const total = cents((await page.getByRole('button', { name: withAmount(c, 'order', 'details.submit') }).textContent()) ?? '');
      const paidByCard = Math.min(keeps, total);
      await fillBuyerAndAcceptTerms(page, c, email);
      const cardField: Locator = page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(tr(c, 'giftCards', 'field.label'))}`) });
      await cardField.fill(code);
      await page.getByRole('button', { name: tr(c, 'giftCards', 'field.apply') }).click();
      await expect(page.getByText(formatMoney(-paidByCard, c.tag)).first()).toBeVisible();
      await page.getByRole('checkbox', { name: new RegExp(tr(c, 'order', 'details.terms')) }).check();
      if (paidByCard < total) {
        await page.getByRole('button', { name: withAmount(c, 'order', 'details.submit') }).click();
        await payOnProviderPage(page, c);
      } else {
        await page.getByRole('button', { name: tr(c, 'giftCards', 'field.submitCovered') }).click();
      }
      await expect(page.getByTestId('order-gift-card')).toContainText(formatMoney(-paidByCard, c.tag));
      await page.context().close();
    });
  });
}

test('a single voucher’s stays are priced as their product page prices them for two adults, so the list and the page say the same supplement', async ({
  request,
}) => {
  const offers = (await (
    await request.get('/api/beneficiary/single-vouchers/offers?locale=fr_FR&giftNights=1&matchOfferRangePriceWithGiftAmount=false&limit=10')
  ).json()) as { results: { id: number; sellPrice: number }[] };
  expect(offers.results.length).toBeGreaterThan(0);
  for (const offer of offers.results) {
    const detail = (await (await request.get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR`)).json()) as { price: { fromPrice: number } };
    expect(offer.sellPrice, `stay ${offer.id}`).toBe(detail.price.fromPrice);
  }
});

for (const c of CASES) {
  test(`${c.market}: one participant chosen on an activity page is paid at the one-participant price, on the checkout and on the provider's page`, async ({
    page,
    request,
    baseURL,
  }) => {
    const found = await request.post('/api/search/activity-only.json', { data: { locale: c.locale }, headers: { Origin: new URL(baseURL ?? '').origin } });
    const { exactMatch } = (await found.json()) as { exactMatch: { activityOnlyPackages: { id: number }[] } };
    const id = exactMatch.activityOnlyPackages[CASES.indexOf(c) + 3]!.id;
    const detail = (await (await request.get(`/api/activity-only/weekend/${id}/detail.json?locale=${c.locale}`)).json()) as {
      prices: { paxComposition: { adults: number }; sellPrice: number }[];
    };
    const one = detail.prices.find((price) => price.paxComposition.adults === 1)!.sellPrice;
    const two = detail.prices.find((price) => price.paxComposition.adults === 2)!.sellPrice;
    expect(one).not.toBe(two);
    await page.goto(`${buildPath(c.market, 'activity', { id })}#a=1`);
    await waitForHydration(page);
    await page.getByRole('button', { name: tr(c, 'activity', 'offer.self') }).click();
    await page
      .getByRole('dialog', { name: tr(c, 'activity', 'confirm.titleSelf') })
      .getByRole('button', { name: tr(c, 'activity', 'confirm.continue') })
      .click();
    await expect(page.getByRole('combobox', { name: tr(c, 'order', 'field.participants') })).toHaveValue('1');
    // Back leads to the activity with its one participant.
    await expect(page.locator(`header a[href="${buildPath(c.market, 'activity', { id })}#a=1"]`)).toHaveCount(1);
    await fillBuyerAndAcceptTerms(page, c, uniqueEmail(`activity-one-${c.market}`));
    const pay = new RegExp(
      `^(${escapeRegExp(tr(c, 'order', 'details.submit', { amount: '@@' })).replace('@@', '.+')}|${escapeRegExp(tr(c, 'order', 'details.continue'))})$`,
    );
    await page.getByRole('button', { name: pay }).and(page.locator(':not([aria-hidden])')).click();
    await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'testPayment.title') })).toBeVisible();
    await expect(page.getByText(formatMoney(one, c.tag), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(formatMoney(two, c.tag), { exact: true })).toHaveCount(0);
  });
}

for (const c of CASES) {
  test(`${c.market}: a message written for one gift never fills in another, and the next gift after an order starts empty`, async ({ page, request }) => {
    const message = () => page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(tr(c, 'order', 'field.message'))}`) });
    const fromName = () => page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(tr(c, 'order', 'field.fromName'))}`) });
    const giftCard = `${buildPath(c.market, 'giftCheckout')}?type=GIFT_CARD&amount=5000&giftFormat=digital`;
    const boxes = (await (await request.get(`/api/boxes/search?locale=${c.locale}`)).json()) as { code: string }[];
    const boxCode = boxes[0]?.code;
    expect(boxCode).toBeDefined();
    // Written on a gift card's checkout, not sent: another gift's checkout does not take it; the same gift does.
    await page.goto(giftCard);
    await waitForHydration(page);
    await fromName().fill('Élodie');
    await message().fill('Joyeux anniversaire, profite bien !');
    await page.goto(`${buildPath(c.market, 'giftCheckout')}?type=BOX&code=${boxCode}&giftFormat=digital`);
    await waitForHydration(page);
    await expect(message()).toHaveValue('');
    await page.goto(giftCard);
    await waitForHydration(page);
    await expect(message()).toHaveValue('Joyeux anniversaire, profite bien !');
    // Ordered and paid: the next gift card starts empty.
    await fillBuyerAndAcceptTerms(page, c, uniqueEmail(`message-${c.market}`));
    await checkoutField(page, c.language, 'recipientName').fill('Noor');
    await checkoutField(page, c.language, 'recipientEmail').fill(uniqueEmail(`message-to-${c.market}`));
    await page.getByRole('button', { name: withAmount(c, 'order', 'details.submit') }).click();
    await payOnProviderPage(page, c);
    await page.goto(giftCard);
    await waitForHydration(page);
    await expect(fromName()).toHaveValue('');
    await expect(message()).toHaveValue('');
  });
}

test('a voucher’s page counts its stays once: the meter’s total is the list’s count', async ({ page, request, baseURL }) => {
  const c = CASES[0];
  const issued = await request.post('/api/test/gift-codes', {
    data: { kind: 'SINGLE_VOUCHER', market: c.market, amountCents: 30_000, validForDays: 365 },
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  const { code } = (await issued.json()) as { code: string };
  await giftLogin(page, c, code);
  const meter = (await page.getByTestId('meter-weekend').textContent()) ?? '';
  const total = Number(/sur (\d+)/.exec(meter)?.[1]);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`^${total} séjours? disponibles?$`))).toBeVisible();
});
