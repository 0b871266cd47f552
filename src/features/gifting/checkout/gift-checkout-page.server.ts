/**
 * Server side of the gift checkout (ADR 10): reads the query string, prices the order again from the catalog and
 * answers the order, a readable error for a query that cannot be sold, or undefined (404) for an unknown product.
 */
import type { Kysely } from 'kysely';
import { parseGiftCheckoutQuery } from '../../../domain/gift-checkout-query';
import type { Market } from '../../../i18n/markets';
import type { Database } from '../../../server/db/schema';
import { priceGiftOrder, type GiftOrder, type GiftOrderError } from '../../../server/gift/gift-price.server';

export type GiftCheckoutPageData = { ok: true; order: GiftOrder } | { ok: false; error: Exclude<GiftOrderError, 'notFound'> };

export async function loadGiftCheckout(db: Kysely<Database>, market: Market, query: URLSearchParams): Promise<GiftCheckoutPageData | undefined> {
  const parsed = parseGiftCheckoutQuery(query);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const priced = await priceGiftOrder(db, market, parsed.request);
  if (priced.ok) return { ok: true, order: priced.order };
  return priced.error === 'notFound' ? undefined : { ok: false, error: priced.error };
}
