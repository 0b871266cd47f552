import { addDays, format } from 'date-fns';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIsoDays } from '../../src/domain/iso-date';
import { getPreferredReviewLanguage, REVIEW_LANGUAGES, REVIEW_PAGE_SIZE, REVIEW_SORTS, type ReviewLanguage, type ReviewSort } from '../../src/domain/reviews';
import { loadProductPage } from '../../src/features/product/product-page.server';
import { getReviewsForPage } from '../../src/features/reviews/reviews.server';
import { MARKETS } from '../../src/i18n/markets';
import type { DatabaseHandle } from '../../src/server/db/client';
import { GET as activityDetail } from '../../src/pages/api/activity-only/weekend/[id]/detail.json';
import { GET as activityImages } from '../../src/pages/api/activities/[id]/images.json';
import { POST as collect } from '../../src/pages/api/analytics/ga/collect/[pos]';
import { GET as autocomplete } from '../../src/pages/api/autocomplete-geonames.json';
import { GET as beneficiaryBoxOffers } from '../../src/pages/api/beneficiary/boxes/offers';
import { GET as beneficiaryBoxFacets } from '../../src/pages/api/beneficiary/boxes/facets';
import { GET as voucherOffers } from '../../src/pages/api/beneficiary/single-vouchers/offers';
import { GET as voucherFacets } from '../../src/pages/api/beneficiary/single-vouchers/facets';
import { GET as boxFacets } from '../../src/pages/api/box-facets/[code]';
import { GET as boxOffersByDate } from '../../src/pages/api/box-offers/[code]';
import { GET as boxOffers } from '../../src/pages/api/boxes/[code]/offers';
import { GET as boxDetail } from '../../src/pages/api/boxes/[code]/product-detail';
import { GET as boxesSearch } from '../../src/pages/api/boxes/search';
import { GET as facets } from '../../src/pages/api/facets.json';
import { GET as reviews } from '../../src/pages/api/hotel/[id]/reviews.json';
import { GET as availabilities } from '../../src/pages/api/hotels/[hotelId]/availabilities.json';
import { POST as log } from '../../src/pages/api/log';
import { POST as offers } from '../../src/pages/api/offers.json';
import { GET as productOffers } from '../../src/pages/api/product/[id]/offers';
import { GET as eligibility } from '../../src/pages/api/purchase/alma/eligibility';
import { GET as recommended } from '../../src/pages/api/recommendedAutocomplete.json';
import { GET as checkinPrices } from '../../src/pages/api/redeem/weekend/[id]/packageCheckinPrices.json';
import { POST as activitySearch } from '../../src/pages/api/search/activity-only.json';
import { GET as subElements } from '../../src/pages/api/sub-elements/available-custom-sub-elements';
import { GET as detail } from '../../src/pages/api/weekend/[id]/detail.json';
import { GET as checkoutNights } from '../../src/pages/api/weekend/[id]/packageCheckoutNights.json';
import { GET as quote } from '../../src/pages/api/weekend/[id]/quote.json';
import { GET as quoteRealtime } from '../../src/pages/api/weekend/[id]/quote-realtime.json';
import { loadPackage } from '../../src/server/catalog/packages.server';
import { FIRST_PAGE, getFirstReviewsPage, getReviews } from '../../src/server/catalog/reviews.server';
import { getWeekendRecords } from '../../src/server/catalog/weekend.server';
import { forgetCatalogReads } from '../../src/server/db/changes';
import { call, countQueries, openTestDatabase, TARGETS } from './harness';

const fail = (message: string): never => {
  throw new Error(message);
};
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

