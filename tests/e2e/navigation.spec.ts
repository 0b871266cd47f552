import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { text } from './texts';
import { expectNoAxeViolations } from './axe';

interface Item {
  id: string;
  label: string;
  children?: Item[];
  suggestion?: { themeLabel: string };
}
interface NavigationFile {
  inspirations: { label: string; children: Item[] };
  burger: { entries: Item[]; social: { label: string; href: string }[] };
}

/** The navigation content of a locale, as marketing wrote it. */
function navigation(locale: string): NavigationFile {
  return JSON.parse(readFileSync(join(import.meta.dirname, '../../content/navigation', `${locale}.json`), 'utf8')) as NavigationFile;
}
const byId = (items: Item[] | undefined, id: string): Item => {
  const found = items?.find((item) => item.id === id);
  if (!found) throw new Error(`No navigation item ${id}`);
  return found;
};
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
/** Axe runs on the header, where both menus live (the rest of each page has its own checks in a11y.spec.ts). */
const HEADER = '.site-header';

async function expectFocusRing(locator: Locator) {
  await expect(locator).toBeFocused();
  const outline = await locator.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
}

test.describe('mega menu on a desktop', () => {
  const content = navigation('fr_FR');
  const themes = byId(content.inspirations.children, 'themes');
  const destinations = byId(content.inspirations.children, 'destinations');
  const france = byId(destinations.children, 'fr');

  test('opens, moves between categories and closes with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/fr/');
    const nav = page.getByRole('navigation', { name: text('fr', 'navigation', 'megaMenu.label') });
    const toggle = nav.getByRole('button', { name: content.inspirations.label });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('link', { name: text('fr', 'common', 'a11y.homeLink') }).focus();
    await page.keyboard.press('Tab');
    await expectFocusRing(toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // The first category is open: its links and its theme card are on show.
    const themesButton = nav.getByRole('button', { name: themes.label });
    await expect(themesButton).toHaveAttribute('aria-expanded', 'true');
    const firstTheme = themes.children?.[0];
    await expect(nav.getByRole('link', { name: firstTheme?.children?.[0]?.label })).toBeVisible();
    await expect(nav.getByText(fill(text('fr', 'navigation', 'megaMenu.suggestion'), { themeLabel: themes.suggestion?.themeLabel ?? '' }))).toBeVisible();

    await page.keyboard.press('Tab');
    await expectFocusRing(themesButton);
    await page.keyboard.press('ArrowDown');
    const destinationsButton = nav.getByRole('button', { name: destinations.label });
    await expect(destinationsButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(destinationsButton).toHaveAttribute('aria-expanded', 'true');
    await expect(themesButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: firstTheme?.children?.[0]?.label })).toBeHidden();

    // France has 15 cities or more: its list is drawn in columns; Tab goes into it.
    const franceList = nav.getByRole('list', { name: france.label });
    expect(france.children?.length).toBeGreaterThanOrEqual(15);
    expect(await franceList.evaluate((list) => getComputedStyle(list).columnCount)).not.toBe('auto');
    await page.keyboard.press('Tab');
    const firstCity = franceList.getByRole('link', { name: france.children?.[0]?.label });
    await expectFocusRing(firstCity);
    await expect(firstCity).toHaveAttribute('href', /^\/fr\/recherche\/ville\/\d+$/);

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(firstCity).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('closes on a click elsewhere; the theme card leads to its theme', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/es/');
    const es = navigation('es_ES');
    const esThemes = byId(es.inspirations.children, 'themes');
    const nav = page.getByRole('navigation', { name: text('es', 'navigation', 'megaMenu.label') });
    const toggle = nav.getByRole('button', { name: es.inspirations.label });
    await toggle.click();
    await expectNoAxeViolations(page, { include: HEADER });
    await page.mouse.click(700, 20);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const card = nav.getByRole('complementary', {
      name: fill(text('es', 'navigation', 'megaMenu.suggestion'), { themeLabel: esThemes.suggestion?.themeLabel ?? '' }),
    });
    const action = card.getByRole('link', { name: text('es', 'navigation', 'megaMenu.suggestionAction') });
    const box = await action.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(24);
    await Promise.all([page.waitForURL(/\/es\/busqueda\/tema\/26$/, { timeout: 20_000 }), action.click()]);
    await expect(page.locator('h1')).toContainText(new RegExp(esThemes.suggestion?.themeLabel ?? '', 'i'));
  });
});

