/**
 * The details step's submission, shared by the checkout pages' form posts and POST /api/orders: checks
 * the details, prices the order again from the catalog (a stay through its cart's re-quote, a gift through
 * gift-price.server.ts, an activity voucher through its prices), stores it once per submission and starts its
 * payment. A price, amount, code, date or party size that is not the catalog's is refused with a readable reason.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { getBookingPriceSummary } from '../../domain/booking-summary';
import { buildActivityCheckoutQuery } from '../../domain/activity-offer';
import { parseGiftCheckoutQuery } from '../../domain/gift-checkout-query';
import { validateOrderDetails, type DetailsErrors, type DetailsShape, type DetailsValues, type OrderDetails } from '../../domain/order-details';
import { getPayLaterChoice, getPayLaterOptions, type PayLaterOption } from '../../domain/pay-later';
import { getPriceChangeMessage } from '../../domain/price-change';
import { getT } from '../../i18n/i18n';
import type { Market } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { InvalidInputError, NotFoundError } from '../api/http';
import { getCart, NotBookableError, requoteCart, type Cart } from '../cart/cart.server';
import { CHECKIN_NOT_AVAILABLE_CODE } from '../../domain/quote';
import type { Database, Localized } from '../db/schema';
import { getGiftLabel, getGiftLineRef, priceActivityVoucher, priceGiftOrder } from '../gift/gift-price.server';
import { PAYMENT_WEBHOOK_PATH, type PaymentProvider } from '../payments/payment-provider';
import { getGiftPaymentForStay } from '../beneficiary/gift-redemption.server';
import { placeOrder, settleOrderWithoutPayment, SOLD_OUT_MESSAGE, SoldOutError, startPayment, type OrderDraft, type OrderLineDraft } from './orders.server';
import { prepareExtension } from '../gift-cards/gift-extension.server';

type Db = Kysely<Database>;

export type CheckoutTarget =
  | { kind: 'STAY'; cartId: string }
  | { kind: 'GIFT'; query: string }
  | { kind: 'ACTIVITY'; activityId: number; participants: number; ownUse: boolean }
  /** A gift's six-month extension for a fee (ADR 33). */
  | { kind: 'EXTENSION'; code: string };

/** The pay-later choices of the form ('paypal', 'deferred', 'split3', 'split4') among the offered options. */
export function getPayLaterChoices(options: readonly PayLaterOption[]): string[] {
  return options.map(getPayLaterChoice);
}

/** What the details step asks for a stay whose cart is `cart`, and the pay-later options of its price. */
export function getStayShape(market: Market, cart: Cart, today: string, totalCents: number): { shape: DetailsShape; options: PayLaterOption[] } {
  // A stay booked with a gift pays its supplement at once (ADR 32).
  const options = cart.giftCode
    ? []
    : getPayLaterOptions({
        amountCents: totalCents,
        locale: market.locale,
        checkin: cart.stay.checkin,
        today,
        cancellationDeadline: cart.quote.cancellationPolicy.cancellationDeadline,
      });
  return {
    shape: {
      isGift: false,
      isPhysical: false,
      hasSendDate: false,
      hasRequests: true,
      payLaterChoices: getPayLaterChoices(options),
      country: market.country,
      today,
    },
    options,
  };
}

export function getGiftShape(market: Market, isPhysical: boolean, today: string): DetailsShape {
  return { isGift: true, isPhysical, hasSendDate: !isPhysical, hasRequests: false, payLaterChoices: [], country: market.country, today };
}

export function getActivityShape(market: Market, ownUse: boolean, today: string): DetailsShape {
  return { isGift: !ownUse, isPhysical: false, hasSendDate: !ownUse, hasRequests: false, payLaterChoices: [], country: market.country, today };
}

export type { Prepared } from './order-draft';
import type { Prepared } from './order-draft';

