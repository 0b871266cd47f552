/**
 * The pages after the details step: the hosted payment page of the Mollie stand-in (development and tests, ADR 39)
 * and the order's confirmation, which is also the provider's return address. The return never sets a status: the confirmation asks the provider
 * (the webhook path) and shows what the order is; a payment that did not go through goes back to the details step.
 */
import type { Kysely } from 'kysely';
import { isOrderStatus, isUnpaidEnd, type OrderStatus } from '../../domain/order-status';
import type { PayLaterPlan } from '../../domain/pay-later';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import type { MatchedRoute } from '../../i18n/routes';
import { readFormData } from '../../server/api/http';
import { getDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { getOrder, getOrderLines, handlePaymentUpdate, type OrderRow } from '../../server/orders/orders.server';
import { getPaymentProvider } from '../../server/payments/payments.server';
import { getOrderGiftCard } from '../../server/gift-cards/gift-cards.server';
import type { CookieJar } from '../../server/auth/cookies';
import { isOrderProof, wasPlacedHere } from '../../server/orders/placed-orders.server';
import { getOrderPayLaterPlan } from '../../server/orders/pay-later-plan';
import { getSignedBookingPath } from '../../server/orders/booking-access.server';
import { callStandInWebhook, getStandInPayment, isStandInAllowed, isStandInOutcome, settleStandInPayment } from '../../server/payments/mollie-stand-in.server';

const PRIVATE = 'private, no-store';

export interface OrderView {
  id: string;
  number: string;
  market: MarketKey;
  kind: OrderRow['kind'];
  status: OrderStatus;
  email: string;
  firstName: string;
  lastName: string;
  totalCents: number;
  amountDueCents: number;
  payLater: OrderRow['pay_later'];
  schedule: { date: string; amountCents: number }[];
  lines: { kind: string; label: string; productRef: string | null; quantity: number; totalCents: number; giftCode: string | null }[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the order's stored JSON, read field by field by the order pages
  details: Record<string, any>;
  sendOn: string | null;
  fulfilment: OrderRow['fulfilment'];
  detailsPath: string;
  /** The gift card that paid part of the order (ADR 33). */
  giftCard?: { code: string; cents: number; released: boolean } | null;
  /** What the payment provider sends back after a cancellation or a refused late payment (cents), if anything. */
  refundCents?: number;
  /** Goodwill refunds a care agent granted (ADR 60), sent back or on their way (cents). */
  goodwillCents?: number;
  /** The sale still stands (its booking on, its gifts valid): a refunded status then only tells of goodwill. */
  saleStands?: boolean;
}

export type OrderMarketPage =
  /** `order` is whole for the browser that placed it and its account's owner; others see its number and status only. */
  | { kind: 'orderConfirmation'; status: number; cacheControl: string; props: { order: OrderView; isPrivate: boolean; manageHref: string | null } }
  | { kind: 'testPayment'; status: number; cacheControl: string; props: { market: MarketKey; payment: TestPaymentView } }
  | { kind: 'redirect'; location: string };

/** A payment on the stand-in's hosted page; paying later, with the schedule the buyer agrees to (ADR 41). */
export interface TestPaymentView {
  id: string;
  amountCents: number;
  description: string;
  status: string;
  redirectUrl: string;
  method: string | null;
  payLater: PayLaterPlan | null;
}

export async function readOrderView(db: Kysely<Database>, order: OrderRow): Promise<OrderView> {
  const [lines, refunds, booking] = await Promise.all([
    getOrderLines(db, order.id),
    db.selectFrom('order_refunds').select(['kind', 'amount_cents']).where('order_id', '=', order.id).where('status', '!=', 'failed').execute(),
    order.kind === 'STAY'
      ? db.selectFrom('bookings').select('status').where('booking_number', '=', order.number).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return {
    id: order.id,
    number: order.number,
    market: order.market as MarketKey,
    kind: order.kind,
    status: isOrderStatus(order.status) ? order.status : 'pending_payment',
    email: order.email,
    firstName: order.first_name,
    lastName: order.last_name,
    totalCents: order.total_cents,
    amountDueCents: order.amount_due_cents,
    payLater: order.pay_later,
    schedule: (order.pay_later_schedule as unknown as OrderView['schedule'] | null) ?? [],
    lines: lines.map((line) => ({
      kind: line.kind,
      label: line.label,
      productRef: line.product_ref,
      quantity: line.quantity,
      totalCents: line.total_cents,
      giftCode: line.gift_code,
    })),
    details: order.details as OrderView['details'],
    sendOn: order.send_on,
    fulfilment: order.fulfilment,
    detailsPath: order.details_path,
    giftCard: await getOrderGiftCard(db, order.id),
    refundCents: refunds.filter((refund) => refund.kind === 'policy').reduce((sum, refund) => sum + refund.amount_cents, 0),
    goodwillCents: refunds.filter((refund) => refund.kind === 'goodwill').reduce((sum, refund) => sum + refund.amount_cents, 0),
    saleStands: order.confirmed_at !== null && booking?.status !== 'CANCELLED',
  };
}

/** The details step of an order that did not go through, with the order to fill it in again. */
export function getRetryPath(order: { id: string; detailsPath: string }): string {
  const [path = '', hash] = order.detailsPath.split('#');
  const joiner = path.includes('?') ? '&' : '?';
  return `${path}${joiner}order=${order.id}${hash ? `#${hash}` : ''}`;
}

export async function loadOrderPage(
  route: MatchedRoute,
  context: { request: Request; cookies?: CookieJar; customer?: { id: string } | null } | undefined,
): Promise<OrderMarketPage | undefined> {
  const { db } = await getDatabase();
  const id = route.params.id ?? '';
  if (route.name === 'testPayment') {
    if (!isStandInAllowed()) return undefined;
    const payment = await getStandInPayment(db, id);
    if (!payment || (payment.market && MARKETS[route.market].country !== MARKETS[payment.market as MarketKey]?.country)) return undefined;
    if (context?.request.method === 'POST') {
      const form = await readFormData(context.request);
      const outcome = form.get('outcome');
      if (!isStandInOutcome(outcome)) return undefined;
      // As at Mollie: the choice is recorded once, the site hears of it through its webhook (it then reads the
      // payment back), and the buyer goes back to the site's return address.
      const settled = await settleStandInPayment(db, id, outcome);
      if (settled) await callStandInWebhook(settled);
      return { kind: 'redirect', location: payment.redirect_url };
    }
    // As Alma's own page does, a pay-later payment shows its schedule: the order's, whose whole amount is paid here.
    const order = payment.method && payment.order_id ? await getOrder(db, payment.order_id) : undefined;
    const payLater = order ? getOrderPayLaterPlan(order) : null;
    const props = {
      market: route.market,
      payment: {
        id: payment.id,
        amountCents: payment.amount_cents,
        description: payment.description,
        status: payment.payable ? 'open' : 'settled',
        redirectUrl: payment.redirect_url,
        method: payment.method,
        payLater,
      },
    };
    return { kind: 'testPayment', status: 200, cacheControl: PRIVATE, props };
  }
  let order = await getOrder(db, id);
  if (!order || MARKETS[route.market].country !== MARKETS[order.market as MarketKey]?.country) return undefined;
  if (order.status === 'pending_payment' && order.payment_id) {
    await handlePaymentUpdate(db, getPaymentProvider(db), order.payment_id, 'return').catch(() => null);
    order = (await getOrder(db, id)) ?? order;
  }
  const view = await readOrderView(db, order);
  // The placing browser, the owning account, or whoever opens the order's e-mail link (its proof `k`).
  const proof = context ? new URL(context.request.url).searchParams.get('k') : null;
  const isPrivate =
    Boolean(context?.customer && order.customer_id === context.customer.id) ||
    (await wasPlacedHere(db, context?.cookies, order.id)) ||
    (await isOrderProof(db, order.id, proof));
  if (isUnpaidEnd(view.status)) return { kind: 'redirect', location: isPrivate ? getRetryPath(view) : view.detailsPath.split('#')[0]! };
  // A booked stay's own page (ADR 55), with its signed link: the browser that placed it, or its owner, may open it.
  const booked =
    isPrivate &&
    order.kind === 'STAY' &&
    (await db.selectFrom('bookings').select('booking_number').where('booking_number', '=', order.number).executeTakeFirst());
  const manageHref = booked ? await getSignedBookingPath(db, route.market, order.number) : null;
  return { kind: 'orderConfirmation', status: 200, cacheControl: PRIVATE, props: { order: view, isPrivate, manageHref } };
}
