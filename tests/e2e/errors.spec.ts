import { expect, test } from '@playwright/test';
import { text } from './texts';

test('an unknown page answers 404 with the spec texts, noindex, and reports the address', async ({ page }) => {
  const report = page.waitForRequest((request) => request.url().includes('/api/error?'));
  const response = await page.goto('/fr/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'errors', 'notFound.title'));
  await expect(page.getByText(text('fr', 'errors', 'notFound.text'))).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  const reported = new URL((await report).url());
  expect(reported.searchParams.get('uri')).toContain('/fr/cette-page-n-existe-pas');
  expect(reported.searchParams.get('locale')).toBe('fr_FR');

  await page.getByRole('link', { name: text('fr', 'errors', 'notFound.action') }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
});

test('a 404 outside any market speaks the last visited market', async ({ page }) => {
  await page.goto('/it/');
  const response = await page.goto('/nothing-here');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  await expect(page.getByRole('link', { name: text('it', 'errors', 'notFound.action') })).toHaveAttribute('href', '/it/');
});

test('an unknown market segment is a 404, not a page', async ({ page }) => {
  const response = await page.goto('/de/');
  expect(response?.status()).toBe(404);
});

test('a server error shows the crash page with status 500 and no stack trace', async ({ page }) => {
  const response = await page.goto('/nl/crash-test');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('nl', 'errors', 'crash.title'));
  const body = await page.locator('body').innerText();
  expect(body).not.toMatch(/Crash test|Error:|\bat .*\.mjs/);
  await page.getByRole('link', { name: text('nl', 'errors', 'crash.action') }).click();
  await expect(page).toHaveURL(/\/nl\/$/);
});
