import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { badRequest, jsonResponse, readJson, respond } from '../../server/api/http';
import { LocaleParam, marketOf } from '../../server/api/params';
import { getPublicOrigin } from '../../server/mail';
import { getDatabase, getToday } from '../../server/db/database';
import { submitOrder } from '../../server/orders/checkout-orders.server';
import { CartOrderedError, SoldOutError } from '../../server/orders/orders.server';
import { rememberPlacedOrder } from '../../server/orders/placed-orders.server';
import { takeRateLimit } from '../../server/rate-limit.server';
import { buildPath } from '../../i18n/routes';
import { GiftCodeTakenError } from '../../server/beneficiary/gift-redemption.server';
import { getPaymentProvider } from '../../server/payments/payments.server';
import { GiftCardError } from '../../server/gift-cards/gift-cards.server';

const Target = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('STAY'), cartId: z.uuid() }).strict(),
  z.object({ kind: z.literal('GIFT'), query: z.string().min(1).max(2000) }).strict(),
  z
    .object({
      kind: z.literal('ACTIVITY'),
      activityId: z.number().int().positive().max(2_147_483_647),
      participants: z.number().int().min(1).max(20),
      ownUse: z.boolean(),
    })
    .strict(),
  // A gift's six-month extension (ADR 33).
  z.object({ kind: z.literal('EXTENSION'), code: z.string().min(1).max(40) }).strict(),
]);

// Strict: a price, amount or status sent by the client is refused, not ignored.
const OrderBody = LocaleParam.extend({
  formKey: z.string().regex(/^[\w-]{8,64}$/, 'expected the key the form was given'),
  target: Target,
  details: z.record(z.string(), z.string().max(2000)),
  expectedTotal: z.number().int().min(0).optional(),
  /** A gift card code: it pays up to its balance, the payment provider the rest (ADR 33). */
  giftCard: z.string().max(40).optional(),
}).strict();

/**
 * POST /api/orders — the details step as JSON (the pages post the same as a form): 201 { orderId, number,
 * paymentUrl } (200 when the same submission already made it); 400 { error, details } for a field error or an
 * order that is not the catalog's (price, amount, code, dates, party size); 409 when the last room is gone; 404
 * for an unknown cart, gift or activity; 409 { order: { number, status, url } } when the stay's cart is already being
 * paid or booked (one cart is one booking).
 */
export const POST: APIRoute = ({ request, locals, cookies }) =>
  respond(async () => {
    const parsed = OrderBody.safeParse(await readJson(request));
    if (!parsed.success) return badRequest(parsed.error);
    const { locale, formKey, target, details, expectedTotal, giftCard } = parsed.data;
    const { db } = await getDatabase();
    // A gift-card code counts against the gift login's limit of the address, as on the checkout pages: no guessing here.
    if (giftCard?.trim() && !(await takeRateLimit(db, 'giftCode', locals?.clientAddress ?? ''))) {
      return jsonResponse(
        { error: 'Too many gift codes tried from this address: try again later', details: [{ path: 'giftCard', message: 'limited' }] },
        { status: 429, headers: { 'Retry-After': '900' } },
      );
    }
    try {
      const result = await submitOrder(db, getPaymentProvider(db), {
        market: marketOf(locale),
        target,
        values: details,
        formKey,
        expectedTotal,
        customerId: locals?.customer?.id ?? null,
        origin: getPublicOrigin(),
        today: getToday(),
        giftCard,
      });
      if (!result.ok) {
        const fields = Object.entries(result.errors).map(([path, message]) => ({ path, message }));
        return jsonResponse({ error: `Invalid ${fields[0]?.path}: ${fields[0]?.message}`, details: fields }, { status: 400 });
      }
      await rememberPlacedOrder(db, cookies, result.orderId);
      return jsonResponse({ orderId: result.orderId, number: result.number, paymentUrl: result.paymentUrl }, { status: result.created ? 201 : 200 });
    } catch (error) {
      if (error instanceof SoldOutError || error instanceof GiftCodeTakenError) return jsonResponse({ error: error.message, details: [] }, { status: 409 });
      // One cart is one booking: the order it already has, and where to follow it (its payment, or its confirmation).
      if (error instanceof CartOrderedError) {
        const { order } = error;
        const url =
          order.status === 'pending_payment' && order.payment_url ? order.payment_url : buildPath(marketOf(locale).key, 'orderConfirmation', { id: order.id });
        return jsonResponse(
          { error: error.message, details: [{ path: 'target.cartId', message: 'alreadyOrdered' }], order: { number: order.number, status: order.status, url } },
          { status: 409 },
        );
      }
      // A gift card that cannot pay (ADR 33): the reason in `details`, with the site of another country's card.
      if (error instanceof GiftCardError)
        return jsonResponse(
          { error: error.message, details: [{ path: 'giftCard', message: error.problem, ...(error.market ? { market: error.market } : {}) }] },
          { status: 400 },
        );
      throw error;
    }
  });
