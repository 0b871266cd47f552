import { useEffect, useMemo, useState } from 'react';
import { formatWishlistRefs, localiseWishlistItems, type WishlistItem, type WishlistLabel } from '../../domain/wishlist';

/**
 * The items with the labels and pages of this page's market (`locale`, 'nl_BE'): a heart pressed on another market's
 * site keeps its id, its label is asked again here. The stored label shows until the answer, or if it never comes.
 */
export function useLocalisedWishlist(items: readonly WishlistItem[], locale: string): WishlistItem[] {
  const refs = formatWishlistRefs(items);
  const [labels, setLabels] = useState<readonly WishlistLabel[]>([]);
  useEffect(() => {
    if (!refs) return undefined;
    const controller = new AbortController();
    fetch(`/api/wishlist/labels?${new URLSearchParams({ locale, items: refs })}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ items?: unknown }>) : undefined))
      .then((body) => {
        if (Array.isArray(body?.items)) setLabels(body.items as WishlistLabel[]);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [refs, locale]);
  return useMemo(() => localiseWishlistItems(items, labels), [items, labels]);
}
