import { expect, test, type Page } from '@playwright/test';
import { startFakeCrm } from './fake-crm';
import { translate } from './search-helpers';
import { expectNoAxeViolations } from './axe';

const fr = (key: string, values: Record<string, string | number> = {}) => translate('fr', 'contact', key, values);
/** The §8 catalogue (errors namespace) that every screen uses. */
const frError = (key: string, values: Record<string, string | number> = {}) => translate('fr', 'errors', key, values);
/** A field of the form by its exact label (the reason's label also contains 'message'). */
const field = (page: Page, key: string) => page.getByRole('textbox', { name: fr(key), exact: true });
const reasonList = (page: Page) => page.getByRole('combobox', { name: fr('form.reason'), exact: true });

/** The form island starts on first use: hovering the reason list starts it, as a visitor's pointer would. */
async function openForm(page: Page, path = '/fr/contact') {
  await page.goto(path);
  const reason = reasonList(page);
  await reason.hover();
  await expect(page.locator('astro-island', { has: reason })).not.toHaveAttribute('ssr');
  return reason;
}

/** The bot-check widget (altcha) once its proof of work is done: a checked box labelled in the page's language. */
const verifiedWidget = (page: Page) => page.getByRole('checkbox', { name: fr('captcha.widget.verified'), exact: true });

async function fillValidMessage(page: Page, description: string) {
  await reasonList(page).selectOption({ label: fr('form.reasons.booking_change') });
  await field(page, 'form.bookingNumber').fill('12345678');
  await field(page, 'form.description').fill(description);
  await field(page, 'form.name').fill("Anne-Marie d'Orsay");
  await field(page, 'form.email').fill('anne.marie@example.com');
  await field(page, 'form.phone').fill('06 12 34 56 78');
}

/**
 * Without JavaScript, sends the form again each time it comes back with the 'too quick' message (a post before the
 * form's minimum time on screen), as a person would, until the thank-you page opens.
 */
async function sendUntilThanked(page: Page) {
  await expect(async () => {
    await page.getByRole('button', { name: fr('form.send') }).click();
    await expect(page).toHaveURL(/\/fr\/contact\?ref=contact_thank_you$/, { timeout: 1000 });
  }).toPass({ intervals: [500], timeout: 15_000 });
}

/**
 * The form island's code held back 1.5 s, as on a slow phone; answers the list of native posts of the page (a form
 * sent without its island), filled as they happen.
 */
async function delayFormIsland(page: Page): Promise<string[]> {
  await page.route(/\/_astro\/ContactForm\.[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.resourceType() === 'document') posts.push(request.url());
  });
  return posts;
}

test('the contact page has the help banner, quick actions, five FAQ links, the phone line and no chat without a messenger', async ({ page }) => {
  await page.goto('/fr/contact');
  await expect(page.getByRole('heading', { level: 1, name: fr('heading') })).toBeVisible();
  await expect(page.getByRole('link', { name: fr('help.link') })).toHaveAttribute('href', 'https://aide.halte.fr/');
  await expect(page.getByRole('link', { name: fr('quick.lookup') })).toHaveAttribute('href', '/fr/ma-reservation#r');
  await expect(page.getByRole('link', { name: fr('quick.cancel') })).toHaveAttribute('href', '/fr/contact?reason=booking_cancel#message');
  await expect(page.getByRole('region', { name: fr('faq.title') }).getByRole('link')).toHaveCount(5);
  await expect(page.getByText(fr('hours'))).toBeVisible();
  await expect(page.getByRole('heading', { name: fr('chat.title') })).toHaveCount(0);
  // Reason first: the rest of the form appears once one is chosen.
  await expect(field(page, 'form.description')).toBeHidden();
});

