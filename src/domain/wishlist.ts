/**
 * Wishlist rules (spec §3 wishlist item, types STAY and ACTIVITY): one entry per type and id, newest first,
 * a bounded length, and a uri on the site for every item. The same rules hold for the list kept in the
 * browser and for a signed-in customer's list in the database.
 */
export type WishlistType = 'STAY' | 'ACTIVITY';

export interface WishlistItem {
  id: number;
  type: WishlistType;
  label: string;
  imageUrl: string;
  uri: string;
  headwords: string[];
  hotel?: { id: number; label: string; stars: number } | undefined;
}

export const MAX_WISHLIST_ITEMS = 100;
export const MAX_WISHLIST_LABEL = 200;
const MAX_URI = 300;

/** A path of this site ('/fr/sejour/12'), never another host. */
function isSitePath(value: unknown, allowEmpty: boolean): boolean {
  if (typeof value !== 'string') return false;
  if (value === '') return allowEmpty;
  return value.length <= MAX_URI && value.startsWith('/') && !value.startsWith('//') && !/[\\\s]/.test(value);
}

/** Whether a value read from storage or a request is a well-formed wishlist item. */
export function isWishlistItem(value: unknown): value is WishlistItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const hotel = item.hotel as Record<string, unknown> | undefined;
  return (
    Number.isInteger(item.id) &&
    (item.id as number) > 0 &&
    (item.type === 'STAY' || item.type === 'ACTIVITY') &&
    typeof item.label === 'string' &&
    item.label.length > 0 &&
    item.label.length <= MAX_WISHLIST_LABEL &&
    isSitePath(item.uri, false) &&
    isSitePath(item.imageUrl ?? '', true) &&
    (item.headwords === undefined || (Array.isArray(item.headwords) && item.headwords.every((word) => typeof word === 'string'))) &&
    (hotel === undefined ||
      (typeof hotel === 'object' && hotel !== null && Number.isInteger(hotel.id) && typeof hotel.label === 'string' && Number.isInteger(hotel.stars)))
  );
}

/** Same entry: same type and id. */
export function isSameWishlistItem(a: Pick<WishlistItem, 'type' | 'id'>, b: Pick<WishlistItem, 'type' | 'id'>): boolean {
  return a.type === b.type && a.id === b.id;
}

export function isInWishlist(items: readonly WishlistItem[], type: WishlistType, id: number): boolean {
  return items.some((item) => item.type === type && item.id === id);
}

/** The list with `item` added in front, or removed when it is there already. */
export function toggleWishlistItem(items: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  if (isInWishlist(items, item.type, item.id)) return items.filter((other) => !isSameWishlistItem(other, item));
  return [item, ...items].slice(0, MAX_WISHLIST_ITEMS);
}

/**
 * The account's list after sign-in merges the browser's list into it: the browser's items that the account
 * lacks come first (they are the latest wishes), then the account's items; no entry twice; bounded.
 */
export function mergeWishlists(account: readonly WishlistItem[], local: readonly WishlistItem[]): WishlistItem[] {
  const merged: WishlistItem[] = [];
  for (const item of [...local.filter((l) => !isInWishlist(account, l.type, l.id)), ...account]) {
    if (!isInWishlist(merged, item.type, item.id)) merged.push(item);
  }
  return merged.slice(0, MAX_WISHLIST_ITEMS);
}

/** An item's label and page in one language and market: what the wishlist shows, whatever market the heart was in. */
export interface WishlistLabel {
  type: WishlistType;
  id: number;
  label: string;
  uri: string;
}

/** The items as a page of another language shows them: its labels and paths where known, the stored ones meanwhile. */
export function localiseWishlistItems(items: readonly WishlistItem[], labels: readonly WishlistLabel[]): WishlistItem[] {
  return items.map((item) => {
    const found = labels.find((label) => isSameWishlistItem(label, item));
    return found ? { ...item, label: found.label, uri: found.uri } : item;
  });
}

/** The items' type and id as one query value ('STAY-12,ACTIVITY-3'), sorted so a list asks the same URL in any order. */
export function formatWishlistRefs(items: readonly Pick<WishlistItem, 'type' | 'id'>[]): string {
  return items
    .map((item) => `${item.type}-${item.id}`)
    .sort()
    .join(',');
}

/** Reads formatWishlistRefs' value; undefined when malformed or longer than a wishlist. */
export function parseWishlistRefs(text: string): Pick<WishlistItem, 'type' | 'id'>[] | undefined {
  if (text === '') return [];
  const parts = text.split(',');
  if (parts.length > MAX_WISHLIST_ITEMS) return undefined;
  const refs: Pick<WishlistItem, 'type' | 'id'>[] = [];
  for (const part of parts) {
    const match = /^(STAY|ACTIVITY)-([1-9]\d{0,9})$/.exec(part);
    const id = Number(match?.[2]);
    if (!match || id > 2_147_483_647) return undefined;
    refs.push({ type: match[1] as WishlistType, id });
  }
  return refs;
}
