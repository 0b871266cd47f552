/** Calls of the booking panel to the catalog API (spec §7): availability, checkout nights, quote, cart. */
import type { AllInPrice } from '../../domain/all-in-price';
import { getMinisiteParam } from '../../stores/minisite-param';

export interface Pax {
  adults: number;
  children: number;
  babies: number;
}

export interface CheckinDay {
  day: string;
  status: 'included' | 'supplement' | 'notAvailable';
  /** Price per person of the stay the day proposes (ADR 16), rounded up to the euro; null when it has none. */
  price: number | null;
  /** Whole price of that stay, and its nights. */
  amount: number | null;
  nights: number | null;
  minLos: number;
  roomsLeft: number | null;
}

export interface QuotedProgrammeItem {
  source: number;
  days: number[];
}

export interface Quote {
  bookable: boolean;
  errors: { code?: string; message?: string }[];
  errorMessage: string | null;
  /** `perPerson`: the stay's price per person (adults and children), rounded up to the euro by the server (ADR 16). */
  priceInfo: {
    sellPrice: number;
    refPrice: number;
    promoPercentageRounded: number;
    moneySaved: number;
    priceType: string;
    nbRooms: number;
    nights: number;
    perPerson: number;
    paxCount: number;
  } | null;
  localTaxTotalAmount: number;
  /** sellPrice plus the tourist tax, computed by the server (null when not bookable). */
  totalStayAmount: number | null;
  localTax: { type: string; amount: number; percentage: number | null; toBePaidAtHotel: boolean } | null;
  programLineList: string[];
  /** Each item of the stay on its days; `source` is its position in the package's items. */
  programItemList: QuotedProgrammeItem[];
  roomsAmountMessage: number | null;
  cancellationPolicy: { cancellable: boolean; cancellationDeadline: string | null; refundRate: number } | null;
}

export type CartAnswer =
  { kind: 'created'; checkoutUrl: string } | { kind: 'priceChange'; previous: number; current: number; diff: number } | { kind: 'error'; message: string };

const paxQuery = (pax: Pax) => ({ adult: String(pax.adults), child: String(pax.children), baby: String(pax.babies) });

async function getJson<T>(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${path}?${new URLSearchParams({ ...query, ...getMinisiteParam() })}`, { signal });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Per-day prices and statuses of one month ('YYYY-MM'). */
export function fetchCheckinPrices(id: number, locale: string, month: string, pax: Pax, signal?: AbortSignal): Promise<CheckinDay[]> {
  return getJson<CheckinDay[]>(`/api/redeem/weekend/${id}/packageCheckinPrices.json`, { locale, month, ...paxQuery(pax) }, signal);
}

/** Night counts a stay may have from `checkin`. */
export function fetchCheckoutNights(id: number, locale: string, checkin: string, pax: Pax, signal?: AbortSignal): Promise<number[]> {
  return getJson<number[]>(`/api/weekend/${id}/packageCheckoutNights.json`, { locale, checkin, ...paxQuery(pax), multiOffer: 'true' }, signal);
}

/** The offer's 'from' price for these travellers (ADR 16: the cheapest calendar day): per person, and that stay all-in (ADR 53). */
export async function fetchFromPrice(id: number, locale: string, pax: Pax, signal?: AbortSignal): Promise<FromPrice> {
  const detail = await getJson<{ price: { fromPerPerson: number; allIn: AllInPrice } }>(`/api/weekend/${id}/detail.json`, { locale, ...paxQuery(pax) }, signal);
  return { perPerson: detail.price.fromPerPerson, allIn: detail.price.allIn };
}

export interface FromPrice {
  perPerson: number;
  allIn: AllInPrice;
}

export interface QuoteQuery {
  locale: string;
  checkin: string;
  nights: number;
  pax: Pax;
  activities: readonly string[];
  /** The live price asked right before checkout (quote-realtime). */
  realtime?: boolean;
}

/** The price and bookability of a stay; a 4xx answer still carries the quote's error texts. */
export async function fetchQuote(id: number, { locale, checkin, nights, pax, activities, realtime = false }: QuoteQuery, signal?: AbortSignal): Promise<Quote> {
  const query = new URLSearchParams({ locale, checkin, nights: String(nights), ...paxQuery(pax), smartcapacity: 'true', ...getMinisiteParam() });
  if (activities.length) query.set('activitySelectionList', activities.join(','));
  const response = await fetch(`/api/weekend/${id}/${realtime ? 'quote-realtime' : 'quote'}.json?${query}`, { signal });
  const body = (await response.json().catch(() => null)) as Quote | { error?: string } | null;
  if (body && 'bookable' in body) return body;
  throw new Error((body as { error?: string } | null)?.error ?? 'An unexpected error occurred while fetching the quote');
}

/** Stores the cart on the server; a changed price comes back instead of a cart unless it was accepted. */
export async function createCart(body: {
  locale: string;
  packageId: number;
  checkin: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
  activitySelectionList: readonly string[];
  acceptedSellPrice: number;
  useGift?: boolean;
}): Promise<CartAnswer> {
  const response = await fetch('/api/cart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as {
    checkoutUrl?: string;
    priceChange?: { previous: number; current: number; diff: number };
    error?: string;
  };
  if (response.ok && answer.checkoutUrl) return { kind: 'created', checkoutUrl: answer.checkoutUrl };
  if (response.status === 409 && answer.priceChange) return { kind: 'priceChange', ...answer.priceChange };
  return { kind: 'error', message: answer.error ?? 'Quote error' };
}