async function prepareStay(db: Db, market: Market, cartId: string, today: string, expectedTotal: number | undefined): Promise<Prepared> {
  const cart = await getCart(db, cartId);
  if (!cart || cart.market !== market.key) throw new NotFoundError('This cart does not exist or has expired');
  // A night sold meanwhile (another buyer took the last room) is a sold-out stay, said as such, not a quote's error code.
  const { quote, sellPrice, priceChange, pkg } = await requoteCart(db, cart, today).catch((error: unknown) => {
    if (error instanceof NotBookableError && error.errors.some((e) => e.code === CHECKIN_NOT_AVAILABLE_CODE)) throw new SoldOutError(SOLD_OUT_MESSAGE);
    throw error;
  });
  if (priceChange) throw new InvalidInputError(getPriceChangeMessage(priceChange));
  // The gift is checked again from the database and pays first (ADR 32).
  const gift = cart.giftCode ? await getGiftPaymentForStay(db, cart.giftCode, market, { packageId: cart.packageId, ...cart.stay }, today) : null;
  const giftcards = gift ? [{ serialNumber: gift.code, amount: gift.giftValue }] : [];
  const summary = getBookingPriceSummary({
    sellPrice,
    refPrice: quote.priceInfo?.refPrice ?? sellPrice,
    localTax: { amount: quote.localTaxTotalAmount ?? 0, toBePaidAtHotel: quote.localTax.toBePaidAtHotel },
    giftcards,
  });
  const total = summary.remainingAmountToPay;
  const giftCovered = summary.giftcards[0]?.usedAmount ?? 0;
  if (expectedTotal !== undefined && expectedTotal !== total)
    throw new InvalidInputError(`The price sent (${expectedTotal} cents) is not the price of this stay (${total} cents)`);
  const { shape, options } = getStayShape(market, cart, today, total);
  const packageLabel = (pkg.labels as unknown as Localized)[market.language];
  return {
    shape,
    build(details) {
      const option = options.find((candidate) => getPayLaterChoice(candidate) === details.payLater);
      if (details.payLater && !option) throw new InvalidInputError('This way to pay later is not offered for this stay');
      const payments = option && option.kind !== 'paypal' ? option.payments : null;
      const { stay } = cart;
      return {
        market: market.key,
        kind: 'STAY',
        buyer: details.buyer,
        details: {
          // Each night's price, so a cancellation refunds by night at the price paid, whatever the catalog says later (ADR 44).
          // The activity dates and the tourist tax due at the hotel stay with the order for the booking's page (ADR 55).
          stay: {
            hotelId: cart.hotelId,
            hotelLabel: pkg.hotel_label,
            packageId: cart.packageId,
            packageLabel,
            checkin: stay.checkin,
            nights: stay.nights,
            adults: stay.adults,
            children: stay.children,
            babies: stay.babies,
            cancellation: quote.cancellationPolicy,
            nightPrices: quote.priceInfo?.nightPrices ?? [],
            activities: stay.activitySelectionList,
            localTaxAtHotelCents: summary.localTaxAtHotel,
          },
          requests: details.requests,
          // What a value voucher keeps beyond this stay stays on its code (ADR 45): the confirmation says so.
          ...(gift
            ? {
                giftRedemption: {
                  code: gift.code,
                  amountCents: giftCovered,
                  leftoverCents: gift.kind === 'SINGLE_VOUCHER' ? gift.giftValue - giftCovered : 0,
                  expiresOn: gift.expiresOn,
                },
              }
            : {}),
        },
        detailsPath: buildPath(market.key, 'checkout', { cartId: cart.id }),
        cartId: cart.id,
        sendOn: null,
        isPhysical: false,
        payLater: details.payLater as OrderDraft['payLater'],
        payLaterSchedule: payments,
        lines: [
          { kind: 'STAY', label: packageLabel, productRef: String(cart.packageId), quantity: 1, unitCents: summary.totalPrice },
          // Named as the checkout names it ('Votre cadeau HALTE-…'), in the market's language, like the e-mail and confirmation show it.
          ...(gift
            ? [
                {
                  kind: 'GIFT_CODE',
                  label: getT(market.language, 'checkout')('gift.line', { code: gift.code }),
                  productRef: gift.code,
                  quantity: 1,
                  unitCents: -giftCovered,
                },
              ]
            : []),
        ],
        // Paying later, the provider pays Halte the whole amount now; the schedule is what the buyer owes it (ADR 41).
        amountDueCents: total,
        hold: { hotelId: cart.hotelId, checkin: stay.checkin, nights: stay.nights, rooms: quote.priceInfo?.nbRooms ?? 1 },
        giftCode: gift ? { code: gift.code, today, cents: giftCovered } : null,
      };
    },
  };
}

