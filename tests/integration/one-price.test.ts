/**
 * One price everywhere (ADR 16): over random packages, days, stay lengths and parties, every screen's
 * API tells the same price as the quote, to the cent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDatedActivityIds } from '../../src/domain/activity-dates';
import { FLEXIBLE_MONTH_COUNT, getFlexibleMonths } from '../../src/domain/flexible-dates';
import { addIsoDays, addIsoMonths, getDayDifference } from '../../src/domain/iso-date';
import { loadCheckoutPage } from '../../src/features/checkout/checkout-page.server';
import { MARKETS } from '../../src/i18n/markets';
import { POST as postCart } from '../../src/pages/api/cart';
import { GET as availabilities } from '../../src/pages/api/hotels/[hotelId]/availabilities.json';
import { GET as facets } from '../../src/pages/api/facets.json';
import { POST as offers } from '../../src/pages/api/offers.json';
import { GET as hotelWeekendPackages } from '../../src/pages/api/product/[id]/offers';
import { GET as checkinPrices } from '../../src/pages/api/redeem/weekend/[id]/packageCheckinPrices.json';
import { GET as detail } from '../../src/pages/api/weekend/[id]/detail.json';
import { GET as quote } from '../../src/pages/api/weekend/[id]/quote.json';
import { GET as quoteRealtime } from '../../src/pages/api/weekend/[id]/quote-realtime.json';
import { getCart } from '../../src/server/cart/cart.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { call, TARGETS, withTestDatabase } from './harness';
import { marketArb, partyArb, pax, weekendPackages, type WeekendPackage } from './price-properties';

const RUNS = Number(process.env.ONE_PRICE_RUNS ?? 60);

interface CalendarDay {
  day: string;
  price: number | null;
  amount: number | null;
  nights: number | null;
}

describe.each(TARGETS)('one price everywhere on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let packages: WeekendPackage[];
  const today = getToday();

  withTestDatabase(url, async (opened) => {
    handle = opened;
    packages = await weekendPackages(handle.db);
    expect(packages.length).toBeGreaterThan(10);
  });

  async function calendarMonth(
    pkg: WeekendPackage,
    locale: string,
    month: string,
    party: { adults: number; children: number; babies: number },
  ): Promise<CalendarDay[]> {
    const { status, json } = await call(checkinPrices, { params: { id: String(pkg.id) }, query: { locale, month, ...pax(party) } });
    expect(status).toBe(200);
    return json;
  }

  it('calendar day price = quote of that stay, per person and in total; the from price is never above a bookable day', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 10_000 }), fc.integer({ min: 0, max: 300 }), partyArb, marketArb, async (pick, offset, party, market) => {
        const pkg = packages[pick % packages.length] as WeekendPackage;
        const { locale } = MARKETS[market];
        const month = addIsoDays(today, offset).slice(0, 7);
        const days = await calendarMonth(pkg, locale, month, party);
        const from = await call(detail, { params: { id: String(pkg.id) }, query: { locale, ...pax(party) } });
        expect(from.json.price.priceType).toBe('from');
        const priced = days.filter((d) => d.price !== null);
        for (const day of priced) expect(from.json.price.perPerson).toBeLessThanOrEqual(day.price as number);
        if (party.adults === 2 && party.children === 0) {
          // The hotel's availability per day is the cheapest of its packages' calendar prices for two adults.
          const hotel = await call(availabilities, { params: { hotelId: String(pkg.hotel_id) }, query: { locale, month, length: 1 } });
          const hotelDays = new Map<string, number | null>(
            hotel.json.months.flatMap((m: { days: { day: string; price: number | null }[] }) => m.days.map((d) => [d.day, d.price])),
          );
          for (const day of priced) expect(hotelDays.get(day.day)).toBeLessThanOrEqual(day.price as number);
        }
        const day = priced[pick % Math.max(1, priced.length)];
        if (!day) return;
        const stay = { locale, checkin: day.day, nights: day.nights as number, ...pax(party) };
        for (const route of [quote, quoteRealtime]) {
          const quoted = await call(route, { params: { id: String(pkg.id) }, query: stay });
          expect(quoted.json.bookable).toBe(true);
          expect(quoted.json.priceInfo.perPerson).toBe(day.price);
          expect(quoted.json.priceInfo.sellPrice).toBe(day.amount);
        }
      }),
      { numRuns: RUNS },
    );
  }, 300_000);

  it('the from price on the product page is the search card price and the cheapest calendar day of the year', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 10_000 }), partyArb, async (pick, party) => {
        const pkg = packages[pick % packages.length] as WeekendPackage;
        const from = await call(detail, { params: { id: String(pkg.id) }, query: { locale: 'fr_FR', ...pax(party) } });
        const criteria = { hotelId: pkg.hotel_id, a: party.adults, c: party.children, b: party.babies };
        const search = await call(offers, { body: { locale: 'fr_FR', criteria, limit: 50, numberOfPackagesPerHotel: 20 } });
        const card = search.json.results.find((result: { id: number }) => result.id === pkg.id);
        // Search lists only the rooms the party fits in.
        if (party.adults + party.children <= pkg.max_capacity) {
          expect(card).toBeDefined();
          expect(card.sellPrice).toBe(from.json.price.sellPrice);
          expect(card.perPerson).toBe(from.json.price.perPerson);
        }
        const hotel = await call(hotelWeekendPackages, { params: { id: String(pkg.hotel_id) }, query: { locale: 'fr_FR', ...pax(party) } });
        const offer = hotel.json.rooms.flatMap((room: { offers: { id: number }[] }) => room.offers).find((o: { id: number }) => o.id === pkg.id);
        expect(offer.perPerson).toBe(from.json.price.perPerson);
        const cheapest = await cheapestCalendarDay(pkg, party);
        if (cheapest !== null) expect(from.json.price.perPerson).toBe(cheapest);
      }),
      { numRuns: Math.max(5, Math.round(RUNS / 3)) },
    );
  }, 300_000);

  it('a flexible month prices each card at the cheapest calendar day of that month, and the stay it links to quotes that price', async () => {
    let priced = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 10_000 }), fc.integer({ min: 0, max: FLEXIBLE_MONTH_COUNT - 1 }), partyArb, async (pick, m, party) => {
        const pkg = packages[pick % packages.length] as WeekendPackage;
        if (party.adults + party.children > pkg.max_capacity) return;
        const month = getFlexibleMonths(today)[m] as string;
        const criteria = { hotelId: pkg.hotel_id, month, a: party.adults, c: party.children, b: party.babies };
        const search = await call(offers, { body: { locale: 'fr_FR', criteria, limit: 50, numberOfPackagesPerHotel: 20 } });
        expect(search.status).toBe(200);
        const card = search.json.results.find((result: { id: number }) => result.id === pkg.id);
        const days = (await calendarMonth(pkg, 'fr_FR', month, party)).filter((day) => day.day >= today && day.amount !== null);
        if (days.length === 0) {
          expect(card).toBeUndefined();
          return;
        }
        const cheapest = Math.min(...days.map((day) => day.amount as number));
        expect(card.sellPrice).toBe(cheapest);
        expect(card.flexibleStay.checkin.slice(0, 7)).toBe(month);
        const nights = getDayDifference(card.flexibleStay.checkin, card.flexibleStay.checkout);
        expect(nights).toBe(card.nights);
        const quoted = await call(quote, {
          params: { id: String(pkg.id) },
          query: { locale: 'fr_FR', checkin: card.flexibleStay.checkin, nights, ...pax(party) },
        });
        expect(quoted.json.bookable).toBe(true);
        expect(quoted.json.priceInfo.sellPrice).toBe(card.sellPrice);
        expect(quoted.json.priceInfo.perPerson).toBe(card.perPerson);
        priced += 1;
      }),
      { numRuns: Math.max(5, Math.round(RUNS / 3)) },
    );
    expect(priced).toBeGreaterThan(0);
  }, 300_000);

  /** The cheapest calendar price per person over a year of months. */
  async function cheapestCalendarDay(pkg: WeekendPackage, party: { adults: number; children: number; babies: number }): Promise<number | null> {
    let best: number | null = null;
    for (let m = 0; m <= 12; m += 1) {
      const month = addIsoMonths(`${today.slice(0, 7)}-01`, m).slice(0, 7);
      for (const day of await calendarMonth(pkg, 'fr_FR', month, party)) if (day.price !== null && (best === null || day.price < best)) best = day.price;
    }
    return best;
  }

  it('hotel page total = product page total = cart total = checkout total, to the cent, for any stay length', async () => {
    let booked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 10_000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 3 }),
        partyArb,
        marketArb,
        async (pick, offset, nights, party, market) => {
          const pkg = packages[pick % packages.length] as WeekendPackage;
          const { locale } = MARKETS[market];
          const checkin = addIsoDays(today, offset);
          const quoted = await call(quote, { params: { id: String(pkg.id) }, query: { locale, checkin, nights, ...pax(party) } });
          const hotel = await call(hotelWeekendPackages, { params: { id: String(pkg.hotel_id) }, query: { locale, checkin, nights, ...pax(party) } });
          const offer = hotel.json.rooms.flatMap((room: { offers: { id: number }[] }) => room.offers).find((o: { id: number }) => o.id === pkg.id);
          const product = await call(detail, { params: { id: String(pkg.id) }, query: { locale, checkin, night: nights, ...pax(party) } });
          if (!quoted.json.bookable) {
            expect(offer.price).toBeNull();
            expect(product.json.available).toBe(false);
            return;
          }
          const { sellPrice, perPerson } = quoted.json.priceInfo;
          expect(offer.price).toBe(sellPrice);
          expect(offer.perPerson).toBe(perPerson);
          expect(product.json.price.sellPrice).toBe(sellPrice);
          expect(product.json.price.perPerson).toBe(perPerson);
          expect(product.json.price.priceType).toBe('final');
          if (nights === pkg.nights && party.adults + party.children <= pkg.max_capacity) {
            const criteria = { hotelId: pkg.hotel_id, checkin, checkout: addIsoDays(checkin, nights), a: party.adults, c: party.children, b: party.babies };
            const search = await call(offers, { body: { locale, criteria, limit: 50, numberOfPackagesPerHotel: 20 } });
            const card = search.json.results.find((result: { id: number }) => result.id === pkg.id);
            expect(card?.sellPrice).toBe(sellPrice);
            expect(card?.perPerson).toBe(perPerson);
          }
          const activitySelectionList = getDatedActivityIds(pkg.items).map((id) => `${id}_${checkin}`);
          const cart = await call(postCart, {
            body: {
              locale,
              packageId: pkg.id,
              checkin,
              nights,
              adults: party.adults,
              children: party.children,
              babies: party.babies,
              activitySelectionList,
              acceptedSellPrice: sellPrice,
            },
          });
          expect(cart.status).toBe(201);
          const stored = await getCart(handle.db, cart.json.cartId);
          expect(stored?.sellPrice).toBe(sellPrice);
          const page = await loadCheckoutPage(handle.db, MARKETS[market], cart.json.cartId, today);
          expect(page?.price.totalPrice).toBe(sellPrice);
          expect(page?.perPerson).toBe(perPerson);
          booked += 1;
        },
      ),
      { numRuns: RUNS },
    );
    expect(booked).toBeGreaterThan(0);
  }, 300_000);

  it('the programme follows the stay: a 1-night stay of a 2-night offer lists 1 night in the quote, the detail and the checkout', async () => {
    const twoNights = packages.filter((p) => p.nights === 2);
    expect(twoNights.length).toBeGreaterThan(0);
    let checked = 0;
    for (const pkg of twoNights.slice(0, 20)) {
      const days = await calendarMonth(pkg, 'fr_FR', addIsoDays(today, 20).slice(0, 7), { adults: 2, children: 0, babies: 0 });
      const open = days.find((d) => d.price !== null && d.day > addIsoDays(today, 1));
      if (!open) continue;
      const stay = { locale: 'fr_FR', checkin: open.day, nights: 1 };
      const quoted = await call(quote, { params: { id: String(pkg.id) }, query: stay });
      if (!quoted.json.bookable) continue;
      const lines: string[] = quoted.json.programLineList;
      expect(lines[0]).toContain('1 nuit');
      expect(lines.join(' ')).not.toMatch(/2 nuits|nuit\(s\)/);
      const product = await call(detail, { params: { id: String(pkg.id) }, query: { locale: 'fr_FR', checkin: open.day, night: 1 } });
      expect(product.json.programLines).toEqual(lines);
      // One night: its items on the check-in day, its breakfast and a late check-out on the departure day (ADR 52).
      expect(Math.max(...product.json.items.map((item: { day: number }) => item.day))).toBeLessThanOrEqual(2);
      expect(
        product.json.items
          .filter((item: { type: string; kind: string; day: number }) => item.type !== 'breakfast' && item.kind !== 'departure')
          .every((item: { day: number }) => item.day === 1),
      ).toBe(true);
      const activitySelectionList = getDatedActivityIds(pkg.items).map((id) => `${id}_${open.day}`);
      const cart = await call(postCart, {
        body: { locale: 'fr_FR', packageId: pkg.id, checkin: open.day, nights: 1, adults: 2, children: 0, babies: 0, activitySelectionList },
      });
      const page = await loadCheckoutPage(handle.db, MARKETS.fr, cart.json.cartId, today);
      expect(page?.programLines).toEqual(lines);
      // The offer's own length still reads 2 nights.
      const own = await call(detail, { params: { id: String(pkg.id) }, query: { locale: 'fr_FR' } });
      expect(own.json.programLines[0]).toContain('2 nuits');
      checked += 1;
      if (checked >= 3) break;
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);

  it('the filter bar counts the hotels the results list, whatever the price filter, dates and travellers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.integer({ min: 3_000, max: 12_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 5_000, max: 20_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        async (priceMin, priceMax, offset, a, c) => {
          const checkin = offset === undefined ? undefined : addIsoDays(today, offset);
          const criteria = {
            a,
            c,
            ...(priceMin !== undefined && { priceMin }),
            ...(priceMax !== undefined && { priceMax }),
            ...(checkin && { checkin, checkout: addIsoDays(checkin, 1) }),
          };
          const found = await call(offers, { body: { locale: 'fr_FR', criteria, limit: 10, numberOfPackagesPerHotel: 1 } });
          if (found.status === 400) return;
          const counted = await call(facets, { query: { locale: 'fr_FR', ...criteria } });
          expect(counted.status).toBe(200);
          expect(counted.json.totalCount).toBe(found.json.searchDetails.totalCount);
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);
});
