import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import https, { Agent as HttpsAgent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatedActivityIds } from '../../src/domain/activity-dates';
import { MARKETS } from '../../src/i18n/markets';
import { createCart } from '../../src/server/cart/cart.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import type { PackageItem } from '../../src/server/db/schema';
import { submitOrder } from '../../src/server/orders/checkout-orders.server';
import { getOrder, handlePaymentUpdate } from '../../src/server/orders/orders.server';
import { createMollieProvider } from '../../src/server/payments/mollie.server';
import { openTestDatabase } from './harness';

/**
 * Contract tests of the Mollie adapter: the official client (@mollie/api-client) talks to a local server that answers
 * with the payloads of Mollie's API reference (create payment, get payment, 404 error), through the client's
 * apiEndpoint option. No internet. The client only speaks HTTPS with its own CA bundle, so the local server has a
 * certificate made for the test and the test process accepts it (NODE_TLS_REJECT_UNAUTHORIZED, restored after).
 */

/** A throw-away self-signed certificate for 127.0.0.1. */
function makeCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'halte-mollie-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, any> | null;
}

/** Mollie's documented payment resource (API reference, 'Create payment' response), with our values. */
function paymentPayload(id: string, body: Record<string, any>, status: string, base: string) {
  return {
    resource: 'payment',
    id,
    mode: 'test',
    createdAt: '2026-11-24T09:13:37+00:00',
    amount: body.amount,
    description: body.description,
    method: status === 'paid' ? 'ideal' : null,
    metadata: body.metadata,
    status,
    isCancelable: false,
    expiresAt: '2026-11-24T09:28:37+00:00',
    ...(status === 'paid'
      ? { paidAt: '2026-11-24T09:15:02+00:00', details: { consumerName: 'T. TEST', consumerAccount: 'NL91ABNA0417164300', consumerBic: 'ABNANL2A' } }
      : { details: null }),
    profileId: 'pfl_QkEhN94Ba',
    sequenceType: 'oneoff',
    redirectUrl: body.redirectUrl,
    webhookUrl: body.webhookUrl,
    _links: {
      self: { href: `${base}payments/${id}`, type: 'application/hal+json' },
      checkout: { href: `https://www.mollie.com/checkout/select-method/${id.slice(3)}`, type: 'text/html' },
      dashboard: { href: `https://www.mollie.com/dashboard/org_12345678/payments/${id}`, type: 'text/html' },
      documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
    },
  };
}

interface StoredRefund {
  paymentId: string;
  amount: { currency: string; value: string };
  description: string;
  status: string;
}

/** Mollie's documented refund resource (API reference, 'Create refund' and 'Get refund' responses). */
function refundPayload(id: string, refund: StoredRefund, base: string) {
  return {
    resource: 'refund',
    id,
    mode: 'test',
    amount: refund.amount,
    status: refund.status,
    createdAt: '2026-11-24T10:00:00+00:00',
    description: refund.description,
    metadata: null,
    paymentId: refund.paymentId,
    settlementAmount: { currency: 'EUR', value: `-${refund.amount.value}` },
    _links: {
      self: { href: `${base}payments/${refund.paymentId}/refunds/${id}`, type: 'application/hal+json' },
      payment: { href: `${base}payments/${refund.paymentId}`, type: 'application/hal+json' },
      documentation: { href: 'https://docs.mollie.com/reference/create-refund', type: 'text/html' },
    },
  };
}

