/**
 * The beneficiary side of the booking panel: the gift's calendar (§7 packageCheckinPrices with giftPrice)
 * and the gift quote of the chosen stay. Both read the gift from the HttpOnly cookie on the server; nothing here
 * sends an amount, so an edited page cannot lower a price.
 */
import { useEffect, useState } from 'react';
import type { CheckinDay } from './booking-api';

export interface GiftQuote {
  status: 'included' | 'supplement' | 'notAvailable';
  giftValue: number;
  supplement: number;
  /** What the gift pays on this stay: the stay's price up to the gift's value (cents). */
  covered: number;
  /** What a value voucher keeps after this stay, as a gift-card balance on its code (cents). */
  leftover: number;
}

/** The gift quote as /api/beneficiary/quote answers it. */
export function toGiftQuote(answer: Omit<GiftQuote, 'covered' | 'leftover'> & { stay: { total: number } | null; leftover?: number }): GiftQuote {
  return {
    status: answer.status,
    giftValue: answer.giftValue,
    supplement: answer.supplement,
    covered: Math.max(0, (answer.stay?.total ?? 0) - answer.supplement),
    leftover: answer.leftover ?? 0,
  };
}

interface GiftCalendarDay {
  date: string;
  status: CheckinDay['status'];
  price: number | null;
  giftPrice: number | null;
  nights: number | null;
  minLos: number;
}

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year ?? 2000, monthNumber ?? 1, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** One month ('YYYY-MM') of the gift's calendar as the booking panel's days: the price is what is left to pay. */
export async function fetchGiftCalendar(packageId: number, locale: string, month: string, signal?: AbortSignal): Promise<CheckinDay[]> {
  const query = new URLSearchParams({ locale, packageId: String(packageId), from: `${month}-01`, to: lastDayOf(month) });
  const response = await fetch(`/api/beneficiary/quote?${query}`, { signal });
  if (!response.ok) throw new Error(`The gift calendar answered ${response.status}`);
  const { days } = (await response.json()) as { days: GiftCalendarDay[] };
  return days.map((day) => ({
    day: day.date,
    status: day.status,
    price: day.giftPrice,
    amount: day.price,
    nights: day.nights,
    minLos: day.minLos,
    roomsLeft: null,
  }));
}

/** The gift quote of a stay: included, or the supplement (cents); null while none is asked or it failed. */
export function useGiftQuote(isGift: boolean, packageId: number, locale: string, checkin: string | null, nights: number | null): GiftQuote | null {
  const [quote, setQuote] = useState<GiftQuote | null>(null);
  useEffect(() => {
    setQuote(null);
    if (!isGift || !checkin || !nights) return undefined;
    const controller = new AbortController();
    const query = new URLSearchParams({ locale, packageId: String(packageId), checkin, nights: String(nights) });
    fetch(`/api/beneficiary/quote?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Parameters<typeof toGiftQuote>[0]>) : null))
      .then((answer) => answer && setQuote(toGiftQuote(answer)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [isGift, packageId, locale, checkin, nights]);
  return quote;
}
