import { atom, onMount } from 'nanostores';
import { addRecentSearch, parseRecentSearches, toRecentSearch } from '../domain/recent-searches';
import type { Destination, RecentSearch } from '../domain/search-types';

/** localStorage key of the recent destinations. */
export const RECENT_SEARCHES_KEY = 'halte.recentSearches';

/** The last destinations chosen in the search box, newest first (max 3), kept in this browser. */
export const $recentSearches = atom<readonly RecentSearch[]>([]);

// Storage is read when the store is first used in the browser: never on the server, never at import time.
onMount($recentSearches, () => {
  $recentSearches.set(readStoredSearches());
});

/** Adds a chosen destination to the recent searches and saves them. */
export function rememberDestination(destination: Destination | RecentSearch): void {
  const list = addRecentSearch($recentSearches.get(), toRecentSearch(destination));
  $recentSearches.set(list);
  try {
    if (typeof window !== 'undefined') window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Storage full, disabled or private browsing: the list still lives for this page.
  }
}

function readStoredSearches(): RecentSearch[] {
  if (typeof window === 'undefined') return [];
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}
