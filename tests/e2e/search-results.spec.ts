import { expect, test, type Page } from '@playwright/test';
import {
  countPattern,
  fr,
  mainResults,
  offeredSearchStay,
  openResultsMap,
  openSearchResults,
  pinVariationsBeforeEach,
  readCount,
  readHash,
  waitForResultCount,
  waitForSearch,
} from './search-helpers';

/** The search page itself: filters, sort, pages, flow tabs, suggestions and the map (spec §2, §4 search page). */

pinVariationsBeforeEach();

/** The price each card of the main list shows (per person, for the whole stay; the all-in view follows it, hidden). */
async function readCardPrices(page: Page): Promise<number[]> {
  const cards = await mainResults(page).getByRole('article').all();
  return Promise.all(cards.map(async (card) => readCount((await card.locator('strong').first().textContent()) ?? '')));
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a filter, then the sort, then page 2: the address follows each step', async ({ page }) => {
    const everywhere = await openSearchResults(page, '/fr/recherche');
    const filters = page.getByRole('group', { name: fr('search', 'filters.title') });

    await filters.getByRole('button', { name: fr('search', 'filters.more') }).click();
    const panel = filters.getByRole('group', { name: fr('search', 'filters.more') });
    await panel.getByRole('checkbox', { name: new RegExp(`^${fr('search', 'filters.starCount', { count: 4 })}`) }).check();
    // The confirm button counts the offers of the draft before anything is applied.
    const confirm = panel.getByRole('button', { name: countPattern('fr', 'search', 'filters.viewCount') });
    await expect(confirm).not.toHaveText(fr('search', 'filters.viewCount', { count: everywhere }));
    const announced = readCount((await confirm.textContent()) ?? '');
    expect(readHash(page).get('stars')).toBeNull();
    let searched = waitForSearch(page);
    await confirm.click();

    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/#stars=4$/);
    expect(new URL(page.url()).searchParams.get('from')).toBe('searchbar');
    expect(await waitForResultCount(page, 'fr', 'results.count', searched)).toBe(announced);
    expect(announced).toBeLessThan(everywhere);
    const cards = mainResults(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card.getByLabel(fr('search', 'card.stars', { count: 4 }), { exact: true })).toBeVisible();
    await expect(filters.getByRole('button', { name: new RegExp(`^${fr('search', 'filters.more')}\\s*1$`) })).toBeVisible();

    const titlesByDefault = await mainResults(page).getByRole('heading').allTextContents();
    searched = waitForSearch(page);
    await filters.getByRole('combobox', { name: fr('search', 'sort.label') }).selectOption({ label: fr('search', 'sort.priceAsc') });
    await expect(page).toHaveURL(/#stars=4&sort=priceAsc$/);
    expect(await waitForResultCount(page, 'fr', 'results.count', searched)).toBe(announced);
    await expect.poll(() => mainResults(page).getByRole('heading').allTextContents()).not.toEqual(titlesByDefault);
    // Lowest price first, in the prices the cards show.
    const prices = await readCardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const pages = page.getByRole('navigation', { name: fr('search', 'pagination.label') });
    await expect(pages.getByText(fr('search', 'pagination.range', { from: 1, to: 18, total: announced }))).toBeVisible();
    const pageOneTitles = await mainResults(page).getByRole('heading').allTextContents();
    searched = waitForSearch(page);
    await pages.getByRole('link', { name: fr('search', 'pagination.page', { page: 2 }) }).click();
    await searched;
    await expect(page).toHaveURL(/[?&]page=2(&|#)/);
    expect(readHash(page).get('sort')).toBe('priceAsc');
    await expect(pages.getByText(fr('search', 'pagination.range', { from: 19, to: Math.min(36, announced), total: announced }))).toBeVisible();
    await expect(pages.getByRole('link', { name: fr('search', 'pagination.page', { page: 2 }) })).toHaveAttribute('aria-current', 'page');
    const pageTwoTitles = await mainResults(page).getByRole('heading').allTextContents();
    expect(pageTwoTitles.length).toBe(Math.min(18, announced - 18));
    expect(pageTwoTitles.filter((title) => pageOneTitles.includes(title))).toEqual([]);

    // A new sort starts again from the first page.
    await filters.getByRole('combobox', { name: fr('search', 'sort.label') }).selectOption({ label: fr('search', 'sort.popularity') });
    await expect(page).toHaveURL(/#stars=4&sort=popularity$/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect(pages.getByText(fr('search', 'pagination.range', { from: 1, to: 18, total: announced }))).toBeVisible();
  });

  test('Cancel and Escape leave a filter unapplied', async ({ page }) => {
    await openSearchResults(page, '/fr/recherche');
    const filters = page.getByRole('group', { name: fr('search', 'filters.title') });
    const more = filters.getByRole('button', { name: fr('search', 'filters.more') });
    const panel = filters.getByRole('group', { name: fr('search', 'filters.more') });
    const fourStars = panel.getByRole('checkbox', { name: new RegExp(`^${fr('search', 'filters.starCount', { count: 4 })}`) });

    await more.click();
    await fourStars.check();
    await panel.getByRole('button', { name: fr('search', 'filters.cancel') }).click();
    await expect(panel).toBeHidden();
    await expect(more).toBeFocused();
    await more.click();
    await expect(fourStars).not.toBeChecked();
    await fourStars.check();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await more.click();
    await expect(fourStars).not.toBeChecked();
    expect(readHash(page).get('stars')).toBeNull();
  });

  test('Clear removes that filter and searches at once', async ({ page }) => {
    const filtered = await openSearchResults(page, '/fr/recherche#stars=4&sort=priceAsc');
    const filters = page.getByRole('group', { name: fr('search', 'filters.title') });
    await filters.getByRole('button', { name: fr('search', 'filters.more') }).click();
    const searched = waitForSearch(page);
    await filters
      .getByRole('group', { name: fr('search', 'filters.more') })
      .getByRole('button', { name: fr('search', 'filters.clear') })
      .click();
    await expect(page).toHaveURL(/#sort=priceAsc$/);
    expect(await waitForResultCount(page, 'fr', 'results.count', searched)).toBeGreaterThan(filtered);
  });

  test('switching flow keeps the criteria the new flow can use (spec §2)', async ({ page, request, baseURL }) => {
    const { checkin, checkout } = await offeredSearchStay(request, baseURL, { criteria: { city: 138, a: 3, stars: 4 } });
    await openSearchResults(page, `/fr/recherche#city=138&checkin=${checkin}&checkout=${checkout}&a=3&stars=4&sort=priceAsc`);
    const flows = page.getByRole('navigation', { name: fr('search', 'flow.label') });
    await expect(flows.getByRole('button', { name: fr('search', 'flow.booking') })).toHaveAttribute('aria-current', 'page');

    let searched = waitForSearch(page);
    await flows.getByRole('button', { name: fr('search', 'flow.hotel') }).click();
    await expect(page).toHaveURL(/\/fr\/recherche\?flow=hotel#/);
    expect(Object.fromEntries(readHash(page))).toEqual({ city: '138', checkin, checkout, a: '3', stars: '4', sort: 'priceAsc' });
    await waitForResultCount(page, 'fr', 'results.count', searched);

    // Gifting: no dates, two adults, and only the priceQuality or distance sort survives.
    searched = waitForSearch(page);
    await flows.getByRole('button', { name: fr('search', 'flow.gifting') }).click();
    await expect(page).toHaveURL(/\/fr\/recherche\?flow=gifting#/);
    expect(Object.fromEntries(readHash(page))).toEqual({ city: '138', stars: '4' });
    await waitForResultCount(page, 'fr', 'results.count', searched);

    searched = waitForSearch(page);
    await flows.getByRole('button', { name: fr('search', 'flow.booking') }).click();
    await expect(page).toHaveURL(/\/fr\/recherche#/);
    expect(Object.fromEntries(readHash(page))).toEqual({ city: '138', stars: '4' });
    await waitForResultCount(page, 'fr', 'results.count', searched);

    // Activity: criteria cleared.
    await flows.getByRole('button', { name: fr('search', 'flow.activity') }).click();
    await expect(page).toHaveURL(/\/fr\/activites(#)?$/);
    expect([...readHash(page)]).toEqual([]);
    await expect(page.getByText(countPattern('fr', 'search', 'results.activityCount'))).toBeVisible();
  });

  test('a distance sort survives the switch to gifting', async ({ page }) => {
    await openSearchResults(page, '/fr/recherche#lat=44.6586&lng=-1.1689&sort=distance');
    await page
      .getByRole('navigation', { name: fr('search', 'flow.label') })
      .getByRole('button', { name: fr('search', 'flow.gifting') })
      .click();
    await expect(page).toHaveURL(/\?flow=gifting#/);
    expect(readHash(page).get('sort')).toBe('distance');
  });

  test('a search with few results shows suggestions below them, a large one does not', async ({ page }) => {
    // A town with one hotel of the test catalogue and others within the relaxed search's radius.
    const exact = await openSearchResults(page, '/fr/recherche#city=195');
    expect(exact).toBeGreaterThan(0);
    const suggestions = page.getByRole('region', { name: fr('errors', 'suggestion') });
    await expect(suggestions).toBeVisible();
    const suggested = await suggestions.getByRole('heading', { level: 3 }).allTextContents();
    expect(suggested.length).toBeGreaterThan(0);
    const found = await mainResults(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(found).toHaveLength(exact);
    // Suggestions never repeat an offer of the exact results.
    expect(suggested.filter((title) => found.includes(title))).toEqual([]);

    await openSearchResults(page, '/fr/recherche');
    await expect(mainResults(page).getByRole('article')).toHaveCount(18);
    await expect(page.getByRole('region', { name: fr('errors', 'suggestion') })).toHaveCount(0);
  });

  test('the map shows a pin per result; choosing one shows its card, Escape closes card then map', async ({ page, baseURL }) => {
    const exact = await openSearchResults(page, '/fr/recherche#city=138');
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    const opener = page.getByRole('group', { name: fr('search', 'filters.title') }).getByRole('button', { name: fr('search', 'results.map') });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: fr('search', 'results.mapTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('region', { name: fr('map', 'label') })).toBeVisible();
    // No tile URL is configured: the pins stand on a plain background and no other host is contacted (checked last).
    const pins = dialog.getByRole('button', { name: /^.+, [\d\s\u202f]+\s?€$/ });
    await expect(pins).toHaveCount(exact);
    const pin = pins.first();
    const name = (await pin.getAttribute('aria-label')) ?? '';
    const [hotel, price] = name.split(', ');
    await expect(mainResults(page).getByRole('article').filter({ hasText: hotel })).not.toHaveCount(0);

    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    const card = dialog.getByRole('article', { name: hotel });
    await expect(card).toBeVisible();
    await expect(card).toContainText(price ?? '');
    await expect(card.getByRole('link', { name: fr('map', 'seeOffer') })).toHaveAttribute('href', /^\/fr\/sejour\/\d+/);

    await card.getByRole('link', { name: fr('map', 'seeOffer') }).focus();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(elsewhere).toEqual([]);
  });

  test('a pin can be chosen with the keyboard: its card takes the focus, Escape gives it back', async ({ page }) => {
    await openSearchResults(page, '/fr/recherche#city=138');
    const { dialog } = await openResultsMap(page);
    const pin = dialog.getByRole('button', { name: /, [\d\s\u202f]+\s?€$/ }).first();
    await pin.focus();
    await page.keyboard.press('Enter');
    const hotel = ((await pin.getAttribute('aria-label')) ?? '').split(', ')[0] ?? '';
    const card = dialog.getByRole('article', { name: hotel });
    await expect(card).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(pin).toBeFocused();
    await expect(dialog).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Filters drawer applies its choices and the Sort by drawer sorts', async ({ page }) => {
    const everywhere = await openSearchResults(page, '/fr/recherche');
    await page.getByRole('button', { name: fr('search', 'filters.filter'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: fr('search', 'filters.title') });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox', { name: new RegExp(`^${fr('search', 'filters.starCount', { count: 4 })}`) }).check();
    const searched = waitForSearch(page);
    await drawer.getByRole('button', { name: countPattern('fr', 'search', 'filters.viewCount') }).click();

    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/#stars=4$/);
    await expect(page.getByRole('button', { name: fr('search', 'filters.filterCount', { count: 1 }) })).toBeVisible();
    expect(await waitForResultCount(page, 'fr', 'results.count', searched)).toBeLessThan(everywhere);

    await page.getByRole('button', { name: fr('search', 'sort.label'), exact: true }).click();
    const sheet = page.getByRole('dialog', { name: fr('search', 'sort.title') });
    await sheet.getByRole('radio', { name: fr('search', 'sort.priceAsc') }).check();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/#stars=4&sort=priceAsc$/);
  });

  test('closing the Filters drawer without applying keeps the results as they were', async ({ page }) => {
    await openSearchResults(page, '/fr/recherche');
    await page.getByRole('button', { name: fr('search', 'filters.filter'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: fr('search', 'filters.title') });
    await drawer.getByRole('checkbox', { name: new RegExp(`^${fr('search', 'filters.starCount', { count: 4 })}`) }).check();
    await drawer.getByRole('button', { name: fr('search', 'filters.close') }).click();
    await expect(drawer).toBeHidden();
    expect(readHash(page).get('stars')).toBeNull();
    await page.getByRole('button', { name: fr('search', 'filters.filter'), exact: true }).click();
    await expect(drawer.getByRole('checkbox', { name: new RegExp(`^${fr('search', 'filters.starCount', { count: 4 })}`) })).not.toBeChecked();
  });
});
