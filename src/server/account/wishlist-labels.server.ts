import type { Kysely } from 'kysely';
import type { WishlistItem, WishlistLabel } from '../../domain/wishlist';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database, Localized } from '../db/schema';

/**
 * The wishlist items' labels and pages in a market's language: stays from their packages, activities from their
 * products. Items no longer in the catalogue are left out (the wishlist keeps the label stored with them).
 */
export async function getWishlistLabels(db: Kysely<Database>, market: MarketKey, refs: readonly Pick<WishlistItem, 'type' | 'id'>[]): Promise<WishlistLabel[]> {
  const { language } = MARKETS[market];
  const ids = (type: WishlistItem['type']) => [...new Set(refs.filter((ref) => ref.type === type).map((ref) => ref.id))];
  const stayIds = ids('STAY');
  const activityIds = ids('ACTIVITY');
  const stays = stayIds.length > 0 ? await db.selectFrom('packages').select(['id', 'labels']).where('id', 'in', stayIds).execute() : [];
  const activities = activityIds.length > 0 ? await db.selectFrom('activity_products').select(['id', 'labels']).where('id', 'in', activityIds).execute() : [];
  const label = (labels: unknown) => (labels as Localized)[language] ?? '';
  return [
    ...stays.map((row) => ({ type: 'STAY' as const, id: row.id, label: label(row.labels), uri: buildPath(market, 'product', { id: row.id }) })),
    ...activities.map((row) => ({ type: 'ACTIVITY' as const, id: row.id, label: label(row.labels), uri: buildPath(market, 'activity', { id: row.id }) })),
  ].filter((entry) => entry.label !== '');
}
