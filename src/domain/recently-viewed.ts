/** Recently viewed offers (spec §3): kept in the browser, newest first, one entry per id, capped. */

/** How many offers are remembered (the spec does not say; a carousel row and a half). */
export const RECENTLY_VIEWED_MAX = 10;

export interface RecentlyViewed {
  id: number;
  type: 'STAY' | 'ACTIVITY';
  label: string;
  imageUrl: string;
  /** Price in cents shown with it (per person), or null. */
  price: number | null;
  hotel: string | null;
  uri: string;
}

/** The list with `item` first; an older entry of the same id and type is dropped; at most RECENTLY_VIEWED_MAX. */
export function addRecentlyViewed(list: readonly RecentlyViewed[], item: RecentlyViewed): RecentlyViewed[] {
  return [item, ...list.filter((entry) => !(entry.id === item.id && entry.type === item.type))].slice(0, RECENTLY_VIEWED_MAX);
}

/** Entries read back from storage; anything malformed is dropped. */
export function parseRecentlyViewed(value: unknown): RecentlyViewed[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is RecentlyViewed => {
      const e = entry as RecentlyViewed;
      return (
        typeof e === 'object' &&
        e !== null &&
        Number.isInteger(e.id) &&
        (e.type === 'STAY' || e.type === 'ACTIVITY') &&
        typeof e.label === 'string' &&
        typeof e.uri === 'string' &&
        e.uri.startsWith('/')
      );
    })
    .slice(0, RECENTLY_VIEWED_MAX);
}
