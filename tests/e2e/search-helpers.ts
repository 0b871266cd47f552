import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { text } from './texts';

/**
 * A translated text with its values filled in; with a `count` the plural form of the language is picked
 * (key_one, key_many, key_other), as i18next does.
 */
export function translate(language: string, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const form = typeof values.count === 'number' ? `_${new Intl.PluralRules(language).select(values.count)}` : '';
  let template: string;
  try {
    template = text(language, namespace, `${key}${form}`);
  } catch {
    template = text(language, namespace, key);
  }
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A text in the language of a test case (any `{ language }`: a market, a buyer), with its values filled in. */
export function tr(c: { language: string }, namespace: string, key: string, values?: Record<string, string | number>): string {
  return translate(c.language, namespace, key, values);
}

/** `text` with the characters a regular expression reads as its own escaped, to match it as written. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A French text with its values filled in (translate for 'fr'). */
export function fr(namespace: string, key: string, values?: Record<string, string | number>): string {
  return translate('fr', namespace, key, values);
}

/** Matches a plural text for any count ('58 offres', '1 offre'); the count is the first group. */
export function countPattern(language: string, namespace: string, key: string): RegExp {
  const forms = ['one', 'other'].map((form) =>
    escapeRegExp(text(language, namespace, `${key}_${form}`)).replace(escapeRegExp('{{count}}'), '([\\d\\s\\u202f]+)'),
  );
  return new RegExp(`^(?:${forms.join('|')})$`);
}

/** The number a count text shows ('1 234 offres' → 1234). */
export function readCount(value: string): number {
  return Number(value.replace(/\D/g, ''));
}

/** 'YYYY-MM-DD' of the test machine's today (the browser runs on the same clock and zone). */
export function isoToday(): string {
  return format(new Date(), 'yyyy-MM-dd');
}

/** 'YYYY-MM-DD' of the day `days` days after the day `iso` ('YYYY-MM-DD'); before it when negative. */
export function isoDaysAfter(iso: string, days: number): string {
  return format(addDays(parseISO(iso), days), 'yyyy-MM-dd');
}

/** Days from the day `from` to the day `to` ('YYYY-MM-DD' both): a stay's nights, from its check-in to its checkout. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/**
 * 'YYYY-MM-DD' of the test machine's today plus `days`: a date that is no stay (a gift's send date, a run date).
 * A stay's dates come from the catalogue (offeredStay, offeredSearchStay).
 */
export function isoDaysFromToday(days: number): string {
  return isoDaysAfter(isoToday(), days);
}

/** The full date a calendar day is named by ('samedi 5 décembre 2026'). */
export function dayName(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** The criteria of the address bar's hash. */
export function readHash(page: Page): URLSearchParams {
  return new URLSearchParams(new URL(page.url()).hash.slice(1));
}

/** Pins the experiments so the search box behaves the same for every visitor id (no forced dates). */
export async function pinVariations(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'halte_variations', value: 'searchDates:control,reducedThematics:control', url: baseURL ?? 'http://127.0.0.1' }]);
}

/** Pins the experiments (pinVariations) before each test of the file that calls it. */
export function pinVariationsBeforeEach(): void {
  test.beforeEach(async ({ context, baseURL }) => {
    await pinVariations(context, baseURL);
  });
}

/** The count line of the main results ('58 offres'). */
export function resultCount(page: Page, language: string, key = 'results.count') {
  return page.getByText(countPattern(language, 'search', key));
}

/**
 * The count of the results on show. Right after a load it may still be the server's count, which never sees
 * the hash: pass the promise of `waitForSearch` when the criteria are in the hash.
 */
export async function waitForResultCount(page: Page, language: string, key = 'results.count', searched?: Promise<number>): Promise<number> {
  const count = resultCount(page, language, key);
  if (searched) {
    const total = await searched;
    await expect(count).toHaveText(translate(language, 'search', key, { count: total }));
    return total;
  }
  await expect(count).toBeVisible();
  return readCount((await count.textContent()) ?? '');
}

