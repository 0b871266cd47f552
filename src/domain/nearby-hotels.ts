/** 'Hotels around that may interest you' on the hotel page (spec §2 'Hotel page'). */

/** Only hotels within this distance of the hotel shown, in km. */
export const NEARBY_HOTELS_RADIUS_KM = 50;

/** Hotels the carousel shows at most. */
export const NEARBY_HOTELS_LIMIT = 8;

/** What the selection needs to know of a candidate: its hotel and its distance from the hotel shown. */
export interface NearbyCandidate {
  hotelId: number;
  /** Kilometres from the hotel shown; null when unknown. */
  distanceKm: number | null;
}

/**
 * The nearby hotels to suggest: other hotels than `currentHotelId`, within NEARBY_HOTELS_RADIUS_KM, each once
 * (its first candidate is kept, so a caller listing the cheapest offer first shows that one), nearest first
 * (equal distances by hotel id), NEARBY_HOTELS_LIMIT at most. Unknown or impossible distances are left out.
 */
export function selectNearbyHotels<T extends NearbyCandidate>(candidates: readonly T[], currentHotelId: number): T[] {
  const seen = new Set<number>([currentHotelId]);
  const kept: T[] = [];
  for (const candidate of candidates) {
    const { hotelId, distanceKm } = candidate;
    if (seen.has(hotelId) || distanceKm === null || !Number.isFinite(distanceKm) || distanceKm < 0 || distanceKm > NEARBY_HOTELS_RADIUS_KM) continue;
    seen.add(hotelId);
    kept.push(candidate);
  }
  return kept.sort((a, b) => (a.distanceKm as number) - (b.distanceKm as number) || a.hotelId - b.hotelId).slice(0, NEARBY_HOTELS_LIMIT);
}
