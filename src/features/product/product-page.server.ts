/** Server side of the product (weekend offer) page: the package with its hotel, read once for the HTML. */
import type { Kysely } from 'kysely';
import { DEFAULT_PAX } from '../../domain/pax';
import type { Market } from '../../i18n/markets';
import { NotFoundError } from '../../server/api/http';
import { getWeekendDetail } from '../../server/catalog/weekend.server';
import type { Database } from '../../server/db/schema';
import { TEXTS } from '../../server/db/seed/texts';

export type ProductDetail = Awaited<ReturnType<typeof getWeekendDetail>>;

/** The package `id` as the product page shows it, or undefined when there is no such package (a 404). */
export async function loadProductPage(db: Kysely<Database>, market: Market, id: number, today: string): Promise<ProductDetail | undefined> {
  try {
    return await getWeekendDetail(db, id, { market: market.key, adults: DEFAULT_PAX.adults, children: DEFAULT_PAX.children, today }, TEXTS);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}
