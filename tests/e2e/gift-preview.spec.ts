import { expect, test } from '@playwright/test';
import { PDFDocument } from '@cantoo/pdf-lib';
import { buildPath } from '../../src/i18n/routes';
import { translate } from './search-helpers';

/** The preview before paying (ADR 47) and the gift login the voucher's QR code opens. */

const tr = (namespace: string, key: string) => translate('fr', namespace, key);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: import('@playwright/test').Page, key: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${escape(tr('order', `field.${key}`))}( \\(.*\\))?$`) });

test('the gift checkout previews the recipient’s e-mail and the PDF voucher with what is typed, before paying', async ({ page, request }) => {
  const boxes = (await (await request.get('/api/boxes/search?locale=fr_FR')).json()) as { code: string }[];
  const box = boxes.find((candidate) => candidate.code.endsWith('-EBOX')) ?? boxes[0]!;
  await page.goto(`${buildPath('fr', 'giftCheckout')}?type=BOX&code=${box.code}&giftFormat=digital`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await field(page, 'firstName').fill('Camille');
  await field(page, 'recipientName').fill('Éloïse');
  await field(page, 'fromName').fill('Camille et Léo');
  await field(page, 'message').fill('Joyeux anniversaire Zoë 🎉');
  const preview = page.getByRole('region', { name: tr('gift', 'checkout.preview.title') });
  await expect(preview).toBeVisible();

  // The e-mail opens in a new tab, as it will be sent, marked as a sample.
  const mailLink = preview.getByRole('link', { name: new RegExp(escape(tr('gift', 'checkout.preview.mail'))) });
  const [mail] = await Promise.all([page.waitForEvent('popup'), mailLink.click()]);
  await mail.waitForLoadState();
  await expect(mail.locator('body')).toContainText('Aperçu');
  await expect(mail.locator('body')).toContainText('Joyeux anniversaire Zoë 🎉');
  await expect(mail.locator('body')).toContainText('Bonjour Éloïse,');
  await expect(mail.locator('body')).toContainText('Camille et Léo vous offre');
  await expect(mail.locator('body')).toContainText('XXXX-XXXX-XXXX');
  await mail.close();

  // The voucher link carries the same personalisation and answers the PDF.
  const voucherLink = preview.getByRole('link', { name: new RegExp(escape(tr('gift', 'checkout.preview.voucher'))) });
  await voucherLink.focus();
  await expect(voucherLink).toHaveAttribute('target', '_blank');
  const href = (await voucherLink.getAttribute('href')) ?? '';
  expect(new URL(href, page.url()).searchParams.get('message')).toBe('Joyeux anniversaire Zoë 🎉');
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await PDFDocument.load(await pdf.body())).getTitle()).toBe('Bon cadeau – XXXX-XXXX-XXXX');
  // Nothing was ordered: the form is still there to pay.
  await expect(field(page, 'message')).toHaveValue('Joyeux anniversaire Zoë 🎉');
});

test('the gift login fills in the code of the voucher’s link, and waits for the visitor to send it', async ({ page }) => {
  await page.goto(`${buildPath('nl', 'giftLogin')}?code=halte-7kqm-x2rd-pz9a-c4te`);
  await expect(page.getByLabel(translate('nl', 'beneficiary', 'login.label'))).toHaveValue('HALTE-7KQM-X2RD-PZ9A-C4TE');
  await expect(page).toHaveURL(/\?code=/);
});
