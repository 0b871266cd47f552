import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MARKETS, type MarketKey } from '../../src/i18n/markets';
import { buildPath } from '../../src/i18n/routes';
import { bookToCheckout, chooseFirstActivities, valueOf } from './booking-panel';
import { dayName, isoDaysAfter, type OfferedStay, offeredStay, pinVariationsBeforeEach, showCalendarDay, translate, waitForHydration } from './search-helpers';

/**
 * One price everywhere (ADR 16): a calendar day's price per person is the quote's and the checkout's,
 * and the quote's total is the checkout's, in every market.
 */

interface Pick {
  id: number;
  /** The offer's own length, which the calendar's prices are for. */
  nights: number;
  activities: string[];
  /** The stay its calendar offers. */
  day: OfferedStay;
}

/** An offer with a priced calendar day 3 to 30 days ahead (within the two months a desktop calendar shows). */
async function pickStay(request: APIRequestContext, baseURL: string | undefined, locale: string, skip: number): Promise<Pick> {
  const found = await request.post('/api/offers.json', { data: { locale, limit: 30, criteria: {} }, headers: { Origin: new URL(baseURL ?? '').origin } });
  const { results } = (await found.json()) as { results: { id: number }[] };
  let skipped = 0;
  for (const { id } of results) {
    const day = await offeredStay(request, id, { locale, fromDays: 3, toDays: 30 }).catch(() => null);
    if (!day) continue;
    if (skipped++ < skip) continue;
    const detail = (await (await request.get(`/api/weekend/${id}/detail.json?locale=${locale}`)).json()) as {
      nights: number;
      items: { type: string; kind: string; title: string }[];
    };
    return { id, nights: detail.nights, activities: detail.items.filter((item) => item.kind === 'day').map((item) => item.title), day };
  }
  throw new Error('No offer with a priced calendar day in the test catalog');
}

async function openPanel(page: Page, language: string): Promise<Locator> {
  const opener = page.getByRole('button', { name: translate(language, 'booking', 'actions.open') });
  if (
    await page
      .locator('aside')
      .getByRole('button', { name: translate(language, 'searchbox', 'dates.add') })
      .isVisible()
  )
    return page.locator('aside');
  await opener.first().click();
  const drawer = page.getByRole('dialog', { name: translate(language, 'booking', 'actions.open') });
  await expect(drawer).toBeVisible();
  return drawer;
}

const MARKET_KEYS: MarketKey[] = ['fr', 'es', 'it', 'nl', 'be-fr', 'be-nl'];
const LOOKED_AT: MarketKey[] = ['fr', 'es', 'be-nl'];

pinVariationsBeforeEach();

