/**
 * A booking's own page on the built server over HTTP (ADR 55), paid through Mollie (the stand-in a second built
 * server serves): only its verified owner and the holder of its signed link see it, everyone else gets the same
 * 404; its calendar file; its confirmation sent again through the outbox, within its limit; and a cancellation whose
 * confirmation step states the refund Mollie then refunds, to the cent.
 */
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';
import { buildPath } from '../../src/i18n/routes';
import type { RunningServer } from '../resilience/server';
import { eventually, hiddenValue, linkIn, Visitor, type Mailbox } from './client';
import { cartOfAStay, DATABASES, signUp, startShop, type Shop } from './shop';

/** Text as a page shows it, its non-breaking spaces made plain. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/&nbsp;/g, ' ');

describe.each(DATABASES)('a booking’s page on the built server on $name', ({ url }) => {
  let world: Shop;
  let mollie: RunningServer;
  let shop: RunningServer;
  let mailbox: Mailbox;
  const index = DATABASES.findIndex((database) => database.url === url);
  const shopPort = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 32 + index * 3;
  const stamp = Date.now();
  const ownerEmail = `owner.${stamp}@example.com`;
  let ownerVisitor: Visitor;
  let booking: { number: string; orderId: string; paymentId: string };
  let mail: Email;

  /** Proves the account's address with the link of its sign-up e-mail (a click on the link's page posts it). */
  async function verify(visitor: Visitor, email: string): Promise<void> {
    const message = await mailbox.waitFor(
      (m) => m.to?.some((to) => to.address === email) === true && (m.text ?? '').includes(buildPath('fr', 'accountVerifyEmail')),
    );
    const page = await visitor.fetch(linkIn(message, buildPath('fr', 'accountVerifyEmail')).replace(shop.base, ''));
    const done = await visitor.postForm(buildPath('fr', 'accountVerifyEmail'), {
      csrf: hiddenValue(page.text, 'csrf'),
      token: hiddenValue(page.text, 'token'),
    });
    expect(done.status).toBe(303);
  }

  const mollieClient = () => world.mollieClient();

  const pagePath = () => buildPath('fr', 'booking', { id: booking.number });

  beforeAll(async () => {
    world = await startShop({ port: shopPort, postgres: Boolean(url), databaseName: 'halte_http_booking_page' });
    ({ shop, mollie, mailbox } = world);
    // The owner signs up and books while signed in, before proving the address.
    ownerVisitor = new Visitor(shop.base);
    await signUp(ownerVisitor, ownerEmail);
    const { cartId } = await cartOfAStay(ownerVisitor);
    const placed = await ownerVisitor.postJson('/api/orders', {
      locale: 'fr_FR',
      formKey: `booking-page-${stamp}`,
      target: { kind: 'STAY', cartId },
      details: { firstName: 'Camille', lastName: 'Martin', email: ownerEmail, phone: '0612345678', requests: 'Arrivée tardive', terms: 'on' },
    });
    expect(placed.status, placed.text).toBe(201);
    const order = placed.json() as { orderId: string; number: string; paymentUrl: string };
    expect((await new Visitor(mollie.base).postForm(order.paymentUrl, { outcome: 'paid' })).status).toBe(303);
    booking = { number: order.number, orderId: order.orderId, paymentId: order.paymentUrl.split('/').pop()! };
    mail = await mailbox.waitFor((m) => m.to?.some((to) => to.address === ownerEmail) === true && (m.text ?? '').includes(booking.number));
  }, 240_000);

  afterAll(async () => {
    await world?.stop();
  });

  it('is its owner’s once the account has proven its address, and is linked from the trips', async () => {
    // Booked signed in, but an unproven address proves nothing (ADR 43): not yet.
    expect((await ownerVisitor.fetch(pagePath())).status).toBe(404);
    await verify(ownerVisitor, ownerEmail);
    const trips = await ownerVisitor.fetch(buildPath('fr', 'accountTrips'));
    expect(trips.text).toContain(`href="${pagePath()}"`);
    const page = await ownerVisitor.fetch(pagePath());
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.text).toMatch(new RegExp(`Numéro de réservation <strong data-testid="booking-number"[^>]*>${booking.number}</strong>`));
    expect(page.text).toContain('Arrivée tardive');
    expect(page.text).toContain('Carte bancaire');
    expect(page.text).toContain(ownerEmail);
  });

  it('answers the same 404 to another signed-in account, to an anonymous visitor and for a number that names no booking', async () => {
    const stranger = new Visitor(shop.base);
    const strangerEmail = `stranger.${stamp}@example.com`;
    await signUp(stranger, strangerEmail);
    await verify(stranger, strangerEmail);
    const answers = [
      await stranger.fetch(pagePath()),
      await new Visitor(shop.base).fetch(pagePath()),
      await new Visitor(shop.base).fetch(buildPath('fr', 'booking', { id: '00000001' })),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain(ownerEmail);
      expect(answer.text).toContain('Nous ne pouvons pas afficher cette réservation');
    }
    // Nothing tells an existing booking from a missing one.
    const withoutNumber = (text: string) => text.replace(/\d{8}/g, 'NUMBER');
    expect(withoutNumber(answers[1]!.text)).toBe(withoutNumber(answers[2]!.text));
    // Its documents neither.
    expect((await stranger.fetch(buildPath('fr', 'bookingCalendar', { id: booking.number }))).status).toBe(404);
    expect((await stranger.fetch(buildPath('fr', 'bookingInvoice', { id: booking.number }))).status).toBe(404);
  });

  it('opens from the confirmation e-mail’s signed link in any browser; a tampered link, or its proof on another number, opens nothing', async () => {
    expect(mail.subject).toBe(`Votre réservation Halte ${booking.number} est confirmée`);
    expect(plain(mail.text ?? '')).toContain(`Numéro de réservation : ${booking.number}`);
    const link = linkIn(mail, pagePath()).replace(shop.base, '');
    const proof = new URL(link, shop.base).searchParams.get('k') ?? '';
    expect(proof).toMatch(/^[\w-]{22}$/);
    const elsewhere = new Visitor(shop.base);
    const page = await elsewhere.fetch(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain(ownerEmail);
    const tampered = `${proof.slice(0, -1)}${proof.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `${pagePath()}?k=${tampered}`,
      `${pagePath()}?k=`,
      `${buildPath('fr', 'booking', { id: String(Number(booking.number) + 1).padStart(8, '0') })}?k=${proof}`,
    ]) {
      const answer = await elsewhere.fetch(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain(ownerEmail);
    }
    // The booking lookup (number and e-mail) gives the same link.
    const lookup = await elsewhere.postForm(buildPath('fr', 'bookingLookup'), { bookingNumber: booking.number, email: ownerEmail });
    expect(lookup.text).toContain(`href="${pagePath()}?k=${proof}"`);
  });

  it('gives an RFC 5545 calendar file of the stay, without the link’s proof', async () => {
    const answer = await ownerVisitor.fetch(buildPath('fr', 'bookingCalendar', { id: booking.number }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="halte-${booking.number}.ics"`);
    const file = answer.text;
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = file.replace(/\r\n /g, '').split('\r\n');
    const hotel = (/<h1[^>]*>([^<]+)<\/h1>/.exec((await ownerVisitor.fetch(pagePath())).text)?.[1] ?? '').replace(/&amp;/g, '&').replace(/&#39;/g, "'");
    expect(lines).toContain(`UID:booking-${booking.number}@127.0.0.1`);
    expect(lines.find((line) => line.startsWith('DTSTART;TZID=Europe/'))).toMatch(/^DTSTART;TZID=Europe\/\w+:\d{8}T\d{6}$/);
    expect(lines.find((line) => line.startsWith('DTEND;TZID=Europe/'))).toMatch(/^DTEND;TZID=Europe\/\w+:\d{8}T\d{6}$/);
    expect(lines.some((line) => line.startsWith('BEGIN:VTIMEZONE'))).toBe(true);
    expect(hotel).not.toBe('');
    expect(lines).toContain(`SUMMARY:Séjour à l’établissement ${hotel.replace(/([,;])/g, '\\$1')}`);
    expect(lines.find((line) => line.startsWith('LOCATION:'))).toMatch(/^LOCATION:.+\\, .+\\, \d{5} .+\\, France$/);
    const description = lines.find((line) => line.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain(booking.number);
    expect(description).toContain(`${shop.base}${pagePath()}`);
    expect(file).not.toContain('k=');
  });

  it('sends the confirmation again through the outbox, three times an hour at most', async () => {
    const before = mailbox.messages.filter((m) => m.subject === mail.subject).length;
    const resend = async () => {
      const page = await ownerVisitor.fetch(pagePath());
      return ownerVisitor.postForm(pagePath(), { csrf: hiddenValue(page.text, 'csrf'), intent: 'resend' });
    };
    for (let n = 0; n < 3; n += 1) expect((await resend()).headers.get('location')).toBe(`${pagePath()}?done=resent#notice`);
    expect((await resend()).headers.get('location')).toBe(`${pagePath()}?done=limited#notice`);
    await eventually(
      async () => mailbox.messages.filter((m) => m.subject === mail.subject).length,
      (count) => count === before + 3,
    );
    // A form without the page's token does nothing.
    expect((await ownerVisitor.postForm(pagePath(), { csrf: 'forged', intent: 'resend' })).headers.get('location')).toBe(`${pagePath()}?done=expired#notice`);
  });

  it('states the refund before the customer confirms, and Mollie refunds that amount to the cent', async () => {
    const page = await ownerVisitor.fetch(pagePath());
    expect(page.text).toContain(`href="${pagePath()}?action=cancel#cancel"`);
    const step = await ownerVisitor.fetch(`${pagePath()}?action=cancel`);
    expect(step.text).toContain('data-testid="cancel-confirm"');
    const refund = Number(hiddenValue(step.text, 'refund'));
    const paid = Math.round(Number((await mollieClient().payments.get(booking.paymentId)).amount.value) * 100);
    // 80 % of each night, rounded down by night: less than paid, more than nothing.
    expect(refund).toBeGreaterThan(0);
    expect(refund).toBeLessThan(paid);
    const stated = plain(step.text);
    expect(stated).toContain(`Nous vous remboursons ${plain(formatMoney(refund, 'fr-FR'))} sur la carte ou le compte qui a payé`);
    expect(stated).toContain(`Au total, ${plain(formatMoney(refund, 'fr-FR'))} vous reviennent.`);
    // A form that states another amount cancels nothing.
    const wrong = await ownerVisitor.postForm(pagePath(), { csrf: hiddenValue(step.text, 'csrf'), intent: 'cancel', refund: String(refund + 1) });
    expect(wrong.headers.get('location')).toBe(`${pagePath()}?done=refundChanged#notice`);
    expect(await mollieClient().paymentRefunds.page({ paymentId: booking.paymentId })).toHaveLength(0);
    const done = await ownerVisitor.postForm(pagePath(), { csrf: hiddenValue(step.text, 'csrf'), intent: 'cancel', refund: String(refund) });
    expect(done.headers.get('location')).toBe(`${pagePath()}?done=cancelled#notice`);
    const refunds = await eventually(
      () => mollieClient().paymentRefunds.page({ paymentId: booking.paymentId }),
      (list) => list.length > 0,
    );
    expect(refunds).toHaveLength(1);
    expect(Math.round(Number(refunds[0]!.amount.value) * 100)).toBe(refund);
    // The page now shows the booking cancelled and what came back, and no way to cancel again.
    const after = await ownerVisitor.fetch(done.headers.get('location')!);
    expect(after.text).toContain(`La réservation ${booking.number} est annulée.`);
    expect(after.text).toContain('data-testid="booking-settlement"');
    expect(plain(after.text)).toContain(plain(formatMoney(refund, 'fr-FR')));
    expect(after.text).not.toContain('action=cancel');
    const again = await ownerVisitor.postForm(pagePath(), { csrf: hiddenValue(step.text, 'csrf'), intent: 'cancel', refund: String(refund) });
    expect(again.headers.get('location')).toBe(`${pagePath()}?done=alreadyCancelled#notice`);
    expect(await mollieClient().paymentRefunds.page({ paymentId: booking.paymentId })).toHaveLength(1);
  });
});
