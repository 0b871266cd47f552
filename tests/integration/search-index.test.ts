import fc from 'fast-check';
import { getFreeCancellationUntil } from '../../src/domain/booking-cancellation';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/schema';
import { getCatalogIndex, invalidateCatalogIndex, type CatalogIndex } from '../../src/server/search/catalog-index';
import { SearchCriteria } from '../../src/server/search/criteria';
import { TEXTS } from '../../src/server/db/seed/texts';
import { countFacets, countWideFacets, getFacets, SCORE_OPTIONS, type FacetCounts } from '../../src/server/search/facets.server';
import { compareBy, findCandidates, homeCountryFirst, scanCandidates, type Candidate } from '../../src/server/search/memory-search';
import { rankCandidates, type RankedEntry } from '../../src/server/search/ranking';
import { findWideMatches, rankOpenStays, rankWideMatches } from '../../src/server/search/wide-search';
import { selectPositions } from '../../src/server/search/postings';
import { buildCandidates, type CandidateOptions } from '../../src/server/search/search-query';
import { searchOffers } from '../../src/server/search/search.server';
import { openTestDatabase, TARGETS } from './harness';

/**
 * ADR 36: the search through the postings and the facets counted from the index give exactly what the
 * full scan of the packages and the SQL facets gave, over random criteria drawn from the catalog's own values.
 */

/** The SQL facets the site used before ADR 36, over the scan's candidates: the reference of the in-memory counts. */
async function sqlFacets(db: Kysely<Database>, criteria: SearchCriteria, options: CandidateOptions, packageIds: number[]): Promise<FacetCounts> {
  const { rows } = await sql<{ facet: string; value: string; count: number }>`
    with candidates as (${buildCandidates(criteria, { ...options, packageIds })})
    select 'star' as facet, star::text as value, count(distinct hotel_id) as count from candidates group by star
    union all
    select 'score', s::text, count(distinct hotel_id) from candidates cross join unnest(${`{${SCORE_OPTIONS.join(',')}}`}::int[]) s
      where review_score >= s group by s
    union all
    select 'facility', f, count(distinct hotel_id) from candidates cross join unnest(facilities) f group by f
    union all
    select 'pets', 'pets', count(distinct hotel_id) from candidates where pets_allowed
    union all
    select 'type', hotel_type, count(distinct hotel_id) from candidates group by hotel_type
    union all
    select 'environment', environment, count(distinct hotel_id) from candidates group by environment
    union all
    select 'style', style, count(distinct hotel_id) from candidates group by style
    union all
    select 'activity', a::text, count(distinct hotel_id) from candidates cross join unnest(activity_ids) a group by a
    union all
    select 'total', '', count(distinct hotel_id) from candidates`.execute(db);
  const of = (facet: string) => rows.filter((row) => row.facet === facet && Number(row.count) > 0).map((row) => [row.value, Number(row.count)] as const);
  return {
    total: Number(of('total')[0]?.[1] ?? 0),
    star: new Map(of('star').map(([value, count]) => [Number(value), count])),
    score: new Map(of('score').map(([value, count]) => [Number(value), count])),
    facility: new Map(of('facility')),
    pets: Number(of('pets')[0]?.[1] ?? 0),
    // Depends on each stay's check-in: counted from the scanned candidates by the test.
    freeCancellation: 0,
    type: new Map(of('type')),
    environment: new Map(of('environment')),
    style: new Map(of('style')),
    activity: new Map(of('activity').map(([value, count]) => [Number(value), count])),
  };
}

/** What a search returns that the ranking and the cards read. */
const summary = (candidates: Candidate[]) => candidates.map(({ pkg, stayPrice, roomsLeft, distanceKm }) => ({ id: pkg.id, stayPrice, roomsLeft, distanceKm }));

/** Maps as sorted entries, so two counts compare whatever order they were filled in. */
const comparable = (counts: FacetCounts) =>
  Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, value instanceof Map ? [...value.entries()].sort() : value]));

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Absent three times in four, else drawn from `arb`. */
const optionalOf = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