/** Opens a French search page and waits for its results; answers their count. Criteria in the hash are searched by the browser. */
export async function openSearchResults(page: Page, address: string): Promise<number> {
  const searched = address.includes('#') ? waitForSearch(page, address.includes('/activites') ? 'activity' : 'stays') : undefined;
  await page.goto(address);
  await waitForHydration(page);
  return waitForResultCount(page, 'fr', address.includes('/activites') ? 'results.activityCount' : 'results.count', searched);
}

/**
 * Total of the next main search the browser makes (call it before the action that searches). The suggestions
 * search with the same call, but only once the main search has answered.
 */
export function waitForSearch(page: Page, flow: 'stays' | 'activity' = 'stays'): Promise<number> {
  const path = flow === 'activity' ? '/api/search/activity-only.json' : '/api/offers.json';
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() === 'POST')
    .then(async (response) => {
      const body = (await response.json()) as { searchDetails?: { totalCount: number }; exactMatch?: { totalCount: number } };
      return body.searchDetails?.totalCount ?? body.exactMatch?.totalCount ?? Number.NaN;
    });
}

/** The list of the main results: the first list of cards (the suggestions come after it). */
export function mainResults(page: Page) {
  return page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .first();
}

/** Opens the results map from the filters of a French search page; answers its dialog and the map in it. */
export async function openResultsMap(page: Page): Promise<{ dialog: Locator; map: Locator }> {
  await page
    .getByRole('group', { name: fr('search', 'filters.title') })
    .getByRole('button', { name: fr('search', 'results.map') })
    .click();
  const dialog = page.getByRole('dialog', { name: fr('search', 'results.mapTitle') });
  return { dialog, map: dialog.getByRole('region', { name: fr('map', 'label') }) };
}

/** Opens the French date calendar from the 'Add dates' button of `from` (a search box, a booking panel); answers it once shown. */
export async function openDatesCalendar(from: Locator): Promise<Locator> {
  await from.getByRole('button', { name: fr('searchbox', 'dates.add') }).click();
  const calendar = from.page().getByRole('group', { name: fr('calendar', 'title') });
  await expect(calendar).toBeVisible();
  return calendar;
}

/** Waits until every island of the page is hydrated (Astro removes `ssr` then): clicks before that are lost. */
export async function waitForHydration(page: Page): Promise<void> {
  // A click that navigates returns once the new document commits, while it is still streaming: islands further down
  // are not parsed yet, so none of them is counted below. After 'load' every island is in the DOM and its scripts ran.
  await page.waitForLoadState('load');
  // Islands with client:interaction (the home search box, a gallery viewer, the reviews modal) wait for the
  // visitor: a hover starts the visible ones, as a mouse would; the others stay as they are until used.
  // Their uids first: once one hydrates it loses [ssr], which would shift positional locators.
  const uids = await page.locator('astro-island[ssr][client="interaction"]').evaluateAll((islands) => islands.map((island) => island.getAttribute('uid')));
  for (const uid of uids) {
    const island = page.locator(`astro-island[uid="${uid}"]`);
    // The island element itself has no box (display: contents): hover its first visible control.
    const control = island.locator('button, input, a, select').filter({ visible: true }).first();
    if ((await control.count()) === 0) continue;
    // Only what is on screen, as a visitor would: hovering something else would scroll the page.
    const onScreen = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    if (!onScreen) continue;
    await control.hover();
    await expect(island).not.toHaveAttribute('ssr');
  }
  // client:visible islands start once scrolled to.
  const visibleUids = await page.locator('astro-island[ssr][client="visible"]').evaluateAll((islands) => islands.map((island) => island.getAttribute('uid')));
  for (const uid of visibleUids) {
    await page.locator(`astro-island[uid="${uid}"]`).evaluate((island) => (island.firstElementChild ?? island).scrollIntoView({ block: 'center' }));
  }
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0);
}

/** Keeps the names of the data layer's analytics events in the tab's storage, so they survive a navigation. */
export async function recordAnalyticsEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      const names = items.map((item) => (item as { event?: string }).event).filter(Boolean);
      sessionStorage.setItem('e2e.events', JSON.stringify([...JSON.parse(sessionStorage.getItem('e2e.events') ?? '[]'), ...names]));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

