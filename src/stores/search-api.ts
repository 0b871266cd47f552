/** Calls of the search page to the catalog API (spec §7). */
import { RESULTS_PER_PAGE } from '../domain/pagination';
import type { HashCriteria } from '../domain/search-hash';
import type { Flow } from '../domain/sorts';
import { getMinisiteParam } from './minisite-param';
import type { ActivityResponse, FacetsResponse, MapPinsResponse, OffersResponse } from '../domain/search-types';

async function postJson<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface OffersQuery {
  locale: string;
  flow: Flow;
  criteria: HashCriteria;
  page: number;
  limit?: number;
  order?: string;
  performMapSearch?: boolean;
  /** Packages of one hotel in the answer (1 by default: the results show a hotel once). */
  packagesPerHotel?: number;
}

/** One page of stays (booking, hotel) or gift stays (gifting). */
export function fetchOffers(query: OffersQuery, signal?: AbortSignal): Promise<OffersResponse> {
  const { locale, flow, criteria, page, limit = RESULTS_PER_PAGE, order, performMapSearch, packagesPerHotel } = query;
  return postJson<OffersResponse>(
    '/api/offers.json',
    {
      locale,
      criteria: { ...criteria, flow },
      page,
      limit,
      order: order ?? criteria.sort,
      performGiftableSearch: flow === 'gifting',
      performMapSearch,
      ...(packagesPerHotel !== undefined && { numberOfPackagesPerHotel: packagesPerHotel }),
      ...getMinisiteParam(),
    },
    signal,
  );
}

/** Every result of a stay search as map pins (ADR 59). */
export function fetchMapPins(query: Pick<OffersQuery, 'locale' | 'flow' | 'criteria'>, signal?: AbortSignal): Promise<MapPinsResponse> {
  const { locale, flow, criteria } = query;
  return postJson<MapPinsResponse>(
    '/api/map-pins.json',
    {
      locale,
      criteria: { ...criteria, flow },
      order: criteria.sort,
      performGiftableSearch: flow === 'gifting',
      ...getMinisiteParam(),
    },
    signal,
  );
}

/** One page of activity-only products. */
export function fetchActivities(locale: string, criteria: HashCriteria, page: number, signal?: AbortSignal): Promise<ActivityResponse> {
  const { city, theme, a, lat, lng, distanceMax } = criteria;
  return postJson<ActivityResponse>(
    '/api/search/activity-only.json',
    { locale, page, criteria: { city, theme, a: Math.min(a, 2), lat, lng, distanceMax } },
    signal,
  );
}

/** Facet counts for criteria (a filter's draft included). */
export async function fetchFacets(locale: string, flow: Flow, criteria: HashCriteria, signal?: AbortSignal): Promise<FacetsResponse> {
  const params = new URLSearchParams({ locale, ...getMinisiteParam() });
  for (const [key, value] of Object.entries({ ...criteria, flow })) {
    if (value === undefined || key === 'sort') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const response = await fetch(`/api/facets.json?${params}`, { signal });
  if (!response.ok) throw new Error(`Error fetching facets: ${response.status}`);
  return (await response.json()) as FacetsResponse;
}
