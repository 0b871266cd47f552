import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addIsoMonths } from '../../src/domain/iso-date';
import { formatLongDate } from '../../src/domain/long-date';
import { formatMoney } from '../../src/domain/money';
import { escapeRegExp, isoDaysFromToday, stayCart, tr } from './search-helpers';
import { expectNoAxeViolations } from './axe';
import { signUp, uniqueEmail } from './accounts';
import { BUYERS, checkoutField, fillBuyer } from './checkout';

/** ADR 33: a gift card paying part of a stay, its balance afterwards, a gift's extension and exchange. */

const CASES = [
  {
    ...BUYERS.fr,
    gifts: 'cadeau/commande',
    login: 'cadeau/utiliser',
    stays: 'cadeau/sejours',
  },
  {
    ...BUYERS['be-nl'],
    gifts: 'cadeau/bestelling',
    login: 'cadeau/inwisselen',
    stays: 'cadeau/verblijven',
  },
] as const;
type Case = (typeof CASES)[number];
const money = (c: Case, cents: number) => formatMoney(cents, c.tag);

test.describe.configure({ timeout: 120_000 });

async function issueCode(
  request: APIRequestContext,
  baseURL: string | undefined,
  c: Case,
  kind: 'SINGLE_VOUCHER' | 'GIFT_CARD',
  amountCents: number,
  validForDays: number,
): Promise<string> {
  const headers = { Origin: new URL(baseURL ?? '').origin };
  const answer = await request.post('/api/test/gift-codes', { data: { kind, market: c.market, amountCents, validForDays }, headers });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { code: string }).code;
}

