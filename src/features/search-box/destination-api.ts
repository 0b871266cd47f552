import type { Destination } from '../../domain/search-types';

/** Address of the catalog's destination autocomplete (spec §7). */
export const AUTOCOMPLETE_PATH = '/api/autocomplete-geonames.json';

/** Suggestions asked per query (the API's maximum). */
export const AUTOCOMPLETE_MAX_RESULTS = 30;

/** Longest term the API accepts. */
export const AUTOCOMPLETE_MAX_TERM_LENGTH = 100;

/** Wait after the last keystroke before asking, so typing "paris" makes one request, not five. */
export const SUGGESTION_DEBOUNCE_MS = 150;

function isDestination(value: unknown): value is Destination {
  if (typeof value !== 'object' || value === null) return false;
  const { id, label, category } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof label === 'string' && typeof category === 'string';
}

/** Destinations matching `term` in `locale` (fr_FR…). Rejects on a network or HTTP error, or when aborted. */
export async function fetchDestinations(locale: string, term: string, signal: AbortSignal): Promise<Destination[]> {
  const query = new URLSearchParams({
    locale,
    term: term.slice(0, AUTOCOMPLETE_MAX_TERM_LENGTH),
    maxResults: String(AUTOCOMPLETE_MAX_RESULTS),
  });
  const response = await fetch(`${AUTOCOMPLETE_PATH}?${query}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Destination autocomplete answered ${response.status}`);
  const body: unknown = await response.json();
  return Array.isArray(body) ? body.filter(isDestination) : [];
}
