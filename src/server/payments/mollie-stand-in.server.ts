/**
 * The development stand-in of Mollie's API (ADR 39): the part of Mollie's documented v2 HTTP API that Halte uses
 * (create and get a payment, create and get a refund), its hosted 'Test payment, no money moves' page, and its
 * webhook (a form post `id=tr_…` without an Origin). Development and tests talk to it through Mollie's own client,
 * so the only payment code is the code production runs; production refuses to start without MOLLIE_API_KEY and
 * never starts the stand-in.
 *
 * Mollie's client speaks HTTPS only, with its own copy of the public CA list: the stand-in listens on a loopback
 * port with a certificate made at start, and a process that starts it stops checking TLS certificates (ADR 39).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import { findMarketByLocale } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database, StandInPaymentsTable } from '../db/schema';
import { describeError, log } from '../log';
import { getPublicOrigin } from '../mail/mail-config';
import { fromProviderAmount, toProviderAmount } from './payment-provider';

/** The API key development and tests use (a Mollie test key's shape: `test_` and 30 characters). */
export const STAND_IN_API_KEY = 'test_halteDevelopmentStandIn0000000';
/** The stand-in's API root on its listener. */
export const STAND_IN_API_PATH = '/dev/mollie/v2/';
/** What the buyer can choose on the hosted page, as the payment statuses they give. */
export const STAND_IN_OUTCOMES = { paid: 'paid', failed: 'failed', cancelled: 'canceled', expired: 'expired' } as const;
export type StandInOutcome = keyof typeof STAND_IN_OUTCOMES;
/** The methods a payment may be created with here: the card paid by default, and the pay-later methods (ADR 41). */
export const STAND_IN_METHODS = ['creditcard', 'alma', 'paypal'] as const;
/** How long an open payment can be paid (Mollie's own default for card payments is of the same order). */
export const STAND_IN_PAYMENT_MINUTES = 15;

const PAYMENT_ID = /^tr_[A-Za-z0-9]{10}$/;
const REFUND_ID = /^re_[A-Za-z0-9]{10}$/;
const DOCS = { documentation: { href: 'https://docs.mollie.com/reference/v2/payments-api/overview', type: 'text/html' } };

type Db = Kysely<Database>;
type PaymentRow = Selectable<StandInPaymentsTable>;

export function isStandInOutcome(value: unknown): value is StandInOutcome {
  return typeof value === 'string' && value in STAND_IN_OUTCOMES;
}

/** Whether this process may run the stand-in: never in production. */
export function isStandInAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.HALTE_ENV !== 'production';
}

function makeId(prefix: 'tr' | 're'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}_${Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

interface ApiAnswer {
  status: number;
  body: unknown;
}

/** Mollie's error object (API reference, 'Handling errors'). */
function apiError(status: number, title: string, detail: string, field?: string): ApiAnswer {
  return {
    status,
    body: {
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
    },
  };
}

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString().replace(/\.\d{3}Z$/, '+00:00') : undefined);

/** The payment's status now: an open payment past its expiry has expired. */
function currentStatus(row: PaymentRow): PaymentRow['status'] {
  return row.status === 'open' && new Date(row.expires_at).getTime() <= Date.now() ? 'expired' : row.status;
}

/** Mollie's payment resource for a stored payment. */
async function paymentResource(db: Db, row: PaymentRow, base: string): Promise<Record<string, unknown>> {
  const status = currentStatus(row);
  const refunded =
    status === 'paid'
      ? Number(
          (
            await db
              .selectFrom('stand_in_refunds')
              .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('cents'))
              .where('payment_id', '=', row.id)
              .executeTakeFirst()
          )?.cents ?? 0,
        )
      : 0;
  const amount = { currency: 'EUR', value: toProviderAmount(row.amount_cents) };
  const self = `${base}payments/${row.id}`;
  const settledAt = iso(row.settled_at);
  return {
    resource: 'payment',
    id: row.id,
    mode: 'test',
    createdAt: iso(row.created_at),
    amount,
    description: row.description,
    // The method asked at creation, else the one the buyer paid with on the hosted page.
    method: row.method ?? (status === 'paid' ? 'creditcard' : null),
    metadata: row.metadata ?? null,
    status,
    isCancelable: false,
    ...(status === 'open' ? { expiresAt: iso(row.expires_at) } : {}),
    ...(status === 'paid'
      ? {
          paidAt: settledAt,
          amountRefunded: { currency: 'EUR', value: toProviderAmount(refunded) },
          amountRemaining: { currency: 'EUR', value: toProviderAmount(row.amount_cents - refunded) },
        }
      : {}),
    ...(status === 'failed' ? { failedAt: settledAt } : {}),
    ...(status === 'canceled' ? { canceledAt: settledAt } : {}),
    ...(status === 'expired' ? { expiredAt: settledAt ?? iso(row.expires_at) } : {}),
    locale: row.locale,
    profileId: 'pfl_halteStand',
    sequenceType: 'oneoff',
    redirectUrl: row.redirect_url,
    webhookUrl: row.webhook_url,
    _links: {
      self: { href: self, type: 'application/hal+json' },
      ...(status === 'open' ? { checkout: { href: getCheckoutUrl(row), type: 'text/html' } } : {}),
      ...(status === 'paid' ? { refunds: { href: `${self}/refunds`, type: 'application/hal+json' } } : {}),
      ...DOCS,
    },
  };
}