test('shows the field errors on blur, and the email domain suggestion', async ({ page }) => {
  const reason = await openForm(page);
  await reason.selectOption({ label: fr('form.reasons.booking_change') });
  const number = field(page, 'form.bookingNumber');
  await number.fill('1234');
  await number.blur();
  await expect(page.getByText(frError('field.bookingNumber'))).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'form.description').focus();
  await field(page, 'form.description').blur();
  await expect(page.getByText(frError('field.mandatory'))).toBeVisible();
  await field(page, 'form.name').fill('R2D2');
  await field(page, 'form.name').blur();
  await expect(page.getByText(frError('field.onlyText'))).toBeVisible();
  await field(page, 'form.phone').fill('call me');
  await field(page, 'form.phone').blur();
  await expect(page.getByText(frError('field.phone'))).toBeVisible();
  const email = field(page, 'form.email');
  await email.fill('anne@');
  await email.blur();
  await expect(page.getByText(frError('field.email'))).toBeVisible();
  await email.fill('anne@gmial.com');
  await email.blur();
  await page.getByRole('button', { name: fr('form.emailSuggestion', { domain: 'gmail.com' }) }).click();
  await expect(email).toHaveValue('anne@gmail.com');
  await expect(page.getByText(frError('field.email'))).toHaveCount(0);
  // A question before booking asks no booking number.
  await reason.selectOption({ label: fr('form.reasons.avv_info') });
  await expect(number).toBeHidden();
  await expectNoAxeViolations(page);
});

test('sends a valid message after the bot check and shows the thank-you banner', async ({ page }) => {
  await openForm(page);
  await fillValidMessage(page, `Arriving later, please (js ${Date.now()})`);
  await expect(verifiedWidget(page)).toBeChecked({ timeout: 15_000 });
  await page.getByRole('button', { name: fr('form.send') }).click();
  await expect(page).toHaveURL(/\/fr\/contact\?ref=contact_thank_you$/);
  await expect(page.getByRole('status').filter({ hasText: frError('contactSuccess') })).toBeVisible();
});

test("the bot-check widget runs in the page's language under the strict CSP, and its answer counts once", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  let answer = '';
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.resourceType() === 'document') answer = new URLSearchParams(request.postData() ?? '').get('captcha') ?? '';
  });
  await page.goto('/es/contacto');
  const es = (key: string) => translate('es', 'contact', key);
  const reason = page.getByRole('combobox', { name: es('form.reason'), exact: true });
  await reason.hover();
  await reason.selectOption({ label: es('form.reasons.avv_info') });
  // The widget's own texts come from our locales: Spanish while it works, then checked once done.
  await expect(page.getByRole('checkbox', { name: es('captcha.widget.verified'), exact: true })).toBeChecked({ timeout: 15_000 });
  await page.getByRole('textbox', { name: es('form.description'), exact: true }).fill('¿Aceptáis perros?');
  await page.getByRole('textbox', { name: es('form.name'), exact: true }).fill('Lucía García');
  await page.getByRole('textbox', { name: es('form.email'), exact: true }).fill('lucia.garcia@example.com');
  await page.getByRole('button', { name: es('form.send') }).click();
  await expect(page).toHaveURL(/\/es\/contacto\?ref=contact_thank_you$/);
  expect(violations).toEqual([]);
  // The same answer sent again (a replayed post, without JavaScript's form token) is refused.
  expect(JSON.parse(Buffer.from(answer, 'base64').toString('utf8'))).toMatchObject({
    challenge: { parameters: { algorithm: 'SHA-256' } },
    solution: { derivedKey: expect.any(String) },
  });
  const replay = await page.request.post('/es/contacto', {
    form: { contact_reason: 'avv_info', description: 'Otra vez', name: 'Lucía García', email: 'lucia.garcia@example.com', captcha: answer },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(400);
  expect(await replay.text()).toContain(es('errors.captcha'));
});

