/**
 * Prices a gift order from the catalog (ADR 10): the gift checkout never takes a price from the browser. One
 * function per gift type, over the pure rules of src/domain (box promo, bucket price, shipping, extras, activity
 * price per participant). Pages that sell a gift (box, gift stay, single voucher, gift card, activity voucher)
 * reuse it to show the same amounts the checkout will.
 */
import type { Kysely } from 'kysely';
import { getActivityOffer, type ActivityOffer } from '../../domain/activity-offer';
import { getBoxFamilyPromo, getBoxFormat, toBoxSlug } from '../../domain/box';
import { isGiftCardAmountAllowed } from '../../domain/gift-card-amount';
import { EXTRAS_HASH_KEY, serializeExtras } from '../../domain/gift-extras';
import { buildGiftCheckoutQuery, type GiftCheckoutRequest, type GiftQueryError } from '../../domain/gift-checkout-query';
import type { GiftFormat } from '../../domain/gift-format';
import {
  GIFT_ADULTS,
  GIFT_VALIDITY_MONTHS,
  getGiftOrderTotal,
  getPhysicalSupplement,
  getGiftStayPrice,
  getShippingCost,
  getSubElementsSelection,
  type GiftType,
} from '../../domain/gift-pricing';
import type { PriceBucketId } from '../../domain/price-buckets';
import type { Language, Market } from '../../i18n/markets';
import { getT } from '../../i18n/i18n';
import { formatMoney } from '../../domain/money';
import { buildPath } from '../../i18n/routes';
import type { ActivityPrice, Database, Localized } from '../db/schema';
import { isPhysicalGiftEnabled } from '../features';
import { TEXTS } from '../db/seed/texts';
import { getActivityAddress, getBoxAddress, getExteriorAddress, toHotelFacts, toImages } from '../pictures/gallery.server';

/** A gift order priced by the server. Amounts in cents. */
export interface GiftOrder {
  type: GiftType;
  title: string;
  /** Hotel and city of a gift stay or single voucher. */
  place: string | null;
  imageUrl: string | null;
  format: GiftFormat;
  nights: number | null;
  bucket: PriceBucketId | null;
  /** The item alone, and its reference price when it is higher (a promo), with the percentage shown. */
  itemPrice: number;
  referencePrice: number | null;
  promo: number | null;
  /** Availability upsell of a one-night gift stay. */
  upsellPrice: number;
  shippingCost: number;
  subElements: { id: number; name: string; price: number }[];
  subElementsPrice: number;
  totalPrice: number;
  validityMonths: number;
  /** The page the order was made on (the simplified header's back arrow). */
  backHref: string;
}

export type GiftOrderError = GiftQueryError | 'notFound' | 'notGiftable' | 'physicalUnavailable';
export type GiftOrderResult = { ok: true; order: GiftOrder } | { ok: false; error: GiftOrderError };

type Db = Kysely<Database>;
const fail = (error: GiftOrderError): GiftOrderResult => ({ ok: false, error });

/** Shipping of a physical gift in the market's country (free at home, spec §9); null when it cannot be read. */
export async function getPhysicalShippingAmount(db: Db, market: Market): Promise<number | null> {
  const row = await db.selectFrom('shipping_costs').select('amount').where('country', '=', market.country).executeTakeFirst();
  return row?.amount ?? null;
}

async function priceExtras(db: Db, market: Market, ids: readonly number[], format: GiftFormat) {
  if (format === 'digital' || ids.length === 0) return { chosen: [], price: 0 };
  const [elements, categories] = await Promise.all([
    db.selectFrom('custom_sub_elements').select(['id', 'category_id', 'names', 'price']).execute(),
    db.selectFrom('sub_element_categories').select(['id', 'single_selection']).execute(),
  ]);
  const options = elements.map((element) => ({ id: element.id, categoryId: element.category_id, price: element.price }));
  const selection = getSubElementsSelection(
    ids,
    options,
    categories.filter((c) => c.single_selection).map((c) => c.id),
    format,
  );
  if (!selection) return null;
  const names = new Map(elements.map((element) => [element.id, (element.names as unknown as Localized)[market.language]]));
  return { chosen: selection.chosen.map((option) => ({ id: option.id, name: names.get(option.id) ?? '', price: option.price })), price: selection.price };
}

type Base = Omit<GiftOrder, 'shippingCost' | 'subElements' | 'subElementsPrice' | 'totalPrice'>;

