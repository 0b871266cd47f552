import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogIndex, IndexedDestination, IndexedHotel, IndexedPackage } from './catalog-index';
import { SearchCriteria } from './criteria';
import { getAreaDetails } from './location-details';
import { findCandidates, hasNoPlace, scanCandidates } from './memory-search';
import { buildPostings } from './postings';
import { packLabels } from './indexed-package';

const TODAY = '2026-11-24';
const OPTIONS = { today: TODAY, giftable: false };
const names = (name: string) => ({ fr: name, es: name, it: name, nl: name });

function hotel(id: number, latitude: number, longitude: number, places: Partial<IndexedHotel> = {}): IndexedHotel {
  return {
    id,
    active: true,
    star: 3,
    reviewScore: 8,
    reviewCount: 10,
    facilities: new Set(),
    petsAllowed: false,
    hotelType: 'hotel',
    environment: 'countryside',
    style: 'classic',
    country: 'FR',
    cityId: 100,
    departmentId: 10,
    regionId: 1,
    touristicRegionId: null,
    latitude,
    longitude,
    label: `Hotel ${id}`,
    roomTypes: [],
    cityNames: names('Sarlat'),
    days: undefined,
    localTax: { type: 'PER_PERSON_PER_NIGHT', amount: 0, percentage: 0 },
    ...places,
  };
}

function stay(id: number, of: IndexedHotel): IndexedPackage {
  return {
    id,
    hotel: of,
    nights: 1,
    basePrice: 20_000,
    refPrice: 20_000,
    childPrice: 0,
    themeId: 1,
    subthemeIds: [],
    activityIds: [],
    bucketPrices: [],
    popularity: 0,
    expiration: null,
    isGiftable: false,
    itemCategory: 'weekend',
    published: true,
    maxCapacity: 4,
    roomCapacity: 2,
    labels: packLabels(names(`Stay ${id}`)),
    headwordsJson: '{"fr":[],"es":[],"it":[],"nl":[]}',
    lastMinute: false,
    marketingLabels: [],
    targetedLabel: null,
    cancellable: true,
    cancellationDays: 2,
    channelManagerId: null,
    dataFlowMode: 'manual',
    autoDiscountCode: null,
    autoDiscountValue: null,
    boxCodes: new Set(),
  };
}

function indexOf(packages: IndexedPackage[], destinations: IndexedDestination[] = []): CatalogIndex {
  return { packages, destinations: new Map(destinations.map((d) => [d.id, d])), postings: buildPostings(packages), changesSince: '-infinity' };
}

const ids = (found: { pkg: { id: number } }[]) => found.map((candidate) => candidate.pkg.id).sort((a, b) => a - b);

