/** Server side of the reviews block: the first page of a hotel's reviews, read once for the HTML. */
import type { Kysely } from 'kysely';
import { getPreferredReviewLanguage } from '../../domain/reviews';
import type { Market } from '../../i18n/markets';
import { NotFoundError } from '../../server/api/http';
import { createCache } from '../../server/cache';
import { getReviews } from '../../server/catalog/reviews.server';
import type { Database } from '../../server/db/schema';
import { describeError, log } from '../../server/log';
import type { ReviewsAnswer } from './types';

/**
 * The first page of a hotel's reviews is the same for every visitor of a language and changes only when reviews
 * are imported: each product and hotel page render reads it from here (a few minutes at most behind).
 */
const FIRST_PAGE_CACHE = { max: 1000, ttlMs: 5 * 60 * 1000 };
const firstPages = new WeakMap<object, ReturnType<typeof createCache<ReviewsAnswer>>>();

/**
 * Page 0 of a hotel's reviews in every language, the market's language first, newest first: what the API answers
 * by default and the modal shows first. Null when it cannot be read (logged): the block then shows nothing (spec §8, silent).
 */
export async function getReviewsForPage(db: Kysely<Database>, hotelId: number, market: Market): Promise<ReviewsAnswer | null> {
  let cache = firstPages.get(db);
  if (!cache) {
    cache = createCache<ReviewsAnswer>(FIRST_PAGE_CACHE);
    firstPages.set(db, cache);
  }
  try {
    const preferLanguage = getPreferredReviewLanguage(market.locale);
    return await cache.get(`${hotelId}|${preferLanguage}`, () => getReviews(db, { hotelId, sort: 'DATE_DESC', page: 0, language: 'all', withOtherLanguageFallback: false, preferLanguage }));
  } catch (error) {
    log(error instanceof NotFoundError ? 'WARN' : 'ERROR', 'Reviews block hidden', { hotelId, market: market.key, ...describeError(error) });
    return null;
  }
}
