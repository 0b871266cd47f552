/**
 * The price of a stay (ADR 16): one function for the search card, the 'from' price, the calendar day, the quote,
 * the hotel page, the cart and the checkout. Integer cents; rounding happens here and nowhere else.
 */
import { addIsoDays, getDayDifference } from './iso-date';
import { getPromoPercent } from './pricing';

/** A hotel's nights as compact arrays, index 0 being `firstDay` (the catalog index keeps the same shape). */
export interface NightRates {
  firstDay: string;
  /** 0 closed, 1 included, 2 supplement. */
  status: ArrayLike<number>;
  /** Day's price factor in percent of the package's base night (100 = base). */
  factor: ArrayLike<number>;
  /** Day's promo in percent (0 = none). */
  promo: ArrayLike<number>;
  /** Minimum stay in nights of a stay starting that day. */
  minLos: ArrayLike<number>;
  roomsLeft: ArrayLike<number>;
}

/** What a package's price is made of: its own stay for two adults, and a child's price for that stay. */
export interface PricedPackage {
  /** Price of the package's own stay for two adults, in cents. */
  basePrice: number;
  /** Reference (crossed-out) price of that stay, in cents. */
  refPrice: number;
  /** Price of one child for the package's own stay, in cents. */
  childPrice: number;
  /** The package's own length of stay. */
  nights: number;
  /** Last check-in day it can be sold for, if any. */
  expiration: string | null;
}

export interface Party {
  adults: number;
  children: number;
  babies: number;
  /** Rooms the party takes (getRoomCount); one when not given. */
  rooms?: number | undefined;
}

/** Adults a package's base price is for. */
export const BASE_PRICE_ADULTS = 2;

/** Longest stay priced (nights). */
export const MAX_STAY_NIGHTS = 7;

/** A priced stay. Babies stay free and are not counted in the price per person. */
export interface StayPrice {
  checkin: string;
  nights: number;
  /** Whole stay for the party, in cents (rounded once, half up). */
  total: number;
  /** `total` over the paying travellers, rounded up to the whole euro (spec §9: displayed rounded up). */
  perPerson: number;
  /** Reference price of the same stay (the package's own promo, no day promo); never below `total`. */
  reference: number;
  referencePerPerson: number;
  /** Promo percentage of `total` against `reference` (0 when none). */
  promo: number;
  /** 'final' for a stay with dates the visitor chose; 'from' for the cheapest stay shown before dates. */
  priceType: 'from' | 'final';
  /** Adults and children: the travellers who pay. */
  payingTravellers: number;
  /** Fewest rooms left over the stay's nights. */
  roomsLeft: number;
  /** Each night's part of `total` in cents, in stay order, adding up to it (a stay priced with its dates: priceStay). */
  nightPrices?: number[];
}

/** Travellers who pay: adults and children (babies are free). */
export function getPayingTravellers(party: Party): number {
  return Math.max(1, party.adults + party.children);
}

/** Cents over travellers, rounded up to the whole euro: the one display rounding of a price per person. */
export function getPerPerson(totalCents: number, travellers: number): number {
  return Math.ceil(totalCents / (Math.max(1, travellers) * 100)) * 100;
}

/** Offset of `day` in the rates (may be negative or past the end). */
export function getRateOffset(rates: NightRates, day: string): number {
  return getDayDifference(rates.firstDay, day);
}

/** Rooms a stay needs on each night: the party's, at least one. */
export const getRoomsNeeded = (rooms: number | undefined): number => Math.max(1, Math.trunc(rooms ?? 1));

/** Rooms left a day's rates can hold (one byte): a hotel with more open rooms counts as this many, never as none. */
export const ROOMS_LEFT_CAP = 255;

/** Rooms left of a day as the rates keep them: 0 to ROOMS_LEFT_CAP; a byte's wrap-around would turn 256 rooms into a sold-out night. */
export function toStoredRoomsLeft(rooms: number): number {
  return Math.min(ROOMS_LEFT_CAP, Math.max(0, Math.trunc(rooms)));
}

/**
 * The one availability rule of a night: known, open (status above 0) and with at least the rooms the party needs
 * left (at least one). Search, the calendar, the quote and the cart all ask it through the functions below.
 */
export function isNightAvailable(status: number, roomsLeft: number, rooms?: number): boolean {
  return status > 0 && roomsLeft >= getRoomsNeeded(rooms);
}

