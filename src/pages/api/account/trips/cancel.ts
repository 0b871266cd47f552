import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { MARKET_KEYS } from '../../../../i18n/markets';
import { buildPath } from '../../../../i18n/routes';
import { badRequest, jsonResponse, readFormData, respond } from '../../../../server/api/http';
import { getDatabase, getToday } from '../../../../server/db/database';
import { cancelBooking } from '../../../../server/orders/booking-cancellation.server';
import { getPaymentProvider } from '../../../../server/payments/payments.server';

const CancelForm = z.object({ booking: z.string().regex(/^\d{8}$/, 'expected an 8-digit booking number'), market: z.enum(MARKET_KEYS) });

/**
 * POST /api/account/trips/cancel (the trips page's form): the signed-in customer cancels one of their bookings
 * within its cancellation window; a gift code it was booked with is given back (issue 16, ADR 32), a gift card is
 * credited and the payment refunded (ADR 37). Answers 303 to
 * the trips page with the result in the address; 401 without a session.
 */
export const POST: APIRoute = ({ request, locals }) =>
  respond(async () => {
    if (!locals.customer) return jsonResponse({ error: 'Sign in first', details: [] }, { status: 401 });
    const form = CancelForm.safeParse(Object.fromEntries((await readFormData(request)).entries()));
    if (!form.success) return badRequest(form.error);
    const { db } = await getDatabase();
    const result = await cancelBooking(db, form.data.booking, locals.customer.email, getToday(), getPaymentProvider(db));
    const query = new URLSearchParams({ booking: form.data.booking, cancellation: result });
    return new Response(null, { status: 303, headers: { Location: `${buildPath(form.data.market, 'accountTrips')}?${query}`, 'Cache-Control': 'no-store' } });
  });
