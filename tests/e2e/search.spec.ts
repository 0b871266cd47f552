import { expect, test, type Locator, type Page } from '@playwright/test';
import { MARKET_CASES } from './texts';
import {
  dayName,
  daysBetween,
  fr,
  isoToday,
  mainResults,
  offeredSearchStay,
  pinVariationsBeforeEach,
  readHash,
  showCalendarDay,
  translate,
  waitForHydration,
  waitForResultCount,
  waitForSearch,
} from './search-helpers';

/** Searching from the home page's search box, in each flow, and the phone's search modal (spec §2 search box). */

pinVariationsBeforeEach();

/** Types in the destination combobox and picks the suggestion that starts with `label`. */
async function chooseDestination(scope: Page | Locator, field: string, term: string, label: RegExp) {
  const combobox = scope.getByRole('combobox', { name: field });
  await combobox.click();
  await combobox.fill(term);
  await scope.getByRole('option', { name: label }).click();
  await expect(combobox).toHaveValue(/\S/);
}

/** Clicks a day of the open calendar, paging on to its month first. */
async function chooseDay(calendar: Locator, iso: string) {
  await showCalendarDay(calendar, 'fr', iso);
  await calendar.getByRole('button', { name: dayName('fr', iso), exact: true }).click();
}

/** Opens the calendar from the Dates field, picks check-in and checkout, validates. */
async function chooseDates(page: Page, checkin: string, checkout: string) {
  await page.getByRole('button', { name: fr('searchbox', 'dates.add') }).click();
  const calendar = page.getByRole('group', { name: fr('calendar', 'title') });
  await expect(calendar).toBeVisible();
  await chooseDay(calendar, checkin);
  await chooseDay(calendar, checkout);
  await expect(calendar.getByText(fr('calendar', 'nights', { count: daysBetween(checkin, checkout) }))).toBeVisible();
  await calendar.getByRole('button', { name: fr('calendar', 'validate') }).click();
  await expect(calendar).toBeHidden();
}

async function openHome(page: Page) {
  await page.goto('/fr/');
  await waitForHydration(page);
  return page.getByRole('search', { name: fr('searchbox', 'actions.search') });
}

test('a booking search from home carries the destination, dates and travellers to the search page', async ({ page, request, baseURL }) => {
  // Dates a stay in Deauville is offered on for three adults.
  const { checkin, checkout } = await offeredSearchStay(request, baseURL, { criteria: { city: 138, a: 3 } });
  const form = await openHome(page);
  await expect(page.getByRole('radio', { name: fr('search', 'flow.booking') })).toBeChecked();

  await chooseDestination(form, fr('searchbox', 'destination.label'), 'Deauv', /^Deauville \(Calvados\)/);
  await chooseDates(page, checkin, checkout);
  await form.getByRole('button', { name: `${fr('searchbox', 'pax.label')} ${fr('searchbox', 'pax.adults', { count: 2 })}` }).click();
  const pax = page.getByRole('dialog', { name: fr('searchbox', 'pax.title') });
  await pax.getByRole('button', { name: fr('searchbox', 'pax.add.adults') }).click();
  await pax.getByRole('button', { name: fr('searchbox', 'pax.confirm') }).click();
  await expect(pax).toBeHidden();
  const searched = waitForSearch(page);
  await form.getByRole('button', { name: fr('searchbox', 'actions.search'), exact: true }).click();

  await expect(page).toHaveURL(/\/fr\/recherche\?/);
  expect(Object.fromEntries(readHash(page))).toEqual({ city: '138', checkin, checkout, a: '3' });
  expect(new URL(page.url()).searchParams.get('flow')).toBeNull();
  await waitForResultCount(page, 'fr', 'results.count', searched);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('search', 'heading.staysIn', { place: 'Deauville' }));
  // Exact results or, for a small destination, the suggestions: some stay is always offered.
  await expect(page.getByRole('article').first()).toBeVisible();
  const searchBox = page.getByRole('search', { name: fr('searchbox', 'actions.search') });
  await expect(searchBox.getByRole('combobox', { name: fr('searchbox', 'destination.label') })).toHaveValue(/Deauville/);
  await expect(searchBox.getByRole('button', { name: `${fr('searchbox', 'pax.label')} ${fr('searchbox', 'pax.adults', { count: 3 })}` })).toBeVisible();
});