/** The hosted page of a payment: the stand-in's 'Test payment' page of the market its locale names. */
function getCheckoutUrl(row: PaymentRow): string {
  const market = findMarketByLocale(row.locale ?? undefined)?.key ?? 'fr';
  return `${getPublicOrigin()}${buildPath(market, 'testPayment', { id: row.id })}`;
}

function refundResource(
  refund: { id: string; payment_id: string; amount_cents: number; description: string | null; created_at: Date },
  status: string,
  base: string,
) {
  return {
    resource: 'refund',
    id: refund.id,
    mode: 'test',
    amount: { currency: 'EUR', value: toProviderAmount(refund.amount_cents) },
    status,
    createdAt: iso(refund.created_at),
    description: refund.description ?? '',
    metadata: null,
    paymentId: refund.payment_id,
    settlementAmount: { currency: 'EUR', value: toProviderAmount(-refund.amount_cents) },
    _links: {
      self: { href: `${base}payments/${refund.payment_id}/refunds/${refund.id}`, type: 'application/hal+json' },
      payment: { href: `${base}payments/${refund.payment_id}`, type: 'application/hal+json' },
      documentation: { href: 'https://docs.mollie.com/reference/v2/refunds-api/get-payment-refund', type: 'text/html' },
    },
  };
}

