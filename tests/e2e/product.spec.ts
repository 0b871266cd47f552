import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  dayName,
  fr,
  isoDaysAfter,
  isoToday,
  listedOfferIds,
  offerDetail,
  offeredStay,
  pinVariationsBeforeEach,
  showCalendarDay,
  translate,
  waitForHydration,
} from './search-helpers';
import { formatRefundRate } from '../../src/domain/quote';
import { expectNoAxeViolations } from './axe';
import { chooseFirstActivities, openBookingDrawer } from './booking-panel';

/** The product (weekend offer) page and its booking panel (spec §2 product page, §4 checkout start). */

interface Stay {
  id: number;
  hotelId: number;
  label: string;
  nights: number;
  activities: string[];
  checkin: string;
}

/** A published offer with at least one activity, and a check-in 10 to 35 days ahead its calendar offers for its own length. */
async function findBookableStay(request: APIRequestContext, baseURL: string | undefined, skip = 0): Promise<Stay> {
  let skipped = 0;
  for (const id of await listedOfferIds(request, baseURL)) {
    const detail = await offerDetail<{ label: string; nights: number; items: { type: string; kind: string; title: string }[]; hotel: { id: number } }>(
      request,
      id,
    );
    const activities = detail.items.filter((item) => item.kind === 'day').map((item) => item.title);
    if (activities.length === 0) continue;
    const offered = await offeredStay(request, id, { fromDays: 10, toDays: 35, where: (day) => day.nights === detail.nights }).catch(() => null);
    if (!offered) continue;
    if (skipped === skip) return { id, hotelId: detail.hotel.id, label: detail.label, nights: detail.nights, activities, checkin: offered.checkin };
    skipped += 1;
  }
  throw new Error('No bookable offer with an activity in the test catalog');
}

/** A bookable stay (findBookableStay), with the page on a desktop screen. */
async function bookableStayOnDesktop(page: Page, request: APIRequestContext, baseURL: string | undefined): Promise<Stay> {
  await page.setViewportSize({ width: 1366, height: 900 });
  return findBookableStay(request, baseURL);
}

async function openProduct(page: Page, id: number) {
  await page.goto(`/fr/sejour/${id}`);
  await waitForHydration(page);
  return page.locator('aside');
}

/** Opens `path` with the stay's dates and two adults in its hash, and waits for it to hydrate; answers the checkout day. */
async function openWithDates(page: Page, path: string, stay: Stay): Promise<string> {
  const checkout = isoDaysAfter(stay.checkin, stay.nights);
  await page.goto(`${path}#checkin=${stay.checkin}&checkout=${checkout}&a=2`);
  await waitForHydration(page);
  return checkout;
}

async function chooseStayDates(page: Page, stay: Stay) {
  const panel = page.locator('aside');
  const calendar = page.getByRole('group', { name: fr('calendar', 'title') });
  // Booking without dates has already opened the calendar.
  if (!(await calendar.isVisible())) await panel.getByRole('button', { name: fr('searchbox', 'dates.add') }).click();
  await expect(calendar).toBeVisible();
  // With availability, a day's name goes on with its price: it starts with the date.
  const day = (iso: string) => calendar.getByRole('button', { name: new RegExp(`^${dayName('fr', iso)}\\b`) });
  await showCalendarDay(calendar, 'fr', stay.checkin);
  await day(stay.checkin).click();
  const checkout = isoDaysAfter(stay.checkin, stay.nights);
  await showCalendarDay(calendar, 'fr', checkout);
  await day(checkout).click();
  await calendar.getByRole('button', { name: fr('calendar', 'validate') }).click();
  await expect(calendar).toBeHidden();
  return checkout;
}

pinVariationsBeforeEach();

test('the offer is in the HTML for search engines, and an unknown offer is a 404', async ({ request, baseURL }) => {
  const stay = await findBookableStay(request, baseURL);
  const html = await (await request.get(`/fr/sejour/${stay.id}`)).text();
  const escaped = stay.label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  expect(html).toContain(fr('product', 'includes'));
  expect((await request.get('/fr/sejour/99999999')).status()).toBe(404);
  expect((await request.get('/fr/sejour/not-an-id')).status()).toBe(404);
});