test('a gift search from home has no dates, fixed travellers, and lands on the gifting results', async ({ page }) => {
  const form = await openHome(page);
  await page.getByRole('radio', { name: fr('search', 'flow.gifting') }).click();
  await expect(page.getByRole('radio', { name: fr('search', 'flow.gifting') })).toBeChecked();
  await expect(form.getByRole('button', { name: fr('searchbox', 'dates.add') })).toHaveCount(0);
  await expect(form.getByText(fr('searchbox', 'pax.adults', { count: 2 }))).toBeVisible();
  await expect(form.getByRole('button', { name: new RegExp(`^${fr('searchbox', 'pax.label')}`) })).toHaveCount(0);

  await chooseDestination(form, fr('searchbox', 'destination.label'), 'Deauv', /^Deauville \(Calvados\)/);
  const searched = waitForSearch(page);
  await form.getByRole('button', { name: fr('searchbox', 'actions.search'), exact: true }).click();

  await expect(page).toHaveURL(/\/fr\/recherche\?flow=gifting/);
  expect(Object.fromEntries(readHash(page))).toEqual({ city: '138' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('search', 'heading.gifting'));
  await expect(page.getByRole('button', { name: fr('search', 'flow.gifting') })).toHaveAttribute('aria-current', 'page');
  expect(await waitForResultCount(page, 'fr', 'results.count', searched)).toBeGreaterThan(0);
  for (const card of await mainResults(page).getByRole('article').all()) await expect(card).toContainText('Deauville');
  // Gift results lead to the gift version of the offer.
  await expect(mainResults(page).getByRole('link').first()).toHaveAttribute('href', /\?flow=gifting#.*giftAdults=2/);
});

test('a hotel search from home has dates and no theme, and shows prices per night', async ({ page, request, baseURL }) => {
  // Dates a hotel night in France is offered on.
  const { checkin, checkout } = await offeredSearchStay(request, baseURL, { criteria: { flow: 'hotel', country: 'FR' } });
  const form = await openHome(page);
  await page.getByRole('radio', { name: fr('search', 'flow.hotel') }).click();
  await expect(form.getByRole('combobox', { name: fr('searchbox', 'theme.label') })).toHaveCount(0);

  await chooseDestination(form, fr('searchbox', 'destination.label'), 'France', /^France/);
  await chooseDates(page, checkin, checkout);
  const searched = waitForSearch(page);
  await form.getByRole('button', { name: fr('searchbox', 'actions.search'), exact: true }).click();

  await expect(page).toHaveURL(/\/fr\/recherche\?flow=hotel/);
  expect(Object.fromEntries(readHash(page))).toEqual({ country: 'FR', checkin, checkout });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('search', 'heading.hotel'));
  expect(await waitForResultCount(page, 'fr', 'results.count', searched)).toBeGreaterThan(0);
  await expect(mainResults(page).getByRole('article').first()).toContainText(fr('search', 'card.per.night'));
});

test('an activity search from home offers cities only and participants, and lands on the activity page', async ({ page }) => {
  const form = await openHome(page);
  await page.getByRole('radio', { name: fr('search', 'flow.activity') }).click();
  const city = form.getByRole('combobox', { name: fr('searchbox', 'destination.cityLabel') });
  await city.click();
  await city.fill('Arb');
  // A department or a region would not do for an activity: only cities are offered.
  await expect(form.getByRole('option', { name: /^Arbois/ })).toHaveCount(1);
  await expect(form.getByRole('option', { name: /Département|Région/ })).toHaveCount(0);
  await form.getByRole('option', { name: /^Arbois/ }).click();

  await form.getByRole('button', { name: `${fr('searchbox', 'pax.participantsLabel')} ${fr('searchbox', 'pax.participants', { count: 2 })}` }).click();
  const pax = page.getByRole('dialog', { name: fr('searchbox', 'pax.title') });
  await expect(pax.getByText(fr('searchbox', 'pax.participantsRange', { min: 1, max: 2 }))).toBeVisible();
  await pax.getByRole('button', { name: fr('searchbox', 'pax.remove.participants') }).click();
  await pax.getByRole('button', { name: fr('searchbox', 'pax.confirm') }).click();
  const searched = waitForSearch(page, 'activity');
  await form.getByRole('button', { name: fr('searchbox', 'actions.search'), exact: true }).click();

  await expect(page).toHaveURL(/\/fr\/activites\?/);
  const hash = Object.fromEntries(readHash(page));
  expect(hash).toMatchObject({ a: '1' });
  expect(Number(hash.city)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('search', 'heading.activity'));
  expect(await waitForResultCount(page, 'fr', 'results.activityCount', searched)).toBeGreaterThan(0);
  const cards = mainResults(page).getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Arbois');
});

const SEARCH_PATHS = {
  fr: '/fr/recherche',
  es: '/es/busqueda',
  it: '/it/ricerca',
  nl: '/nl/zoeken',
  'be-fr': '/be-fr/recherche',
  'be-nl': '/be-nl/zoeken',
} as const;

for (const { market, language } of MARKET_CASES) {
  test(`the ${market} home search leads to ${SEARCH_PATHS[market]} in its language`, async ({ page }) => {
    await page.goto(`/${market}/`);
    await waitForHydration(page);
    const form = page.getByRole('search', { name: translate(language, 'searchbox', 'actions.search') });
    await form.getByRole('button', { name: translate(language, 'searchbox', 'actions.search'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${SEARCH_PATHS[market]}\\?from=home#?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate(language, 'search', 'heading.booking'));
    expect(await waitForResultCount(page, language)).toBeGreaterThan(0);
  });
}

test('"I am at" searches around the visitor, with the distance filter and sort', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 44.6586, longitude: -1.1689 });
  const form = await openHome(page);
  await form.getByRole('button', { name: fr('searchbox', 'geolocation.button') }).click();
  const dialog = page.getByRole('dialog', { name: fr('searchbox', 'geolocation.title') });
  await expect(dialog).toBeVisible();
  const searched = waitForSearch(page);
  await dialog.getByRole('button', { name: fr('searchbox', 'geolocation.use') }).click();

  await expect(page).toHaveURL(/\/fr\/recherche\?from=home#/);
  expect(Object.fromEntries(readHash(page))).toEqual({ lat: '44.6586', lng: '-1.1689' });
  await waitForResultCount(page, 'fr', 'results.count', searched);
  const filters = page.getByRole('group', { name: fr('search', 'filters.title') });
  await expect(filters.getByRole('button', { name: fr('search', 'filters.distance') })).toBeVisible();
  await expect(filters.getByRole('combobox', { name: fr('search', 'sort.label') }).getByRole('option', { name: fr('search', 'sort.distance') })).toHaveCount(1);
});

test('the flow choice on the home page is one stop for Tab, and arrow keys change the flow', async ({ page }) => {
  const form = await openHome(page);
  const flows = page.getByRole('radiogroup', { name: fr('search', 'flow.label') });
  const booking = flows.getByRole('radio', { name: fr('search', 'flow.booking') });
  const gifting = flows.getByRole('radio', { name: fr('search', 'flow.gifting') });
  await booking.focus();
  await page.keyboard.press('ArrowRight');
  await expect(gifting).toBeChecked();
  await expect(gifting).toBeFocused();
  await expect(form.getByRole('button', { name: fr('searchbox', 'dates.add') })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: fr('searchbox', 'destination.label') })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(gifting).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(flows.getByRole('radio', { name: fr('search', 'flow.activity') })).toBeChecked();
});

test('a destination can be chosen with the keyboard, and is offered again among the recent searches', async ({ page }) => {
  const form = await openHome(page);
  const combobox = form.getByRole('combobox', { name: fr('searchbox', 'destination.label') });
  await combobox.focus();
  await page.keyboard.type('Deauv');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const active = form.getByRole('listbox').getByRole('option', { selected: true });
  await expect(active).toHaveText(/^Deauville \(Calvados\)/);
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(/^Deauville/);
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');

  // Focus empties the field and offers what was chosen before.
  await page.reload();
  await waitForHydration(page);
  await combobox.focus();
  await expect(combobox).toHaveValue('');
  const recent = form.getByRole('group', { name: fr('searchbox', 'destination.recentSearches') });
  await expect(recent.getByRole('option')).toHaveCount(1);
  await expect(recent.getByRole('option')).toHaveText(/^Deauville \(Calvados\)/);
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
});

test('the calendar gives the focus back to the Dates field when it closes', async ({ page, request, baseURL }) => {
  const form = await openHome(page);
  const dates = form.getByRole('button', { name: fr('searchbox', 'dates.add') });
  await dates.click();
  const calendar = page.getByRole('group', { name: fr('calendar', 'title') });
  await calendar.getByRole('button', { name: fr('calendar', 'nextMonth') }).focus();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dates).toBeFocused();
  await expect(dates).toHaveAttribute('aria-expanded', 'false');

  const { checkin, checkout } = await offeredSearchStay(request, baseURL);
  await dates.click();
  await chooseDay(calendar, checkin);
  await chooseDay(calendar, checkout);
  await calendar.getByRole('button', { name: fr('calendar', 'validate') }).press('Enter');
  await expect(calendar).toBeHidden();
  await expect(form.getByRole('button', { name: /–/ })).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the summary bar opens the search modal, and searching closes it with the new results', async ({ page }) => {
    await page.goto('/fr/recherche');
    await waitForHydration(page);
    const everywhere = await waitForResultCount(page, 'fr');
    // The inline form is for wider screens; a phone shows the summary of the search.
    await expect(page.getByRole('search', { name: fr('searchbox', 'actions.search') })).toBeHidden();
    await page
      .getByRole('button', { name: new RegExp(fr('searchbox', 'actions.modify')) })
      .first()
      .click();

    const modal = page.getByRole('dialog', { name: fr('searchbox', 'actions.modify') });
    await expect(modal).toBeVisible();
    const form = modal.getByRole('search', { name: fr('searchbox', 'actions.search') });
    await chooseDestination(form, fr('searchbox', 'destination.label'), 'Deauv', /^Deauville \(Calvados\)/);
    const searched = waitForSearch(page);
    await form.getByRole('button', { name: fr('searchbox', 'actions.search'), exact: true }).click();

    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/#city=138$/);
    expect(await waitForResultCount(page, 'fr', 'results.count', searched)).toBeLessThan(everywhere);
    const cards = mainResults(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Deauville');
    await expect(page.getByRole('button', { name: new RegExp(`^Deauville.*${fr('searchbox', 'actions.modify')}`) }).first()).toBeVisible();
  });

  test('after scrolling beyond 250 px a sticky summary appears and opens the search modal', async ({ page }) => {
    await page.goto('/fr/recherche');
    await waitForHydration(page);
    const summaries = page.getByRole('button', { name: new RegExp(fr('searchbox', 'actions.modify')) });
    await expect(summaries).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(summaries).toHaveCount(2);
    // Back above the threshold, the sticky summary goes away again.
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(summaries).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(summaries).toHaveCount(2);
    await expect(summaries.last()).toBeInViewport();
    await summaries.last().click();
    await expect(page.getByRole('dialog', { name: fr('searchbox', 'actions.modify') })).toBeVisible();
  });

  test('a page reloaded below 250 px shows the sticky summary without another scroll', async ({ page }) => {
    await page.goto('/fr/recherche');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(250);
    await expect(page.getByRole('button', { name: new RegExp(fr('searchbox', 'actions.modify')) })).toHaveCount(2);
  });

  test('Escape in the search modal closes the calendar first, then the modal', async ({ page }) => {
    await page.goto('/fr/recherche');
    await waitForHydration(page);
    await page
      .getByRole('button', { name: new RegExp(fr('searchbox', 'actions.modify')) })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: fr('searchbox', 'actions.modify') });
    const dates = modal.getByRole('button', { name: fr('searchbox', 'dates.add') });
    await dates.click();
    const calendar = modal.getByRole('group', { name: fr('calendar', 'title') });
    await calendar.getByRole('button', { name: fr('calendar', 'close') }).focus();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(modal).toBeVisible();
    await expect(dates).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });
});

