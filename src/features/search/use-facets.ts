import { useEffect, useState } from 'react';
import type { HashCriteria } from '../../domain/search-hash';
import { logClientError } from '../../stores/client-log';
import { fetchFacets } from '../../stores/search-api';
import { useSearchUi } from './search-ui';
import type { FacetsResponse } from '../../domain/search-types';

/** Pause after a draft change before its counts are asked for. */
const FACETS_DEBOUNCE_MS = 250;

/**
 * Facet counts for a filter draft, fetched while `enabled` (a dropdown or the filter drawer is open) and again
 * when the draft changes. A failure keeps the last counts and is logged ('Error fetching facets: …').
 */
export function useFacets(draft: HashCriteria, enabled: boolean): FacetsResponse | null {
  const { locale, flow } = useSearchUi();
  const [facets, setFacets] = useState<FacetsResponse | null>(null);
  const key = JSON.stringify(draft);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        fetchFacets(locale, flow, JSON.parse(key) as HashCriteria, controller.signal)
          .then(setFacets)
          .catch((error: unknown) => {
            if (!controller.signal.aborted) void logClientError(error, locale);
          });
      },
      facets ? FACETS_DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // Keyed on the draft's content (key), not on the facets it sets.
  }, [enabled, key, locale, flow]);
  return facets;
}
