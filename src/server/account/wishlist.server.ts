import type { Kysely } from 'kysely';
import { MAX_WISHLIST_ITEMS, isInWishlist, mergeWishlists, type WishlistItem, type WishlistType } from '../../domain/wishlist';
import type { Database } from '../db/schema';

/** A signed-in customer's wishlist, newest first. */
export async function getAccountWishlist(db: Kysely<Database>, customerId: string): Promise<WishlistItem[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select('item')
    .where('customer_id', '=', customerId)
    .orderBy('added_at', 'desc')
    .orderBy('item_type')
    .orderBy('item_id')
    .limit(MAX_WISHLIST_ITEMS)
    .execute();
  return rows.map((row) => row.item);
}

/**
 * Adds items to the account (a heart, or the browser's list merged at sign-in) by mergeWishlists: the new items
 * first, the first of `items` newest, then the account's own; nothing twice, the newest MAX_WISHLIST_ITEMS kept.
 * One merge at a time per customer (the customer's row is locked), so no merge writes over another. Answers the list.
 */
export async function addToAccountWishlist(
  db: Kysely<Database>,
  customerId: string,
  items: readonly WishlistItem[],
  now = new Date(),
): Promise<WishlistItem[]> {
  if (items.length === 0) return getAccountWishlist(db, customerId);
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
    const account = await getAccountWishlist(trx, customerId);
    const merged = mergeWishlists(account, items);
    // The merge puts the new items first: their order there is their order of addition.
    const added = merged.filter((item) => !isInWishlist(account, item.type, item.id));
    if (added.length > 0) {
      await trx
        .insertInto('wishlist_items')
        .values(
          added.map((item, index) => ({
            customer_id: customerId,
            item_type: item.type,
            item_id: item.id,
            item: JSON.stringify(item),
            added_at: new Date(now.getTime() - index),
          })),
        )
        .onConflict((oc) => oc.columns(['customer_id', 'item_type', 'item_id']).doNothing())
        .execute();
    }
    await trx
      .deleteFrom('wishlist_items')
      .where('customer_id', '=', customerId)
      .where((eb) =>
        eb(
          eb.refTuple('item_type', 'item_id'),
          'not in',
          merged.map((item) => eb.tuple(item.type, item.id)),
        ),
      )
      .execute();
    return merged;
  });
}

/** Removes one item from the account's wishlist. */
export async function removeFromAccountWishlist(db: Kysely<Database>, customerId: string, type: WishlistType, id: number): Promise<WishlistItem[]> {
  await db.deleteFrom('wishlist_items').where('customer_id', '=', customerId).where('item_type', '=', type).where('item_id', '=', id).execute();
  return getAccountWishlist(db, customerId);
}