/** A `{ currency: 'EUR', value: '12.34' }` amount in cents, or undefined when it is not one. */
function readAmount(value: unknown): number | undefined {
  const amount = value as { currency?: unknown; value?: unknown } | null;
  if (!amount || amount.currency !== 'EUR' || typeof amount.value !== 'string' || !/^\d{1,7}\.\d{2}$/.test(amount.value)) return undefined;
  return fromProviderAmount(amount.value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

async function createPayment(db: Db, body: Record<string, unknown>, idempotencyKey: string | undefined, base: string): Promise<ApiAnswer> {
  const amountCents = readAmount(body.amount);
  if (amountCents === undefined || amountCents <= 0)
    return apiError(422, 'Unprocessable Entity', 'The amount is invalid: send { currency: "EUR", value: "12.34" }', 'amount');
  if (typeof body.description !== 'string' || !body.description.trim())
    return apiError(422, 'Unprocessable Entity', 'The description is invalid', 'description');
  if (!isHttpUrl(body.redirectUrl)) return apiError(422, 'Unprocessable Entity', 'The redirect URL is invalid', 'redirectUrl');
  if (body.webhookUrl !== undefined && !isHttpUrl(body.webhookUrl)) return apiError(422, 'Unprocessable Entity', 'The webhook URL is invalid', 'webhookUrl');
  if (body.method !== undefined && !(STAND_IN_METHODS as readonly unknown[]).includes(body.method))
    return apiError(422, 'Unprocessable Entity', 'The method is invalid', 'method');
  const metadata = body.metadata ?? null;
  const orderId = typeof (metadata as { orderId?: unknown } | null)?.orderId === 'string' ? (metadata as { orderId: string }).orderId : null;
  const locale = typeof body.locale === 'string' ? body.locale : null;
  const row = await db
    .insertInto('stand_in_payments')
    .values({
      id: makeId('tr'),
      order_id: orderId,
      amount_cents: amountCents,
      description: body.description.slice(0, 255),
      redirect_url: body.redirectUrl,
      webhook_url: typeof body.webhookUrl === 'string' ? body.webhookUrl : null,
      locale,
      market: findMarketByLocale(locale ?? undefined)?.key ?? null,
      metadata: JSON.stringify(metadata),
      method: typeof body.method === 'string' ? body.method : null,
      idempotency_key: idempotencyKey ?? null,
      expires_at: sql<Date>`now() + make_interval(mins => ${STAND_IN_PAYMENT_MINUTES})`,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  // The same key made its payment before (a retry, or a concurrent request): that payment, as Mollie answers it.
  const stored =
    row ??
    (await db
      .selectFrom('stand_in_payments')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey ?? '')
      .executeTakeFirstOrThrow());
  return { status: 201, body: await paymentResource(db, stored, base) };
}

async function createRefund(db: Db, paymentId: string, body: Record<string, unknown>, idempotencyKey: string | undefined, base: string): Promise<ApiAnswer> {
  const payment = await db.selectFrom('stand_in_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment) return apiError(404, 'Not Found', `No payment exists with token ${paymentId}.`);
  if (idempotencyKey) {
    const existing = await db.selectFrom('stand_in_refunds').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    if (existing) return { status: 201, body: refundResource(existing, 'pending', base) };
  }
  if (currentStatus(payment) !== 'paid') return apiError(422, 'Unprocessable Entity', 'The payment is not refundable', 'amount');
  const cents = readAmount(body.amount);
  if (cents === undefined || cents <= 0) return apiError(422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('stand_in_payments').select('id').where('id', '=', paymentId).forUpdate().executeTakeFirst();
    const refunded = Number(
      (
        await trx
          .selectFrom('stand_in_refunds')
          .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('cents'))
          .where('payment_id', '=', paymentId)
          .executeTakeFirst()
      )?.cents ?? 0,
    );
    if (refunded + cents > payment.amount_cents)
      return apiError(422, 'Unprocessable Entity', 'The refund amount exceeds the amount available for refunding', 'amount');
    const refund = await trx
      .insertInto('stand_in_refunds')
      .values({
        id: makeId('re'),
        payment_id: paymentId,
        amount_cents: cents,
        idempotency_key: idempotencyKey ?? null,
        description: typeof body.description === 'string' ? body.description.slice(0, 255) : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Mollie answers a new refund 'pending'; it is 'refunded' once the bank has it (here: when it is read back).
    return { status: 201, body: refundResource(refund, 'pending', base) };
  });
}

/** Answers one request of Mollie's API (path relative to the API root, 'payments/tr_…'). */
export async function answerStandInRequest(
  db: Db,
  request: { method: string; path: string; authorization: string | undefined; idempotencyKey: string | undefined; body: string },
  base: string,
): Promise<ApiAnswer> {
  if (!/^Bearer test_\w{30,}$/.test(request.authorization ?? ''))
    return apiError(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
  const parts = request.path.split('?')[0]!.split('/').filter(Boolean);
  let body: Record<string, unknown> = {};
  if (request.method === 'POST') {
    try {
      body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    } catch {
      return apiError(400, 'Bad Request', 'The request body is not valid JSON');
    }
  }
  if (parts[0] !== 'payments') return apiError(404, 'Not Found', 'The resource does not exist in the stand-in of the API');
  if (parts.length === 1 && request.method === 'POST') return createPayment(db, body, request.idempotencyKey, base);
  const paymentId = parts[1] ?? '';
  if (!PAYMENT_ID.test(paymentId)) return apiError(404, 'Not Found', `No payment exists with token ${paymentId}.`);
  if (parts.length === 2 && request.method === 'GET') {
    const row = await db.selectFrom('stand_in_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
    return row ? { status: 200, body: await paymentResource(db, row, base) } : apiError(404, 'Not Found', `No payment exists with token ${paymentId}.`);
  }
  if (parts[2] !== 'refunds') return apiError(404, 'Not Found', 'The resource does not exist in the stand-in of the API');
  if (parts.length === 3 && request.method === 'POST') return createRefund(db, paymentId, body, request.idempotencyKey, base);
  if (parts.length === 3 && request.method === 'GET') {
    const refunds = await db.selectFrom('stand_in_refunds').selectAll().where('payment_id', '=', paymentId).orderBy('created_at').execute();
    return {
      status: 200,
      body: {
        count: refunds.length,
        _embedded: { refunds: refunds.map((refund) => refundResource(refund, 'refunded', base)) },
        _links: { self: { href: `${base}payments/${paymentId}/refunds`, type: 'application/hal+json' }, previous: null, next: null, ...DOCS },
      },
    };
  }
  const refundId = parts[3] ?? '';
  if (parts.length === 4 && request.method === 'GET' && REFUND_ID.test(refundId)) {
    const refund = await db.selectFrom('stand_in_refunds').selectAll().where('id', '=', refundId).where('payment_id', '=', paymentId).executeTakeFirst();
    return refund ? { status: 200, body: refundResource(refund, 'refunded', base) } : apiError(404, 'Not Found', `No refund exists with token ${refundId}.`);
  }
  return apiError(404, 'Not Found', 'The resource does not exist in the stand-in of the API');
}

/** A self-signed certificate for 127.0.0.1, made once per process (selfsigned: X.509 in JavaScript, no openssl binary). */
async function makeCertificate(): Promise<{ key: string; cert: string }> {
  const { generate } = await import('selfsigned');
  const made = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 2 * 86_400_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: made.private, cert: made.cert };
}

const listeners = new WeakMap<Db, Promise<{ server: Server; endpoint: string }>>();

/**
 * The stand-in's API root for this database (`https://127.0.0.1:{port}/dev/mollie/v2/`), starting its listener on
 * first use. Refused in production.
 */
export function getStandInEndpoint(db: Db): Promise<string> {
  if (!isStandInAllowed()) return Promise.reject(new Error('The Mollie stand-in is never started in production: set MOLLIE_API_KEY'));
  let started = listeners.get(db);
  if (!started) {
    started = startListener(db);
    listeners.set(db, started);
  }
  return started.then(({ endpoint }) => endpoint);
}

async function startListener(db: Db): Promise<{ server: Server; endpoint: string }> {
  // Mollie's client trusts only its own copy of the public CAs, never a local certificate: in this process (never in
  // production), TLS certificates are not checked (ADR 39).
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const server = createServer(await makeCertificate(), (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const answer = url.startsWith(STAND_IN_API_PATH)
        ? answerStandInRequest(
            db,
            {
              method: req.method ?? 'GET',
              path: url.slice(STAND_IN_API_PATH.length),
              authorization: req.headers.authorization,
              idempotencyKey: typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined,
              body: Buffer.concat(chunks).toString('utf8'),
            },
            endpoint,
          )
        : Promise.resolve(apiError(404, 'Not Found', 'Not an address of the API'));
      answer
        .catch((error: unknown) => {
          log('ERROR', 'Mollie stand-in failed', describeError(error));
          return apiError(500, 'Internal Server Error', 'The stand-in failed');
        })
        .then(({ status, body }) => {
          const text = JSON.stringify(body);
          res.writeHead(status, { 'Content-Type': 'application/hal+json', 'Content-Length': Buffer.byteLength(text) });
          res.end(text);
        });
    });
  });
  // HALTE_MOLLIE_STAND_IN_PORT fixes its port, so that another server can use it as its Mollie (the HTTP tests).
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(process.env.HALTE_MOLLIE_STAND_IN_PORT) || 0, '127.0.0.1', resolve);
  });
  server.unref();
  const endpoint = `https://127.0.0.1:${(server.address() as AddressInfo).port}${STAND_IN_API_PATH}`;
  log('INFO', 'Mollie stand-in listening', { endpoint });
  return { server, endpoint };
}

