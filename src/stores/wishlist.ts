/**
 * The visitor's wishlist (spec §3 wishlist item, types STAY and ACTIVITY), what the hearts and the drawer show.
 * Anonymous visitors keep it in this browser. For a signed-in customer it lives in the account
 * (/api/account/wishlist), so it follows them across devices: on the first page after sign-in the browser's
 * list is merged into the account (without duplicates) and removed from the browser.
 */
import { atom } from 'nanostores';
import { MAX_WISHLIST_ITEMS, isInWishlist, isWishlistItem, toggleWishlistItem, type WishlistItem } from '../domain/wishlist';

export type { WishlistItem, WishlistType } from '../domain/wishlist';
export { isInWishlist };

const STORAGE_KEY = 'halte.wishlist';
const API = '/api/account/wishlist';
/** Set with the session (src/server/auth/cookies.ts): a hint that the account holds the list, not a credential. */
const SIGNED_IN_COOKIE = '__Host-halte_signed_in';

export const $wishlist = atom<WishlistItem[]>([]);

let loaded = false;
/** Settles once the account's list is known (at once for anonymous visitors). */
let ready: Promise<void> = Promise.resolve();
let useAccount = false;

function readLocal(): WishlistItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isWishlistItem).slice(0, MAX_WISHLIST_ITEMS) : [];
  } catch {
    return [];
  }
}

function saveLocal(items: WishlistItem[]): void {
  try {
    if (items.length > 0) localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage full or blocked: the list still works for this page
  }
}

function isSignedIn(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);
}

/** Calls the account's wishlist; undefined when the session is gone (401) or the call failed. */
async function callAccount(init?: RequestInit, query = ''): Promise<WishlistItem[] | 'signedOut' | undefined> {
  try {
    const response = await fetch(`${API}${query}`, { ...init, headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin' });
    if (response.status === 401) return 'signedOut';
    if (!response.ok) return undefined;
    const body = (await response.json()) as { items?: unknown };
    return Array.isArray(body.items) ? body.items.filter(isWishlistItem) : undefined;
  } catch {
    return undefined;
  }
}

/** Loads the account's list, merging the browser's into it first; falls back to the browser's list when signed out. */
async function syncAccount(local: WishlistItem[]): Promise<void> {
  const answer = local.length > 0 ? await callAccount({ method: 'POST', body: JSON.stringify({ items: local }) }) : await callAccount();
  if (answer === 'signedOut') {
    useAccount = false;
    return;
  }
  if (!answer) return;
  // The browser's items now live in the account; keeping them here would bring them back after a removal elsewhere.
  if (local.length > 0) saveLocal([]);
  $wishlist.set(answer);
}

/** Reads the wishlist once per page, in the browser: the account's when signed in, else the browser's. */
export function loadWishlist(): void {
  if (loaded || typeof localStorage === 'undefined') return;
  loaded = true;
  const local = readLocal();
  $wishlist.set(local);
  useAccount = isSignedIn();
  if (useAccount) ready = syncAccount(local);
}

/** Seeds the list the server already read (the account's wishlist page), so nothing is fetched again. */
export function setAccountWishlist(items: WishlistItem[]): void {
  loaded = true;
  useAccount = true;
  const local = typeof localStorage === 'undefined' ? [] : readLocal();
  $wishlist.set(items);
  if (local.length > 0) ready = syncAccount(local);
}

/** Adds the item, or removes it when it is already there (a wishlist item needs a uri). */
export function toggleWishlist(item: WishlistItem): void {
  loadWishlist();
  if (!item.uri) return;
  void ready.then(async () => {
    const before = $wishlist.get();
    const adding = !isInWishlist(before, item.type, item.id);
    $wishlist.set(toggleWishlistItem(before, item));
    if (!useAccount) {
      saveLocal($wishlist.get());
      return;
    }
    const answer = adding
      ? await callAccount({ method: 'POST', body: JSON.stringify({ items: [item] }) })
      : await callAccount({ method: 'DELETE' }, `?type=${item.type}&id=${item.id}`);
    if (answer === 'signedOut') {
      // The session ended meanwhile: the change stays in this browser, to be merged at the next sign-in.
      useAccount = false;
      const local = adding ? [item] : [];
      saveLocal(local);
      $wishlist.set(local);
    } else if (answer) $wishlist.set(answer);
  });
}
