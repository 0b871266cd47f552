import { expect, test } from '@playwright/test';
import { translate } from './search-helpers';
import { expectNoAxeViolations } from './axe';

const PORT = Number(process.env.E2E_PORT ?? 4399);
/** The default care host (HALTE_CARE_HOSTS): browsers resolve *.localhost to this machine. */
const CARE = `http://care.localhost:${PORT}`;
const PUBLIC = `http://localhost:${PORT}`;
const AGENT = { email: 'agent@example.com', password: 'halte-care-demo', name: 'Alex Morel' };
const care = (key: string, values: Record<string, string | number> = {}) => translate('fr', 'care', key, values);
const contact = (key: string) => translate('fr', 'contact', key);

test('on the care host the care login replaces the page; once signed in the agent gets it in care mode, never cached', async ({ page }) => {
  const asked = await page.goto(`${CARE}/fr/recherche?flow=gifting`);
  expect(asked?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: care('login.heading') })).toBeVisible();
  await expect(page).toHaveURL(`${CARE}/fr/recherche?flow=gifting`);
  await expect(page.getByRole('complementary', { name: care('tool.label') })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel(care('login.email')).fill(AGENT.email);
  await page.getByLabel(care('login.password')).fill('not the password');
  await page.getByRole('button', { name: care('login.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(care('login.failed'));

  await page.getByLabel(care('login.email')).fill(AGENT.email);
  await page.getByLabel(care('login.password')).fill(AGENT.password);
  const [landed] = await Promise.all([
    page.waitForResponse((r) => r.url() === `${CARE}/fr/recherche?flow=gifting`),
    page.getByRole('button', { name: care('login.submit') }).click(),
  ]);
  expect(landed.headers()['cache-control']).toBe('private, no-store');
  expect(landed.headers().etag).toBeUndefined();
  const tool = page.getByRole('complementary', { name: care('tool.label') });
  await expect(tool).toContainText(care('tool.signedInAs', { name: AGENT.name }));
  // The link for the customer is the same page on the public host.
  await expect(tool.getByLabel(care('tool.customerLink'))).toHaveValue(`${PUBLIC}/fr/recherche?flow=gifting`);
  const cookies = await page.context().cookies(CARE);
  expect(cookies.find((c) => c.name === 'halte_care')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  // Sign-out ends the session: the care login is back.
  await tool.getByRole('button', { name: care('tool.signOut') }).click();
  await expect(page.getByRole('heading', { level: 1, name: care('login.heading') })).toBeVisible();
});

test('care mode: no bot check on the contact form, announcement banner hidden, public host untouched', async ({ page }) => {
  // The public home shows the announcement banner of the content; the care home must not.
  const announcement = page.getByRole('complementary', { name: translate('fr', 'home', 'announcement.label') });
  await page.goto(`${PUBLIC}/fr/`);
  await expect(announcement).toBeVisible();
  await expect(page.getByRole('complementary', { name: care('tool.label') })).toHaveCount(0);

  await page.goto(`${CARE}/fr/contact`);
  await page.getByLabel(care('login.email')).fill(AGENT.email);
  await page.getByLabel(care('login.password')).fill(AGENT.password);
  await page.getByRole('button', { name: care('login.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: contact('heading') })).toBeVisible();
  await page.getByRole('combobox', { name: contact('form.reason'), exact: true }).selectOption({ label: contact('form.reasons.avv_info') });
  await expect(page.getByText(contact('captcha.skipped'))).toBeVisible();
  const field = (key: string) => page.getByRole('textbox', { name: contact(key), exact: true });
  await field('form.description').fill('Customer asks about dog-friendly hotels (written by an agent)');
  await field('form.name').fill('Paul Durand');
  await field('form.email').fill('paul.durand@example.com');
  await page.getByRole('button', { name: contact('form.send') }).click();
  await expect(page).toHaveURL(`${CARE}/fr/contact?ref=contact_thank_you`);
  await expect(page.getByText(translate('fr', 'errors', 'contactSuccess'))).toBeVisible();

  await page.goto(`${CARE}/fr/`);
  await expect(page.getByRole('complementary', { name: care('tool.label') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(announcement).toHaveCount(0);
});

test('the care login does not exist on the public host', async ({ page }) => {
  const response = await page.goto(`${PUBLIC}/fr/service-client/connexion`);
  expect(response?.status()).toBe(404);
});

test("care mode disables the box page's gift drawer (spec §6); the public box page keeps it", async ({ page }) => {
  const gift = (key: string) => translate('fr', 'gift', key);
  await page.goto(`${PUBLIC}/fr/coffrets-cadeaux`);
  const boxPath = (await page.getByRole('main').getByRole('list').first().getByRole('link').first().getAttribute('href')) ?? '';
  await page.goto(`${PUBLIC}${boxPath}`);
  await page.getByRole('button', { name: gift('customisation.open') }).click();
  await expect(page.getByRole('dialog', { name: gift('customisation.title') })).toBeVisible();

  await page.goto(`${CARE}${boxPath}`);
  await page.getByLabel(care('login.email')).fill(AGENT.email);
  await page.getByLabel(care('login.password')).fill(AGENT.password);
  await page.getByRole('button', { name: care('login.submit') }).click();
  await expect(page.getByRole('complementary', { name: care('tool.label') })).toBeVisible();
  // The Offer button still works (its island has started) while no 'Personalise your gift' exists.
  await page.getByRole('button', { name: gift('box.offer'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: gift('format.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: gift('customisation.open') })).toHaveCount(0);
});
