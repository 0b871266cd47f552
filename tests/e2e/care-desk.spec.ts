import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/money';
import { expectMailCount, openMail } from './mailbox';
import { isoDaysAfter, isoToday, offeredStay, stayCart, stayInCart, translate } from './search-helpers';
import { expectNoAxeViolations } from './axe';

/** The care desk on the care host (ADR 60): find a paid booking, read its story, act on it with a reason. */

const PORT = Number(process.env.E2E_PORT ?? 4399);
const CARE = `http://care.localhost:${PORT}`;
const AGENT = { email: 'agent@example.com', password: 'halte-care-demo', name: 'Alex Morel' };

test.describe.configure({ timeout: 120_000 });

/** A paid stay booked by a guest: the checkout's details, then 'Paid' on the provider's page. Answers its number. */
async function bookPaidStay(page: Page, checkoutUrl: string, email: string): Promise<string> {
  const fr = (key: string, values?: Record<string, string | number>) => translate('fr', 'order', key, values);
  const field = (key: string) => page.getByRole('textbox', { name: new RegExp(`^${fr(`field.${key}`)}( \\(.*\\))?$`) });
  await page.goto(checkoutUrl);
  await field('firstName').fill('Inès');
  await field('lastName').fill('Lacombe');
  await field('email').fill(email);
  await field('phone').fill('06 12 34 56 78');
  await page.getByRole('checkbox', { name: new RegExp(fr('details.terms')) }).check();
  await page.getByRole('button', { name: new RegExp(`^${fr('details.submit', { amount: 'X' }).replace('X', '.+')}$`) }).click();
  await page.getByRole('button', { name: fr('testPayment.paid'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr('confirmation.confirmed') })).toBeVisible();
  return ((await page.getByTestId('order-number').textContent()) ?? '').trim();
}

/** The care desk's texts in `language`, with their values filled in. */
const careTexts =
  (language: 'fr' | 'nl') =>
  (key: string, values: Record<string, string | number> = {}) =>
    translate(language, 'care', key, values);

/** The care desk's address on the care host, for `market`. */
const deskAddress = (market: 'fr' | 'nl') => `${CARE}/${market}/${market === 'fr' ? 'service-client/bureau' : 'klantenservice/bureau'}`;

/** Opens `address` on the care host and signs the demo agent in on the login form it shows. */
async function signInAgent(agent: Page, language: 'fr' | 'nl', address: string): Promise<void> {
  await agent.goto(address);
  const care = careTexts(language);
  await agent.getByLabel(care('login.email')).fill(AGENT.email);
  await agent.getByLabel(care('login.password')).fill(AGENT.password);
  await agent.getByRole('button', { name: care('login.submit') }).click();
}

/** Signs the demo agent in on the care host and opens the order of booking `number`, found by its buyer's e-mail. */
async function openOrderByEmail(agent: Page, language: 'fr' | 'nl', email: string, number: string): Promise<void> {
  const care = careTexts(language);
  await signInAgent(agent, language, deskAddress(language));
  const search = agent.getByRole('searchbox', { name: care('desk.searchLabel') });
  await search.fill(email);
  await search.press('Enter');
  await agent
    .getByRole('region', { name: care('desk.orders') })
    .getByRole('link', { name: care('desk.openOrder', { number }) })
    .click();
  await expect(agent.getByRole('heading', { level: 1, name: care('order.heading', { number }) })).toBeVisible();
}

/** Each desk an agent works at: its language (the market of the same name) and its screen's width. */
const DESKS = [
  { language: 'fr', width: 1366 },
  { language: 'nl', width: 1024 },
] as const;

