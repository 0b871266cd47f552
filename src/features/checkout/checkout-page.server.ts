/** Server side of the checkout page (spec §4 checkout start): the stored cart with its stay, price summary and cancellation. */
import type { Kysely } from 'kysely';
import { parseActivityDate } from '../../domain/activity-dates';
import { getBookingPriceSummary, type BookingPriceSummary } from '../../domain/booking-summary';
import { addIsoDays } from '../../domain/iso-date';
import { getPerPerson } from '../../domain/stay-price';
import { getCancellationWindow } from '../../domain/booking-cancellation';
import { CANCELLATION_REFUND_RATE, type LocalTax } from '../../domain/quote';
import { MARKETS, type Market, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { NotFoundError } from '../../server/api/http';
import { CART_LIFETIME_HOURS, getCart, type Cart } from '../../server/cart/cart.server';
import { getGiftPaymentForStay, GiftNotUsableError, type GiftRefusal } from '../../server/beneficiary/gift-redemption.server';
import { loadPackage, type LoadedPackage } from '../../server/catalog/packages.server';
import { buildStayProgramme } from '../../server/catalog/stay-programme.server';
import { getMarketToday } from '../../domain/market-time';
import type { Database, Localized } from '../../server/db/schema';
import { TEXTS } from '../../server/db/seed/texts';
import { createCalendarFormat } from '../calendar/calendar-format';

/** A day as 'YYYY-MM-DD' and as the visitor reads it ('samedi 5 décembre 2026'). */
export interface ShownDay {
  iso: string;
  label: string;
}

export interface CheckoutPageData {
  market: MarketKey;
  cartId: string;
  /** The product page with the cart's dates and travellers in the hash: the simplified header's back arrow. */
  backHref: string;
  hotel: { label: string; stars: number; city: string };
  offerTitle: string;
  roomLabel: string;
  checkin: ShownDay;
  checkout: ShownDay;
  nights: number;
  travellers: { adults: number; children: number; babies: number };
  activities: { activityId: number; title: string; date: ShownDay }[];
  /** The programme of the booked stay's length, as quoted with the cart. */
  programLines: string[];
  /** Price per person of the stay (ADR 16), as quoted with the cart. */
  perPerson: number;
  /** Promo percentage of the quote; 0 when none is shown. */
  promoPercent: number;
  price: BookingPriceSummary;
  /** How the tourist tax is counted, to explain its amount. */
  localTax: Required<LocalTax>;
  cancellation: { cancellable: boolean; deadline: ShownDay | null; isDeadlinePassed: boolean; refundPercent: number };
  /** How long the cart is kept. */
  lifetimeHours: number;
  /**
   * The beneficiary's gift the stay is booked with: the first payment line, what it pays (cents), or why
   * it no longer can (a code used meanwhile in another browser, expired...). Null for an ordinary stay.
   */
  gift: { code: string; paysCents: number; refused: GiftRefusal | null; leftover: { cents: number; expiresOn: ShownDay } | null } | null;
}

/**
 * Everything the checkout page shows for cart `cartId`, or undefined for a 404: unknown or expired cart, a cart of
 * another country, or a package that is no longer in the catalog. Prices come from the quote stored with the cart;
 * names are read in the page's language.
 */
export async function loadCheckoutPage(
  db: Kysely<Database>,
  market: Market,
  cartId: string,
  today = getMarketToday(market.key),
): Promise<CheckoutPageData | undefined> {
  const cart = await getCart(db, cartId);
  if (!cart || MARKETS[cart.market].country !== market.country) return undefined;
  const pkg = await loadPackage(db, cart.packageId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  if (!pkg || pkg.hotel_id !== cart.hotelId) return undefined;
  const gift = cart.giftCode ? await readCartGift(db, cart, market, today) : null;
  return toPageData(cart, pkg, market, today, gift);
}

/** The cart's gift as it stands now: its value on the stay, or why it cannot pay any more. */
type CartGift = { code: string; value: number; isValue: boolean; expiresOn: string; refused: GiftRefusal | null };

async function readCartGift(db: Kysely<Database>, cart: Cart, market: Market, today: string): Promise<CartGift> {
  const code = cart.giftCode ?? '';
  try {
    const payment = await getGiftPaymentForStay(db, code, market, { packageId: cart.packageId, ...cart.stay }, today);
    return { code: payment.code, value: payment.giftValue, isValue: payment.kind === 'SINGLE_VOUCHER', expiresOn: payment.expiresOn, refused: null };
  } catch (error) {
    if (error instanceof GiftNotUsableError) return { code, value: 0, isValue: false, expiresOn: today, refused: error.reason };
    throw error;
  }
}

function toPageData(cart: Cart, pkg: LoadedPackage, market: Market, today: string, gift: CartGift | null): CheckoutPageData {
  const { language: lang } = market;
  const { formatDay } = createCalendarFormat(market.tag);
  const show = (iso: string): ShownDay => ({ iso, label: formatDay(iso) });
  const { stay, quote } = cart;
  const checkout = addIsoDays(stay.checkin, stay.nights);
  const priceInfo = quote.priceInfo ?? {
    sellPrice: cart.sellPrice,
    refPrice: cart.sellPrice,
    promoPercentageRounded: 0,
    perPerson: getPerPerson(cart.sellPrice, stay.adults + stay.children),
  };
  const deadline = quote.cancellationPolicy.cancellationDeadline;
  // The gift pays first (spec §3 booking price summary: gift cards, then what remains to pay).
  const price = getBookingPriceSummary({
    sellPrice: priceInfo.sellPrice,
    refPrice: priceInfo.refPrice,
    insurance: null,
    localTax: { amount: quote.localTaxTotalAmount ?? 0, toBePaidAtHotel: quote.localTax.toBePaidAtHotel },
    giftcards: gift && !gift.refused ? [{ serialNumber: gift.code, amount: gift.value }] : [],
  });
  // What a value voucher keeps beyond this stay stays on its code as a balance (ADR 45): said before paying.
  const paysCents = price.giftcards[0]?.usedAmount ?? 0;
  const leftoverCents = gift && !gift.refused && gift.isValue ? gift.value - paysCents : 0;
  return {
    market: market.key,
    cartId: cart.id,
    backHref: getBackHref(market.key, cart),
    hotel: { label: pkg.hotel_label, stars: pkg.star, city: (pkg.city_names as unknown as Localized)[lang] ?? pkg.city_label },
    offerTitle: (pkg.labels as unknown as Localized)[lang],
    roomLabel: (pkg.room_labels as unknown as Localized)[lang],
    checkin: show(stay.checkin),
    checkout: show(checkout),
    nights: stay.nights,
    travellers: { adults: stay.adults, children: stay.children, babies: stay.babies },
    activities: stay.activitySelectionList.flatMap((value) => {
      const chosen = parseActivityDate(value);
      return chosen ? [{ activityId: chosen.activityId, title: TEXTS.activities[chosen.activityId - 1]?.titles[lang] ?? '', date: show(chosen.date) }] : [];
    }),
    // The programme follows the stay: the one quoted for the cart's length, in the page's language.
    programLines: buildStayProgramme(pkg, lang, stay.nights).lines,
    // Carts stored before ADR 16 have no price per person in their quote.
    perPerson: (priceInfo.perPerson as number | undefined) ?? getPerPerson(priceInfo.sellPrice, stay.adults + stay.children),
    promoPercent: priceInfo.promoPercentageRounded,
    price,
    localTax: { type: quote.localTax.type, amount: quote.localTax.amount, percentage: quote.localTax.percentage ?? 0 },
    cancellation: {
      cancellable: quote.cancellationPolicy.cancellable,
      deadline: deadline ? show(deadline) : null,
      isDeadlinePassed: getCancellationWindow(quote.cancellationPolicy, today) === 'deadlinePassed',
      refundPercent: Math.round(CANCELLATION_REFUND_RATE * 100),
    },
    lifetimeHours: CART_LIFETIME_HOURS,
    gift: gift
      ? {
          code: gift.code,
          paysCents: paysCents,
          refused: gift.refused,
          leftover: leftoverCents > 0 ? { cents: leftoverCents, expiresOn: show(gift.expiresOn) } : null,
        }
      : null,
  };
}

/** The product page with the stay restored: '#checkin=…&checkout=…&a=…&c=…&b=…' (spec §2 simplified header). */
function getBackHref(market: MarketKey, cart: Cart): string {
  const { checkin, nights, adults, children, babies } = cart.stay;
  const hash = new URLSearchParams({ checkin, checkout: addIsoDays(checkin, nights), a: String(adults), c: String(children), b: String(babies) });
  return `${buildPath(market, 'product', { id: cart.packageId })}#${hash}`;
}
