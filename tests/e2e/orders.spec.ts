import { expect, test, type Page } from '@playwright/test';
import { isoDaysFromToday, readAnalyticsEvents, recordAnalyticsEvents, stayCart, tr, translate } from './search-helpers';
import { openMail } from './mailbox';
import { expectNoAxeViolations } from './axe';
import { signUp, uniqueEmail } from './accounts';
import { BUYERS, checkoutField, fillBuyer } from './checkout';

/** The checkout's details step, Mollie's hosted page (the stand-in's), the confirmation, the trips and 'My gifts'. */

const CASES = [
  { ...BUYERS.fr, email: 'e2e.order.fr@example.com', gifts: 'cadeau/commande', postcode: '75001', city: 'Paris' },
  { ...BUYERS.nl, email: 'e2e.order.nl@example.com', gifts: 'cadeau/bestelling', postcode: '1012 LG', city: 'Amsterdam' },
] as const;
type Case = (typeof CASES)[number];

test.describe.configure({ timeout: 90_000 });

async function submitAndPay(page: Page, c: Case, outcome: 'paid' | 'failed' | 'cancelled' | 'expired') {
  await page.getByRole('checkbox', { name: new RegExp(tr(c, 'order', 'details.terms')) }).check();
  await page.getByRole('button', { name: new RegExp(`^${tr(c, 'order', 'details.submit', { amount: 'X' }).replace('X', '.+')}$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'testPayment.title') })).toBeVisible();
  if (outcome === 'failed') await expectNoAxeViolations(page);
  await page.getByRole('button', { name: tr(c, 'order', `testPayment.${outcome}`), exact: true }).click();
}

for (const c of CASES) {
  test.describe(`orders in ${c.market}`, () => {
    test('book a stay: details, test payment paid, confirmation, trip in the account', async ({ page, request, baseURL }) => {
      await recordAnalyticsEvents(page);
      const checkoutUrl = await stayCart(request, baseURL, c.locale);
      const email = await signUp(page, c.market, { email: uniqueEmail(`order.${c.market}`), firstName: c.first });
      await page.goto(checkoutUrl);
      const hotel = (await page.locator('.stay__hotel strong').textContent())?.trim() ?? '';
      // A field error keeps what was typed.
      await fillBuyer(page, c, email);
      await checkoutField(page, c.language, 'email').fill('camille@');
      await page.getByRole('checkbox', { name: new RegExp(tr(c, 'order', 'details.terms')) }).check();
      await page.getByRole('button', { name: new RegExp(tr(c, 'order', 'details.submit', { amount: 'X' }).replace('X', '.+')) }).click();
      await expect(checkoutField(page, c.language, 'email')).toHaveAccessibleDescription(new RegExp(tr(c, 'errors', 'field.email')));
      await expect(checkoutField(page, c.language, 'firstName')).toHaveValue(c.first);
      // The accepted terms stay accepted: the buyer fixes one field, not two.
      await expect(page.getByRole('checkbox', { name: new RegExp(tr(c, 'order', 'details.terms')) })).toBeChecked();
      await expectNoAxeViolations(page);
      await checkoutField(page, c.language, 'email').fill(email);
      await checkoutField(page, c.language, 'requests').fill('Late arrival');
      await submitAndPay(page, c, 'paid');
      await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'confirmation.confirmed') })).toBeVisible();
      const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
      expect(number).toMatch(/^\d{8}$/);
      // The purchase event goes out when the confirmation's tracking island hydrates, after the page shows.
      await expect.poll(() => readAnalyticsEvents(page)).toEqual(expect.arrayContaining(['begin_checkout', 'add_payment_info', 'purchase']));
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: tr(c, 'order', 'confirmation.trips') }).click();
      const trip = page.locator('li', { hasText: number });
      await expect(trip).toBeVisible();
      await expect(trip).toContainText(hotel);
      // The confirmation e-mail, in the market's language, is in the mailbox.
      const mail = (await openMail(page, [email, translate(c.language, 'mail', 'order.subjectStay', { number })])).text;
      expect(mail).toContain(hotel);
    });

    test('cancel a paid booking from the trips page: the confirmation says what comes back to the card, and the notice says the same', async ({
      page,
      request,
      baseURL,
    }) => {
      const checkoutUrl = await stayCart(request, baseURL, c.locale, { cancellable: true });
      const email = await signUp(page, c.market, { email: uniqueEmail(`order.${c.market}`), firstName: c.first });
      await page.goto(checkoutUrl);
      await fillBuyer(page, c, email);
      await submitAndPay(page, c, 'paid');
      await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'confirmation.confirmed') })).toBeVisible();
      const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
      await page.goto(`/${c.market}/account/trips`);
      const trip = page.locator('li', { hasText: number });
      const amount = ((await trip.locator('dd').filter({ hasText: /€/ }).first().textContent()) ?? '').trim();
      expect(amount).toMatch(/\d/);
      await trip.getByText(tr(c, 'account', 'trips.cancel.open')).click();
      // Before confirming: one line for the card, 80 % of each night, so less than what was paid.
      const shown = trip.locator('.trip__refund li');
      await expect(shown).toHaveCount(1);
      const cardLine = ((await shown.textContent()) ?? '').trim();
      expect(cardLine).toMatch(/\d/);
      expect(cardLine).not.toBe(tr(c, 'account', 'trips.cancel.refundCard', { amount }));
      await trip.getByRole('button', { name: tr(c, 'account', 'trips.cancel.confirm', { number }) }).click();
      const notice = page.getByRole('status').filter({ hasText: number });
      await expect(notice).toContainText(tr(c, 'account', 'trips.cancel.result.cancelled', { number }));
      // Paid in full by card: the line the confirmation showed; nothing about a gift card or a gift code.
      await expect(notice).toContainText(cardLine);
      await expect(notice).not.toContainText(tr(c, 'account', 'trips.cancel.refundGiftCard', { amount }));
      await expect(page.getByRole('region', { name: tr(c, 'account', 'trips.cancelled') }).locator('li', { hasText: number })).toContainText(
        tr(c, 'account', 'status.CANCELLED'),
      );
      await expectNoAxeViolations(page);
    });

    test('failed and cancelled payments return to the details step with the data kept', async ({ page, request, baseURL }) => {
      const checkoutUrl = await stayCart(request, baseURL, c.locale);
      await page.goto(checkoutUrl);
      await fillBuyer(page, c, c.email);
      await submitAndPay(page, c, 'failed');
      await expect(page.getByRole('alert')).toHaveText(tr(c, 'order', 'notice.payment_failed'));
      await expect(checkoutField(page, c.language, 'lastName')).toHaveValue(c.last);
      await expect(checkoutField(page, c.language, 'phone')).toHaveValue(c.phone);
      await submitAndPay(page, c, 'cancelled');
      await expect(page.getByRole('alert')).toHaveText(tr(c, 'order', 'notice.cancelled'));
      await expect(checkoutField(page, c.language, 'email')).toHaveValue(c.email);
    });

    test('a physical box with an address and an e-gift card sent on a future date, both in My gifts', async ({ page, request }) => {
      const boxes = (await (await request.get(`/api/boxes/search?locale=${c.locale}`)).json()) as { code: string; title: string }[];
      const box = boxes[0]!;
      const physicalCode = box.code.replace(/-EBOX$/, '-PBOX');
      const email = await signUp(page, c.market, { email: uniqueEmail(`order.${c.market}`), firstName: c.first });
      await page.goto(`/${c.market}/${c.gifts}?type=BOX&code=${physicalCode}&giftFormat=physical`);
      await expect(page.getByTestId('gift-format')).toHaveText(tr(c, 'order', 'formats.BOX.physical'));
      await fillBuyer(page, c, email);
      await checkoutField(page, c.language, 'recipientName').fill('Lou Bernard');
      await checkoutField(page, c.language, 'message').fill('Joyeux anniversaire');
      await checkoutField(page, c.language, 'street').fill('1 Damrak');
      await checkoutField(page, c.language, 'postcode').fill('123');
      await checkoutField(page, c.language, 'city').fill(c.city);
      await page.getByRole('checkbox', { name: new RegExp(tr(c, 'order', 'details.terms')) }).check();
      await page.getByRole('button', { name: new RegExp(tr(c, 'order', 'details.submit', { amount: 'X' }).replace('X', '.+')) }).click();
      // 'From' is needed once a message is written; the postcode is the market country's.
      await expect(checkoutField(page, c.language, 'postcode')).toHaveAccessibleDescription(tr(c, 'order', 'errors.postcode'));
      await expect(checkoutField(page, c.language, 'fromName')).toHaveAccessibleDescription(tr(c, 'errors', 'field.mandatory'));
      await expect(checkoutField(page, c.language, 'message')).toHaveValue('Joyeux anniversaire');
      await checkoutField(page, c.language, 'postcode').fill(c.postcode);
      await checkoutField(page, c.language, 'fromName').fill(c.first);
      await submitAndPay(page, c, 'paid');
      await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'confirmation.confirmed') })).toBeVisible();
      const boxNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

      const sendOn = isoDaysFromToday(30);
      await page.goto(`/${c.market}/${c.gifts}?type=GIFT_CARD&amount=5000&giftFormat=digital`);
      await expect(page.getByTestId('gift-format')).toHaveText(tr(c, 'order', 'formats.GIFT_CARD.digital'));
      await fillBuyer(page, c, email);
      await checkoutField(page, c.language, 'recipientName').fill('Noa Janssen');
      await checkoutField(page, c.language, 'recipientEmail').fill('noa@example.com');
      await checkoutField(page, c.language, 'sendOn').fill(sendOn);
      await submitAndPay(page, c, 'paid');
      await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'confirmation.confirmed') })).toBeVisible();
      const cardNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

      await page.getByRole('link', { name: tr(c, 'order', 'confirmation.gifts') }).click();
      await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'gifts.title') })).toBeVisible();
      const boxCard = page.getByTestId('gift-card').filter({ hasText: boxNumber });
      await expect(boxCard.getByTestId('gift-delivery')).toHaveText(tr(c, 'order', 'gifts.delivery.to_ship'));
      const giftCard = page.getByTestId('gift-card').filter({ hasText: cardNumber });
      await expect(giftCard.getByTestId('gift-delivery')).toContainText('noa@example.com');
      await expect(giftCard).toContainText('Noa Janssen');
      await expectNoAxeViolations(page);
      // The box's code, issued at payment, opens the gift login.
      const code = (await boxCard.locator('code').textContent())?.trim() ?? '';
      expect(code).toMatch(/^HALTE(-[A-Z2-9]{4}){4}$/);
      await page.goto(`/${c.market}/${c.market === 'fr' ? 'cadeau/utiliser' : 'cadeau/inwisselen'}`);
      await page.getByLabel(tr(c, 'beneficiary', 'login.label')).fill(code);
      await page.getByRole('button', { name: tr(c, 'beneficiary', 'login.submit') }).click();
      await expect(page).toHaveURL(`/${c.market}/${c.market === 'fr' ? 'cadeau/sejours' : 'cadeau/verblijven'}`);
    });
  });
}

test('a gift message typed before the page’s script runs is kept once the fields come alive, and posted', async ({ page, request }) => {
  const c = CASES[0];
  const boxes = (await (await request.get(`/api/boxes/search?locale=${c.locale}`)).json()) as { code: string }[];
  // The page's scripts wait until the visitor has typed (a slow phone network).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/${c.market}/${c.gifts}?type=BOX&code=${boxes[0]!.code}&giftFormat=digital`, { waitUntil: 'commit' });
  await checkoutField(page, c.language, 'fromName').fill('Camille');
  await checkoutField(page, c.language, 'message').fill('Joyeux anniversaire');
  release();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await expect(checkoutField(page, c.language, 'fromName')).toHaveValue('Camille');
  await expect(checkoutField(page, c.language, 'message')).toHaveValue('Joyeux anniversaire');
  // Sent without the buyer's details: the error page keeps the message.
  await page.getByRole('button', { name: new RegExp(tr(c, 'order', 'details.submit', { amount: 'X' }).replace('X', '.+')) }).click();
  await expect(checkoutField(page, c.language, 'firstName')).toHaveAccessibleDescription(tr(c, 'errors', 'field.mandatory'));
  await expect(checkoutField(page, c.language, 'message')).toHaveValue('Joyeux anniversaire');
  await expect(checkoutField(page, c.language, 'fromName')).toHaveValue('Camille');
});