test.describe('mega menu panel left out of the page', () => {
  test('fetched when the toggle is first pointed at or focused, opened by the keyboard; the ideas page when it cannot be had', async ({ page, request }) => {
    const content = navigation('nl_BE');
    const destinations = byId(content.inspirations.children, 'destinations');
    // The home page carries the whole panel (its links, one step from every page); other pages leave it out.
    const home = await (await request.get('/be-nl/')).text();
    expect(home).toContain('class="mega__category"');
    expect(home).not.toContain('data-panel-src');
    const html = await (await request.get('/be-nl/zoeken')).text();
    expect(html).toContain('data-panel-src="/be-nl/menu/mega-panel"');
    expect(html).not.toContain('class="mega__category"');

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/be-nl/zoeken');
    const nav = page.getByRole('navigation', { name: text('nl', 'navigation', 'megaMenu.label') });
    const toggle = nav.getByRole('button', { name: content.inspirations.label });
    const fetched = page.waitForResponse((response) => response.url().endsWith('/be-nl/menu/mega-panel'));
    await page.getByRole('link', { name: text('nl', 'common', 'a11y.homeLink') }).focus();
    await page.keyboard.press('Tab');
    await expectFocusRing(toggle);
    expect((await fetched).status()).toBe(200);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    const destinationsButton = nav.getByRole('button', { name: destinations.label });
    await expect(destinationsButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: destinations.children?.[0]?.children?.[0]?.label ?? '' }).first()).toBeVisible();
    await expectNoAxeViolations(page, { include: HEADER });
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Offline: the panel cannot be fetched, so the toggle leads to the page that lists the same ideas.
    await page.route('**/menu/mega-panel', (route) => route.abort());
    await page.goto('/be-nl/zoeken');
    await Promise.all([page.waitForURL(/\/be-nl\/ideeen$/), nav.getByRole('button', { name: content.inspirations.label }).click()]);
  });
});

