import type { Kysely } from 'kysely';
import { getAllowedCheckoutNights, isStayAvailable, shouldShowRoomsLeft } from '../../domain/availability';
import { addIsoDays } from '../../domain/iso-date';
import { getPartyPrice, getReferencePrice, getRoomCount } from '../../domain/party-price';
import { getMoneySaved, getPromoPercent, QUOTE_PROMO_MIN } from '../../domain/pricing';
import { CANCELLATION_REFUND_RATE, getCancellationDeadline, getLocalTaxTotal, getQuoteErrorMessage, type QuoteError } from '../../domain/quote';
import type { Language } from '../../i18n/markets';
import type { Database } from '../db/schema';
import { loadPackageDays } from './package-days.server';
import { loadPackage, type LoadedPackage } from './packages.server';

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

/** Nights allowed after a check-in (spec §7 packageCheckoutNights): every night open and the minimum stay met. */
export async function getCheckoutNights(db: Kysely<Database>, id: number, checkin: string): Promise<number[]> {
  const pkg = await loadPackage(db, id);
  if (!pkg.published || !pkg.active) return [];
  const days = await loadPackageDays(db, pkg, checkin, addIsoDays(checkin, MAX_QUOTE_NIGHTS - 1));
  return getAllowedCheckoutNights(days, checkin, MAX_QUOTE_NIGHTS);
}

/** The quote of spec §3 for a stay: bookable, price info, local tax, program, cancellation. */
export async function getQuote(db: Kysely<Database>, id: number, stay: StayRequest, lang: Language, today: string) {
  const pkg = await loadPackage(db, id);
  const days = await loadPackageDays(db, pkg, stay.checkin, addIsoDays(stay.checkin, stay.nights - 1));
  const errors: QuoteError[] = [];
  if (!pkg.published || !pkg.active) errors.push({ code: 'PRODUCT_UNPUBLISHED', message: 'This offer is no longer for sale' });
  if (pkg.expiration !== null && pkg.expiration < stay.checkin) errors.push({ code: 'OFFER_EXPIRED', message: 'This offer has expired' });
  if (stay.checkin < today) errors.push({ code: 'CHECKIN_IN_PAST', message: 'The check-in date is in the past' });
  if (stay.adults + stay.children > pkg.max_capacity * 3) errors.push({ code: 'CAPACITY_EXCEEDED', message: 'Too many travellers for this offer' });
  if (!isStayAvailable(days, stay.checkin, stay.nights)) errors.push({ code: 'CHECKIN_NOT_AVAILABLE', message: 'No availability for these dates' });
  const bookable = errors.length === 0;
  return buildQuote(pkg, days, stay, lang, bookable, errors);
}

function buildQuote(pkg: LoadedPackage, days: Awaited<ReturnType<typeof loadPackageDays>>, stay: StayRequest, lang: Language, bookable: boolean, errors: QuoteError[]) {
  const nightPrices = days.map((d) => d.priceCents);
  const sellPrice = getPartyPrice({ nightPrices, adults: stay.adults, children: stay.children, childPricePerStay: pkg.child_price, packageNights: pkg.nights });
  const refPrice = getReferencePrice(sellPrice, pkg.base_price, pkg.ref_price);
  const promo = getPromoPercent(sellPrice, refPrice);
  const localTax = getLocalTaxTotal(
    { type: pkg.local_tax_type, amount: pkg.local_tax_amount, percentage: pkg.local_tax_percentage ?? 0 },
    { adults: stay.adults, children: stay.children, nights: stay.nights, packageCents: sellPrice },
  );
  const deadline = getCancellationDeadline(stay.checkin, pkg.cancellation_days);
  const roomsLeft = days.length > 0 ? Math.min(...days.map((d) => d.roomsLeft)) : 0;
  const criteria = { checkin: stay.checkin, nights: stay.nights, adults: stay.adults, children: stay.children, babies: stay.babies };
  return {
    bookable,
    errors,
    errorMessage: bookable ? null : getQuoteErrorMessage(errors),
    priceInfo: bookable
      ? {
          sellPrice,
          refPrice,
          promoPercentageRounded: promo >= QUOTE_PROMO_MIN ? promo : 0,
          moneySaved: getMoneySaved(refPrice, sellPrice),
          priceType: 'final',
          nbRooms: getRoomCount(stay.adults, stay.children, pkg.capacity),
          nights: stay.nights,
        }
      : null,
    localTaxTotalAmount: bookable ? localTax : null,
    localTax: { type: pkg.local_tax_type, amount: pkg.local_tax_amount, percentage: pkg.local_tax_percentage, toBePaidAtHotel: true, currency: 'EUR' },
    programLineList: (pkg.program_lines as unknown as Record<Language, string[]>)[lang],
    flashDeal: pkg.last_minute,
    roomsAmountMessage: bookable && shouldShowRoomsLeft(roomsLeft, true) ? roomsLeft : null,
    cancellationPolicy: {
      cancellable: pkg.cancellable,
      cancellationDeadline: pkg.cancellable ? deadline : null,
      refundRate: pkg.cancellable ? CANCELLATION_REFUND_RATE : 0,
    },
    reservationCriteria: criteria,
    modifiedReservationCriteria: null,
  };
}