MARKET_KEYS.forEach((marketKey, index) => {
  const widths = LOOKED_AT.includes(marketKey) ? [1366, 390] : [1366];
  for (const width of widths) {
    test(`${marketKey} at ${width}px: calendar day → that stay → quote → checkout, same price per person and total`, async ({ page, request, baseURL }) => {
      test.setTimeout(60_000);
      const market = MARKETS[marketKey];
      const { language, locale } = market;
      const tr = (namespace: string, key: string, values?: Record<string, string | number>) => translate(language, namespace, key, values);
      await page.setViewportSize({ width, height: 900 });
      // Each test its own offer, so parallel carts never share one.
      const stay = await pickStay(request, baseURL, locale, index * 2 + (width === 390 ? 1 : 0));
      await page.goto(buildPath(marketKey, 'product', { id: stay.id }));
      await waitForHydration(page);

      const panel = await openPanel(page, language);
      await panel.getByRole('button', { name: tr('searchbox', 'dates.add') }).click();
      const calendar = page.getByRole('group', { name: tr('calendar', 'title') });
      await expect(calendar).toBeVisible();
      // The calendar says what its prices are (ADR 16).
      await expect(calendar.getByText(tr('calendar', 'priceCaption', { count: stay.nights, party: tr('calendar', 'party', { count: 2 }) }))).toBeVisible();
      const day = (iso: string) => calendar.getByRole('button', { name: new RegExp(`^${dayName(language, iso)}\\b`) });
      await showCalendarDay(calendar, language, stay.day.checkin);
      const checkin = day(stay.day.checkin);
      await expect(checkin).toBeVisible();
      const calendarPrice = (await checkin.locator('xpath=following-sibling::span[1]').textContent())?.trim() ?? '';
      expect(calendarPrice).toMatch(/\d/);
      await expect(checkin).toHaveAccessibleName(new RegExp(calendarPrice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      if (width === 1366 || width === 390) await page.screenshot({ path: `screenshots/one-price-${marketKey}-${width}-calendar.png` });

      await checkin.click();
      await showCalendarDay(calendar, language, stay.day.checkout);
      await day(stay.day.checkout).click();
      await calendar.getByRole('button', { name: tr('calendar', 'validate') }).click();
      await expect(calendar).toBeHidden();

      const summary = panel.locator('dl').filter({ hasText: tr('booking', 'summary.perPerson') });
      await expect(summary).toBeVisible();
      await expect(valueOf(summary, tr('booking', 'summary.perPerson'))).toHaveText(calendarPrice);
      const total =
        (
          await valueOf(summary, tr('booking', 'summary.stay', { count: stay.day.nights }))
            .locator('strong')
            .textContent()
        )?.trim() ?? '';
      expect(total).toMatch(/\d/);
      // The programme of the chosen length.
      await expect(
        summary.getByText(new RegExp(tr('booking', 'programme.stay', { count: stay.day.nights, room: '' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
      ).toBeVisible();
      await chooseFirstActivities(panel, language, stay.activities);
      await page.screenshot({ path: `screenshots/one-price-${marketKey}-${width}-panel.png`, fullPage: width === 390 });

      const prices = await bookToCheckout(page, panel, marketKey);
      await expect(valueOf(prices, tr('checkout', 'price.perPerson'))).toHaveText(calendarPrice);
      await expect(valueOf(prices, tr('checkout', 'price.total'))).toHaveText(total);
      await expect(page.getByText(tr('booking', 'programme.stay', { count: stay.day.nights, room: '' }).trim().replace(/\s*–$/, '')).first()).toBeVisible();
      await page.screenshot({ path: `screenshots/one-price-${marketKey}-${width}-checkout.png`, fullPage: true });
    });
  }
});

test('the programme follows the stay: one night of a two-night offer reads one night in the panel, the page and the checkout', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tr = (namespace: string, key: string, values?: Record<string, string | number>) => translate('fr', namespace, key, values);
  const found = await request.post('/api/offers.json', {
    data: { locale: 'fr_FR', limit: 60, criteria: { nights: 2 } },
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  const { results } = (await found.json()) as { results: { id: number }[] };
  let stay: { id: number; checkin: string; activities: string[]; fixed: string[]; lateDinners: string[] } | undefined;
  for (const { id } of results.slice(20)) {
    // A day the calendar prices opens its first night; with a minimum stay of one night, one night can be booked.
    const offered = await offeredStay(request, id, { fromDays: 3, toDays: 25, where: (day) => day.minLos <= 1 }).catch(() => null);
    if (!offered) continue;
    const detail = (await (await request.get(`/api/weekend/${id}/detail.json?locale=fr_FR`)).json()) as {
      items: { type: string; kind: string; title: string; day: number }[];
    };
    stay = {
      id,
      checkin: offered.checkin,
      activities: detail.items.filter((item) => item.kind === 'day').map((item) => item.title),
      fixed: detail.items.filter((item) => item.type === 'activity' && item.kind !== 'day').map((item) => item.title),
      lateDinners: detail.items.filter((item) => item.type === 'dinner' && item.day === 2).map((item) => item.title),
    };
    break;
  }
  if (!stay) throw new Error('No two-night offer bookable for one night in the test catalog');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(buildPath('fr', 'product', { id: stay.id }));
  await waitForHydration(page);
  const includes = page.getByRole('region', { name: tr('product', 'includes') });
  const stayLine = (count: number) => tr('booking', 'programme.stay', { count, room: '' }).replace(/\s*–\s*$/, '');
  await expect(includes.getByText(stayLine(2))).toBeVisible();

  const panel = page.locator('aside');
  await panel.getByRole('button', { name: tr('searchbox', 'dates.add') }).click();
  const calendar = page.getByRole('group', { name: tr('calendar', 'title') });
  const day = (iso: string) => calendar.getByRole('button', { name: new RegExp(`^${dayName('fr', iso)}\\b`) });
  await day(stay.checkin).click();
  await day(isoDaysAfter(stay.checkin, 1)).click();
  await calendar.getByRole('button', { name: tr('calendar', 'validate') }).click();

  const summary = panel.locator('dl').filter({ hasText: tr('booking', 'summary.perPerson') });
  await expect(summary.getByText(stayLine(1))).toBeVisible();
  await expect(includes.getByText(stayLine(1))).toBeVisible();
  await expect(includes.getByText(stayLine(2))).toHaveCount(0);
  // The experience section follows the one night: nothing on day 3, no dinner of the second evening.
  const experience = page.getByRole('region', { name: tr('product', 'experience.title') });
  await expect(experience.getByText(tr('product', 'experience.day', { day: 3 }))).toHaveCount(0);
  await expect(experience.getByText(tr('product', 'experience.days', { first: 2, last: 3 }))).toHaveCount(0);
  for (const title of stay.lateDinners) await expect(experience.getByRole('heading', { name: title })).toHaveCount(0);
  // A date is asked for each dated activity, among the one night's day only; none for a welcome or a late check-out.
  for (const title of stay.activities) {
    const group = panel.getByRole('group', { name: tr('booking', 'activities.choose', { title }) });
    await expect(group.getByRole('radio')).toHaveCount(1);
    await group.getByRole('radio').first().check();
  }
  for (const title of stay.fixed) await expect(panel.getByRole('group', { name: tr('booking', 'activities.choose', { title }) })).toHaveCount(0);
  await panel.getByRole('button', { name: tr('booking', 'actions.book') }).click();
  await expect(page).toHaveURL(/\/fr\/commande\/[0-9a-f-]{36}$/);
  await expect(page.getByText(stayLine(1)).first()).toBeVisible();
  await expect(page.getByText(stayLine(2))).toHaveCount(0);
});
