import { useEffect, useState } from 'react';
import type { Destination } from '../../domain/search-types';
import { SUGGESTION_DEBOUNCE_MS, fetchDestinations } from './destination-api';
import { logClientError } from '../../stores/client-log';

/** The last suggestions received, with the term they answer (it may lag behind what is typed). */
export interface Suggestions {
  term: string;
  destinations: Destination[];
}

/**
 * Suggestions for `term`, fetched SUGGESTION_DEBOUNCE_MS after it stops changing; a newer term aborts the older
 * request. An empty term clears them (null). Failures keep the previous suggestions and are only logged (spec §8).
 */
export function useDestinationSuggestions(locale: string, term: string): Suggestions | null {
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);

  useEffect(() => {
    if (term === '') {
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchDestinations(locale, term, controller.signal).then(
        (destinations) => setSuggestions({ term, destinations }),
        (error: unknown) => {
          // Spec §8: an autocomplete failure is only logged.
          if (!controller.signal.aborted) void logClientError(error, locale);
        },
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [locale, term]);

  return term === '' ? null : suggestions;
}
