/**
 * Landing-block searches (spec §7 'Search service for landing blocks'): stays and gifts by priceQuality with one
 * package per hotel and a limit; activities through the activity-only search. A failure shows nothing (spec §8).
 */
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { getCardPrice, type CardPrice } from '../../domain/card-price';
import { DEFAULT_CRITERIA } from '../../domain/search-hash';
import { buildProductHref } from '../../domain/product-link';
import type { Market } from '../../i18n/markets';
import { searchActivities } from '../catalog/activities.server';
import type { Database } from '../db/schema';
import { describeError, log } from '../log';
import { SearchCriteria } from '../search/criteria';
import { searchOffers } from '../search/search.server';
import { addQuery } from './links';
import type { LandingSearch } from './schemas';

/** What a block reads of an offer card of /api/offers.json (the whole card: OfferCard in domain/search-types.ts). */
type OfferCard = Parameters<typeof getCardPrice>[0] & {
  id: number;
  label: string;
  uri: string;
  imageUrl: string;
  nights: number;
  hotel: { label: string; location: { label: string } };
};
/** What a block reads of an activity-only card (ActivityCard in domain/search-types.ts). */
interface ActivityCard {
  id: number;
  label: string;
  uri: string;
  imageUrl: string;
  participants: number;
  activityCenter: { label: string; location: { label: string } };
  price: { sellPrice: number; refPrice: number; promoPercentageRounded: number };
}

/** One result of a landing block, ready to draw. */
export interface LandingCard {
  id: number;
  title: string;
  place: string;
  imageUrl: string;
  href: string;
  price: CardPrice;
}

/**
 * Every home view runs its landing searches: their cards are kept a few minutes per market, search and day (the
 * catalog only changes when it is regenerated at start; a card's price is quoted again on the offer's page).
 */
const LANDING_CACHE = new LRUCache<string, LandingCard[], { db: Kysely<Database>; market: Market; search: LandingSearch; today: string }>({
  max: 300,
  ttl: 5 * 60_000,
  ignoreFetchAbort: true,
  fetchMethod: (_key, _stale, { context: { db, market, search, today } }) =>
    search.flow === 'activity' ? searchActivityCards(db, market, search) : searchOfferCards(db, market, search, today),
});

/** The cards of a landing search; the minisite id, when given, travels with each link. Null on failure. */
export async function searchLandingBlock(
  db: Kysely<Database>,
  market: Market,
  search: LandingSearch,
  today: string,
  minisite?: number,
): Promise<LandingCard[] | null> {
  try {
    const key = JSON.stringify([market.key, today, search]);
    const cards = await LANDING_CACHE.forceFetch(key, { context: { db, market, search, today } });
    return minisite === undefined ? cards : cards.map((card) => ({ ...card, href: addQuery(card.href, { minisite }) }));
  } catch (error) {
    log('ERROR', 'Landing block search failed', { ...describeError(error), market: market.key });
    return null;
  }
}

async function searchOfferCards(db: Kysely<Database>, market: Market, search: LandingSearch, today: string): Promise<LandingCard[]> {
  const criteria = SearchCriteria.parse({ ...search.criteria, flow: search.flow });
  const found = await searchOffers(
    db,
    {
      locale: market.locale,
      order: 'priceQuality',
      criteria,
      numberOfPackagesPerHotel: 1,
      limit: search.limit,
      page: 0,
      performGiftableSearch: search.flow === 'gifting',
    },
    today,
  );
  return (found.results as unknown as OfferCard[]).map((offer) => ({
    id: offer.id,
    title: offer.label,
    place: `${offer.hotel.label} · ${offer.hotel.location.label}`,
    imageUrl: offer.imageUrl,
    href: buildProductHref(offer.uri, search.flow, DEFAULT_CRITERIA, offer.nights),
    price: getCardPrice(offer, search.flow),
  }));
}

async function searchActivityCards(db: Kysely<Database>, market: Market, search: LandingSearch): Promise<LandingCard[]> {
  const found = await searchActivities(
    db,
    { theme: search.criteria.theme, city: search.criteria.city, participants: 2, page: 0, limit: search.limit },
    market.key,
    market.language,
  );
  const activities = (found.exactMatch.activityOnlyPackages as unknown as (ActivityCard | (Omit<ActivityCard, 'price'> & { price: null }))[]).filter(
    (activity): activity is ActivityCard => activity.price !== null,
  );
  return activities.map((activity) => ({
    id: activity.id,
    title: activity.label,
    place: `${activity.activityCenter.label} · ${activity.activityCenter.location.label}`,
    imageUrl: activity.imageUrl,
    href: activity.uri,
    price: getCardPrice(
      {
        sellPrice: activity.price.sellPrice,
        refPrice: activity.price.refPrice,
        promo: activity.price.promoPercentageRounded,
        participants: activity.participants,
        nights: 1,
      },
      'activity',
    ),
  }));
}
