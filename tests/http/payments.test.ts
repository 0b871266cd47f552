/**
 * Money through what production runs: the built server (scripts/serve.mjs on dist/) with a Mollie API key, its
 * Mollie client talking over HTTPS to Mollie's API, played by the stand-in that a second built server serves (as
 * Mollie is another system: its own database, its hosted page, its webhook calls). Everything goes over HTTP:
 * sign-up, cart, order, payment on the hosted page, the webhook, the confirmation e-mail over SMTP, the
 * cancellation and the refund Mollie then holds.
 */
import { createMollieClient } from '@mollie/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';
import { buildPath } from '../../src/i18n/routes';
import { startServer, type RunningServer } from '../resilience/server';
import { eventually, freshPostgresDatabase, hiddenValue, startMailbox, Visitor, type Mailbox } from './client';

const MOLLIE_KEY = 'test_httpSuiteKeyOfTheShop000000000';
const STAND_IN_PORT = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 6;

const databases = [{ name: 'PGlite', url: '' }, ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', url: 'postgres' }] : [])];

/** 'YYYY-MM-DD' of today plus `days` (UTC). */
const isoDaysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(databases)('a purchase through the built server on $name, paid through Mollie (the stand-in)', ({ url }) => {
  let mollie: RunningServer;
  let shop: RunningServer;
  let mailbox: Mailbox;
  const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  const index = databases.findIndex((database) => database.url === url);
  const shopPort = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 1 + index * 2;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // 'Mollie': a built server without a key serves the stand-in of the API on a fixed port, and its hosted page.
    mollie = await startServer(shopPort + 1, { HALTE_MOLLIE_STAND_IN_PORT: String(STAND_IN_PORT + index) });
    const databaseUrl = url ? await freshPostgresDatabase('halte_http_suite') : '';
    // The shop: configured as production is, with a Mollie key and Mollie's address (the stand-in's certificate is
    // its own, hence no certificate check here).
    shop = await startServer(shopPort, {
      MOLLIE_API_KEY: MOLLIE_KEY,
      MOLLIE_API_ENDPOINT: `https://127.0.0.1:${STAND_IN_PORT + index}/dev/mollie/v2/`,
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
      SMTP_URL: mailbox.url,
      DATABASE_URL: databaseUrl,
      HALTE_DATA_DIR: databaseUrl ? '' : 'memory://',
    });
    // The test reads what Mollie holds with Mollie's client too.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  }, 240_000);

  afterAll(async () => {
    if (previousTls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTls;
    await shop?.stop();
    await mollie?.stop();
    await mailbox?.close();
  });

  /** A cancellable stay on sale, put in a cart by `visitor` through the checkout-start API; answers the cart. */
  async function cartOfAStay(visitor: Visitor): Promise<{ cartId: string; checkoutUrl: string }> {
    const found = (await visitor.postJson('/api/offers.json', { locale: 'fr_FR', limit: 40, criteria: {} })).json() as { results: { id: number }[] };
    for (const { id } of found.results) {
      const detail = (await visitor.fetch(`/api/weekend/${id}/detail.json?locale=fr_FR`)).json() as { nights: number; items: { type: string; activityId: number }[]; cancellationPolicy: { cancellable: boolean } };
      if (!detail.cancellationPolicy.cancellable) continue;
      for (const month of [isoDaysFromToday(30).slice(0, 7), isoDaysFromToday(60).slice(0, 7)]) {
        const days = (await visitor.fetch(`/api/redeem/weekend/${id}/packageCheckinPrices.json?locale=fr_FR&month=${month}&adult=2`)).json() as { day: string; price: number | null; nights: number | null }[];
        for (const day of days.filter((d) => d.price !== null && d.nights !== null && d.day >= isoDaysFromToday(30))) {
          const activitySelectionList = detail.items.filter((item) => item.type === 'activity').map((item) => `${item.activityId}_${day.day}`);
          const cart = await visitor.postJson('/api/cart', { locale: 'fr_FR', packageId: id, checkin: day.day, nights: day.nights, adults: 2, children: 0, babies: 0, activitySelectionList });
          if (cart.status === 201) return cart.json();
        }
      }
    }
    throw new Error('No cancellable stay on sale in the next two months');
  }

  it('order → Mollie payment → webhook → confirmation e-mail → cancellation → refund at Mollie, over HTTP only', async () => {
    const visitor = new Visitor(shop.base);
    const email = `http.suite.${Date.now()}@example.com`;
    // A customer signs up (the account's form, with its CSRF token).
    const signUpPage = await visitor.fetch(buildPath('fr', 'accountSignUp'));
    const signedUp = await visitor.postForm(buildPath('fr', 'accountSignUp'), { csrf: hiddenValue(signUpPage.text, 'csrf'), firstName: 'Camille', lastName: 'Martin', email, password: 'Correct-horse-battery-9' });
    expect(signedUp.status).toBe(303);

    const { cartId } = await cartOfAStay(visitor);
    const details = { firstName: 'Camille', lastName: 'Martin', email, phone: '0612345678', terms: 'on' };
    const placed = await visitor.postJson('/api/orders', { locale: 'fr_FR', formKey: `http-suite-${Date.now()}`, target: { kind: 'STAY', cartId }, details });
    expect(placed.status, `${placed.text}\n${shop.output().split('\n').filter((line) => line.includes('"ERROR"')).join('\n')}`).toBe(201);
    const order = placed.json() as { orderId: string; number: string; paymentUrl: string };
    // Mollie's hosted page, on Mollie's side.
    expect(order.paymentUrl).toMatch(new RegExp(`^${mollie.base}/fr/paiement-test/tr_\\w{10}$`));
    const paymentId = order.paymentUrl.split('/').pop()!;

    // A second tab posts the same cart again: not a second order, the one being paid.
    const again = await visitor.postJson('/api/orders', { locale: 'fr_FR', formKey: `http-suite-again-${Date.now()}`, target: { kind: 'STAY', cartId }, details });
    expect(again.status).toBe(409);
    expect(again.json().order).toMatchObject({ number: order.number, status: 'pending_payment', url: order.paymentUrl });

    // The buyer pays on the hosted page and closes the tab: the redirect back to the shop is never followed.
    const buyerAtMollie = new Visitor(mollie.base);
    const hosted = await buyerAtMollie.fetch(order.paymentUrl);
    expect(hosted.status).toBe(200);
    expect(hosted.text).toContain(formatMoney((await readMollie()).amountCents, 'fr-FR'));
    const paid = await buyerAtMollie.postForm(order.paymentUrl, { outcome: 'paid' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${shop.base}${buildPath('fr', 'orderConfirmation', { id: order.orderId })}`);

    // Mollie's webhook alone confirmed the order: the confirmation e-mail arrives over SMTP.
    const confirmation = await mailbox.waitFor((message) => message.to?.some((to) => to.address === email) === true && (message.text ?? '').includes(order.number));
    expect(confirmation.subject).toBeTruthy();

    // The return page says it is confirmed.
    const returned = await visitor.fetch(paid.headers.get('location')!);
    expect(returned.status).toBe(200);
    expect(returned.text).toContain(order.number);

    // The customer cancels from the trips page; Mollie is asked for the refund.
    const cancelled = await visitor.postForm('/api/account/trips/cancel', { booking: order.number, market: 'fr' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location'), shop.output().split('\n').filter((line) => line.includes('"ERROR"')).join('\n')).toContain('cancellation=cancelled');
    const refunds = await eventually(() => mollieClient().paymentRefunds.page({ paymentId }), (page) => page.length > 0);
    expect(refunds).toHaveLength(1);
    const refundCents = Math.round(Number(refunds[0]!.amount.value) * 100);
    expect(refundCents).toBeGreaterThan(0);
    expect(refundCents).toBeLessThanOrEqual((await readMollie()).amountCents);
    // What the trips page says comes back is what Mollie refunds.
    const trips = await visitor.fetch(cancelled.headers.get('location')!);
    expect(trips.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(formatMoney(refundCents, 'fr-FR').replace(/[\u00a0\u202f]/g, ' '));
    // The order's page tells the truth after the sale: cancelled, its refund on the way, no instalment left.
    const after = await visitor.fetch(paid.headers.get('location')!);
    expect(after.text).toContain('Cette commande est annulée');
    expect(after.text).not.toContain('http-equiv="refresh"');
    // A repeated cancellation refunds nothing more.
    await visitor.postForm('/api/account/trips/cancel', { booking: order.number, market: 'fr' });
    expect(await mollieClient().paymentRefunds.page({ paymentId })).toHaveLength(1);

    async function readMollie() {
      const payment = await mollieClient().payments.get(paymentId);
      return { status: payment.status, amountCents: Math.round(Number(payment.amount.value) * 100) };
    }
  }, 120_000);

  it('one cart is one booking: 20 concurrent posts of one cart with 20 form keys give 1 order and 19 answers naming it', async () => {
    const visitor = new Visitor(shop.base);
    const { cartId } = await cartOfAStay(visitor);
    const details = { firstName: 'Lou', lastName: 'Martin', email: `one.cart.${Date.now()}@example.com`, phone: '0612345678', terms: 'on' };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => visitor.postJson('/api/orders', { locale: 'fr_FR', formKey: `http-one-cart-${Date.now()}-${n}`, target: { kind: 'STAY', cartId }, details })));
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    const { number } = created[0]!.json() as { number: string };
    const others = answers.filter((answer) => answer.status !== 201);
    expect(others.map((answer) => answer.status)).toEqual(Array(19).fill(409));
    for (const answer of others) expect(answer.json().order.number).toBe(number);
  });

  function mollieClient() {
    return createMollieClient({ apiKey: MOLLIE_KEY, apiEndpoint: `https://127.0.0.1:${STAND_IN_PORT + index}/dev/mollie/v2/` });
  }
});
