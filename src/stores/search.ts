/**
 * The search page's state: criteria (URL hash), page and flow (URL query), the results of the main search and
 * of the fallback searches. The URL is the source of truth: actions write the URL, and the `hashchange` /
 * `popstate` reaction reads it back and searches.
 */
import { atom } from 'nanostores';
import { alignHotelDistances, getFallbackFetchLimit, getFallbackSearches, mergeFallbackResults, type FallbackPlace } from '../domain/fallback';
import { RESULTS_PER_PAGE } from '../domain/pagination';
import { formatSearchHash, parseSearchHash, type HashCriteria } from '../domain/search-hash';
import { FROM_SEARCH_BAR } from '../domain/search-flow';
import { isFutureStay } from '../domain/short-date';
import { getLocalToday } from '../domain/local-today';
import type { Flow } from '../domain/sorts';
import { fetchActivities, fetchOffers } from './search-api';
import type { ActivityCard, OfferCard, SearchDetails } from '../domain/search-types';
import { logClientError } from './client-log';

export interface SearchContext {
  locale: string;
  flow: Flow;
  /** Plain search path of this flow (without keyword segments). */
  searchPath: string;
  /** Criteria named by a keyword path (ville/…, idee/…); the hash refines them. */
  base: HashCriteria;
}

export type LoadStatus = 'loading' | 'loaded' | 'error';

export interface ResultsState {
  status: LoadStatus;
  total: number;
  offers: OfferCard[];
  activities: ActivityCard[];
  details: SearchDetails | null;
}

export interface FallbackState {
  status: 'idle' | LoadStatus;
  offers: OfferCard[];
}

export const $context = atom<SearchContext>({ locale: 'fr_FR', flow: 'booking', searchPath: '/', base: parseSearchHash('') });
export const $criteria = atom<HashCriteria>(parseSearchHash(''));
/** Current page, 0-based (the URL shows it 1-based). */
export const $page = atom(0);
export const $results = atom<ResultsState>({ status: 'loading', total: 0, offers: [], activities: [], details: null });
export const $fallback = atom<FallbackState>({ status: 'idle', offers: [] });

let controller: AbortController | undefined;