for (const { language, width } of DESKS) {
  const market = language;
  const care = careTexts(language);
  test(`an agent finds a paid booking by e-mail and by phone, resends its confirmation and cancels it, each on the timeline (${market}, ${width} px)`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const email = `care.desk.${market}.${Date.now()}@example.com`;
    const number = await bookPaidStay(page, await stayCart(request, baseURL, 'fr_FR', { cancellable: true }), email);

    const agent = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signInAgent(agent, language, deskAddress(market));
    await expect(agent.getByRole('heading', { level: 1, name: care('desk.heading') })).toBeVisible();

    const search = agent.getByRole('searchbox', { name: care('desk.searchLabel') });
    await search.fill('+33 6 12 34 56 78');
    await search.press('Enter');
    await expect(agent.getByRole('link', { name: care('desk.openOrder', { number }) }).first()).toBeVisible();
    await search.fill(email.toUpperCase());
    await search.press('Enter');
    const orders = agent.getByRole('region', { name: care('desk.orders') });
    await expect(orders.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(agent);
    await orders.getByRole('link', { name: care('desk.openOrder', { number }) }).click();
    await expect(agent.getByRole('heading', { level: 1, name: care('order.heading', { number }) })).toBeVisible();
    await expectNoAxeViolations(agent);

    // Resend: a reason is required, then the e-mail is queued and the timeline says who did it and why.
    const resend = agent.getByRole('form', { name: care('order.resendConfirmation') });
    await resend.getByRole('textbox', { name: care('order.reason') }).fill('ok');
    await resend.getByRole('button', { name: care('order.submit') }).click();
    await expect(agent.getByRole('form', { name: care('order.resendConfirmation') }).getByRole('alert')).toHaveText(care('order.failed.reason'));
    await expect(agent.getByRole('form', { name: care('order.resendConfirmation') }).getByRole('textbox', { name: care('order.reason') })).toHaveValue('ok');
    const resendForm = agent.getByRole('form', { name: care('order.resendConfirmation') });
    const formKey = (await resendForm.locator('input[name="formKey"]').getAttribute('value')) ?? '';
    const orderUrl = agent.url().split('?')[0] as string;
    await resendForm.getByRole('textbox', { name: care('order.reason') }).fill('Customer lost the e-mail');
    await resendForm.getByRole('button', { name: care('order.submit') }).click();
    await expect(agent.getByRole('main').getByRole('status')).toHaveText(care('order.done.resent'));
    const timeline = agent.getByRole('list', { name: care('order.timeline') });
    const resentLine = timeline.getByRole('listitem').filter({ hasText: care('order.action.resendConfirmation') });
    await expect(resentLine).toHaveCount(1);
    await expect(resentLine).toContainText(AGENT.name);
    await expect(resentLine).toContainText('Customer lost the e-mail');
    // The same form sent again (a second click, a retried post): nothing more is done.
    const again = await agent.evaluate(async ({ url, fields }) => (await fetch(url, { method: 'POST', body: new URLSearchParams(fields) })).url, {
      url: orderUrl,
      fields: { action: 'resendConfirmation', formKey, reason: 'Customer lost the e-mail' },
    });
    expect(again).toContain('done=alreadyDone');
    await agent.reload();
    await expect(
      agent
        .getByRole('list', { name: care('order.timeline') })
        .getByRole('listitem')
        .filter({ hasText: care('order.action.resendConfirmation') }),
    ).toHaveCount(1);

    // Cancel: the refund is said before confirming, then done and on the timeline.
    const cancel = agent.getByRole('form', { name: care('order.cancelBooking') });
    const effect = ((await cancel.locator('.care-action__effect').textContent()) ?? '').trim();
    expect(effect).toMatch(/\d/);
    await cancel.getByRole('textbox', { name: care('order.reason') }).fill('Customer is ill, asked by phone');
    await cancel.getByRole('button', { name: care('order.submit') }).click();
    await expect(agent.getByRole('main').getByRole('status')).toHaveText(care('order.done.cancelled'));
    await expect(agent.getByRole('list', { name: care('order.timeline') })).toContainText(care('order.action.cancelBooking'));
    await expect(agent.getByRole('form', { name: care('order.cancelBooking') })).toContainText(care('order.notCancellable'));

    // The customer's mailbox: the confirmation twice, then the cancellation.
    await expectMailCount(page, [email], 3);
  });

  test(`an agent moves a paid booking's dates by phone: the new price is said first, the caller pays the difference through the e-mailed link, and the timeline shows it (${language}, ${width} px)`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const email = `care.dates.${language}.${Date.now()}@example.com`;
    const booked = await stayInCart(request, baseURL, 'fr_FR', { cancellable: true });
    // The dates the offer has later on, asked of the API while the stay is chosen.
    const later = await offeredStay(request, booked.offerId, { from: isoDaysAfter(booked.checkin, 1) });
    const number = await bookPaidStay(page, booked.checkoutUrl, email);

    const agent = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await openOrderByEmail(agent, language, email, number);

    // Resend the confirmation first, and read it in the customer's mailbox.
    const resend = agent.getByRole('form', { name: care('order.resendConfirmation') });
    await resend.getByRole('textbox', { name: care('order.reason') }).fill('Customer lost the e-mail');
    await resend.getByRole('button', { name: care('order.submit') }).click();
    await expect(agent.getByRole('main').getByRole('status')).toHaveText(care('order.done.resent'));
    const confirmation = await openMail(page, [email, number]);
    expect(confirmation.text).toContain(number);

    // The booked day or a later one, with one night more: a dearer stay, priced before it is confirmed. A day the
    // catalogue offers may still refuse a longer stay; the agent then tries the next one, as on the phone.
    const candidates = [
      { checkin: booked.checkin, nights: booked.nights + 1 },
      { checkin: later.checkin, nights: later.nights + 1 },
      { checkin: later.checkin, nights: later.nights },
    ];
    const changeForm = () => agent.getByRole('form', { name: care('order.changeDates') });
    let chosen: { checkin: string; nights: number } | null = null;
    for (const candidate of candidates) {
      await changeForm().getByLabel(care('order.changeCheckin')).fill(candidate.checkin);
      await changeForm().getByLabel(care('order.changeNights')).fill(String(candidate.nights));
      await changeForm()
        .getByRole('textbox', { name: care('order.reason') })
        .fill('Caller wants one more night');
      await changeForm()
        .getByRole('button', { name: care('order.changeCheck') })
        .click();
      const confirm = changeForm().getByRole('button', { name: new RegExp(`^${care('order.changeSubmitLink', { amount: 'X' }).replace('X', '.+')}$`) });
      if (await confirm.isVisible()) {
        chosen = candidate;
        break;
      }
      // Not dearer, or refused: back to the order's page.
      if (
        await changeForm()
          .getByRole('link', { name: care('order.changeBack') })
          .isVisible()
      )
        await changeForm()
          .getByRole('link', { name: care('order.changeBack') })
          .click();
    }
    expect(chosen, 'a dearer stay the offer has').not.toBeNull();
    const effect = (await changeForm().locator('.care-action__effect').allTextContents()).join(' ').trim();
    expect(effect).toContain(email);
    await expectNoAxeViolations(agent);
    await changeForm()
      .getByRole('button', { name: new RegExp(`^${care('order.changeSubmitLink', { amount: 'X' }).replace('X', '.+')}$`) })
      .press('Enter');
    await expect(agent.getByRole('main').getByRole('status')).toHaveText(care('order.done.changeLinkSent'));
    await expect(agent.getByRole('list', { name: care('order.timeline') })).toContainText(care('order.action.changeDates'));

    // The customer, elsewhere: the e-mail's link opens the provider's page for the difference; paid, the booking moves.
    const mail = await openMail(page, [email, translate('fr', 'mail', 'dateChangePayment.subject', { number })]);
    const link = /https?:\/\/\S+\/paiement-test\/\S+/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');
    const customer = await (await browser.newContext()).newPage();
    await customer.goto(link);
    await customer.getByRole('button', { name: translate('fr', 'order', 'testPayment.paid'), exact: true }).click();
    await expect(customer).toHaveURL(new RegExp(`${number}`));
    await expect(async () => {
      await agent.reload();
      await expect(agent.getByRole('list', { name: care('order.timeline') }).locator('li[data-kind="dateChanged"]')).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    const stay = chosen as { checkin: string; nights: number };
    await expect(agent.getByRole('form', { name: care('order.changeDates') }).getByLabel(care('order.changeCheckin'))).toHaveValue(stay.checkin);
    await expect(agent.getByRole('form', { name: care('order.changeDates') }).getByLabel(care('order.changeNights'))).toHaveValue(String(stay.nights));
    // And the e-mail that says the new dates.
    await openMail(page, [email, translate('fr', 'mail', 'dateChange.subject', { number })]);
  });
}

test('an agent books a stay for a caller: the caller pays through the link in the e-mail, in another browser, and the order is theirs', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const care = careTexts('fr');
  const order = (key: string, values?: Record<string, string | number>) => translate('fr', 'order', key, values);
  const email = `caller.${Date.now()}@example.com`;
  const checkoutUrl = await stayCart(request, baseURL, 'fr_FR');
  const agent = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signInAgent(agent, 'fr', `${CARE}${new URL(checkoutUrl, 'http://x').pathname}`);
  const field = (key: string) => agent.getByRole('textbox', { name: new RegExp(`^${order(`field.${key}`)}( \\(.*\\))?$`) });
  await field('firstName').fill('Paul');
  await field('lastName').fill('Appelant');
  await field('email').fill(email);
  await field('phone').fill('06 98 76 54 32');
  await agent.getByRole('checkbox', { name: new RegExp(order('details.terms')) }).check();
  await agent
    .getByRole('button', { name: new RegExp(`^${order('details.sendPaymentLink', { amount: 'X' }).replace(/[()]/g, '\\$&').replace('X', '.+')}$`) })
    .click();
  await expect(agent.getByRole('main').getByRole('status')).toHaveText(care('order.done.linkSent'));
  await expect(agent.getByRole('list', { name: care('order.timeline') })).toContainText(care('order.action.bookForCaller'));
  const number = ((await agent.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(/\D/g, '');

  // The caller, elsewhere: the e-mail's link opens the provider's page; paid, the booking is confirmed.
  const link = /https?:\/\/\S+\/paiement-test\/\S+/.exec((await openMail(page, [email, number])).text)?.[0] ?? '';
  expect(link).not.toBe('');
  const caller = await (await browser.newContext()).newPage();
  await caller.goto(link);
  await caller.getByRole('button', { name: order('testPayment.paid'), exact: true }).click();
  await expect(caller.getByRole('heading', { level: 1, name: order('confirmation.confirmed') })).toBeVisible();
  await expect(caller.getByTestId('order-number')).toHaveText(number);
  await agent.reload();
  await expect(agent.locator('.care-order__meta')).toContainText(care('status.confirmed'));
});

test('an agent refunds a gift order in part as goodwill, said before it is confirmed, and extends its gift free of charge', async ({ page, browser }) => {
  const care = careTexts('fr');
  const order = (key: string, values?: Record<string, string | number>) => translate('fr', 'order', key, values);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const field = (key: string) => page.getByRole('textbox', { name: new RegExp(`^${escape(order(`field.${key}`))}( \\(.*\\))?$`) });
  const buyer = `goodwill.buyer.${Date.now()}@example.com`;
  const recipient = `goodwill.noa.${Date.now()}@example.com`;

  // A 50 € e-gift card for Noa, paid by card.
  await page.goto('/fr/cadeau/commande?type=GIFT_CARD&amount=5000&giftFormat=digital');
  await field('firstName').fill('Inès');
  await field('lastName').fill('Lacombe');
  await field('email').fill(buyer);
  await field('phone').fill('06 12 34 56 78');
  await field('recipientName').fill('Noa');
  await field('recipientEmail').fill(recipient);
  await page.getByLabel(order('field.sendOn'), { exact: true }).fill(isoToday());
  await page.getByRole('checkbox', { name: new RegExp(order('details.terms')) }).check();
  await page.getByRole('button', { name: order('details.submit', { amount: formatMoney(5000, 'fr-FR') }) }).click();
  await page.getByRole('button', { name: order('testPayment.paid'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: order('confirmation.confirmed') })).toBeVisible();
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
  const confirmation = page.url();

  const agent = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await openOrderByEmail(agent, 'fr', buyer, number);

  // Goodwill: the amount is checked and said first; only the second button refunds it.
  const amount = formatMoney(1250, 'fr-FR');
  const goodwill = () => agent.getByRole('form', { name: care('order.goodwillRefund') });
  await goodwill()
    .getByRole('textbox', { name: care('order.goodwillAmount') })
    .fill('12,50');
  await goodwill()
    .getByRole('textbox', { name: care('order.reason') })
    .fill('Gift card e-mail arrived a week late');
  await goodwill()
    .getByRole('button', { name: care('order.goodwillCheck') })
    .click();
  await expect(goodwill()).toContainText(care('order.goodwillConfirm', { amount, email: buyer }));
  await expectNoAxeViolations(agent);
  await goodwill()
    .getByRole('button', { name: care('order.goodwillSubmit', { amount }) })
    .click();
  await expect(agent.getByRole('main').getByRole('status')).toHaveText(care('order.done.goodwillRefunded'));
  const timeline = agent.getByRole('list', { name: care('order.timeline') });
  await expect(timeline).toContainText(care('order.event.refundAskedGoodwill', { amount }));
  await expect(timeline.getByRole('listitem').filter({ hasText: care('order.action.goodwillRefund') })).toContainText('Gift card e-mail arrived a week late');

  // Extension: the choice says the new last day; the gift's line shows it once done.
  const code = ((await agent.locator('.care-order__lines code').first().textContent()) ?? '').trim();
  const extend = agent.getByRole('form', { name: care('order.extendGift', { code }) });
  const months = extend.getByRole('combobox', { name: care('order.extendBy') });
  await months.selectOption('3');
  const choice = ((await months.locator('option:checked').textContent()) ?? '').trim();
  const newDate = choice.split('jusqu’au ')[1] ?? '';
  expect(newDate).toMatch(/\d{4}$/);
  await extend.getByRole('textbox', { name: care('order.reason') }).fill('Recipient in hospital for weeks');
  await extend.getByRole('button', { name: care('order.submit') }).click();
  await expect(agent.getByRole('main').getByRole('status')).toHaveText(care('order.done.extended'));
  await expect(agent.locator('.care-order__lines li').filter({ hasText: code })).toContainText(newDate);
  await expect(agent.getByRole('list', { name: care('order.timeline') })).toContainText(care('order.action.extendGift'));

  // The buyer's order page tells of the refund; Noa is told of the new date.
  await page.goto(confirmation);
  await expect(page.getByTestId('order-goodwill')).toHaveText(order('confirmation.goodwill', { amount }));
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(page.getByRole('row').filter({ hasText: recipient }).filter({ hasText: code })).not.toHaveCount(0, { timeout: 1000 });
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: buyer })
        .filter({ hasText: translate('fr', 'mail', 'goodwillRefund.subject', { number, amount: 'X' }).split(' X')[0] ?? number }),
    ).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});

test('the care desk is not on the public host, and needs a care session on the care host', async ({ page, request }) => {
  expect((await request.get('/fr/service-client/bureau')).status()).toBe(404);
  await page.goto(`${CARE}/fr/service-client/bureau`);
  await expect(page.getByRole('heading', { level: 1, name: translate('fr', 'care', 'login.heading') })).toBeVisible();
});
