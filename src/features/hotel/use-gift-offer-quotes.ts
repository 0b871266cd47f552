import { useEffect, useState } from 'react';
import { toGiftQuote, type GiftQuote } from '../booking/use-gift-quote';
import { getStayNights, type Stay } from '../../domain/hotel-hash';

/**
 * The beneficiary price of each of the hotel's offers the gift covers, for the stay's dates: included, or
 * the supplement. The gift is the cookie's, checked by the server on every quote; nothing is asked without dates.
 */
export function useGiftOfferQuotes(packageIds: readonly number[], locale: string, stay: Stay): Record<number, GiftQuote> {
  const [quotes, setQuotes] = useState<Record<number, GiftQuote>>({});
  const nights = getStayNights(stay);
  const idsKey = packageIds.join(',');
  useEffect(() => {
    setQuotes({});
    if (!idsKey || !stay.checkin || nights === null) return undefined;
    const controller = new AbortController();
    for (const id of idsKey.split(',')) {
      const query = new URLSearchParams({ locale, packageId: id, checkin: stay.checkin, nights: String(nights) });
      fetch(`/api/beneficiary/quote?${query}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Parameters<typeof toGiftQuote>[0]>) : null))
        .then((quote) => quote && setQuotes((current) => ({ ...current, [Number(id)]: toGiftQuote(quote) })))
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [idsKey, locale, stay.checkin, nights]);
  return quotes;
}
