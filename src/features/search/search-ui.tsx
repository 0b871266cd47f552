/** What every part of the search island needs: translations, locale, flow and the paths it links to. */
import { createContext, useContext } from 'react';
import type { Translate } from '../../i18n/client';
import type { Variation } from '../../domain/experiments';
import type { Flow } from '../../domain/sorts';
import type { NamedSubtheme } from './heading';

export interface SearchPaths {
  /** Plain search path per flow (booking, hotel and gifting share one path; activity has its own). */
  search: Record<Flow, string>;
  /** Contact page, for the customer-service tip. */
  contact: string;
}

export interface SearchUi {
  t: Translate;
  /** API locale, e.g. fr_BE. */
  locale: string;
  /** BCP 47 tag for numbers and dates, e.g. fr-BE. */
  tag: string;
  language: string;
  /** Point of sale for analytics (fr, es, it, nl, be). */
  pos: string;
  flow: Flow;
  paths: SearchPaths;
  /** Map tiles from configuration; null shows pins on a plain background. */
  mapTileUrl: string | null;
  /** Whether the activity flow is offered (feature flag). */
  activityEnabled: boolean;
  /** The visitor's variation of the search-dates experiment (booking flow). */
  searchDatesVariation: Variation<'searchDates'>;
  /** Subtheme named by the page's idea path, for the heading. */
  subtheme: NamedSubtheme | null;
  /** Themes the search box offers (all, or fewer in the reduced-thematics variation). */
  themeIds: readonly number[];
  /** Whether the results show the inline gift banner (isGiftBannerShown: its locales, never in care mode). */
  giftBannerShown: boolean;
}

const SearchUiContext = createContext<SearchUi | null>(null);

export const SearchUiProvider = SearchUiContext.Provider;

/** The search island's shared settings; throws outside the island (a programming error). */
export function useSearchUi(): SearchUi {
  const ui = useContext(SearchUiContext);
  if (!ui) throw new Error('useSearchUi outside SearchUiProvider');
  return ui;
}
