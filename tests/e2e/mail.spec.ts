import { expect, test } from '@playwright/test';
import { translate } from './search-helpers';
import { openMail } from './mailbox';
import { expectNoAxeViolations } from './axe';
import { signUp, uniqueEmail } from './accounts';

/** E-mails in the development mailbox, and the password reset, in Chromium. */

test.describe.configure({ timeout: 120_000 });

const t = (language: string, namespace: string, key: string, values?: Record<string, string | number>) => translate(language, namespace, key, values);

for (const { market, language } of [
  { market: 'fr', language: 'fr' },
  { market: 'nl', language: 'nl' },
] as const) {
  test(`${market}: a forgotten password is reset from the e-mail's link, and the customer signs in with the new one`, async ({ page, browser, baseURL }) => {
    const email = uniqueEmail(`reset-${market}`);
    const account = (key: string, values?: Record<string, string | number>) => t(language, 'account', key, values);
    // An account, made in another browser.
    const other = await browser.newContext();
    await signUp(await other.newPage(), market, { email, firstName: 'Élise' });
    await other.close();

    await page.goto(`/${market}/account/password/reset`);
    await page.getByLabel(account('fields.email')).fill(email);
    await page.getByRole('button', { name: account('passwordReset.submit') }).click();
    await expect(page.getByRole('status')).toHaveText(account('passwordReset.sent', { minutes: 30 }));

    const { text } = await openMail(page, [email, t(language, 'mail', 'reset.subject')]);
    const link = /https?:\/\/\S+\?token=[\w-]{43}/.exec(text)?.[0];
    expect(link, text).toBeTruthy();
    expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

    await page.goto(link!);
    await page.getByLabel(account('fields.newPassword')).fill('une nouvelle valise bleue');
    const posted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/account/password/new'));
    await page.getByRole('button', { name: account('newPassword.submit') }).click();
    const answer = await posted;
    // The origin check sees a real Origin (no 'Origin: null' from a no-referrer policy): the form is accepted.
    expect(await answer.request().headerValue('origin')).toBe(new URL(baseURL!).origin);
    expect(answer.status()).toBe(303);
    await expect(page).toHaveURL(`/${market}/account/signin?notice=passwordChanged`);
    await expect(page.getByText(account('notices.passwordChanged'))).toBeVisible();

    await page.getByLabel(account('fields.email')).fill(email);
    await page.getByLabel(account('fields.password'), { exact: true }).fill('une nouvelle valise bleue');
    await page.getByRole('button', { name: account('signIn.submit') }).click();
    await expect(page).toHaveURL(`/${market}/account/trips`);
    await expect(page.getByRole('heading', { level: 1, name: account('trips.title') })).toBeVisible();

    // The link worked once.
    await page.goto(link!);
    await expect(page.getByRole('alert')).toHaveText(account('newPassword.invalidLink'));
  });
}

test('a cross-site form post to the new-password page is still refused', async ({ request, baseURL }) => {
  const response = await request.post('/fr/account/password/new', {
    form: { token: 'x'.repeat(43), password: 'une nouvelle valise bleue' },
    headers: { Origin: 'https://evil.example' },
  });
  expect(response.status()).toBe(403);
  const nullOrigin = await request.post('/fr/account/password/new', { form: { token: 'x'.repeat(43), password: 'abc' }, headers: { Origin: 'null' } });
  expect(nullOrigin.status()).toBe(403);
  expect(baseURL).toBeTruthy();
});

test('an e-gift arrives in the mailbox with its PDF voucher, and its code opens the gift login', async ({ page, request, baseURL }) => {
  const to = uniqueEmail('egift');
  const issued = await request.post('/api/test/mail-samples', { data: { to, market: 'nl' }, headers: { Origin: new URL(baseURL!).origin } });
  expect(issued.status()).toBe(200);
  const { code } = (await issued.json()) as { code: string };
  expect(code).toMatch(/^HALTE(-[A-Z2-9]{4}){4}$/);

  const { text } = await openMail(page, [to, t('nl', 'mail', 'giftRecipient.subject', { sender: 'Camille Martin' })]);
  expect(text).toContain(code);
  expect(text).toContain(t('nl', 'mail', 'giftRecipient.attached'));
  await expectNoAxeViolations(page);

  const downloaded = page.waitForEvent('download');
  await page.getByRole('link', { name: `halte-cadeaubon-${code}.pdf` }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`halte-cadeaubon-${code}.pdf`);
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  // The order confirmation went out too.
  await openMail(page, [to, t('nl', 'mail', 'order.subject', { number: 'H-TEST-0001' })]);

  await page.goto('/nl/cadeau/inwisselen');
  await page.getByLabel(t('nl', 'beneficiary', 'login.label')).fill(code.toLowerCase());
  await page.getByRole('button', { name: t('nl', 'beneficiary', 'login.submit') }).click();
  await expect(page).toHaveURL('/nl/cadeau/verblijven');
  await expect(page.getByRole('heading', { level: 1, name: t('nl', 'beneficiary', 'stays.title') })).toBeVisible();
});

test('an activity voucher code opens its voucher page from the gift login, with its centre and a link to the activity', async ({ page, request, baseURL }) => {
  const issued = await request.post('/api/test/mail-samples', {
    data: { to: uniqueEmail('activity'), market: 'it', gift: 'ACTIVITY' },
    headers: { Origin: new URL(baseURL!).origin },
  });
  const { code } = (await issued.json()) as { code: string };
  await page.goto('/it/regalo/utilizza');
  await page.getByLabel(t('it', 'beneficiary', 'login.label')).fill(code);
  await page.getByRole('button', { name: t('it', 'beneficiary', 'login.submit') }).click();
  await expect(page).toHaveURL('/it/regalo/attivita');
  await expect(page.getByRole('heading', { level: 1, name: t('it', 'beneficiary', 'activity.title') })).toBeVisible();
  await expect(page.getByTestId('voucher-centre').getByRole('link', { name: /^\+\d{2} / })).toBeVisible();
  await page.getByRole('link', { name: t('it', 'beneficiary', 'activity.seeActivity') }).click();
  await expect(page).toHaveURL(/\/it\/attivita\/\d+$/);
});
