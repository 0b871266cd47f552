import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MARKETS, type MarketKey } from '../../src/i18n/markets';
import { buildPath } from '../../src/i18n/routes';
import { bookToCheckout, valueOf } from './booking-panel';
import { mainResults, offeredStay, pinVariationsBeforeEach, translate, waitForHydration } from './search-helpers';

/**
 * The hotel flow sells hotel-only nights (ADR 54): a hotel's card shows its night per night, opens the hotel at its
 * rooms for the dates searched; a room's 'room with breakfast' leads to its booking panel, quoted, and to checkout.
 */

interface Night {
  hotelId: number;
  offerId: number;
  room: string;
  checkin: string;
  checkout: string;
  nights: number;
}

/** A hotel of the hotel flow and one of its rooms' 'room with breakfast' nights on sale, for the `skip`-th such hotel. */
async function pickNight(request: APIRequestContext, baseURL: string | undefined, locale: string, skip: number): Promise<Night> {
  const headers = { Origin: new URL(baseURL ?? '').origin };
  const found = (await (await request.post('/api/offers.json', { data: { locale, limit: 30, criteria: { flow: 'hotel' } }, headers })).json()) as {
    results: { hotel: { id: number } }[];
  };
  let skipped = 0;
  for (const { hotel } of found.results) {
    const answer = (await (await request.get(`/api/product/${hotel.id}/offers?locale=${locale}&adult=2`)).json()) as {
      rooms: { title: string; maxCapacity: number; offers: { id: number; hotelRate: string | null }[] }[];
    };
    const room = answer.rooms.find((r) => r.maxCapacity >= 2 && r.offers.some((offer) => offer.hotelRate === 'breakfast'));
    const offer = room?.offers.find((o) => o.hotelRate === 'breakfast');
    if (!room || !offer) continue;
    const stay = await offeredStay(request, offer.id, { locale, fromDays: 10 + skip * 7 }).catch(() => null);
    if (!stay) continue;
    if (skipped++ < skip) continue;
    return { hotelId: hotel.id, offerId: offer.id, room: room.title, ...stay };
  }
  throw new Error('No hotel-only night on sale in the test catalog');
}

/** The booking panel with dates chosen: the aside on a desktop, the drawer its bottom bar opens on a phone. */
async function openPanel(page: Page, language: string, width: number): Promise<Locator> {
  if (width >= 1024) return page.locator('aside');
  await page
    .getByRole('button', { name: translate(language, 'booking', 'actions.book') })
    .filter({ visible: true })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: translate(language, 'booking', 'actions.open') });
  await expect(drawer).toBeVisible();
  return drawer;
}

pinVariationsBeforeEach();

const CASES: { market: MarketKey; width: number }[] = [
  { market: 'fr', width: 1366 },
  { market: 'be-nl', width: 390 },
];

CASES.forEach(({ market: marketKey, width }, index) => {
  test(`${marketKey} at ${width}px: hotel flow → the hotel's rooms → room with breakfast → quote → checkout`, async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
    const { language, locale } = MARKETS[marketKey];
    const tr = (namespace: string, key: string, values?: Record<string, string | number>) => translate(language, namespace, key, values);
    await page.setViewportSize({ width, height: 900 });
    const night = await pickNight(request, baseURL, locale, index);

    // The hotel flow: the hotel's one card, its cheapest night, per night; it opens the hotel's rooms for these dates.
    await page.goto(`${buildPath(marketKey, 'search')}?flow=hotel#hotel=${night.hotelId}&checkin=${night.checkin}&checkout=${night.checkout}`);
    await waitForHydration(page);
    const cards = mainResults(page).getByRole('article');
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      new RegExp(`^(${tr('hotel', 'offers.rate.roomOnly')}|${tr('hotel', 'offers.rate.breakfast')}) – `),
    );
    await expect(card).toContainText(tr('search', 'card.per.night'));
    await expect(card).toContainText(tr('search', 'card.seeHotel'));
    await card.getByRole('heading', { level: 3 }).getByRole('link').click();
    const hotelPath = buildPath(marketKey, 'hotel', { id: night.hotelId });
    await expect(page).toHaveURL(new RegExp(`${hotelPath}#.*checkin=${night.checkin}&checkout=${night.checkout}.*products`));
    await waitForHydration(page);

    // The room's hotel-only nights, per night, with their terms beside the price.
    const room = page.getByRole('article', { name: night.room, exact: true });
    const nights = room.getByRole('region', { name: tr('hotel', 'offers.hotelOnly') });
    await expect(nights.getByRole('link', { name: tr('hotel', 'offers.rate.roomOnly'), exact: true })).toBeVisible();
    const breakfast = nights.getByRole('listitem').filter({ has: page.getByRole('link', { name: tr('hotel', 'offers.rate.breakfast'), exact: true }) });
    await expect(breakfast).toContainText(tr('hotel', 'offers.totalNights', { count: night.nights, price: '' }).trim());
    await expect(breakfast.getByText(new RegExp(`${tr('hotel', 'offers.perNight', { price: '' }).trim()}$`))).toBeVisible();
    await expect(
      breakfast.getByText(new RegExp(`^(${tr('hotel', 'offers.freeCancellation', { date: '' }).trim()}|${tr('hotel', 'offers.nonRefundable')})`)).first(),
    ).toBeVisible();
    await breakfast.getByRole('link', { name: tr('hotel', 'offers.rate.breakfast'), exact: true }).click();

    // Its product page, with the dates: the quote, then checkout at the same total.
    await expect(page).toHaveURL(new RegExp(`${buildPath(marketKey, 'product', { id: night.offerId })}#checkin=${night.checkin}&checkout=${night.checkout}`));
    await waitForHydration(page);
    const panel = await openPanel(page, language, width);
    const summary = panel.locator('dl').filter({ hasText: tr('booking', 'summary.perPerson') });
    await expect(summary).toBeVisible();
    const total =
      (
        await valueOf(summary, tr('booking', 'summary.stay', { count: night.nights }))
          .locator('strong')
          .textContent()
      )?.trim() ?? '';
    expect(total).toMatch(/\d/);
    await expect(summary.getByText(tr('booking', 'programme.stay', { count: night.nights, room: night.room }))).toBeVisible();
    const prices = await bookToCheckout(page, panel, marketKey);
    await expect(valueOf(prices, tr('checkout', 'price.total'))).toHaveText(total);
  });
});