/** The party, dates and common filters of a random dated search: check-in and stay length in days from today. */
const datedCriteriaFields = () => ({
  a: fc.integer({ min: 1, max: 6 }),
  c: fc.integer({ min: 0, max: 3 }),
  b: fc.integer({ min: 0, max: 2 }),
  checkin: fc.integer({ min: -2, max: 420 }),
  stay: optionalOf(fc.integer({ min: 1, max: 4 })),
  country: optionalOf(fc.constantFrom('FR', 'ES', 'IT')),
  stars: optionalOf(fc.uniqueArray(fc.integer({ min: 2, max: 5 }), { minLength: 2, maxLength: 3 })),
  hotelScore: optionalOf(fc.constantFrom(0, 7, 8)),
});

describe.each(TARGETS)('catalog index postings and facets on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let index: CatalogIndex;

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    index = await getCatalogIndex(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it('finds what the full scan finds and counts the facets SQL counts, over random criteria', async () => {
    const today = getToday();
    const hotels = [...new Set(index.packages.map((p) => p.hotel))];
    const values = <T>(pick: (h: (typeof hotels)[number]) => T | null) => [...new Set(hotels.map(pick).filter((v): v is T => v !== null))];
    // Each criterion is given about one time in nine, so most searches combine a few and still find stays.
    const optional = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
    const among = <T>(list: T[], unknown: T) => fc.constantFrom(...list, unknown);
    /** One of the values the hotels have (or an unknown one), about one time in nine. */
    const oneOf = <T>(pick: (h: (typeof hotels)[number]) => T | null, unknown: T) => optional(among(values(pick), unknown));
    /** One or two of the values the hotels have (or an unknown one), about one time in nine. */
    const someOf = <T>(pick: (h: (typeof hotels)[number]) => T | null, unknown: T) =>
      optional(fc.uniqueArray(among(values(pick), unknown), { minLength: 1, maxLength: 2 }));
    const places = [...index.destinations.values()];
    const placesOf = (category: string) => places.filter((d) => d.category === category).map((d) => d.id);
    const boxCodes = [...new Set(index.packages.flatMap((p) => [...p.boxCodes]))];
    const stay = fc.record({ offset: fc.integer({ min: -2, max: 380 }), nights: fc.integer({ min: 1, max: 4 }) });
    const criteriaArb = fc.record(
      {
        a: fc.integer({ min: 1, max: 6 }),
        c: fc.integer({ min: 0, max: 3 }),
        city: oneOf((h) => h.cityId, 999_999),
        department: oneOf((h) => h.departmentId, 999_998),
        region: oneOf((h) => h.regionId, 999_997),
        touristicregion: oneOf((h) => h.touristicRegionId, 999_996),
        country: optional(fc.constantFrom('FR', 'ES', 'IT', 'NL', 'BE')),
        poi: optional(among(placesOf('poi'), 999_995)),
        searesort: optional(among(placesOf('sea_resort'), 999_994)),
        skiresort: optional(among(placesOf('ski_resort'), 999_993)),
        point: optional(fc.record({ lat: fc.double({ min: 36, max: 54, noNaN: true }), lng: fc.double({ min: -6, max: 16, noNaN: true }) })),
        distanceMin: optional(fc.integer({ min: 0, max: 50 })),
        distanceMax: optional(fc.integer({ min: 0, max: 300 })),
        // A map area: south, west, then its height and width in degrees.
        area: optional(
          fc.tuple(
            fc.double({ min: 27, max: 54, noNaN: true }),
            fc.double({ min: -18, max: 18, noNaN: true }),
            fc.double({ min: 0.05, max: 12, noNaN: true }),
            fc.double({ min: 0.05, max: 16, noNaN: true }),
          ),
        ),
        hotel: optional(
          among(
            hotels.map((h) => h.id),
            999_992,
          ),
        ),
        theme: optional(among([...new Set(index.packages.flatMap((p) => [p.themeId, ...p.subthemeIds]).filter((id): id is number => id !== null))], 999_991)),
        tags: optional(fc.uniqueArray(among([...new Set(index.packages.flatMap((p) => p.activityIds))], 999_990), { minLength: 1, maxLength: 3 })),
        stars: optional(fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 })),
        hotelScore: optional(fc.constantFrom(7, 8, 8.5, 9)),
        facilities: optional(fc.uniqueArray(among([...new Set(hotels.flatMap((h) => [...h.facilities])), 'pets'], 'nope'), { minLength: 1, maxLength: 2 })),
        petsAllowed: optional(fc.boolean()),
        freeCancellation: optional(fc.boolean()),
        hotelTypes: someOf((h) => h.hotelType, 'igloo'),
        hotelEnvironments: someOf((h) => h.environment, 'moon'),
        hotelStyles: someOf((h) => h.style, 'brutalist'),
        nights: optional(fc.integer({ min: 1, max: 4 })),
        stay: optional(stay),
        priceMin: optional(fc.integer({ min: 0, max: 20_000 })),
        priceMax: optional(fc.integer({ min: 5_000, max: 60_000 })),
        gift: optional(fc.record({ giftNights: optional(fc.integer({ min: 1, max: 3 })) })),
        // The hotel flow: hotel-only nights, of any length (ADR 54).
        hotelFlow: optional(fc.constant(true)),
      },
      { requiredKeys: ['a', 'c'] },
    );
    const optionsArb = fc.record({
      giftable: optional(fc.constant(true)).map(Boolean),
      expandCity: optional(fc.boolean()),
      boxCode: optional(among(boxCodes, 'NOPE-EBOX')),
      singleVouchersOnly: optional(fc.boolean()),
    });
    let nonEmpty = 0;
    let narrowed = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(criteriaArb, optionsArb, async (drawn, drawnOptions) => {
        const { point, stay: dates, gift, hotelFlow, area, ...rest } = drawn;
        const parsed = SearchCriteria.safeParse({
          ...rest,
          ...(point ?? {}),
          ...(area ? { bbox: [area[0], area[1], area[0] + area[2], area[1] + area[3]] } : {}),
          ...(dates ? { checkin: dayFromToday(dates.offset), checkout: dayFromToday(dates.offset + dates.nights) } : {}),
          ...(gift ? { flow: 'gifting', giftNights: gift.giftNights } : hotelFlow ? { flow: 'hotel' } : {}),
        });
        if (!parsed.success) return;
        const criteria = parsed.data;
        const options: CandidateOptions = { today, ...drawnOptions };
        const indexed = findCandidates(index, criteria, options);
        const scanned = scanCandidates(index, criteria, options);
        expect(summary(indexed)).toEqual(summary(scanned));
        const fromIndex = countFacets(indexed, today);
        const fromSql = {
          ...(await sqlFacets(
            handle.db,
            criteria,
            options,
            scanned.map((candidate) => candidate.pkg.id),
          )),
          freeCancellation: new Set(
            scanned
              .filter(
                ({ pkg, price }) => getFreeCancellationUntil({ cancellable: pkg.cancellable, daysBefore: pkg.cancellationDays }, price.checkin, today) !== null,
              )
              .map(({ pkg }) => pkg.hotel.id),
          ).size,
        };
        expect(comparable(fromIndex)).toEqual(comparable(fromSql));
        runs += 1;
        if (indexed.length > 0) nonEmpty += 1;
        if (selectPositions(index.postings, index.destinations, criteria, options) !== null) narrowed += 1;
      }),
      { numRuns: 600, seed: 20261124 },
    );
    // The criteria must find something often enough for the comparison to mean anything.
    expect(runs).toBeGreaterThan(400);
    expect(nonEmpty).toBeGreaterThan(runs / 5);
    expect(narrowed).toBeGreaterThan(runs / 2);
  }, 240_000);

  it('answers a wide search from bitsets and sorted packages exactly as the scan and a full sort, over random criteria', () => {
    const today = getToday();
    const hotels = [...new Set(index.packages.map((p) => p.hotel))];
    const optional = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
    const sortsOf = { booking: ['priceQuality', 'priceAsc', 'promo', 'popularity'], gifting: ['priceQuality', 'svPriceAsc', 'svPriceDesc'] };
    const criteriaArb = fc.record(
      {
        a: fc.integer({ min: 1, max: 6 }),
        c: fc.integer({ min: 0, max: 3 }),
        b: fc.integer({ min: 0, max: 2 }),
        country: optional(fc.constantFrom('FR', 'ES', 'IT')),
        stars: optional(fc.uniqueArray(fc.integer({ min: 2, max: 5 }), { minLength: 2, maxLength: 3 })),
        hotelScore: optional(fc.constantFrom(0, 6, 7, 8)),
        facilities: optional(fc.uniqueArray(fc.constantFrom(...new Set(hotels.flatMap((h) => [...h.facilities]))), { minLength: 1, maxLength: 1 })),
        freeCancellation: optional(fc.boolean()),
        nights: optional(fc.integer({ min: 1, max: 2 })),
        priceMin: optional(fc.integer({ min: 0, max: 15_000 })),
        priceMax: optional(fc.integer({ min: 5_000, max: 60_000 })),
        gifting: optional(fc.constant(true)),
      },
      { requiredKeys: ['a', 'c', 'b'] },
    );
    const requestArb = fc.record({
      sortPick: fc.nat(),
      homeCountry: fc.constantFrom(null, 'FR', 'ES'),
      perHotel: fc.integer({ min: 1, max: 3 }),
      giftable: fc.boolean(),
      pages: fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 40 })), { minLength: 1, maxLength: 3 }),
    });
    const entries = (list: readonly RankedEntry[]) => list.map(({ candidate, offersInHotel }) => [candidate.pkg.id, candidate.stayPrice, offersInHotel]);
    let wide = 0;
    let runs = 0;
    fc.assert(
      fc.property(criteriaArb, requestArb, ({ gifting, ...rest }, { sortPick, homeCountry, perHotel, giftable, pages }) => {
        const parsed = SearchCriteria.safeParse({ ...rest, ...(gifting ? { flow: 'gifting' } : {}) });
        if (!parsed.success) return;
        const criteria = parsed.data;
        const options: CandidateOptions = { today, giftable };
        const sorts = sortsOf[gifting ? 'gifting' : 'booking'];
        const sort = sorts[sortPick % sorts.length] as string;
        runs += 1;
        const matches = findWideMatches(index, criteria, options);
        if (!matches) return;
        wide += 1;
        const scanned = scanCandidates(index, criteria, options);
        expect(comparable(countWideFacets(matches))).toEqual(comparable(countFacets(scanned, today)));
        const compare = homeCountry ? homeCountryFirst(homeCountry, compareBy(sort, criteria)) : compareBy(sort, criteria);
        const expected = [...rankCandidates(scanned, compare, perHotel).all()].sort((x, y) => compare(x.candidate, y.candidate));
        const walked = rankWideMatches(matches, sort, criteria, perHotel, homeCountry);
        expect(walked?.length).toBe(expected.length);
        for (const [page, limit] of pages)
          expect(entries(walked?.slice(page * limit, limit) ?? [])).toEqual(entries(expected.slice(page * limit, page * limit + limit)));
      }),
      { numRuns: 300, seed: 20261127 },
    );
    // Most of these searches must take the wide path for the comparison to mean anything.
    expect(wide).toBeGreaterThan(runs / 2);
  }, 240_000);

  it('answers a search by map area or around a point from the hotels of its cells exactly as the scan and a full sort, over random criteria', () => {
    const today = getToday();
    const hotels = [...new Set(index.packages.map((p) => p.hotel))];
    const latitudes = hotels.map((h) => h.latitude);
    const longitudes = hotels.map((h) => h.longitude);
    const [south, north] = [Math.min(...latitudes), Math.max(...latitudes)];
    const [west, east] = [Math.min(...longitudes), Math.max(...longitudes)];
    const optional = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
    const latitude = fc.double({ min: south - 1, max: north + 1, noNaN: true });
    const longitude = fc.double({ min: west - 1, max: east + 1, noNaN: true });
    // Anywhere around the catalog, or at a hotel's very position (on an area's edge, at no distance).
    const at = fc.oneof(fc.tuple(latitude, longitude), fc.constantFrom(...hotels.map((h) => [h.latitude, h.longitude] as [number, number])));
    const areaArb = fc.oneof(
      // A map area, sometimes around a hotel's very position (on its edge), sometimes far too wide for the cells.
      fc.record({ kind: fc.constant('bbox' as const), at, span: fc.oneof(fc.double({ min: 0, max: 8, noNaN: true }), fc.constant(0), fc.constant(120)) }),
      fc.record({
        kind: fc.constant('point' as const),
        at,
        distanceMax: optional(fc.integer({ min: 1, max: 300 })),
        distanceMin: optional(fc.integer({ min: 0, max: 200 })),
      }),
      fc.record({
        kind: fc.constant('both' as const),
        at,
        span: fc.double({ min: 0.5, max: 6, noNaN: true }),
        distanceMax: optional(fc.integer({ min: 1, max: 300 })),
      }),
    );
    const criteriaArb = fc.record(
      {
        a: fc.integer({ min: 1, max: 6 }),
        c: fc.integer({ min: 0, max: 3 }),
        b: fc.integer({ min: 0, max: 2 }),
        country: optional(fc.constantFrom('FR', 'ES', 'IT')),
        stars: optional(fc.uniqueArray(fc.integer({ min: 2, max: 5 }), { minLength: 2, maxLength: 3 })),
        hotelScore: optional(fc.constantFrom(0, 7, 8)),
        freeCancellation: optional(fc.boolean()),
        priceMin: optional(fc.integer({ min: 0, max: 15_000 })),
        priceMax: optional(fc.integer({ min: 5_000, max: 60_000 })),
        gifting: optional(fc.constant(true)),
      },
      { requiredKeys: ['a', 'c', 'b'] },
    );
    const requestArb = fc.record({
      sortPick: fc.nat(),
      perHotel: fc.integer({ min: 1, max: 3 }),
      giftable: fc.boolean(),
      pages: fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 40 })), { minLength: 1, maxLength: 3 }),
    });
    const entries = (list: readonly RankedEntry[]) =>
      list.map(({ candidate, offersInHotel }) => [candidate.pkg.id, candidate.stayPrice, candidate.distanceKm, offersInHotel]);
    const hotelIds = (list: readonly { id: number }[]) => list.map((h) => h.id).sort((x, y) => x - y);
    let runs = 0;
    let nonEmpty = 0;
    fc.assert(
      fc.property(areaArb, criteriaArb, requestArb, (area, { gifting, ...rest }, { sortPick, perHotel, giftable, pages }) => {
        const [lat, lng] = area.at;
        const geo =
          area.kind === 'point'
            ? { lat, lng, distanceMax: area.distanceMax, distanceMin: area.distanceMin }
            : {
                bbox: [lat - area.span / 2, lng - area.span / 2, lat + area.span / 2, lng + area.span / 2].map((value, i) =>
                  Math.max(i % 2 ? -180 : -90, Math.min(i % 2 ? 180 : 90, value)),
                ),
                ...(area.kind === 'both' ? { lat, lng, distanceMax: area.distanceMax } : {}),
              };
        const parsed = SearchCriteria.safeParse({ ...rest, ...geo, ...(gifting ? { flow: 'gifting' } : {}) });
        if (!parsed.success) return;
        runs += 1;
        const criteria = parsed.data;
        const options: CandidateOptions = { today, giftable };
        const sorts = [
          ...(gifting ? ['priceQuality', 'svPriceAsc', 'svPriceDesc'] : ['priceQuality', 'priceAsc', 'promo', 'popularity']),
          ...(criteria.lat === undefined ? [] : ['distance']),
        ];
        const sort = sorts[sortPick % sorts.length] as string;
        const matches = findWideMatches(index, criteria, options);
        expect(matches).not.toBeNull();
        if (!matches) return;
        const scanned = scanCandidates(index, criteria, options);
        if (scanned.length > 0) nonEmpty += 1;
        expect(comparable(countWideFacets(matches))).toEqual(comparable(countFacets(scanned, today)));
        const compare = compareBy(sort, criteria);
        const ranking = rankCandidates(scanned, compare, perHotel);
        const expected = [...ranking.all()].sort((x, y) => compare(x.candidate, y.candidate));
        const walked = rankWideMatches(matches, sort, criteria, perHotel, null);
        expect(walked?.length).toBe(expected.length);
        expect(hotelIds(walked?.hotels() ?? [])).toEqual(hotelIds(ranking.hotels()));
        for (const [page, limit] of pages)
          expect(entries(walked?.slice(page * limit, limit) ?? [])).toEqual(entries(expected.slice(page * limit, page * limit + limit)));
        expect(entries(walked?.all() ?? []).sort()).toEqual(entries(expected).sort());
      }),
      { numRuns: 300, seed: 20261127 },
    );
    expect(runs).toBeGreaterThan(200);
    expect(nonEmpty).toBeGreaterThan(runs / 4);
  }, 240_000);

  it('counts the facets of a dated search from bitsets and open nights exactly as the scan, over random criteria', () => {
    const today = getToday();
    const hotels = [...new Set(index.packages.map((p) => p.hotel))];
    const criteriaArb = fc.record(
      {
        ...datedCriteriaFields(),
        facilities: optionalOf(fc.uniqueArray(fc.constantFrom(...new Set(hotels.flatMap((h) => [...h.facilities]))), { minLength: 1, maxLength: 1 })),
        freeCancellation: optionalOf(fc.boolean()),
        bbox: optionalOf(fc.constantFrom(...hotels.slice(0, 20).map((h) => [h.latitude - 2, h.longitude - 3, h.latitude + 2, h.longitude + 3]))),
        gifting: optionalOf(fc.constant(true)),
      },
      { requiredKeys: ['a', 'c', 'b', 'checkin'] },
    );
    let runs = 0;
    let nonEmpty = 0;
    fc.assert(
      fc.property(criteriaArb, fc.boolean(), ({ checkin, stay, gifting, ...rest }, giftable) => {
        const dates = { checkin: dayFromToday(checkin), ...(stay ? { checkout: dayFromToday(checkin + stay) } : {}) };
        const parsed = SearchCriteria.safeParse({ ...rest, ...dates, ...(gifting ? { flow: 'gifting' } : {}) });
        if (!parsed.success) return;
        const criteria = parsed.data;
        const options: CandidateOptions = { today, giftable };
        // Its results are ranked by their prices for the dates: only its counts take this path.
        expect(findWideMatches(index, criteria, options)).toBeNull();
        const matches = findWideMatches(index, criteria, options, { countsOnly: true });
        if (!matches) return;
        runs += 1;
        const scanned = scanCandidates(index, criteria, options);
        if (scanned.length > 0) nonEmpty += 1;
        expect(comparable(countWideFacets(matches))).toEqual(comparable(countFacets(scanned, today)));
      }),
      { numRuns: 300, seed: 20261127 },
    );
    expect(runs).toBeGreaterThan(150);
    expect(nonEmpty).toBeGreaterThan(runs / 3);
  }, 240_000);

  it('ranks a dated search from its open stays and prices only the pages asked, exactly as the scan and a full sort, over random criteria', () => {
    const today = getToday();
    const hotels = [...new Set(index.packages.map((p) => p.hotel))];
    const criteriaArb = fc.record(
      {
        ...datedCriteriaFields(),
        freeCancellation: optionalOf(fc.boolean()),
        near: optionalOf(fc.constantFrom(...hotels.slice(0, 20).map((h) => ({ lat: h.latitude, lng: h.longitude, distanceMax: 300 })))),
        gifting: optionalOf(fc.constant(true)),
      },
      { requiredKeys: ['a', 'c', 'b', 'checkin'] },
    );
    const requestArb = fc.record({
      sortPick: fc.nat(),
      homeCountry: fc.constantFrom(null, 'FR', 'ES'),
      perHotel: fc.integer({ min: 1, max: 3 }),
      giftable: fc.boolean(),
      // Hotels whose stays the live nights would refuse: every n-th hotel by id (0: none).
      refused: fc.integer({ min: 0, max: 4 }),
      pages: fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 40 })), { minLength: 1, maxLength: 3 }),
    });
    const entries = (list: readonly RankedEntry[]) =>
      list.map(({ candidate, offersInHotel }) => [
        candidate.pkg.id,
        candidate.stayPrice,
        candidate.price.nights,
        candidate.roomsLeft,
        candidate.distanceKm,
        offersInHotel,
      ]);
    let runs = 0;
    let nonEmpty = 0;
    fc.assert(
      fc.property(criteriaArb, requestArb, ({ checkin, stay, gifting, near, ...rest }, { sortPick, homeCountry, perHotel, giftable, refused, pages }) => {
        const dates = { checkin: dayFromToday(checkin), ...(stay ? { checkout: dayFromToday(checkin + stay) } : {}) };
        const parsed = SearchCriteria.safeParse({ ...rest, ...near, ...dates, ...(gifting ? { flow: 'gifting' } : {}) });
        if (!parsed.success) return;
        const criteria = parsed.data;
        const options: CandidateOptions = { today, giftable };
        const sorts = [
          ...(gifting ? ['priceQuality', 'svPriceAsc', 'svPriceDesc'] : ['priceQuality', 'priceAsc', 'promo', 'popularity']),
          ...(near ? ['distance'] : []),
        ];
        const sort = sorts[sortPick % sorts.length] as string;
        const matches = findWideMatches(index, criteria, options, { countsOnly: true, floors: true });
        if (!matches) return;
        const open = rankOpenStays(matches, sort, criteria, perHotel, homeCountry, today);
        expect(open).not.toBeNull();
        if (!open) return;
        runs += 1;
        const scanned = scanCandidates(index, criteria, options);
        if (scanned.length > 0) nonEmpty += 1;
        const compare = homeCountry ? homeCountryFirst(homeCountry, compareBy(sort, criteria)) : compareBy(sort, criteria);
        const accepted = (hotelId: number) => refused === 0 || hotelId % refused !== 0;
        const expected = [...rankCandidates(scanned, compare, perHotel).all()]
          .filter(({ candidate }) => accepted(candidate.pkg.hotel.id))
          .sort((x, y) => compare(x.candidate, y.candidate));
        // As a search drops the stays the live nights refuse: only those of the hotels named are tested.
        const refusedHotels = refused === 0 ? [] : hotels.filter((h) => !accepted(h.id)).map((h) => h.id);
        const ranked = open.keepStays((kept) => accepted(kept.hotelId), refusedHotels);
        expect(ranked.length).toBe(expected.length);
        for (const [page, limit] of pages)
          expect(entries(ranked.slice(page * limit, limit))).toEqual(entries(expected.slice(page * limit, page * limit + limit)));
        expect(entries(ranked.all())).toEqual(entries(expected));
      }),
      { numRuns: 300, seed: 20261127 },
    );
    expect(runs).toBeGreaterThan(150);
    expect(nonEmpty).toBeGreaterThan(runs / 3);
  }, 240_000);

  it('takes the first pages of a wide dated search from the hotels whose lowest possible price can reach them, as a full ranking does', () => {
    const today = getToday();
    const hotels = [...new Set(index.packages.map((p) => p.hotel))];
    const arb = fc.record({
      checkin: fc.integer({ min: 3, max: 300 }),
      stay: fc.integer({ min: 1, max: 3 }),
      a: fc.integer({ min: 1, max: 2 }),
      c: fc.integer({ min: 0, max: 1 }),
      sort: fc.constantFrom('priceQuality', 'priceAsc'),
      homeCountry: fc.constantFrom(null, 'FR', 'BE'),
      perHotel: fc.integer({ min: 1, max: 3 }),
      refused: fc.integer({ min: 0, max: 4 }),
      pages: fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 12 })), { minLength: 1, maxLength: 3 }),
    });
    const entries = (list: readonly RankedEntry[]) => list.map(({ candidate, offersInHotel }) => [candidate.pkg.id, candidate.stayPrice, offersInHotel]);
    let runs = 0;
    fc.assert(
      fc.property(arb, ({ checkin, stay, a, c, sort, homeCountry, perHotel, refused, pages }) => {
        const criteria = SearchCriteria.parse({ a, c, checkin: dayFromToday(checkin), checkout: dayFromToday(checkin + stay) });
        const options: CandidateOptions = { today, giftable: false };
        // A length few packages have is no wide search.
        const matches = findWideMatches(index, criteria, options, { countsOnly: true, floors: true });
        if (!matches) return;
        const open = rankOpenStays(matches, sort, criteria, perHotel, homeCountry, today);
        if (!open) throw new Error('a dated search ranks its open stays');
        runs += 1;
        const accepted = (hotelId: number) => refused === 0 || hotelId % refused !== 0;
        const refusedHotels = hotels.filter((h) => !accepted(h.id)).map((h) => h.id);
        const ranked = open.keepStays((kept) => accepted(kept.hotelId), refusedHotels);
        const compare = homeCountry ? homeCountryFirst(homeCountry, compareBy(sort, criteria)) : compareBy(sort, criteria);
        const expected = [...rankCandidates(scanCandidates(index, criteria, options), compare, perHotel).all()]
          .filter(({ candidate }) => accepted(candidate.pkg.hotel.id))
          .sort((x, y) => compare(x.candidate, y.candidate));
        expect(ranked.length).toBe(expected.length);
        for (const [page, limit] of pages)
          expect(entries(ranked.slice(page * limit, limit))).toEqual(entries(expected.slice(page * limit, page * limit + limit)));
        expect(ranked.largestStay()).toEqual(expected.length === 0 ? null : { nights: stay, rooms: expect.any(Number) });
      }),
      { numRuns: 200, seed: 20261128 },
    );
    expect(runs).toBeGreaterThan(100);
  }, 240_000);

  it('looks at fewer packages than the catalog holds when the criteria name a place or a filter', () => {
    const today = getToday();
    const cityId = index.packages[0]?.hotel.cityId as number;
    const c = SearchCriteria.parse({ city: cityId });
    const inCity = index.packages.filter((p) => p.hotel.cityId === cityId).length;
    expect(index.postings.byCity.get(cityId)?.length).toBe(inCity);
    expect(inCity).toBeLessThan(index.packages.length / 2);
    expect(findCandidates(index, c, { today, giftable: false }).every((candidate) => candidate.pkg.hotel.cityId === cityId)).toBe(true);
  });

  it('ranks a search once per index: the same answer again, and a catalog change ranks anew', async () => {
    const today = getToday();
    const request = { locale: 'fr_FR', criteria: SearchCriteria.parse({}), numberOfPackagesPerHotel: 1, limit: 20, page: 0 };
    const first = await searchOffers(handle.db, request, today);
    const again = await searchOffers(handle.db, { ...request, page: 1 }, today);
    expect(again.searchDetails.totalCount).toBe(first.searchDetails.totalCount);
    expect((await searchOffers(handle.db, request, today)).results).toEqual(first.results);
    // Pages of one ranking never overlap.
    const firstIds = new Set(first.results.map((card) => card.id));
    expect(again.results.some((card) => firstIds.has(card.id))).toBe(false);
    // The first card's package made much cheaper: once the index is rebuilt, the ranking is made again from it.
    const top = first.results[0]!;
    const { base_price: basePrice } = await handle.db.selectFrom('packages').select('base_price').where('id', '=', top.id).executeTakeFirstOrThrow();
    await handle.db
      .updateTable('packages')
      .set({ base_price: Math.round(basePrice / 2) })
      .where('id', '=', top.id)
      .execute();
    try {
      await invalidateCatalogIndex(handle.db);
      const changed = (await searchOffers(handle.db, request, today)).results.find((card) => card.id === top.id);
      expect(changed?.sellPrice).toBeLessThan(top.sellPrice);
    } finally {
      await handle.db.updateTable('packages').set({ base_price: basePrice }).where('id', '=', top.id).execute();
      await invalidateCatalogIndex(handle.db);
    }
  }, 120_000);

  it('counts the facets of a search once per index: the same counts again, and a catalog change counts anew', async () => {
    const options = { today: getToday(), giftable: false };
    // A hotel that a search of its city finds, rated 3 or 4 stars (the facet lists 5, 4 and 3).
    const hotel = index.packages
      .map((pkg) => pkg.hotel)
      .find(
        (candidate) =>
          (candidate.star === 3 || candidate.star === 4) &&
          findCandidates(index, SearchCriteria.parse({ city: candidate.cityId }), options).some(({ pkg }) => pkg.hotel.id === candidate.id),
      )!;
    const criteria = SearchCriteria.parse({ city: hotel.cityId });
    const starCount = (facets: Awaited<ReturnType<typeof getFacets>>, star: number) => facets.stars.find((entry) => entry.value === star)?.count ?? 0;
    const first = await getFacets(handle.db, criteria, 'fr', TEXTS, options);
    expect(await getFacets(handle.db, criteria, 'fr', TEXTS, options)).toEqual(first);
    expect(first.totalCount).toBeGreaterThan(0);
    // One hotel of the city moved to another star rating: once the index is rebuilt, the counts follow.
    const moved = 5;
    await handle.db.updateTable('hotels').set({ star: moved }).where('id', '=', hotel.id).execute();
    try {
      await invalidateCatalogIndex(handle.db);
      const changed = await getFacets(handle.db, criteria, 'fr', TEXTS, options);
      expect(starCount(changed, moved)).toBe(starCount(first, moved) + 1);
      expect(starCount(changed, hotel.star)).toBe(starCount(first, hotel.star) - 1);
      expect(changed.totalCount).toBe(first.totalCount);
    } finally {
      await handle.db.updateTable('hotels').set({ star: hotel.star }).where('id', '=', hotel.id).execute();
      await invalidateCatalogIndex(handle.db);
    }
  }, 120_000);
});
