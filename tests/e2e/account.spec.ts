import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ACCOMMODATION_VAT_RATES, SELLER } from '../../src/domain/invoice';
import { fr } from './search-helpers';
import { expectNoAxeViolations } from './axe';
import { PASSWORD, signUp, uniqueEmail } from './accounts';

/** Customer accounts (spec §1, §2 account pages, §6 logged-in customer): forms, trips, wishlist across devices. */

const DEMO = { email: 'camille.martin@example.com', password: 'Halte-Demo-2026' };

// Each flow signs in several times (scrypt on the server) and checks several pages with axe.
test.describe.configure({ timeout: 120_000 });

/** A published stay of the test catalog, by index so parallel tests use different ones. */
async function findStay(request: APIRequestContext, baseURL: string | undefined, index: number): Promise<{ id: number; label: string }> {
  const found = await request.post('/api/offers.json', {
    data: { locale: 'fr_FR', limit: 20, criteria: {} },
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  const { results } = (await found.json()) as { results: { id: number }[] };
  const id = results[index]?.id;
  if (!id) throw new Error('The test catalog has too few offers');
  const detail = (await (await request.get(`/api/weekend/${id}/detail.json?locale=fr_FR`)).json()) as { label: string };
  return { id, label: detail.label };
}

async function signIn(page: Page, email: string, password: string, origin?: string) {
  await page.goto(origin ? `/fr/account/signin?origin=${encodeURIComponent(origin)}` : '/fr/account/signin');
  await page.getByLabel(fr('account', 'fields.email')).fill(email);
  await page.getByLabel(fr('account', 'fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: fr('account', 'signIn.submit') }).click();
}

/** Clicks the heart of a product page and waits until the change is stored (in the account when signed in). */
async function saveStay(page: Page, stay: { id: number; label: string }, signedIn: boolean) {
  await page.goto(`/fr/sejour/${stay.id}`);
  const heart = page.getByRole('button', { name: fr('search', 'card.addToWishlist', { label: stay.label }) });
  // A click before the island starts would be lost.
  await expect(heart.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', { timeout: 30_000 });
  const stored = signedIn ? page.waitForResponse((r) => r.url().includes('/api/account/wishlist') && r.request().method() === 'POST') : undefined;
  await heart.click();
  await stored;
  await expect(page.getByRole('button', { name: fr('search', 'card.removeFromWishlist', { label: stay.label }) })).toHaveAttribute('aria-pressed', 'true');
}

async function sessionCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name.startsWith('__Host-halte_'));
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('sign up, save a stay, sign out, then find the wishlist signed in from another browser', async ({ browser, request, baseURL }) => {
  const stay = await findStay(request, baseURL, 3);
  const email = uniqueEmail('devices');
  const first = await newPage(browser);
  await signUp(first.page, 'fr', { email, firstName: 'Élise', origin: `/fr/sejour/${stay.id}` });

  // Chromium keeps __Host- Secure cookies on http://127.0.0.1 (a secure context): HttpOnly, SameSite=Lax, whole site.
  const cookies = await sessionCookies(first.context);
  for (const name of ['__Host-halte_account', '__Host-halte_token']) {
    expect(cookies.find((cookie) => cookie.name === name)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
  }

  await saveStay(first.page, stay, true);
  // The header's drawer shows the account's list.
  await first.page.getByRole('button', { name: 'Mes favoris' }).click();
  await expect(first.page.getByRole('dialog').getByRole('link', { name: stay.label })).toBeVisible();
  await first.page.keyboard.press('Escape');

  await first.page.goto('/fr/account/signout');
  await first.page.getByRole('button', { name: fr('account', 'signOut.submit') }).click();
  await expect(first.page).toHaveURL('/fr/account/signin?notice=signedOut');
  await expect(first.page.getByRole('status')).toHaveText(fr('account', 'notices.signedOut'));
  expect((await sessionCookies(first.context)).map((cookie) => cookie.name)).not.toEqual(expect.arrayContaining(['__Host-halte_token']));
  expect((await sessionCookies(first.context)).map((cookie) => cookie.name)).not.toContain('__Host-halte_account');
  // Signed out, this browser no longer shows the account's wishlist.
  await first.page.goto('/fr/account/wishlist');
  await expect(first.page.getByRole('heading', { name: fr('wishlist', 'packages') })).toBeVisible();
  await expect(first.page.getByRole('link', { name: stay.label })).toHaveCount(0);
  await first.context.close();

  const second = await newPage(browser);
  await signIn(second.page, email, PASSWORD, '/fr/account/wishlist');
  await expect(second.page).toHaveURL('/fr/account/wishlist');
  await expect(second.page.getByRole('main').getByRole('link', { name: stay.label })).toBeVisible();
  await second.page.goto(`/fr/sejour/${stay.id}`);
  await expect(second.page.getByRole('button', { name: fr('search', 'card.removeFromWishlist', { label: stay.label }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await second.context.close();
});

test('merges the wishlist of the browser into the account at sign-in, without duplicates', async ({ browser, request, baseURL }) => {
  const [kept, added] = [await findStay(request, baseURL, 5), await findStay(request, baseURL, 6)];
  const email = uniqueEmail('merge');
  const owner = await newPage(browser);
  await signUp(owner.page, 'fr', { email, firstName: 'Élise', origin: '/fr/account/trips' });
  await saveStay(owner.page, kept, true);
  await owner.context.close();

  const visitor = await newPage(browser);
  await saveStay(visitor.page, kept, false);
  await saveStay(visitor.page, added, false);
  await signIn(visitor.page, email, PASSWORD, '/fr/account/wishlist');
  const list = visitor.page.getByRole('main').getByRole('listitem');
  await expect(list.getByRole('link', { name: added.label })).toBeVisible();
  await expect(list.getByRole('link', { name: kept.label })).toHaveCount(1);
  // The items now live in the account, not in this browser.
  await expect.poll(() => visitor.page.evaluate(() => localStorage.getItem('halte.wishlist'))).toBeNull();
  // Removing from the page removes from the account.
  await visitor.page.getByRole('button', { name: fr('wishlist', 'remove', { label: added.label }) }).click();
  await expect(list.getByRole('link', { name: added.label })).toHaveCount(0);
  await visitor.page.reload();
  await expect(visitor.page.getByRole('main').getByRole('link', { name: kept.label })).toBeVisible();
  await expect(visitor.page.getByRole('main').getByRole('link', { name: added.label })).toHaveCount(0);
  await visitor.context.close();
});

test('a demo customer sees upcoming and past trips with statuses and an invoice; account pages are private', async ({ page }) => {
  await page.goto('/fr/account/trips');
  // Anonymous: the sign-in page, which leads back to the trips (the origin parameter).
  await expect(page).toHaveURL('/fr/account/signin?origin=%2Ffr%2Faccount%2Ftrips');
  await page.getByLabel(fr('account', 'fields.email')).fill(DEMO.email);
  await page.getByLabel(fr('account', 'fields.password'), { exact: true }).fill(DEMO.password);
  const landing = page.waitForResponse((r) => r.url().endsWith('/fr/account/trips') && r.request().method() === 'GET');
  await page.getByRole('button', { name: fr('account', 'signIn.submit') }).click();
  expect((await landing).headers()['cache-control']).toBe('private, no-store');
  await expect(page).toHaveURL('/fr/account/trips');

  const upcoming = page.getByRole('region', { name: fr('account', 'trips.upcoming') });
  const past = page.getByRole('region', { name: fr('account', 'trips.past') });
  await expect(upcoming.getByRole('listitem')).toHaveCount(2);
  await expect(upcoming).toContainText(fr('account', 'status.CONFIRMED'));
  await expect(upcoming).toContainText(fr('account', 'status.PENDING'));
  await expect(past).toContainText(fr('account', 'status.COMPLETED'));
  await expect(past).not.toContainText(fr('account', 'status.CANCELLED'));
  // A cancelled booking has its own list.
  await expect(page.getByRole('region', { name: fr('account', 'trips.cancelled') })).toContainText(fr('account', 'status.CANCELLED'));
  await expectNoAxeViolations(page);

  await page
    .getByRole('link', { name: /^Voir la facture/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Facture F\d{4}-/ })).toBeVisible();
  await expect(page.getByText('Camille Martin')).toBeVisible();
  await expectNoAxeViolations(page);

  // Signed in, every page is private to this visitor, not only the account's.
  const home = await page.goto('/fr/');
  expect(home?.headers()['cache-control']).toBe('private, no-store');

  for (const path of ['/fr/account/settings/profile', '/fr/account/wishlist', '/fr/account/signout']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: fr('account', 'nav.label') })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('a wrong password gets the neutral message, and the sign-in page leads back to where the visitor was', async ({ page, request, baseURL }) => {
  const stay = await findStay(request, baseURL, 1);
  await signIn(page, DEMO.email, 'not the right password', `/fr/sejour/${stay.id}`);
  await expect(page.getByRole('alert')).toHaveText(fr('account', 'errors.signIn'));
  await expect(page.getByLabel(fr('account', 'fields.email'))).toHaveValue(DEMO.email);
  await page.getByLabel(fr('account', 'fields.password'), { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: fr('account', 'signIn.submit') }).click();
  await expect(page).toHaveURL(`/fr/sejour/${stay.id}`);
});

test('asks for a reset link with the same answer for any address', async ({ page }) => {
  await page.goto('/fr/account/password/reset');
  await page.getByLabel(fr('account', 'fields.email')).fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole('button', { name: fr('account', 'passwordReset.submit') }).click();
  await expect(page.getByRole('status')).toHaveText(fr('account', 'passwordReset.sent', { minutes: 30 }));
});

for (const width of [390, 1366]) {
  test(`the sign-in, sign-up, reset and new-password pages have no WCAG 2.2 A/AA violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/fr/account/signin',
      '/es/account/signup',
      '/fr/account/password/reset',
      '/nl/account/password/new?token=expired',
      '/it/account/wishlist',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expectNoAxeViolations(page);
    }
    // A refused form, with its messages tied to the fields.
    await page.goto('/fr/account/signup');
    await page.getByLabel(fr('account', 'fields.firstName')).fill('R2D2');
    await page.getByLabel(fr('account', 'fields.email')).fill(uniqueEmail('axe'));
    await page.getByLabel(fr('account', 'fields.password'), { exact: true }).fill('azerty123');
    await page.getByRole('button', { name: fr('account', 'signUp.submit') }).click();
    await expect(page.getByLabel(fr('account', 'fields.firstName'))).toHaveAccessibleDescription(fr('errors', 'field.onlyText'));
    await expectNoAxeViolations(page);
  });
}

test('the invoice names the seller with its address and VAT number and breaks down the VAT of the stay', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password, '/fr/account/trips');
  await page
    .getByRole('link', { name: /^Voir la facture/ })
    .first()
    .click();
  const seller = page.getByRole('region', { name: fr('account', 'invoice.seller') });
  await expect(seller).toContainText(SELLER.name);
  await expect(seller).toContainText(`${SELLER.postcode} ${SELLER.city}`);
  await expect(seller).toContainText(fr('account', 'invoice.sellerVat', { number: SELLER.vatNumber }));
  const table = page.getByRole('table', { name: fr('account', 'invoice.linesTitle') });
  const cents = async (label: RegExp) =>
    Number((await table.getByRole('row', { name: label }).getByRole('cell').last().innerText()).replace(/[^\d,]/g, '').replace(',', '.')) * 100;
  const rateText = (await table.getByRole('row').nth(1).getByRole('cell').nth(3).innerText()).replace(/\D/g, '');
  expect(Object.values(ACCOMMODATION_VAT_RATES).map(String)).toContain(rateText);
  const net = await cents(/^Base imposable/);
  const vat = await cents(/^TVA à/);
  const total = await cents(new RegExp(`^${fr('account', 'invoice.total')}`));
  expect(Math.round(net + vat)).toBe(Math.round(total));
  expect(Math.abs(vat - (net * Number(rateText)) / 100)).toBeLessThanOrEqual(1);
  await expectNoAxeViolations(page);
});
