import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/** False while React hydrates the server's HTML, true from the first render after it (and in a fresh render). */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * A store's value, except while hydrating: then the value the server rendered with. A store read from the
 * address (a hash the server never sees) would otherwise make the first render differ from the HTML (React
 * error #418) when a second island hydrates after the first one has read it.
 */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  return useIsHydrated() ? value : serverValue;
}