test.describe('burger menu on a phone', () => {
  test('the Inspirations levels are not in the page: fetched when the menu opens, and their button leads to the ideas page when they cannot be', async ({
    page,
    request,
  }) => {
    const content = navigation('fr_FR');
    const destinations = byId(content.inspirations.children, 'destinations');
    // The page carries the first level and the sites, not the tree the mega menu already links to.
    const html = await (await request.get('/fr/')).text();
    expect(html).toContain('data-levels-src="/fr/menu/burger-levels"');
    expect(html).not.toContain('id="menu-level-inspirations"');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr/');
    const burger = page.getByRole('button', { name: text('fr', 'common', 'a11y.openMenu') });
    const menu = page.getByRole('navigation', { name: text('fr', 'common', 'menu.title') });
    const fetched = page.waitForResponse((response) => response.url().endsWith('/fr/menu/burger-levels'));
    await burger.click();
    expect((await fetched).status()).toBe(200);
    await menu.getByRole('button', { name: content.inspirations.label }).click();
    await expect(menu.getByRole('button', { name: destinations.label })).toBeVisible();

    // Offline: the levels cannot be fetched, so the button leads to the page that lists the same ideas.
    await page.route('**/menu/burger-levels', (route) => route.abort());
    await page.goto('/fr/');
    await burger.click();
    await Promise.all([page.waitForURL(/\/fr\/idees$/), menu.getByRole('button', { name: content.inspirations.label }).click()]);
  });

  test('goes down the levels and back, with focus following', async ({ page }) => {
    const content = navigation('fr_BE');
    const destinations = byId(content.inspirations.children, 'destinations');
    const belgium = byId(destinations.children, 'be');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/be-fr/');
    const burger = page.getByRole('button', { name: text('fr', 'common', 'a11y.openMenu') });
    await burger.click();
    const menu = page.getByRole('navigation', { name: text('fr', 'common', 'menu.title') });
    await expect(menu).toBeVisible();
    for (const entry of content.burger.entries) {
      await expect(menu.getByRole('link', { name: entry.label })).toBeVisible();
    }
    for (const social of content.burger.social)
      await expect(menu.getByRole('link', { name: new RegExp(`^${social.label}`) })).toHaveAttribute('href', social.href);

    const back = (label: string) => menu.getByRole('button', { name: fill(text('fr', 'navigation', 'burger.backTo'), { label }) });
    const inspirations = menu.getByRole('button', { name: content.inspirations.label });
    await inspirations.click();
    await expect(back(text('fr', 'common', 'menu.title'))).toBeFocused();
    await menu.getByRole('button', { name: destinations.label }).click();
    await expect(back(content.inspirations.label)).toBeFocused();
    const belgiumButton = menu.getByRole('button', { name: belgium.label });
    await belgiumButton.click();
    // Level 4: Belgian cities, each a search of the city; the previous levels are gone.
    const city = menu.getByRole('link', { name: belgium.children?.[0]?.label });
    await expect(city).toBeVisible();
    await expect(city).toHaveAttribute('href', /^\/be-fr\/recherche\/ville\/\d+$/);
    await expect(inspirations).toBeHidden();
    for (const link of await menu.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    }
    await expectNoAxeViolations(page, { include: HEADER });

    await back(destinations.label).click();
    await expect(city).toBeHidden();
    await expect(belgiumButton).toBeFocused();
    await expect(belgiumButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(city).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(belgiumButton).toBeFocused();

    await back(content.inspirations.label).focus();
    await page.keyboard.press('Enter');
    await expect(back(text('fr', 'common', 'menu.title'))).toBeVisible();
    await back(text('fr', 'common', 'menu.title')).focus();
    await page.keyboard.press('Enter');
    await expect(inspirations).toBeFocused();
    await expectFocusRing(inspirations);
  });

  test('offers the six sites in Settings, closes with Escape and opens again at the first level', async ({ page }) => {
    const content = navigation('nl_BE');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/be-nl/zoeken/stad/838');
    const burger = page.getByRole('button', { name: text('nl', 'common', 'a11y.openMenu') });
    await burger.click();
    const menu = page.getByRole('navigation', { name: text('nl', 'common', 'menu.title') });
    await menu.getByRole('button', { name: text('nl', 'navigation', 'burger.settings') }).click();
    const sites = menu.getByRole('list', { name: text('nl', 'navigation', 'burger.settings') }).getByRole('link');
    await expect(sites).toHaveCount(6);
    // The same page in the other sites.
    await expect(menu.getByRole('link', { name: /Frankrijk/ })).toHaveAttribute('href', '/fr/recherche/ville/838');
    await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute('href', '/be-nl/zoeken/stad/838');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await burger.click();
    await expect(menu.getByRole('button', { name: content.inspirations.label })).toBeVisible();
    await expect(sites.first()).toBeHidden();

    // The menu is rendered once per site and kept: another page's menu links to that page.
    await page.goto('/be-nl/zoeken/stad/125');
    await burger.click();
    await menu.getByRole('button', { name: text('nl', 'navigation', 'burger.settings') }).click();
    await expect(menu.getByRole('link', { name: /Frankrijk/ })).toHaveAttribute('href', '/fr/recherche/ville/125');
    await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute('href', '/be-nl/zoeken/stad/125');
  });
});
