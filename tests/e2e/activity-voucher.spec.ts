import { expect, test, type APIRequestContext } from '@playwright/test';
import { translate } from './search-helpers';
import { openMail } from './mailbox';
import { expectNoAxeViolations } from './axe';
import { uniqueEmail } from './accounts';

/**
 * An activity voucher bought for oneself is used by booking a date with its centre (ADR 46): bought and paid on the
 * Mollie stand-in's page, the code from the order e-mail opens the voucher's page in another browser, a slot is
 * booked, the holder and the centre each get an e-mail, and the code then shows the booking it was used for.
 */
test.describe.configure({ timeout: 180_000 });

const CASES = [
  { market: 'fr', language: 'fr', locale: 'fr_FR', checkoutPath: 'activite/commande', loginPath: 'cadeau/utiliser', voucherPath: 'cadeau/activite' },
  { market: 'it', language: 'it', locale: 'it_IT', checkoutPath: 'attivita/ordine', loginPath: 'regalo/utilizza', voucherPath: 'regalo/attivita' },
  { market: 'be-nl', language: 'nl', locale: 'nl_BE', checkoutPath: 'activiteit/bestelling', loginPath: 'cadeau/inwisselen', voucherPath: 'cadeau/activiteit' },
] as const;
type Case = (typeof CASES)[number];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A published activity of the search, different for each market so parallel runs do not share one. */
async function findActivity(request: APIRequestContext, baseURL: string | undefined, c: Case): Promise<number> {
  const found = await request.post('/api/search/activity-only.json', { data: { locale: c.locale }, headers: { Origin: new URL(baseURL ?? '').origin } });
  const { exactMatch } = (await found.json()) as { exactMatch: { activityOnlyPackages: { id: number }[] } };
  const activity = exactMatch.activityOnlyPackages[CASES.indexOf(c)];
  if (!activity) throw new Error('No activity');
  return activity.id;
}

