/** Calls of the hotel page's offers island to the catalog API (spec §7 product/{id}/offers, weekend/{id}/detail.json). */
import { getStayNights, type Stay } from '../../domain/hotel-hash';
import type { HotelRate } from '../../domain/hotel-only';

/** An offer of a room card (spec §3 Room offer). `price` is the whole stay for the party in cents, null when closed. */
export interface RoomOffer {
  id: number;
  label: string;
  uri: string;
  nights: number;
  price: number | null;
  /** Price per person of that stay (ADR 16), rounded up to the euro; null when closed. */
  perPerson: number | null;
  /** A hotel-only night's rate (ADR 54); null for a stay with activities. */
  hotelRate: HotelRate | null;
  /** A hotel-only night's price per night (card-price.ts), rounded up to the euro; null otherwise or when closed. */
  perNight: number | null;
  checkin: string | null;
  paxCount: number;
  hasSelectedDates: boolean;
  shortProgramIntroWithoutRoom: string;
  /** freeCancellationUntil: the last day the stay priced may be cancelled with a refund; null: non-refundable. */
  cancellationPolicy: { cancellable: boolean; daysBefore: number; freeCancellationUntil?: string | null };
}

/** A room card of the hotel page (spec §3 Room). */
export interface HotelRoom {
  uuid: string;
  title: string;
  size: number;
  type: string;
  capacity: number;
  maxCapacity: number;
  bedding: string;
  offers: RoomOffer[];
}

/** Answer of /api/product/{hotelId}/offers; `available` is null without dates. */
export interface HotelOffersResponse {
  hotelId: number;
  active: boolean;
  available: boolean | null;
  rooms: HotelRoom[];
}

/** The parts of /api/weekend/{id}/detail.json the offer-details modal shows. */
export interface OfferDetail {
  id: number;
  label: string;
  nights: number;
  programLines: string[];
  /** The items of the stay asked for: `day` the first day each is on, `days` every one (a breakfast each morning). */
  items: {
    activityId: number;
    type: 'activity' | 'dinner' | 'breakfast';
    title: string;
    detailList: string[];
    day: number;
    days: number[];
    duration: number;
  }[];
  cancellationPolicy: { cancellable: boolean; daysBefore: number };
  room: { label: string; size: number; bedding: string; capacity: number; maxCapacity: number; description: string; highlights: string[] };
  price: { sellPrice: number; priceType: 'from' | 'final'; nights: number; paxCount: number };
  available: boolean | null;
}

function stayQuery(locale: string, stay: Stay): URLSearchParams {
  const query = new URLSearchParams({ locale, adult: String(stay.adults), child: String(stay.children), baby: String(stay.babies) });
  const nights = getStayNights(stay);
  if (stay.checkin && nights !== null) {
    query.set('checkin', stay.checkin);
    query.set('nights', String(nights));
  }
  return query;
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The hotel's rooms and offers, priced for the stay's dates and travellers when it has dates. */
export function fetchHotelOffers(hotelId: number, locale: string, stay: Stay, signal?: AbortSignal): Promise<HotelOffersResponse> {
  return getJson(`/api/product/${hotelId}/offers?${stayQuery(locale, stay)}`, signal);
}

/** One offer in detail (room, program, activities, booking options) for the stay. */
export function fetchOfferDetail(offerId: number, locale: string, stay: Stay, signal?: AbortSignal): Promise<OfferDetail> {
  const query = stayQuery(locale, stay);
  // detail.json names the night count 'night'.
  const nights = query.get('nights');
  query.delete('nights');
  if (nights) query.set('night', nights);
  return getJson(`/api/weekend/${offerId}/detail.json?${query}`, signal);
}