async function priceBox(db: Db, market: Market, request: Extract<GiftCheckoutRequest, { type: 'BOX' }>): Promise<Base | GiftOrderError> {
  // The code's box and its other formats, in one query; none for an unknown code.
  const boxes = await db
    .selectFrom('boxes')
    .selectAll()
    .where('slug', '=', (eb) => eb.selectFrom('boxes').select('slug').where('code', '=', request.code))
    .execute();
  if (boxes.length === 0) return 'notFound';
  // The code decides the format; a format given apart from it picks the same box's other code.
  const box = boxes.find((candidate) => getBoxFormat(candidate.code) === request.giftFormat);
  if (!box) return 'format';
  return {
    type: 'BOX',
    title: (box.titles as unknown as Localized)[market.language],
    place: null,
    imageUrl: toImages(getBoxAddress(box, TEXTS))['640_360'],
    format: request.giftFormat,
    nights: box.nights,
    bucket: null,
    itemPrice: box.sell_price,
    referencePrice: box.reference_price > box.sell_price ? box.reference_price : null,
    promo: getBoxFamilyPromo(boxes.map((format) => ({ code: format.code, sellPrice: format.sell_price, referencePrice: format.reference_price }))),
    upsellPrice: 0,
    validityMonths: GIFT_VALIDITY_MONTHS.BOX,
    backHref: buildPath(market.key, 'box', { slug: toBoxSlug((box.titles as unknown as Localized)[market.language]), code: box.code }),
  };
}