test('booking asks for dates first, then for the activity dates, and shows the quote', async ({ page, request, baseURL }) => {
  const stay = await bookableStayOnDesktop(page, request, baseURL);
  const panel = await openProduct(page, stay.id);
  await panel.getByRole('button', { name: fr('booking', 'actions.book') }).click();
  await expect(panel.getByRole('alert')).toHaveText(fr('errors', 'chooseTravelDates'));
  await expect(page.getByRole('group', { name: fr('calendar', 'title') })).toBeVisible();

  await chooseStayDates(page, stay);
  await expect(page).toHaveURL(new RegExp(`#checkin=${stay.checkin}&checkout=`));
  await expect(panel.getByText(fr('booking', 'summary.perPerson')).first()).toBeVisible();
  await panel.getByRole('button', { name: fr('booking', 'actions.book') }).click();
  await expect(panel.getByRole('alert')).toHaveText(fr('errors', 'chooseActivityDates'));

  // One date per activity: choosing another day of the same activity replaces the first.
  const first = panel.getByRole('group', { name: fr('booking', 'activities.choose', { title: stay.activities[0] ?? '' }) });
  const days = first.getByRole('radio');
  await days.first().check();
  if ((await days.count()) > 1) {
    await days.last().check();
    await expect(days.first()).not.toBeChecked();
  }
});

test('the cancellation terms are said under the price: the offer rule before dates, the stay deadline after', async ({ page, request, baseURL }) => {
  const stay = await bookableStayOnDesktop(page, request, baseURL);
  const detail = (await (await request.get(`/api/weekend/${stay.id}/detail.json?locale=fr_FR`)).json()) as {
    cancellationPolicy: { cancellable: boolean; daysBefore: number };
  };
  const quote = (await (await request.get(`/api/weekend/${stay.id}/quote.json?locale=fr_FR&checkin=${stay.checkin}&nights=${stay.nights}&adult=2`)).json()) as {
    cancellationPolicy: { cancellable: boolean; cancellationDeadline: string | null };
  };
  const panel = await openProduct(page, stay.id);
  const terms = panel.getByTestId('price-terms');
  const policy = detail.cancellationPolicy;
  await expect(terms).toHaveText(
    policy.cancellable
      ? fr('booking', 'price.freeCancellationDays', { count: policy.daysBefore, percent: formatRefundRate('fr-FR') })
      : fr('booking', 'price.nonRefundable'),
  );
  await chooseStayDates(page, stay);
  await expect(panel.getByText(fr('booking', 'summary.perPerson')).first()).toBeVisible();
  const deadline = quote.cancellationPolicy.cancellable ? quote.cancellationPolicy.cancellationDeadline : null;
  const until = new RegExp(`^${fr('booking', 'price.freeCancellationUntil', { date: 'DATE', percent: formatRefundRate('fr-FR') }).replace('DATE', '.+')}$`);
  await expect(terms).toHaveText(deadline && deadline >= isoToday() ? until : fr('booking', 'price.nonRefundable'));
  // Right under the price, before anything else of the panel.
  const price = terms.locator('xpath=preceding-sibling::*[1]');
  await expect(price).toHaveText(/€/);
  const [priceBox, termsBox] = [await price.boundingBox(), await terms.boundingBox()];
  expect((termsBox?.y ?? 0) - ((priceBox?.y ?? 0) + (priceBox?.height ?? 0))).toBeLessThan(16);
});

test('on a phone the booking panel opens as a bottom drawer', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stay = await findBookableStay(request, baseURL);
  const drawer = await openBookingDrawer(page, stay.id);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: fr('searchbox', 'dates.add') })).toBeVisible();
  await drawer.getByRole('button', { name: fr('booking', 'actions.close') }).click();
  await expect(drawer).toBeHidden();
});

