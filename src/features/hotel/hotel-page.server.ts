/**
 * Server side of the hotel page (spec §2 'Hotel page'): the hotel in the market's language, its breadcrumb with
 * links to the searches of its places, its rooms and offers without dates (rendered into the HTML, refined by the
 * offers island for the visitor's dates) and the hotels around it.
 */
import type { Kysely } from 'kysely';
import { getCardPrice } from '../../domain/card-price';
import { NEARBY_HOTELS_RADIUS_KM, selectNearbyHotels } from '../../domain/nearby-hotels';
import { DEFAULT_CRITERIA, formatSearchHash, type HashCriteria } from '../../domain/search-hash';
import type { Market, MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { toHotelView, type Crumb } from '../../server/catalog/hotel-view';
import { getHotelOffers, getHotelRecords } from '../../server/catalog/hotels.server';
import { toBreadcrumb } from '../../server/catalog/weekend.server';
import type { Database } from '../../server/db/schema';
import { TEXTS } from '../../server/db/seed/texts';
import { describeError, log } from '../../server/log';
import { SearchCriteria } from '../../server/search/criteria';
import { MAP_RESULTS_LIMIT, searchOffers } from '../../server/search/search.server';
import type { OfferCard } from '../../domain/search-types';
import { DEFAULT_STAY } from '../../domain/hotel-hash';
import { toActivityKeys } from '../../server/pictures/gallery.server';
import type { HotelOffersResponse } from './hotel-offers-api';

export type HotelView = ReturnType<typeof toHotelView>;

/** A breadcrumb step: a place of the hotel and the search that lists its stays. */
export interface HotelCrumb {
  label: string;
  href: string;
}

/** A card of 'Hotels around that may interest you'. */
export interface NearbyHotel {
  id: number;
  label: string;
  stars: number;
  href: string;
  imageUrl: string;
  city: string;
  distanceKm: number;
  reviewScore: number | null;
  /** Cheapest offer per person for 2 adults, rounded up to the euro, in cents. */
  fromPricePerPerson: number;
}

export interface HotelPageData {
  hotel: HotelView;
  crumbs: HotelCrumb[];
  /** Rooms and offers without dates; null when they could not be loaded (the island tries again). */
  offers: HotelOffersResponse | null;
  nearby: NearbyHotel[];
  /** An inactive hotel is still a page, kept out of search engines. */
  robots: 'index,follow' | 'noindex,follow';
}

/** A search of the place named by a breadcrumb step: the city's keyword path, else the search page with the place in its hash. */
export function getCrumbHref(market: MarketKey, crumb: Crumb, country: string): string {
  if (crumb.type === 'city') return buildPath(market, 'searchCity', { cityId: crumb.id });
  const place: Partial<HashCriteria> | null =
    crumb.type === 'region' ? { region: crumb.id } : crumb.type === 'department' ? { department: crumb.id } : crumb.type === 'country' ? { country } : null;
  const search = buildPath(market, 'search');
  return place ? `${search}#${formatSearchHash({ ...DEFAULT_CRITERIA, ...place })}` : search;
}

/** Up to 8 other hotels within 50 km, each with its cheapest offer; empty when the search fails (logged). */
async function loadNearbyHotels(db: Kysely<Database>, market: Market, hotel: HotelView, today: string): Promise<NearbyHotel[]> {
  try {
    const criteria = SearchCriteria.parse({
      lat: hotel.location.latitude,
      lng: hotel.location.longitude,
      distanceMax: NEARBY_HOTELS_RADIUS_KM,
      flow: 'booking',
    });
    const found = await searchOffers(
      db,
      { locale: market.locale, criteria, order: 'priceAsc', numberOfPackagesPerHotel: 1, limit: MAP_RESULTS_LIMIT, page: 0 },
      today,
    );
    const cards = (found.results as unknown as OfferCard[]).map((card) => ({ card, hotelId: card.hotel.id, distanceKm: card.distance }));
    return selectNearbyHotels(cards, hotel.id).map(({ card, distanceKm }) => ({
      id: card.hotel.id,
      label: card.hotel.label,
      stars: card.hotel.stars,
      href: card.hotel.uri,
      imageUrl: card.images[0]?.['640_360'] ?? card.imageUrl,
      city: card.hotel.location.label,
      distanceKm: distanceKm ?? 0,
      reviewScore: card.hotel.review.average,
      fromPricePerPerson: getCardPrice(card, 'booking').amount,
    }));
  } catch (error) {
    log('ERROR', 'Nearby hotels failed', { ...describeError(error), hotelId: hotel.id });
    return [];
  }
}

async function loadOffers(db: Kysely<Database>, market: Market, hotelId: number, today: string): Promise<HotelOffersResponse | null> {
  try {
    const request = { hotelId, market: market.key, lang: market.language, adults: DEFAULT_STAY.adults, children: DEFAULT_STAY.children, today };
    return (await getHotelOffers(db, request)) as unknown as HotelOffersResponse;
  } catch (error) {
    log('ERROR', 'Hotel offers failed', { ...describeError(error), hotelId });
    return null;
  }
}

/** The id of a hotel path segment: digits only, within the ids the catalog uses; undefined otherwise. */
export function parseHotelId(value: string | number): number | undefined {
  const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined;
}

/**
 * Everything the hotel page shows, for `market` on `today`; undefined when the id names no hotel (a 404).
 * The hotel, its places, rooms and offers come from its records (getHotelRecords: read once per catalog change), the
 * nearby hotels from the in-memory search index.
 */
export async function loadHotelPage(db: Kysely<Database>, market: Market, hotelId: string | number, today: string): Promise<HotelPageData | undefined> {
  const id = parseHotelId(hotelId);
  if (id === undefined) return undefined;
  const records = await getHotelRecords(db, id, today);
  if (!records) return undefined;
  const { hotel: record } = records;
  const breadcrumb = toBreadcrumb(records.places, market.language);
  const pictures = { roomTypes: records.roomTypes, activityKeys: toActivityKeys(records.stayActivityIds, TEXTS) };
  const hotel = toHotelView(record, market.key, market.language, TEXTS, breadcrumb, pictures);
  const offers = await loadOffers(db, market, id, today);
  const nearby = await loadNearbyHotels(db, market, hotel, today);
  return {
    hotel,
    crumbs: breadcrumb.map((crumb) => ({ label: crumb.label, href: getCrumbHref(market.key, crumb, record.country) })),
    offers,
    nearby,
    robots: record.active ? 'index,follow' : 'noindex,follow',
  };
}