test('when the bot check cannot get a challenge, Send says so and nothing is posted', async ({ page }) => {
  await page.route('**/api/captcha/challenge', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down","details":[]}' }),
  );
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.resourceType() === 'document') posts.push(request.url());
  });
  await openForm(page);
  await fillValidMessage(page, 'No challenge today');
  // The widget says it failed, under its box (not over the Send button); Send then names the problem.
  await expect(page.getByRole('alert').filter({ hasText: fr('captcha.widget.error') })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: fr('form.send') }).click();
  await expect(page.getByRole('alert').filter({ hasText: fr('errors.captcha') })).toBeVisible();
  await expect(page.getByRole('button', { name: fr('form.send') })).toBeEnabled();
  expect(posts).toEqual([]);
  await expect(field(page, 'form.description')).toHaveValue('No challenge today');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same form posts natively: errors come back with what was typed, then the thank-you banner', async ({ page }) => {
    await page.goto('/fr/contact');
    await reasonList(page).selectOption({ label: fr('form.reasons.invoice') });
    await field(page, 'form.bookingNumber').fill('12345678');
    await field(page, 'form.description').fill('Invoice for my stay, please');
    await field(page, 'form.name').fill('Jean Dupont');
    await field(page, 'form.email').fill('jean.dupont@');
    // The fields are checked before the form's minimum time on screen: a mistake is named at once.
    await page.getByRole('button', { name: fr('form.send') }).click();
    await expect(page.getByText(frError('field.email'))).toBeVisible();
    await expect(page.getByText(fr('errors.summary'))).toBeVisible();
    await expect(field(page, 'form.description')).toHaveValue('Invoice for my stay, please');
    await field(page, 'form.email').fill('jean.dupont@example.com');
    // A person takes a few seconds to fill in a form; the server refuses faster posts without the bot check.
    await sendUntilThanked(page);
    await expect(page.getByText(frError('contactSuccess'))).toBeVisible();
  });
});

test('forwards a message stored while the CRM is down once the CRM is up, exactly once', async ({ page }) => {
  test.setTimeout(60_000);
  const marker = `CRM down then up ${Date.now()}`;
  await openForm(page);
  await fillValidMessage(page, marker);
  await expect(verifiedWidget(page)).toBeChecked({ timeout: 15_000 });
  await page.getByRole('button', { name: fr('form.send') }).click();
  // Stored before the answer: the thank-you banner shows while no CRM is listening.
  await expect(page.getByText(frError('contactSuccess'))).toBeVisible();
  // No page or test route shows the outbox's attempts: a pause gives it time to try (and fail) while no CRM listens.
  await page.waitForTimeout(1500);
  const crm = await startFakeCrm();
  try {
    const ours = () => crm.received.filter((form) => form.get('description') === marker);
    await expect.poll(() => ours().length, { timeout: 30_000 }).toBe(1);
    // Exactly once: no page or test route shows the outbox's state, so only a pause of several outbox rounds proves no resend.
    await page.waitForTimeout(2000);
    expect(ours()).toHaveLength(1);
    expect(Object.fromEntries(ours()[0] ?? [])).toMatchObject({
      status: 'New',
      type: 'Booking',
      subtype: 'Modification',
      origin: 'Web',
      country: 'FR',
      Booking_ID__c: '12345678',
      name: "Anne-Marie d'Orsay",
      email: 'anne.marie@example.com',
      phone: '+33612345678',
      retURL: expect.stringMatching(/\/fr\/contact\?ref=contact_thank_you$/),
    });
  } finally {
    await crm.close();
  }
});

test('a send pressed before the form island is ready waits for it: no native post, what was typed is kept and checked', async ({ page }) => {
  // The island's code arrives late, as on a slow phone: the visitor chooses, types and sends before it runs.
  const posts = await delayFormIsland(page);
  await page.goto('/fr/contact');
  await reasonList(page).selectOption({ label: fr('form.reasons.booking_change') });
  await field(page, 'form.description').fill('Je voudrais changer la date de mon séjour.');
  await page.getByRole('button', { name: fr('form.send') }).click();
  // Once the island runs it checks the form itself: the missing fields are named, nothing was posted.
  await expect(field(page, 'form.name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveText(fr('errors.summary'));
  expect(posts).toEqual([]);
  await expect(reasonList(page)).toHaveValue('booking_change');
  await expect(field(page, 'form.description')).toHaveValue('Je voudrais changer la date de mon séjour.');
});

test('a send held while the form island starts is sent once it runs, even one that came without a click', async ({ page }) => {
  // A submit with no click for client:interaction to replay (as one pressed between the island's start and its
  // first effect, which reaches no handler): only the page's hold knows about this send.
  const posts = await delayFormIsland(page);
  await page.goto('/fr/contact');
  await reasonList(page).selectOption({ label: fr('form.reasons.booking_change') });
  await field(page, 'form.name').fill('Anne Martin');
  await page.locator('form[method="post"][novalidate]').evaluate((form: HTMLFormElement) => form.requestSubmit());
  // The island checks the held send as soon as it runs (not after the 8 s native fallback).
  await expect(field(page, 'form.email')).toHaveAttribute('aria-invalid', 'true', { timeout: 5000 });
  await expect(page.getByRole('alert')).toHaveText(fr('errors.summary'));
  expect(posts).toEqual([]);
});

test('a message over 2000 characters says it is limited instead of being cut', async ({ page }) => {
  const reason = await openForm(page);
  await reason.selectOption({ label: fr('form.reasons.avv_info') });
  const description = field(page, 'form.description');
  const text = 'Bonjour. '.repeat(230);
  await description.fill(text);
  await expect(description).toHaveValue(text);
  await expect(page.getByText(frError('field.maxLength', { maxlength: 2000 }))).toBeVisible();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: fr('form.send') }).click();
  await expect(description).toBeFocused();
  await description.fill(text.slice(0, 2000));
  await expect(page.getByText(frError('field.maxLength', { maxlength: 2000 }))).toHaveCount(0);
});

