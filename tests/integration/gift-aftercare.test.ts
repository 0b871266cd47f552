import type { APIContext, APIRoute } from 'astro';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_MAILS_PER_DAY } from '../../src/domain/gift-aftercare';
import { addIsoDays } from '../../src/domain/iso-date';
import { MARKETS } from '../../src/i18n/markets';
import { buildPath } from '../../src/i18n/routes';
import { POST as moveDateApi } from '../../src/pages/api/account/gifts/send-date';
import { POST as recipientApi } from '../../src/pages/api/account/gifts/recipient';
import { POST as resendApi } from '../../src/pages/api/account/gifts/resend';
import { GET as voucherApi } from '../../src/pages/api/account/gifts/voucher';
import { POST as exchangeApi } from '../../src/pages/api/gift-cards/exchange';
import { getCustomerGifts } from '../../src/server/account/gifts.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import type { CheckoutTarget } from '../../src/server/orders/checkout-orders.server';
import { openTestDatabase, provenAccount, TARGETS } from './harness';
import { buyPaidGift } from './paid-gifts';

const buyer = { firstName: 'Camille', lastName: 'Martin', email: 'camille.aftercare@example.com', phone: '0612345678', terms: 'on' };

/** Calls an account route as the middleware would, signed in as `customerId` (or not at all). */
async function callAs(
  handler: APIRoute,
  customerId: string | null,
  { body, query = {}, form = false }: { body?: Record<string, string>; query?: Record<string, string>; form?: boolean } = {},
) {
  const url = new URL('http://halte.test/api/account/gifts/x');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const init: RequestInit =
    body === undefined
      ? {}
      : form
        ? { method: 'POST', body: new URLSearchParams(body), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
        : { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
  const request = new Request(url, init);
  const cookies = { get: () => undefined, set: () => undefined, delete: () => undefined };
  const locals = { customer: customerId ? { id: customerId, email: 'x@example.com', firstName: 'X' } : null, clientAddress: '203.0.113.9' };
  const response = await handler({ params: {}, url, request, cookies, locals, clientAddress: '203.0.113.9' } as unknown as APIContext);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json, bytes, headers: response.headers };
}

describe.each(TARGETS)('gift after-care in My gifts on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let owner: string;
  let stranger: string;
  const today = getToday();
  const market = MARKETS.fr;
  let keyCounter = 0;
  const nextKey = () => `aftercare-key-${Date.now()}-${(keyCounter += 1)}`;

  const buy = (target: CheckoutTarget, values: Record<string, string>) =>
    buyPaidGift(handle.db, {
      market,
      target,
      values: { ...buyer, ...values },
      formKey: nextKey(),
      customerId: owner,
      origin: 'http://halte.test',
      today,
    });
  const mailsTo = (recipient: string, kind?: string) => {
    let query = handle.db
      .selectFrom('outbox_messages')
      .select(['id', 'kind', 'recipient', 'send_at', 'status', 'body', 'gift_code'])
      .where('recipient', '=', recipient);
    if (kind) query = query.where('kind', '=', kind);
    return query.orderBy('id').execute();
  };
  const sendNow = (code: string) =>
    sql`update outbox_messages set status = 'sent', sent_at = now(), body = null where gift_code = ${code} and kind = 'GIFT_RECIPIENT'`.execute(handle.db);
  const eGiftCard = (recipientEmail: string, sendOn: string) =>
    buy(
      { kind: 'GIFT', query: 'type=GIFT_CARD&amount=5000&giftFormat=digital' },
      { recipientName: 'Noa', recipientEmail, fromName: 'Camille', message: 'Bon anniversaire', sendOn },
    );

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    owner = await provenAccount(handle.db, buyer.email);
    stranger = await provenAccount(handle.db, 'stranger.aftercare@example.com');
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it('gives the owner the printable voucher; a stranger gets 404, no session 401', async () => {
    const { code } = await eGiftCard('noa.pdf@example.com', addIsoDays(today, 20));
    const mine = await callAs(voucherApi, owner, { query: { code } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-disposition')).toContain(code);
    expect(new TextDecoder().decode(mine.bytes.slice(0, 5))).toBe('%PDF-');
    const theirs = await callAs(voucherApi, stranger, { query: { code } });
    expect(theirs.status).toBe(404);
    expect(theirs.json).toMatchObject({ error: 'This gift does not exist' });
    expect((await callAs(voucherApi, null, { query: { code } })).status).toBe(401);
    expect((await callAs(voucherApi, owner, { query: { code: 'HALTE-NOPE-NOPE' } })).status).toBe(404);
    const history = await handle.db.selectFrom('gift_aftercare_events').select(['action', 'customer_id']).where('gift_code', '=', code).execute();
    expect(history).toEqual([{ action: 'download', customer_id: owner }]);
  });

  it('moves the send date of a waiting e-gift, never into the past nor after its validity, and not once it left', async () => {
    const { code, orderId } = await eGiftCard('noa.date@example.com', addIsoDays(today, 20));
    const newDate = addIsoDays(today, 40);
    expect((await callAs(moveDateApi, stranger, { body: { code, date: newDate } })).status).toBe(404);
    const moved = await callAs(moveDateApi, owner, { body: { code, date: newDate, market: 'fr' } });
    expect(moved).toMatchObject({ status: 200, json: { ok: true, date: newDate } });
    const [waiting] = await mailsTo('noa.date@example.com', 'GIFT_RECIPIENT');
    expect(new Date(waiting!.send_at).toISOString().slice(0, 10)).toBe(newDate);
    expect((await handle.db.selectFrom('orders').select('send_on').where('id', '=', orderId).executeTakeFirstOrThrow()).send_on).toBe(newDate);
    const notices = await mailsTo(buyer.email, 'GIFT_CHANGE');
    expect(notices.at(-1)?.body).toContain(code);
    // Bad input: a past day, a day after the last valid one, not a day at all.
    expect(await callAs(moveDateApi, owner, { body: { code, date: addIsoDays(today, -1) } })).toMatchObject({
      status: 400,
      json: { details: [{ message: 'pastDate' }] },
    });
    expect(await callAs(moveDateApi, owner, { body: { code, date: addIsoDays(today, 800) } })).toMatchObject({
      status: 400,
      json: { details: [{ message: 'afterValidity' }] },
    });
    expect((await callAs(moveDateApi, owner, { body: { code, date: 'tomorrow' } })).status).toBe(400);
    expect((await callAs(moveDateApi, owner, { body: { code } })).status).toBe(400);
    await sendNow(code);
    expect(await callAs(moveDateApi, owner, { body: { code, date: addIsoDays(today, 30) } })).toMatchObject({
      status: 409,
      json: { details: [{ message: 'alreadySent' }] },
    });
    // A form post comes back to My gifts with the result.
    const form = await callAs(moveDateApi, owner, { body: { code, date: addIsoDays(today, 30), market: 'be-nl' }, form: true });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`${buildPath('be-nl', 'accountGifts')}?gift=${code}&refused=alreadySent#gift-${code}`);
  });

  it('corrects the address of a waiting e-gift: the waiting e-mail goes to the new address, the old one gets nothing', async () => {
    const { code } = await eGiftCard('old.waiting@example.com', addIsoDays(today, 15));
    expect((await callAs(recipientApi, stranger, { body: { code, email: 'new.waiting@example.com' } })).status).toBe(404);
    expect(await callAs(recipientApi, owner, { body: { code, email: 'not an address' } })).toMatchObject({
      status: 400,
      json: { details: [{ message: 'invalidEmail' }] },
    });
    expect(await callAs(recipientApi, owner, { body: { code, email: 'New.Waiting@Example.com' } })).toMatchObject({
      status: 200,
      json: { ok: true, sent: false, email: 'new.waiting@example.com' },
    });
    expect(await mailsTo('old.waiting@example.com')).toEqual([]);
    const waiting = await mailsTo('new.waiting@example.com', 'GIFT_RECIPIENT');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ status: 'pending', gift_code: code });
    expect(new Date(waiting[0]!.send_at).toISOString().slice(0, 10)).toBe(addIsoDays(today, 15));
    // A waiting e-gift is not resent: its date is moved instead.
    expect(await callAs(resendApi, owner, { body: { code } })).toMatchObject({ status: 409, json: { details: [{ message: 'notSentYet' }] } });
  });

  it('resends a sent e-gift to its recipient, corrects its address after sending, and stops at the daily limit', async () => {
    const { code } = await eGiftCard('first.sent@example.com', today);
    await sendNow(code);
    expect((await callAs(resendApi, stranger, { body: { code } })).status).toBe(404);
    expect(await callAs(resendApi, owner, { body: { code } })).toMatchObject({ status: 200, json: { ok: true, to: 'recipient' } });
    const resent = await mailsTo('first.sent@example.com', 'GIFT_RECIPIENT');
    expect(resent.filter((mail) => mail.status === 'pending')).toHaveLength(1);
    expect(resent.at(-1)?.body).toContain(code);
    // After sending, a corrected address gets the gift at once; the old address is not told the code again.
    const before = (await mailsTo('first.sent@example.com')).length;
    expect(await callAs(recipientApi, owner, { body: { code, email: 'second.sent@example.com' } })).toMatchObject({
      status: 200,
      json: { ok: true, sent: true },
    });
    const corrected = await mailsTo('second.sent@example.com', 'GIFT_RECIPIENT');
    expect(corrected).toHaveLength(1);
    expect(corrected[0]!.body).toContain(code);
    expect(new Date(corrected[0]!.send_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await mailsTo('first.sent@example.com')).toHaveLength(before);
    expect((await getCustomerGifts(handle.db, owner, today)).find((gift) => gift.codes.includes(code))?.recipientEmail).toBe('second.sent@example.com');
    for (let sent = 2; sent < GIFT_MAILS_PER_DAY; sent += 1) expect((await callAs(resendApi, owner, { body: { code } })).status).toBe(200);
    expect(await callAs(resendApi, owner, { body: { code } })).toMatchObject({ status: 429, json: { details: [{ message: 'limited' }] } });
    expect(await mailsTo('second.sent@example.com', 'GIFT_RECIPIENT')).toHaveLength(GIFT_MAILS_PER_DAY - 1);
  });

  it('resends an activity bought for oneself to the buyer, shows it as their own activity, and refuses a used code', async () => {
    const activity = await handle.db
      .selectFrom('activity_products')
      .select(['id', 'labels'])
      .where('published', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { code } = await buy({ kind: 'ACTIVITY', activityId: activity.id, participants: 2, ownUse: true }, {});
    const copies = (await mailsTo(buyer.email, 'GIFT_COPY')).length;
    expect(await callAs(resendApi, owner, { body: { code } })).toMatchObject({ status: 200, json: { ok: true, to: 'buyer' } });
    const copy = (await mailsTo(buyer.email, 'GIFT_COPY')).at(-1);
    expect(copy?.body).toContain(code);
    expect(await mailsTo(buyer.email, 'GIFT_COPY')).toHaveLength(copies + 1);
    expect(await callAs(recipientApi, owner, { body: { code, email: 'someone@example.com' } })).toMatchObject({
      status: 409,
      json: { details: [{ message: 'notEgift' }] },
    });
    // In Dutch, My gifts names it in Dutch, as the buyer's own activity.
    const shown = (await getCustomerGifts(handle.db, owner, today, 'nl')).find((gift) => gift.codes.includes(code));
    expect(shown).toMatchObject({ ownUse: true, title: (activity.labels as Record<string, string>).nl });
    await handle.db.updateTable('gift_codes').set({ used_at: new Date() }).where('code', '=', code).execute();
    expect(await callAs(resendApi, owner, { body: { code } })).toMatchObject({ status: 409, json: { details: [{ message: 'used' }] } });
    const used = (await getCustomerGifts(handle.db, owner, today, 'nl')).find((gift) => gift.codes.includes(code));
    expect(used?.aftercare[0]?.state.usedOn).toBe(today);
    // Downloading a used gift's voucher stays possible: it is the buyer's record.
    expect((await callAs(voucherApi, owner, { query: { code } })).status).toBe(200);
  });

  it('titles a gift card in the page language, not in the language it was bought in', async () => {
    const { code } = await eGiftCard('title@example.com', addIsoDays(today, 5));
    const dutch = (await getCustomerGifts(handle.db, owner, today, 'nl')).find((gift) => gift.codes.includes(code));
    expect(dutch?.title).toMatch(/^Cadeaukaart/);
    const french = (await getCustomerGifts(handle.db, owner, today, 'fr')).find((gift) => gift.codes.includes(code));
    expect(french?.title).toMatch(/^Carte cadeau/);
  });

  it('exchanges a voucher only once confirmed, and e-mails the new code to the e-gift recipient', async () => {
    const { code, orderId } = await eGiftCard('exchange.noa@example.com', today);
    // An e-gift voucher of a single-voucher stay: its line says so (the exchange reads it).
    await handle.db.updateTable('gift_codes').set({ kind: 'SINGLE_VOUCHER' }).where('code', '=', code).execute();
    await handle.db.updateTable('order_lines').set({ kind: 'SINGLE_VOUCHER' }).where('order_id', '=', orderId).where('position', '=', 1).execute();
    await sql`truncate rate_limits`.execute(handle.db);
    const unconfirmed = await callAs(exchangeApi, null, { body: { code, locale: 'fr_FR' } });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json.details[0].path).toBe('confirm');
    expect((await handle.db.selectFrom('gift_codes').select('used_at').where('code', '=', code).executeTakeFirstOrThrow()).used_at).toBeNull();
    const done = await callAs(exchangeApi, null, { body: { code, locale: 'fr_FR', confirm: 'yes' } });
    expect(done).toMatchObject({ status: 201, json: { amountCents: 5000, mailedTo: 'recipient' } });
    const mail = (await mailsTo('exchange.noa@example.com', 'GIFT_EXCHANGE')).at(-1);
    expect(mail?.body).toContain(done.json.code);
    expect(mail?.body).toContain(code);
    expect(await mailsTo(buyer.email, 'GIFT_EXCHANGE')).toEqual([]);
    const history = await handle.db.selectFrom('gift_aftercare_events').select('action').where('gift_code', '=', code).execute();
    expect(history).toEqual([{ action: 'exchange' }]);
  });
});