describe.each(TARGETS)('catalog API on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let stay: { id: number; hotel_id: number; nights: number };
  let openDay: string;

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    const found = await sql<{ id: number; hotel_id: number; nights: number; day: string }>`
      select p.id, p.hotel_id, p.nights, d.day from packages p join hotels h on h.id = p.hotel_id
      join hotel_days d on d.hotel_id = p.hotel_id and d.day >= current_date + 14 and d.status > 0 and d.min_los = 1
      where p.published and h.active and p.expiration is null and p.nights = 1
      order by p.id, d.day limit 1`.execute(handle.db);
    const row = found.rows[0];
    if (!row) throw new Error('The test catalog has no bookable package');
    stay = row;
    openDay = row.day;
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  describe('offers.json', () => {
    it('shows the cancellation terms of the priced stay, filters on free cancellation and counts it, and answers the search page address', async () => {
      const checkin = day(20);
      const checkout = addIsoDays(checkin, 1);
      const criteria = { checkin, checkout, nights: 1 };
      type Card = { id: number; cancellationPolicy: { cancellable: boolean; daysBefore: number; freeCancellationUntil: string | null } };
      const all = await call(offers, { body: { locale: 'fr_FR', limit: 100, criteria } });
      expect(all.json.searchDetails.uri).toBe(`/fr/recherche#checkin=${checkin}&checkout=${checkout}&nights=1`);
      const cards = all.json.results as Card[];
      for (const card of cards) {
        const expected = card.cancellationPolicy.cancellable ? addIsoDays(checkin, -card.cancellationPolicy.daysBefore) : null;
        expect(card.cancellationPolicy.freeCancellationUntil, String(card.id)).toBe(expected !== null && expected >= day(0) ? expected : null);
      }
      expect(cards.some((card) => card.cancellationPolicy.freeCancellationUntil === null)).toBe(true);
      const free = await call(offers, { body: { locale: 'fr_FR', limit: 100, criteria: { ...criteria, freeCancellation: true } } });
      expect(free.status).toBe(200);
      expect(free.json.searchDetails.totalCount).toBeGreaterThan(0);
      expect(free.json.searchDetails.totalCount).toBeLessThan(all.json.searchDetails.totalCount);
      for (const card of free.json.results as Card[]) expect(card.cancellationPolicy.freeCancellationUntil).not.toBeNull();
      const counts = await call(facets, { query: { locale: 'fr_FR', ...criteria } });
      // Facets count hotels; the search lists one package per hotel.
      expect(counts.json.freeCancellation).toBe(free.json.searchDetails.totalCount);
    });

    it('finds packages with the card fields of spec §3, one per hotel by default', async () => {
      const { status, json } = await call(offers, { body: { locale: 'fr_FR', criteria: {} } });
      expect(status).toBe(200);
      expect(json.results.length).toBeGreaterThan(0);
      expect(json.searchDetails.totalCount).toBeGreaterThanOrEqual(json.results.length);
      const card = json.results[0];
      for (const field of [
        'id',
        'label',
        'uri',
        'images',
        'imageUrl',
        'headwords',
        'sellPrice',
        'refPrice',
        'promo',
        'priceType',
        'prices',
        'nights',
        'hotel',
        'hasMoreOffers',
        'cancellationPolicy',
        'dataFlowMode',
        'itemCategory',
      ]) {
        expect(card, field).toHaveProperty(field);
      }
      expect(card.uri).toMatch(/^\/fr\/sejour\/\d+$/);
      expect(card.priceType).toBe('from');
      const hotels = json.results.map((r: { hotel: { id: number } }) => r.hotel.id);
      expect(new Set(hotels).size).toBe(hotels.length);
    });

    it("ranks the market's own country first in a search without a destination", async () => {
      const countries = new Map(
        (await sql<{ id: number; country: string }>`select id, country from hotels`.execute(handle.db)).rows.map((h) => [h.id, h.country]),
      );
      for (const [locale, country] of [
        ['es_ES', 'ES'],
        ['nl_BE', 'BE'],
        ['fr_FR', 'FR'],
      ] as const) {
        const { json } = await call(offers, { body: { locale, limit: 60, criteria: {} } });
        const listed = json.results.map((r: { hotel: { id: number } }) => countries.get(r.hotel.id));
        const firstOther = listed.findIndex((c: string) => c !== country);
        expect(listed[0], locale).toBe(country);
        if (firstOther > 0) expect(listed.slice(firstOther).includes(country), locale).toBe(false);
      }
      // With a destination, or another sort, the order is the search's own.
      const byPrice = await call(offers, { body: { locale: 'es_ES', limit: 30, criteria: { sort: 'priceAsc' } } });
      const prices = byPrice.json.results.map((r: { sellPrice: number }) => r.sellPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('names the searched destination and its hierarchy, and widens a city by distanceMax', async () => {
      const city = await sql<{ id: number; region_id: number }>`
        select h.city_id as id, h.region_id from hotels h where h.active and h.region_id is not null
        group by h.city_id, h.region_id order by count(*) desc limit 1`.execute(handle.db);
      const { id, region_id: regionId } = city.rows[0] ?? fail('no city with hotels');
      const exact = await call(offers, { body: { locale: 'fr_FR', criteria: { city: id } } });
      expect(exact.json.searchDetails.destination).toMatchObject({ id, category: 'city' });
      expect(exact.json.searchDetails.destination.label).toEqual(expect.any(String));
      const hierarchy = exact.json.searchDetails.locationHierarchy as { id: number; type: string }[];
      expect(hierarchy.at(-1)?.id).toBe(id);
      expect(hierarchy.map((level) => level.id)).toContain(regionId);
      const around = await call(offers, { body: { locale: 'fr_FR', criteria: { city: id, distanceMax: 300 } } });
      expect(around.status).toBe(200);
      expect(around.json.searchDetails.totalCount).toBeGreaterThanOrEqual(exact.json.searchDetails.totalCount);
      const none = await call(offers, { body: { locale: 'fr_FR', criteria: {} } });
      expect(none.json.searchDetails.destination).toBeNull();
      expect(none.json.searchDetails.locationHierarchy).toEqual([]);
    });

    it('prices a dated search as final and keeps only stays open on those nights', async () => {
      const { json } = await call(offers, { body: { locale: 'es_ES', criteria: { checkin: openDay, checkout: addIsoDays(openDay, 1) } } });
      expect(json.results.length).toBeGreaterThan(0);
      for (const card of json.results) {
        expect(card.priceType).toBe('final');
        expect(card.nights).toBe(1);
        expect(card.uri).toMatch(/^\/es\/estancia\//);
      }
      const ids = json.results.map((r: { hotel: { id: number } }) => r.hotel.id);
      const closed = await sql<{
        n: number;
      }>`select count(*) as n from hotel_days where day = ${openDay}::date and status = 0 and hotel_id = any(${`{${ids.join(',')}}`}::int[])`.execute(
        handle.db,
      );
      expect(closed.rows[0]?.n).toBe(0);
    });

    it('honours stars, score, facilities, country, pets and price filters', async () => {
      const criteria = { stars: [4, 5], hotelScore: 7, facilities: ['wifi'], country: 'FR', petsAllowed: false, priceMax: 40000 };
      const { status, json } = await call(offers, { body: { locale: 'fr_FR', criteria, limit: 100 } });
      expect(status).toBe(200);
      for (const card of json.results) {
        expect([4, 5]).toContain(card.hotel.stars);
        expect(card.hotel.review.average).toBeGreaterThanOrEqual(7);
        expect(card.sellPrice / 2 / card.nights).toBeLessThanOrEqual(40000);
      }
      const ids = json.results.map((r: { hotel: { id: number } }) => r.hotel.id);
      if (ids.length) {
        const hotels = await sql<{
          country: string;
          facilities: string[];
        }>`select country, facilities from hotels where id = any(${`{${ids.join(',')}}`}::int[])`.execute(handle.db);
        for (const h of hotels.rows) {
          expect(h.country).toBe('FR');
          expect(h.facilities).toContain('wifi');
        }
      }
    });

    it('sorts by price, and by distance from a position within the radius', async () => {
      const byPrice = await call(offers, { body: { locale: 'it_IT', order: 'priceAsc', criteria: {}, limit: 30 } });
      // The cards show the whole stay (per person), so that is the order; the hotel flow shows and sorts per night.
      const stay = byPrice.json.results.map((r: { sellPrice: number }) => r.sellPrice);
      expect(stay).toEqual([...stay].sort((a, b) => a - b));
      const hotelFlow = await call(offers, { body: { locale: 'it_IT', order: 'priceAsc', criteria: { flow: 'hotel' }, limit: 30 } });
      const perNight = hotelFlow.json.results.map((r: { sellPrice: number; nights: number }) => Math.floor(r.sellPrice / r.nights));
      expect(perNight).toEqual([...perNight].sort((a, b) => a - b));
      const near = await call(offers, { body: { locale: 'fr_FR', order: 'distance', criteria: { lat: 48.8566, lng: 2.3522, distanceMax: 300 } } });
      const distances = near.json.results.map((r: { distance: number }) => r.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const d of distances) expect(d).toBeLessThanOrEqual(300);
    });

    it('pages without overlap', async () => {
      const first = await call(offers, { body: { locale: 'fr_FR', criteria: {}, limit: 5, page: 0 } });
      const second = await call(offers, { body: { locale: 'fr_FR', criteria: {}, limit: 5, page: 1 } });
      const a = first.json.results.map((r: { id: number }) => r.id);
      const b = second.json.results.map((r: { id: number }) => r.id);
      expect(a.filter((id: number) => b.includes(id))).toEqual([]);
    });

    it('answers 400 with a readable message for bad input, never 500', async () => {
      for (const body of [
        undefined,
        {},
        { locale: 'de_DE' },
        { locale: 'fr_FR', criteria: { a: 40 } },
        { locale: 'fr_FR', criteria: { checkin: '2026-02-31x' } },
        { locale: 'fr_FR', order: 'distance', criteria: {} },
        { locale: 'fr_FR', order: 'svPriceAsc', criteria: {} },
        { locale: 'fr_FR', order: 'promo', criteria: { flow: 'gifting' } },
      ]) {
        const { status, json } = await call(offers, { body: body ?? null, rawBody: body === undefined ? 'not json' : undefined });
        expect(status, JSON.stringify(body)).toBe(400);
        expect(typeof json.error).toBe('string');
      }
    });

    it('runs a constant number of queries whatever the page size', async () => {
      const small = await countQueries(handle, () => call(offers, { body: { locale: 'fr_FR', criteria: {}, limit: 2 } }));
      const large = await countQueries(handle, () => call(offers, { body: { locale: 'fr_FR', criteria: {}, limit: 40 } }));
      expect(small.queries).toBeLessThanOrEqual(1);
      expect(large.queries).toBe(small.queries);
    });
  });

  it('facets.json counts hotels per facet value', async () => {
    const { status, json } = await call(facets, { query: { locale: 'nl_NL' } });
    expect(status).toBe(200);
    expect(json.totalCount).toBeGreaterThan(0);
    expect(json.stars.map((s: { value: number }) => s.value)).toEqual([5, 4, 3]);
    expect(json.hotelScores.map((s: { value: number }) => s.value)).toEqual([9, 8, 7]);
    expect(json.facilities.some((f: { count: number }) => f.count > 0)).toBe(true);
    expect(json.activities).toHaveLength(4);
    expect((await call(facets, { query: {} })).status).toBe(400);
  });

  it('detail.json gives the package, its room and hotel; unknown id is 404', async () => {
    const { status, json } = await call(detail, { params: { id: String(stay.id) }, query: { locale: 'it_IT' } });
    expect(status).toBe(200);
    expect(json.hotel.id).toBe(stay.hotel_id);
    for (const field of [
      'location',
      'facilities',
      'ecoFacilities',
      'highlightedFacilities',
      'checkInOut',
      'policy',
      'localTax',
      'review',
      'importantInfos',
      'breadcrumb',
    ])
      expect(json.hotel, field).toHaveProperty(field);
    expect(json.room).toHaveProperty('maxCapacity');
    expect(json.price.priceType).toBe('from');
    const dated = await call(detail, { params: { id: String(stay.id) }, query: { locale: 'it_IT', checkin: openDay, night: 1 } });
    expect(dated.json.price.priceType).toBe('final');
    expect((await call(detail, { params: { id: '999999' }, query: { locale: 'fr_FR' } })).status).toBe(404);
    expect((await call(detail, { params: { id: 'abc' }, query: { locale: 'fr_FR' } })).status).toBe(400);
    const { queries } = await countQueries(handle, () => call(detail, { params: { id: String(stay.id) }, query: { locale: 'fr_FR' } }));
    expect(queries).toBeLessThanOrEqual(6);
  });

  it("a package's first read is one query, with the same values as its package and hotel rows read apart", async () => {
    const today = day(0);
    forgetCatalogReads();
    const { result: records, queries } = await countQueries(handle, () => getWeekendRecords(handle.db, stay.id, today));
    expect(queries).toBe(1);
    expect(records.pkg).toEqual(await loadPackage(handle.db, stay.id));
    expect(records.hotel).toEqual(await handle.db.selectFrom('hotels').selectAll().where('id', '=', stay.hotel_id).executeTakeFirst());
    expect(records.crumbs.map((crumb) => crumb.category)).toEqual(['country', 'region', 'department', 'city']);
    expect((await countQueries(handle, () => getFirstReviewsPage(handle.db, stay.hotel_id, 'fr_FR'))).queries).toBe(1);
  });

  it("a product page's first view is one statement, with the package and the first page of reviews read apart", async () => {
    const today = day(0);
    for (const market of [MARKETS.fr, MARKETS['be-nl']]) {
      forgetCatalogReads();
      const { result: shown, queries } = await countQueries(handle, async () => {
        const product = (await loadProductPage(handle.db, market, stay.id, today)) ?? fail('no product page');
        return { product, reviews: await getReviewsForPage(handle.db, product.hotel.id, market) };
      });
      expect(queries).toBe(1);
      const preferLanguage = getPreferredReviewLanguage(market.locale);
      expect(shown.reviews).toEqual(await getReviews(handle.db, { ...FIRST_PAGE, hotelId: stay.hotel_id, preferLanguage }));
      forgetCatalogReads();
      expect(await loadProductPage(handle.db, market, stay.id, today)).toEqual(shown.product);
    }
    forgetCatalogReads();
    expect(await loadProductPage(handle.db, MARKETS.fr, 999_999, today)).toBeUndefined();
  });

  it('a first page of reviews read with a product is not kept past a change published while it was read', async () => {
    const today = day(0);
    forgetCatalogReads();
    const reading = loadProductPage(handle.db, MARKETS.fr, stay.id, today);
    forgetCatalogReads();
    await reading;
    expect((await countQueries(handle, () => getFirstReviewsPage(handle.db, stay.hotel_id, 'fr_FR'))).queries).toBe(1);
  });

  it("a package's records name its hotel's other offers of its kind, its extras and the offer it is an extra of, as the tables say", async () => {
    const today = day(0);
    forgetCatalogReads();
    const extra = await handle.db
      .selectFrom('upsells as u')
      .innerJoin('packages as p', 'p.id', 'u.package_id')
      .select(['u.package_id', 'u.upsell_package_id', 'u.price_difference_per_los'])
      .where('p.published', '=', true)
      .orderBy('u.package_id')
      .executeTakeFirstOrThrow();
    const records = await getWeekendRecords(handle.db, extra.package_id, today);
    const extras = await handle.db.selectFrom('upsells').select('upsell_package_id').where('package_id', '=', extra.package_id).execute();
    expect(records.upsells.map((upsell) => upsell.id).sort()).toEqual(extras.map((row) => row.upsell_package_id).sort());
    expect(records.upsells.find((upsell) => upsell.id === extra.upsell_package_id)?.price_difference_per_los).toEqual(extra.price_difference_per_los);
    const others = await handle.db
      .selectFrom('packages')
      .select(['id', 'base_price'])
      .where('hotel_id', '=', records.pkg.hotel_id)
      .where('id', '!=', extra.package_id)
      .where('published', '=', true)
      .where((eb) => eb.or([eb('expiration', 'is', null), eb('expiration', '>=', today)]))
      .where('item_category', records.pkg.item_category === 'hotel' ? '=' : '!=', 'hotel')
      .execute();
    expect(records.others.map((other) => other.id).sort()).toEqual(others.map((other) => other.id).sort());
    expect(records.others.map((other) => other.base_price)).toEqual(others.map((other) => other.base_price).sort((a, b) => a - b));
    const rooms = await handle.db.selectFrom('rooms').select('type').where('hotel_id', '=', records.pkg.hotel_id).execute();
    expect(records.roomTypes.sort()).toEqual(rooms.map((room) => room.type).sort());
    expect(records.base).toBeNull();
    const ofExtra = await getWeekendRecords(handle.db, extra.upsell_package_id, today);
    expect(ofExtra.base?.id).toBe(
      (
        await handle.db
          .selectFrom('upsells as u')
          .innerJoin('packages as p', 'p.id', 'u.package_id')
          .select('p.id')
          .where('u.upsell_package_id', '=', extra.upsell_package_id)
          .where('p.published', '=', true)
          .orderBy('p.id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    await expect(getWeekendRecords(handle.db, 999_999, today)).rejects.toThrow('No weekend package 999999');
  });

  it('quote.json and quote-realtime.json price a bookable stay with local tax and cancellation', async () => {
    for (const handler of [quote, quoteRealtime]) {
      const { status, json } = await call(handler, { params: { id: String(stay.id) }, query: { locale: 'fr_FR', checkin: openDay, nights: 1 } });
      expect(status).toBe(200);
      expect(json.bookable).toBe(true);
      expect(json.priceInfo.sellPrice).toBeGreaterThan(0);
      expect(json.priceInfo.priceType).toBe('final');
      expect(json.localTaxTotalAmount).toBeGreaterThanOrEqual(0);
      expect(json).toHaveProperty('cancellationPolicy.cancellable');
    }
    const past = await call(quote, { params: { id: String(stay.id) }, query: { locale: 'fr_FR', checkin: day(-3), nights: 1 } });
    expect(past.json.bookable).toBe(false);
    expect(past.json.priceInfo).toBeNull();
    expect((await call(quote, { params: { id: String(stay.id) }, query: { locale: 'fr_FR', checkin: openDay } })).status).toBe(400);
  });

  it('packageCheckoutNights lists allowed nights; packageCheckinPrices gives a month of days', async () => {
    const nights = await call(checkoutNights, { params: { id: String(stay.id) }, query: { locale: 'fr_FR', checkin: openDay } });
    expect(nights.status).toBe(200);
    expect(nights.json[0]).toBe(1);
    const month = openDay.slice(0, 7);
    const prices = await call(checkinPrices, { params: { id: String(stay.id) }, query: { locale: 'fr_FR', month } });
    expect(prices.status).toBe(200);
    expect(prices.json.length).toBeGreaterThan(0);
    expect(prices.json.filter((d: { bestPriceOfTheMonth: boolean }) => d.bestPriceOfTheMonth).length).toBeLessThanOrEqual(1);
    expect((await call(checkinPrices, { params: { id: String(stay.id) }, query: { locale: 'fr_FR', month: '2026-13' } })).status).toBe(400);
  });

  it('availabilities.json and product offers describe a hotel', async () => {
    const months = await call(availabilities, { params: { hotelId: String(stay.hotel_id) }, query: { locale: 'fr_FR', month: day(0).slice(0, 7), length: 2 } });
    expect(months.status).toBe(200);
    expect(months.json.months.length).toBeGreaterThanOrEqual(1);
    const rooms = await call(productOffers, { params: { id: String(stay.hotel_id) }, query: { locale: 'fr_FR', checkin: openDay, nights: 1 } });
    expect(rooms.status).toBe(200);
    expect(rooms.json.rooms.length).toBeGreaterThan(0);
    expect((await call(availabilities, { params: { hotelId: '999999' }, query: { locale: 'fr_FR', month: '2026-12' } })).status).toBe(404);
  });

  it('reviews.json pages, sorts and falls back to other languages', async () => {
    const hotel = await sql<{ hotel_id: number }>`select hotel_id from reviews group by hotel_id order by count(*) desc limit 1`.execute(handle.db);
    const id = String(hotel.rows[0]?.hotel_id);
    const { status, json } = await call(reviews, { params: { id }, query: { locale: 'fr_FR', sort: 'SCORE_DESC' } });
    expect(status).toBe(200);
    expect(json.list.length).toBeLessThanOrEqual(10);
    const scores = json.list.map((r: { average: number }) => r.average);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Object.keys(json.details)).toEqual(['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio']);
    expect((await call(reviews, { params: { id }, query: { locale: 'fr_FR', sort: 'NOPE' } })).status).toBe(400);
  });

  it('reviews.json lists the market language first by default, from either country', async () => {
    const hotel = await sql<{ hotel_id: number }>`
      select hotel_id from reviews group by hotel_id
      having count(distinct left(locale, 2)) > 1 and count(*) filter (where locale = 'nl_NL') >= 1 and count(*) filter (where locale = 'nl_BE') >= 1
        and count(*) filter (where locale like 'nl%') between 2 and 8
      order by count(*) desc limit 1`.execute(handle.db);
    const id = String(hotel.rows[0]?.hotel_id);
    const { json } = await call(reviews, { params: { id }, query: { locale: 'nl_BE' } });
    const locales: string[] = json.list.map((r: { locale: string }) => r.locale);
    const dutch = locales.filter((locale) => locale.startsWith('nl'));
    expect(new Set(dutch)).toEqual(new Set(['nl_NL', 'nl_BE']));
    expect(locales.slice(0, dutch.length)).toEqual(dutch);
    const dates = json.list.filter((r: { locale: string }) => r.locale.startsWith('nl')).map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("a page of reviews is the hotel's reviews sorted, filtered and paged as asked, for every order, language and fallback", async () => {
    const hotel = await sql<{ hotel_id: number }>`
      select hotel_id from reviews group by hotel_id
      having count(distinct left(locale, 2)) between 2 and 3 and count(distinct locale) > count(distinct left(locale, 2))
      order by count(*) desc limit 1`.execute(handle.db);
    const hotelId = hotel.rows[0]!.hotel_id;
    const all = await handle.db.selectFrom('reviews').select(['id', 'locale', 'date', 'average', 'welcoming']).where('hotel_id', '=', hotelId).execute();
    // A filter and a preference are a language: 'nl_NL' keeps the nl_BE reviews too.
    const languageOf = (locale: string) => locale.slice(0, 2);
    const present = REVIEW_LANGUAGES.find(
      (language) =>
        language !== 'all' && new Set(all.filter((review) => languageOf(review.locale) === languageOf(language)).map((review) => review.locale)).size > 1,
    ) as Exclude<ReviewLanguage, 'all'>;
    expect(present).toBeDefined();
    const absent = REVIEW_LANGUAGES.find((language) => language !== 'all' && !all.some((review) => languageOf(review.locale) === languageOf(language)));
    expect(absent).toBeDefined();
    expect(all.length).toBeGreaterThan(REVIEW_PAGE_SIZE);
    const compare: Record<ReviewSort, (a: (typeof all)[number], b: (typeof all)[number]) => number> = {
      DATE_DESC: (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
      DATE_ASC: (a, b) => a.date.localeCompare(b.date) || a.id - b.id,
      SCORE_DESC: (a, b) => Number(b.average) - Number(a.average) || b.id - a.id,
      SCORE_ASC: (a, b) => Number(a.average) - Number(b.average) || a.id - b.id,
    };
    const mean = (values: number[]) => (values.length ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10 : null);
    for (const sort of REVIEW_SORTS)
      for (const language of ['all', present, absent!] as ReviewLanguage[])
        for (const withOtherLanguageFallback of [false, true])
          for (const preferLanguage of [undefined, present])
            for (const page of [0, 1]) {
              const answer = await getReviews(handle.db, { hotelId, sort, page, language, withOtherLanguageFallback, preferLanguage });
              const inLanguage = all.filter((review) => language === 'all' || languageOf(review.locale) === languageOf(language));
              const fallback = language !== 'all' && inLanguage.length === 0 && withOtherLanguageFallback;
              const shown = fallback ? all : inLanguage;
              const preferred = (review: (typeof all)[number]) =>
                (language === 'all' || fallback) && preferLanguage !== undefined && languageOf(review.locale) === languageOf(preferLanguage);
              const expected = [...shown]
                .sort((a, b) => Number(preferred(b)) - Number(preferred(a)) || compare[sort](a, b))
                .slice(page * REVIEW_PAGE_SIZE, (page + 1) * REVIEW_PAGE_SIZE);
              const what = JSON.stringify({ sort, language, withOtherLanguageFallback, preferLanguage, page });
              expect(
                answer.list.map((review) => review.id),
                what,
              ).toEqual(expected.map((review) => review.id));
              expect(answer.isOtherLanguageFallback, what).toBe(fallback);
              expect(answer.language, what).toBe(fallback ? 'all' : language);
              expect(answer.totalCount, what).toBe(fallback ? all.length : inLanguage.length);
              expect(answer.score, what).toBe(mean(inLanguage.map((review) => Number(review.average))));
              expect(answer.details.welcoming, what).toBe(mean(inLanguage.map((review) => review.welcoming)));
            }
    await expect(getReviews(handle.db, { hotelId: 999_999, sort: 'DATE_DESC', page: 0, language: 'all', withOtherLanguageFallback: false })).rejects.toThrow(
      'No hotel 999999',
    );
  });

  it('autocompletes a place in the page language, and words starting with the text before any word holding it', async () => {
    const belfry = await call(autocomplete, { query: { locale: 'fr_FR', term: 'beffroi' } });
    expect(belfry.json.map((d: { value: string }) => d.value)).toContain('Beffroi de Bruges');
    const dutch = await call(autocomplete, { query: { locale: 'nl_BE', term: 'belfort' } });
    expect(dutch.json.map((d: { value: string }) => d.value)).toContain('Belfort van Brugge');
    const bru = await call(autocomplete, { query: { locale: 'fr_FR', term: 'bru' } });
    const values = bru.json.map((d: { value: string }) => d.value);
    expect(values).toContain('Bruges');
    expect(values).not.toContain('Abruzzes');
    // Only a word holding the text inside: still offered.
    const inside = await call(autocomplete, { query: { locale: 'fr_FR', term: 'bruzz' } });
    expect(inside.json.map((d: { value: string }) => d.value)).toContain('Abruzzes');
  });

  it('autocompletes destinations and hotels, accents ignored', async () => {
    const { json } = await call(autocomplete, { query: { locale: 'fr_FR', term: 'liege' } });
    expect(json[0].value).toBe('Liège');
    expect(json[0].pos).toBe('BE');
    const empty = await call(autocomplete, { query: { locale: 'fr_FR', term: '' } });
    expect(empty.json).toEqual([]);
    const mixed = await call(recommended, { query: { locale: 'es_ES', q: 'bar' } });
    expect(mixed.status).toBe(200);
    expect(mixed.json).toHaveProperty('destinations');
    expect(mixed.json).toHaveProperty('hotels');
  });

  it('lists the activities of the market country first when no place is asked for', async () => {
    for (const [locale, country] of [
      ['fr_FR', 'FR'],
      ['es_ES', 'ES'],
      ['nl_BE', 'BE'],
    ] as const) {
      const found = await call(activitySearch, { body: { locale, criteria: { a: 2 } } });
      const ids: number[] = found.json.exactMatch.activityOnlyPackages.map((a: { id: number }) => a.id);
      const rows = await sql<{ id: number; country: string }>`
        select a.id, city.country from activity_products a join activity_centres c on c.id = a.activity_centre_id
        join destinations city on city.id = c.city_id where a.id in (${sql.join(ids)})`.execute(handle.db);
      const countries = ids.map((id) => rows.rows.find((row) => row.id === id)?.country);
      expect(countries[0]).toBe(country);
      // Once another country's activity is listed, no home one follows it.
      const firstOther = countries.findIndex((c) => c !== country);
      if (firstOther >= 0) expect(countries.slice(firstOther)).not.toContain(country);
    }
    // With a city, that city's activities.
    const [city] = (
      await sql<{
        city_id: number;
      }>`select c.city_id from activity_centres c join activity_products a on a.activity_centre_id = c.id where a.published limit 1`.execute(handle.db)
    ).rows;
    const inCity = await call(activitySearch, { body: { locale: 'fr_FR', criteria: { a: 2, city: city?.city_id } } });
    expect(inCity.status).toBe(200);
    expect(inCity.json.exactMatch.activityOnlyPackages.length).toBeGreaterThan(0);
  });

  it('serves activity-only products and their search', async () => {
    const found = await call(activitySearch, { body: { locale: 'fr_FR', criteria: { a: 1 } } });
    expect(found.status).toBe(200);
    const first = found.json.exactMatch.activityOnlyPackages[0];
    expect(first.participants).toBe(1);
    const { status, json } = await call(activityDetail, { params: { id: String(first.id) }, query: { locale: 'fr_FR' } });
    expect(status).toBe(200);
    expect(json.prices.map((p: { paxComposition: { adults: number } }) => p.paxComposition.adults)).toEqual([1, 2]);
    expect((await call(activityImages, { params: { id: String(first.id) }, query: { locale: 'fr_FR' } })).json[0]).toHaveProperty('120_80');
    expect((await call(activitySearch, { body: { locale: 'fr_FR', criteria: { a: 3 } } })).status).toBe(400);
  });

  it('lists e-boxes only and serves a box, its offers and facets', async () => {
    const list = await call(boxesSearch, { query: { locale: 'fr_FR' } });
    expect(list.json.length).toBeGreaterThan(0);
    for (const box of list.json) expect(box.code).toMatch(/-EBOX$/);
    const code = list.json[0].code;
    const one = await call(boxDetail, { params: { code }, query: { locale: 'fr_FR' } });
    expect(one.json.format).toBe('digital');
    const page = await call(boxOffers, { params: { code }, query: { locale: 'fr_FR' } });
    expect(page.status).toBe(200);
    expect(page.json.results.length).toBeLessThanOrEqual(8);
    expect((await call(boxOffersByDate, { params: { code }, query: { locale: 'fr_FR', checkin: openDay } })).status).toBe(200);
    expect((await call(boxFacets, { params: { code }, query: { locale: 'fr_FR' } })).json).toHaveProperty('stars');
    expect((await call(beneficiaryBoxOffers, { query: { locale: 'fr_FR', code, checkinDate: openDay } })).status).toBe(200);
    expect((await call(beneficiaryBoxFacets, { query: { locale: 'fr_FR', code } })).status).toBe(200);
    expect((await call(voucherOffers, { query: { locale: 'fr_FR' } })).status).toBe(200);
    expect((await call(voucherFacets, { query: { locale: 'fr_FR' } })).status).toBe(200);
    expect((await call(boxDetail, { params: { code: 'NOPE00-EBOX' }, query: { locale: 'fr_FR' } })).status).toBe(404);
    expect((await call(boxOffers, { params: { code: 'bad code' }, query: { locale: 'fr_FR' } })).status).toBe(400);
  });

  it('counts the stays of a box the same way on the list, the box page, its carousel and the beneficiary list', async () => {
    const list = await call(boxesSearch, { query: { locale: 'fr_FR' } });
    for (const box of list.json as { code: string; stayCount: number }[]) {
      const one = await call(boxDetail, { params: { code: box.code }, query: { locale: 'fr_FR' } });
      const carousel = await call(boxOffers, { params: { code: box.code }, query: { locale: 'fr_FR' } });
      const beneficiary = await call(beneficiaryBoxOffers, { query: { locale: 'fr_FR', code: box.code } });
      const counts = [box.stayCount, one.json.stayCount, carousel.json.searchDetails.totalCount, beneficiary.json.searchDetails.totalCount];
      expect(counts, box.code).toEqual([box.stayCount, box.stayCount, box.stayCount, box.stayCount]);
    }
  });

  it('gives a physical box the promo of its e-box (same percent), at the price of the e-box plus its case', async () => {
    const list = await call(boxesSearch, { query: { locale: 'fr_FR' } });
    let withPromo = 0;
    for (const { code } of list.json as { code: string }[]) {
      const digital = (await call(boxDetail, { params: { code }, query: { locale: 'fr_FR' } })).json;
      const physical = (await call(boxDetail, { params: { code: digital.otherFormatCode }, query: { locale: 'fr_FR' } })).json;
      expect(physical.format, code).toBe('physical');
      expect(physical.price.sellPrice - digital.price.sellPrice, code).toBe(500);
      expect(physical.price.promo === null, code).toBe(digital.price.promo === null);
      if (digital.price.promo !== null) {
        withPromo += 1;
        expect(Math.abs(physical.price.promo - digital.price.promo), code).toBeLessThanOrEqual(1);
      }
    }
    expect(withPromo).toBeGreaterThan(0);
  });

  it('sub-elements start with the free standard entry of category 2', async () => {
    const { json } = await call(subElements, { query: { locale: 'nl_BE' } });
    expect(json.subElements[0]).toMatchObject({ id: 'standard', price: 0, categoryId: 2 });
    expect(json.categories.length).toBeGreaterThan(0);
  });

  it('eligibility follows the pay-later rules', async () => {
    const far = day(30);
    const es = await call(eligibility, { query: { amount: 50000, checkinDate: far, pointOfSale: 'es_es' } });
    expect(es.json.paymentMethods.map((m: { kind: string }) => m.kind)).toContain('paypal');
    const fr = await call(eligibility, { query: { amount: 50000, checkinDate: far, pointOfSale: 'fr_fr' } });
    expect(fr.json.paymentMethods.map((m: { kind: string }) => m.kind)).not.toContain('paypal');
    expect((await call(eligibility, { query: { amount: -1, checkinDate: far, pointOfSale: 'fr_fr' } })).status).toBe(400);
  });

  it('stores analytics events and client logs before answering', async () => {
    const stored = await call(collect, { params: { pos: 'fr' }, body: { clientId: 'c1', events: [{ name: 'view_item_list' }] } });
    expect(stored.status).toBe(201);
    const logged = await call(log, { body: { level: 'ERROR', message: 'x'.repeat(400), location: 'application.client.error', locale: 'fr_FR' } });
    expect(logged.status).toBe(201);
    const row = await handle.db.selectFrom('error_logs').select('message').where('id', '=', String(logged.json.id)).executeTakeFirst();
    expect(row?.message.length).toBe(256);
    expect((await call(collect, { params: { pos: 'de' }, body: { clientId: 'c1', events: [{ name: 'x' }] } })).status).toBe(400);
    expect((await call(log, { body: { level: 'LOUD' } })).status).toBe(400);
  });

  it('runs a small constant number of queries per endpoint (no N+1)', async () => {
    const boxCode = (await call(boxesSearch, { query: { locale: 'fr_FR' } })).json[0].code as string;
    const id = String(stay.id);
    const hotelId = String(stay.hotel_id);
    const month = openDay.slice(0, 7);
    const cases: [string, () => Promise<unknown>, number][] = [
      ['offers.json', () => call(offers, { body: { locale: 'fr_FR', criteria: {}, limit: 60 } }), 1],
      ['facets.json', () => call(facets, { query: { locale: 'fr_FR' } }), 1],
      ['detail.json', () => call(detail, { params: { id }, query: { locale: 'fr_FR', checkin: openDay, night: 1 } }), 7],
      ['quote.json', () => call(quote, { params: { id }, query: { locale: 'fr_FR', checkin: openDay, nights: 2 } }), 2],
      ['packageCheckoutNights', () => call(checkoutNights, { params: { id }, query: { locale: 'fr_FR', checkin: openDay } }), 2],
      ['packageCheckinPrices', () => call(checkinPrices, { params: { id }, query: { locale: 'fr_FR', month } }), 2],
      ['availabilities.json', () => call(availabilities, { params: { hotelId }, query: { locale: 'fr_FR', month, length: 12 } }), 2],
      ['product offers', () => call(productOffers, { params: { id: hotelId }, query: { locale: 'fr_FR', checkin: openDay, nights: 1 } }), 3],
      ['reviews.json', () => call(reviews, { params: { id: hotelId }, query: { locale: 'fr_FR' } }), 2],
      ['autocomplete', () => call(autocomplete, { query: { locale: 'fr_FR', term: 'par' } }), 1],
      ['recommendedAutocomplete', () => call(recommended, { query: { locale: 'fr_FR', q: 'par' } }), 2],
      ['activity search', () => call(activitySearch, { body: { locale: 'fr_FR' } }), 1],
      ['boxes/search', () => call(boxesSearch, { query: { locale: 'fr_FR' } }), 2],
      ['box detail', () => call(boxDetail, { params: { code: boxCode }, query: { locale: 'fr_FR' } }), 3],
      ['box offers', () => call(boxOffers, { params: { code: boxCode }, query: { locale: 'fr_FR', limit: 40 } }), 3],
      ['sub-elements', () => call(subElements, { query: { locale: 'fr_FR' } }), 2],
    ];
    for (const [name, run, max] of cases) {
      const { queries } = await countQueries(handle, run);
      expect(queries, name).toBeLessThanOrEqual(max);
    }
  });
});
