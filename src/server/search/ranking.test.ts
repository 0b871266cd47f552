import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchCriteria, SORT_KEYS } from './criteria';
import type { IndexedPackage } from './indexed-package';
import { compareBy, homeCountryFirst, sortByKeys, sortKey, type Candidate } from './memory-search';
import { rankCandidates, type RankedEntry } from './ranking';

/** The whole ranking put in order: each hotel's list sorted, its first `perHotel` kept, all of them sorted. */
function sortAll(candidates: readonly Candidate[], compare: (a: Candidate, b: Candidate) => number, perHotel: number, inHotel = compare): RankedEntry[] {
  const byHotel = new Map<number, Candidate[]>();
  for (const candidate of candidates) byHotel.set(candidate.pkg.hotel.id, [...(byHotel.get(candidate.pkg.hotel.id) ?? []), candidate]);
  const kept = [...byHotel.values()].flatMap((list) =>
    [...list]
      .sort(inHotel)
      .slice(0, perHotel)
      .map((candidate) => ({ candidate, offersInHotel: list.length })),
  );
  return kept.sort((a, b) => compare(a.candidate, b.candidate));
}

const arbitraryCandidate = fc.record({
  hotel: fc.integer({ min: 1, max: 12 }),
  country: fc.constantFrom('FR', 'ES', 'IT'),
  reviewScore: fc.option(fc.integer({ min: 5, max: 10 })),
  total: fc.integer({ min: 5_000, max: 60_000 }),
  nights: fc.integer({ min: 1, max: 3 }),
  refPrice: fc.integer({ min: 5_000, max: 70_000 }),
  popularity: fc.integer({ min: 0, max: 5 }),
  bucket: fc.integer({ min: 1_000, max: 9_000 }),
  distance: fc.option(fc.integer({ min: 0, max: 300 })),
});

type Drawn = typeof arbitraryCandidate extends fc.Arbitrary<infer T> ? T : never;

function toCandidates(records: readonly Drawn[]): Candidate[] {
  return records.map(
    (r, i) =>
      ({
        pkg: {
          id: i + 1,
          hotel: { id: r.hotel, country: r.country, reviewScore: r.reviewScore },
          refPrice: r.refPrice,
          basePrice: r.total,
          popularity: r.popularity,
          bucketPrices: [r.bucket, r.bucket + 500, r.bucket + 1000],
        } as unknown as IndexedPackage,
        price: { total: r.total, nights: r.nights } as Candidate['price'],
        stayPrice: r.total,
        roomsLeft: null,
        distanceKm: r.distance,
      }) satisfies Candidate,
  );
}

const ids = (entries: readonly RankedEntry[]) => entries.map(({ candidate, offersInHotel }) => [candidate.pkg.id, offersInHotel]);

describe('rankCandidates', () => {
  it('gives every page of a sort the entries of the whole ranking sorted then sliced', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryCandidate, { maxLength: 150 }),
        fc.constantFrom(...SORT_KEYS),
        fc.constantFrom('booking', 'hotel', 'gifting'),
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 25 })), { minLength: 1, maxLength: 4 }),
        (records, sort, flow, homeFirst, perHotel, pages) => {
          const candidates = toCandidates(records);
          const criteria = SearchCriteria.parse({ a: 2, flow });
          const compare = homeFirst ? homeCountryFirst('FR', compareBy(sort, criteria)) : compareBy(sort, criteria);
          const inHotel = flow === 'hotel' ? compareBy('priceAsc', criteria) : compare;
          const expected = sortAll(candidates, compare, perHotel, inHotel);
          const ranking = rankCandidates(candidates, compare, perHotel, inHotel);
          expect(ranking.length).toBe(expected.length);
          for (const [page, limit] of pages) expect(ids(ranking.slice(page * limit, limit))).toEqual(ids(expected.slice(page * limit, page * limit + limit)));
          expect(ids(ranking.first(300))).toEqual(ids(expected.slice(0, 300)));
          const keep = ({ candidate }: RankedEntry) => candidate.pkg.id % 3 !== 0;
          expect(ids(ranking.filter(keep).first(20))).toEqual(ids(expected.filter(keep).slice(0, 20)));
        },
      ),
      { numRuns: 500, seed: 20261127 },
    );
  });

  it('sorts by keys computed once in the order compareBy gives, every sort and flow', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryCandidate, { maxLength: 150 }),
        fc.constantFrom(...SORT_KEYS),
        fc.constantFrom('booking', 'hotel', 'gifting'),
        fc.integer({ min: 1, max: 3 }),
        (records, sort, flow, bucket) => {
          const candidates = toCandidates(records);
          const criteria = SearchCriteria.parse({ a: 2, flow, bucket });
          const key = sortKey(sort, criteria);
          const ranks = sortByKeys(
            Float64Array.from(candidates, key),
            Int32Array.from(candidates, (candidate) => candidate.pkg.id),
          );
          const expected = [...candidates].sort(compareBy(sort, criteria)).map((candidate) => candidate.pkg.id);
          expect(Array.from(ranks, (rank) => (candidates[rank] as Candidate).pkg.id)).toEqual(expected);
        },
      ),
      { numRuns: 300, seed: 20261128 },
    );
  });
});
