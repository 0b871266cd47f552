import { expect, test } from '@playwright/test';
import { formatMoney } from '../../src/domain/money';
import { isoDaysFromToday, isoToday, tr } from './search-helpers';
import { expectNoAxeViolations } from './axe';
import { signUp, uniqueEmail } from './accounts';
import { BUYERS, checkoutField, fillBuyer } from './checkout';
import { expectMailCount } from './mailbox';

/**
 * A gift's after-care in My gifts (ADR 48): the buyer of an e-gift scheduled for a later day moves its date,
 * corrects the recipient's address, sends it now and again, and downloads its voucher; the e-mails are read in the
 * development mailbox, and the old address never receives the code.
 */

const CASES = [
  { ...BUYERS.fr, gifts: 'cadeau/commande' },
  { ...BUYERS['be-nl'], gifts: 'cadeau/bestelling' },
] as const;
type Case = (typeof CASES)[number];
const money = (c: Case, cents: number) => formatMoney(cents, c.tag);

test.describe.configure({ timeout: 180_000 });

for (const c of CASES) {
  test(`${c.market}: the buyer of a scheduled e-gift moves its date, corrects its address, resends and downloads it`, async ({ page }) => {
    const buyer = uniqueEmail(`gifts-buyer-${c.market}`);
    const typo = uniqueEmail(`gifts-typo-${c.market}`);
    const recipient = uniqueEmail(`gifts-noa-${c.market}`);
    await signUp(page, c.market, { email: buyer, firstName: c.first });

    // A 50 € e-gift card for Noa, to leave in 30 days, with a typo in her address.
    await page.goto(`/${c.market}/${c.gifts}?type=GIFT_CARD&amount=5000&giftFormat=digital`);
    await fillBuyer(page, c, buyer);
    await checkoutField(page, c.language, 'recipientName').fill('Noa');
    await checkoutField(page, c.language, 'recipientEmail').fill(typo);
    await checkoutField(page, c.language, 'sendOn').fill(isoDaysFromToday(30));
    await page.getByRole('checkbox', { name: new RegExp(tr(c, 'order', 'details.terms')) }).check();
    await page.getByRole('button', { name: tr(c, 'order', 'details.submit', { amount: money(c, 5000) }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'testPayment.title') })).toBeVisible();
    await page.getByRole('button', { name: tr(c, 'order', 'testPayment.paid'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'confirmation.confirmed') })).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

    await page.goto(`/${c.market}/account/gifts`);
    const card = () => page.getByTestId('gift-card').filter({ hasText: number });
    const code = (await card().locator('code').first().textContent())?.trim() ?? '';
    expect(code).toMatch(/^HALTE(-[A-Z2-9]{4}){4}$/);
    await expect(card().getByTestId('gift-kind')).toHaveText(tr(c, 'order', 'gifts.aGift'));
    // On a phone a long address wraps inside the card: the page is no wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await card()
      .getByText(tr(c, 'order', 'gifts.care.recipient.open'))
      .click();
    await expectNoAxeViolations(page);
    await page.reload();
    // Not sent yet: no resend, only a new date or address.
    await expect(card().getByRole('button', { name: tr(c, 'order', 'gifts.care.resendRecipient', { email: typo }) })).toHaveCount(0);

    // Move the date 15 days later.
    await card()
      .getByText(tr(c, 'order', 'gifts.care.date.open'))
      .click();
    await card()
      .getByLabel(tr(c, 'order', 'gifts.care.date.label'))
      .fill(isoDaysFromToday(45));
    await card()
      .getByRole('button', { name: tr(c, 'order', 'gifts.care.date.submit') })
      .click();
    await expect(card().getByRole('status')).toHaveText(tr(c, 'order', 'gifts.done.sendDate'));
    await expect(card().getByLabel(tr(c, 'order', 'gifts.care.date.label'))).toHaveValue(isoDaysFromToday(45));

    // Correct the address before it leaves.
    await card()
      .getByText(tr(c, 'order', 'gifts.care.recipient.open'))
      .click();
    await card()
      .getByLabel(tr(c, 'order', 'gifts.care.recipient.label'))
      .fill('not an address');
    await card()
      .getByLabel(tr(c, 'order', 'gifts.care.recipient.label'))
      .fill(recipient);
    await card()
      .getByRole('button', { name: tr(c, 'order', 'gifts.care.recipient.submit') })
      .click();
    await expect(card().getByRole('status')).toHaveText(tr(c, 'order', 'gifts.done.recipient'));

    // Send it today: it leaves now, to the corrected address.
    await card()
      .getByText(tr(c, 'order', 'gifts.care.date.open'))
      .click();
    await card()
      .getByLabel(tr(c, 'order', 'gifts.care.date.label'))
      .fill(isoToday());
    await card()
      .getByRole('button', { name: tr(c, 'order', 'gifts.care.date.submit') })
      .click();
    await expect(card().getByRole('status')).toHaveText(tr(c, 'order', 'gifts.done.sendDate'));
    const giftSubject = tr(c, 'mail', 'giftRecipient.subject', { sender: c.first });
    await expectMailCount(page, [recipient, giftSubject], 1);

    // Resend it once it left.
    await page.goto(`/${c.market}/account/gifts`);
    await expect(
      card()
        .getByTestId('gift-care')
        .getByRole('button', { name: tr(c, 'order', 'gifts.care.resendRecipient', { email: recipient }) }),
    ).toBeVisible();
    await card()
      .getByRole('button', { name: tr(c, 'order', 'gifts.care.resendRecipient', { email: recipient }) })
      .click();
    await expect(card().getByRole('status')).toHaveText(tr(c, 'order', 'gifts.done.resend'));
    await expect(card().getByText(tr(c, 'order', 'gifts.history.resend', { date: '' }).trim(), { exact: false })).toBeVisible();

    // Download the voucher.
    const download = page.waitForEvent('download');
    await card().getByTestId('gift-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toContain(code);

    // The mailbox: the gift twice to the new address, the buyer's two confirmations, nothing to the typo.
    await expectMailCount(page, [recipient, giftSubject], 2);
    await expectMailCount(page, [buyer, tr(c, 'mail', 'giftChange.subject', { code })], 3);
    await expectMailCount(page, [typo, giftSubject], 0);
    const row = page.getByRole('row').filter({ hasText: recipient }).filter({ hasText: giftSubject }).first();
    await row.getByRole('link', { name: giftSubject }).click();
    await expect(page.locator('pre')).toContainText(code);
  });
}
