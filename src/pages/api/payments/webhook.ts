import type { APIRoute } from 'astro';
import { badRequest, jsonResponse, respond } from '../../../server/api/http';
import { getDatabase } from '../../../server/db/database';
import { handlePaymentUpdate } from '../../../server/orders/orders.server';
import { handleDateChangePayment } from '../../../server/orders/date-changes.server';
import { getPaymentProvider } from '../../../server/payments/payments.server';

const PAYMENT_ID = /^[A-Za-z0-9_]{4,64}$/;

/** The payment id of a webhook body: Mollie's form `id=tr_…`, or `{ "id": "tr_…" }`; '' when there is none. */
async function readPaymentId(request: Request): Promise<string | undefined> {
  const text = (await request.text()).trim();
  if (!text) return '';
  // Read by its shape rather than its label: a provider or proxy may send either with another content type.
  if (text.startsWith('{')) {
    try {
      const body = JSON.parse(text) as { id?: unknown } | null;
      return typeof body?.id === 'string' ? body.id : undefined;
    } catch {
      return undefined;
    }
  }
  return new URLSearchParams(text).get('id') ?? undefined;
}

/**
 * POST /api/payments/webhook — the provider says a payment changed (Mollie posts the form `id=tr_…` without an
 * Origin; JSON `{ "id" }` is read too). The status is read back from the provider, never from this request; an
 * unknown payment or a final order changes nothing. 200 for any well-formed id, known or not (Mollie retries
 * otherwise, and an attacker learns nothing), and for an empty body (a ping); 400 for a malformed id.
 */
export const POST: APIRoute = ({ request }) =>
  respond(async () => {
    const id = await readPaymentId(request);
    if (id === '') return jsonResponse({ received: true });
    if (id === undefined || !PAYMENT_ID.test(id)) return badRequest('A payment id is required: send id=tr_… (form) or { "id": "tr_…" } (JSON)');
    const { db } = await getDatabase();
    const provider = getPaymentProvider(db);
    // A payment of a change of dates (ADR 57), else an order's own.
    if ((await handleDateChangePayment(db, provider, id, 'webhook')) === null) await handlePaymentUpdate(db, provider, id, 'webhook');
    return jsonResponse({ received: true });
  });
