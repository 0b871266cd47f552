import type { APIRoute } from 'astro';
import { respond } from '../../../server/api/http';
import { getDatabase } from '../../../server/db/database';
import { handlePaymentUpdate } from '../../../server/orders/orders.server';
import { getPaymentProvider } from '../../../server/payments/payments.server';

const PAYMENT_ID = /^[A-Za-z0-9_]{4,64}$/;

/**
 * POST /api/payments/webhook — the provider says a payment changed (body `id=tr_…`). The status is read back from
 * the provider, never from this request; an unknown payment or a final order changes nothing. Always 200 for a
 * well-formed id (the provider retries otherwise, and an attacker learns nothing); 400 without one.
 */
export const POST: APIRoute = ({ request }) =>
  respond(async () => {
    const id = new URLSearchParams(await request.text()).get('id') ?? '';
    if (!PAYMENT_ID.test(id)) return new Response('A payment id is required', { status: 400 });
    const { db } = await getDatabase();
    await handlePaymentUpdate(db, getPaymentProvider(db), id, 'webhook');
    return new Response('', { status: 200 });
  });