function readPage(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

function toPlace(details: SearchDetails | null): FallbackPlace | null {
  const d = details?.destination;
  return d ? { ...d, hierarchy: details.locationHierarchy } : null;
}

async function runFallback(context: SearchContext, criteria: HashCriteria, main: ResultsState, signal: AbortSignal): Promise<void> {
  const searches = getFallbackSearches(criteria, toPlace(main.details));
  if (searches.length === 0) {
    $fallback.set({ status: 'loaded', offers: [] });
    return;
  }
  $fallback.set({ status: 'loading', offers: [] });
  const lists = await Promise.all(
    searches.map((search) =>
      fetchOffers(
        { ...context, criteria: search.criteria, page: 0, limit: getFallbackFetchLimit(main.offers.length), order: search.byDistance ? 'distance' : undefined },
        signal,
      )
        .then((response) => response.results)
        .catch(() => [] as OfferCard[]),
    ),
  );
  if (signal.aborted) return;
  // The same hotel shows its distance the same way in the main and the fallback cards.
  const aligned = alignHotelDistances([...main.offers, ...mergeFallbackResults(main.offers, lists)]);
  if (aligned.slice(0, main.offers.length).some((offer, index) => offer !== main.offers[index]))
    $results.set({ ...main, offers: aligned.slice(0, main.offers.length) });
  $fallback.set({ status: 'loaded', offers: aligned.slice(main.offers.length) });
}

/** Searches the current criteria and page; a newer search cancels an older one. Failures set the error state. */
export async function loadResults(): Promise<void> {
  controller?.abort();
  controller = new AbortController();
  const { signal } = controller;
  const context = $context.get();
  const criteria = $criteria.get();
  const page = $page.get();
  $results.set({ ...$results.get(), status: 'loading' });
  $fallback.set({ status: 'idle', offers: [] });
  try {
    let state: ResultsState;
    if (context.flow === 'activity') {
      const response = await fetchActivities(context.locale, criteria, page, signal);
      state = { status: 'loaded', total: response.exactMatch.totalCount, offers: [], activities: response.exactMatch.activityOnlyPackages, details: null };
    } else {
      const response = await fetchOffers({ ...context, criteria, page }, signal);
      state = { status: 'loaded', total: response.searchDetails.totalCount, offers: response.results, activities: [], details: response.searchDetails };
    }
    if (signal.aborted) return;
    const shown = state.offers.length + state.activities.length;
    if (page > 0 && shown === 0 && state.total > 0) {
      // A page past the end (the hash narrowed the results): the last page answers, and the address says so.
      const last = Math.min(page - 1, Math.ceil(state.total / RESULTS_PER_PAGE) - 1);
      const url = new URL(window.location.href);
      url.searchParams.set('page', String(last + 1));
      if (last === 0) url.searchParams.delete('page');
      window.history.replaceState(window.history.state, '', url);
      $page.set(last);
      return loadResults();
    }
    $results.set(state);
    if (context.flow !== 'activity' && page === 0 && state.total < RESULTS_PER_PAGE) await runFallback(context, criteria, state, signal);
  } catch (error) {
    if (signal.aborted) return;
    void logClientError(error, context.locale);
    $results.set({ ...$results.get(), status: 'error' });
  }
}

/** Spec §4: dates from a link are kept only when the stay is still ahead (a shared or old link drops them). */
function withoutPastStay(criteria: HashCriteria): HashCriteria {
  if (isFutureStay(criteria.checkin, criteria.checkout, getLocalToday().today)) return criteria;
  const { checkin: _checkin, checkout: _checkout, ...rest } = criteria;
  return rest;
}

/** Reads criteria and page from the address bar and searches. */
export function syncFromLocation(): void {
  const { base } = $context.get();
  const hash = window.location.hash.length > 1 ? parseSearchHash(window.location.hash) : null;
  // A map area's hash carries the whole search (applyCriteria writes it on the page's own path): a keyword path's
  // place does not add to it.
  $criteria.set(hash ? withoutPastStay(hash.bbox ? hash : { ...base, ...hash }) : base);
  $page.set(readPage(window.location.search));
  void loadResults();
}

/**
 * Starts the search page: seeds the context, shows the results rendered on the server when the address has
 * no hash (they were searched with the same criteria), otherwise searches; then follows the address bar.
 */
export function startSearch(context: SearchContext, initial: ResultsState | null): () => void {
  $context.set(context);
  const hasHash = window.location.hash.length > 1;
  if (initial && !hasHash) {
    $criteria.set(context.base);
    $page.set(readPage(window.location.search));
    $results.set(initial);
    if (context.flow !== 'activity' && $page.get() === 0 && initial.total < RESULTS_PER_PAGE) {
      controller = new AbortController();
      void runFallback(context, $criteria.get(), initial, controller.signal);
    }
  } else {
    syncFromLocation();
  }
  window.addEventListener('popstate', syncFromLocation);
  window.addEventListener('hashchange', syncFromLocation);
  return () => {
    window.removeEventListener('popstate', syncFromLocation);
    window.removeEventListener('hashchange', syncFromLocation);
  };
}

/** New criteria from the search bar, a filter or the sort: page removed, `from` marked, then a search. */
export function applyCriteria(criteria: HashCriteria): void {
  const url = new URL(window.location.href);
  // A keyword path names criteria itself: new criteria continue on the plain search path, all in the hash. A map
  // area is searched on the page itself, so that the map stays open (its hash carries the whole search).
  if (!criteria.bbox) url.pathname = $context.get().searchPath;
  url.searchParams.delete('page');
  url.searchParams.set('from', FROM_SEARCH_BAR);
  url.hash = formatSearchHash(criteria);
  if (url.href === window.location.href) return;
  if (url.pathname !== window.location.pathname) {
    window.location.assign(url);
    return;
  }
  window.history.pushState(null, '', url);
  syncFromLocation();
}

/** Goes to a results page (0-based) and scrolls back to the top of the list. */
export function goToPage(page: number): void {
  const url = new URL(window.location.href);
  if (page > 0) url.searchParams.set('page', String(page + 1));
  else url.searchParams.delete('page');
  window.history.pushState(null, '', url);
  syncFromLocation();
}
