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
import { findWideMatches, hasBit, type WideMatches } from './wide-search';
import { getFacetColumns, getHotelFacetValues, getUniverseFacets, SCORE_OPTIONS, type HotelFacetValue } from './facet-columns';

export { SCORE_OPTIONS };

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

const increment = <K>(map: Map<K, number>, key: K, times = 1) => map.set(key, (map.get(key) ?? 0) + times);

/** Counts of the facets, to which each matching hotel (and each hotel's activity, stay cancellable…) is added once. */
function createFacetCounter() {
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
  const addValue = (value: HotelFacetValue, times: number) => {
    if (value[0] === 'pets') counts.pets += times;
    else if (value[0] === 'star' || value[0] === 'score') increment(counts[value[0]], value[1], times);
    else increment(counts[value[0]], value[1], times);
  };
  return {
    counts,
    /** A hotel with at least one match. */
    addHotel(h: IndexedHotel): void {
      counts.total += 1;
      for (const value of getHotelFacetValues(h)) addValue(value, 1);
    },
    /** Hotels with a match, counted apart from their values (given by `addValue`). */
    addHotels(times: number): void {
      counts.total += times;
    },
    /** A value that `times` hotels with a match have. */
    addValue,
    /** Hotels with a match that can still be cancelled with a refund. */
    addFreeCancellationHotels(times = 1): void {
      counts.freeCancellation += times;
    },
    /** Hotels with a match offering the activity. */
    addActivityHotels(activity: number, times = 1): void {
      increment(counts.activity, activity, times);
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
      counter.addFreeCancellationHotels();
    }
    for (const activity of candidate.pkg.activityIds) {
      let hotels = seenActivities.get(activity);
      if (!hotels) seenActivities.set(activity, (hotels = new Set()));
      if (hotels.has(h.id)) continue;
      hotels.add(h.id);
      counter.addActivityHotels(activity);
    }
    if (seenHotels.has(h.id)) continue;
    seenHotels.add(h.id);
    counter.addHotel(h);
  }
  return counter.counts;
}

/**
 * The facets of wide matches, hotel by hotel: each hotel with a match counts once for each of its values
 * (getHotelFacetValues), once if a match can be cancelled with a refund, and once per activity of its matches (the
 * rule of countFacets, proven equal in tests), counted in arrays of codes. Each count starts from the universe's
 * (getUniverseFacets) when that leaves less to take away than there would be to add: the values when most of the
 * universe's hotels match, the activities when most hotels with a match match all their packages in the universe.
 */
