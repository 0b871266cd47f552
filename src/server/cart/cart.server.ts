import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { ACTIVITY_DATES_MISSING, dropFixedDayDates, getDatedActivityIds, hasCompleteActivityDates } from '../../domain/activity-dates';
import { getPriceChange, type PriceChange } from '../../domain/price-change';
import { QUOTE_ERROR_NOT_BOOKABLE, type QuoteError } from '../../domain/quote';
import { isMarketKey, MARKETS, type MarketKey } from '../../i18n/markets';
import { InvalidInputError, NotFoundError } from '../api/http';
import { loadPackage, type LoadedPackage } from '../catalog/packages.server';
import { getQuote, quotePackage, type StayRequest } from '../catalog/quote.server';
import type { CartsTable, Database, PackageItem } from '../db/schema';

/** How long a cart is kept after checkout start. */
export const CART_LIFETIME_HOURS = 24;

/** Carts are named by a random UUID. */
const CART_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The quote of spec §3, as stored with the cart. */
export type CartQuote = Awaited<ReturnType<typeof getQuote>>;

/** What checkout start sends: the stay and, when the visitor saw one, the price they accepted (cents). */
export interface CartInput extends StayRequest {
  market: MarketKey;
  packageId: number;
  acceptedSellPrice?: number | undefined;
  /** The beneficiary's gift code, already checked against the stay (gift-redemption.server.ts). */
  giftCode?: string | null | undefined;
}

export type CreateCartResult = { cartId: string } | { priceChange: PriceChange };

/** A stay that cannot be booked as asked; `message` is the text of spec §8. Routes answer 400. */
export class NotBookableError extends InvalidInputError {
  constructor(
    message: string,
    readonly errors: readonly QuoteError[] = [],
  ) {
    super(message);
  }
}

export interface Cart {
  id: string;
  market: MarketKey;
  packageId: number;
  hotelId: number;
  stay: StayRequest & { activitySelectionList: string[] };
  quote: CartQuote;
  sellPrice: number;
  createdAt: Date;
  expiresAt: Date;
  /** The gift code the stay is booked with; checked again by the order. */
  giftCode: string | null;
}

/**
 * Checkout start (spec §4): checks the activity dates, re-quotes the stay and stores it as a cart. When the price
 * the visitor accepted differs from the fresh one, answers the change instead and stores nothing.
 * Throws NotFoundError for an unknown package and NotBookableError when the stay cannot be booked.
 */
export async function createCart(db: Kysely<Database>, input: CartInput, today: string): Promise<CreateCartResult> {
  const pkg = await db.selectFrom('packages').select(['hotel_id', 'items']).where('id', '=', input.packageId).executeTakeFirst();
  if (!pkg) throw new NotFoundError(`No weekend package ${input.packageId}`);
  const items = pkg.items as unknown as PackageItem[];
  const selection = dropFixedDayDates(items, input.activitySelectionList ?? []);
  const activityIds = getDatedActivityIds(items);
  if (!hasCompleteActivityDates(activityIds, selection, input.checkin, input.nights)) throw new NotBookableError(ACTIVITY_DATES_MISSING);
  const stay = {
    checkin: input.checkin,
    nights: input.nights,
    adults: input.adults,
    children: input.children,
    babies: input.babies,
    activitySelectionList: selection,
  };
  const quote = await getQuote(db, input.packageId, stay, MARKETS[input.market].language, today);
  if (!quote.bookable || !quote.priceInfo) throw new NotBookableError(quote.errorMessage ?? QUOTE_ERROR_NOT_BOOKABLE, quote.errors);
  const sellPrice = quote.priceInfo.sellPrice;
  const priceChange = input.acceptedSellPrice === undefined ? null : getPriceChange(input.acceptedSellPrice, sellPrice);
  if (priceChange) return { priceChange };
  const cartId = randomUUID();
  await db
    .insertInto('carts')
    .values({
      id: cartId,
      market: input.market,
      package_id: input.packageId,
      hotel_id: pkg.hotel_id,
      checkin: stay.checkin,
      nights: stay.nights,
      adults: stay.adults,
      children: stay.children,
      babies: stay.babies,
      activity_selection: selection,
      quote: JSON.stringify(quote),
      sell_price: sellPrice,
      expires_at: sql<Date>`now() + make_interval(hours => ${CART_LIFETIME_HOURS})`,
      gift_code: input.giftCode ?? null,
    })
    .execute();
  return { cartId };
}

/** The cart with this id, or undefined when there is none or it has expired. */
export async function getCart(db: Kysely<Database>, id: string): Promise<Cart | undefined> {
  if (!CART_ID_PATTERN.test(id)) return undefined;
  const row = await db
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && isMarketKey(row.market) ? toCart(row, row.market) : undefined;
}

function toCart(row: Selectable<CartsTable>, market: MarketKey): Cart {
  return {
    id: row.id,
    market,
    packageId: row.package_id,
    hotelId: row.hotel_id,
    stay: {
      checkin: row.checkin,
      nights: row.nights,
      adults: row.adults,
      children: row.children,
      babies: row.babies,
      activitySelectionList: row.activity_selection,
    },
    quote: row.quote as unknown as CartQuote,
    sellPrice: row.sell_price,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    giftCode: row.gift_code,
  };
}

/**
 * The cart's stay quoted again now (an order is priced from the catalog, never from the browser), with
 * the same checks as checkout start, with the package it read. Throws NotBookableError when the stay can no longer be booked.
 */
export async function requoteCart(
  db: Kysely<Database>,
  cart: Cart,
  today: string,
): Promise<{ quote: CartQuote; sellPrice: number; priceChange: PriceChange | null; pkg: LoadedPackage }> {
  const pkg = await loadPackage(db, cart.packageId);
  const quote = await quotePackage(db, pkg, cart.stay, MARKETS[cart.market].language, today);
  if (!quote.bookable || !quote.priceInfo) throw new NotBookableError(quote.errorMessage ?? QUOTE_ERROR_NOT_BOOKABLE, quote.errors);
  const sellPrice = quote.priceInfo.sellPrice;
  const priceChange = getPriceChange(cart.sellPrice, sellPrice);
  // The cart keeps the price the visitor now sees, so the next submission is at that price.
  if (priceChange)
    await db
      .updateTable('carts')
      .set({ quote: JSON.stringify(quote), sell_price: sellPrice })
      .where('id', '=', cart.id)
      .execute();
  return { quote, sellPrice, priceChange, pkg };
}
