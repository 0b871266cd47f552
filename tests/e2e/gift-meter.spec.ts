import { expect, test } from '@playwright/test';
import { translate } from './search-helpers';
import { expectNoAxeViolations } from './axe';

const fr = (key: string, values?: Record<string, string | number>) => translate('fr', 'beneficiary', key, values);

test('the gift login result says how bookable the gift is, overall and near a typed place', async ({ page }) => {
  await page.goto('/fr/cadeau/utiliser');
  await page.getByRole('textbox', { name: fr('login.label') }).fill('HALTE-SV-VALID');
  await page.getByRole('button', { name: fr('login.submit') }).click();
  await expect(page).toHaveURL(/\/fr\/cadeau\/sejours$/);
  const meter = page.getByRole('region', { name: fr('stays.meter.title').replace(/\s/g, ' ') });
  await expect(meter).toBeVisible();
  // "N séjours sur M ont au moins une nuit de vendredi ou de samedi libre…" with real figures.
  await expect(meter.getByText(/\d+ séjours? sur \d+ (a|ont) au moins une nuit de vendredi ou de samedi/)).toBeVisible();
  await expect(meter.getByText(/à moins de 100/)).toHaveCount(0);

  await meter.getByRole('textbox', { name: fr('stays.meter.placeLabel') }).fill('Paris');
  await meter.getByRole('button', { name: fr('stays.meter.submit') }).click();
  await expect(page).toHaveURL(/near=Paris/);
  await expect(meter.getByText(/\d+ d’entre eux (est|sont) à moins de 100\s+km de Paris/)).toBeVisible();
  await expect(meter.getByRole('textbox', { name: fr('stays.meter.placeLabel') })).toHaveValue('Paris');

  await meter.getByRole('textbox', { name: fr('stays.meter.placeLabel') }).fill('zzqxw');
  await meter.getByRole('button', { name: fr('stays.meter.submit') }).click();
  await expect(meter.getByRole('alert')).toContainText('zzqxw');
  await expect(meter.getByRole('textbox', { name: fr('stays.meter.placeLabel') })).toHaveValue('zzqxw');
  await expectNoAxeViolations(page, { include: 'section[aria-labelledby="gift-meter-title"]' });
});

test('after a gift login, the gift calendar of a stay from the gift list carries gift statuses, and needs the cookie', async ({ page }) => {
  await page.goto('/fr/cadeau/utiliser');
  await page.getByRole('textbox', { name: fr('login.label') }).fill('HALTE-SV-VALID');
  await page.getByRole('button', { name: fr('login.submit') }).click();
  await expect(page).toHaveURL(/\/fr\/cadeau\/sejours$/);
  const offers = await (
    await page.request.get('/api/beneficiary/single-vouchers/offers?locale=fr_FR&giftNights=1&matchOfferRangePriceWithGiftAmount=false')
  ).json();
  const packageId = offers.results[0].id as number;
  const calendar = await (await page.request.get(`/api/beneficiary/quote?locale=fr_FR&packageId=${packageId}&giftAmount=99999999`)).json();
  expect(calendar.days.length).toBeGreaterThan(0);
  expect(calendar.days.some((day: { status: string }) => day.status === 'included' || day.status === 'supplement')).toBe(true);
  for (const day of calendar.days) expect(['included', 'supplement', 'notAvailable']).toContain(day.status);
  await page.context().clearCookies();
  expect((await page.request.get(`/api/beneficiary/quote?locale=fr_FR&packageId=${packageId}`)).status()).toBe(401);
});