describe('Mollie adapter against replayed Mollie payloads', () => {
  const refunds = new Map<string, StoredRefund>();
  let server: Server;
  let base: string;
  const requests: Recorded[] = [];
  const payments = new Map<string, { body: Record<string, any>; status: string; amountOverride?: string }>();
  let handle: DatabaseHandle;
  let counter = 0;
  let connections = 0;
  const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

  beforeAll(async () => {
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    server = createServer(makeCertificate(), (req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const body = raw ? (JSON.parse(raw) as Record<string, any>) : null;
        requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
        res.setHeader('Content-Type', 'application/hal+json');
        if (req.method === 'POST' && req.url === '/v2/payments' && body) {
          const id = `tr_${(counter += 1).toString().padStart(10, 'W')}`;
          payments.set(id, { body, status: 'open' });
          res.statusCode = 201;
          res.end(JSON.stringify(paymentPayload(id, body, 'open', base)));
          return;
        }
        // Create and get refund (API reference): a refund resource, 'pending' until Mollie sends the money.
        const refundOf = /^\/v2\/payments\/(tr_\w+)\/refunds(?:\/(re_\w+))?(?:\?.*)?$/.exec(req.url ?? '');
        if (req.method === 'POST' && refundOf && !refundOf[2] && body && payments.get(refundOf[1]!)?.status === 'paid') {
          const id = `re_${(counter += 1).toString().padStart(8, 'R')}`;
          refunds.set(id, { paymentId: refundOf[1]!, amount: body.amount, description: body.description, status: 'pending' });
          res.statusCode = 201;
          res.end(JSON.stringify(refundPayload(id, refunds.get(id)!, base)));
          return;
        }
        const refund = refundOf?.[2] ? refunds.get(refundOf[2]) : undefined;
        if (req.method === 'GET' && refund && refund.paymentId === refundOf?.[1]) {
          res.end(JSON.stringify(refundPayload(refundOf[2]!, refund, base)));
          return;
        }
        if (refundOf) {
          res.statusCode = 404;
          res.end(
            JSON.stringify({
              status: 404,
              title: 'Not Found',
              detail: 'No refund exists with token.',
              _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
            }),
          );
          return;
        }
        const match = /^\/v2\/payments\/(tr_\w+)/.exec(req.url ?? '');
        const payment = match ? payments.get(match[1]!) : undefined;
        if (req.method === 'GET' && match && payment) {
          const payload = paymentPayload(match[1]!, payment.body, payment.status, base);
          if (payment.amountOverride) payload.amount = { ...payload.amount, value: payment.amountOverride };
          res.end(JSON.stringify(payload));
          return;
        }
        res.statusCode = 404;
        res.end(
          JSON.stringify({
            status: 404,
            title: 'Not Found',
            detail: `No payment exists with token ${match?.[1] ?? 'unknown'}.`,
            _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
          }),
        );
      });
    });
    server.on('secureConnection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
    handle = await openTestDatabase(undefined);
  }, 120_000);

  afterAll(async () => {
    if (previousTls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTls;
    server.close();
    await handle.close();
  });

  const provider = () => createMollieProvider({ apiKey: API_KEY, apiEndpoint: base });

  it('creates a hosted payment with the amount in euros, the order in its metadata, the webhook and an idempotency key', async () => {
    const created = await provider().createPayment({
      orderId: 'a3c9f0de-1111-4222-8333-444455556666',
      amountCents: 32396,
      description: 'Halte 12345678',
      redirectUrl: 'https://www.halte.fr/fr/commande/confirmation/x',
      webhookUrl: 'https://www.halte.fr/api/payments/webhook',
      locale: 'fr_FR',
      market: 'fr',
    });
    expect(created.id).toMatch(/^tr_/);
    expect(created.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\/select-method\//);
    const sent = requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v2/payments' });
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.headers['idempotency-key']).toBe('a3c9f0de-1111-4222-8333-444455556666');
    expect(sent.body).toMatchObject({
      amount: { currency: 'EUR', value: '323.96' },
      description: 'Halte 12345678',
      locale: 'fr_FR',
      metadata: { orderId: 'a3c9f0de-1111-4222-8333-444455556666' },
      webhookUrl: 'https://www.halte.fr/api/payments/webhook',
    });
  });

  it('asks for the pay-later method chosen, and for none otherwise', async () => {
    const input = {
      amountCents: 48213,
      description: 'Halte 12345679',
      redirectUrl: 'https://x.test/r',
      webhookUrl: 'https://x.test/w',
      locale: 'fr_FR',
      market: 'fr',
    } as const;
    await provider().createPayment({ ...input, orderId: 'c3c9f0de-1111-4222-8333-444455556666', method: 'alma' });
    expect(requests.at(-1)!.body).toMatchObject({ amount: { currency: 'EUR', value: '482.13' }, method: 'alma' });
    await provider().createPayment({ ...input, orderId: 'd3c9f0de-1111-4222-8333-444455556666', locale: 'es_ES', market: 'es', method: 'paypal' });
    expect(requests.at(-1)!.body).toMatchObject({ method: 'paypal' });
    await provider().createPayment({ ...input, orderId: 'e3c9f0de-1111-4222-8333-444455556666' });
    expect(requests.at(-1)!.body).not.toHaveProperty('method');
  });

  it('reads a payment back, and answers null for an id Mollie does not know', async () => {
    const created = await provider().createPayment({
      orderId: 'b3c9f0de-1111-4222-8333-444455556666',
      amountCents: 5000,
      description: 'Halte 1',
      redirectUrl: 'https://x.test/r',
      webhookUrl: 'https://x.test/w',
      locale: 'nl_NL',
      market: 'nl',
    });
    payments.get(created.id)!.status = 'paid';
    expect(await provider().getPayment(created.id)).toEqual({
      id: created.id,
      status: 'paid',
      amountCents: 5000,
      orderId: 'b3c9f0de-1111-4222-8333-444455556666',
    });
    expect(await provider().getPayment('tr_unknown1234')).toBeNull();
  });

  it('asks Mollie for a refund of a paid payment, in euros, with the idempotency key; pending until Mollie sends it', async () => {
    const created = await provider().createPayment({
      orderId: 'c3c9f0de-1111-4222-8333-444455556666',
      amountCents: 12345,
      description: 'Halte 2',
      redirectUrl: 'https://x.test/r',
      webhookUrl: 'https://x.test/w',
      locale: 'fr_FR',
      market: 'fr',
    });
    payments.get(created.id)!.status = 'paid';
    const refund = await provider().refundPayment({
      paymentId: created.id,
      amountCents: 12345,
      description: 'Halte booking 2 cancelled',
      idempotencyKey: 'refund-c3c9f0de',
    });
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), status: 'requested' });
    const sent = requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: `/v2/payments/${created.id}/refunds`,
      body: { amount: { currency: 'EUR', value: '123.45' }, description: 'Halte booking 2 cancelled' },
    });
    expect(sent.headers['idempotency-key']).toBe('refund-c3c9f0de');
    // Read back while Mollie processes it, then once sent; an unknown refund is null.
    expect(await provider().getRefund(created.id, refund.id)).toEqual({ id: refund.id, status: 'requested' });
    refunds.get(refund.id)!.status = 'refunded';
    expect(await provider().getRefund(created.id, refund.id)).toEqual({ id: refund.id, status: 'refunded' });
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/payments/${created.id}/refunds/${refund.id}` });
    expect(await provider().getRefund(created.id, 're_unknown00')).toBeNull();
  });

  it('calls Mollie over a connection kept open between calls, whichever provider makes them', async () => {
    const input = {
      amountCents: 2500,
      description: 'Halte 3',
      redirectUrl: 'https://x.test/r',
      webhookUrl: 'https://x.test/w',
      locale: 'fr_FR',
      market: 'fr',
    } as const;
    const before = connections;
    for (const orderId of ['f3c9f0de-1111-4222-8333-444455556661', 'f3c9f0de-1111-4222-8333-444455556662', 'f3c9f0de-1111-4222-8333-444455556663']) {
      await provider().createPayment({ ...input, orderId });
    }
    expect(connections - before).toBeLessThanOrEqual(1);
    expect(https.Agent).toBe(HttpsAgent);
  });

  it('takes an order from pending to confirmed on the webhook, once, and never on a payment of another amount', async () => {
    const found = await sql<{ id: number; items: PackageItem[]; day: string }>`
      select p.id, p.items, d.day from packages p join hotels h on h.id = p.hotel_id
      join hotel_days d on d.hotel_id = p.hotel_id and d.day >= current_date + 25 and d.status > 0 and d.min_los = 1 and d.rooms_left > 2
      where p.published and h.active and p.expiration is null and p.nights = 1 and p.item_category = 'weekend'
      order by p.id desc, d.day limit 1`.execute(handle.db);
    const row = found.rows[0]!;
    const today = getToday();
    const order = async (key: string) => {
      const cart = await createCart(
        handle.db,
        {
          market: 'nl',
          packageId: row.id,
          checkin: row.day,
          nights: 1,
          adults: 2,
          children: 0,
          babies: 0,
          activitySelectionList: getDatedActivityIds(row.items).map((id) => `${id}_${row.day}`),
        },
        today,
      );
      if (!('cartId' in cart)) throw new Error('no cart');
      const result = await submitOrder(handle.db, provider(), {
        market: MARKETS.nl,
        target: { kind: 'STAY', cartId: cart.cartId },
        values: { firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.com', phone: '0612345678', terms: 'on' },
        formKey: key,
        customerId: null,
        origin: 'https://www.halte.nl',
        today,
      });
      if (!result.ok) throw new Error('not ok');
      return result;
    };
    const placed = await order('mollie-contract-1');
    expect(placed.paymentUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    const paymentId = (await getOrder(handle.db, placed.orderId))!.payment_id!;
    // The webhook before the payment is done changes nothing.
    expect(await handlePaymentUpdate(handle.db, provider(), paymentId, 'webhook')).toBe('pending_payment');
    payments.get(paymentId)!.status = 'paid';
    expect(await handlePaymentUpdate(handle.db, provider(), paymentId, 'webhook')).toBe('confirmed');
    expect(await handlePaymentUpdate(handle.db, provider(), paymentId, 'webhook')).toBe('confirmed');
    const bookings = await handle.db.selectFrom('bookings').select('booking_number').where('booking_number', '=', placed.number).execute();
    expect(bookings).toHaveLength(1);

    const other = await order('mollie-contract-2');
    const otherPayment = (await getOrder(handle.db, other.orderId))!.payment_id!;
    Object.assign(payments.get(otherPayment)!, { status: 'paid', amountOverride: '0.01' });
    expect(await handlePaymentUpdate(handle.db, provider(), otherPayment, 'webhook')).toBeNull();
    expect((await getOrder(handle.db, other.orderId))?.status).toBe('pending_payment');
  });
});
