import { expect, test } from '@playwright/test';
import { buildPath } from '../../src/i18n/routes';
import { escapeRegExp, isoDaysFromToday, stayCart, tr } from './search-helpers';
import { openMail } from './mailbox';
import { signUp, uniqueEmail } from './accounts';
import { BUYERS, checkoutField, fillBuyer, payAndConfirm } from './checkout';

/**
 * The e-mails of a gift's and a stay's life after the sale (ADR 56), through the built server and its development
 * mailbox: the clock moved to 30 days before an e-gift ends produces its reminder to the recipient (the meter, the
 * extension, an unsubscribe link that works without signing in); a booking cancelled from the trips page produces
 * the cancellation e-mail saying what comes back, how and when.
 */

const CASES = [
  { ...BUYERS.fr, gifts: 'cadeau/commande', boxes: 'coffrets-cadeaux' },
  { ...BUYERS.es, gifts: 'regalo/pedido', boxes: 'cajas-regalo' },
] as const;

test.describe.configure({ timeout: 180_000 });

/** A stay of a cancellable offer put in a cart (spec §4 checkout start); answers its checkout address. */
for (const c of CASES) {
  test(`${c.market}: 30 days before an e-gift ends, its recipient is reminded with the meter and the extension, and can unsubscribe`, async ({
    page,
    baseURL,
  }) => {
    const buyer = uniqueEmail(`life-buyer-${c.market}`);
    const recipient = uniqueEmail(`life-noa-${c.market}`);
    await signUp(page, c.market, { email: buyer, firstName: c.first });
    // An e-box for Noa, sent today.
    await page.goto(`/${c.market}/${c.boxes}`);
    const href = (await page.locator(`a[href*="/p/"][href$="-EBOX"]`).first().getAttribute('href')) ?? '';
    const box = /\/([A-Z0-9]+-EBOX)$/.exec(href)?.[1] ?? '';
    expect(box).not.toBe('');
    await page.goto(`/${c.market}/${c.gifts}?type=BOX&code=${box}&giftFormat=digital`);
    await fillBuyer(page, c, buyer);
    await checkoutField(page, c.language, 'recipientName').fill('Noa');
    await checkoutField(page, c.language, 'recipientEmail').fill(recipient);
    await payAndConfirm(page, c.language);
    await page.goto(`/${c.market}/account/gifts`);
    const code = (await page.getByTestId('gift-card').first().locator('code').first().textContent())?.trim() ?? '';
    expect(code).toMatch(/^HALTE(-[A-Z2-9]{4}){4}$/);

    // The clock moves: the gift, bought long ago, ends in 90 days; the job runs 30 days before that end.
    const headers = { Origin: new URL(baseURL ?? '').origin };
    const run = await page.request.post('/api/test/lifecycle-mails', { data: { gift: code, endsInDays: 90, daysBeforeEnd: 30 }, headers });
    expect(run.status()).toBe(200);
    expect(await run.json()).toMatchObject({ today: isoDaysFromToday(60), queued: 1, failed: 0 });
    const mail = await openMail(page, [recipient, tr(c, 'mail', 'giftExpiry.subject', { count: 30 })]);
    expect(mail.text).toContain(code);
    expect(mail.text).toContain(tr(c, 'mail', 'units.days', { count: 30 }));
    const meter = new RegExp(
      escapeRegExp(tr(c, 'mail', 'giftExpiry.meter', { count: 1000, total: 2000 }))
        .replace('1000', '\\d+')
        .replace('2000', '\\d+'),
    );
    expect(mail.text).toMatch(meter);
    expect(mail.text).toContain(`/${c.market}/${c.gifts.split('/')[0]}/${c.market === 'fr' ? 'prolonger' : 'prorrogar'}?code=${code}`);

    // The HTML version, as a mail client shows it; its unsubscribe link opens a page that asks, then stops the reminders.
    await page.goto(mail.htmlPath);
    const link = page.getByRole('link', { name: tr(c, 'mail', 'unsubscribe.giftReminders') });
    const target = new URL((await link.getAttribute('href')) ?? '');
    await page.context().clearCookies();
    await page.goto(`${target.pathname}${target.search}`);
    await expect(page.getByRole('heading', { level: 1, name: tr(c, 'mail', 'unsubscribePage.title') })).toBeVisible();
    await expect(page.getByText(tr(c, 'mail', 'unsubscribePage.question.giftReminders', { email: recipient }))).toBeVisible();
    await page.getByRole('button', { name: tr(c, 'mail', 'unsubscribePage.confirm') }).click();
    await expect(page.getByRole('status')).toHaveText(tr(c, 'mail', 'unsubscribePage.done.giftReminders', { email: recipient }));
    // A week before the end: no reminder for an address that unsubscribed.
    const later = await page.request.post('/api/test/lifecycle-mails', { data: { gift: code, daysBeforeEnd: 7 }, headers });
    expect(await later.json()).toMatchObject({ queued: 0, skipped: 1, failed: 0 });
  });

  test(`${c.market}: a booking cancelled from the trips page gets the cancellation e-mail, saying what comes back and when`, async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = uniqueEmail(`life-cancel-${c.market}`);
    const checkoutUrl = await stayCart(request, baseURL, c.locale, { cancellable: true });
    await signUp(page, c.market, { email: customer, firstName: c.first });
    await page.goto(checkoutUrl);
    const hotel = (await page.locator('.stay__hotel strong').textContent())?.trim() ?? '';
    await fillBuyer(page, c, customer);
    const number = await payAndConfirm(page, c.language);
    await page.goto(`/${c.market}/account/trips`);
    const trip = page.locator('li', { hasText: number });
    await trip.getByText(tr(c, 'account', 'trips.cancel.open')).click();
    await trip.getByRole('button', { name: tr(c, 'account', 'trips.cancel.confirm', { number }) }).click();
    await expect(page.getByRole('status').filter({ hasText: number })).toContainText(tr(c, 'account', 'trips.cancel.result.cancelled', { number }));

    const mail = await openMail(page, [customer, tr(c, 'mail', 'cancellation.subject', { number })]);
    expect(mail.text).toContain(tr(c, 'mail', 'cancellation.intro', { number }));
    expect(mail.text).toContain(hotel);
    // Paid by card: the amount, the card, and the bank's usual delay in working days.
    const refund = new RegExp(
      escapeRegExp(tr(c, 'mail', 'cancellation.refundBy.card', { amount: 'AMOUNT', min: 5, max: 10 })).replace('AMOUNT', '[\\d\\s.,\\u00a0\\u202f]+€'),
    );
    expect(mail.text).toMatch(refund);
    // Its link opens the booking's own page, signed so that it opens from the mailbox.
    expect(mail.text).toContain(`${buildPath(c.market, 'booking', { id: number })}?k=`);
  });
}
