/**
 * All-in prices (ADR 53): over random packages, parties, markets and flows, with and without dates, the total a
 * search card and the product page show all-in is the quote's stay total (sell price + local tax) of that very
 * stay and party, to the cent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AllInPrice } from '../../src/domain/all-in-price';
import { addIsoDays } from '../../src/domain/iso-date';
import { MARKETS } from '../../src/i18n/markets';
import { POST as offers } from '../../src/pages/api/offers.json';
import { GET as detail } from '../../src/pages/api/weekend/[id]/detail.json';
import { GET as quote } from '../../src/pages/api/weekend/[id]/quote.json';
import { getToday } from '../../src/server/db/database';
import { call, TARGETS, withTestDatabase } from './harness';
import { marketArb, partyArb, pax, weekendPackages, type Party, type WeekendPackage } from './price-properties';

const RUNS = Number(process.env.ALL_IN_PRICE_RUNS ?? 60);

describe.each(TARGETS)('all-in prices on $name', ({ url }) => {
  let packages: WeekendPackage[];
  const today = getToday();

  withTestDatabase(url, async (handle) => {
    packages = await weekendPackages(handle.db);
    expect(new Set(packages.map((p) => p.tax_type))).toEqual(new Set(['BOOKING_PERCENTAGE', 'PER_PERSON_PER_NIGHT']));
  });

  /** The quote of the stay an all-in figure is for: its total must be that figure. */
  async function expectQuotedTotal(id: number, allIn: AllInPrice, party: Party, locale: string) {
    const quoted = await call(quote, { params: { id: String(id) }, query: { locale, checkin: allIn.checkin, nights: allIn.nights, ...pax(party) } });
    expect(quoted.status).toBe(200);
    expect(quoted.json.bookable).toBe(true);
    expect(allIn.total).toBe(quoted.json.priceInfo.sellPrice + quoted.json.localTaxTotalAmount);
    expect(allIn.total).toBe(quoted.json.totalStayAmount);
    expect(allIn.localTax).toBe(quoted.json.localTaxTotalAmount);
    return quoted.json;
  }

  it('a card all-in is the quote stay total for the searched party and stay, with or without dates', async () => {
    const checked = { dated: 0, from: 0, percent: 0, perPerson: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 10_000 }),
        partyArb,
        marketArb,
        fc.constantFrom('booking', 'hotel'),
        fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined, freq: 2 }),
        async (pick, party, market, flow, offset) => {
          const pkg = packages[pick % packages.length] as WeekendPackage;
          const { locale } = MARKETS[market];
          const checkin = offset === undefined ? undefined : addIsoDays(today, offset);
          const criteria = {
            hotelId: pkg.hotel_id,
            flow,
            a: party.adults,
            c: party.children,
            b: party.babies,
            ...(checkin && { checkin, checkout: addIsoDays(checkin, pkg.nights) }),
          };
          const search = await call(offers, { body: { locale, criteria, limit: 50, numberOfPackagesPerHotel: 20 } });
          expect(search.status).toBe(200);
          const card = search.json.results.find((result: { id: number }) => result.id === pkg.id);
          // Not listed: too many travellers for the room, or a night of these dates closed.
          if (!card) return;
          const allIn = card.allIn as AllInPrice;
          expect(allIn).toMatchObject({ adults: party.adults, children: party.children, babies: party.babies, nights: card.nights });
          // Without dates, the 'from' stay: the one the card's per-person price is for.
          if (checkin) expect(allIn).toMatchObject({ checkin, nights: pkg.nights });
          else expect(allIn.checkin >= today).toBe(true);
          const quoted = await expectQuotedTotal(pkg.id, allIn, party, locale);
          expect(quoted.priceInfo.sellPrice).toBe(card.sellPrice);
          expect(quoted.priceInfo.perPerson).toBe(card.perPerson);
          checked[checkin ? 'dated' : 'from'] += 1;
          checked[pkg.tax_type === 'BOOKING_PERCENTAGE' ? 'percent' : 'perPerson'] += 1;
        },
      ),
      { numRuns: RUNS },
    );
    expect(checked.dated).toBeGreaterThan(0);
    expect(checked.from).toBeGreaterThan(0);
  }, 300_000);

  it('the product page all-in is the quote stay total of its stay: the one asked for, else the from stay the card shows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 10_000 }),
        partyArb,
        marketArb,
        fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined, freq: 2 }),
        async (pick, party, market, offset) => {
          const pkg = packages[pick % packages.length] as WeekendPackage;
          const { locale } = MARKETS[market];
          const checkin = offset === undefined ? undefined : addIsoDays(today, offset);
          const product = await call(detail, {
            params: { id: String(pkg.id) },
            query: { locale, ...pax(party), ...(checkin && { checkin, night: pkg.nights }) },
          });
          expect(product.status).toBe(200);
          const allIn = product.json.price.allIn as AllInPrice;
          expect(allIn).toMatchObject({ adults: party.adults, children: party.children, babies: party.babies, nights: product.json.price.nights });
          if (checkin && !product.json.available) return;
          if (checkin) expect(allIn.checkin).toBe(checkin);
          const quoted = await expectQuotedTotal(pkg.id, allIn, party, locale);
          expect(quoted.priceInfo.sellPrice).toBe(product.json.price.sellPrice);
          if (checkin || party.adults + party.children > pkg.max_capacity) return;
          const search = await call(offers, {
            body: { locale, criteria: { hotelId: pkg.hotel_id, a: party.adults, c: party.children, b: party.babies }, limit: 50, numberOfPackagesPerHotel: 20 },
          });
          const card = search.json.results.find((result: { id: number }) => result.id === pkg.id);
          expect(card.allIn).toEqual(allIn);
        },
      ),
      { numRuns: Math.max(5, Math.round(RUNS / 2)) },
    );
  }, 300_000);

  it('a gift card has no all-in price: a gift is sold at its bucket price, with no stay yet', async () => {
    const search = await call(offers, { body: { locale: 'fr_FR', criteria: { flow: 'gifting', a: 2 }, limit: 10, numberOfPackagesPerHotel: 1 } });
    expect(search.status).toBe(200);
    expect(search.json.results.length).toBeGreaterThan(0);
    for (const card of search.json.results) expect(card.allIn).toBeUndefined();
  });
});
