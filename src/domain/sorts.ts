/** Sort orders of the search result lists, per flow. */

/** Search flows: dated stays (booking), one hotel's offers (hotel), gifts (gifting), activities. */
export type Flow = 'booking' | 'hotel' | 'gifting' | 'activity';

/** All flows, in navigation order. */
export const FLOWS: readonly Flow[] = ['booking', 'hotel', 'gifting', 'activity'];

/** Sort keys as they travel in the URL. */
export type SortKey = 'priceQuality' | 'distance' | 'promo' | 'priceAsc' | 'popularity' | 'svPriceDesc' | 'svPriceAsc';

/** A sort and the flows that offer it; `needsGeo` sorts also need the search's lat and lng. */
export interface SortDefinition {
  key: SortKey;
  flows: readonly Flow[];
  needsGeo: boolean;
}

/** Sort used when none is chosen (or the chosen one is dropped). */
export const DEFAULT_SORT: SortKey = 'priceQuality';

/**
 * Sorts in display order. The activity flow has no sort at all (its list is never sorted by the
 * visitor), which is why a sort is dropped when switching to it.
 */
export const SORTS: readonly SortDefinition[] = [
  { key: 'priceQuality', flows: ['booking', 'hotel', 'gifting'], needsGeo: false },
  { key: 'distance', flows: ['booking', 'hotel', 'gifting'], needsGeo: true },
  { key: 'promo', flows: ['booking'], needsGeo: false },
  { key: 'priceAsc', flows: ['booking', 'hotel'], needsGeo: false },
  { key: 'popularity', flows: ['booking', 'hotel'], needsGeo: false },
  { key: 'svPriceDesc', flows: ['gifting'], needsGeo: false },
  { key: 'svPriceAsc', flows: ['gifting'], needsGeo: false },
];

/** Sorts that survive a switch to the gifting flow. */
export const GIFTING_SWITCH_KEPT_SORTS: readonly SortKey[] = ['priceQuality', 'distance'];

/** True when `value` is a known sort key. */
export function isSortKey(value: unknown): value is SortKey {
  return SORTS.some((sort) => sort.key === value);
}

/** Sort keys offered in `flow`, in display order; `distance` only when the search has lat and lng. */
export function getAvailableSorts(flow: Flow, hasGeo: boolean): SortKey[] {
  return SORTS.filter((sort) => sort.flows.includes(flow) && (hasGeo || !sort.needsGeo)).map((sort) => sort.key);
}

/** True when `sort` (any string, e.g. from a URL) is offered in `flow` with or without geo. */
export function isSortAllowed(sort: string, flow: Flow, hasGeo: boolean): boolean {
  return (getAvailableSorts(flow, hasGeo) as string[]).includes(sort);
}

/**
 * Sort kept when the visitor switches to `targetFlow`, or null to fall back to DEFAULT_SORT.
 * Activity drops the sort; gifting keeps only priceQuality or distance; booking and hotel keep
 * the sort when they offer it (geo is checked later, once the target search is known).
 */
export function sortForFlowSwitch(sort: SortKey, targetFlow: Flow): SortKey | null {
  if (targetFlow === 'activity') return null;
  if (targetFlow === 'gifting') return GIFTING_SWITCH_KEPT_SORTS.includes(sort) ? sort : null;
  return isSortAllowed(sort, targetFlow, true) ? sort : null;
}
