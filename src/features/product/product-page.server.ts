/** Server side of the product (weekend offer) page: the package with its hotel, read once for the HTML. */
import type { Kysely } from 'kysely';
import { DEFAULT_PAX } from '../../domain/pax';
import { getPreferredReviewLanguage } from '../../domain/reviews';
import type { Market } from '../../i18n/markets';
import { NotFoundError } from '../../server/api/http';
import { getWeekendDetail } from '../../server/catalog/weekend.server';
import type { Database } from '../../server/db/schema';
import { TEXTS } from '../../server/db/seed/texts';

export type ProductDetail = Awaited<ReturnType<typeof getWeekendDetail>>;

/**
 * The package `id` as the product page shows it, or undefined when there is no such package (a 404). Its hotel's first
 * page of reviews in the market's language, which the page shows too, is read with it.
 */
export async function loadProductPage(db: Kysely<Database>, market: Market, id: number, today: string): Promise<ProductDetail | undefined> {
  try {
    const firstReviews = { preferLanguage: getPreferredReviewLanguage(market.locale) };
    return await getWeekendDetail(db, id, { market: market.key, adults: DEFAULT_PAX.adults, children: DEFAULT_PAX.children, today, firstReviews }, TEXTS);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}