test('without JavaScript a person who takes a few seconds can send; a post at once is refused and keeps what was typed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fr/contact');
  await reasonList(page).selectOption({ label: fr('form.reasons.avv_info') });
  await field(page, 'form.description').fill('Acceptez-vous les chiens ?');
  await field(page, 'form.name').fill('Paul Durand');
  await field(page, 'form.email').fill('paul.durand@example.com');
  // At once: the form token is too young (a script would post like this).
  await page.getByRole('button', { name: fr('form.send') }).click();
  await expect(page.getByRole('alert')).toHaveText(fr('errors.noScriptCheck'));
  await expect(field(page, 'form.description')).toHaveValue('Acceptez-vous les chiens ?');
  // The limit of the message is said before sending, without JavaScript too.
  await expect(page.getByText(fr('form.descriptionHint', { max: '2 000' }))).toBeVisible();
  // Send again on the returned form counts from the first rendering: once 3 s have passed since then, it goes.
  await sendUntilThanked(page);
  await expect(page.getByText(frError('contactSuccess'))).toBeVisible();
  await context.close();
});

test('the booking lookup names a malformed booking number instead of looking it up', async ({ page }) => {
  await page.goto('/fr/ma-reservation#r');
  const number = page.getByLabel(fr('lookup.bookingNumber'));
  await number.fill('1791-911');
  await page.getByLabel(fr('lookup.email')).fill('camille.martin@example.com');
  await page.getByRole('button', { name: fr('lookup.submit') }).click();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription(new RegExp(frError('field.bookingNumber')));
  await expect(number).toHaveValue('1791-911');
  await expect(page.getByText(fr('lookup.notFound'))).toHaveCount(0);
});

test('the booking lookup shows a demo booking, and one neutral message for a wrong pair', async ({ page }) => {
  await page.goto('/fr/ma-reservation#r');
  await page.getByLabel(fr('lookup.bookingNumber')).fill('17919113');
  await page.getByLabel(fr('lookup.email')).fill('camille.martin@example.com');
  await page.getByRole('button', { name: fr('lookup.submit') }).click();
  await expect(page.getByRole('heading', { name: fr('lookup.result', { number: '17919113' }) })).toBeVisible();
  await expect(page.getByText(fr('lookup.statuses.CONFIRMED'))).toBeVisible();
  await page.getByLabel(fr('lookup.bookingNumber')).fill('17919113');
  await page.getByLabel(fr('lookup.email')).fill('lucia.garcia@example.com');
  await page.getByRole('button', { name: fr('lookup.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(fr('lookup.notFound'));
  await expect(page.getByRole('heading', { name: fr('lookup.result', { number: '17919113' }) })).toHaveCount(0);
});

for (const width of [390, 1366]) {
  test(`contact and booking lookup pages have no WCAG 2.2 A/AA violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/es/contacto?reason=gift');
    await expectNoAxeViolations(page);
    await page.goto('/nl/mijn-boeking');
    await expectNoAxeViolations(page);
  });
}
