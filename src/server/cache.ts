/**
 * A bounded in-process cache with expiry, for read-mostly catalog data. Entries are promises, so concurrent
 * requests for the same key share one load; a failed load is forgotten at once.
 */
export function createCache<V>({ max, ttlMs }: { max: number; ttlMs: number }) {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        // Map keeps insertion order: re-inserting marks the entry as recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => entries.delete(key));
      while (entries.size > max) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
