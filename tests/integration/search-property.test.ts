import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { POST as offers } from '../../src/pages/api/offers.json';
import { call, TARGETS, withTestDatabase } from './harness';

const FACILITIES = ['wifi', 'parking', 'spa', 'restaurant', 'pets', 'swimming-pool', 'nope'];
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Criteria a visitor (or a crawler) could send, valid or not. */
const criteriaArb = fc.record(
  {
    a: optional(fc.integer({ min: -2, max: 25 })),
    c: optional(fc.integer({ min: -1, max: 12 })),
    stars: optional(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 })),
    hotelScore: optional(fc.constantFrom(7, 8, 9, 11)),
    facilities: optional(fc.uniqueArray(fc.constantFrom(...FACILITIES), { maxLength: 2 })),
    country: optional(fc.constantFrom('FR', 'ES', 'IT', 'NL', 'BE', 'DE')),
    theme: optional(fc.constantFrom(26, 23, 19, 39, 2601, 5)),
    priceMin: optional(fc.integer({ min: 0, max: 30000 })),
    priceMax: optional(fc.integer({ min: 0, max: 60000 })),
    lat: optional(fc.double({ min: 36, max: 53, noNaN: true })),
    lng: optional(fc.double({ min: -5, max: 15, noNaN: true })),
    distanceMax: optional(fc.integer({ min: 0, max: 320 })),
    petsAllowed: optional(fc.boolean()),
    nights: optional(fc.integer({ min: 0, max: 3 })),
  },
  { requiredKeys: [] },
);

describe.each(TARGETS)('search properties on $name', ({ url }) => {
  let handle: DatabaseHandle;

  withTestDatabase(url, (opened) => {
    handle = opened;
  });

  it('never fails with a 500 and every result satisfies every filter it was given', async () => {
    await fc.assert(
      fc.asyncProperty(criteriaArb, fc.constantFrom('priceQuality', 'priceAsc', 'promo', 'popularity'), async (criteria, order) => {
        const { status, json } = await call(offers, { body: { locale: 'fr_FR', order, criteria, limit: 50 } });
        expect([200, 400]).toContain(status);
        if (status === 400) {
          expect(typeof json.error).toBe('string');
          return;
        }
        const ids: number[] = json.results.map((r: { id: number }) => r.id);
        if (ids.length === 0) return;
        const rows = await sql<{
          id: number;
          star: number;
          review_score: number | null;
          facilities: string[];
          country: string;
          theme_id: number;
          subtheme_ids: number[];
          pets_allowed: boolean;
          nights: number;
          max_capacity: number;
          lat: number;
          lng: number;
        }>`
          select p.id, h.star, h.review_score, h.facilities, h.country, p.theme_id, p.subtheme_ids, h.pets_allowed, p.nights, r.max_capacity,
                 h.latitude as lat, h.longitude as lng
          from packages p join hotels h on h.id = p.hotel_id join rooms r on r.id = p.room_id
          where p.id = any(${`{${ids.join(',')}}`}::int[])`.execute(handle.db);
        const byId = new Map(rows.rows.map((r) => [r.id, r]));
        for (const card of json.results) {
          const row = byId.get(card.id);
          expect(row).toBeDefined();
          if (!row) continue;
          if (criteria.stars?.length) expect(criteria.stars).toContain(row.star);
          if (criteria.hotelScore) expect(row.review_score ?? 0).toBeGreaterThanOrEqual(criteria.hotelScore);
          for (const f of criteria.facilities ?? []) {
            if (f === 'pets') expect(row.pets_allowed).toBe(true);
            else expect(row.facilities).toContain(f);
          }
          if (criteria.petsAllowed) expect(row.pets_allowed).toBe(true);
          if (criteria.country) expect(row.country).toBe(criteria.country);
          if (criteria.theme) expect(row.theme_id === criteria.theme || row.subtheme_ids.includes(criteria.theme)).toBe(true);
          if (criteria.nights) expect(row.nights).toBe(criteria.nights);
          expect(row.max_capacity).toBeGreaterThanOrEqual((criteria.a ?? 2) + (criteria.c ?? 0));
          const perPersonNight = card.sellPrice / Math.max(1, (criteria.a ?? 2) + (criteria.c ?? 0)) / card.nights;
          if (criteria.priceMin !== undefined) expect(perPersonNight).toBeGreaterThanOrEqual(criteria.priceMin - 1);
          if (criteria.priceMax !== undefined) expect(perPersonNight).toBeLessThanOrEqual(criteria.priceMax + 1);
          if (criteria.lat !== undefined && criteria.lng !== undefined) expect(card.distance).toBeLessThanOrEqual((criteria.distanceMax ?? 200) + 0.1);
        }
      }),
      { numRuns: 60, seed: 20261122 },
    );
  }, 120_000);
});