/** The event names recorded by recordAnalyticsEvents, oldest first. */
export async function readAnalyticsEvents(page: Page): Promise<string[]> {
  return (await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.events') ?? '[]'))) as string[];
}

/** A day of an offer's calendar (packageCheckinPrices.json): its price per person and the nights it proposes, or nulls. */
export interface CalendarDay {
  day: string;
  price: number | null;
  nights: number | null;
  minLos: number;
}

/** A day the calendar prices, with the nights it proposes. */
export type PricedDay = CalendarDay & { price: number; nights: number };

/** Where offeredStay looks: from `from` (else `fromDays` days ahead) to `to` (else `toDays` days ahead), both included. */
export interface StayWindow {
  locale?: string;
  adults?: number;
  fromDays?: number;
  toDays?: number;
  from?: string;
  to?: string;
  /** Only a priced day this accepts (the offer's own length, a day that allows one night). */
  where?: (day: PricedDay) => boolean;
}

/** A stay the catalogue offers: check-in, checkout and nights. */
export interface OfferedStay {
  checkin: string;
  checkout: string;
  nights: number;
}

/**
 * A stay the catalogue offers: the first day of the window that the offer's calendar prices for the party (two adults
 * unless told), with the number of nights that day proposes. Tests book what is on sale, never a fixed offset from
 * today (a night may be sold out or closed).
 */
export async function offeredStay(
  request: APIRequestContext,
  offerId: number,
  { locale = 'fr_FR', adults = 2, fromDays = 3, toDays = 120, from: fromDay, to: toDay, where = () => true }: StayWindow = {},
): Promise<OfferedStay> {
  const from = fromDay ?? isoDaysFromToday(fromDays);
  const to = toDay ?? isoDaysFromToday(toDays);
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = isoDaysAfter(`${month}-28`, 7).slice(0, 7)) months.push(month);
  for (const month of months) {
    const answer = await request.get(`/api/redeem/weekend/${offerId}/packageCheckinPrices.json?locale=${locale}&month=${month}&adult=${adults}`);
    expect(answer.ok(), `calendar of offer ${offerId} for ${month}`).toBe(true);
    const priced = ((await answer.json()) as CalendarDay[]).filter((d): d is PricedDay => d.price !== null && d.nights !== null);
    const day = priced.find((d) => d.day >= from && d.day <= to && where(d));
    if (day) return { checkin: day.day, checkout: isoDaysAfter(day.day, day.nights), nights: day.nights };
  }
  throw new Error(`Offer ${offerId} has no priced day between ${from} and ${to}`);
}

/**
 * Dates to search `criteria` with: the stay (offeredStay) the calendar of one of the first offers the search without
 * dates finds prices for its party (`criteria.a` adults, else two), checked to be found by the search with those
 * dates. Tests search dates the catalogue offers for the place and the party, never a fixed offset from today.
 */
export async function offeredSearchStay(
  request: APIRequestContext,
  baseURL: string | undefined,
  { criteria = {}, ...window }: StayWindow & { criteria?: Record<string, unknown> } = {},
): Promise<OfferedStay & { offerId: number }> {
  const locale = window.locale ?? 'fr_FR';
  const headers = { Origin: new URL(baseURL ?? '').origin };
  const search = async (more: Record<string, unknown>) => {
    const answer = await request.post('/api/offers.json', { data: { locale, limit: 5, criteria: { ...criteria, ...more } }, headers });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { searchDetails: { totalCount: number }; results: { id: number }[] };
  };
  const adults = typeof criteria.a === 'number' ? criteria.a : undefined;
  for (const { id } of (await search({})).results) {
    const stay = await offeredStay(request, id, { adults, ...window }).catch(() => null);
    if (stay && (await search({ checkin: stay.checkin, checkout: stay.checkout })).searchDetails.totalCount > 0) return { offerId: id, ...stay };
  }
  throw new Error(`No offer of the search ${JSON.stringify(criteria)} has a priced day that the dated search finds`);
}

