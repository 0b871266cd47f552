import type { Kysely } from 'kysely';
import type { Language } from '../../i18n/markets';
import type { Database } from '../db/schema';
import type { PhraseBanks, ThemeKey } from '../db/seed/text-types';
import { THEME_IDS } from '../db/seed/packages';
import type { SearchCriteria } from './criteria';
import { getCatalogIndex, type IndexedHotel } from './catalog-index';
import { createIndexMemo } from './index-memo';
import { findCandidates, isFreelyCancellable, type Candidate } from './memory-search';
import type { CandidateOptions } from './search-query';
import { countWideFacets, findWideMatches } from './wide-search';

/** Score filter options of spec §5 (at least the value). */
export const SCORE_OPTIONS = [9, 8, 7] as const;

/** Distinct hotels per value of each facet, counted over the candidates of a search. */
export interface FacetCounts {
  total: number;
  star: Map<number, number>;
  score: Map<number, number>;
  facility: Map<string, number>;
  pets: number;
  /** Hotels with at least one stay that can still be cancelled with a refund. */
  freeCancellation: number;
  type: Map<string, number>;
  environment: Map<string, number>;
  style: Map<string, number>;
  activity: Map<number, number>;
}

const increment = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** Counts of the facets, to which each matching hotel (and each hotel's activity, stay cancellable…) is added once. */
export function createFacetCounter() {
  const counts: FacetCounts = {
    total: 0,
    star: new Map(),
    score: new Map(),
    facility: new Map(),
    pets: 0,
    freeCancellation: 0,
    type: new Map(),
    environment: new Map(),
    style: new Map(),
    activity: new Map(),
  };
  return {
    counts,
    /** A hotel with at least one match. */
    addHotel(h: IndexedHotel): void {
      counts.total += 1;
      increment(counts.star, h.star);
      for (const score of SCORE_OPTIONS) if (h.reviewScore !== null && h.reviewScore >= score) increment(counts.score, score);
      for (const facility of h.facilities) increment(counts.facility, facility);
      if (h.petsAllowed) counts.pets += 1;
      increment(counts.type, h.hotelType);
      increment(counts.environment, h.environment);
      increment(counts.style, h.style);
    },
    /** A hotel with a match that can still be cancelled with a refund. */
    addFreeCancellationHotel(): void {
      counts.freeCancellation += 1;
    },
    /** A hotel with a match offering the activity. */
    addActivityHotel(activity: number): void {
      increment(counts.activity, activity);
    },
  };
}

/**
 * Counts each facet's hotels among the candidates (a hotel counts once per value, however many of its packages
 * match), from the very packages the results list, priced by the one stay price (ADR 16, ADR 36).
 */
export function countFacets(candidates: readonly Candidate[], today: string): FacetCounts {
  const counter = createFacetCounter();
  const seenHotels = new Set<number>();
  const seenActivities = new Map<number, Set<number>>();
  const freeCancellationHotels = new Set<number>();
  for (const candidate of candidates) {
    const h = candidate.pkg.hotel;
    if (!freeCancellationHotels.has(h.id) && isFreelyCancellable(candidate, today)) {
      freeCancellationHotels.add(h.id);
      counter.addFreeCancellationHotel();
    }
    for (const activity of candidate.pkg.activityIds) {
      let hotels = seenActivities.get(activity);
      if (!hotels) seenActivities.set(activity, (hotels = new Set()));
      if (hotels.has(h.id)) continue;
      hotels.add(h.id);
      counter.addActivityHotel(activity);
    }
    if (seenHotels.has(h.id)) continue;
    seenHotels.add(h.id);
    counter.addHotel(h);
  }
  return counter.counts;
}

/** Facet counts (distinct hotels) for the current criteria, from the catalog index; names in the page language. */
/**
 * Facet counts of recent searches, per index like the rankings of the results they go with (ADR 36): every filter
 * change asks for both, and so do the next visitor's same search and the search page's own render. A few KB each.
 */
const getFacetCounts = createIndexMemo<FacetCounts>({ max: 256, maxSize: 256, size: () => 1 });

export async function getFacets(db: Kysely<Database>, criteria: SearchCriteria, lang: Language, texts: PhraseBanks, options: CandidateOptions) {
  const index = await getCatalogIndex(db);
  const counts = getFacetCounts(index, JSON.stringify([criteria, options]), () => {
    const wide = findWideMatches(index, criteria, options);
    return wide ? countWideFacets(wide, createFacetCounter()) : countFacets(findCandidates(index, criteria, options), options.today);
  });
  const named = (found: Map<string, number>, entries: { key: string; labels: Record<Language, string> }[]) =>
    entries.map((entry) => ({ id: entry.key, name: entry.labels[lang], count: found.get(entry.key) ?? 0 }));
  const facilityCounts = new Map(counts.facility).set('pets', counts.pets);
  const themes = Object.entries(THEME_IDS) as [ThemeKey, number][];
  return {
    totalCount: counts.total,
    freeCancellation: counts.freeCancellation,
    stars: [5, 4, 3].map((value) => ({ value, count: counts.star.get(value) ?? 0 })),
    hotelScores: SCORE_OPTIONS.map((value) => ({ value, count: counts.score.get(value) ?? 0 })),
    facilities: texts.facilities.map((f) => ({ id: f.key, name: f.labels[lang], isEco: f.isEco, count: facilityCounts.get(f.key) ?? 0 })),
    hotelTypes: named(counts.type, texts.hotelTypes),
    hotelEnvironments: named(counts.environment, texts.environments),
    hotelStyles: named(counts.style, texts.styles),
    activities: themes.map(([key, id]) => ({
      id,
      name: texts.themeNames[key][lang],
      items: texts.activities
        .map((activity, index) => ({ activity, id: index + 1 }))
        .filter(({ activity }) => activity.themeKey === key && activity.type === 'activity')
        .map(({ activity, id: activityId }) => ({ id: activityId, name: activity.titles[lang], count: counts.activity.get(activityId) ?? 0 })),
    })),
  };
}