const isOpenNight = (rates: NightRates, offset: number, rooms?: number) =>
  offset >= 0 && offset < rates.status.length && isNightAvailable(rates.status[offset] ?? 0, rates.roomsLeft[offset] ?? 0, rooms);

/**
 * Night counts (1..max) a stay starting at `offset` may have: every night available for `rooms` rooms and at least
 * the check-in day's minimum stay. Empty when the check-in night is closed, sold out or unknown.
 */
export function getAllowedNightsAt(rates: NightRates, offset: number, max: number = MAX_STAY_NIGHTS, rooms?: number): number[] {
  if (!isOpenNight(rates, offset, rooms)) return [];
  const minLos = Math.max(1, rates.minLos[offset] ?? 1);
  const allowed: number[] = [];
  for (let nights = 1; nights <= max && isOpenNight(rates, offset + nights - 1, rooms); nights += 1) if (nights >= minLos) allowed.push(nights);
  return allowed;
}

/**
 * True when a stay of `nights` nights from `offset` is allowed: every night available, the minimum stay met
 * (getAllowedNightsAt). Its nights are read at `offset`, `offset + stride`, …: one hotel's rates (stride 1), or rates
 * that keep the same day of many hotels side by side (stride: how many), as a dated search reads them.
 */
export function isStayOpenAt(rates: NightRates, offset: number, nights: number, rooms?: number, stride = 1): boolean {
  if (!Number.isInteger(nights) || nights < 1 || nights > MAX_STAY_NIGHTS || !isOpenNight(rates, offset, rooms)) return false;
  if (nights < Math.max(1, rates.minLos[offset] ?? 1)) return false;
  for (let night = 1; night < nights; night += 1) if (!isOpenNight(rates, offset + night * stride, rooms)) return false;
  return true;
}

/**
 * The stay the calendar proposes from a check-in day: the package's own length, or the day's minimum stay when
 * longer; null when that stay is not open (a later night is closed).
 */
export function getProposedNightsAt(rates: NightRates, offset: number, packageNights: number, rooms?: number): number | null {
  if (!isOpenNight(rates, offset, rooms)) return null;
  const minLos = rates.minLos[offset] ?? 1;
  const nights = Math.max(packageNights, minLos);
  if (nights > MAX_STAY_NIGHTS) return null;
  // Same rule as getAllowedNightsAt, without building the list (the 'from' price asks for every day of a year).
  for (let night = 1; night < nights; night += 1) if (!isOpenNight(rates, offset + night, rooms)) return null;
  return nights;
}

/** Integer division rounded half up (both operands are non-negative integers). */
const divideRounded = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * A stay's nights' rates for the package's own price: the sum of each night's factor × (100 − its promo), its nights
 * read at `offset`, `offset + stride`, … (isStayOpenAt).
 */
export function getSellSum(rates: NightRates, offset: number, nights: number, stride = 1): number {
  let sellSum = 0;
  for (let night = 0, i = offset; night < nights; night += 1, i += stride) sellSum += (rates.factor[i] ?? 100) * (100 - (rates.promo[i] ?? 0));
  return sellSum;
}

/** A stay's total in cents for the party from its nights' sell sum (getSellSum), as getTotals prices it. */
export function getStayTotal(pkg: Pick<PricedPackage, 'basePrice' | 'childPrice' | 'nights'>, sellSum: number, nights: number, party: Party): number {
  const denominator = pkg.nights * 10_000 * BASE_PRICE_ADULTS;
  const children = party.children * pkg.childPrice * nights * 10_000 * BASE_PRICE_ADULTS;
  return divideRounded(pkg.basePrice * sellSum * party.adults + children, denominator);
}

/**
 * Whole-stay totals in cents of `nights` nights from `offset` (assumed bookable). Adults pay each night's rate
 * (base night × factor × (1 − promo)) scaled from two adults; each child pays the child price prorated to the
 * nights. One rounding, half up, to the cent.
 */
