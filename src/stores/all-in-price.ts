/**
 * Whether prices show all-in (the stay's total with its tourist tax, ADR 53) rather than per person: the visitor's
 * choice, kept in this browser and shared by the search and product islands. The server never knows it and renders
 * the per-person view; islands read it through useHydratedStore, so the stored choice applies after hydration.
 */
import { atom, onMount } from 'nanostores';

/** localStorage key of the choice ('1' on, '0' off). */
export const ALL_IN_PRICE_KEY = 'halte.allInPrice';

export const $allInPrice = atom(false);

// Storage is read when the store is first used in the browser: never on the server, never at import time. A choice
// made in another tab, or on another page before this one came back from the history, follows here too.
onMount($allInPrice, () => {
  if (typeof window === 'undefined') return undefined;
  $allInPrice.set(readStoredChoice());
  const onStorage = (event: StorageEvent) => {
    if (event.key === ALL_IN_PRICE_KEY) $allInPrice.set(event.newValue === '1');
  };
  // A page restored from the back-forward cache missed what another page of this tab chose meanwhile.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) $allInPrice.set(readStoredChoice());
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
});

/** Shows prices all-in (true) or per person (false), and remembers it in this browser. */
export function setAllInPrice(isOn: boolean): void {
  $allInPrice.set(isOn);
  try {
    window.localStorage.setItem(ALL_IN_PRICE_KEY, isOn ? '1' : '0');
  } catch {
    // Storage full, disabled or private browsing: the choice still holds for this page.
  }
}

function readStoredChoice(): boolean {
  try {
    return window.localStorage.getItem(ALL_IN_PRICE_KEY) === '1';
  } catch {
    return false;
  }
}
