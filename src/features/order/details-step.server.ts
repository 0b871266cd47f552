/**
 * The details step of every checkout page, server-rendered and working without JavaScript: the page
 * shows the form (prefilled after a payment that did not go through, or from the signed-in customer), and its
 * form post checks it, stores the order and sends the buyer to the payment page, or shows the form again with
 * each field's error and what was typed.
 */
import { sendPaymentLink } from '../../server/care/care-desk.server';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { getProfile } from '../../server/account/customers.server';
import { isUnpaidEnd, isOrderStatus } from '../../domain/order-status';
import type { DetailsErrors, DetailsShape, DetailsValues } from '../../domain/order-details';
import type { PayLaterOption } from '../../domain/pay-later';
import { PRICE_CHANGE_HIGHER, PRICE_CHANGE_LOWER } from '../../domain/price-change';
import type { Market } from '../../i18n/markets';
import { InvalidInputError, readFormData } from '../../server/api/http';
import { getPublicOrigin } from '../../server/mail';
import type { Database } from '../../server/db/schema';
import { submitOrder, type CheckoutTarget } from '../../server/orders/checkout-orders.server';
import { CartOrderedError, findLiveCartOrder, getOrder, SoldOutError, type OrderRow } from '../../server/orders/orders.server';
import { buildPath } from '../../i18n/routes';
import { GiftCodeTakenError, GiftNotUsableError } from '../../server/beneficiary/gift-redemption.server';
import { getPaymentProvider } from '../../server/payments/payments.server';
import type { CookieJar } from '../../server/auth/cookies';
import { rememberPlacedOrder, wasPlacedHere } from '../../server/orders/placed-orders.server';
import { GiftCardError } from '../../server/gift-cards/gift-cards.server';
import { isGiftCardIntent, NO_GIFT_CARD, readGiftCardState, type GiftCardState } from '../../server/gift-cards/gift-card-step.server';
import { takeRateLimit } from '../../server/rate-limit.server';

export type DetailsNotice =
  | { kind: 'payment_failed' | 'cancelled' | 'expired' | 'priceLower' | 'priceHigher' | 'soldOut' | 'fields' | 'giftRefused' }
  | { kind: 'invalid'; text: string }
  /** The stay's cart already has an order being paid or paid (one cart is one booking): where to follow it. */
  | { kind: 'alreadyPaying' | 'alreadyBooked'; number: string; href: string };

export interface DetailsStep {
  formKey: string;
  values: DetailsValues;
  errors: DetailsErrors;
  notice: DetailsNotice | null;
  shape: DetailsShape;
  payLater: PayLaterOption[];
  /** The page's own address without the `order` parameter: where the form posts. */
  action: string;
  /** Total shown to the buyer (cents), sent back as `expectedTotal`. */
  totalCents: number;
  /** The gift card typed on this checkout and what it pays (ADR 33). */
  giftCard?: GiftCardState;
}

export type DetailsOutcome = { kind: 'redirect'; location: string } | { kind: 'form'; status: number; step: DetailsStep };

export interface DetailsContext {
  request: Request;
  url: URL;
  customer: { id: string; email: string; firstName: string } | null;
  /** The visitor's address: gift-card codes typed from it are rate-limited like the gift login's (ADR 33). */
  clientAddress?: string | undefined;
  /** The browser's cookies: the orders it placed are remembered there (ADR 43). */
  cookies?: CookieJar;
  /** A care agent booking a stay for a caller (care host): the caller gets the payment link by e-mail. */
  careAgent?: { id: string; name: string; role: 'agent' | 'supervisor' } | null;
}

const FORM_KEY = /^[\w-]{8,64}$/;
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'requests',
  'recipientName',
  'recipientEmail',
  'fromName',
  'message',
  'sendOn',
  'street',
  'postcode',
  'city',
  'payLater',
  'terms',
] as const;

