/**
 * Using an activity voucher through the built server (ADR 46): the gift login keeps the code, the voucher's page
 * shows the centre and books a slot with a native form, the JSON API refuses what cannot be booked, two browsers
 * booking one code at once make one booking, and both e-mails go out over SMTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../src/i18n/routes';
import { startServer, type RunningServer } from '../resilience/server';
import { startMailbox, Visitor, type Mailbox } from './client';

const PORT = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 16;

describe('an activity voucher booked through the built server', () => {
  let shop: RunningServer;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    shop = await startServer(PORT, { SMTP_URL: mailbox.url, HALTE_OUTBOX_INTERVAL_MS: '300' });
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    await mailbox?.close();
  });

  /** A new ACTIVITY code of `market` (the test route issues it with its e-gift). */
  async function issue(market: string): Promise<string> {
    const answer = await new Visitor(shop.base).postJson('/api/test/mail-samples', { to: `http.voucher.${Date.now()}@example.com`, market, gift: 'ACTIVITY' });
    expect(answer.status).toBe(200);
    return answer.json().code as string;
  }

  /** A browser that typed `code` on the gift login of `market`. */
  async function loggedIn(code: string, market: 'fr' | 'be-nl', locale: string): Promise<Visitor> {
    const visitor = new Visitor(shop.base);
    const login = await visitor.postForm('/api/beneficiary/login', { code, locale });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe(buildPath(market, 'giftActivity'));
    return visitor;
  }

  it('shows the centre, refuses a bad form keeping what was typed, books one of two concurrent bookings, and e-mails the holder and the centre', async () => {
    const code = await issue('fr');
    const first = await loggedIn(code, 'fr', 'fr_FR');
    const second = await loggedIn(code, 'fr', 'fr_FR');
    const page = await first.fetch(buildPath('fr', 'giftActivity'));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const voucher = (await first.fetch('/api/beneficiary/activity-booking?locale=fr_FR')).json() as {
      centre: { phone: string; streetAddress: string; label: string };
      slots: { date: string; times: string[] }[];
      activity: { title: string };
    };
    expect(page.text).toContain(voucher.centre.phone);
    expect(page.text).toContain(voucher.centre.streetAddress.replace(/'/g, '&#39;'));
    const [slot] = voucher.slots;
    expect(slot).toBeDefined();

    // The native form: a slot the centre does not offer is refused with the field named, the typed values kept.
    const refused = await first.postForm(buildPath('fr', 'giftActivity'), {
      date: slot!.date,
      time: '03:00',
      name: 'Léa Martin',
      email: 'lea.http@example.com',
      phone: '06 12 34 56 78',
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('id="voucher-time-error"');
    expect(refused.text).toContain('value="lea.http@example.com"');

    // Two browsers at once: one booking.
    const body = { locale: 'fr_FR', date: slot!.date, time: slot!.times[0], name: 'Léa Martin', email: 'lea.http@example.com', phone: '06 12 34 56 78' };
    const answers = await Promise.all([
      first.postJson('/api/beneficiary/activity-booking', body),
      second.postJson('/api/beneficiary/activity-booking', { ...body, email: 'other.http@example.com' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.json()).toMatchObject({ reason: 'used' });
    const winner = answers.find((answer) => answer.status === 201)!.json() as { booking: { date: string; time: string } };
    expect(winner.booking).toEqual({ date: slot!.date, time: slot!.times[0], participants: 2 });

    const toHolder = await mailbox.waitFor((message) => message.text?.includes(code) === true && /lea\.http|other\.http/.test(message.to?.[0]?.address ?? ''));
    expect(toHolder.text).toContain(voucher.centre.phone);
    expect(toHolder.text).toContain(slot!.times[0]);
    const toCentre = await mailbox.waitFor((message) => message.text?.includes(code) === true && (message.to?.[0]?.address ?? '').startsWith('reservations@'));
    expect(toCentre.subject).toContain(voucher.activity.title);
    expect(toCentre.text).toContain('+33612345678');

    // The code is used: the gift login opens the booking it was used for.
    const later = await loggedIn(code, 'fr', 'fr_FR');
    const used = await later.fetch(buildPath('fr', 'giftActivity'));
    expect(used.text).toContain('data-testid="voucher-used"');
    expect(used.text).toContain('data-testid="voucher-booking"');
    expect(used.text).not.toContain('name="date"');
  });

  it('refuses another site’s code, a past date, and a post without a gift, in JSON', async () => {
    const belgian = await issue('be-nl');
    const visitor = await loggedIn(belgian, 'be-nl', 'nl_BE');
    const bookAs = (locale: string, date: string) =>
      visitor.postJson('/api/beneficiary/activity-booking', {
        locale,
        date,
        time: '10:00',
        name: 'Lotte Peeters',
        email: 'lotte@example.be',
        phone: '0470 12 34 56',
      });
    const past = await bookAs('nl_BE', '2020-01-04');
    expect(past.status).toBe(400);
    expect(past.json()).toMatchObject({ reason: 'invalid', details: [{ path: 'date', message: 'past' }] });
    const elsewhere = await bookAs('fr_FR', '2030-01-04');
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.json()).toMatchObject({ reason: 'otherMarket', details: [{ path: 'market', message: 'be-fr' }] });
    const anonymous = await new Visitor(shop.base).postJson('/api/beneficiary/activity-booking', { locale: 'fr_FR' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/json');
  });
});
