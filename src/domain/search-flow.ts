/**
 * What happens to the criteria when the visitor changes the flow or a filter on the search page (spec §2, §4).
 */
import { isValidStoredRange } from './calendar';
import { isFlexibleMonth } from './flexible-dates';
import { DISTANCE_MAX, DISTANCE_MIN, getAppliedFilterCount } from './filters';
import { DEFAULT_CRITERIA, type HashCriteria } from './search-hash';
import { DEFAULT_SORT, isSortAllowed, sortForFlowSwitch, type Flow } from './sorts';

/** `from` query value after a change made in the search bar or the filters (spec §2). */
export const FROM_SEARCH_BAR = 'searchbar';

/** Gift stays are searched for two adults (spec §2 search box, gifting). */
export const GIFT_ADULTS = 2;

/**
 * Criteria after switching to `target`. Activity starts from scratch; gifting keeps the criteria without dates,
 * with 2 adults and only a priceQuality or distance sort; booking and hotel keep the criteria, drop dates that are
 * no longer valid and a sort they do not offer.
 */
export function switchFlowCriteria(criteria: HashCriteria, target: Flow, today: string): HashCriteria {
  if (target === 'activity') return { ...DEFAULT_CRITERIA };
  const next: HashCriteria = { ...criteria };
  const sort = criteria.sort ? sortForFlowSwitch(criteria.sort, target) : null;
  if (sort && sort !== DEFAULT_SORT && (sort !== 'distance' || next.lat !== undefined)) next.sort = sort;
  else delete next.sort;
  if (target === 'gifting') {
    delete next.checkin;
    delete next.checkout;
    delete next.nights;
    delete next.month;
    next.a = GIFT_ADULTS;
    next.c = 0;
    next.b = 0;
    delete next.s;
  } else if (!isValidStoredRange(next.checkin, next.checkout, today)) {
    delete next.checkin;
    delete next.checkout;
  }
  if (next.month !== undefined && !isFlexibleMonth(next.month, today)) delete next.month;
  // The hotel flow has neither a theme nor the Activities filter (spec §2): both would filter invisibly.
  if (target === 'hotel') {
    delete next.theme;
    delete next.tags;
  }
  return next;
}

/** Criteria with `sort` applied; the default sort and a sort the flow does not offer are left out. */
export function applySort(criteria: HashCriteria, sort: string, flow: Flow): HashCriteria {
  const next = { ...criteria };
  if (sort === DEFAULT_SORT || !isSortAllowed(sort, flow, criteria.lat !== undefined)) delete next.sort;
  else next.sort = sort as HashCriteria['sort'];
  return next;
}

/** Facility id of the pets filter: sent as `petsAllowed` and never as a facility (spec §5). */
export const PETS_FACILITY = 'pets';

/** Criteria with the facilities chosen in a filter; pets becomes petsAllowed. */
export function applyFacilities(criteria: HashCriteria, facilities: readonly string[]): HashCriteria {
  const next = { ...criteria };
  const others = facilities.filter((id) => id !== PETS_FACILITY);
  if (others.length) next.facilities = [...others];
  else delete next.facilities;
  if (facilities.includes(PETS_FACILITY)) next.petsAllowed = true;
  else delete next.petsAllowed;
  return next;
}

/** Facilities shown as chosen in the filter: the facilities plus pets when petsAllowed. */
export function getChosenFacilities(criteria: HashCriteria): string[] {
  return [...(criteria.facilities ?? []), ...(criteria.petsAllowed ? [PETS_FACILITY] : [])];
}

/** Keys the 'Remove all filters' action and the filter drawer's reset clear. */
export const FILTER_KEYS = [
  'tags',
  'priceMin',
  'priceMax',
  'distanceMin',
  'distanceMax',
  'stars',
  'hotelScore',
  'facilities',
  'petsAllowed',
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'freeCancellation',
] as const satisfies readonly (keyof HashCriteria)[];

export type FilterKey = (typeof FILTER_KEYS)[number];

/** The criteria without any filter (destination, dates, theme and travellers stay). */
export function removeAllFilters(criteria: HashCriteria): HashCriteria {
  const next = { ...criteria };
  for (const key of FILTER_KEYS) delete next[key];
  return next;
}

/** The criteria without the given filter keys. */
export function removeFilters(criteria: HashCriteria, keys: readonly FilterKey[]): HashCriteria {
  const next = { ...criteria };
  for (const key of keys) delete next[key];
  return next;
}

/** Number shown on the 'Filter (n)' button (spec §5 applied-filter count), from the criteria of the URL. */
export function countAppliedFilters(criteria: HashCriteria): number {
  const hasDistance = criteria.distanceMin !== undefined || criteria.distanceMax !== undefined;
  return (
    getAppliedFilterCount({
      activities: (criteria.tags ?? []).map(String),
      stars: criteria.stars ?? [],
      facilities: getChosenFacilities(criteria),
      amenities: [...(criteria.hotelTypes ?? []), ...(criteria.hotelEnvironments ?? []), ...(criteria.hotelStyles ?? [])],
      score: criteria.hotelScore ?? null,
      budget: { min: criteria.priceMin ?? null, max: criteria.priceMax ?? null },
      distanceRange: hasDistance ? { min: criteria.distanceMin ?? DISTANCE_MIN, max: criteria.distanceMax ?? DISTANCE_MAX } : null,
    }) + (criteria.freeCancellation ? 1 : 0)
  );
}