describe('a map area in the in-memory search', () => {
  // Sarlat, Périgueux and Bergerac in the Dordogne; Aosta and Paris outside any area around it.
  const sarlat = hotel(1, 44.889, 1.216);
  const perigueux = hotel(2, 45.184, 0.721, { cityId: 101 });
  const bergerac = hotel(3, 44.853, 0.483, { cityId: 102 });
  const aosta = hotel(4, 45.737, 7.315, { country: 'IT', cityId: 200, departmentId: 20, regionId: 2 });
  const paris = hotel(5, 48.857, 2.352, { cityId: 300, departmentId: 30, regionId: 3 });
  const packages = [stay(11, sarlat), stay(12, perigueux), stay(13, bergerac), stay(14, aosta), stay(15, paris)];
  const index = indexOf(packages);

  it('keeps only the stays whose hotel lies inside the area, its edges included', () => {
    expect(ids(findCandidates(index, SearchCriteria.parse({ bbox: '44.5,0.4,45.3,1.6' }), OPTIONS))).toEqual([11, 12, 13]);
    expect(ids(findCandidates(index, SearchCriteria.parse({ bbox: '44.8,1,45,1.3' }), OPTIONS))).toEqual([11]);
    expect(ids(findCandidates(index, SearchCriteria.parse({ bbox: [44.889, 1.216, 45, 2] }), OPTIONS))).toEqual([11]);
    expect(ids(findCandidates(index, SearchCriteria.parse({ bbox: '40,-5,50,10' }), OPTIONS))).toEqual([11, 12, 13, 14, 15]);
    expect(findCandidates(index, SearchCriteria.parse({ bbox: '10,-5,20,10' }), OPTIONS)).toEqual([]);
  });

  it('narrows the other criteria rather than adding to them, and counts as a place', () => {
    const criteria = SearchCriteria.parse({ bbox: '44.5,0.4,45.3,1.6', city: 100 });
    expect(ids(findCandidates(index, criteria, OPTIONS))).toEqual([11]);
    expect(hasNoPlace(SearchCriteria.parse({ bbox: '44.5,0.4,45.3,1.6' }))).toBe(false);
  });

  it('refuses an area that is not south,west,north,east in range', () => {
    for (const bbox of ['45.3,0.4,44.5,1.6', '44.5,1.6,45.3,0.4', '44.5,0.4,45.3', '-91,0,45,1', '44,0,45,200', 'a,b,c,d', '44,,45,1']) {
      expect(SearchCriteria.safeParse({ bbox }).success, bbox).toBe(false);
    }
  });

  it('finds through the position cells exactly what a scan of every stay finds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: 35, max: 55, noNaN: true }), fc.double({ min: -10, max: 20, noNaN: true })), { minLength: 20, maxLength: 120 }),
        fc.tuple(fc.double({ min: 30, max: 60, noNaN: true }), fc.double({ min: 0.01, max: 12, noNaN: true })),
        fc.tuple(fc.double({ min: -15, max: 25, noNaN: true }), fc.double({ min: 0.01, max: 20, noNaN: true })),
        (positions, [south, height], [west, width]) => {
          const random = indexOf(positions.map(([lat, lng], i) => stay(i + 1, hotel(i + 1, lat, lng))));
          const criteria = SearchCriteria.parse({ bbox: [south, west, Math.min(90, south + height), Math.min(180, west + width)] });
          const found = ids(findCandidates(random, criteria, OPTIONS));
          expect(found).toEqual(ids(scanCandidates(random, criteria, OPTIONS)));
          const [s, w, n, e] = criteria.bbox ?? [0, 0, 0, 0];
          expect(found).toEqual(positions.flatMap(([lat, lng], i) => (lat >= s && lat <= n && lng >= w && lng <= e ? [i + 1] : [])));
        },
      ),
      { numRuns: 200, seed: 20261124 },
    );
  });

  it('is named by the most precise place holding all its results', () => {
    const destinations: IndexedDestination[] = [
      { id: 900, category: 'country', parentId: null, country: 'FR', names: names('France'), latitude: 46.6, longitude: 2.4 },
      { id: 1, category: 'region', parentId: 900, country: 'FR', names: { ...names('Nouvelle-Aquitaine'), nl: 'Nieuw-Aquitanië' }, latitude: 45, longitude: 0 },
      { id: 10, category: 'department', parentId: 1, country: 'FR', names: names('Dordogne'), latitude: 45.1, longitude: 0.7 },
      { id: 100, category: 'city', parentId: 10, country: 'FR', names: names('Sarlat-la-Canéda'), latitude: 44.889, longitude: 1.216 },
    ];
    const box = [44.5, 0.4, 45.3, 1.6] as const;
    expect(getAreaDetails(box, [sarlat], new Map(destinations.map((d) => [d.id, d])), 'fr').place).toEqual({
      id: 100,
      label: 'Sarlat-la-Canéda',
      category: 'city',
    });
    expect(getAreaDetails(box, [sarlat, perigueux, bergerac], new Map(destinations.map((d) => [d.id, d])), 'fr').place?.label).toBe('Dordogne');
    expect(
      getAreaDetails(box, [sarlat, hotel(6, 45, 0, { departmentId: 11, cityId: 110 })], new Map(destinations.map((d) => [d.id, d])), 'nl').place?.label,
    ).toBe('Nieuw-Aquitanië');
    expect(getAreaDetails(box, [sarlat, paris], new Map(destinations.map((d) => [d.id, d])), 'fr').place?.label).toBe('France');
    expect(getAreaDetails(box, [sarlat, aosta], new Map(destinations.map((d) => [d.id, d])), 'fr')).toEqual({ bbox: box, place: null });
    expect(getAreaDetails(box, [], new Map(destinations.map((d) => [d.id, d])), 'fr').place).toBeNull();
  });
});