/** Stops this database's stand-in listener (tests). */
export async function stopStandIn(db: Db): Promise<void> {
  const started = listeners.get(db);
  listeners.delete(db);
  if (started) {
    const { server } = await started;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The payment shown on the hosted page, or undefined for an unknown id. */
export async function getStandInPayment(db: Db, id: string): Promise<(PaymentRow & { payable: boolean }) | undefined> {
  if (!PAYMENT_ID.test(id)) return undefined;
  const row = await db.selectFrom('stand_in_payments').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { ...row, payable: currentStatus(row) === 'open' } : undefined;
}

/** Records the buyer's choice on the hosted page, once (an open payment only). Answers the payment, or undefined. */
export async function settleStandInPayment(db: Db, id: string, outcome: StandInOutcome): Promise<PaymentRow | undefined> {
  return db
    .updateTable('stand_in_payments')
    .set({ status: STAND_IN_OUTCOMES[outcome], settled_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Tells the payment's webhook that it changed, as Mollie does: a form post `id=tr_…` without an Origin, from the
 * provider's side. The first call is awaited (so the buyer usually lands on a page that knows); a failure is
 * retried twice in the background, as Mollie retries.
 */
export async function callStandInWebhook(payment: Pick<PaymentRow, 'id' | 'webhook_url'>, attempt = 1): Promise<boolean> {
  if (!payment.webhook_url) return false;
  try {
    const response = await fetch(payment.webhook_url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': 'Mollie stand-in' },
      body: new URLSearchParams({ id: payment.id }),
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.ok) return true;
    throw new Error(`webhook answered ${response.status}`);
  } catch (error) {
    log('WARN', 'Mollie stand-in webhook failed', { payment: payment.id, attempt, ...describeError(error) });
    if (attempt < 3) setTimeout(() => void callStandInWebhook(payment, attempt + 1), attempt * 2000).unref();
    return false;
  }
}
