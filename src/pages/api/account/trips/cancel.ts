import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { MARKET_KEYS } from '../../../../i18n/markets';
import { buildPath } from '../../../../i18n/routes';
import { badRequest, jsonResponse, readFormData, respond } from '../../../../server/api/http';
import { getDatabase, getToday } from '../../../../server/db/database';
import { cancelBooking } from '../../../../server/orders/booking-cancellation.server';
import { getPaymentProvider } from '../../../../server/payments/payments.server';

const CancelForm = z.object({
  booking: z.string().regex(/^\d{8}$/, 'expected an 8-digit booking number'),
  market: z.enum(MARKET_KEYS),
  /** What the confirmation showed in all (cents): the booking is cancelled only if that is still what comes back. */
  refund: z
    .string()
    .regex(/^\d{1,9}$/, 'expected cents')
    .transform(Number)
    .optional(),
});

/**
 * POST /api/account/trips/cancel (the trips page's confirmation): the signed-in customer cancels one of their
 * bookings; on or before its deadline what the confirmation showed comes back, by means (ADRs 32, 37 and 39).
 * Answers 303 to the trips page with the result in the address; 401 without a session.
 */
export const POST: APIRoute = ({ request, locals }) =>
  respond(async () => {
    if (!locals.customer) return jsonResponse({ error: 'Sign in first', details: [] }, { status: 401 });
    const form = CancelForm.safeParse(Object.fromEntries((await readFormData(request)).entries()));
    if (!form.success) return badRequest(form.error);
    const { db } = await getDatabase();
    // The account's own booking, by id (ADR 43); the refund it was shown, so that a changed amount cancels nothing.
    const result = await cancelBooking(db, form.data.booking, { customerId: locals.customer.id }, getToday(), getPaymentProvider(db), form.data.refund);
    const query = new URLSearchParams({ booking: form.data.booking, cancellation: result });
    return new Response(null, { status: 303, headers: { Location: `${buildPath(form.data.market, 'accountTrips')}?${query}`, 'Cache-Control': 'no-store' } });
  });
