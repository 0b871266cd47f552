/**
 * Changing the dates of a paid stay through the built server (ADR 57), with a Mollie key and Mollie's API played by
 * the stand-in a second built server serves: the customer books and pays, changes to a dearer stay and pays the
 * difference on Mollie's hosted page (the webhook applies it), changes back and gets the difference refunded at
 * Mollie, and reads both date-change e-mails. Everything over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIsoDays } from '../../src/domain/iso-date';
import { formatMoney } from '../../src/domain/money';
import { buildPath } from '../../src/i18n/routes';
import type { RunningServer } from '../resilience/server';
import { eventually, Visitor, type Mailbox } from './client';
import { cartOfAStay, DATABASES, signUp, startShop, type DateChangePreview as Preview, type Shop } from './shop';

const BASE = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 20;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe.each(DATABASES)('changing the dates of a paid stay through the built server on $name', ({ url }) => {
  let world: Shop;
  let shop: RunningServer;
  let mollie: RunningServer;
  let mailbox: Mailbox;

  beforeAll(async () => {
    world = await startShop({
      port: BASE + DATABASES.findIndex((database) => database.url === url) * 3,
      postgres: Boolean(url),
      databaseName: 'halte_http_change_dates',
    });
    ({ shop, mollie, mailbox } = world);
  }, 240_000);

  afterAll(async () => {
    await world?.stop();
  });

  const mollieClient = () => world.mollieClient();
  const errors = () => world.errors();

  it('books, changes to a dearer stay paid on Mollie’s page, changes back refunded at Mollie, and e-mails both changes', async () => {
    const visitor = new Visitor(shop.base);
    const email = `http.change.${Date.now()}@example.com`;
    await signUp(visitor, email, { firstName: 'Dora', lastName: 'Dates' });

    // Book and pay on Mollie's page.
    const stay = await cartOfAStay(visitor, { fromDays: 40 });
    const details = { firstName: 'Dora', lastName: 'Dates', email, phone: '0612345678', terms: 'on' };
    const placed = await visitor.postJson('/api/orders', {
      locale: 'fr_FR',
      formKey: `http-change-${Date.now()}`,
      target: { kind: 'STAY', cartId: stay.cartId },
      details,
    });
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
    const ask = (checkin: string, nights: number) =>
      visitor.fetch(
        `/api/account/trips/change/preview?${new URLSearchParams({ booking: order.number, market: 'fr', checkin, nights: String(nights), adult: '2', child: '0', baby: '0' })}`,
      );
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
      visitor.postForm('/api/account/trips/change/confirm', {
        booking: order.number,
        market: 'fr',
        checkin,
        nights: String(nights),
        adults: '2',
        children: '0',
        babies: '0',
        difference: String(cents),
        key,
      });
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
    const paidMail = await mailbox.waitFor(
      (message) => message.to?.some((to) => to.address === email) === true && (message.subject ?? '').includes('nouvelles dates'),
    );
    expect(plain(paidMail.text ?? '')).toContain(`Vous avez réglé la différence de ${plain(formatMoney(difference, 'fr-FR'))}`);

    // Back to the first dates: the same difference comes back, refunded at Mollie.
    const backPreview = (await ask(stay.checkin, stay.nights)).json() as Preview;
    expect(backPreview.settlement).toMatchObject({ kind: 'refund', differenceCents: -difference, cardCents: difference });
    const secondPage = await visitor.fetch(pagePath);
    const refunded = await confirm(stay.checkin, stay.nights, -difference, hiddenValueFromIsland(secondPage.text));
    expect(refunded.status).toBe(303);
    expect(refunded.headers.get('location'), errors()).toContain(`${pagePath}?change=`);
    const refunds = await eventually(
      () => mollieClient().paymentRefunds.page({ paymentId: changePaymentId }),
      (list) => list.length > 0,
    );
    expect(refunds.map((refund) => Math.round(Number(refund.amount.value) * 100))).toEqual([difference]);
    const refundPage = await visitor.fetch(refunded.headers.get('location')!);
    expect(plain(refundPage.text)).toContain(`Nous vous remboursons ${plain(formatMoney(difference, 'fr-FR'))}`);
    const refundMail = await mailbox.waitFor(
      (message) =>
        message.to?.some((to) => to.address === email) === true &&
        (message.subject ?? '').includes('nouvelles dates') &&
        (message.text ?? '').includes('Nous vous remboursons'),
    );
    expect(plain(refundMail.text ?? '')).toContain(plain(formatMoney(difference, 'fr-FR')));

    // The trips page shows the booking with its first dates and price again.
    const after = await visitor.fetch(buildPath('fr', 'accountTrips'));
    expect(plain(after.text)).toContain(plain(formatMoney(dearer.preview.oldTotalCents, 'fr-FR')));
  }, 180_000);

  it('concurrent confirmations of one booking make one change', async () => {
    const visitor = new Visitor(shop.base);
    const email = `http.change.race.${Date.now()}@example.com`;
    await signUp(visitor, email, { firstName: 'Rita', lastName: 'Race' });
    const stay = await cartOfAStay(visitor, { fromDays: 40 });
    const placed = await visitor.postJson('/api/orders', {
      locale: 'fr_FR',
      formKey: `http-race-${Date.now()}`,
      target: { kind: 'STAY', cartId: stay.cartId },
      details: { firstName: 'Rita', lastName: 'Race', email, phone: '0612345678', terms: 'on' },
    });
    const order = placed.json() as { number: string; paymentUrl: string };
    await new Visitor(mollie.base).postForm(order.paymentUrl, { outcome: 'paid' });
    const candidates: { checkin: string; nights: number; cents: number }[] = [];
    for (let shift = 1; shift <= 30 && candidates.length < 6; shift += 1) {
      const checkin = addIsoDays(stay.checkin, shift);
      const preview = (
        await visitor.fetch(
          `/api/account/trips/change/preview?${new URLSearchParams({ booking: order.number, market: 'fr', checkin, nights: String(stay.nights), adult: '2', child: '0', baby: '0' })}`,
        )
      ).json() as Preview;
      if (preview.ok) candidates.push({ checkin, nights: stay.nights, cents: preview.settlement.differenceCents });
    }
    const answers = await Promise.all(
      candidates.map((candidate, n) =>
        visitor.postForm('/api/account/trips/change/confirm', {
          booking: order.number,
          market: 'fr',
          checkin: candidate.checkin,
          nights: String(candidate.nights),
          adults: '2',
          children: '0',
          babies: '0',
          difference: String(candidate.cents),
          key: `race-${Date.now()}-${n}`,
        }),
      ),
    );
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
