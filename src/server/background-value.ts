/** After a failed background reload, the next read that many milliseconds later tries again. */
const FAILED_RELOAD_RETRY_MS = 5_000;

/**
 * One value per owner (a database, for example), loaded on first use and then refreshed in the background:
 * once `ttlMs` has passed, or after `invalidate`, readers keep getting the current value while a single reload
 * runs, and the new value replaces it only when it is ready. No reader ever waits for a reload; only the very
 * first read of an owner waits for the first load. A failed reload keeps the old value and is tried again at
 * the next read after a few seconds.
 *
 * lru-cache's `allowStale` with `fetchMethod` covers the first part, not the rest: after a failed reload it would
 * reload again at every read, and an invalidation during a reload would join that reload instead of following it.
 */
export function createBackgroundValue<K extends object, V>({ ttlMs, load }: { ttlMs: number; load: (owner: K) => Promise<V> }) {
  interface Slot {
    current: Promise<V>;
    loadedAt: number;
    stale: boolean;
    reloading: Promise<void> | null;
    again: Promise<void> | null;
  }
  const slots = new WeakMap<K, Slot>();

  function reload(owner: K, slot: Slot): Promise<void> {
    slot.reloading ??= load(owner)
      .then(
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
      )
      .finally(() => {
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