export function countWideFacets(matches: WideMatches): FacetCounts {
  const counter = createFacetCounter();
  const { index, columns, bits, perHotel } = matches;
  const facets = getFacetColumns(index, columns);
  const universe = getUniverseFacets(facets, matches.universe);
  const { valueStart, valueCodes } = facets;
  const { activityStart: hotelActivityStart, activityCodes: hotelActivityCodes, perHotel: universeCount } = universe;
  const hotelCount = columns.hotels.length;
  let hotels = 0;
  let notFull = 0;
  for (let ordinal = 0; ordinal < hotelCount; ordinal++) {
    const count = perHotel[ordinal] as number;
    if (count > 0) hotels += 1;
    if (count !== universeCount[ordinal]) notFull += 1;
  }
  const valuesFromUniverse = universe.hotels - hotels < hotels;
  const activitiesFromUniverse = notFull < hotels;
  const valueCounts = valuesFromUniverse ? Int32Array.from(universe.valueCounts) : new Int32Array(facets.values.length);
  const activityCounts = activitiesFromUniverse ? Int32Array.from(universe.activityCounts) : new Int32Array(facets.activities.length);
  const activityLastHotel = new Int32Array(facets.activities.length).fill(-1);
  const addValues = (ordinal: number, times: number) => {
    for (let v = valueStart[ordinal] as number; v < (valueStart[ordinal + 1] as number); v++) {
      const code = valueCodes[v] as number;
      valueCounts[code] = (valueCounts[code] as number) + times;
    }
  };
  const addUniverseActivities = (ordinal: number, times: number) => {
    for (let a = hotelActivityStart[ordinal] as number; a < (hotelActivityStart[ordinal + 1] as number); a++) {
      const code = hotelActivityCodes[a] as number;
      activityCounts[code] = (activityCounts[code] as number) + times;
    }
  };
  let freeCancellationHotels = 0;
  // A dated search knows its hotels with a match free to cancel; a search without dates looks through their matches.
  const { freeHotels } = matches;
  for (let ordinal = 0; ordinal < hotelCount; ordinal++) {
    const count = perHotel[ordinal] as number;
    const inUniverse = (universeCount[ordinal] as number) > 0;
    if (count === 0) {
      // A hotel of the universe without a match: what the universe's counts hold of it goes.
      if (valuesFromUniverse && inUniverse) addValues(ordinal, -1);
      if (activitiesFromUniverse && inUniverse) addUniverseActivities(ordinal, -1);
      continue;
    }
    if (!valuesFromUniverse) addValues(ordinal, 1);
    // Every package of the hotel in the universe matches: its activities are all of theirs.
    const full = count === universeCount[ordinal];
    if (full && !activitiesFromUniverse) addUniverseActivities(ordinal, 1);
    if (!full && activitiesFromUniverse) addUniverseActivities(ordinal, -1);
    const first = facets.hotelStart[ordinal] as number;
    const end = facets.hotelStart[ordinal + 1] as number;
    if (freeHotels) freeCancellationHotels += freeHotels[ordinal] as number;
    if (full) {
      if (!freeHotels) {
        for (let i = first; i < end; i++) {
          if (hasBit(matches.freeCancellation, facets.positions[i] as number)) {
            freeCancellationHotels += 1;
            break;
          }
        }
      }
      continue;
    }
    // Without dates, the hotel's first match free to cancel counts it (with dates, it is counted above).
    let freeCancellation = freeHotels !== null;
    for (let i = first; i < end; i++) {
      const position = facets.positions[i] as number;
      if (!hasBit(bits, position)) continue;
      if (!freeCancellation && hasBit(matches.freeCancellation, position)) {
        freeCancellation = true;
        freeCancellationHotels += 1;
      }
      for (let a = facets.activityStart[position] as number; a < (facets.activityStart[position + 1] as number); a++) {
        const code = facets.activityCodes[a] as number;
        if (activityLastHotel[code] === ordinal) continue;
        activityLastHotel[code] = ordinal;
        activityCounts[code] = (activityCounts[code] as number) + 1;
      }
    }
  }
  counter.addHotels(hotels);
  counter.addFreeCancellationHotels(freeCancellationHotels);
  valueCounts.forEach((count, code) => {
    if (count > 0) counter.addValue(facets.values[code] as HotelFacetValue, count);
  });
  activityCounts.forEach((count, code) => {
    if (count > 0) counter.addActivityHotels(facets.activities[code] as number, count);
  });
  return counter.counts;
}

/**
 * Facet counts of recent searches, per index like the rankings of the results they go with (ADR 36): every filter
 * change asks for both, and so do the next visitor's same search and the search page's own render. A few KB each.
 */
const getFacetCounts = createIndexMemo<FacetCounts>({ max: 256, maxSize: 256, size: () => 1 });

/** Facet counts (distinct hotels) for the current criteria, from the catalog index; names in the page language. */
export async function getFacets(db: Kysely<Database>, criteria: SearchCriteria, lang: Language, texts: PhraseBanks, options: CandidateOptions) {
  const index = await getCatalogIndex(db);
  const counts = getFacetCounts(index, JSON.stringify([criteria, options]), () => {
    const wide = findWideMatches(index, criteria, options, { countsOnly: true });
    return wide ? countWideFacets(wide) : countFacets(findCandidates(index, criteria, options), options.today);
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