test('a price that moved before checkout is shown in the price-change dialog, then the checkout page sums up the stay', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // Another offer than the other tests use: its price changes while they may run.
  const stay = await findBookableStay(request, baseURL, 1);
  const origin = { Origin: new URL(baseURL ?? '').origin };
  const panel = await openProduct(page, stay.id);
  await chooseStayDates(page, stay);
  await expect(panel.getByText(fr('booking', 'summary.perPerson')).first()).toBeVisible();
  await chooseFirstActivities(panel, 'fr', stay.activities);
  const { basePrice } = (await (await request.post('/api/test/reprice', { data: { packageId: stay.id, percent: 0 }, headers: origin })).json()) as {
    basePrice: number;
  };
  // The catalog changes while the visitor decides: 20 % more (a test-only route).
  const repriced = await request.post('/api/test/reprice', { data: { packageId: stay.id, percent: 20 }, headers: origin });
  expect(repriced.ok(), await repriced.text()).toBe(true);
  try {
    await panel.getByRole('button', { name: fr('booking', 'actions.book') }).click();
    const dialog = page.getByRole('dialog', { name: fr('booking', 'priceChange.higherTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(fr('errors', 'priceHigher'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: fr('booking', 'priceChange.back') })).toBeVisible();
    await dialog.getByRole('button', { name: fr('booking', 'priceChange.continue') }).click();
    await expect(page).toHaveURL(/\/fr\/commande\/[0-9a-f-]{36}$/);
    await expect(page.getByText(stay.label).first()).toBeVisible();
    // The simplified header leads back to the offer with the dates restored.
    const back = page.locator('header a').first();
    await expect(back).toHaveAttribute('href', new RegExp(`/fr/sejour/${stay.id}#checkin=${stay.checkin}`));
  } finally {
    await request.post('/api/test/reprice', { data: { packageId: stay.id, basePrice }, headers: origin });
  }
});

for (const width of [390, 1366]) {
  test(`the product, checkout and hotel pages have no WCAG 2.2 A/AA violations at ${width}px`, async ({ page, request, baseURL }) => {
    // Three pages and three axe runs: more than the default budget on a loaded machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const stay = await findBookableStay(request, baseURL);
    await page.goto(`/fr/sejour/${stay.id}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    if (width > 1000) {
      await page
        .locator('aside')
        .getByRole('button', { name: fr('searchbox', 'dates.add') })
        .click();
      await expect(page.getByRole('group', { name: fr('calendar', 'title') })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    const nights = stay.nights;
    const detail = (await (await request.get(`/api/weekend/${stay.id}/detail.json?locale=fr_FR`)).json()) as { items: { type: string; activityId: number }[] };
    const activitySelectionList = detail.items.filter((item) => item.type === 'activity').map((item) => `${item.activityId}_${stay.checkin}`);
    const quote = (await (await request.get(`/api/weekend/${stay.id}/quote.json?locale=fr_FR&checkin=${stay.checkin}&nights=${nights}&adult=2`)).json()) as {
      priceInfo: { sellPrice: number };
    };
    const cart = await request.post('/api/cart', {
      data: {
        locale: 'fr_FR',
        packageId: stay.id,
        checkin: stay.checkin,
        nights,
        adults: 2,
        children: 0,
        babies: 0,
        activitySelectionList,
        acceptedSellPrice: quote.priceInfo.sellPrice,
      },
      headers: { Origin: new URL(baseURL ?? '').origin },
    });
    expect(cart.status(), await cart.text()).toBe(201);
    const { checkoutUrl } = (await cart.json()) as { checkoutUrl: string };
    await page.goto(checkoutUrl);
    await expect(page.getByText(stay.label).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/fr/hotel/${stay.hotelId}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
}

test('from the hotel page: dates, the offer details of a room, then the offer with the same dates, then checkout', async ({ page, request, baseURL }) => {
  const stay = await bookableStayOnDesktop(page, request, baseURL);
  const checkout = await openWithDates(page, `/fr/hotel/${stay.hotelId}`, stay);
  const offers = page.locator('#products');
  await offers.scrollIntoViewIfNeeded();
  await expect(offers.getByText(fr('hotel', 'offers.chooseOffer')).first()).toBeVisible();
  const room = offers.getByRole('article').filter({ hasText: stay.label });
  await room
    .getByRole('button', { name: fr('hotel', 'offers.details') })
    .first()
    .click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('heading', { name: fr('hotel', 'details.program') })).toBeVisible();
  await details.getByRole('button', { name: fr('hotel', 'details.close') }).click();
  await room.getByRole('link', { name: stay.label }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/sejour/${stay.id}#checkin=${stay.checkin}&checkout=${checkout}`));
  await waitForHydration(page);
  const panel = page.locator('aside');
  await expect(panel.getByText(fr('booking', 'summary.perPerson')).first()).toBeVisible();
  await chooseFirstActivities(panel, 'fr', stay.activities);
  await panel.getByRole('button', { name: fr('booking', 'actions.book') }).click();
  await expect(page).toHaveURL(/\/fr\/commande\/[0-9a-f-]{36}$/);
});

test('adding an extra says so and leads to the offer with the extra, keeping the dates; removing it leads back', async ({ page, request, baseURL }) => {
  const found = await request.post('/api/offers.json', {
    data: { locale: 'fr_FR', limit: 60, criteria: {} },
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  let base: { id: number; upsell: { id: number; label: string } } | undefined;
  for (const { id } of ((await found.json()) as { results: { id: number }[] }).results) {
    const detail = (await (await request.get(`/api/weekend/${id}/detail.json?locale=fr_FR`)).json()) as { upsells: { id: number; label: string }[] };
    const upsell = detail.upsells[0];
    if (upsell) {
      base = { id, upsell };
      break;
    }
  }
  test.skip(!base, 'no offer with an extra in the test catalog');
  if (!base) return;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/fr/sejour/${base.id}#a=3`);
  await waitForHydration(page);
  const panel = page.locator('aside');
  // The extra is another package: the control says so, and what changes, before the switch.
  const add = panel.getByRole('button', { name: fr('booking', 'extras.addNamed', { label: base.upsell.label }) });
  await expect(add).toHaveAccessibleDescription(new RegExp((fr('booking', 'extras.swap').split('.')[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await add.click();
  await expect(panel.getByRole('status').filter({ hasText: fr('booking', 'extras.adding', { label: base.upsell.label }) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/fr/sejour/${base.upsell.id}#a=3$`));
  await waitForHydration(page);
  await expect(page.locator('aside').getByText(fr('booking', 'extras.includedNamed', { label: base.upsell.label }))).toBeVisible();
  await page
    .locator('aside')
    .getByRole('button', { name: fr('booking', 'extras.remove') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/fr/sejour/\\d+#a=3$`));
  await expect(page).not.toHaveURL(new RegExp(`/fr/sejour/${base.upsell.id}#`));
});

/** Presses the heart of the offer `label` on its page, in `language`, and waits until it says the offer is kept. */
async function pressHeart(page: Page, language: string, label: string): Promise<void> {
  await page.getByRole('button', { name: translate(language, 'search', 'card.addToWishlist', { label }) }).click();
  await expect(page.getByRole('button', { name: translate(language, 'search', 'card.removeFromWishlist', { label }) })).toHaveAttribute('aria-pressed', 'true');
}

/** Opens the page `home` and, from its header, the wishlist drawer in `language`; answers the drawer. */
async function openWishlist(page: Page, home: string, language: string): Promise<Locator> {
  await page.goto(home);
  const header = page.getByRole('navigation', { name: translate(language, 'common', 'a11y.mainNavigation') });
  await header.getByRole('button', { name: translate(language, 'wishlist', 'title') }).click();
  return page.getByRole('dialog', { name: translate(language, 'wishlist', 'title') });
}

test('the heart keeps the offer in the wishlist drawer of the header, across pages, until removed', async ({ page, request, baseURL }) => {
  const stay = await bookableStayOnDesktop(page, request, baseURL);
  await page.goto(`/fr/sejour/${stay.id}`);
  await waitForHydration(page);
  await pressHeart(page, 'fr', stay.label);

  const drawer = await openWishlist(page, '/fr/', 'fr');
  await expect(drawer.getByRole('link', { name: stay.label })).toHaveAttribute('href', `/fr/sejour/${stay.id}`);
  await drawer.getByRole('button', { name: translate('fr', 'wishlist', 'remove', { label: stay.label }) }).click();
  await expect(drawer.getByRole('link', { name: translate('fr', 'wishlist', 'addItems') }).first()).toHaveAttribute('href', '/fr/recherche');
});

test('a heart pressed on the Spanish site shows in the wishlist of the Belgian Dutch site in Dutch, with its Dutch link', async ({
  page,
  request,
  baseURL,
}) => {
  const stay = await bookableStayOnDesktop(page, request, baseURL);
  const label = async (locale: string) =>
    ((await (await request.get(`/api/weekend/${stay.id}/detail.json?locale=${locale}`)).json()) as { label: string }).label;
  const [spanish, dutch] = [await label('es_ES'), await label('nl_BE')];
  expect(dutch).not.toBe(spanish);
  await page.goto(`/es/estancia/${stay.id}`);
  await waitForHydration(page);
  await pressHeart(page, 'es', spanish);

  const drawer = await openWishlist(page, '/be-nl/', 'nl');
  await expect(drawer.getByRole('link', { name: dutch })).toHaveAttribute('href', `/be-nl/verblijf/${stay.id}`);
  await expect(drawer.getByRole('button', { name: translate('nl', 'wishlist', 'remove', { label: dutch }) })).toBeVisible();
  await expect(drawer.getByText(spanish)).toHaveCount(0);
});

test('the sticky booking bar appears once the tabs have scrolled away, and its action opens the calendar', async ({ page, request, baseURL }) => {
  const stay = await bookableStayOnDesktop(page, request, baseURL);
  await openProduct(page, stay.id);
  const bar = page.getByTestId('sticky-booking-bar');
  await expect(bar).toBeHidden();
  await page.locator('#practical').scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('navigation', { name: fr('product', 'tabs.label') }).getByRole('link', { name: fr('product', 'tabs.reviews') })).toBeVisible();
  await bar.getByRole('button', { name: fr('booking', 'actions.open') }).click();
  await expect(page.getByRole('group', { name: fr('calendar', 'title') })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();
});

test('on a phone there is no sticky booking bar: the bottom bar opens the booking drawer', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stay = await findBookableStay(request, baseURL);
  await openProduct(page, stay.id);
  await page.locator('#practical').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('sticky-booking-bar')).toBeHidden();
});

test('the hotel page shows the dates of its address in the sticky section links at once, and a room without dates opens their calendar', async ({
  page,
  request,
  baseURL,
}) => {
  const stay = await bookableStayOnDesktop(page, request, baseURL);
  const checkout = isoDaysAfter(stay.checkin, stay.nights);
  await page.goto(`/fr/hotel/${stay.hotelId}#checkin=${stay.checkin}&checkout=${checkout}&a=2`);
  const dates = page.getByRole('button', { name: new RegExp(`^${fr('hotel', 'offers.dates')} `) });
  const day = (iso: string) => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
  // No scrolling: the selector sits in the section links near the top of the page.
  await expect(dates).toContainText(day(stay.checkin));
  await expect(dates).toContainText(day(checkout));
  await dates.click();
  await page
    .getByRole('group', { name: fr('calendar', 'title') })
    .getByRole('button', { name: fr('calendar', 'clear') })
    .click();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/checkin=/);
  const offers = page.locator('#products');
  await offers.scrollIntoViewIfNeeded();
  // The offers island starts once it is in view (client:visible): the button answers once it has.
  await expect(page.locator('astro-island[component-url*="HotelOffers"]')).not.toHaveAttribute('ssr', { timeout: 10_000 });
  await offers
    .getByRole('button', { name: fr('hotel', 'offers.selectDates') })
    .first()
    .click();
  await expect(page.getByRole('group', { name: fr('calendar', 'title') })).toBeVisible();
  await expect(dates).toBeFocused();
});

test('a tab scrolls to its section and keeps the chosen dates in the address', async ({ page, request, baseURL }) => {
  const stay = await bookableStayOnDesktop(page, request, baseURL);
  const checkout = await openWithDates(page, `/fr/sejour/${stay.id}`, stay);
  await page
    .getByRole('navigation', { name: fr('product', 'tabs.label') })
    .first()
    .getByRole('link', { name: fr('product', 'tabs.practical') })
    .click();
  await expect(page.locator('#practical')).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`#checkin=${stay.checkin}&checkout=${checkout}`));
  await page
    .getByTestId('sticky-booking-bar')
    .getByRole('link', { name: fr('product', 'tabs.reviews') })
    .click();
  await expect(page.locator('#reviews')).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`#checkin=${stay.checkin}&checkout=${checkout}`));
});

test('each breadcrumb step searches its own place, in the page and in the BreadcrumbList JSON-LD', async ({ page, request, baseURL }) => {
  const stay = await findBookableStay(request, baseURL);
  const detail = (await (await request.get(`/api/weekend/${stay.id}/detail.json?locale=fr_FR`)).json()) as {
    hotel: { breadcrumb: { id: number; label: string; type: string }[] };
  };
  await page.goto(`/fr/sejour/${stay.id}`);
  const trail = page.getByRole('navigation', { name: fr('product', 'breadcrumb') });
  const hrefs: Record<string, string> = {};
  for (const crumb of detail.hotel.breadcrumb)
    hrefs[crumb.type] = (await trail.getByRole('link', { name: crumb.label, exact: true }).getAttribute('href')) ?? '';
  expect(hrefs.city).toMatch(/^\/fr\/recherche\/ville\/\d+$/);
  expect(hrefs.region).toBe(`/fr/recherche#region=${detail.hotel.breadcrumb.find((c) => c.type === 'region')?.id}`);
  expect(hrefs.department).toBe(`/fr/recherche#department=${detail.hotel.breadcrumb.find((c) => c.type === 'department')?.id}`);
  expect(hrefs.country).toMatch(/^\/fr\/recherche#country=[A-Z]{2}$/);
  expect(new Set(Object.values(hrefs)).size).toBe(detail.hotel.breadcrumb.length);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = blocks
    .map((text) => JSON.parse(text) as { '@type': string; itemListElement?: { name: string; item?: string }[] })
    .find((block) => block['@type'] === 'BreadcrumbList');
  const origin = new URL(page.url()).origin;
  for (const crumb of detail.hotel.breadcrumb) {
    expect(list?.itemListElement?.find((item) => item.name === crumb.label)?.item).toBe(`${origin}${hrefs[crumb.type]}`);
  }
  // The region's step lists the offers of that region.
  await trail.getByRole('link', { name: detail.hotel.breadcrumb.find((c) => c.type === 'region')?.label ?? '', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/recherche#region=\d+$/);
});

for (const market of ['fr', 'es', 'it', 'nl'] as const) {
  test(`every tab of the gift side shows in full at 1366 px (${market})`, async ({ page, request, baseURL }) => {
    const stay = await findBookableStay(request, baseURL);
    const path = { fr: 'sejour', es: 'estancia', it: 'soggiorno', nl: 'verblijf' }[market];
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/${market}/${path}/${stay.id}?flow=gifting`);
    const tabs = page.locator('#product-tabs');
    const cut = await tabs.evaluate((nav) => {
      const box = nav.getBoundingClientRect();
      return [...nav.querySelectorAll('a')]
        .filter((link) => {
          const tab = link.getBoundingClientRect();
          return tab.width > 0 && (tab.right > box.right + 0.5 || link.scrollWidth > link.clientWidth);
        })
        .map((link) => link.textContent);
    });
    expect(cut).toEqual([]);
    expect(await tabs.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);
  });
}
