/** Search filters: budget slider, distance, score, stars, and the applied-filter count. */

/** Budget slider lower end in cents (9 €): a minimum at or below it means no minimum. */
export const PRICE_SLIDER_MIN = 900;

/** Budget slider upper end in cents (250 €): a maximum at or above it means no maximum. */
export const PRICE_SLIDER_MAX = 25000;

/** Distance slider lower end in km: a range from it to DISTANCE_MAX is no distance filter. */
export const DISTANCE_MIN = 0;

/** Distance slider upper end in km. */
export const DISTANCE_MAX = 300;

/** Distance slider step in km. */
export const DISTANCE_STEP = 1;

/** Radius options around a place, in km. */
export const DISTANCE_OPTIONS: readonly number[] = [100, 200, 300];

/** Radius preselected around a place, in km. */
export const DEFAULT_DISTANCE = 200;

/** Minimum review score options. */
export const SCORE_OPTIONS: readonly number[] = [9, 8, 7];

/** Hotel star options. */
export const STAR_OPTIONS: readonly number[] = [5, 4, 3];

/** A budget in cents; null ends are open. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** A distance range in km; null means no distance filter. */
export interface DistanceRange {
  min: number;
  max: number;
}

/** Filters of a search as stored in the URL. */
export interface SearchFilters {
  activities: readonly string[];
  stars: readonly number[];
  facilities: readonly string[];
  amenities: readonly string[];
  score: number | null;
  budget: PriceRange;
  distanceRange: DistanceRange | null;
  /** Radius around a place in km; undefined when the search has no place. */
  radius?: number;
}

/**
 * Budget as stored: ends swapped when reversed, a minimum ≤ PRICE_SLIDER_MIN (9 €) or a maximum ≥
 * PRICE_SLIDER_MAX (250 €) becomes null, and non-numbers become null.
 */
export function normalisePriceRange({ min, max }: PriceRange): PriceRange {
  const low = typeof min === 'number' && Number.isFinite(min) ? Math.round(min) : null;
  const high = typeof max === 'number' && Number.isFinite(max) ? Math.round(max) : null;
  const reversed = low !== null && high !== null && low > high;
  const [from, to]: [number | null, number | null] = reversed ? [high, low] : [low, high];
  return {
    min: from === null || from <= PRICE_SLIDER_MIN ? null : from,
    max: to === null || to >= PRICE_SLIDER_MAX ? null : to,
  };
}

/** True when the budget filters nothing once normalised. */
export function isPriceRangeDefault(range: PriceRange): boolean {
  const { min, max } = normalisePriceRange(range);
  return min === null && max === null;
}

/**
 * Distance range as stored: ends clamped to 0–300 and rounded to the 1 km step, swapped when
 * reversed; null (reset) when it covers the whole slider (min ≤ 0 and max ≥ 300).
 */
export function normaliseDistanceRange(range: DistanceRange | null): DistanceRange | null {
  if (!range || !Number.isFinite(range.min) || !Number.isFinite(range.max)) return null;
  const clamp = (value: number) => Math.min(DISTANCE_MAX, Math.max(DISTANCE_MIN, Math.round(value / DISTANCE_STEP) * DISTANCE_STEP));
  const [min, max] = [clamp(range.min), clamp(range.max)].sort((a, b) => a - b) as [number, number];
  return min <= DISTANCE_MIN && max >= DISTANCE_MAX ? null : { min, max };
}

/** True when the distance filter is at its default: no range and the default radius (or none). */
export function isDistanceDefault(filters: Pick<SearchFilters, 'distanceRange' | 'radius'>): boolean {
  const radiusDefault = filters.radius === undefined || filters.radius === DEFAULT_DISTANCE;
  return radiusDefault && normaliseDistanceRange(filters.distanceRange) === null;
}

/**
 * Count on the "Filters" button: one per activity, star, facility and amenity, one for a score,
 * one for a budget that is not the default, one for a distance that is not the default.
 */
export function getAppliedFilterCount(filters: SearchFilters): number {
  const lists = filters.activities.length + filters.stars.length + filters.facilities.length + filters.amenities.length;
  const score = filters.score === null ? 0 : 1;
  const budget = isPriceRangeDefault(filters.budget) ? 0 : 1;
  const distance = isDistanceDefault(filters) ? 0 : 1;
  return lists + score + budget + distance;
}
