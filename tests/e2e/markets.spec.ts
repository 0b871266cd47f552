import { expect, test } from '@playwright/test';
import { MARKET_CASES, homeText, text } from './texts';

for (const { market, language, tag, locale } of MARKET_CASES) {
  test(`${market} home is served in its language`, async ({ page, context }) => {
    const response = await page.goto(`/${market}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeText(locale).heading);
    await expect(page).toHaveTitle(homeText(locale).title);

    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lastLanguage')?.value).toBe(locale);

    const countries = page.getByRole('navigation', { name: text(language, 'common', 'footer.countries') });
    await expect(countries.getByRole('link')).toHaveCount(6);
    await expect(countries.locator('a[aria-current="page"]')).toHaveAttribute('href', `/${market}/`);
  });
}

test('the press room link is only in the French and Spanish footers', async ({ page }) => {
  const expectations = { fr: 'Espace presse', es: 'Sala de prensa', it: null, nl: null, 'be-fr': null, 'be-nl': null };
  for (const [market, label] of Object.entries(expectations)) {
    await page.goto(`/${market}/`);
    const about = page.getByRole('contentinfo');
    if (label) await expect(about.getByRole('link', { name: label })).toBeVisible();
    else await expect(about.getByRole('link', { name: /presse|prensa|stampa|pers/i })).toHaveCount(0);
  }
});

test('the language selector is shown in Belgium only', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page.getByRole('navigation', { name: text('fr', 'common', 'header.language') })).toHaveCount(0);
  await page.goto('/be-fr/');
  await expect(page.getByRole('navigation', { name: text('fr', 'common', 'header.language') })).toBeVisible();
});

test('header links lead to localized pages of the same market', async ({ page }) => {
  await page.goto('/es/');
  const nav = page.getByRole('navigation', { name: text('es', 'common', 'a11y.mainNavigation') });
  await expect(nav.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', '/es/contacto');
  // The header's gift entry is the gift login, where a beneficiary types a gift code.
  await expect(nav.getByRole('link', { name: 'Tengo un regalo' })).toHaveAttribute('href', '/es/regalo/canjear');
});

test('the burger menu opens and closes with the keyboard on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/it/');
  const burger = page.getByRole('button', { name: text('it', 'common', 'a11y.openMenu') });
  await burger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: text('it', 'common', 'menu.title') });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the burger menu is not offered on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/nl/');
  await expect(page.getByRole('button', { name: text('nl', 'common', 'a11y.openMenu') })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mijn favorieten' })).toBeVisible();
});
