import { expect, test, type Browser } from '@playwright/test';
import { stayCart, translate } from './search-helpers';
import { confirmEmail, openVerifyLink, PASSWORD, signUp, uniqueEmail } from './accounts';

/**
 * A purchase belongs to whoever can prove it (ADR 43), in Chromium: an account signed up with a guest's address, or
 * switched to it, sees none of the guest's bookings; the guest who signs up later and confirms the address from the
 * mailbox finds the booking in the trips.
 */

test.describe.configure({ timeout: 120_000 });

const CASES = [
  { market: 'fr', language: 'fr', locale: 'fr_FR', phone: '06 12 34 56 78' },
  { market: 'be-nl', language: 'nl', locale: 'nl_BE', phone: '0470 12 34 56' },
] as const;
type Case = (typeof CASES)[number];

/** A guest (no account) books a stay with `email`, pays on Mollie's page (the stand-in's); answers the booking number. */
async function guestBooks(browser: Browser, baseURL: string | undefined, c: Case, email: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const t = (key: string, values?: Record<string, string | number>) => translate(c.language, 'order', key, values);
  await page.goto(await stayCart(page.request, baseURL, c.locale));
  await page.getByRole('textbox', { name: new RegExp(`^${t('field.firstName')}`) }).fill('Noa');
  await page.getByRole('textbox', { name: new RegExp(`^${t('field.lastName')}`) }).fill('Gast');
  await page.getByRole('textbox', { name: new RegExp(`^${t('field.email')}`) }).fill(email);
  await page.getByRole('textbox', { name: new RegExp(`^${t('field.phone')}`) }).fill(c.phone);
  await page.getByRole('checkbox', { name: new RegExp(t('details.terms')) }).check();
  await page.locator('form.order-form button[type=submit]').last().click();
  await expect(page.getByRole('heading', { level: 1, name: t('testPayment.title') })).toBeVisible();
  const number = /\d{8}/.exec((await page.locator('dl').first().textContent()) ?? '')?.[0];
  await page.getByRole('button', { name: t('testPayment.paid'), exact: true }).click();
  await expect(page.getByTestId('order-number')).toHaveText(number ?? '');
  await context.close();
  return number!;
}

for (const c of CASES) {
  test(`${c.market}: signing up with a guest's address, or switching to it, shows none of the guest's bookings; the guest who proves it sees them`, async ({
    browser,
    baseURL,
  }) => {
    const t = (key: string, values?: Record<string, string | number>) => translate(c.language, 'account', key, values);
    const guest = uniqueEmail(`guest-${c.market}`);
    const number = await guestBooks(browser, baseURL, c, guest);

    // An attacker signs up with the guest's address: the trips ask to confirm it, and show nothing of the guest's.
    const attacker = await (await browser.newContext()).newPage();
    await signUp(attacker, c.market, { email: guest, firstName: 'Sam' });
    await expect(attacker.getByText(t('trips.verify.ask', { email: guest }))).toBeVisible();
    await expect(attacker.getByText(number)).toHaveCount(0);
    expect((await attacker.goto(`/${c.market}/account/trips/${number}/invoice`))?.status()).toBe(404);
    await attacker.goto(`/${c.market}/account/gifts`);
    await expect(attacker.getByText(number)).toHaveCount(0);

    // Another one switches an account of theirs to a second guest's address, with their own password.
    const secondGuest = uniqueEmail(`guest2-${c.market}`);
    const secondNumber = await guestBooks(browser, baseURL, c, secondGuest);
    const switcher = await (await browser.newContext()).newPage();
    const own = uniqueEmail(`switcher-${c.market}`);
    await signUp(switcher, c.market, { email: own, firstName: 'Sam' });
    await switcher.goto(`/${c.market}/account/settings/profile`);
    const details = switcher.locator('form').filter({ has: switcher.getByRole('button', { name: t('profile.save') }) });
    await details.getByLabel(t('fields.email')).fill(secondGuest);
    await details.getByLabel(t('fields.currentPassword')).fill(PASSWORD);
    await details.getByRole('button', { name: t('profile.save') }).click();
    await expect(switcher.getByText(t('notices.emailPending', { email: secondGuest }))).toBeVisible();
    await expect(details.getByLabel(t('fields.email'))).toHaveValue(own);
    await switcher.goto(`/${c.market}/account/trips`);
    await expect(switcher.getByText(secondNumber)).toHaveCount(0);
    await switcher.screenshot({ path: `screenshots/ownership-${c.market}-switcher-trips.png`, fullPage: true });

    // A guest who signs up later with their own address confirms it from the mailbox and finds the booking.
    const later = uniqueEmail(`later-${c.market}`);
    const laterNumber = await guestBooks(browser, baseURL, c, later);
    const owner = await (await browser.newContext()).newPage();
    await owner.setViewportSize({ width: 390, height: 844 });
    await signUp(owner, c.market, { email: later, firstName: 'Sam' });
    await expect(owner.getByText(laterNumber)).toHaveCount(0);
    await openVerifyLink(owner, c.market, later);
    await owner.screenshot({ path: `screenshots/ownership-${c.market}-verify-390.png`, fullPage: true });
    await confirmEmail(owner, c.market);
    await owner.goto(`/${c.market}/account/trips`);
    await expect(owner.getByText(laterNumber).first()).toBeVisible();
    await owner.setViewportSize({ width: 1366, height: 900 });
    await owner.screenshot({ path: `screenshots/ownership-${c.market}-trips-1366.png`, fullPage: true });
  });
}
