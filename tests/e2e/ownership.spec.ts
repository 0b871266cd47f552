import { expect, test, type Browser, type Page } from '@playwright/test';
import { stayCart, translate } from './search-helpers';

/**
 * A purchase belongs to whoever can prove it (ADR 43), in Chromium: an account signed up with a guest's address, or
 * switched to it, sees none of the guest's bookings; the guest who signs up later and confirms the address from the
 * mailbox finds the booking in the trips.
 */

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'un week-end au bord du lac';
const CASES = [
  { market: 'fr', language: 'fr', locale: 'fr_FR', phone: '06 12 34 56 78' },
  { market: 'be-nl', language: 'nl', locale: 'nl_BE', phone: '0470 12 34 56' },
] as const;
type Case = (typeof CASES)[number];

const unique = (tag: string) => `e2e.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

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

async function signUp(page: Page, c: Case, email: string) {
  const t = (key: string) => translate(c.language, 'account', key);
  await page.goto(`/${c.market}/account/signup`);
  await page.getByLabel(t('fields.firstName')).fill('Sam');
  await page.getByLabel(t('fields.email')).fill(email);
  await page.getByLabel(t('fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('signUp.submit') }).click();
  await expect(page).toHaveURL(`/${c.market}/account/trips`);
}

for (const c of CASES) {
  test(`${c.market}: signing up with a guest's address, or switching to it, shows none of the guest's bookings; the guest who proves it sees them`, async ({ browser, baseURL }) => {
    const t = (key: string, values?: Record<string, string | number>) => translate(c.language, 'account', key, values);
    const guest = unique(`guest-${c.market}`);
    const number = await guestBooks(browser, baseURL, c, guest);

    // An attacker signs up with the guest's address: the trips ask to confirm it, and show nothing of the guest's.
    const attacker = await (await browser.newContext()).newPage();
    await signUp(attacker, c, guest);
    await expect(attacker.getByText(t('trips.verify.ask', { email: guest }))).toBeVisible();
    await expect(attacker.getByText(number)).toHaveCount(0);
    expect((await attacker.goto(`/${c.market}/account/trips/${number}/invoice`))?.status()).toBe(404);
    await attacker.goto(`/${c.market}/account/gifts`);
    await expect(attacker.getByText(number)).toHaveCount(0);

    // Another one switches an account of theirs to a second guest's address, with their own password.
    const secondGuest = unique(`guest2-${c.market}`);
    const secondNumber = await guestBooks(browser, baseURL, c, secondGuest);
    const switcher = await (await browser.newContext()).newPage();
    const own = unique(`switcher-${c.market}`);
    await signUp(switcher, c, own);
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
    const later = unique(`later-${c.market}`);
    const laterNumber = await guestBooks(browser, baseURL, c, later);
    const owner = await (await browser.newContext()).newPage();
    await owner.setViewportSize({ width: 390, height: 844 });
    await signUp(owner, c, later);
    await expect(owner.getByText(laterNumber)).toHaveCount(0);
    const subject = translate(c.language, 'mail', 'emailVerify.subject');
    const row = owner.getByRole('row').filter({ hasText: later }).filter({ hasText: subject });
    await expect(async () => {
      await owner.goto('/dev/mailbox');
      await expect(row).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await row.getByRole('link', { name: subject }).click();
    const link = /https?:\/\/\S+\/account\/verify\?token=[\w-]+/.exec((await owner.locator('pre').textContent()) ?? '')?.[0];
    await owner.goto(new URL(link!).pathname + new URL(link!).search);
    await owner.screenshot({ path: `screenshots/ownership-${c.market}-verify-390.png`, fullPage: true });
    await owner.getByRole('button', { name: t('verifyEmail.submit') }).click();
    await expect(owner.getByText(t('verifyEmail.verified'))).toBeVisible();
    await owner.goto(`/${c.market}/account/trips`);
    await expect(owner.getByText(laterNumber).first()).toBeVisible();
    await owner.setViewportSize({ width: 1366, height: 900 });
    await owner.screenshot({ path: `screenshots/ownership-${c.market}-trips-1366.png`, fullPage: true });
  });
}
