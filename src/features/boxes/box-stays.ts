import type { OfferCard } from '../../domain/search-types';

/** What a card of the box's stays shows (spec §2 'carousel of stays for the box'). */
export interface BoxStayCard {
  id: number;
  label: string;
  uri: string;
  imageUrl: string;
  hotel: string;
  stars: number;
  city: string;
  nights: number;
  lat: number;
  lng: number;
}

/** Stays of a box per page and the loaders shown while the next page comes (spec §9: 8; 4 desktop, 1 mobile). */
export const BOX_STAYS_PAGE_SIZE = 8;
export const BOX_STAY_LOADERS = { desktop: 4, mobile: 1 } as const;

/** The card of an offer of the box offers API. */
export function toBoxStayCard(card: OfferCard): BoxStayCard {
  return {
    id: card.id,
    label: card.label,
    uri: card.uri,
    imageUrl: card.imageUrl,
    hotel: card.hotel.label,
    stars: card.hotel.stars,
    city: card.hotel.location.label,
    nights: card.nights,
    lat: card.hotel.location.lat,
    lng: card.hotel.location.lng,
  };
}

/** Address of one page of a box's stays, or of all of them for the map. */
export function boxOffersUrl(code: string, locale: string, page: number | 'map'): string {
  const query = new URLSearchParams({ locale });
  if (page === 'map') query.set('performMapSearch', 'true');
  else {
    query.set('page', String(page));
    query.set('limit', String(BOX_STAYS_PAGE_SIZE));
  }
  return `/api/boxes/${encodeURIComponent(code)}/offers?${query.toString()}`;
}

/** Fetches a page of stays (or all for the map) as cards. */
export async function fetchBoxStays(code: string, locale: string, page: number | 'map'): Promise<{ cards: BoxStayCard[]; totalCount: number }> {
  const response = await fetch(boxOffersUrl(code, locale, page));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { results: OfferCard[]; searchDetails: { totalCount: number } };
  return { cards: body.results.map(toBoxStayCard), totalCount: body.searchDetails.totalCount };
}
