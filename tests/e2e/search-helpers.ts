import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
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

/** Matches a plural text for any count ('58 offres', '1 offre'); the count is the first group. */
export function countPattern(language: string, namespace: string, key: string): RegExp {
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forms = ['one', 'other'].map((form) => escape(text(language, namespace, `${key}_${form}`)).replace(escape('{{count}}'), '([\\d\\s\\u202f]+)'));
  return new RegExp(`^(?:${forms.join('|')})$`);
}

/** The number a count text shows ('1 234 offres' → 1234). */
export function readCount(value: string): number {
  return Number(value.replace(/\D/g, ''));
}

/** 'YYYY-MM-DD' of the test machine's today plus `days` (the browser runs on the same clock and zone). */
export function isoDaysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
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

/** Waits until every island of the page is hydrated (Astro removes `ssr` then): clicks before that are lost. */
export async function waitForHydration(page: Page): Promise<void> {
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

/**
 * A stay the catalogue offers: the first day, `fromDays` days ahead or later, that the offer's calendar prices
 * for two adults, with the number of nights that day proposes. Tests book what is on sale, never a fixed offset
 * from today (a night may be sold out or closed).
 */
export async function offeredStay(
  request: APIRequestContext,
  offerId: number,
  { locale = 'fr_FR', fromDays = 3, toDays = 120 }: { locale?: string; fromDays?: number; toDays?: number } = {},
): Promise<{ checkin: string; checkout: string; nights: number }> {
  const from = isoDaysFromToday(fromDays);
  const to = isoDaysFromToday(toDays);
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7);) {
    months.push(month);
    const [year, index] = month.split('-').map(Number) as [number, number];
    month = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  }
  for (const month of months) {
    const answer = await request.get(`/api/redeem/weekend/${offerId}/packageCheckinPrices.json?locale=${locale}&month=${month}&adult=2`);
    expect(answer.ok(), `calendar of offer ${offerId} for ${month}`).toBe(true);
    const days = (await answer.json()) as { day: string; price: number | null; nights: number | null }[];
    const day = days.find((d) => d.price !== null && d.nights !== null && d.day >= from && d.day <= to);
    if (day) {
      const checkout = new Date(`${day.day}T12:00:00Z`);
      checkout.setUTCDate(checkout.getUTCDate() + (day.nights as number));
      return { checkin: day.day, checkout: checkout.toISOString().slice(0, 10), nights: day.nights as number };
    }
  }
  throw new Error(`Offer ${offerId} has no priced day between ${from} and ${to}`);
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
  const found = (await (await request.post('/api/offers.json', { data: { locale, limit: 40, criteria: {} }, headers })).json()) as {
    results: { id: number }[];
  };
  for (const { id } of found.results) {
    const detail = (await (await request.get(`/api/weekend/${id}/detail.json?locale=${locale}`)).json()) as {
      items: { type: string; activityId: number }[];
      cancellationPolicy: { cancellable: boolean };
    };
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
