import type { Kysely } from 'kysely';
import { getShownRoomsLeft } from '../../domain/availability';
import { getRoomCount } from '../../domain/party-price';
import { getMoneySaved, QUOTE_PROMO_MIN } from '../../domain/pricing';
import { getAllowedNightsAt, getRateOffset, type StayPrice } from '../../domain/stay-price';
import { addIsoDays } from '../../domain/iso-date';
import { withOwnRooms, type NightsHold } from '../../domain/date-change';
import { getAllInPrice } from '../../domain/all-in-price';
import {
  CANCELLATION_REFUND_RATE,
  CHECKIN_NOT_AVAILABLE_CODE,
  getCancellationDeadline,
  getQuoteErrorMessage,
  isBookable,
  type QuoteError,
} from '../../domain/quote';
import type { Language } from '../../i18n/markets';
import type { Database } from '../db/schema';
import { loadPackage, type LoadedPackage } from './packages.server';
import { getStayPrice, loadNightRates } from './stay-price.server';
import { buildStayProgramme } from './stay-programme.server';

export interface StayRequest {
  checkin: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
  activitySelectionList?: string[] | undefined;
}

/** Longest stay quoted (nights). */
export const MAX_QUOTE_NIGHTS = 7;

/**
 * Nights allowed after a check-in (spec §7 packageCheckoutNights): every night open and the minimum stay met. A
 * booking whose dates are being changed (ADR 57) asks for its party's rooms, its own rooms counting as free.
 */
export async function getCheckoutNights(
  db: Kysely<Database>,
  id: number,
  checkin: string,
  change?: { rooms: number; ownHold: NightsHold | null },
): Promise<number[]> {
  const pkg = await loadPackage(db, id);
  if (!pkg.published || !pkg.active) return [];
  const rates = withOwnRooms(await loadNightRates(db, pkg.hotel_id, checkin, addIsoDays(checkin, MAX_QUOTE_NIGHTS - 1)), change?.ownHold);
  return getAllowedNightsAt(rates, getRateOffset(rates, checkin), MAX_QUOTE_NIGHTS, change?.rooms);
}

/**
 * The quote of spec §3 for a stay: bookable, price info (the one stay price, ADR 16), local tax, programme,
 * cancellation. `ownHold`: the rooms of a booking whose dates are being changed, free for it (ADR 57).
 */
export async function getQuote(db: Kysely<Database>, id: number, stay: StayRequest, lang: Language, today: string, ownHold?: NightsHold | null) {
  return quotePackage(db, await loadPackage(db, id), stay, lang, today, ownHold);
}

/** getQuote for a package already loaded (a caller that needs the package too reads it once). */
export async function quotePackage(db: Kysely<Database>, pkg: LoadedPackage, stay: StayRequest, lang: Language, today: string, ownHold?: NightsHold | null) {
  const price = await getStayPrice(db, pkg, stay.checkin, stay.nights, { ...stay, rooms: getRoomCount(stay.adults, stay.children, pkg.capacity) }, ownHold);
  const errors: QuoteError[] = [];
  if (!pkg.published || !pkg.active) errors.push({ code: 'PRODUCT_UNPUBLISHED', message: 'This offer is no longer for sale' });
  if (pkg.expiration !== null && pkg.expiration < stay.checkin) errors.push({ code: 'OFFER_EXPIRED', message: 'This offer has expired' });
  if (stay.checkin < today) errors.push({ code: 'CHECKIN_IN_PAST', message: 'The check-in date is in the past' });
  if (stay.adults + stay.children > pkg.max_capacity * 3) errors.push({ code: 'CAPACITY_EXCEEDED', message: 'Too many travellers for this offer' });
  if (!price) errors.push({ code: CHECKIN_NOT_AVAILABLE_CODE, message: 'No availability for these dates' });
  return buildQuote(pkg, price, stay, lang, errors);
}

function buildQuote(pkg: LoadedPackage, price: StayPrice | null, stay: StayRequest, lang: Language, errors: QuoteError[]) {
  const bookable = price !== null && isBookable({ published: pkg.published && pkg.active, priceError: errors });
  const sellPrice = price?.total ?? 0;
  // The stay with its tourist tax, as an all-in search card or product price shows it (ADR 53).
  const allIn = getAllInPrice({ sellPrice, checkin: stay.checkin, nights: stay.nights }, stay, {
    type: pkg.local_tax_type,
    amount: pkg.local_tax_amount,
    percentage: pkg.local_tax_percentage ?? 0,
  });
  const deadline = getCancellationDeadline(stay.checkin, pkg.cancellation_days);
  const criteria = { checkin: stay.checkin, nights: stay.nights, adults: stay.adults, children: stay.children, babies: stay.babies };
  const programme = buildStayProgramme(pkg, lang, stay.nights);
  return {
    bookable,
    errors,
    errorMessage: bookable ? null : getQuoteErrorMessage(errors),
    priceInfo:
      bookable && price
        ? {
            sellPrice: price.total,
            refPrice: price.reference,
            promoPercentageRounded: price.promo >= QUOTE_PROMO_MIN ? price.promo : 0,
            moneySaved: getMoneySaved(price.reference, price.total),
            priceType: price.priceType,
            nbRooms: getRoomCount(stay.adults, stay.children, pkg.capacity),
            nights: stay.nights,
            /** Price per person (adults and children), rounded up to the euro by the stay price (ADR 16). */
            perPerson: price.perPerson,
            paxCount: price.payingTravellers,
            /** Each night's part of sellPrice (cents, adding up to it): the order keeps them, a cancellation refunds by night. */
            nightPrices: price.nightPrices ?? [],
          }
        : null,
    localTaxTotalAmount: bookable ? allIn.localTax : null,
    /** The stay total: sellPrice plus the tourist tax paid at the hotel (spec §9). */
    totalStayAmount: bookable ? allIn.total : null,
    localTax: { type: pkg.local_tax_type, amount: pkg.local_tax_amount, percentage: pkg.local_tax_percentage, toBePaidAtHotel: true, currency: 'EUR' },
    programLineList: programme.lines,
    /** The days of each item of the stay (`source`: its position in the package's items); items it lacks are left out. */
    programItemList: programme.items.map(({ source, activityId, kind, day, days }) => ({ source, activityId, kind, day, days })),
    flashDeal: pkg.last_minute,
    roomsAmountMessage: bookable && price ? getShownRoomsLeft(price.roomsLeft, true) : null,
    cancellationPolicy: {
      cancellable: pkg.cancellable,
      cancellationDeadline: pkg.cancellable ? deadline : null,
      refundRate: pkg.cancellable ? CANCELLATION_REFUND_RATE : 0,
    },
    reservationCriteria: criteria,
    modifiedReservationCriteria: null,
  };
}
