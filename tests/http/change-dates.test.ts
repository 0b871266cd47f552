/**
 * Changing the dates of a paid stay through the built server (ADR 57), with a Mollie key and Mollie's API played by
 * the stand-in a second built server serves: the customer books and pays, changes to a dearer stay and pays the
 * difference on Mollie's hosted page (the webhook applies it), changes back and gets the difference refunded at
 * Mollie, and reads both date-change e-mails. Everything over HTTP.
 */
import { createMollieClient } from '@mollie/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIsoDays } from '../../src/domain/iso-date';
import { formatMoney } from '../../src/domain/money';
import { buildPath } from '../../src/i18n/routes';
import { startServer, type RunningServer } from '../resilience/server';
import { eventually, freshPostgresDatabase, hiddenValue, startMailbox, Visitor, type Mailbox } from './client';

const MOLLIE_KEY = 'test_httpSuiteKeyOfTheShop000000000';
const BASE = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 20;
const databases = [{ name: 'PGlite', url: '' }, ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', url: 'postgres' }] : [])];
const isoDaysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

interface Preview {
  ok: boolean;
  problem?: string;
  oldTotalCents: number;
  newTotalCents: number;
  settlement: { kind: 'pay' | 'refund' | 'none'; differenceCents: number; cardCents: number; giftCardCents?: number };
}

describe.each(databases)('changing the dates of a paid stay through the built server on $name', ({ url }) => {
  let mollie: RunningServer;
  let shop: RunningServer;
  let mailbox: Mailbox;
  const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  const index = databases.findIndex((database) => database.url === url);
  const shopPort = BASE + index * 3;
  const standInPort = shopPort + 2;

  beforeAll(async () => {
    mailbox = await startMailbox();
    mollie = await startServer(shopPort + 1, { HALTE_MOLLIE_STAND_IN_PORT: String(standInPort) });
    const databaseUrl = url ? await freshPostgresDatabase('halte_http_change_dates') : '';
    shop = await startServer(shopPort, {
      MOLLIE_API_KEY: MOLLIE_KEY,
      MOLLIE_API_ENDPOINT: `https://127.0.0.1:${standInPort}/dev/mollie/v2/`,
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
      SMTP_URL: mailbox.url,
      DATABASE_URL: databaseUrl,
      HALTE_DATA_DIR: databaseUrl ? '' : 'memory://',
    });
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  }, 240_000);

  afterAll(async () => {
    if (previousTls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTls;
    await shop?.stop();
    await mollie?.stop();
    await mailbox?.close();
  });

  const mollieClient = () => createMollieClient({ apiKey: MOLLIE_KEY, apiEndpoint: `https://127.0.0.1:${standInPort}/dev/mollie/v2/` });
  const errors = () => shop.output().split('\n').filter((line) => line.includes('"ERROR"')).join('\n');

  /** A cancellable stay on a day the API offers, in a cart; answers the cart and its stay. */
  async function cartOfAStay(visitor: Visitor) {
    const found = (await visitor.postJson('/api/offers.json', { locale: 'fr_FR', limit: 40, criteria: {} })).json() as { results: { id: number }[] };
    for (const { id } of found.results) {
      const detail = (await visitor.fetch(`/api/weekend/${id}/detail.json?locale=fr_FR`)).json() as { items: { type: string; activityId: number }[]; cancellationPolicy: { cancellable: boolean; daysBefore?: number } };
      if (!detail.cancellationPolicy.cancellable) continue;
      for (const month of [isoDaysFromToday(40).slice(0, 7), isoDaysFromToday(70).slice(0, 7)]) {
        const days = (await visitor.fetch(`/api/redeem/weekend/${id}/packageCheckinPrices.json?locale=fr_FR&month=${month}&adult=2`)).json() as { day: string; price: number | null; nights: number | null }[];
        for (const day of days.filter((d) => d.price !== null && d.nights !== null && d.day >= isoDaysFromToday(40))) {
          const activitySelectionList = detail.items.filter((item) => item.type === 'activity').map((item) => `${item.activityId}_${day.day}`);
          const cart = await visitor.postJson('/api/cart', { locale: 'fr_FR', packageId: id, checkin: day.day, nights: day.nights, adults: 2, children: 0, babies: 0, activitySelectionList });
          if (cart.status === 201) return { ...(cart.json() as { cartId: string }), checkin: day.day, nights: day.nights! };
        }
      }
    }
    throw new Error('No cancellable stay on sale');
  }

  it('books, changes to a dearer stay paid on Mollie’s page, changes back refunded at Mollie, and e-mails both changes', async () => {
    const visitor = new Visitor(shop.base);
    const email = `http.change.${Date.now()}@example.com`;
    const signUpPage = await visitor.fetch(buildPath('fr', 'accountSignUp'));
    const signedUp = await visitor.postForm(buildPath('fr', 'accountSignUp'), { csrf: hiddenValue(signUpPage.text, 'csrf'), firstName: 'Dora', lastName: 'Dates', email, password: 'Correct-horse-battery-9' });
    expect(signedUp.status).toBe(303);

    // Book and pay on Mollie's page.
    const stay = await cartOfAStay(visitor);
    const details = { firstName: 'Dora', lastName: 'Dates', email, phone: '0612345678', terms: 'on' };
    const placed = await visitor.postJson('/api/orders', { locale: 'fr_FR', formKey: `http-change-${Date.now()}`, target: { kind: 'STAY', cartId: stay.cartId }, details });
    expect(placed.status, `${placed.text}\n${errors()}`).toBe(201);
    const order = placed.json() as { orderId: string; number: string; paymentUrl: string };
    const buyerAtMollie = new Visitor(mollie.base);
    expect((await buyerAtMollie.postForm(order.paymentUrl, { outcome: 'paid' })).status).toBe(303);
    await mailbox.waitFor((message) => message.to?.some((to) => to.address === email) === true && (message.text ?? '').includes(order.number));

    // The trips page offers the change; its page says until when.
    const trips = await visitor.fetch(buildPath('fr', 'accountTrips'));
    const pagePath = buildPath('fr', 'accountChangeDates', { id: order.number });
    expect(trips.text).toContain(`href="${pagePath}"`);
    const page = await visitor.fetch(pagePath);
    expect(page.status).toBe(200);
    expect(plain(page.text)).toContain('Modifier les dates de votre séjour');
    // A visitor without the account's session is sent to sign in.
    expect((await new Visitor(shop.base).fetch(pagePath)).status).toBe(303);

    // A dearer stay: the preview says what is paid, before confirming.
    const ask = (checkin: string, nights: number) => visitor.fetch(`/api/account/trips/change/preview?${new URLSearchParams({ booking: order.number, market: 'fr', checkin, nights: String(nights), adult: '2', child: '0', baby: '0' })}`);
    let dearer: { checkin: string; nights: number; preview: Preview } | null = null;
    for (let shift = 1; shift <= 20 && !dearer; shift += 1) {
      for (const nights of [stay.nights + 1, stay.nights]) {
        const preview = (await ask(addIsoDays(stay.checkin, shift), nights)).json() as Preview;
        if (preview.ok && preview.settlement.kind === 'pay') {
          dearer = { checkin: addIsoDays(stay.checkin, shift), nights, preview };
          break;
        }
      }
    }
    if (!dearer) throw new Error('No dearer stay found near the booked one');
    const difference = dearer.preview.settlement.differenceCents;
    expect(difference).toBe(dearer.preview.newTotalCents - dearer.preview.oldTotalCents);
    const formKey = hiddenValueFromIsland(page.text);
    const confirm = (checkin: string, nights: number, cents: number, key: string) =>
      visitor.postForm('/api/account/trips/change/confirm', { booking: order.number, market: 'fr', checkin, nights: String(nights), adults: '2', children: '0', babies: '0', difference: String(cents), key });
    // A difference that is no longer the right one changes nothing.
    const wrong = await confirm(dearer.checkin, dearer.nights, difference + 1, `${formKey}-wrong`);
    expect(wrong.headers.get('location')).toContain('refused=priceChanged');

    const toPay = await confirm(dearer.checkin, dearer.nights, difference, formKey);
    expect(toPay.status).toBe(303);
    const hostedPage = toPay.headers.get('location')!;
    expect(hostedPage, errors()).toMatch(new RegExp(`^${mollie.base}/fr/paiement-test/tr_\\w{10}$`));
    const changePaymentId = hostedPage.split('/').pop()!;
    const hosted = await buyerAtMollie.fetch(hostedPage);
    expect(plain(hosted.text)).toContain(plain(formatMoney(difference, 'fr-FR')));
    const paid = await buyerAtMollie.postForm(hostedPage, { outcome: 'paid' });
    expect(paid.status).toBe(303);
    const back = paid.headers.get('location')!;
    expect(back).toContain(`${pagePath}?change=`);
    // Mollie holds a second payment of the same order for the difference.
    const payment = await mollieClient().payments.get(changePaymentId);
    expect(Math.round(Number(payment.amount.value) * 100)).toBe(difference);
    expect((payment.metadata as { orderId: string }).orderId).toBe(order.orderId);
    const done = await visitor.fetch(back.replace(shop.base, ''));
    expect(plain(done.text), errors()).toContain(`Vous avez réglé la différence de ${plain(formatMoney(difference, 'fr-FR'))}`);
    const paidMail = await mailbox.waitFor((message) => message.to?.some((to) => to.address === email) === true && (message.subject ?? '').includes('nouvelles dates'));
    expect(plain(paidMail.text ?? '')).toContain(`Vous avez réglé la différence de ${plain(formatMoney(difference, 'fr-FR'))}`);

    // Back to the first dates: the same difference comes back, refunded at Mollie.
    const backPreview = (await ask(stay.checkin, stay.nights)).json() as Preview;
    expect(backPreview.settlement).toMatchObject({ kind: 'refund', differenceCents: -difference, cardCents: difference });
    const secondPage = await visitor.fetch(pagePath);
    const refunded = await confirm(stay.checkin, stay.nights, -difference, hiddenValueFromIsland(secondPage.text));
    expect(refunded.status).toBe(303);
    expect(refunded.headers.get('location'), errors()).toContain(`${pagePath}?change=`);
    const refunds = await eventually(() => mollieClient().paymentRefunds.page({ paymentId: changePaymentId }), (list) => list.length > 0);
    expect(refunds.map((refund) => Math.round(Number(refund.amount.value) * 100))).toEqual([difference]);
    const refundPage = await visitor.fetch(refunded.headers.get('location')!);
    expect(plain(refundPage.text)).toContain(`Nous vous remboursons ${plain(formatMoney(difference, 'fr-FR'))}`);
    const refundMail = await mailbox.waitFor((message) => message.to?.some((to) => to.address === email) === true && (message.subject ?? '').includes('nouvelles dates') && (message.text ?? '').includes('Nous vous remboursons'));
    expect(plain(refundMail.text ?? '')).toContain(plain(formatMoney(difference, 'fr-FR')));

    // The trips page shows the booking with its first dates and price again.
    const after = await visitor.fetch(buildPath('fr', 'accountTrips'));
    expect(plain(after.text)).toContain(plain(formatMoney(dearer.preview.oldTotalCents, 'fr-FR')));
  }, 180_000);

  it('concurrent confirmations of one booking make one change', async () => {
    const visitor = new Visitor(shop.base);
    const email = `http.change.race.${Date.now()}@example.com`;
    const signUpPage = await visitor.fetch(buildPath('fr', 'accountSignUp'));
    await visitor.postForm(buildPath('fr', 'accountSignUp'), { csrf: hiddenValue(signUpPage.text, 'csrf'), firstName: 'Rita', lastName: 'Race', email, password: 'Correct-horse-battery-9' });
    const stay = await cartOfAStay(visitor);
    const placed = await visitor.postJson('/api/orders', { locale: 'fr_FR', formKey: `http-race-${Date.now()}`, target: { kind: 'STAY', cartId: stay.cartId }, details: { firstName: 'Rita', lastName: 'Race', email, phone: '0612345678', terms: 'on' } });
    const order = placed.json() as { number: string; paymentUrl: string };
    await new Visitor(mollie.base).postForm(order.paymentUrl, { outcome: 'paid' });
    const candidates: { checkin: string; nights: number; cents: number }[] = [];
    for (let shift = 1; shift <= 30 && candidates.length < 6; shift += 1) {
      const checkin = addIsoDays(stay.checkin, shift);
      const preview = (await visitor.fetch(`/api/account/trips/change/preview?${new URLSearchParams({ booking: order.number, market: 'fr', checkin, nights: String(stay.nights), adult: '2', child: '0', baby: '0' })}`)).json() as Preview;
      if (preview.ok) candidates.push({ checkin, nights: stay.nights, cents: preview.settlement.differenceCents });
    }
    const answers = await Promise.all(candidates.map((candidate, n) => visitor.postForm('/api/account/trips/change/confirm', {
      booking: order.number, market: 'fr', checkin: candidate.checkin, nights: String(candidate.nights), adults: '2', children: '0', babies: '0', difference: String(candidate.cents), key: `race-${Date.now()}-${n}`,
    })));
    const locations = answers.map((answer) => answer.headers.get('location') ?? '');
    const made = locations.filter((location) => location.includes('?change=') || location.includes('/paiement-test/'));
    expect(made, locations.join('\n')).toHaveLength(1);
    for (const location of locations) if (!made.includes(location)) expect(location).toMatch(/refused=(stale|pending)/);
  }, 120_000);
});

/** The change form's key, rendered into the island's props. */
function hiddenValueFromIsland(html: string): string {
  const key = /formKey&quot;:\[0,&quot;([\w-]+)&quot;\]/.exec(html)?.[1];
  if (!key) throw new Error('No form key in the change page');
  return key;
}
