import { expect, test, type APIRequestContext } from '@playwright/test';
import { dayName, offeredStay, openDatesCalendar, pinVariations, showCalendarDay, waitForHydration } from './search-helpers';
import { BUYERS, fillBuyer, payAndConfirm } from './checkout';

/** The last room of a night, sold in one browser, is offered nowhere to a visitor in another (spec §9 availability). */

interface Stay {
  id: number;
  hotelId: number;
  nights: number;
  checkin: string;
  checkout: string;
  activitySelectionList: string[];
}

/**
 * An offer and a day its calendar prices for two adults for the offer's own length, from a random day 15 to 24 days
 * ahead on (parallel runs seldom share a night), trying the offers from the end of the list.
 */
async function findBookableStay(request: APIRequestContext, origin: string): Promise<Stay> {
  const found = (await (
    await request.post('/api/offers.json', { data: { locale: 'fr_FR', limit: 60, criteria: {} }, headers: { Origin: origin } })
  ).json()) as { results: { id: number }[] };
  for (const { id } of [...found.results].reverse()) {
    const detail = (await (await request.get(`/api/weekend/${id}/detail.json?locale=fr_FR`)).json()) as {
      nights: number;
      items: { type: string; activityId: number }[];
      hotel: { id: number };
    };
    // Its own length: the dated search below finds an offer only for the nights it is sold for.
    const stay = await offeredStay(request, id, {
      fromDays: 15 + Math.floor(Math.random() * 10),
      toDays: 60,
      where: (day) => day.nights === detail.nights,
    }).catch(() => null);
    if (!stay) continue;
    const activitySelectionList = detail.items.filter((item) => item.type === 'activity').map((item) => `${item.activityId}_${stay.checkin}`);
    return { id, hotelId: detail.hotel.id, nights: stay.nights, checkin: stay.checkin, checkout: stay.checkout, activitySelectionList };
  }
  throw new Error('No bookable stay in the test catalogue');
}

const cartBody = (stay: Stay) => ({
  locale: 'fr_FR',
  packageId: stay.id,
  checkin: stay.checkin,
  nights: stay.nights,
  adults: 2,
  children: 0,
  babies: 0,
  activitySelectionList: stay.activitySelectionList,
});

/** Every offer a dated search for two adults finds, page by page (several offers of a hotel each count). */
async function datedSearchIds(request: APIRequestContext, origin: string, stay: Stay): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; page < 20; page += 1) {
    const answer = await request.post('/api/offers.json', {
      data: { locale: 'fr_FR', limit: 100, page, numberOfPackagesPerHotel: 20, criteria: { checkin: stay.checkin, checkout: stay.checkout, a: 2 } },
      headers: { Origin: origin },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const { results } = (await answer.json()) as { results: { id: number }[] };
    ids.push(...results.map((result) => result.id));
    if (results.length < 100) break;
  }
  return ids;
}

test.describe.configure({ timeout: 120_000 });

test('the last room booked and paid in one browser is gone for a visitor in another: search, calendar, quote and cart', async ({ browser, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const buyer = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const other = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  await pinVariations(buyer, baseURL);
  await pinVariations(other, baseURL);
  const stay = await findBookableStay(buyer.request, origin);
  // The check-in night has one room left (a test-only route).
  const set = await buyer.request.post('/api/test/rooms-left', {
    data: { hotelId: stay.hotelId, day: stay.checkin, roomsLeft: 1 },
    headers: { Origin: origin },
  });
  expect(set.ok(), await set.text()).toBe(true);
  // Both visitors are offered the stay before it sells.
  expect(await datedSearchIds(other.request, origin, stay)).toContain(stay.id);

  // The first browser books the last room and pays on the payment provider's hosted page.
  const page = await buyer.newPage();
  const cart = await buyer.request.post('/api/cart', { data: cartBody(stay), headers: { Origin: origin } });
  expect(cart.status(), await cart.text()).toBe(201);
  await page.goto(((await cart.json()) as { checkoutUrl: string }).checkoutUrl);
  await fillBuyer(page, BUYERS.fr, `e2e.last-room.${Date.now()}@example.com`);
  await payAndConfirm(page, 'fr');

  // The second browser: not in the dated search, not bookable in the quote, refused by the cart with a reason.
  expect(await datedSearchIds(other.request, origin, stay)).not.toContain(stay.id);
  const quote = await other.request.get(`/api/weekend/${stay.id}/quote.json?locale=fr_FR&checkin=${stay.checkin}&nights=${stay.nights}&adult=2`);
  expect(((await quote.json()) as { bookable: boolean }).bookable).toBe(false);
  const refused = await other.request.post('/api/cart', { data: cartBody(stay), headers: { Origin: origin } });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);
  expect(((await refused.json()) as { error: string }).error).toEqual(expect.any(String));

  // ... and its calendar does not let the day be chosen.
  const visitor = await other.newPage();
  await visitor.goto(`/fr/sejour/${stay.id}`);
  await waitForHydration(visitor);
  const calendar = await openDatesCalendar(visitor.locator('aside'));
  // The calendar shows two months from this one: go on until the day is on show.
  await showCalendarDay(calendar, 'fr', stay.checkin);
  const day = calendar.getByRole('button', { name: new RegExp(`^${dayName('fr', stay.checkin)}\\b`) });
  await expect(day).toHaveAttribute('aria-disabled', 'true');

  await buyer.close();
  await other.close();
});