/** The address the form posts to: the page without its `order` parameter. */
function getAction(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete('order');
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/** The details of an order that did not go through, to type them again no more (only for the same page). */
async function readReturnedOrder(
  db: Kysely<Database>,
  context: DetailsContext,
  action: string,
): Promise<{ values: DetailsValues; notice: DetailsNotice } | null> {
  const id = context.url.searchParams.get('order');
  if (!id) return null;
  const order = await getOrder(db, id);
  if (!order || !isOrderStatus(order.status) || !isUnpaidEnd(order.status) || order.details_path.split('#')[0] !== action) return null;
  // What was typed is shown again only to the browser that placed the order, or to the account that owns it.
  const isOwner = (context.customer && order.customer_id === context.customer.id) || (await wasPlacedHere(db, context.cookies, order.id));
  if (!isOwner) return null;
  const form = ((order.details as Record<string, unknown>).form ?? {}) as DetailsValues;
  return { values: form, notice: { kind: order.status === 'payment_failed' ? 'payment_failed' : order.status === 'cancelled' ? 'cancelled' : 'expired' } };
}

/**
 * What an account's details step starts with: the profile's names, e-mail and phone and, for a parcel, the address
 * of the account's last delivered gift in this market's country (the profile keeps no address).
 */
async function readProfileValues(db: Kysely<Database>, customer: DetailsContext['customer'], shape: DetailsShape): Promise<DetailsValues> {
  if (!customer) return {};
  const profile = await getProfile(db, customer.id);
  const values: DetailsValues = { email: customer.email, firstName: profile?.firstName || customer.firstName };
  if (profile?.lastName) values.lastName = profile.lastName;
  if (profile?.phone) values.phone = profile.phone;
  if (!shape.isPhysical) return values;
  const last = await db
    .selectFrom('orders')
    .select('details')
    .where('customer_id', '=', customer.id)
    .where(sql<boolean>`details->'gift'->'address'->>'country' = ${shape.country}`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const address = (last?.details as { gift?: { address?: Record<string, unknown> } } | undefined)?.gift?.address;
  for (const field of ['street', 'postcode', 'city'] as const) {
    if (typeof address?.[field] === 'string') values[field] = address[field];
  }
  return values;
}

/** What the details step says of a stay whose cart is already being paid or booked, with the way to it. */
function orderedNotice(market: Market, order: OrderRow): DetailsNotice {
  return order.status === 'pending_payment' && order.payment_url
    ? { kind: 'alreadyPaying', number: order.number, href: order.payment_url }
    : { kind: 'alreadyBooked', number: order.number, href: buildPath(market.key, 'orderConfirmation', { id: order.id }) };
}

/** Shows the details step (GET) or handles its form post. */
export async function runDetailsStep(
  db: Kysely<Database>,
  market: Market,
  target: CheckoutTarget,
  base: { shape: DetailsShape; payLater: PayLaterOption[]; totalCents: number },
  context: DetailsContext,
  today: string,
): Promise<DetailsOutcome> {
  const action = getAction(context.url);
  const step = (
    status: number,
    values: DetailsValues,
    errors: DetailsErrors,
    notice: DetailsNotice | null,
    formKey: string = randomUUID(),
    giftCard: GiftCardState = NO_GIFT_CARD,
  ): DetailsOutcome => ({
    kind: 'form',
    status,
    step: { ...base, formKey, values, errors, notice, action, giftCard },
  });
  const giftCardState = (typed: string) => readGiftCardState(db, typed, market, today, base.totalCents);
  if (context.request.method !== 'POST') {
    const live = target.kind === 'STAY' ? await findLiveCartOrder(db, target.cartId) : undefined;
    if (live) return step(200, {}, {}, orderedNotice(market, live));
    const returned = await readReturnedOrder(db, context, action);
    if (returned)
      return step(
        200,
        returned.values,
        {},
        returned.notice,
        randomUUID(),
        await giftCardState(String((returned.values as Record<string, unknown>).giftCard ?? '')),
      );
    return step(200, await readProfileValues(db, context.customer, base.shape), {}, null);
  }
  const form = await readFormData(context.request);
  const values: DetailsValues = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  const sentKey = String(form.get('formKey') ?? '');
  const formKey = FORM_KEY.test(sentKey) ? sentKey : randomUUID();
  const expected = Number(form.get('expectedTotal'));
  // The gift card's buttons (ADR 33) show what the card pays, or why it cannot, and keep what was typed.
  const typedCard = String(form.get('giftCard') ?? '').slice(0, 40);
  const intent = form.get('intent');
  // Each code typed counts against the address's gift-code limit, so the field cannot be used to guess codes.
  if (typedCard.trim() && intent !== 'removeGiftCard' && context.clientAddress && !(await takeRateLimit(db, 'giftCode', context.clientAddress))) {
    return step(429, values, {}, null, formKey, { ...NO_GIFT_CARD, typed: typedCard, problem: 'limited' });
  }
  if (isGiftCardIntent(intent)) {
    if (intent === 'removeGiftCard') return step(200, values, {}, null, formKey);
    const state = await giftCardState(typedCard);
    return step(state.problem ? 400 : 200, values, {}, null, formKey, state);
  }
  try {
    const result = await submitOrder(db, getPaymentProvider(db), {
      market,
      target,
      values,
      formKey,
      expectedTotal: Number.isInteger(expected) && expected >= 0 && form.has('expectedTotal') ? expected : undefined,
      customerId: context.customer?.id ?? null,
      origin: getPublicOrigin(),
      today,
      giftCard: typedCard,
    });
    if (!result.ok) return step(400, values, result.errors, { kind: 'fields' }, formKey, await giftCardState(typedCard));
    // An agent on the phone does not pay for the caller: the caller gets the payment page by e-mail (ADR 60).
    if (context.careAgent && target.kind === 'STAY' && result.paymentUrl.includes('://')) {
      await sendPaymentLink(db, context.careAgent, result.orderId, result.paymentUrl);
      return { kind: 'redirect', location: `${buildPath(market.key, 'careOrder', { id: result.orderId })}?done=linkSent#timeline` };
    }
    if (context.cookies) await rememberPlacedOrder(db, context.cookies, result.orderId);
    return { kind: 'redirect', location: result.paymentUrl };
  } catch (error) {
    if (error instanceof CartOrderedError) return step(409, values, {}, orderedNotice(market, error.order), formKey);
    if (error instanceof SoldOutError) return step(409, values, {}, { kind: 'soldOut' }, formKey, await giftCardState(typedCard));
    if (error instanceof GiftCardError) return step(400, values, {}, null, formKey, await giftCardState(typedCard));
    // The gift was spent by another order meanwhile, or no longer covers the stay.
    if (error instanceof GiftCodeTakenError || error instanceof GiftNotUsableError)
      return step(409, values, {}, { kind: 'giftRefused' }, formKey, await giftCardState(typedCard));
    if (error instanceof InvalidInputError) {
      const kind = error.message === PRICE_CHANGE_LOWER ? 'priceLower' : error.message === PRICE_CHANGE_HIGHER ? 'priceHigher' : null;
      return step(kind ? 409 : 400, values, {}, kind ? { kind } : { kind: 'invalid', text: error.message }, randomUUID());
    }
    throw error;
  }
}
