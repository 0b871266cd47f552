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

/** After a failed background reload, the next read that many milliseconds later tries again. */
const FAILED_RELOAD_RETRY_MS = 5_000;

/**
 * One value per owner (a database, for example), loaded on first use and then refreshed in the background:
 * once `ttlMs` has passed, or after `invalidate`, readers keep getting the current value while a single reload
 * runs, and the new value replaces it only when it is ready. No reader ever waits for a reload; only the very
 * first read of an owner waits for the first load. A failed reload keeps the old value and is tried again at
 * the next read after a few seconds.
 */
export function createBackgroundValue<K extends object, V>({ ttlMs, load }: { ttlMs: number; load: (owner: K) => Promise<V> }) {
  interface Slot { current: Promise<V>; loadedAt: number; stale: boolean; reloading: Promise<void> | null; again: Promise<void> | null }
  const slots = new WeakMap<K, Slot>();

  function reload(owner: K, slot: Slot): Promise<void> {
    slot.reloading ??= load(owner).then(
      (value) => {
        slot.current = Promise.resolve(value);
        slot.loadedAt = Date.now();
        slot.stale = false;
      },
      () => {
        // Keep serving the old value; a read after a short delay tries again.
        slot.stale = false;
        slot.loadedAt = Date.now() - ttlMs + Math.min(ttlMs, FAILED_RELOAD_RETRY_MS);
      },
    ).finally(() => {
      slot.reloading = null;
    });
    return slot.reloading;
  }

  return {
    get(owner: K): Promise<V> {
      const slot = slots.get(owner);
      if (!slot) {
        const current = load(owner);
        const fresh: Slot = { current, loadedAt: Date.now(), stale: false, reloading: null, again: null };
        slots.set(owner, fresh);
        current.catch(() => slots.delete(owner));
        return current;
      }
      if (slot.stale || Date.now() - slot.loadedAt >= ttlMs) void reload(owner, slot);
      return slot.current;
    },
    /**
     * Marks the owner's value as out of date and starts its reload; resolves when the new value is in place. A
     * change made while a reload runs may have been missed by what it already read: one more reload follows it.
     */
    invalidate(owner: K): Promise<void> {
      const slot = slots.get(owner);
      if (!slot) return Promise.resolve();
      slot.stale = true;
      if (!slot.reloading) return reload(owner, slot);
      slot.again ??= slot.reloading.then(() => {
        slot.again = null;
        return reload(owner, slot);
      });
      return slot.again;
    },
  };
}