async function priceStay(
  db: Db,
  market: Market,
  request: Extract<GiftCheckoutRequest, { type: 'GIFT_STAY' | 'SINGLE_VOUCHER' }>,
): Promise<Base | GiftOrderError> {
  const pkg = await db
    .selectFrom('packages as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .innerJoin('destinations as city', 'city.id', 'h.city_id')
    .select([
      'p.id',
      'p.labels',
      'p.nights',
      'p.bucket_prices',
      'p.upsell_availability_price',
      'p.item_category',
      'p.is_giftable',
      'p.published',
      'p.expiration',
      'p.hotel_id',
      'h.label as hotel_label',
      'h.active',
      'city.names as city_names',
      'h.star',
      'h.hotel_type',
      'h.environment',
      'h.facilities',
    ])
    .where('p.id', '=', request.id)
    .executeTakeFirst();
  if (!pkg) return 'notFound';
  const isSingleVoucher = pkg.item_category === 'single_voucher';
  if (!pkg.is_giftable || !pkg.published || !pkg.active || isSingleVoucher !== (request.type === 'SINGLE_VOUCHER')) return 'notGiftable';
  const stayPrice = getGiftStayPrice(pkg.bucket_prices, pkg.nights, request.giftNights, request.bucket);
  if (stayPrice === null) return 'bucket';
  // Sent in its case, the gift costs what a physical box costs more than an e-box.
  const itemPrice = stayPrice + getPhysicalSupplement(request.type, request.giftFormat);
  const wantsUpsell = request.type === 'GIFT_STAY' && request.upsell === 'availability';
  // Spec §4: gift upsells only when giftNights is 1.
  if (wantsUpsell && (request.giftNights !== 1 || pkg.upsell_availability_price === null)) return 'upsell';
  const hash = new URLSearchParams({
    giftNights: String(request.giftNights),
    giftAdults: String(GIFT_ADULTS),
    giftFormat: request.giftFormat,
    bucket: String(request.bucket),
  });
  if (request.type === 'GIFT_STAY') hash.set('upsell', request.upsell);
  return {
    type: request.type,
    title: (pkg.labels as unknown as Localized)[market.language],
    place: `${pkg.hotel_label} · ${(pkg.city_names as unknown as Localized)[market.language]}`,
    imageUrl: toImages(getExteriorAddress(toHotelFacts({ ...pkg, id: pkg.hotel_id, label: pkg.hotel_label })))['640_360'],
    format: request.giftFormat,
    nights: request.giftNights,
    bucket: request.bucket,
    itemPrice,
    referencePrice: null,
    promo: null,
    upsellPrice: wantsUpsell ? (pkg.upsell_availability_price ?? 0) : 0,
    validityMonths: GIFT_VALIDITY_MONTHS[request.type],
    backHref: `${buildPath(market.key, 'product', { id: pkg.id })}?flow=gifting#${hash.toString()}`,
  };
}

async function priceGiftCard(db: Db, market: Market, request: Extract<GiftCheckoutRequest, { type: 'GIFT_CARD' }>): Promise<Base | GiftOrderError> {
  const card = await db.selectFrom('gift_cards').selectAll().orderBy('id').executeTakeFirst();
  if (!card) return 'notFound';
  if (!isGiftCardAmountAllowed(request.amount, card.amounts)) return 'amount';
  return {
    type: 'GIFT_CARD',
    title: '',
    place: null,
    imageUrl: null,
    format: request.giftFormat,
    nights: null,
    bucket: null,
    itemPrice: request.amount,
    referencePrice: null,
    promo: null,
    upsellPrice: 0,
    validityMonths: card.validity_months,
    backHref: buildPath(market.key, 'giftCard'),
  };
}

/** Prices `request` in `market` from the catalog, or says why it cannot be sold. */
export async function priceGiftOrder(db: Db, market: Market, request: GiftCheckoutRequest): Promise<GiftOrderResult> {
  if (request.giftFormat === 'physical' && !isPhysicalGiftEnabled()) return fail('physicalUnavailable');
  const base =
    request.type === 'BOX'
      ? await priceBox(db, market, request)
      : request.type === 'GIFT_CARD'
        ? await priceGiftCard(db, market, request)
        : await priceStay(db, market, request);
  if (typeof base === 'string') return fail(base);
  const shippingAmount = request.giftFormat === 'physical' ? await getPhysicalShippingAmount(db, market) : 0;
  if (shippingAmount === null) return fail('physicalUnavailable');
  const ids = request.type === 'BOX' || request.type === 'GIFT_STAY' ? request.subElements : [];
  const extras = await priceExtras(db, market, ids, request.giftFormat);
  if (!extras) return fail('subElements');
  const shippingCost = getShippingCost(request.giftFormat, shippingAmount);
  const totalPrice = getGiftOrderTotal({ itemPrice: base.itemPrice, upsellPrice: base.upsellPrice, shippingCost, subElementsPrice: extras.price });
  // Back from the checkout, the gift stay's side opens with the extras chosen (the product page's hash).
  const backHref =
    request.type === 'GIFT_STAY' && extras.chosen.length > 0
      ? `${base.backHref}&${EXTRAS_HASH_KEY}=${serializeExtras(extras.chosen.map((extra) => String(extra.id)))}`
      : base.backHref;
  return { ok: true, order: { ...base, backHref, shippingCost, subElements: extras.chosen, subElementsPrice: extras.price, totalPrice } };
}

/** The order line's product reference of a gift: the box's code, the gift card's amount, else the package id. */
export function getGiftLineRef(request: GiftCheckoutRequest): string {
  return request.type === 'BOX' ? request.code : request.type === 'GIFT_CARD' ? String(request.amount) : String(request.id);
}

/** A gift's name on its order line and voucher: its title, or for a gift card (no title) the checkout's 'Gift card of 50 €'. */
export function getGiftLabel(market: Market, order: Pick<GiftOrder, 'title' | 'itemPrice'>): string {
  return order.title || getT(market.language, 'gift')('checkout.giftCard', { amount: formatMoney(order.itemPrice, market.tag) });
}

/** The gift checkout address of `request` in `market` (what a page's Offer or Confirm button opens). */
export function buildGiftCheckoutHref(market: Market, request: GiftCheckoutRequest): string {
  return `${buildPath(market.key, 'giftCheckout')}?${buildGiftCheckoutQuery(request)}`;
}

/** An activity voucher priced for each participant count it sells (1–2), with its page; null for an unknown or unpublished activity. */
export async function priceActivityVoucher(db: Db, market: Market, id: number) {
  const row = await db
    .selectFrom('activity_products as a')
    .innerJoin('activity_centres as c', 'c.id', 'a.activity_centre_id')
    .innerJoin('destinations as city', 'city.id', 'c.city_id')
    .select([
      'a.id',
      'a.labels',
      'a.prices',
      'a.published',
      'a.activities',
      'c.label as centre_label',
      'city.label as city_label',
      'city.country as city_country',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row || !row.published) return null;
  const prices = row.prices as unknown as ActivityPrice[];
  const offers: Record<number, ActivityOffer> = {};
  for (const price of prices) {
    const offer = getActivityOffer(prices, price.adults);
    if (offer) offers[price.adults] = offer;
  }
  return {
    id: row.id,
    title: (row.labels as unknown as Localized)[market.language],
    centre: row.centre_label,
    imageUrl: toImages(
      getActivityAddress(
        row.id,
        ((row.activities as unknown as Record<Language, { title: string }[]>).fr ?? []).map((part) => part.title),
        TEXTS,
        { country: row.city_country, label: row.city_label },
      ),
    )['640_360'],
    offers,
    validityMonths: GIFT_VALIDITY_MONTHS.ACTIVITY,
    backHref: buildPath(market.key, 'activity', { id: row.id }),
  };
}