function getTotals(pkg: PricedPackage, rates: NightRates, offset: number, nights: number, party: Party) {
  let sellSum = 0;
  let refSum = 0;
  let roomsLeft = Number.POSITIVE_INFINITY;
  for (let i = offset; i < offset + nights; i += 1) {
    const factor = rates.factor[i] ?? 100;
    sellSum += factor * (100 - (rates.promo[i] ?? 0));
    refSum += factor * 100;
    roomsLeft = Math.min(roomsLeft, rates.roomsLeft[i] ?? 0);
  }
  const denominator = pkg.nights * 10_000 * BASE_PRICE_ADULTS;
  const children = party.children * pkg.childPrice * nights * 10_000 * BASE_PRICE_ADULTS;
  const total = getStayTotal(pkg, sellSum, nights, party);
  const reference = Math.max(total, divideRounded(pkg.refPrice * refSum * party.adults + children, denominator));
  return { total, reference, roomsLeft: Number.isFinite(roomsLeft) ? roomsLeft : 0 };
}

/**
 * The stay of `nights` nights from `offset` for `party`, or null when it cannot be booked (a night closed, sold out
 * or unknown, the minimum stay not met).
 */
export function priceStayAt(
  pkg: PricedPackage,
  rates: NightRates,
  offset: number,
  nights: number,
  party: Party,
  priceType: StayPrice['priceType'] = 'final',
  checkin?: string,
): StayPrice | null {
  if (!isStayOpenAt(rates, offset, nights, party.rooms)) return null;
  return buildStayPrice(pkg, rates, offset, nights, party, priceType, checkin);
}

/** The price of a stay already known to be bookable (priceStayAt), or of the nominal stay (priceNominal). */
function buildStayPrice(
  pkg: PricedPackage,
  rates: NightRates,
  offset: number,
  nights: number,
  party: Party,
  priceType: StayPrice['priceType'],
  checkin?: string,
): StayPrice {
  const { total, reference, roomsLeft } = getTotals(pkg, rates, offset, nights, party);
  const travellers = getPayingTravellers(party);
  return {
    checkin: checkin ?? addIsoDays(rates.firstDay, offset),
    nights,
    total,
    perPerson: getPerPerson(total, travellers),
    reference,
    referencePerPerson: getPerPerson(reference, travellers),
    promo: getPromoPercent(total, reference),
    priceType,
    payingTravellers: travellers,
    roomsLeft,
  };
}

/** Whether the package can be sold for a check-in on `day` (not before today, not after its expiration). */
export function isCheckinSellable(pkg: Pick<PricedPackage, 'expiration'>, day: string, today: string): boolean {
  return day >= today && (pkg.expiration === null || day <= pkg.expiration);
}

/**
 * Each night's part of a stay's total (getTotals), in cents, adding up to it exactly: a night's exact price (its rate
 * for the adults, the child price prorated) rounded down, the cents the total's one rounding leaves going one each to
 * the nights with the largest fractions (the earliest on a tie).
 */
function getNightPrices(pkg: PricedPackage, rates: NightRates, offset: number, nights: number, party: Party, total: number): number[] {
  const denominator = pkg.nights * 10_000 * BASE_PRICE_ADULTS;
  const children = party.children * pkg.childPrice * 10_000 * BASE_PRICE_ADULTS;
  const exact = Array.from({ length: nights }, (_, night) => {
    const i = offset + night;
    return pkg.basePrice * (rates.factor[i] ?? 100) * (100 - (rates.promo[i] ?? 0)) * party.adults + children;
  });
  const prices = exact.map((numerator) => (numerator - (numerator % denominator)) / denominator);
  let left = total - prices.reduce((sum, price) => sum + price, 0);
  const order = exact.map((numerator, index) => ({ index, fraction: numerator % denominator })).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    prices[index] = (prices[index] ?? 0) + 1;
    left -= 1;
  }
  return prices;
}

/**
 * The stay of `nights` nights from `checkin` (the quote, the cart, the hotel page with dates), with each night's
 * price; null when not bookable.
 */
export function priceStay(pkg: PricedPackage, rates: NightRates, checkin: string, nights: number, party: Party): StayPrice | null {
  const offset = getRateOffset(rates, checkin);
  const price = priceStayAt(pkg, rates, offset, nights, party, 'final', checkin);
  return price && { ...price, nightPrices: getNightPrices(pkg, rates, offset, nights, party, price.total) };
}

/**
 * A calendar day's price (ADR 16): the proposed stay from that day (getProposedNightsAt) for the party, or null when
 * the day cannot start one or cannot be sold.
 */
export function priceCalendarDay(pkg: PricedPackage, rates: NightRates, day: string, party: Party, today: string): StayPrice | null {
  if (!isCheckinSellable(pkg, day, today)) return null;
  const offset = getRateOffset(rates, day);
  const nights = getProposedNightsAt(rates, offset, pkg.nights, party.rooms);
  return nights === null ? null : priceStayAt(pkg, rates, offset, nights, party, 'final', day);
}

