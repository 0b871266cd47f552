import { useCallback, useEffect, useRef, useState } from 'react';
import { getLocalToday } from '../calendar/today';
import { DEFAULT_STAY, formatHotelHash, OFFERS_ANCHOR, readHotelHash, type Stay } from './hotel-hash';
import { fetchHotelOffers, type HotelOffersResponse } from './hotel-offers-api';

/** Offers for the current stay; while loading, the previous answer stays on screen. */
export type OffersState =
  | { status: 'loading'; data: HotelOffersResponse | null }
  | { status: 'error'; data: null }
  | { status: 'loaded'; data: HotelOffersResponse };

/** Writes the stay into the address without a new history entry (and without a jump: it is not an anchor). */
function writeStayHash(stay: Stay): void {
  const url = new URL(window.location.href);
  url.hash = formatHotelHash(stay);
  window.history.replaceState(window.history.state, '', url.href);
}

/**
 * The stay of the hotel page and its offers. The stay starts from the address hash (a plain anchor such as
 * `#about` leaves it as it is), every change is written back to it, and the offers are fetched again for it.
 * `initial` (the server's answer for the default stay) spares the first call.
 */
export function useHotelOffers(hotelId: number, locale: string, initial: HotelOffersResponse | null) {
  const [stay, setStay] = useState<Stay>(DEFAULT_STAY);
  const [state, setState] = useState<OffersState>(initial ? { status: 'loaded', data: initial } : { status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const loadedKey = useRef<string | null>(initial ? formatHotelHash(DEFAULT_STAY) : null);
  const stayKey = formatHotelHash(stay);

  useEffect(() => {
    const readHash = (isFirst: boolean) => {
      const hash = readHotelHash(window.location.hash, getLocalToday().today);
      if (hash.hasStay) setStay(hash.stay);
      // A plain #products is scrolled to by the browser; with the stay in the hash it is done here.
      if (isFirst && hash.hasStay && hash.isOffersAnchor) document.getElementById(OFFERS_ANCHOR)?.scrollIntoView();
    };
    readHash(true);
    const onHashChange = () => readHash(false);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    if (stayKey === loadedKey.current) return undefined;
    const controller = new AbortController();
    // Until this answer arrives, no stay's offers are on screen for sure.
    loadedKey.current = null;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    fetchHotelOffers(hotelId, locale, stay, controller.signal)
      .then((data) => {
        loadedKey.current = stayKey;
        setState({ status: 'loaded', data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null });
      });
    return () => controller.abort();
    // stayKey stands for the stay; attempt repeats a failed call.
  }, [hotelId, locale, stayKey, attempt]);

  const changeStay = useCallback((next: Stay) => {
    setStay(next);
    writeStayHash(next);
  }, []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { stay, state, changeStay, retry };
}
