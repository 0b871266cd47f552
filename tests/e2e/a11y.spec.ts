import { expect, test, type Page } from '@playwright/test';
import { countPattern, fr, openResultsMap, waitForHydration } from './search-helpers';
import { describeAxeOverTemplates, expectNoAxeViolations } from './axe';

/** One page per template; later work adds its templates here. */
const TEMPLATES = {
  home: '/fr/',
  'home (Belgium, language switch)': '/be-nl/',
  'country chooser': '/',
  'Belgian splash': '/be/',
  'not found': '/es/pagina-inexistente',
  crash: '/it/crash-test',
  'search (booking, a city)': '/fr/recherche/ville/138',
  'search (gifting)': '/fr/recherche?flow=gifting',
  'search (activity)': '/fr/activites',
};

describeAxeOverTemplates(TEMPLATES);

test('the burger menu has no violations when open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/be-fr/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expectNoAxeViolations(page);
});

async function openSearchPage(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/fr/recherche/ville/138');
  await waitForHydration(page);
}

test('a search filter dropdown has no violations when open', async ({ page }) => {
  await openSearchPage(page, 1366);
  const filters = page.getByRole('group', { name: fr('search', 'filters.title') });
  await filters.getByRole('button', { name: fr('search', 'filters.more') }).click();
  // Once the facet counts are in, every option of the panel is drawn.
  await expect(filters.getByRole('button', { name: countPattern('fr', 'search', 'filters.viewCount') })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the search filter drawer has no violations when open on a phone', async ({ page }) => {
  await openSearchPage(page, 390);
  await page.getByRole('button', { name: fr('search', 'filters.filter'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: fr('search', 'filters.title') });
  await expect(drawer.getByRole('button', { name: countPattern('fr', 'search', 'filters.viewCount') })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the search calendar has no violations when open', async ({ page }) => {
  await openSearchPage(page, 1366);
  await page.getByRole('button', { name: fr('searchbox', 'dates.add') }).click();
  await expect(page.getByRole('group', { name: fr('calendar', 'title') })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the search calendar has no violations when open in the phone search modal', async ({ page }) => {
  await openSearchPage(page, 390);
  await page
    .getByRole('button', { name: new RegExp(fr('searchbox', 'actions.modify')) })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: fr('searchbox', 'actions.modify') });
  await modal.getByRole('button', { name: fr('searchbox', 'dates.add') }).click();
  await expect(modal.getByRole('group', { name: fr('calendar', 'title') })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the results map has no violations when open with a pin chosen', async ({ page }) => {
  await openSearchPage(page, 1366);
  const { dialog } = await openResultsMap(page);
  const pin = dialog.getByRole('button', { name: /, [\d\s\u202f]+\s?€$/ }).first();
  await pin.click();
  await expect(pin).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
});