function giftDetails(details: OrderDetails, extra: Record<string, unknown>) {
  return { gift: { ...extra, ...details.gift, address: details.address, isPhysical: details.address !== null } };
}

async function prepareGift(db: Db, market: Market, query: string, today: string, expectedTotal: number | undefined): Promise<Prepared> {
  const parsed = parseGiftCheckoutQuery(new URLSearchParams(query));
  if (!parsed.ok) throw new InvalidInputError(`The gift cannot be ordered: ${parsed.error} is not valid`);
  const priced = await priceGiftOrder(db, market, parsed.request);
  if (!priced.ok) {
    if (priced.error === 'notFound') throw new NotFoundError('This gift does not exist');
    throw new InvalidInputError(`The gift cannot be ordered: ${priced.error} is not valid`);
  }
  const { order } = priced;
  if (expectedTotal !== undefined && expectedTotal !== order.totalPrice)
    throw new InvalidInputError(`The price sent (${expectedTotal} cents) is not the price of this gift (${order.totalPrice} cents)`);
  const isPhysical = order.format === 'physical';
  const tGift = getT(market.language, 'gift');
  const label = getGiftLabel(market, order);
  const lines: OrderLineDraft[] = [
    { kind: order.type, label, productRef: getGiftLineRef(parsed.request), quantity: 1, unitCents: order.itemPrice },
    ...(order.upsellPrice > 0 ? [{ kind: 'UPSELL', label: tGift('checkout.price.upsell'), productRef: null, quantity: 1, unitCents: order.upsellPrice }] : []),
    ...order.subElements.map((extra) => ({ kind: 'EXTRA', label: extra.name, productRef: String(extra.id), quantity: 1, unitCents: extra.price })),
    ...(isPhysical
      ? [{ kind: 'SHIPPING', label: tGift('checkout.price.shipping'), productRef: market.country, quantity: 1, unitCents: order.shippingCost }]
      : []),
  ];
  return {
    shape: getGiftShape(market, isPhysical, today),
    build(details) {
      return {
        market: market.key,
        kind: 'GIFT',
        buyer: details.buyer,
        details: giftDetails(details, {
          type: order.type,
          format: order.format,
          title: label,
          nights: order.nights,
          validityMonths: order.validityMonths,
          query,
        }),
        detailsPath: `${buildPath(market.key, 'giftCheckout')}?${query}`,
        cartId: null,
        sendOn: details.gift?.sendOn ?? null,
        isPhysical,
        payLater: null,
        payLaterSchedule: null,
        lines,
        amountDueCents: order.totalPrice,
        hold: null,
      };
    },
  };
}

async function prepareActivity(
  db: Db,
  market: Market,
  target: Extract<CheckoutTarget, { kind: 'ACTIVITY' }>,
  today: string,
  expectedTotal: number | undefined,
): Promise<Prepared> {
  const voucher = await priceActivityVoucher(db, market, target.activityId);
  if (!voucher) throw new NotFoundError('This activity does not exist');
  const offer = voucher.offers[target.participants];
  if (!offer) throw new InvalidInputError(`This activity is not sold for ${target.participants} participants`);
  if (expectedTotal !== undefined && expectedTotal !== offer.total)
    throw new InvalidInputError(`The price sent (${expectedTotal} cents) is not the price of this activity (${offer.total} cents)`);
  const path = buildPath(market.key, 'activityCheckout', { id: target.activityId });
  return {
    shape: getActivityShape(market, target.ownUse, today),
    build(details) {
      return {
        market: market.key,
        kind: 'ACTIVITY',
        buyer: details.buyer,
        details: giftDetails(details, {
          type: 'ACTIVITY',
          format: 'digital',
          title: voucher.title,
          participants: target.participants,
          ownUse: target.ownUse,
          validityMonths: voucher.validityMonths,
        }),
        detailsPath: `${path}?${buildActivityCheckoutQuery(target.ownUse, target.participants)}`,
        cartId: null,
        sendOn: details.gift?.sendOn ?? null,
        isPhysical: false,
        payLater: null,
        payLaterSchedule: null,
        lines: [{ kind: 'ACTIVITY', label: voucher.title, productRef: String(voucher.id), quantity: 1, unitCents: offer.total }],
        amountDueCents: offer.total,
        hold: null,
      };
    },
  };
}

