/** Server side of the reviews block: the first page of a hotel's reviews, read once for the HTML. */
import type { Kysely } from 'kysely';
import { getPreferredReviewLanguage } from '../../domain/reviews';
import type { Market } from '../../i18n/markets';
import { NotFoundError } from '../../server/api/http';
import { getFirstReviewsPage } from '../../server/catalog/reviews.server';
import type { Database } from '../../server/db/schema';
import { describeError, log } from '../../server/log';
import type { ReviewsAnswer } from './types';

/**
 * Page 0 of a hotel's reviews in every language, the market's language first, newest first: what the API answers
 * by default and the modal shows first (cached until a review is published or the catalogue changes). Null when it
 * cannot be read (logged): the block then shows nothing (spec §8, silent).
 */
export async function getReviewsForPage(db: Kysely<Database>, hotelId: number, market: Market): Promise<ReviewsAnswer | null> {
  try {
    return await getFirstReviewsPage(db, hotelId, getPreferredReviewLanguage(market.locale));
  } catch (error) {
    log(error instanceof NotFoundError ? 'WARN' : 'ERROR', 'Reviews block hidden', { hotelId, market: market.key, ...describeError(error) });
    return null;
  }
}
