/** Recently viewed offers in localStorage (spec §7: local storage of recently viewed). */
import { atom } from 'nanostores';
import { addRecentlyViewed, parseRecentlyViewed, type RecentlyViewed } from '../domain/recently-viewed';

const STORAGE_KEY = 'halte.recentlyViewed';

export const $recentlyViewed = atom<RecentlyViewed[]>([]);

/** Records a visit to an offer page; storage errors only cost the memory of this visit. */
export function rememberViewed(item: RecentlyViewed): void {
  try {
    const stored = parseRecentlyViewed(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
    const next = addRecentlyViewed(stored, item);
    $recentlyViewed.set(next);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    $recentlyViewed.set(addRecentlyViewed($recentlyViewed.get(), item));
  }
}