test('the home search box loads no script until used, and the first click on it still works', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/fr/', { waitUntil: 'networkidle' });
  await expect(page.locator('astro-island[ssr][opts*="HomeSearch"]')).toHaveCount(1);
  expect(scripts.filter((url) => /SearchBox|HomeSearch|client\./.test(url))).toEqual([]);
  // No hover first: the click itself starts the island, and is replayed once it is ready.
  await page.getByRole('button', { name: fr('searchbox', 'dates.add') }).dispatchEvent('pointerdown');
  await page.getByRole('button', { name: fr('searchbox', 'dates.add') }).click();
  await expect(page.getByRole('grid').first()).toBeVisible();
});

test('flexible dates: a stay in next month, each card priced for its cheapest stay of that month, whose page quotes that price', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const form = await openHome(page);
  const [year, month] = isoToday().split('-').map(Number) as [number, number];
  const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  const monthName = new Intl.DateTimeFormat('fr', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${nextMonth}-15T12:00:00Z`));
  await form.getByRole('button', { name: fr('searchbox', 'dates.flexible') }).click();
  const months = form.getByRole('group', { name: fr('searchbox', 'dates.flexibleLegend') });
  await expect(months.getByRole('radio')).toHaveCount(7);
  await months.getByRole('radio', { name: new RegExp(`^${monthName}$`, 'i') }).check();
  await expect(form.getByRole('button', { name: fr('searchbox', 'dates.inMonth', { month: monthName }) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(months).toBeHidden();
  const searched = waitForSearch(page);
  await form.getByRole('button', { name: fr('searchbox', 'actions.search'), exact: true }).click();

  await expect(page).toHaveURL(/\/fr\/recherche/);
  expect(readHash(page).get('month')).toBe(nextMonth);
  await waitForResultCount(page, 'fr', 'results.count', searched);
  const card = mainResults(page).getByRole('article').first();
  await expect(card.getByText(new RegExp(`^${fr('search', 'card.flexibleStay', { checkin: 'X', checkout: 'Y' }).split(' X')[0]}`))).toBeVisible();
  await expect(card.getByText(fr('search', 'card.from'))).toHaveCount(0);
  const cardPrice = (await card.locator('strong').first().textContent())?.trim() ?? '';
  const href = (await card.getByRole('link').first().getAttribute('href')) ?? '';
  const hash = new URLSearchParams(href.split('#')[1] ?? '');
  expect(hash.get('checkin')?.slice(0, 7)).toBe(nextMonth);
  expect(hash.get('checkout')).toBeTruthy();
  await page.goto(href);
  await waitForHydration(page);
  // The product page quotes that very stay: its price per person is the card's.
  await expect(page.locator('aside').getByText(fr('booking', 'summary.perPerson')).first()).toBeVisible();
  await expect(page.locator('aside dl').first()).toContainText(cardPrice);
});
