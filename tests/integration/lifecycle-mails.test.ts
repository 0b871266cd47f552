/**
 * The life-cycle e-mails (ADR 56) on each database: the job run for a chosen day queues each e-mail of a stay or a
 * gift once, however often it runs and even when two instances run it at the same moment; nothing for a cancelled
 * booking or a used or refunded gift; an unsubscribe link stops its list without signing in; a bad row is logged,
 * never fatal; the e-gift that left on its day tells its buyer once.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addIsoDays } from '../../src/domain/iso-date';
import { MARKETS } from '../../src/i18n/markets';
import { POST as oneClick } from '../../src/pages/api/mail/unsubscribe';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { onMailSent, runLifecycleMails } from '../../src/server/lifecycle/lifecycle-mails.server';
import { deliverDueMail } from '../../src/server/mail/mail-outbox.server';
import { cancelBooking } from '../../src/server/orders/booking-cancellation.server';
import type { CheckoutTarget } from '../../src/server/orders/checkout-orders.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { call, openTestDatabase, TARGETS } from './harness';
import { recordingTransport } from './mail-helpers';
import { buyPaidGift } from './paid-gifts';
import { bookPaidStay, findStayHotel, type StayHotel } from './paid-stays';

vi.setConfig({ testTimeout: 120_000 });

describe.each(TARGETS)('life-cycle e-mails on $name', ({ url }) => {
  let handle: DatabaseHandle;
  /** A second instance on the same database (PostgreSQL); on PGlite the one process is every instance. */
  let other: DatabaseHandle;
  let hotel: StayHotel;
  const today = getToday();
  const checkin = addIsoDays(today, 40);
  const checkout = addIsoDays(checkin, 2);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = (name: string) => `${name}.${stamp}@example.com`;
  let keyCounter = 0;

  const mailsOf = (subjectId: string) =>
    handle.db
      .selectFrom('lifecycle_mails as l')
      .innerJoin('outbox_messages as m', 'm.id', 'l.outbox_id')
      .select(['l.kind', 'l.recipient', 'l.occasion', 'm.status', 'm.body', 'm.html', 'm.headers', 'm.id'])
      .where('l.subject_id', '=', subjectId)
      .orderBy('l.id')
      .execute();
  const outboxTo = (recipient: string, kind: string) =>
    handle.db.selectFrom('outbox_messages').select(['id', 'body', 'status']).where('recipient', '=', recipient).where('kind', '=', kind).execute();
  /** Runs the job for `day` twice in a row, then twice at once from two instances. */
  const runHard = async (day: string, only: { booking?: string; gift?: string }) => {
    await runLifecycleMails(handle.db, day, { only });
    await runLifecycleMails(handle.db, day, { only });
    await Promise.all([runLifecycleMails(handle.db, day, { only }), runLifecycleMails(other.db, day, { only })]);
  };

  const buyGift = async (target: CheckoutTarget, values: Record<string, string>) => {
    const { orderId, code } = await buyPaidGift(handle.db, {
      market: MARKETS.fr,
      target,
      values: { firstName: 'Camille', lastName: 'Martin', email: email('buyer'), phone: '0612345678', terms: 'on', ...values },
      formKey: `lifecycle-${stamp}-${(keyCounter += 1)}`,
      customerId: null,
      origin: 'http://halte.test',
      today,
    });
    const gift = await handle.db.selectFrom('gift_codes').select('expires_on').where('code', '=', code).executeTakeFirstOrThrow();
    return { orderId, code, expiresOn: String(gift.expires_on).slice(0, 10) };
  };
  let boxCode = '';
  const eBox = (recipientEmail: string, sendOn = today) =>
    buyGift(
      { kind: 'GIFT', query: `type=BOX&code=${boxCode}&giftFormat=digital` },
      { recipientName: 'Noa', recipientEmail, fromName: 'Camille', message: 'Bon anniversaire', sendOn },
    );

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    other = url ? await openDatabase({ url }) : handle;
    hotel = await findStayHotel(handle, checkin);
    boxCode = (await handle.db.selectFrom('boxes').select('code').where('code', 'like', '%-EBOX').orderBy('code').executeTakeFirstOrThrow()).code;
  }, 180_000);

  afterAll(async () => {
    if (other !== handle) await other?.close();
    await handle?.close();
  });

  it('sends the practical e-mail three days before check-in and the review request the day after check-out, once each', async () => {
    const customer = email('stay');
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline: addIsoDays(checkin, -10), email: customer, nightPrices: [12_000, 12_000], today });
    expect(await runLifecycleMails(handle.db, addIsoDays(checkin, -4), { only: { booking: order.number } })).toMatchObject({ queued: 0 });
    await runHard(addIsoDays(checkin, -3), { booking: order.number });
    await runHard(addIsoDays(checkin, -1), { booking: order.number });
    const before = await mailsOf(order.number);
    expect(before.map((mail) => mail.kind)).toEqual(['STAY_REMINDER']);
    const [reminder] = before;
    const address = await handle.db.selectFrom('hotels').select(['street_address', 'check_in']).where('id', '=', hotel.hotelId).executeTakeFirstOrThrow();
    expect(reminder!.body).toContain(address.street_address);
    expect(reminder!.body).toContain(`À partir de ${address.check_in}`);
    expect(reminder!.body).toContain('Taxe de séjour');
    expect(reminder!.body).toContain('/fr/ma-reservation');
    // A service e-mail: no unsubscribe link, no List-Unsubscribe header.
    expect(reminder!.body).not.toContain('desabonnement');
    expect(reminder!.headers).toBeNull();

    await runHard(addIsoDays(checkout, 1), { booking: order.number });
    await runHard(addIsoDays(checkout, 5), { booking: order.number });
    const after = await mailsOf(order.number);
    expect(after.map((mail) => mail.kind)).toEqual(['STAY_REMINDER', 'REVIEW_REQUEST']);
    // The review request opens the stay's review form through its signed link, and the reminder the booking's page.
    expect(after[1]!.body).toMatch(new RegExp(`/fr/avis/${order.number}\\?k=[\\w-]{22}`));
    expect(reminder!.body).toMatch(new RegExp(`/fr/ma-reservation/${order.number}\\?k=[\\w-]{22}`));
    expect(after[1]!.body).toMatch(/\/fr\/e-mails\/desabonnement\?t=\d+\.[\w-]{22}/);
    expect(after[1]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(await outboxTo(customer, 'REVIEW_REQUEST')).toHaveLength(1);
    expect(await outboxTo(customer, 'STAY_REMINDER')).toHaveLength(1);
  });

  it('sends the cancellation once and nothing more for a cancelled booking; a reminder queued before the cancellation never leaves', async () => {
    const customer = email('cancel');
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline: addIsoDays(checkin, -10), email: customer, nightPrices: [10_000], today });
    // The reminder is queued (its day came), then the booking is cancelled before the worker sent it.
    await runLifecycleMails(handle.db, addIsoDays(checkin, -3), { only: { booking: order.number } });
    expect(await cancelBooking(handle.db, order.number, { email: customer }, today, getPaymentProvider(handle.db, {}))).toBe('cancelled');
    expect(await cancelBooking(handle.db, order.number, { email: customer }, today, getPaymentProvider(handle.db, {}))).toBe('alreadyCancelled');
    for (const day of [addIsoDays(checkin, -2), addIsoDays(checkin, -1), addIsoDays(checkin, 2), addIsoDays(checkin, 5)])
      await runHard(day, { booking: order.number });
    const mails = await mailsOf(order.number);
    expect(mails.map((mail) => [mail.kind, mail.status])).toEqual([
      ['STAY_REMINDER', 'expired'],
      ['BOOKING_CANCELLATION', 'pending'],
    ]);
    expect(mails[1]!.body).toMatch(
      /Nous vous remboursons 80\s€ sur la carte ou le compte bancaire qui a payé\u00a0; votre banque l’affiche en général sous 5 à 10 jours ouvrés\./,
    );
    expect(await outboxTo(customer, 'BOOKING_CANCELLATION')).toHaveLength(1);
  });

  it('reminds the recipient of an unused e-gift 60, 30 and 7 days before its end, once each, with the meter and the extension', async () => {
    const recipient = email('noa');
    const { code } = await eBox(recipient);
    // Bought long ago: it ends within the months the catalogue has rooms for, so the meter counts real nights.
    const expiresOn = addIsoDays(today, 90);
    await sql`update gift_codes set expires_on = ${expiresOn} where code = ${code}`.execute(handle.db);
    // Every day of the last 61, and some twice at once from two instances.
    for (let days = 61; days >= 0; days -= 1) {
      const day = addIsoDays(expiresOn, -days);
      if ([60, 30, 7].includes(days)) await runHard(day, { gift: code });
      else await runLifecycleMails(handle.db, day, { only: { gift: code } });
    }
    const mails = await mailsOf(code);
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.occasion])).toEqual([
      ['GIFT_EXPIRY_60', recipient, expiresOn],
      ['GIFT_EXPIRY_30', recipient, expiresOn],
      ['GIFT_EXPIRY_7', recipient, expiresOn],
    ]);
    const [sixty, , seven] = mails;
    expect(sixty!.body).toContain(code);
    expect(sixty!.body).toMatch(
      /Bonne nouvelle\u00a0: \d+ séjours? sur \d+ (a|ont) encore au moins une nuit de vendredi ou de samedi libre dans les 12 prochains mois\./,
    );
    expect(sixty!.body).toContain(`/fr/cadeau/prolonger?code=${code}`);
    expect(sixty!.body).toContain('il vous reste 60\u00a0jours');
    expect(seven!.body).toContain('il vous reste 7\u00a0jours');
    expect(sixty!.headers).toMatchObject({ 'List-Unsubscribe': expect.stringMatching(/^<http.*\/api\/mail\/unsubscribe\?t=\d+\.[\w-]{22}>$/) });
    expect(await outboxTo(recipient, 'GIFT_EXPIRY')).toHaveLength(3);
  });

  it('reminds no one of a used gift nor of a refunded order, and writes to the buyer of a gift with no recipient address', async () => {
    const used = await eBox(email('used'));
    await sql`update gift_codes set used_at = now() where code = ${used.code}`.execute(handle.db);
    const refunded = await eBox(email('refunded'));
    await sql`update orders set status = 'refunded' where id = ${refunded.orderId}`.execute(handle.db);
    const posted = await buyGift(
      { kind: 'GIFT', query: `type=BOX&code=${boxCode}&giftFormat=physical` },
      { recipientName: 'Lou', street: '1 rue de Rivoli', postcode: '75001', city: 'Paris' },
    );
    for (const gift of [used, refunded]) {
      for (const days of [60, 30, 7]) await runHard(addIsoDays(gift.expiresOn, -days), { gift: gift.code });
      expect(await mailsOf(gift.code)).toEqual([]);
    }
    await runLifecycleMails(handle.db, addIsoDays(posted.expiresOn, -30), { only: { gift: posted.code } });
    expect((await mailsOf(posted.code)).map((mail) => [mail.kind, mail.recipient])).toEqual([['GIFT_EXPIRY_30', email('buyer')]]);
  });

  it('honours an unsubscribe link without signing in: no more reminders to that address, other lists untouched', async () => {
    const recipient = email('unsub');
    const { code, expiresOn } = await eBox(recipient);
    await runLifecycleMails(handle.db, addIsoDays(expiresOn, -60), { only: { gift: code } });
    const [sixty] = await mailsOf(code);
    const token = /desabonnement\?t=([\w.-]+)/.exec(sixty!.body ?? '')?.[1] ?? '';
    expect(token).toMatch(/^\d+\.[\w-]{22}$/);
    // A token altered by one character is refused and stops nothing.
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await call(oneClick, { query: { t: forged }, body: {} })).status).toBe(400);
    expect((await call(oneClick, { query: { t: `${Number(token.split('.')[0]) + 1}.${token.split('.')[1]}` }, body: {} })).status).toBe(400);
    expect(await handle.db.selectFrom('mail_unsubscribes').select('email').where('email', '=', recipient).execute()).toEqual([]);
    const answer = await call(oneClick, { query: { t: token }, body: {} });
    expect(answer).toMatchObject({ status: 200, json: { unsubscribed: 'giftReminders' } });
    expect((await call(oneClick, { query: { t: token }, body: {} })).status).toBe(200);
    for (const days of [30, 7]) await runHard(addIsoDays(expiresOn, -days), { gift: code });
    expect((await mailsOf(code)).map((mail) => mail.kind)).toEqual(['GIFT_EXPIRY_60']);
    // A review request is another list: the same address still gets one.
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline: addIsoDays(checkin, -10), email: recipient, nightPrices: [9_000], today });
    await runLifecycleMails(handle.db, addIsoDays(checkin, 2), { only: { booking: order.number } });
    expect((await mailsOf(order.number)).map((mail) => mail.kind)).toEqual(['REVIEW_REQUEST']);
  });

  it('sends the List-Unsubscribe header with the message, then forgets it with the body', async () => {
    const recipient = email('header');
    const { code, expiresOn } = await eBox(recipient);
    await runLifecycleMails(handle.db, addIsoDays(expiresOn, -7), { only: { gift: code } });
    const [mail] = await mailsOf(code);
    await sql`update outbox_messages set status = 'sent' where status = 'pending' and id <> ${mail!.id}`.execute(handle.db);
    const transport = recordingTransport();
    await deliverDueMail(handle.db, { transport, baseDelayMs: 1000 });
    const sent = transport.sent.find((message) => message.to === recipient);
    expect(sent?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const row = await handle.db.selectFrom('outbox_messages').select(['status', 'headers', 'body']).where('id', '=', mail!.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', headers: null, body: null });
  });

  it('tells the buyer once that an e-gift scheduled for a later day reached its recipient, and says nothing of one sent at once', async () => {
    const later = email('later');
    const scheduled = await eBox(later, addIsoDays(today, 5));
    const now = await eBox(email('now'));
    // Its day came: the message, queued five days ago, is due now.
    await sql`update outbox_messages set created_at = now() - interval '5 days', send_at = now(), next_attempt_at = now() where gift_code = ${scheduled.code} and kind = 'GIFT_RECIPIENT'`.execute(
      handle.db,
    );
    await sql`update outbox_messages set status = 'sent' where status = 'pending' and not (gift_code in (${scheduled.code}, ${now.code}) and kind = 'GIFT_RECIPIENT')`.execute(
      handle.db,
    );
    const transport = recordingTransport();
    const afterSent = (sent: Parameters<typeof onMailSent>[1]) => onMailSent(handle.db, sent, today);
    await deliverDueMail(handle.db, { transport, baseDelayMs: 1000, afterSent });
    expect(transport.sent.map((message) => message.to)).toEqual(expect.arrayContaining([later, email('now')]));
    // The job's catch-up and a second hook change nothing.
    await runLifecycleMails(handle.db, today, { only: { gift: scheduled.code } });
    await Promise.all([
      runLifecycleMails(handle.db, today, { only: { gift: scheduled.code } }),
      runLifecycleMails(other.db, today, { only: { gift: scheduled.code } }),
    ]);
    const mails = await mailsOf(scheduled.code);
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([['GIFT_SENT', email('buyer')]]);
    expect(mails[0]!.body).toContain(`Comme prévu, votre cadeau a été envoyé par e-mail à Noa (${later})`);
    await runLifecycleMails(handle.db, today, { only: { gift: now.code } });
    expect(await mailsOf(now.code)).toEqual([]);
  });

  it('logs and skips a row it cannot use, and still queues the others', async () => {
    const day = addIsoDays(today, 300);
    const number = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const good = number();
    const bad = [number(), number(), number()];
    const row = (bookingNumber: string, overrides: Record<string, unknown>) => ({
      booking_number: bookingNumber,
      market: 'fr',
      email: email(`row${bookingNumber}`),
      first_name: 'Lou',
      last_name: 'Row',
      status: 'CONFIRMED' as const,
      hotel_id: hotel.hotelId,
      hotel_label: hotel.hotelLabel,
      package_id: hotel.packageId,
      package_label: 'Séjour',
      checkin: addIsoDays(day, 3),
      nights: 1,
      adults: 2,
      children: 0,
      babies: 0,
      amount: 10_000,
      invoice_number: null,
      customer_id: null,
      created_at: new Date(Date.now() - 86_400_000 * 30),
      ...overrides,
    });
    await handle.db
      .insertInto('bookings')
      .values([row(good, {}), row(bad[0]!, { market: 'xx' }), row(bad[1]!, { email: 'not-an-address' }), row(bad[2]!, { hotel_id: 999_999 })])
      .execute();
    try {
      const run = await runLifecycleMails(handle.db, day);
      expect(run.failed).toBeGreaterThanOrEqual(3);
      expect((await mailsOf(good)).map((mail) => mail.kind)).toEqual(['STAY_REMINDER']);
      for (const number of bad) expect(await mailsOf(number)).toEqual([]);
    } finally {
      await handle.db
        .deleteFrom('bookings')
        .where('booking_number', 'in', [good, ...bad])
        .execute();
    }
  });
});
