import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchCriteria } from './criteria';
import { isInBoundingBox } from '../../domain/map';
import { buildPostings, cellKeysInBox, cellOf, createPostingsBuilder, isCellInBox, selectPositions, type PostedPackage } from './postings';

const EARTH_RADIUS_KM = 6378.168;

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

function posted(id: number, latitude: number, longitude: number, extra: Partial<PostedPackage> = {}): PostedPackage {
  return {
    themeId: 1,
    subthemeIds: [],
    activityIds: [],
    nights: 1,
    isGiftable: false,
    itemCategory: 'weekend',
    boxCodes: new Set(),
    cancellable: false,
    hotel: {
      id,
      cityId: 1,
      departmentId: null,
      regionId: null,
      touristicRegionId: null,
      country: 'FR',
      star: 3,
      facilities: new Set(),
      petsAllowed: false,
      hotelType: 'hotel',
      environment: 'countryside',
      style: 'classic',
      latitude,
      longitude,
    },
    ...extra,
  };
}

describe('postings', () => {
  it('are the same finished in steps, with a pause every few thousand lists, as finished at once', async () => {
    // 5,000 hotels of one package each: 5,000 hotel lists, then the others.
    const packages = Array.from({ length: 5_000 }, (_, i) => posted(i + 1, 40 + (i % 50) / 10, (i % 70) / 10, { themeId: i % 7, nights: 1 + (i % 3) }));
    const builder = createPostingsBuilder();
    packages.forEach((p, position) => builder.add(p, position));
    let pauses = 0;
    const stepped = await builder.finishInSteps(async () => {
      pauses += 1;
    });
    expect(pauses).toBe(2);
    expect(stepped).toEqual(buildPostings(packages));
    expect(stepped.byHotel.get(4_321)).toEqual(Int32Array.of(4_320));
  });

  it('keep every package within the radius of a point, near the poles and across ±180° too', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 0, max: 300 }),
        fc.array(fc.tuple(fc.double({ min: -6, max: 6, noNaN: true }), fc.double({ min: -12, max: 12, noNaN: true })), { minLength: 200, maxLength: 400 }),
        (lat, lng, km, offsets) => {
          const packages = offsets.map(([dLat, dLng], i) => {
            const wrapped = ((((lng + dLng + 180) % 360) + 360) % 360) - 180;
            return posted(i + 1, Math.max(-90, Math.min(90, lat + dLat)), wrapped);
          });
          const postings = buildPostings(packages);
          const selected = selectPositions(postings, new Map(), SearchCriteria.parse({ lat, lng, distanceMax: km }), { today: '2026-11-24', giftable: false });
          const kept = new Set(selected ?? packages.map((_, i) => i));
          packages.forEach((p, i) => {
            if (distanceKm(lat, lng, p.hotel.latitude, p.hotel.longitude) <= km) expect(kept.has(i)).toBe(true);
          });
        },
      ),
      { numRuns: 300, seed: 20261124 },
    );
  });

  it('narrow a search within a radius to the cells around it', () => {
    // Hotels every 0.5° over Europe: a 30 km circle around Paris looks at a handful of them.
    const packages: PostedPackage[] = [];
    for (let lat = 36; lat <= 60; lat += 0.5) for (let lng = -10; lng <= 20; lng += 0.5) packages.push(posted(packages.length + 1, lat, lng));
    const postings = buildPostings(packages);
    const paris = new Map([[7, { latitude: 48.8566, longitude: 2.3522 }]]);
    const selected = selectPositions(postings, paris, SearchCriteria.parse({ poi: 7 }), { today: '2026-11-24', giftable: false });
    expect(selected?.length).toBeGreaterThan(0);
    expect(selected?.length).toBeLessThan(packages.length / 50);
    // An unknown place matches nothing, so nothing is looked at.
    expect(selectPositions(postings, paris, SearchCriteria.parse({ poi: 8 }), { today: '2026-11-24', giftable: false })?.length).toBe(0);
  });

  it('start from the shortest list the criteria name, and from none without criteria', () => {
    const packages = [
      posted(1, 48, 2, { themeId: 5, subthemeIds: [501] }),
      posted(2, 48, 2, { themeId: 6, activityIds: [3, 3, 4] }),
      posted(3, 45, 5, { themeId: 5, nights: 2 }),
    ];
    const postings = buildPostings(packages);
    const select = (criteria: Record<string, unknown>) =>
      selectPositions(postings, new Map(), SearchCriteria.parse(criteria), { today: '2026-11-24', giftable: false });
    expect(select({})).toBeNull();
    expect([...(select({ theme: 501 }) ?? [])]).toEqual([0]);
    expect([...(select({ theme: 5, nights: 2 }) ?? [])]).toEqual([2]);
    // An 'or' of one criterion is the union, ascending and without repeats.
    expect([...(select({ tags: [4, 3] }) ?? [])]).toEqual([1]);
    expect([...(select({ stars: [3, 4] }) ?? [])]).toEqual([0, 1, 2]);
    expect([...(select({ facilities: ['spa'] }) ?? [])]).toEqual([]);
  });
});

describe('the cells wholly in a map area', () => {
  const degrees = (min: number, max: number) => fc.double({ min, max, noNaN: true });
  const box = fc
    .tuple(degrees(-60, 60), degrees(-170, 160), degrees(0, 12), degrees(0, 12))
    .map(([south, west, height, width]) => [south, west, south + height, west + width] as [number, number, number, number]);

  it('hold only positions in the area, and every cell whose corners are in the area is one', () => {
    fc.assert(
      fc.property(box, degrees(0, 0.999), degrees(0, 0.999), (area, up, right) => {
        const keys = cellKeysInBox(area) ?? [];
        for (const key of keys) {
          const latCell = Math.floor(key / 400) - 90;
          const lngCell = (key % 400) - 180;
          const position = { lat: latCell + up, lng: lngCell + right };
          expect(cellOf(position.lat, position.lng)).toBe(key);
          if (isCellInBox(key, area)) expect(isInBoundingBox(position, area)).toBe(true);
          // The whole cell is in the area exactly when both corners of its closure are.
          const corners = isInBoundingBox({ lat: latCell, lng: lngCell }, area) && isInBoundingBox({ lat: latCell + 1, lng: lngCell + 1 }, area);
          expect(isCellInBox(key, area)).toBe(corners);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out a cell the area cuts', () => {
    expect(isCellInBox(cellOf(45.5, 2.5), [45, 2, 46, 3])).toBe(true);
    expect(isCellInBox(cellOf(45.5, 2.5), [45, 2, 45.99, 3])).toBe(false);
    expect(isCellInBox(cellOf(45.5, 2.5), [45.01, 2, 46, 3])).toBe(false);
    expect(isCellInBox(cellOf(45.5, 2.5), [45, 2.2, 46, 3])).toBe(false);
    expect(isCellInBox(cellOf(-45.5, -2.5), [-46, -3, -45, -2])).toBe(true);
  });
});
