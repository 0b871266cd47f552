import { expect, test } from '@playwright/test';
import { homeText, text } from './texts';

test('the Belgian splash offers Dutch and French', async ({ page }) => {
  const response = await page.goto('/be/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('link', { name: /Ga verder/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Entrer/ })).toBeVisible();
});

test('"Ga verder" opens the Dutch Belgian site', async ({ page }) => {
  await page.goto('/be/');
  await page.getByRole('link', { name: /Ga verder/ }).click();
  await expect(page).toHaveURL(/\/be-nl\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeText('nl_BE').heading);
});

test('"Entrer" opens the French Belgian site', async ({ page }) => {
  await page.goto('/be/');
  await page.getByRole('link', { name: /Entrer/ }).click();
  await expect(page).toHaveURL(/\/be-fr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeText('fr_BE').heading);
});

test('the language switch reloads the same place in the other language, hash included', async ({ page, context }) => {
  await page.goto('/be-fr/#a=2&c=1');
  const switcher = page.getByRole('navigation', { name: text('fr', 'common', 'header.language') });
  await expect(switcher.getByText('FR')).toHaveAttribute('aria-current', 'true');
  await switcher.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(/\/be-nl\/#a=2&c=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'lastLanguage')?.value).toBe('nl_BE');

  const back = page.getByRole('navigation', { name: text('nl', 'common', 'header.language') });
  await back.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/be-fr\/#a=2&c=1$/);
});

test('the language switch on a deeper page points at the translated path', async ({ page }) => {
  await page.goto('/be-nl/zoeken?flow=gifting');
  const switcher = page.getByRole('navigation', { name: text('nl', 'common', 'header.language') });
  await expect(switcher.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/be-fr/recherche?flow=gifting');
});
