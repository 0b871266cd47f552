import { expect, test } from '@playwright/test';
import { text } from './texts';

test('the root asks for a country when none was chosen before', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of ['France', 'España', 'Italia', 'Nederland', 'België · Belgique']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Italia' }).click();
  await expect(page).toHaveURL(/\/it\/$/);
});

test('the root speaks the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'common', 'chooser.heading'));
  await context.close();
});

test('the root returns to the last site visited (lastLanguage cookie)', async ({ page }) => {
  await page.goto('/es/');
  await page.goto('/');
  await expect(page).toHaveURL(/\/es\/$/);
  await page.goto('/be-nl/');
  await page.goto('/');
  await expect(page).toHaveURL(/\/be-nl\/$/);
});

test('Belgium leads to the splash', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'België · Belgique' }).click();
  await expect(page).toHaveURL(/\/be\/?$/);
  await expect(page.getByRole('link', { name: /Ga verder/ })).toBeVisible();
});
