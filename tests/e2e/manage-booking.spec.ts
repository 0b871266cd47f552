import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { stayCart, tr } from './search-helpers';
import { expectNoAxeViolations } from './axe';
import { signUpAndVerify, uniqueEmail } from './accounts';
import { openMail } from './mailbox';
import { openCancellation, openFromTrips } from './booking-page';
import { BUYERS, checkoutField, fillBuyer, payAndConfirm } from './checkout';

/**
 * A booking's own page (ADR 55): booked and paid on the Mollie stand-in's page, opened from the trips list and from
 * the confirmation e-mail's signed link, its calendar file downloaded, and cancelled with the refund stated first.
 */

const CASES = [BUYERS.fr, BUYERS.es] as const;

test.describe.configure({ timeout: 120_000 });

for (const c of CASES) {
  test(`manage a booking in ${c.market}: from the trips and the e-mail, its calendar file, cancelled with the refund stated first`, async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    const checkoutUrl = await stayCart(request, baseURL, c.locale, { cancellable: true });
    const email = await signUpAndVerify(page, c.market, { email: uniqueEmail(`manage.${c.market}`), firstName: c.first });
    await page.goto(checkoutUrl);
    await fillBuyer(page, c, email);
    await checkoutField(page, c.language, 'requests').fill('Late arrival');
    const number = await payAndConfirm(page, c.language);
    expect(number).toMatch(/^\d{8}$/);

    // From the trips list.
    await openFromTrips(page, c, number);
    await expect(page).toHaveURL(new RegExp(`/${c.market}/[a-z-]+/${number}$`));
    await expect(page.getByText(tr(c, 'manageBooking', 'number'), { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: tr(c, 'manageBooking', 'party.title') })).toContainText('Late arrival');
    await expect(page.getByTestId('booking-paid-with')).toContainText(tr(c, 'manageBooking', 'payment.card'));
    await expect(
      page.getByRole('region', {
        name: tr(c, 'manageBooking', 'stay.mapLabel', { hotel: (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '' }),
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Its calendar file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: tr(c, 'manageBooking', 'documents.calendar') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`halte-${number}.ics`);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain(`UID:booking-${number}@127.0.0.1`);
    expect(lines.some((line) => /^DTSTART;TZID=Europe\/\w+:\d{8}T\d{6}$/.test(line))).toBe(true);
    expect(lines.some((line) => /^DTEND;TZID=Europe\/\w+:\d{8}T\d{6}$/.test(line))).toBe(true);
    expect(lines.find((line) => line.startsWith('SUMMARY:'))).toContain(tr(c, 'manageBooking', 'calendar.summary', { hotel: '' }).trim());
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(number);
    expect(lines.some((line) => line.startsWith('LOCATION:'))).toBe(true);

    // From the confirmation e-mail's signed link, in another browser.
    const { text: mail } = await openMail(page, [email, tr(c, 'mail', 'order.subjectStay', { number })]);
    expect(mail).toContain(`${tr(c, 'mail', 'order.bookingNumber')}`);
    const link = new URL(new RegExp(`https?://\\S+/${number}\\?k=[\\w-]+`).exec(mail)?.[0] ?? '');
    const elsewhere = await (await browser.newContext()).newPage();
    await elsewhere.goto(link.pathname + link.search);
    await expect(elsewhere.getByTestId('booking-number')).toHaveText(number);
    await elsewhere.close();

    // Cancelling: the amount comes first, then the confirmation.
    await openFromTrips(page, c, number);
    const today = (await page.getByTestId('booking-refund-today').textContent())?.trim() ?? '';
    expect(today).toMatch(/\d/);
    const confirm = await openCancellation(page, c.language, number);
    const total = (await page.getByTestId('cancel-refund-total').textContent())?.trim() ?? '';
    const amount = /\d[\d\s\u00a0\u202f.,]*€/.exec(total)?.[0]?.trim() ?? '';
    expect(amount).toMatch(/\d/);
    await expect(page.getByTestId('cancel-refund')).toContainText(amount);
    await expectNoAxeViolations(page);
    // Nothing is cancelled yet.
    await expect(page.getByTestId('booking-status')).toContainText(tr(c, 'account', 'status.CONFIRMED'));
    await confirm.getByRole('button', { name: tr(c, 'account', 'trips.cancel.confirm', { number }) }).click();
    await expect(page.getByRole('status').filter({ hasText: tr(c, 'account', 'trips.cancel.result.cancelled', { number }) })).toBeFocused();
    await expect(page.getByTestId('booking-status')).toContainText(tr(c, 'account', 'status.CANCELLED'));
    await expect(page.getByTestId('booking-settlement')).toContainText(amount);
    await expect(page.getByRole('link', { name: tr(c, 'account', 'trips.cancel.open') })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
