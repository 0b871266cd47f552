import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_DATES_MISSING, getDatedActivityIds } from '../../src/domain/activity-dates';
import { addIsoDays } from '../../src/domain/iso-date';
import { PRICE_CHANGE_HIGHER, PRICE_CHANGE_LOWER } from '../../src/domain/price-change';
import { loadCheckoutPage } from '../../src/features/checkout/checkout-page.server';
import { MARKETS } from '../../src/i18n/markets';
import { POST as postCart } from '../../src/pages/api/cart';
import { GET as quote } from '../../src/pages/api/weekend/[id]/quote.json';
import { CART_LIFETIME_HOURS, getCart } from '../../src/server/cart/cart.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import type { Localized, PackageItem } from '../../src/server/db/schema';
import { call, openTestDatabase, TARGETS } from './harness';
import { stayCartBody, type OneNightStay } from './one-night-stay';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(TARGETS)('cart API on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let stay: OneNightStay & { labels: Localized };
  let sellPrice: number;
  let localTax: number;

  const body = (extra: Record<string, unknown> = {}) => ({ ...stayCartBody(stay), ...extra });
  const countCarts = async () => Number((await sql<{ n: number }>`select count(*) as n from carts`.execute(handle.db)).rows[0]?.n);

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    const found = await sql<{ id: number; hotel_id: number; items: PackageItem[]; labels: Localized; day: string }>`
      select p.id, p.hotel_id, p.items, p.labels, d.day from packages p join hotels h on h.id = p.hotel_id
      join hotel_days d on d.hotel_id = p.hotel_id and d.day >= current_date + 14 and d.status > 0 and d.min_los = 1
      where p.published and h.active and p.expiration is null and p.nights = 1 and p.item_category = 'weekend'
        and exists (select 1 from jsonb_array_elements(p.items) item where item->>'type' = 'activity')
      order by p.id, d.day limit 1`.execute(handle.db);
    const row = found.rows[0];
    if (!row) throw new Error('The test catalog has no bookable package with an activity');
    const activities = getDatedActivityIds(row.items).map((id) => `${id}_${row.day}`);
    stay = { id: row.id, hotelId: row.hotel_id, checkin: row.day, activities, labels: row.labels };
    const quoted = await call(quote, {
      params: { id: String(row.id) },
      query: { locale: 'fr_FR', checkin: row.day, nights: 1, activitySelectionList: activities.join(',') },
    });
    expect(quoted.json.bookable).toBe(true);
    sellPrice = quoted.json.priceInfo.sellPrice;
    localTax = quoted.json.localTaxTotalAmount;
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it('creates a cart at the quoted price, stored before the answer, with the checkout address', async () => {
    const { status, json } = await call(postCart, { body: body({ acceptedSellPrice: sellPrice }) });
    expect(status).toBe(201);
    expect(json.cartId).toMatch(UUID);
    expect(json.checkoutUrl).toBe(`/fr/commande/${json.cartId}`);
    const row = await handle.db.selectFrom('carts').selectAll().where('id', '=', json.cartId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      market: 'fr',
      package_id: stay.id,
      hotel_id: stay.hotelId,
      checkin: stay.checkin,
      nights: 1,
      adults: 2,
      children: 0,
      babies: 0,
      sell_price: sellPrice,
    });
    expect(row.activity_selection).toEqual(stay.activities);
    expect(row.quote).toMatchObject({ bookable: true, priceInfo: { sellPrice } });
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(CART_LIFETIME_HOURS * 3600 * 1000);
  });

  it('creates a cart without an accepted price, in the market of the locale', async () => {
    const { status, json } = await call(postCart, { body: body({ locale: 'nl_BE' }) });
    expect(status).toBe(201);
    expect(json.checkoutUrl).toBe(`/be-nl/bestelling/${json.cartId}`);
    expect((await getCart(handle.db, json.cartId))?.market).toBe('be-nl');
  });

  it('answers 409 with the previous and current price when the accepted price changed, and stores nothing', async () => {
    const before = await countCarts();
    const higher = await call(postCart, { body: body({ acceptedSellPrice: sellPrice - 1000 }) });
    expect(higher.status).toBe(409);
    expect(higher.json).toEqual({ error: PRICE_CHANGE_HIGHER, priceChange: { previous: sellPrice - 1000, current: sellPrice, diff: 1000 } });
    const lower = await call(postCart, { body: body({ acceptedSellPrice: sellPrice + 500 }) });
    expect(lower.status).toBe(409);
    expect(lower.json).toEqual({ error: PRICE_CHANGE_LOWER, priceChange: { previous: sellPrice + 500, current: sellPrice, diff: -500 } });
    expect(await countCarts()).toBe(before);
  });

  it('answers 400 with the quote error text when the stay cannot be booked, and stores nothing', async () => {
    const before = await countCarts();
    const past = addIsoDays(getToday(), -3);
    const inPast = await call(postCart, {
      body: body({ checkin: past, activitySelectionList: stay.activities.map((value) => value.replace(stay.checkin, past)) }),
    });
    expect(inPast.status).toBe(400);
    expect(inPast.json.error).toBe('CHECKIN_IN_PAST');
    const noActivityDates = await call(postCart, { body: body({ activitySelectionList: [] }) });
    expect(noActivityDates.status).toBe(400);
    expect(noActivityDates.json.error).toBe(ACTIVITY_DATES_MISSING);
    const outsideStay = await call(postCart, {
      body: body({ activitySelectionList: stay.activities.map((value) => value.replace(stay.checkin, addIsoDays(stay.checkin, 5))) }),
    });
    expect(outsideStay.json.error).toBe('Please choose your activity dates.');
    expect(await countCarts()).toBe(before);
  });

  it('answers 400 with a readable message for bad input', async () => {
    const cases = [
      { rawBody: 'not json' },
      { body: body({ locale: 'de_DE' }) },
      { body: body({ checkin: '2026-02-30' }) },
      { body: body({ nights: 0 }) },
      { body: body({ adults: 0 }) },
      { body: body({ children: 11 }) },
      { body: body({ packageId: 'twelve' }) },
      { body: body({ activitySelectionList: ['tomorrow'] }) },
      { body: body({ acceptedSellPrice: -1 }) },
    ];
    for (const request of cases) {
      const { status, json } = await call(postCart, request);
      expect(status, JSON.stringify(request)).toBe(400);
      expect(json.error).toMatch(/^Invalid \w+/);
    }
  });

  it('answers 404 for an unknown package', async () => {
    const { status, json } = await call(postCart, { body: body({ packageId: 999_999 }) });
    expect(status).toBe(404);
    expect(json.error).toMatch(/999999/);
  });

  it('forgets expired carts and unknown ids', async () => {
    const { json } = await call(postCart, { body: body() });
    expect(await getCart(handle.db, json.cartId)).toBeDefined();
    await handle.db
      .updateTable('carts')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', json.cartId)
      .execute();
    expect(await getCart(handle.db, json.cartId)).toBeUndefined();
    expect(await loadCheckoutPage(handle.db, MARKETS.fr, json.cartId)).toBeUndefined();
    expect(await getCart(handle.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await getCart(handle.db, 'not-a-cart')).toBeUndefined();
  });

  it('loads the checkout page: stay, price summary with the tax apart, cancellation and the way back', async () => {
    const { json } = await call(postCart, { body: body({ acceptedSellPrice: sellPrice }) });
    const page = await loadCheckoutPage(handle.db, MARKETS.fr, json.cartId);
    if (!page) throw new Error('no checkout page');
    const checkout = addIsoDays(stay.checkin, 1);
    expect(page.backHref).toBe(`/fr/sejour/${stay.id}#checkin=${stay.checkin}&checkout=${checkout}&a=2&c=0&b=0`);
    expect(page.offerTitle).toBe(stay.labels.fr);
    expect(page.hotel.label).not.toBe('');
    expect(page.roomLabel).not.toBe('');
    expect(page.checkin).toEqual({ iso: stay.checkin, label: expect.stringContaining(stay.checkin.slice(0, 4)) });
    expect(page.checkout.iso).toBe(checkout);
    expect(page.nights).toBe(1);
    expect(page.travellers).toEqual({ adults: 2, children: 0, babies: 0 });
    expect(page.activities).toHaveLength(stay.activities.length);
    for (const activity of page.activities) {
      expect(activity.title).not.toBe('');
      expect(activity.date.iso).toBe(stay.checkin);
    }
    expect(page.programLines.length).toBeGreaterThan(0);
    expect(page.price).toMatchObject({
      totalPrice: sellPrice,
      insuranceAmount: 0,
      remainingAmountToPay: sellPrice,
      localTaxAtHotel: localTax,
      stayTotal: sellPrice + localTax,
    });
    expect(page.price.referencePrice - page.price.reductionAmount).toBe(sellPrice);
    expect(page.cancellation.refundPercent).toBe(80);
    if (page.cancellation.cancellable) expect(page.cancellation.deadline?.iso).toBeDefined();
    else expect(page.cancellation.deadline).toBeNull();
  });

  it('shows a cart in the other language of its country only', async () => {
    const { json } = await call(postCart, { body: body({ locale: 'fr_BE' }) });
    const dutch = await loadCheckoutPage(handle.db, MARKETS['be-nl'], json.cartId);
    expect(dutch?.offerTitle).toBe(stay.labels.nl);
    expect(dutch?.backHref).toMatch(new RegExp(`^/be-nl/verblijf/${stay.id}#`));
    expect(await loadCheckoutPage(handle.db, MARKETS.fr, json.cartId)).toBeUndefined();
  });
});
