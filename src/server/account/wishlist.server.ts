import { sql, type Kysely } from 'kysely';
import { MAX_WISHLIST_ITEMS, type WishlistItem, type WishlistType } from '../../domain/wishlist';
import type { Database } from '../db/schema';

/** A signed-in customer's wishlist, newest first. */
export async function getAccountWishlist(db: Kysely<Database>, customerId: string): Promise<WishlistItem[]> {
  const rows = await db.selectFrom('wishlist_items').select('item').where('customer_id', '=', customerId).orderBy('added_at', 'desc').orderBy('item_type').orderBy('item_id').limit(MAX_WISHLIST_ITEMS).execute();
  return rows.map((row) => row.item);
}

/**
 * Adds items to the account (a heart, or the browser's list merged at sign-in): items already there stay as
 * they are, so nothing is listed twice; the list keeps the newest MAX_WISHLIST_ITEMS. The first item of
 * `items` ends up newest. Answers the list.
 */
export async function addToAccountWishlist(db: Kysely<Database>, customerId: string, items: readonly WishlistItem[], now = new Date()): Promise<WishlistItem[]> {
  if (items.length > 0) {
    await db
      .insertInto('wishlist_items')
      .values(items.slice(0, MAX_WISHLIST_ITEMS).map((item, index) => ({
        customer_id: customerId,
        item_type: item.type,
        item_id: item.id,
        item: JSON.stringify(item),
        added_at: new Date(now.getTime() - index),
      })))
      .onConflict((oc) => oc.columns(['customer_id', 'item_type', 'item_id']).doNothing())
      .execute();
    await sql`delete from wishlist_items w where w.customer_id = ${customerId} and (w.item_type, w.item_id) not in (
      select item_type, item_id from wishlist_items where customer_id = ${customerId} order by added_at desc limit ${MAX_WISHLIST_ITEMS})`.execute(db);
  }
  return getAccountWishlist(db, customerId);
}

/** Removes one item from the account's wishlist. */
export async function removeFromAccountWishlist(db: Kysely<Database>, customerId: string, type: WishlistType, id: number): Promise<WishlistItem[]> {
  await db.deleteFrom('wishlist_items').where('customer_id', '=', customerId).where('item_type', '=', type).where('item_id', '=', id).execute();
  return getAccountWishlist(db, customerId);
}
