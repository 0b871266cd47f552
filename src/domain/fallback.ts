/**
 * Fallback searches (spec §4): when a search finds fewer results than a page holds, relaxed searches are shown
 * below it, in this order: expand the destination, remove the category (theme), remove the dates, then the
 * combinations. Each shows at most FALLBACK_LIMIT offers, sorted by distance when the place was expanded.
 */
import { clearLocation, type HashCriteria } from './search-hash';

/** Offers shown per relaxed search. */
export const FALLBACK_LIMIT = 3;

/** Radius around a city or a point of interest when its search is expanded, in km. */
export const EXPANSION_RADIUS_KM = 30;

/** Radius used to sort the wider area (department → region, region → country) by distance, in km. */
const WIDE_AREA_RADIUS_KM = 300;

/** The place a search is about, as the search details describe it. */
export interface FallbackPlace {
  id: number;
  category: string;
  latitude: number;
  longitude: number;
  country: string;
  /** Parents from the top (country first), as `locationHierarchy`. */
  hierarchy: readonly { id: number; type: string }[];
}

export type Relaxation = 'expand' | 'theme' | 'dates';

/** One relaxed search: what was relaxed, the criteria to send and whether to sort by distance. */
export interface FallbackSearch {
  relaxed: readonly Relaxation[];
  criteria: HashCriteria;
  byDistance: boolean;
}

const AROUND_CATEGORIES = new Set(['city', 'poi', 'sea_resort', 'ski_resort']);

/** The criteria with the destination widened one step; undefined when there is nothing wider. */
export function expandDestination(criteria: HashCriteria, place: FallbackPlace): HashCriteria | undefined {
  const base = { ...clearLocation(criteria), lat: place.latitude, lng: place.longitude, distanceMin: undefined };
  if (AROUND_CATEGORIES.has(place.category)) return { ...base, distanceMax: EXPANSION_RADIUS_KM };
  const parentType = place.category === 'department' ? 'region' : place.category === 'region' || place.category === 'touristic_region' ? 'country' : undefined;
  if (!parentType) return undefined;
  if (parentType === 'country') return { ...base, country: place.country, distanceMax: WIDE_AREA_RADIUS_KM };
  const parent = place.hierarchy.find((level) => level.type === parentType);
  return parent ? { ...base, region: parent.id, distanceMax: WIDE_AREA_RADIUS_KM } : undefined;
}

function withoutTheme(criteria: HashCriteria): HashCriteria | undefined {
  if (criteria.theme === undefined && !criteria.tags?.length) return undefined;
  const { theme: _theme, tags: _tags, ...rest } = criteria;
  return rest;
}

function withoutDates(criteria: HashCriteria): HashCriteria | undefined {
  if (!criteria.checkin && !criteria.checkout && criteria.nights === undefined) return undefined;
  const { checkin: _in, checkout: _out, nights: _nights, ...rest } = criteria;
  return rest;
}

/**
 * The relaxed searches to run for `criteria`, in display order; relaxations that change nothing (no place, no
 * theme, no dates) are skipped. The sort is dropped: expanded searches go by distance, the others by the default.
 */
export function getFallbackSearches(criteria: HashCriteria, place: FallbackPlace | null): FallbackSearch[] {
  const { sort: _sort, ...start } = criteria;
  const steps: Record<Relaxation, (c: HashCriteria) => HashCriteria | undefined> = {
    expand: (c) => (place ? expandDestination(c, place) : undefined),
    theme: withoutTheme,
    dates: withoutDates,
  };
  const orders: Relaxation[][] = [['expand'], ['theme'], ['dates'], ['expand', 'theme'], ['expand', 'dates'], ['theme', 'dates'], ['expand', 'theme', 'dates']];
  const searches: FallbackSearch[] = [];
  for (const relaxed of orders) {
    let current: HashCriteria | undefined = start;
    for (const step of relaxed) current = current ? steps[step](current) : undefined;
    if (!current) continue;
    const cleaned = Object.fromEntries(Object.entries(current).filter(([, v]) => v !== undefined)) as unknown as HashCriteria;
    searches.push({ relaxed, criteria: cleaned, byDistance: relaxed.includes('expand') });
  }
  return searches;
}

/**
 * Results a relaxed search asks for: its share of new hotels after the hotels the exact results already show, which a
 * relaxed search (around the place, sorted by distance) finds first.
 */
export function getFallbackFetchLimit(mainCount: number): number {
  return Math.min(100, Math.max(0, mainCount) + FALLBACK_LIMIT);
}

type Suggestible = { id: number; hotel?: { id: number } };

/** A card's hotel ('h') or, for a card without one, the offer itself ('o'). */
const hotelKey = (item: Suggestible) => (item.hotel ? `h${item.hotel.id}` : `o${item.id}`);

/**
 * Merges relaxed results: at most FALLBACK_LIMIT per search, no hotel twice and none already in the main results
 * (a relaxed search may find another offer of a hotel the exact results show: it is not a new suggestion).
 */
export function mergeFallbackResults<T extends Suggestible>(main: readonly Suggestible[], lists: readonly (readonly T[])[]): T[] {
  const seen = new Set(main.map(hotelKey));
  const merged: T[] = [];
  for (const list of lists) {
    let taken = 0;
    for (const item of list) {
      if (taken === FALLBACK_LIMIT) break;
      if (seen.has(hotelKey(item))) continue;
      seen.add(hotelKey(item));
      merged.push(item);
      taken += 1;
    }
  }
  return merged;
}

/**
 * One distance per hotel: cards of the same hotel found by different searches (one around the place,
 * one without the theme) all show the distance one of them measured from the place, or none when none did.
 */
export function alignHotelDistances<T extends { hotel: { id: number }; distance: number | null }>(cards: readonly T[]): T[] {
  const distances = new Map<number, number>();
  for (const card of cards) if (card.distance !== null && !distances.has(card.hotel.id)) distances.set(card.hotel.id, card.distance);
  return cards.map((card) => {
    const distance = distances.get(card.hotel.id) ?? null;
    return distance === card.distance ? card : { ...card, distance };
  });
}