const cardField = (page: Page, c: Case) => page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(tr(c, 'giftCards', 'field.label'))}`) });

async function payOnTestPage(page: Page, c: Case, amountCents: number) {
  await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'testPayment.title') })).toBeVisible();
  await expect(page.getByText(money(c, amountCents), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: tr(c, 'order', 'testPayment.paid'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'confirmation.confirmed') })).toBeVisible();
}

async function openGift(page: Page, c: Case, code: string) {
  await page.goto(`/${c.market}/${c.login}`);
  await page.getByLabel(tr(c, 'beneficiary', 'login.label')).fill(code);
  await page.getByRole('button', { name: tr(c, 'beneficiary', 'login.submit') }).click();
  await expect(page).toHaveURL(`/${c.market}/${c.stays}`);
}

for (const c of CASES) {
  test.describe(`gift cards in ${c.market}`, () => {
    test('a gift card pays part of a stay, Mollie (the stand-in) the rest; its balance then shows in My gifts and on the gift login', async ({
      page,
      request,
      baseURL,
    }) => {
      const email = await signUp(page, c.market, { email: uniqueEmail(`card.${c.market}`), firstName: c.first });
      // A 50 € gift card bought for oneself.
      await page.goto(`/${c.market}/${c.gifts}?type=GIFT_CARD&amount=5000&giftFormat=digital`);
      await fillBuyer(page, c, email);
      await checkoutField(page, c.language, 'recipientName').fill(c.first);
      await checkoutField(page, c.language, 'recipientEmail').fill(email);
      await page.getByRole('checkbox', { name: new RegExp(tr(c, 'order', 'details.terms')) }).check();
      await page.getByRole('button', { name: tr(c, 'order', 'details.submit', { amount: money(c, 5000) }) }).click();
      await payOnTestPage(page, c, 5000);
      const cardNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
      await page.goto(`/${c.market}/account/gifts`);
      const bought = page.getByTestId('gift-card').filter({ hasText: cardNumber });
      const code = (await bought.locator('code').first().textContent())?.trim() ?? '';
      expect(code).toMatch(/^HALTE(-[A-Z2-9]{4}){4}$/);
      await expect(bought.getByTestId('gift-card-balance')).toHaveText(tr(c, 'giftCards', 'balance.value', { amount: money(c, 5000), total: money(c, 5000) }));

      // The checkout: an unknown code is refused in words and what was typed stays; the card then pays 50 €.
      await page.goto(await stayCart(request, baseURL, c.locale));
      await fillBuyer(page, c, email);
      await cardField(page, c).fill('HALTE-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
      await page.getByRole('button', { name: tr(c, 'giftCards', 'field.apply') }).click();
      await expect(cardField(page, c)).toHaveAccessibleDescription(new RegExp(escapeRegExp(tr(c, 'giftCards', 'problem.unknown'))));
      await expect(cardField(page, c)).toHaveValue('HALTE-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
      await expect(checkoutField(page, c.language, 'lastName')).toHaveValue(c.last);
      await cardField(page, c).fill(code.toLowerCase());
      await page.getByRole('button', { name: tr(c, 'giftCards', 'field.apply') }).click();
      const applied = page.getByRole('status').filter({ hasText: code });
      await expect(applied).toContainText(money(c, -5000));
      const dueText = (await applied.locator('.gift-card__due dd').textContent())?.trim() ?? '';
      const dueCents = Math.round(
        Number(
          dueText
            .replace(/[^\d,.]/g, '')
            .replace(/\.(?=\d{3})/g, '')
            .replace(',', '.'),
        ) * 100,
      );
      expect(dueCents).toBeGreaterThan(0);
      await expect(checkoutField(page, c.language, 'email')).toHaveValue(email);
      await expectNoAxeViolations(page);
      await page.getByRole('checkbox', { name: new RegExp(tr(c, 'order', 'details.terms')) }).check();
      await page.getByRole('button', { name: tr(c, 'order', 'details.submit', { amount: money(c, dueCents) }) }).click();
      await payOnTestPage(page, c, dueCents);
      await expect(page.getByTestId('order-gift-card')).toContainText(money(c, -5000));

      // The card is spent: 0 € left, in My gifts and on the gift login.
      const empty = tr(c, 'giftCards', 'balance.value', { amount: money(c, 0), total: money(c, 5000) });
      await page.goto(`/${c.market}/account/gifts`);
      await expect(page.getByTestId('gift-card').filter({ hasText: cardNumber }).getByTestId('gift-card-balance')).toHaveText(empty);
      await openGift(page, c, code);
      await expect(page.getByTestId('gift-card-balance')).toHaveText(empty);
      // The gift login speaks of what is left on the card, not of its first amount.
      await expect(page.getByText(tr(c, 'beneficiary', 'stays.giftCard', { amount: money(c, 0) }), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('Enter in a details field submits the order; Enter in the gift-card field applies the card', async ({ page, request, baseURL }) => {
      await page.goto(await stayCart(request, baseURL, c.locale));
      await fillBuyer(page, c, `e2e.enter.${Date.now()}@example.com`);
      // Enter in a name field: the order is submitted (the terms are not accepted yet), the card is not applied.
      await checkoutField(page, c.language, 'lastName').press('Enter');
      await expect(page.locator('#order-terms-error')).toBeVisible();
      await expect(cardField(page, c)).not.toHaveAccessibleDescription(new RegExp(escapeRegExp(tr(c, 'giftCards', 'problem.unknown'))));
      await expect(checkoutField(page, c.language, 'lastName')).toHaveValue(c.last);
      // Enter in the code field: the card is checked, and what was typed stays.
      await cardField(page, c).fill('HALTE-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
      await cardField(page, c).press('Enter');
      await expect(cardField(page, c)).toHaveAccessibleDescription(new RegExp(escapeRegExp(tr(c, 'giftCards', 'problem.unknown'))));
      await expect(page.locator('#order-terms-error')).toHaveCount(0);
      await expect(checkoutField(page, c.language, 'firstName')).toHaveValue(c.first);
    });

    test('a gift near its expiry is extended by six months through the checkout, once', async ({ page, request, baseURL }) => {
      const code = await issueCode(request, baseURL, c, 'SINGLE_VOUCHER', 15000, 20);
      await openGift(page, c, code);
      const options = page.getByTestId('gift-options');
      await expect(options).toContainText(tr(c, 'giftCards', 'extension.rule', { count: 6, days: 60, fee: money(c, 1500) }));
      await expectNoAxeViolations(page);
      await options.getByRole('link', { name: tr(c, 'giftCards', 'extension.cta', { fee: money(c, 1500) }) }).click();
      await expect(page.getByRole('heading', { level: 1, name: tr(c, 'giftCards', 'extension.heading') })).toBeVisible();
      const newDate = formatLongDate(addIsoMonths(isoDaysFromToday(20), 6), c.tag, { year: true });
      await expect(page.getByTestId('extension-new-date')).toHaveText(newDate);
      await fillBuyer(page, c, `e2e.extension.${Date.now()}@example.com`);
      await page.getByRole('checkbox', { name: new RegExp(tr(c, 'order', 'details.terms')) }).check();
      await page.getByRole('button', { name: tr(c, 'order', 'details.submit', { amount: money(c, 1500) }) }).click();
      await payOnTestPage(page, c, 1500);
      await expect(page.getByTestId('extension-done')).toHaveText(tr(c, 'giftCards', 'extension.done', { code, date: newDate }));
      // Once only: the gift now says so and offers no extension.
      await page.goto(`/${c.market}/${c.stays}`);
      await expect(page.getByTestId('gift-options')).toContainText(tr(c, 'giftCards', 'extension.alreadyExtended'));
      await expect(page.getByRole('link', { name: tr(c, 'giftCards', 'extension.cta', { fee: money(c, 1500) }) })).toHaveCount(0);
    });

    test('a single voucher is exchanged for a gift card of its value, without script', async ({ browser, request, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const code = await issueCode(request, baseURL, c, 'SINGLE_VOUCHER', 15000, 200);
      await openGift(page, c, code);
      const options = page.getByTestId('gift-options');
      await expect(options).toContainText(tr(c, 'giftCards', 'exchange.rule'));
      // Far from its expiry, the extension is not offered yet; the rule says from when.
      await expect(options.getByRole('link', { name: tr(c, 'giftCards', 'extension.cta', { fee: money(c, 1500) }) })).toHaveCount(0);
      // Irreversible: the exchange first says what is lost and gained, and is made only once confirmed.
      await options.getByText(tr(c, 'giftCards', 'exchange.cta', { amount: money(c, 15000) })).click();
      await expect(options.getByTestId('exchange-confirm')).toContainText(tr(c, 'giftCards', 'exchange.lose'));
      await expect(options.getByTestId('exchange-confirm')).toContainText(
        tr(c, 'giftCards', 'exchange.gainWhat', { amount: money(c, 15000), date: formatLongDate(isoDaysFromToday(200), c.tag, { year: true }) }),
      );
      await options.getByRole('button', { name: tr(c, 'giftCards', 'exchange.confirm') }).click();
      await expect(page.getByTestId('gift-card-balance')).toHaveText(tr(c, 'giftCards', 'balance.value', { amount: money(c, 15000), total: money(c, 15000) }));
      await expect(page.getByRole('status')).toContainText(money(c, 15000));
      await expect(page.getByText(tr(c, 'giftCards', 'exchange.cta', { amount: money(c, 15000) }))).toHaveCount(0);
      await context.close();
    });
  });
}
