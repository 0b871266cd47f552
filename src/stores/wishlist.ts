/**
 * The visitor's wishlist (spec §3 wishlist item, types STAY and ACTIVITY), kept in the browser. Signed-in
 * customers' wishlists in the database come with the accounts; this store is what the hearts use.
 */
import { atom } from 'nanostores';

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

const STORAGE_KEY = 'halte.wishlist';
const MAX_ITEMS = 100;

export const $wishlist = atom<WishlistItem[]>([]);

let loaded = false;

function isItem(value: unknown): value is WishlistItem {
  const item = value as WishlistItem;
  return typeof item === 'object' && item !== null && Number.isInteger(item.id) && (item.type === 'STAY' || item.type === 'ACTIVITY')
    && typeof item.label === 'string' && typeof item.uri === 'string' && item.uri.startsWith('/');
}

/** Reads the stored wishlist once, in the browser (garbage in storage is dropped). */
export function loadWishlist(): void {
  if (loaded || typeof localStorage === 'undefined') return;
  loaded = true;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    $wishlist.set(Array.isArray(stored) ? stored.filter(isItem).slice(0, MAX_ITEMS) : []);
  } catch {
    $wishlist.set([]);
  }
}

function save(items: WishlistItem[]): void {
  $wishlist.set(items);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // storage full or blocked: the list still works for this page
  }
}

export function isInWishlist(items: readonly WishlistItem[], type: WishlistType, id: number): boolean {
  return items.some((item) => item.type === type && item.id === id);
}

/** Adds the item, or removes it when it is already there (a wishlist item needs a uri). */
export function toggleWishlist(item: WishlistItem): void {
  loadWishlist();
  const items = $wishlist.get();
  if (isInWishlist(items, item.type, item.id)) save(items.filter((i) => !(i.type === item.type && i.id === item.id)));
  else if (item.uri) save([item, ...items].slice(0, MAX_ITEMS));
}
