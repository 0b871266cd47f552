import { useCallback, useEffect, useRef, useState } from 'react';
import { $hotelStay, changeHotelStay } from '../../stores/hotel-stay';
import { useHydratedStore } from '../../stores/use-hydrated-store';
import { DEFAULT_STAY, formatHotelHash } from '../../domain/hotel-hash';
import { fetchHotelOffers, type HotelOffersResponse } from './hotel-offers-api';

/** Offers for the current stay; while loading, the previous answer stays on screen. */
export type OffersState =
  { status: 'loading'; data: HotelOffersResponse | null } | { status: 'error'; data: null } | { status: 'loaded'; data: HotelOffersResponse };

/**
 * The offers of the hotel page for the stay of the shared store (`src/stores/hotel-stay.ts`, kept in the address
 * hash), fetched again whenever it changes. `initial` (the server's answer for the default stay) spares the first call.
 */
export function useHotelOffers(hotelId: number, locale: string, initial: HotelOffersResponse | null) {
  // The server rendered the offers without dates: hydration starts from them, then the hash's stay loads.
  const stay = useHydratedStore($hotelStay, DEFAULT_STAY);
  const [state, setState] = useState<OffersState>(initial ? { status: 'loaded', data: initial } : { status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const loadedKey = useRef<string | null>(initial ? formatHotelHash(DEFAULT_STAY) : null);
  const stayKey = formatHotelHash(stay);

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

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { stay, state, changeStay: changeHotelStay, retry };
}
