/**
 * Server side of the search page: which flow and criteria an address names (keyword paths of spec §2 and the
 * query), and the first page of results rendered into the HTML so that a search engine sees them.
 */
import type { Kysely } from 'kysely';
import { RESULTS_PER_PAGE } from '../../domain/pagination';
import { DEFAULT_CRITERIA, type HashCriteria } from '../../domain/search-hash';
import { FLOWS, type Flow } from '../../domain/sorts';
import type { Market } from '../../i18n/markets';
import type { MatchedRoute } from '../../i18n/routes';
import { searchActivities } from '../../server/catalog/activities.server';
import type { Database } from '../../server/db/schema';
import { describeError, log } from '../../server/log';
import { SearchCriteria } from '../../server/search/criteria';
import { searchOffers } from '../../server/search/search.server';
import type { ResultsState } from '../../stores/search';
import { toOfferCard } from './offer-card';
import type { ActivityCard, OfferCard, SearchDetails } from '../../domain/search-types';

export interface SearchPageRequest {
  flow: Flow;
  base: HashCriteria;
  /** 0-based page from the `page` query (1-based there). */
  page: number;
}

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined;
};

/**
 * Flow, criteria and page of a search address, or undefined when the keyword path names nothing valid (a 404).
 * `idee/26-5` is subtheme 26 in region 5; `idee/26` the subtheme alone.
 */
export function readSearchRequest(route: MatchedRoute, query: URLSearchParams): SearchPageRequest | undefined {
  const base: HashCriteria = { ...DEFAULT_CRITERIA };
  if (route.name === 'searchCity') {
    const city = positiveId(route.params.cityId);
    if (!city) return undefined;
    base.city = city;
  } else if (route.name === 'searchIdea') {
    const [theme, region, ...rest] = (route.params.idea ?? '').split('-');
    const themeId = positiveId(theme);
    const regionId = region === undefined ? undefined : positiveId(region);
    if (!themeId || rest.length > 0 || (region !== undefined && !regionId)) return undefined;
    base.theme = themeId;
    if (regionId) base.region = regionId;
  }
  const asked = query.get('flow');
  const flow: Flow = route.name === 'activitySearch' ? 'activity' : FLOWS.includes(asked as Flow) && asked !== 'activity' ? (asked as Flow) : 'booking';
  // A page number that cannot exist (not a whole number from 1 to 1000) is not a page.
  const askedPage = query.get('page');
  const page = askedPage === null ? 1 : Number(askedPage);
  if (!/^\d{1,4}$/.test(askedPage ?? '1') || page < 1 || page > MAX_PAGE) return undefined;
  return { flow, base, page: page - 1 };
}

/** Highest page number an address may ask for. */
export const MAX_PAGE = 1000;

/**
 * The 1-based page to send a visitor to when the page asked for is past the last one of the results (an old or
 * edited link); undefined when the page is fine. Without results the first page says so.
 */
export function getPageBeyondEnd(page: number, shown: number, total: number): number | undefined {
  if (page === 0 || shown > 0) return undefined;
  const last = Math.max(1, Math.ceil(total / RESULTS_PER_PAGE));
  return last <= page ? last : undefined;
}

/** The first results of a search page, as the island's initial state; null when the search failed (logged). */
export async function getInitialResults(db: Kysely<Database>, market: Market, request: SearchPageRequest, today: string): Promise<ResultsState | null> {
  try {
    if (request.flow === 'activity') {
      const found = await searchActivities(
        db,
        { ...request.base, participants: Math.min(request.base.a, 2), page: request.page, limit: RESULTS_PER_PAGE },
        market.key,
        market.language,
      );
      const activities = found.exactMatch.activityOnlyPackages as unknown as ActivityCard[];
      return { status: 'loaded', total: found.exactMatch.totalCount, offers: [], activities, details: null };
    }
    const criteria = SearchCriteria.parse({ ...request.base, flow: request.flow });
    const found = await searchOffers(
      db,
      {
        locale: market.locale,
        criteria,
        numberOfPackagesPerHotel: 1,
        limit: RESULTS_PER_PAGE,
        page: request.page,
        performGiftableSearch: request.flow === 'gifting',
      },
      today,
    );
    return {
      status: 'loaded',
      total: found.searchDetails.totalCount,
      offers: (found.results as unknown as OfferCard[]).map(toOfferCard),
      activities: [],
      details: found.searchDetails as unknown as SearchDetails,
    };
  } catch (error) {
    log('ERROR', 'Search page results failed', { ...describeError(error), market: market.key });
    return null;
  }
}
