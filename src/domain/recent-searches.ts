import type { Destination, RecentSearch } from './search-types';

/** How many destinations the selector remembers (spec §3). */
export const MAX_RECENT_SEARCHES = 3;

/** Two entries name the same place when both id and category match (a city and a department may share an id). */
export function isSameDestination(a: RecentSearch, b: RecentSearch): boolean {
  return a.id === b.id && a.category === b.category;
}

/** The part of a destination worth remembering: id, label and category only. */
export function toRecentSearch(destination: Destination | RecentSearch): RecentSearch {
  return { id: destination.id, label: destination.label, category: destination.category };
}

/**
 * `entry` first, then the older entries without its duplicate, at most MAX_RECENT_SEARCHES.
 * Returns a new list; `list` is not changed.
 */
export function addRecentSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const rest = list.filter((item) => !isSameDestination(item, entry));
  return [toRecentSearch(entry), ...rest].slice(0, MAX_RECENT_SEARCHES);
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const { id, label, category } = value as Record<string, unknown>;
  return Number.isInteger(id) && typeof label === 'string' && label.trim() !== '' && typeof category === 'string' && category !== '';
}

/**
 * Recent searches from what the browser stored: a JSON string or an already parsed value. Anything that is not a
 * list gives an empty list; malformed entries and duplicates are dropped; the newest MAX_RECENT_SEARCHES are kept.
 */
export function parseRecentSearches(stored: unknown): RecentSearch[] {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const list: RecentSearch[] = [];
  for (const item of value) {
    if (isRecentSearch(item) && !list.some((kept) => isSameDestination(kept, item))) list.push(toRecentSearch(item));
  }
  return list.slice(0, MAX_RECENT_SEARCHES);
}