export interface SubmitInput {
  market: Market;
  target: CheckoutTarget;
  values: DetailsValues;
  /** The random key the form was rendered with. */
  formKey: string;
  /** A total the client says it saw (cents); refused when it is not the server's. */
  expectedTotal?: number | undefined;
  customerId: string | null;
  /** The public origin for the provider's return and webhook addresses. */
  origin: string;
  today: string;
  /** A gift card typed on the checkout (ADR 33): it pays up to its balance, the payment provider the rest. */
  giftCard?: string | undefined;
}

export type SubmitResult =
  { ok: true; orderId: string; number: string; paymentUrl: string; created: boolean; totalCents: number } | { ok: false; errors: DetailsErrors };

/** The idempotency key of a submission: the form's key and a digest of what it sent. */
export function getIdempotencyKey(formKey: string, target: CheckoutTarget, values: DetailsValues): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([target, Object.entries(values).sort()]))
    .digest('base64url');
  return `${formKey.slice(0, 64)}:${digest}`;
}

/**
 * Checks, prices, stores and starts paying an order. Field errors come back with `ok: false`; a tampered or
 * no longer valid order throws InvalidInputError (400), SoldOutError (409) or NotFoundError (404).
 */
export async function submitOrder(db: Db, provider: PaymentProvider, input: SubmitInput): Promise<SubmitResult> {
  const { market, target, today } = input;
  const prepared =
    target.kind === 'STAY'
      ? await prepareStay(db, market, target.cartId, today, input.expectedTotal)
      : target.kind === 'GIFT'
        ? await prepareGift(db, market, target.query, today, input.expectedTotal)
        : target.kind === 'EXTENSION'
          ? await prepareExtension(db, market, target.code, today, input.expectedTotal)
          : await prepareActivity(db, market, target, today, input.expectedTotal);
  const validation = validateOrderDetails(input.values, prepared.shape);
  if (!validation.ok) return { ok: false, errors: validation.errors };
  const giftCard = input.giftCard?.trim() ? input.giftCard.trim().slice(0, 40) : null;
  // A gift card pays now: it is not combined with paying later.
  if (giftCard && validation.details.payLater) return { ok: false, errors: { payLater: 'payLater' } };
  const built = prepared.build(validation.details);
  // What was typed is kept with the order, so a payment that does not go through returns to a filled-in form.
  const { terms: _terms, ...typed } = input.values;
  const key = getIdempotencyKey(input.formKey, target, input.values) + (giftCard ? `:${giftCard.toUpperCase()}` : '');
  const draft: OrderDraft = {
    ...built,
    details: { ...built.details, form: { ...typed, ...(giftCard ? { giftCard } : {}) } },
    idempotencyKey: key,
    customerId: input.customerId,
    giftCard: giftCard ? { code: giftCard, today } : null,
  };
  const { order, created } = await placeOrder(db, draft);
  const redirectUrl = `${input.origin}${buildPath(market.key, 'orderConfirmation', { id: order.id })}`;
  // Nothing to pay today (a gift covers the stay, ADR 32, or a gift card pays it all, ADR 33): confirmed without
  // the payment provider.
  const paymentUrl =
    order.amount_due_cents === 0
      ? await settleOrderWithoutPayment(db, order, redirectUrl)
      : await startPayment(db, provider, order, { redirectUrl, webhookUrl: `${input.origin}${PAYMENT_WEBHOOK_PATH}`, locale: market.locale });
  return { ok: true, orderId: order.id, number: order.number, paymentUrl, created, totalCents: order.total_cents };
}
