import { useCallback, useEffect, useRef, useState } from 'react';
import { getNightCount } from '../../domain/calendar';
import { formatSearchHash, parseSearchHash } from '../../domain/search-hash';
import { isFutureStay } from '../../domain/short-date';
import { getLocalToday } from '../../domain/local-today';
import { DEFAULT_PAX } from '../../domain/pax';
import { fetchCheckinPrices, fetchCheckoutNights, fetchQuote, type CheckinDay, type Pax, type Quote } from './booking-api';
import { fetchGiftCalendar } from './use-gift-quote';

/** A gift is for two adults (spec §9): a beneficiary's party is not chosen. */
const GIFT_PAX: Pax = { adults: 2, children: 0, babies: 0 };

export type QuoteState = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; quote: Quote } | { status: 'error'; message: string };

export interface BookingDates {
  checkin: string | null;
  checkout: string | null;
}

/** Reads dates and travellers from the product page's hash (spec §2: checkin, checkout, a, c, b). */
function readHash(): { dates: BookingDates; pax: Pax } {
  const criteria = parseSearchHash(window.location.hash);
  // Spec §4: dates from a link are restored only when valid and still ahead.
  const future = isFutureStay(criteria.checkin, criteria.checkout, getLocalToday().today);
  return {
    dates: { checkin: future ? (criteria.checkin ?? null) : null, checkout: future ? (criteria.checkout ?? null) : null },
    pax: { adults: criteria.a, children: criteria.c, babies: criteria.b },
  };
}

function writeHash(dates: BookingDates, pax: Pax): void {
  const hash = formatSearchHash({
    a: pax.adults,
    c: pax.children,
    b: pax.babies,
    ...(dates.checkin && dates.checkout ? { checkin: dates.checkin, checkout: dates.checkout } : {}),
  });
  const url = new URL(window.location.href);
  url.hash = hash;
  window.history.replaceState(null, '', url);
}

/**
 * The booking panel's state: dates and travellers (kept in the hash), the availability calendar loaded month by
 * month, the nights allowed after a check-in, the chosen activity dates and the live quote. With `isGift` (a
 * beneficiary's stay) the party is the gift's and the calendar is the gift's.
 */
export function useBooking(packageId: number, locale: string, isGift = false) {
  const [dates, setDates] = useState<BookingDates>({ checkin: null, checkout: null });
  const [pax, setPax] = useState<Pax>({ ...DEFAULT_PAX });
  const [activities, setActivities] = useState<string[]>([]);
  const [days, setDays] = useState<Record<string, CheckinDay>>({});
  const [allowedNights, setAllowedNights] = useState<number[] | null>(null);
  const [quote, setQuote] = useState<QuoteState>({ status: 'idle' });
  const loadedMonths = useRef(new Map<string, Promise<void>>());

  useEffect(() => {
    const initial = readHash();
    setDates(initial.dates);
    setPax(isGift ? GIFT_PAX : initial.pax);
    // Dates dropped as past leave the address too, so a reload or a shared link does not bring them back.
    const params = new URLSearchParams(window.location.hash.slice(1));
    if (!initial.dates.checkin && (params.has('checkin') || params.has('checkout'))) {
      params.delete('checkin');
      params.delete('checkout');
      const url = new URL(window.location.href);
      url.hash = params.toString();
      window.history.replaceState(null, '', url);
    }
    // The hash is read once, on mount.
  }, []);

  const paxKey = `${pax.adults}-${pax.children}-${pax.babies}`;
  useEffect(() => {
    // Prices per day depend on the travellers: a change reloads the months.
    loadedMonths.current.clear();
    setDays({});
  }, [paxKey]);

  /** Loads the given months ('YYYY-MM') once each; a failure leaves those days without data (selectable). */
  const loadMonths = useCallback(
    (months: readonly string[]) => {
      for (const month of months) {
        if (loadedMonths.current.has(month)) continue;
        const loading = (isGift ? fetchGiftCalendar(packageId, locale, month) : fetchCheckinPrices(packageId, locale, month, pax))
          .then((list) => setDays((current) => ({ ...current, ...Object.fromEntries(list.map((day) => [day.day, day])) })))
          .catch(() => {
            loadedMonths.current.delete(month);
          });
        loadedMonths.current.set(month, loading);
      }
    },
    [packageId, locale, pax, isGift],
  );

  /** A new check-in asks which stay lengths are possible from it; a failure sets no range (spec §8). */
  const chooseCheckin = useCallback(
    (checkin: string | null) => {
      setAllowedNights(null);
      if (!checkin) return;
      fetchCheckoutNights(packageId, locale, checkin, pax).then(setAllowedNights, () => setAllowedNights(null));
    },
    [packageId, locale, pax],
  );

  const nights = dates.checkin && dates.checkout ? getNightCount(dates.checkin, dates.checkout) : null;
  const activityKey = activities.join(',');
  useEffect(() => {
    if (!dates.checkin || !nights) {
      setQuote({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setQuote({ status: 'loading' });
    fetchQuote(packageId, { locale, checkin: dates.checkin, nights, pax, activities: activityKey ? activityKey.split(',') : [] }, controller.signal)
      .then((result) => setQuote({ status: 'loaded', quote: result }))
      .catch((error: unknown) => !controller.signal.aborted && setQuote({ status: 'error', message: error instanceof Error ? error.message : String(error) }));
    return () => controller.abort();
    // pax and the activity list are compared by value (paxKey, activityKey), not by identity.
  }, [packageId, locale, dates.checkin, nights, paxKey, activityKey]);

  const updateDates = useCallback(
    (next: BookingDates) => {
      setDates(next);
      setActivities([]);
      writeHash(next, pax);
    },
    [pax],
  );
  const updatePax = useCallback(
    (next: Pax) => {
      setPax(next);
      writeHash(dates, next);
    },
    [dates],
  );

  return { dates, pax, nights, activities, setActivities, days, loadMonths, allowedNights, chooseCheckin, quote, updateDates, updatePax };
}