/**
 * Brings the month of the day `iso` on show in an open calendar: pages on (two months side by side), or on a phone
 * scrolls to its last month so that more are added. The day's button is named by its full date (dayName), followed on
 * the product page by its state and price.
 */
export async function showCalendarDay(calendar: Locator, language: string, iso: string): Promise<void> {
  const day = calendar.locator(`button[data-day="${iso}"]`);
  const lastShown = calendar.locator('button[data-day]').last();
  const next = calendar.getByRole('button', { name: translate(language, 'calendar', 'nextMonth') });
  await expect(lastShown).toBeVisible();
  for (let step = 0; step < 12 && (await day.count()) === 0; step += 1) {
    const last = (await lastShown.getAttribute('data-day')) ?? '';
    if (iso < last) break;
    // The phone's calendar has no paging: it adds months as its last one is scrolled to.
    if ((await next.count()) > 0) await next.click();
    else await lastShown.scrollIntoViewIfNeeded();
    await expect(lastShown).not.toHaveAttribute('data-day', last);
  }
  await expect(day).toBeVisible();
}

/** The ids of the first `limit` offers the booking search lists without criteria (its POST comes from the site, as the middleware's Origin check wants). */
export async function listedOfferIds(request: APIRequestContext, baseURL: string | undefined, locale = 'fr_FR', limit = 40): Promise<number[]> {
  const found = await request.post('/api/offers.json', { data: { locale, limit, criteria: {} }, headers: { Origin: new URL(baseURL ?? '').origin } });
  return ((await found.json()) as { results: { id: number }[] }).results.map(({ id }) => id);
}

/** An offer's detail as the offer API answers it, typed by the fields the caller reads. */
export async function offerDetail<Detail>(request: APIRequestContext, id: number, locale = 'fr_FR'): Promise<Detail> {
  return (await (await request.get(`/api/weekend/${id}/detail.json?locale=${locale}`)).json()) as Detail;
}

/** A stay put in a cart: its checkout address, its offer and its dates. */
export interface StayInCart {
  checkoutUrl: string;
  offerId: number;
  checkin: string;
  nights: number;
}

/**
 * A stay the catalogue offers, put in a cart through the checkout-start API; answers its checkout address, offer and
 * dates. With `cancellable`, only an offer that can be cancelled with a refund.
 */
export async function stayInCart(request: APIRequestContext, baseURL: string | undefined, locale: string, { cancellable = false } = {}): Promise<StayInCart> {
  const headers = { Origin: new URL(baseURL ?? '').origin };
  for (const id of await listedOfferIds(request, baseURL, locale)) {
    const detail = await offerDetail<{ items: { type: string; activityId: number }[]; cancellationPolicy: { cancellable: boolean } }>(request, id, locale);
    if (cancellable && !detail.cancellationPolicy.cancellable) continue;
    const stay = await offeredStay(request, id, { locale, fromDays: 20 + Math.floor(Math.random() * 60) }).catch(() => null);
    if (!stay) continue;
    const activitySelectionList = detail.items.filter((item) => item.type === 'activity').map((item) => `${item.activityId}_${stay.checkin}`);
    const cart = await request.post('/api/cart', {
      data: { locale, packageId: id, checkin: stay.checkin, nights: stay.nights, adults: 2, children: 0, babies: 0, activitySelectionList },
      headers,
    });
    if (cart.status() === 201)
      return { checkoutUrl: ((await cart.json()) as { checkoutUrl: string }).checkoutUrl, offerId: id, checkin: stay.checkin, nights: stay.nights };
  }
  throw new Error('No stay on sale');
}

/**
 * A stay the catalogue offers, put in a cart through the checkout-start API; answers its checkout address. With
 * `cancellable`, only an offer that can be cancelled with a refund.
 */
export async function stayCart(request: APIRequestContext, baseURL: string | undefined, locale: string, { cancellable = false } = {}): Promise<string> {
  return (await stayInCart(request, baseURL, locale, { cancellable })).checkoutUrl;
}
