import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $allInPrice, ALL_IN_PRICE_KEY, setAllInPrice } from './all-in-price';

/** A browser window with a localStorage and the storage and pageshow events, enough for the store. */
function fakeWindow(stored: Record<string, string> = {}) {
  const items = new Map(Object.entries(stored));
  const listeners = new Map<string, Set<(event: object) => void>>();
  const dispatch = (type: string, event: object) => listeners.get(type)?.forEach((listener) => listener(event));
  return {
    localStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) },
    addEventListener: (type: string, listener: (event: object) => void) => void listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: (event: object) => void) => void listeners.get(type)?.delete(listener),
    /** Another tab changed the storage. */
    dispatchStorage: (key: string, newValue: string | null) => dispatch('storage', { key, newValue }),
    /** The page came back from the back-forward cache. */
    dispatchPageShow: (persisted: boolean) => dispatch('pageshow', { persisted }),
    items,
  };
}

describe('all-in price choice', () => {
  afterEach(() => {
    cleanStores($allInPrice);
    vi.unstubAllGlobals();
  });

  describe('in a browser', () => {
    let win: ReturnType<typeof fakeWindow>;
    beforeEach(() => {
      win = fakeWindow({ [ALL_IN_PRICE_KEY]: '1' });
      vi.stubGlobal('window', win);
    });

    it('reads the remembered choice when first used', () => {
      const stop = $allInPrice.listen(() => undefined);
      expect($allInPrice.get()).toBe(true);
      stop();
    });

    it('remembers a change in this browser', () => {
      const stop = $allInPrice.listen(() => undefined);
      setAllInPrice(false);
      expect($allInPrice.get()).toBe(false);
      expect(win.items.get(ALL_IN_PRICE_KEY)).toBe('0');
      setAllInPrice(true);
      expect(win.items.get(ALL_IN_PRICE_KEY)).toBe('1');
      stop();
    });

    it('follows a choice made in another tab', () => {
      const stop = $allInPrice.listen(() => undefined);
      win.dispatchStorage(ALL_IN_PRICE_KEY, '0');
      expect($allInPrice.get()).toBe(false);
      win.dispatchStorage('other', '1');
      expect($allInPrice.get()).toBe(false);
      stop();
    });

    it('reads the choice again when the page comes back from the history', () => {
      const stop = $allInPrice.listen(() => undefined);
      win.items.set(ALL_IN_PRICE_KEY, '0');
      win.dispatchPageShow(false);
      expect($allInPrice.get()).toBe(true);
      win.dispatchPageShow(true);
      expect($allInPrice.get()).toBe(false);
      stop();
    });

    it('still switches when storage refuses to write', () => {
      win.localStorage.setItem = () => {
        throw new Error('QuotaExceededError');
      };
      const stop = $allInPrice.listen(() => undefined);
      setAllInPrice(false);
      expect($allInPrice.get()).toBe(false);
      stop();
    });
  });

  it('is per person on the server, where there is no storage', () => {
    expect(typeof window).toBe('undefined');
    expect($allInPrice.get()).toBe(false);
  });
});
