/**
 * Money through what production runs: the built server (scripts/serve.mjs on dist/) with a Mollie API key, its
 * Mollie client talking over HTTPS to Mollie's API, played by the stand-in that a second built server serves (as
 * Mollie is another system: its own database, its hosted page, its webhook calls). Everything goes over HTTP:
 * sign-up, cart, order, payment on the hosted page, the webhook, the confirmation e-mail over SMTP, the
 * cancellation and the refund Mollie then holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';
import { buildPath } from '../../src/i18n/routes';
import type { RunningServer } from '../resilience/server';
import { eventually, Visitor, type Mailbox } from './client';
import { cartOfAStay, DATABASES, signUp, startShop, type Shop } from './shop';

const STAND_IN_PORT = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 6;

describe.each(DATABASES)('a purchase through the built server on $name, paid through Mollie (the stand-in)', ({ url }) => {
  let world: Shop;
  let mollie: RunningServer;
  let shop: RunningServer;
  let mailbox: Mailbox;
  const index = DATABASES.findIndex((database) => database.url === url);
  const shopPort = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 1 + index * 2;

  beforeAll(async () => {
    // 'Mollie': a built server without a key serves the stand-in of the API on a fixed port, and its hosted page.
    world = await startShop({ port: shopPort, standInPort: STAND_IN_PORT + index, postgres: Boolean(url), databaseName: 'halte_http_suite' });
    ({ shop, mollie, mailbox } = world);
  }, 240_000);

  afterAll(async () => {
    await world?.stop();
  });

  it('order → Mollie payment → webhook → confirmation e-mail → cancellation → refund at Mollie, over HTTP only', async () => {
    const visitor = new Visitor(shop.base);
    const email = `http.suite.${Date.now()}@example.com`;
    // A customer signs up (the account's form, with its CSRF token).
    await signUp(visitor, email);

    const { cartId } = await cartOfAStay(visitor);
    const details = { firstName: 'Camille', lastName: 'Martin', email, phone: '0612345678', terms: 'on' };
    const placed = await visitor.postJson('/api/orders', { locale: 'fr_FR', formKey: `http-suite-${Date.now()}`, target: { kind: 'STAY', cartId }, details });
    expect(
      placed.status,
      `${placed.text}\n${shop
        .output()
        .split('\n')
        .filter((line) => line.includes('"ERROR"'))
        .join('\n')}`,
    ).toBe(201);
    const order = placed.json() as { orderId: string; number: string; paymentUrl: string };
    // Mollie's hosted page, on Mollie's side.
    expect(order.paymentUrl).toMatch(new RegExp(`^${mollie.base}/fr/paiement-test/tr_\\w{10}$`));
    const paymentId = order.paymentUrl.split('/').pop()!;

    // A second tab posts the same cart again: not a second order, the one being paid.
    const again = await visitor.postJson('/api/orders', {
      locale: 'fr_FR',
      formKey: `http-suite-again-${Date.now()}`,
      target: { kind: 'STAY', cartId },
      details,
    });
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
    const confirmation = await mailbox.waitFor(
      (message) => message.to?.some((to) => to.address === email) === true && (message.text ?? '').includes(order.number),
    );
    expect(confirmation.subject).toBeTruthy();

    // The return page says it is confirmed.
    const returned = await visitor.fetch(paid.headers.get('location')!);
    expect(returned.status).toBe(200);
    expect(returned.text).toContain(order.number);

    // The customer cancels from the trips page; Mollie is asked for the refund.
    const cancelled = await visitor.postForm('/api/account/trips/cancel', { booking: order.number, market: 'fr' });
    expect(cancelled.status).toBe(303);
    expect(
      cancelled.headers.get('location'),
      shop
        .output()
        .split('\n')
        .filter((line) => line.includes('"ERROR"'))
        .join('\n'),
    ).toContain('cancellation=cancelled');
    const refunds = await eventually(
      () => mollieClient().paymentRefunds.page({ paymentId }),
      (page) => page.length > 0,
    );
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
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        visitor.postJson('/api/orders', { locale: 'fr_FR', formKey: `http-one-cart-${Date.now()}-${n}`, target: { kind: 'STAY', cartId }, details }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    const { number } = created[0]!.json() as { number: string };
    const others = answers.filter((answer) => answer.status !== 201);
    expect(others.map((answer) => answer.status)).toEqual(Array(19).fill(409));
    for (const answer of others) expect(answer.json().order.number).toBe(number);
  });

  function mollieClient() {
    return world.mollieClient();
  }
});
