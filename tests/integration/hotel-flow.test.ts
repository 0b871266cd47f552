/**
 * The hotel flow sells hotel-only nights (ADR 54): the search lists them and only them, one card per hotel, the booking
 * flow and gifting never; a night's price is the one stay price everywhere (ADR 16); it goes through the cart to a
 * confirmed order; migration 0020 adds to an existing catalogue the very rows the generator makes.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCardPrice } from '../../src/domain/card-price';
import { addIsoDays } from '../../src/domain/iso-date';
import { MARKETS } from '../../src/i18n/markets';
import { POST as postCart } from '../../src/pages/api/cart';
import { GET as facets } from '../../src/pages/api/facets.json';
import { POST as offers } from '../../src/pages/api/offers.json';
import { GET as hotelOffers } from '../../src/pages/api/product/[id]/offers';
import { GET as checkinPrices } from '../../src/pages/api/redeem/weekend/[id]/packageCheckinPrices.json';
import { GET as detail } from '../../src/pages/api/weekend/[id]/detail.json';
import { GET as quote } from '../../src/pages/api/weekend/[id]/quote.json';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { submitOrder } from '../../src/server/orders/checkout-orders.server';
import { getOrder, handlePaymentUpdate } from '../../src/server/orders/orders.server';
import { settleStandInPayment } from '../../src/server/payments/mollie-stand-in.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { invalidateCatalogIndex } from '../../src/server/search/catalog-index';
import { call, openTestDatabase, runMigrationTwice, TARGETS } from './harness';

interface Card {
  id: number;
  itemCategory: string;
  sellPrice: number;
  nights: number;
  participants: number;
  refPrice: number;
  promo: number;
  hotel: { id: number };
  cancellationPolicy: { freeCancellationUntil: string | null };
}

describe.each(TARGETS)('hotel-only nights on $name', ({ url }) => {
  let handle: DatabaseHandle;
  const today = getToday();
  let categories: Map<number, string>;

  /** Every card of a search, page after page. */
  async function searchAll(criteria: Record<string, unknown>, perHotel = 1): Promise<{ total: number; cards: Card[] }> {
    const cards: Card[] = [];
    for (let page = 0; ; page += 1) {
      const { status, json } = await call(offers, { body: { locale: 'fr_FR', criteria, limit: 100, page, numberOfPackagesPerHotel: perHotel } });
      expect(status).toBe(200);
      cards.push(...json.results);
      if (json.results.length < 100) return { total: json.searchDetails.totalCount, cards };
    }
  }

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    const rows = await handle.db.selectFrom('packages').select(['id', 'item_category']).execute();
    categories = new Map(rows.map((row) => [row.id, row.item_category]));
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it('migration 0020 adds to a catalogue seeded without them the rows the generator makes, and is harmless run twice', async () => {
    const read = async () => (await sql`select * from packages where item_category = 'hotel' order by id`.execute(handle.db)).rows;
    const generated = await read();
    expect(generated.length).toBeGreaterThan(100);
    await sql`delete from packages where item_category = 'hotel'`.execute(handle.db);
    try {
      expect(await read()).toEqual([]);
      await runMigrationTwice(handle.db, '0020_hotel_only_offers.sql');
      expect(await read()).toEqual(generated);
    } finally {
      await invalidateCatalogIndex(handle.db);
    }
  }, 60_000);

  it('lists only hotel-only nights in the hotel flow, one card per hotel, its cheapest night; never in the booking flow or gifting', async () => {
    const hotel = await searchAll({ flow: 'hotel' });
    expect(hotel.cards.length).toBeGreaterThan(10);
    expect(hotel.cards.length).toBe(hotel.total);
    expect(new Set(hotel.cards.map((card) => card.itemCategory))).toEqual(new Set(['hotel']));
    expect(new Set(hotel.cards.map((card) => categories.get(card.id)))).toEqual(new Set(['hotel']));
    expect(new Set(hotel.cards.map((card) => card.hotel.id)).size).toBe(hotel.cards.length);
    for (const card of hotel.cards.slice(0, 6)) {
      const all = await searchAll({ flow: 'hotel', hotelId: card.hotel.id }, 20);
      expect(all.cards.length).toBeGreaterThanOrEqual(2);
      const perNight = (offer: Card) => getCardPrice(offer, 'hotel').amount;
      expect(perNight(card)).toBe(Math.min(...all.cards.map(perNight)));
    }
    for (const criteria of [{}, { flow: 'booking' }, { flow: 'gifting' }]) {
      const { cards } = await searchAll(criteria, 20);
      expect(cards.length).toBeGreaterThan(10);
      expect(cards.filter((card) => card.itemCategory === 'hotel' || categories.get(card.id) === 'hotel').map((card) => card.id)).toEqual([]);
    }
    // The facets count the hotels the results list.
    const counted = await call(facets, { query: { locale: 'fr_FR', flow: 'hotel' } });
    expect(counted.json.totalCount).toBe(hotel.total);
  });

  it('prices a night by the one stay price: a quote for 2 nights = the hotel page and the hotel flow card; a calendar day = its quote', async () => {
    const found = await sql<{ id: number; hotel_id: number; day: string }>`
      select p.id, p.hotel_id, d.day::text as day from packages p join hotels h on h.id = p.hotel_id join rooms r on r.id = p.room_id
      join hotel_days d on d.hotel_id = p.hotel_id and d.day >= current_date + 10 and d.status > 0 and d.rooms_left > 1 and d.min_los <= 2
      join hotel_days e on e.hotel_id = p.hotel_id and e.day = d.day + 1 and e.status > 0 and e.rooms_left > 1
      where p.item_category = 'hotel' and p.published and h.active and r.max_capacity >= 2 and p.items <> '[]'::jsonb
      order by p.id, d.day limit 1`.execute(handle.db);
    const offer = found.rows[0];
    if (!offer) throw new Error('No hotel-only night to book');
    const stay = { locale: 'fr_FR', checkin: offer.day, nights: 2, adult: 2, child: 0, baby: 0 };
    const quoted = await call(quote, { params: { id: String(offer.id) }, query: stay });
    expect(quoted.json.bookable).toBe(true);
    expect(quoted.json.priceInfo.nights).toBe(2);
    const total = quoted.json.priceInfo.sellPrice as number;
    // The programme follows the stay: two nights, two breakfasts.
    expect(quoted.json.programLineList).toEqual([expect.stringContaining('2 nuits'), '2 petits-déjeuners\u00a0: petit-déjeuner buffet']);

    const page = await call(hotelOffers, {
      params: { id: String(offer.hotel_id) },
      query: { locale: 'fr_FR', checkin: offer.day, nights: 2, adult: 2, child: 0 },
    });
    const rooms = page.json.rooms as { offers: { id: number; price: number; perNight: number; nights: number; hotelRate: string | null }[] }[];
    const onPage = rooms.flatMap((room) => room.offers).find((o) => o.id === offer.id);
    expect(onPage).toMatchObject({ price: total, nights: 2, hotelRate: 'breakfast', perNight: Math.ceil(total / 200) * 100 });

    const search = await searchAll({ flow: 'hotel', hotelId: offer.hotel_id, checkin: offer.day, checkout: addIsoDays(offer.day, 2) }, 20);
    const card = search.cards.find((c) => c.id === offer.id);
    expect(card).toMatchObject({ sellPrice: total, nights: 2 });
    expect(getCardPrice(card as Card, 'hotel').amount).toBe(onPage?.perNight);

    const month = await call(checkinPrices, { params: { id: String(offer.id) }, query: { locale: 'fr_FR', month: offer.day.slice(0, 7), adult: 2 } });
    const day = (month.json as { day: string; amount: number | null; nights: number | null }[]).find((d) => d.day === offer.day);
    expect(day?.amount).not.toBeNull();
    const dayQuote = await call(quote, { params: { id: String(offer.id) }, query: { ...stay, nights: day?.nights ?? 0 } });
    expect(dayQuote.json.priceInfo.sellPrice).toBe(day?.amount);

    // The product page of a night: not a gift, its other offers are the hotel's other nights.
    const product = await call(detail, { params: { id: String(offer.id) }, query: { locale: 'fr_FR', adult: 2 } });
    expect(product.json.isGiftable).toBe(false);
    expect(product.json.otherOffers.length).toBeGreaterThan(0);
    for (const other of product.json.otherOffers) expect(categories.get(other.id)).toBe('hotel');
  });

  it('goes through the cart to a confirmed order, with its booking and confirmation e-mail', async () => {
    const found = await sql<{ id: number; hotel_id: number; day: string; label: string }>`
      select p.id, p.hotel_id, d.day::text as day, p.labels->>'fr' as label from packages p join hotels h on h.id = p.hotel_id
      join hotel_days d on d.hotel_id = p.hotel_id and d.day >= current_date + 20 and d.status > 0 and d.rooms_left > 1 and d.min_los <= 2
      join hotel_days e on e.hotel_id = p.hotel_id and e.day = d.day + 1 and e.status > 0 and e.rooms_left > 1
      where p.item_category = 'hotel' and p.published and h.active and p.items = '[]'::jsonb
      order by p.id desc, d.day limit 1`.execute(handle.db);
    const night = found.rows[0];
    if (!night) throw new Error('No hotel-only night to book');
    const cart = await call(postCart, { body: { locale: 'fr_FR', packageId: night.id, checkin: night.day, nights: 2, adults: 2, children: 0, babies: 0 } });
    expect(cart.status).toBe(201);
    const provider = getPaymentProvider(handle.db, {});
    const result = await submitOrder(handle.db, provider, {
      market: MARKETS.fr,
      target: { kind: 'STAY', cartId: cart.json.cartId },
      values: { firstName: 'Alix', lastName: 'Nuit', email: 'alix.nuit@example.com', phone: '0612345678', terms: 'on' },
      formKey: `hotel-night-${Date.now()}`,
      customerId: null,
      origin: 'http://halte.test',
      today,
    });
    if (!result.ok) throw new Error('The order was refused');
    const payment = result.paymentUrl.split('/').pop() as string;
    await settleStandInPayment(handle.db, payment, 'paid');
    expect(await handlePaymentUpdate(handle.db, provider, payment, 'test')).toBe('confirmed');
    const order = await getOrder(handle.db, result.orderId);
    expect(order?.status).toBe('confirmed');
    const lines = await handle.db.selectFrom('order_lines').select(['label', 'product_ref']).where('order_id', '=', result.orderId).execute();
    expect(lines).toContainEqual({ label: night.label, product_ref: String(night.id) });
    const booking = await handle.db.selectFrom('bookings').selectAll().where('booking_number', '=', result.number).executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ status: 'CONFIRMED', checkin: night.day, nights: 2 });
    const mail = await sql<{
      subject: string;
      body: string;
    }>`select subject, body from outbox_messages where kind = 'ORDER_CONFIRMATION' and body like ${`%${result.number}%`}`.execute(handle.db);
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]?.body).toContain(night.label);
  });
});
