import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIsoDays } from '../../src/domain/iso-date';
import { POST as postBooking, GET as getBooking } from '../../src/pages/api/beneficiary/activity-booking';
import { POST as postLogin } from '../../src/pages/api/beneficiary/login';
import { bookActivityVoucher, findActivityVoucher, getSlotsOfVoucher } from '../../src/server/beneficiary/activity-voucher.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { callRoute, newGiftCode } from './gift-holder';
import { openTestDatabase, TARGETS } from './harness';

const newCode = () => newGiftCode('A');
const holder = { name: 'Léa Martin', email: 'lea.voucher@example.com', phone: '06 12 34 56 78' };

describe.each(TARGETS)('booking a date with an activity voucher on $name', ({ url }) => {
  let handle: DatabaseHandle;
  const today = getToday();
  let activityId = 0;

  const issue = async (market = 'fr', expiresOn = addIsoDays(today, 365)) => {
    const code = newCode();
    await handle.db
      .insertInto('gift_codes')
      .values({
        code,
        kind: 'ACTIVITY',
        box_code: null,
        amount: 9000,
        nights: 0,
        market,
        affiliate_id: 'halte-test',
        expires_on: expiresOn,
        used_at: null,
        activity_id: activityId,
      })
      .execute();
    return code;
  };
  const firstSlots = async (code: string) => {
    const voucher = (await findActivityVoucher(handle.db, code, 'fr'))!;
    return getSlotsOfVoucher(voucher, today);
  };

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    // A published activity whose centre has an e-mail and whose schedule offers slots.
    const products = await handle.db.selectFrom('activity_products').select('id').where('published', '=', true).orderBy('id').execute();
    for (const product of products) {
      activityId = product.id;
      if ((await firstSlots(await issue())).length > 0) break;
    }
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('books one of two concurrent bookings of one code, and tells the holder and the centre once', async () => {
    const code = await issue();
    const slots = await firstSlots(code);
    const [first, second] = [slots[0]!, slots[1] ?? slots[0]!];
    const outcomes = await Promise.all([
      bookActivityVoucher(handle.db, code, 'fr', { date: first.date, time: first.times[0]!, ...holder }, today),
      bookActivityVoucher(handle.db, code, 'fr', { date: second.date, time: second.times.at(-1)!, ...holder, email: 'other.browser@example.com' }, today),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => !outcome.ok && [outcome.status, outcome.reason])).toEqual([[409, 'used']]);
    const bookings = await handle.db.selectFrom('activity_bookings').selectAll().where('code', '=', code).execute();
    expect(bookings).toHaveLength(1);
    const booking = bookings[0]!;
    expect(booking.holder_phone).toBe('+33612345678');
    expect(booking.participants).toBe(2);
    const row = await handle.db.selectFrom('gift_codes').select('used_at').where('code', '=', code).executeTakeFirstOrThrow();
    expect(row.used_at).not.toBeNull();
    const voucher = (await findActivityVoucher(handle.db, code, 'fr'))!;
    const mails = await handle.db.selectFrom('outbox_messages').select(['recipient', 'kind', 'subject', 'body']).where('body', 'like', `%${code}%`).execute();
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['ACTIVITY_BOOKING', 'ACTIVITY_BOOKING_CENTRE']);
    const toHolder = mails.find((mail) => mail.kind === 'ACTIVITY_BOOKING')!;
    expect(toHolder.recipient).toBe(booking.holder_email);
    expect(toHolder.body).toContain(voucher.centre.phone);
    expect(toHolder.body).toContain(voucher.centre.streetAddress);
    expect(toHolder.body).toContain(booking.slot_time);
    const toCentre = mails.find((mail) => mail.kind === 'ACTIVITY_BOOKING_CENTRE')!;
    expect(toCentre.recipient).toBe(voucher.centre.email);
    expect(toCentre.body).toContain('+33612345678');
    // The booked voucher offers no slot any more.
    expect(getSlotsOfVoucher(voucher, today)).toEqual([]);
    expect(voucher.booking?.date).toBe(booking.slot_date);
  });

  it('answers JSON 4xx naming the field for a slot not offered, a past date, a bad holder, a used or another site’s code', async () => {
    const code = await issue();
    const [slot] = await firstSlots(code);
    const book = (body: Record<string, string>, withCode = code) =>
      callRoute(postBooking, { method: 'POST', body: { locale: 'fr_FR', ...holder, date: slot!.date, time: slot!.times[0]!, ...body } }, withCode);
    const notOffered = await book({ time: '03:00' });
    expect(notOffered.status).toBe(400);
    expect(notOffered.json).toMatchObject({ reason: 'invalid', details: [{ path: 'time', message: 'notOffered' }] });
    const past = await book({ date: addIsoDays(today, -3) });
    expect(past.json).toMatchObject({ reason: 'invalid', details: [{ path: 'date', message: 'past' }] });
    const afterValidity = await book({ date: addIsoDays(today, 400) });
    expect(afterValidity.json).toMatchObject({ details: [{ path: 'date', message: 'afterValidity' }] });
    const badHolder = await book({ name: '', email: 'lea@', phone: '12' });
    expect(badHolder.status).toBe(400);
    expect(badHolder.json?.details).toEqual([
      { path: 'name', message: 'mandatory' },
      { path: 'email', message: 'email' },
      { path: 'phone', message: 'phone' },
    ]);
    expect(await handle.db.selectFrom('activity_bookings').select('id').where('code', '=', code).execute()).toEqual([]);
    // A Belgian code on the French site: Belgium's site in French is named.
    const belgian = await issue('be-nl');
    const other = await book({}, belgian);
    expect(other.status).toBe(409);
    expect(other.json).toMatchObject({ reason: 'otherMarket', details: [{ path: 'market', message: 'be-fr' }] });
    const done = await book({});
    expect(done.status).toBe(201);
    expect(done.json).toMatchObject({ status: 'used', booking: { date: slot!.date, time: slot!.times[0] } });
    const again = await book({});
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ reason: 'used' });
    const noCookie = await callRoute(postBooking, { method: 'POST', body: { locale: 'fr_FR', ...holder } });
    expect(noCookie.status).toBe(401);
  });

  it('shows the voucher with its centre and slots, and a used code opens the booking it made', async () => {
    const code = await issue();
    const shown = await callRoute(getBooking, { query: { locale: 'fr_FR' } }, code);
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({ code, status: 'valid', participants: 2, booking: null });
    const centre = shown.json?.centre as { phone: string; streetAddress: string };
    expect(centre.phone).toMatch(/^\+\d/);
    expect(centre.streetAddress.length).toBeGreaterThan(3);
    const slots = shown.json?.slots as { date: string; times: string[] }[];
    expect(slots[0]!.date >= addIsoDays(today, 2)).toBe(true);
    const login = await callRoute(postLogin, { method: 'POST', form: { code, locale: 'fr_FR' } });
    expect(login.location).toBe('/fr/cadeau/activite');
    await bookActivityVoucher(handle.db, code, 'fr', { date: slots[0]!.date, time: slots[0]!.times[0]!, ...holder }, today);
    const used = await callRoute(postLogin, { method: 'POST', form: { code, locale: 'fr_FR' } });
    expect(used.location).toBe('/fr/cadeau/activite');
    expect(used.set.halte_gift).toBe(code);
  });
});