/**
 * The 'from' price: the cheapest calendar day price from today on, so it is never above a bookable day.
 * Without any bookable day, the package's own stay at its base rate.
 */
export function priceFrom(pkg: PricedPackage, rates: NightRates | undefined, party: Party, today: string): StayPrice {
  let best: { offset: number; nights: number; total: number } | null = null;
  if (rates) {
    const start = Math.max(0, getRateOffset(rates, today));
    const end = pkg.expiration === null ? rates.status.length - 1 : Math.min(rates.status.length - 1, getRateOffset(rates, pkg.expiration));
    for (let offset = start; offset <= end; offset += 1) {
      const nights = getProposedNightsAt(rates, offset, pkg.nights, party.rooms);
      if (nights === null) continue;
      const { total } = getTotals(pkg, rates, offset, nights, party);
      if (best === null || total < best.total) best = { offset, nights, total };
    }
  }
  return (rates && best && priceStayAt(pkg, rates, best.offset, best.nights, party, 'from')) || priceNominal(pkg, party, today);
}

/** The package's own stay at its base rate (every factor 100, no day promo): a price when no day is known. */
export function priceNominal(pkg: PricedPackage, party: Party, checkin: string): StayPrice {
  const nights = pkg.nights;
  const rates: NightRates = {
    firstDay: checkin,
    status: Array<number>(nights).fill(1),
    factor: Array<number>(nights).fill(100),
    promo: Array<number>(nights).fill(0),
    minLos: Array<number>(nights).fill(1),
    roomsLeft: Array<number>(nights).fill(0),
  };
  return buildStayPrice(pkg, rates, 0, nights, party, 'from');
}

/** What a beneficiary's gift does for a stay (spec §3 'Availability per day'). */
export type GiftPriceStatus = 'included' | 'supplement' | 'notAvailable';

/**
 * The part of a stay a gift does not cover, in cents: the stay price minus the gift's value, never below 0; and
 * whether the stay is then included or has a supplement. A stay that cannot be booked is not available.
 */
export function getGiftSupplement(stay: Pick<StayPrice, 'total'> | null, giftValue: number): { status: GiftPriceStatus; supplement: number } {
  if (stay === null) return { status: 'notAvailable', supplement: 0 };
  const supplement = Math.max(0, stay.total - Math.max(0, Math.trunc(giftValue)));
  return { status: supplement > 0 ? 'supplement' : 'included', supplement };
}

/**
 * What a value voucher keeps after paying a stay worth less than itself, in cents (ADR 45): its value less the
 * stay, never below 0. The rest stays on the voucher's code as a gift-card balance.
 */
export function getVoucherLeftover(stay: Pick<StayPrice, 'total'> | null, giftValue: number): number {
  if (stay === null) return 0;
  return Math.max(0, Math.max(0, Math.trunc(giftValue)) - stay.total);
}

/**
 * The cheapest stay starting between `from` and `to` (a flexible search's month): the cheapest calendar day of
 * that span, priced as the calendar prices it; null when no day of it can start a stay.
 */
export function priceCheapestBetween(
  pkg: PricedPackage,
  rates: NightRates | undefined,
  party: Party,
  today: string,
  from: string,
  to: string,
): StayPrice | null {
  if (!rates) return null;
  // The days a calendar would sell: not before today, not after the offer's expiry.
  const first = from < today ? today : from;
  const last = pkg.expiration !== null && pkg.expiration < to ? pkg.expiration : to;
  if (last < first) return null;
  const start = Math.max(0, getRateOffset(rates, first));
  const end = Math.min(rates.status.length - 1, getRateOffset(rates, last));
  let best: { offset: number; nights: number; total: number } | null = null;
  for (let offset = start; offset <= end; offset += 1) {
    const nights = getProposedNightsAt(rates, offset, pkg.nights, party.rooms);
    if (nights === null) continue;
    const { total } = getTotals(pkg, rates, offset, nights, party);
    if (best === null || total < best.total) best = { offset, nights, total };
  }
  // A 'from' price: the traveller has not chosen these dates, the search found them.
  return best && priceStayAt(pkg, rates, best.offset, best.nights, party, 'from', addIsoDays(rates.firstDay, best.offset));
}