for (const c of CASES) {
  test(`${c.market}: an activity voucher bought for oneself books a date with its centre, which both e-mails confirm, and the code is then used`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const t = (namespace: string, key: string, values?: Record<string, string | number>) => translate(c.language, namespace, key, values);
    const buyer = uniqueEmail(`voucher.${c.market}`);
    const holderEmail = buyer.replace('e2e.voucher', 'e2e.holder');
    const id = await findActivity(request, baseURL, c);

    // Bought for oneself and paid on the stand-in's hosted page.
    await page.goto(`/${c.market}/${c.checkoutPath}/${id}?customType=OWN_USE&a=2`);
    const field = (key: string) => page.getByRole('textbox', { name: new RegExp(`^${escape(t('order', `field.${key}`))}( \\(.*\\))?$`) });
    await field('firstName').fill('Camille');
    await field('lastName').fill('Martin');
    await field('email').fill(buyer);
    await field('phone').fill(c.market === 'it' ? '312 345 6789' : c.market === 'be-nl' ? '0470 12 34 56' : '06 12 34 56 78');
    await page.getByRole('checkbox', { name: new RegExp(t('order', 'details.terms')) }).check();
    // Paid now (where pay-later methods are offered, the button says it continues to the payment).
    const pay = new RegExp(`^(${escape(t('order', 'details.submit', { amount: '@@' })).replace('@@', '.+')}|${escape(t('order', 'details.continue'))})$`);
    await page.getByRole('button', { name: pay, exact: false }).and(page.locator(':not([aria-hidden])')).click();
    await expect(page.getByRole('heading', { level: 1, name: t('order', 'testPayment.title') })).toBeVisible();
    await page.getByRole('button', { name: t('order', 'testPayment.paid'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('order', 'confirmation.confirmed') })).toBeVisible();

    // The order e-mail says the voucher is ready and how to book, never that the activity is booked.
    const orderMail = (await openMail(page, [buyer])).text;
    expect(orderMail).toContain(t('mail', 'order.introActivity'));
    const link = /(https?:\/\/\S+\?code=(HALTE-[A-Z0-9-]+))/.exec(orderMail);
    expect(link).not.toBeNull();
    const code = link![2]!;

    // Another browser: the gift login opens the voucher's page, with the centre's address and phone.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const holder = await other.newPage();
    await holder.goto(`/${c.market}/${c.loginPath}`);
    await holder.getByLabel(t('beneficiary', 'login.label')).fill(code);
    await holder.getByRole('button', { name: t('beneficiary', 'login.submit') }).click();
    await expect(holder).toHaveURL(`/${c.market}/${c.voucherPath}`);
    await expect(holder.getByRole('heading', { level: 1, name: t('beneficiary', 'activity.title') })).toBeVisible();
    const centre = holder.getByTestId('voucher-centre');
    await expect(centre.getByRole('link', { name: /^\+\d/ })).toBeVisible();
    const title = ((await holder.locator('.facts__title').textContent()) ?? '').trim();
    const centreName = ((await centre.locator('.centre__name').textContent()) ?? '').trim();
    await expectNoAxeViolations(holder);

    // A mistake keeps what was typed and names the field.
    const date = holder.getByLabel(t('beneficiary', 'activity.date'), { exact: true });
    await date.selectOption({ index: 1 });
    const chosen = await date.inputValue();
    await holder.getByLabel(t('beneficiary', 'activity.name')).fill('Léa Dupont');
    await holder.getByLabel(t('beneficiary', 'activity.email')).fill('lea@');
    await holder.getByRole('button', { name: t('beneficiary', 'activity.submit') }).click();
    await expect(holder.getByLabel(t('beneficiary', 'activity.email'))).toHaveAccessibleDescription(
      new RegExp(escape(t('beneficiary', 'activity.errors.email'))),
    );
    await expect(holder.getByLabel(t('beneficiary', 'activity.name'))).toHaveValue('Léa Dupont');
    await expect(date).toHaveValue(chosen);

    const time = holder
      .getByRole('radiogroup', { name: t('beneficiary', 'activity.time') })
      .getByRole('radio')
      .last();
    const chosenTime = (await time.getAttribute('value')) ?? '';
    await time.check();
    await holder.getByLabel(t('beneficiary', 'activity.email')).fill(holderEmail);
    await holder
      .getByLabel(t('beneficiary', 'activity.phone_field'))
      .fill(c.market === 'it' ? '312 345 6789' : c.market === 'be-nl' ? '0470 12 34 56' : '06 12 34 56 78');
    await holder.getByRole('button', { name: t('beneficiary', 'activity.submit') }).click();
    await expect(holder.getByRole('status').filter({ hasText: t('beneficiary', 'activity.booked', { email: holderEmail }) })).toBeVisible();
    await expect(holder.getByTestId('voucher-booking')).toContainText(chosenTime);

    // Both e-mails: the holder's confirmation and the centre's notice.
    const holderMail = (await openMail(page, [holderEmail, title])).text;
    expect(holderMail).toContain(centreName);
    expect(holderMail).toContain(chosenTime);
    expect(holderMail).toMatch(/\+\d{2} \d/);
    const centreMail = (await openMail(page, [/reservations@/, title])).text;
    expect(centreMail).toContain(code);
    expect(centreMail).toContain(holderEmail);
    expect(centreMail).toContain('Léa Dupont');

    // The code is now used: the gift login says for which booking, and shows it.
    await holder.goto(`/${c.market}/${c.loginPath}`);
    await holder.getByLabel(t('beneficiary', 'login.label')).fill(code);
    await holder.getByRole('button', { name: t('beneficiary', 'login.submit') }).click();
    const today = new Date().toLocaleDateString(c.market === 'be-nl' ? 'nl-BE' : c.market === 'it' ? 'it-IT' : 'fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(holder.getByTestId('voucher-used')).toHaveText(t('beneficiary', 'activity.used', { date: today }));
    await expect(holder.getByTestId('voucher-booking')).toContainText(chosenTime);
    await expect(holder.getByRole('button', { name: t('beneficiary', 'activity.submit') })).toHaveCount(0);
    await other.close();
  });
}
