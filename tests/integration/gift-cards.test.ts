import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatedActivityIds } from '../../src/domain/activity-dates';
import { EXTENSION_FEE_CENTS } from '../../src/domain/gift-card-rules';
import { addIsoDays, addIsoMonths } from '../../src/domain/iso-date';
import { formatMoney } from '../../src/domain/money';
import { MARKETS } from '../../src/i18n/markets';
import { GET as balanceApi } from '../../src/pages/api/gift-cards/balance';
import { POST as exchangeApi } from '../../src/pages/api/gift-cards/exchange';
import { POST as postOrder } from '../../src/pages/api/orders';
import { getCustomerGifts } from '../../src/server/account/gifts.server';
import { createCart } from '../../src/server/cart/cart.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import type { PackageItem } from '../../src/server/db/schema';
import { checkGiftCard, getGiftCardBalances, GiftCardError } from '../../src/server/gift-cards/gift-cards.server';
import { exchangeVoucher, getGiftOptions } from '../../src/server/gift-cards/gift-extension.server';
import { issueGiftCode } from '../../src/server/gift/issue-gift-code.server';
import { submitOrder, type CheckoutTarget } from '../../src/server/orders/checkout-orders.server';
import { cancelBooking, getCancellationSettlement, previewCancellation } from '../../src/server/orders/booking-cancellation.server';
import { getOrder, sweepOrders, transitionOrder } from '../../src/server/orders/orders.server';
import { settleStandInPayment } from '../../src/server/payments/mollie-stand-in.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { handlePaymentUpdate } from '../../src/server/orders/orders.server';
import { call, openTestDatabase, provenAccount, TARGETS } from './harness';
import { findOneNightStay, newStayCart, type OneNightStay } from './one-night-stay';
import { giftCodeOfOrder } from './paid-gifts';
import { runDetailsStep } from '../../src/features/order/details-step.server';
import { getStayShape } from '../../src/server/orders/checkout-orders.server';
import { getCart } from '../../src/server/cart/cart.server';

const buyer = { firstName: 'Inès', lastName: 'Carte', email: 'ines.card@example.com', phone: '0612345678', terms: 'on' };

describe.each(TARGETS)('gift cards on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let stay: OneNightStay;
  const today = getToday();
  const market = MARKETS.fr;
  let keyCounter = 0;
  const nextKey = () => `card-key-${Date.now()}-${(keyCounter += 1)}`;

  const newCart = () => newStayCart(handle.db, stay, today);
  const submit = (target: CheckoutTarget, giftCard?: string, formKey = nextKey(), values: Record<string, string> = buyer) =>
    submitOrder(handle.db, getPaymentProvider(handle.db, {}), {
      market,
      target,
      values,
      formKey,
      customerId: null,
      origin: 'http://halte.test',
      today,
      giftCard,
    });
  const pay = async (paymentUrl: string, outcome: 'paid' | 'failed' | 'cancelled' | 'expired') => {
    const id = paymentUrl.split('/').pop()!;
    await settleStandInPayment(handle.db, id, outcome);
    return handlePaymentUpdate(handle.db, getPaymentProvider(handle.db, {}), id, 'test');
  };
  const newCard = (amountCents: number, extra: { market?: 'fr' | 'es' | 'be-fr'; validUntil?: string } = {}) =>
    issueGiftCode(handle.db, {
      kind: 'GIFT_CARD',
      market: extra.market ?? 'fr',
      amountCents,
      nights: 1,
      validUntil: extra.validUntil ?? addIsoMonths(today, 12),
    });
  const balance = async (code: string) => (await getGiftCardBalances(handle.db, [code])).get(code);
  const stayTotal = async () => {
    const probe = await submit({ kind: 'STAY', cartId: await newCart() });
    if (!probe.ok) throw new Error('no probe order');
    await transitionOrder(handle.db, probe.orderId, 'cancel', 'test');
    return probe.totalCents;
  };
  const setRoomsLeft = (n: number) =>
    sql`update hotel_days set rooms_left = ${n} where hotel_id = ${stay.hotelId} and day = ${stay.checkin}`.execute(handle.db);

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    stay = await findOneNightStay(handle.db, { fromDays: 25, giftable: true, lastPackage: true });
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it('pays part of a stay with a card, Mollie (the stand-in) the rest; the card is then empty', async () => {
    await setRoomsLeft(20);
    const code = await newCard(5000);
    const result = await submit({ kind: 'STAY', cartId: await newCart() }, code.toLowerCase());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const order = await getOrder(handle.db, result.orderId);
    expect(order!.amount_due_cents).toBe(result.totalCents - 5000);
    expect(await balance(code)).toBe(0);
    expect(await pay(result.paymentUrl, 'paid')).toBe('confirmed');
    expect(await balance(code)).toBe(0);
    expect(await checkGiftCard(handle.db, code, market, today)).toMatchObject({ ok: false, problem: 'empty' });
    const booking = await handle.db.selectFrom('bookings').select('amount').where('booking_number', '=', result.number).executeTakeFirstOrThrow();
    expect(booking.amount).toBe(result.totalCents);
    // The confirmation e-mail does not call what the card paid 'still to pay'.
    const mail = await sql<{ body: string }>`select body from outbox_messages where kind = 'ORDER_CONFIRMATION' and body like ${`%${result.number}%`}`.execute(
      handle.db,
    );
    expect(mail.rows[0]?.body).toBeTruthy();
    expect(mail.rows[0]!.body).not.toMatch(/Reste à payer|Still to pay/);
    // It says the total, what the card paid and what was paid by card, and never calls the total paid.
    const euros = (cents: number) => formatMoney(cents, 'fr-FR').replace(/\s/g, '\\s');
    const body = mail.rows[0]!.body;
    expect(body).not.toContain('Total payé');
    expect(body).toMatch(new RegExp(`Total\\s:\\s${euros(result.totalCents)}`));
    expect(body).toMatch(new RegExp(`Carte cadeau ${code}\\s:\\s${euros(-5000)}`));
    expect(body).toMatch(new RegExp(`Payé par carte\\s:\\s${euros(result.totalCents - 5000)}`));
  });

  it('a cancelled booking paid with a card and by the acquirer: the refund is shared in proportion, each part goes back where it came from', async () => {
    const found = await sql<{ id: number; day: string; items: PackageItem[] }>`
      select p.id, p.items, d.day from packages p join hotels h on h.id = p.hotel_id
      join hotel_days d on d.hotel_id = p.hotel_id and d.day >= current_date + 40 and d.status > 0 and d.min_los = 1 and d.rooms_left > 0
      where p.published and h.active and p.expiration is null and p.nights = 1 and p.item_category = 'weekend' and p.cancellable
        and p.cancellation_days < 30
      order by p.id, d.day limit 1`.execute(handle.db);
    const row = found.rows[0];
    if (!row) throw new Error('The test catalog has no cancellable one-night stay');
    const activities = getDatedActivityIds(row.items).map((id) => `${id}_${row.day}`);
    const cart = await createCart(
      handle.db,
      { market: 'fr', packageId: row.id, checkin: row.day, nights: 1, adults: 2, children: 0, babies: 0, activitySelectionList: activities },
      today,
    );
    if (!('cartId' in cart)) throw new Error('no cart');
    const code = await newCard(3000);
    const result = await submit({ kind: 'STAY', cartId: cart.cartId }, code);
    if (!result.ok) throw new Error('not ok');
    expect(await pay(result.paymentUrl, 'paid')).toBe('confirmed');
    expect(await balance(code)).toBe(0);
    // One night: 80 % of it comes back, shared by the gift card (30 € of the price) and the card (the rest), to the cent.
    const preview = await previewCancellation(handle.db, result.number, { email: buyer.email }, today);
    const refunded = Math.floor((result.totalCents * 4) / 5);
    expect(preview?.refund).toMatchObject({ window: 'open', policyCents: refunded, giftCode: null });
    const { giftCardCents, cardCents } = preview!.refund;
    expect(giftCardCents + cardCents).toBe(refunded);
    expect(Math.abs(giftCardCents - (refunded * 3000) / result.totalCents)).toBeLessThan(1);
    expect(await cancelBooking(handle.db, result.number, { email: buyer.email }, today, getPaymentProvider(handle.db, {}), refunded)).toBe('cancelled');
    expect(await balance(code)).toBe(giftCardCents);
    expect(await getCancellationSettlement(handle.db, result.number, { email: buyer.email })).toEqual({ cardCents, giftCardCents, giftCode: null });
  });

  it('does not combine a gift card with paying later', async () => {
    await setRoomsLeft(20);
    const code = await newCard(2000);
    const cartId = await newCart();
    // Without a card, this stay may be paid later.
    const plain = await submit({ kind: 'STAY', cartId }, undefined, nextKey(), { ...buyer, payLater: 'deferred' });
    expect(plain.ok).toBe(true);
    if (plain.ok) await transitionOrder(handle.db, plain.orderId, 'cancel', 'test');
    const result = await submit({ kind: 'STAY', cartId }, code, nextKey(), { ...buyer, payLater: 'deferred' });
    expect(result).toEqual({ ok: false, errors: { payLater: 'payLater' } });
    expect(await balance(code)).toBe(2000);
  });

  it('gives the reserved amount back when the payment fails, is cancelled or expires', async () => {
    await setRoomsLeft(20);
    for (const outcome of ['failed', 'cancelled'] as const) {
      const code = await newCard(3000);
      const result = await submit({ kind: 'STAY', cartId: await newCart() }, code);
      if (!result.ok) throw new Error('not ok');
      expect(await balance(code)).toBe(0);
      await pay(result.paymentUrl, outcome);
      expect(await balance(code)).toBe(3000);
      // A repeated callback gives nothing back twice.
      await pay(result.paymentUrl, outcome);
      expect(await balance(code)).toBe(3000);
    }
    const code = await newCard(3000);
    const result = await submit({ kind: 'STAY', cartId: await newCart() }, code);
    if (!result.ok) throw new Error('not ok');
    await sql`update orders set payment_expires_at = now() - interval '1 minute' where id = ${result.orderId}`.execute(handle.db);
    await sweepOrders(handle.db, getPaymentProvider(handle.db, {}));
    expect((await getOrder(handle.db, result.orderId))!.status).toBe('expired');
    expect(await balance(code)).toBe(3000);
  });

  it('pays a whole stay without the payment provider when the balance covers it', async () => {
    await setRoomsLeft(20);
    const code = await newCard(500_000);
    const result = await submit({ kind: 'STAY', cartId: await newCart() }, code);
    if (!result.ok) throw new Error('not ok');
    expect(result.paymentUrl).toContain('/fr/commande/confirmation/');
    const order = await getOrder(handle.db, result.orderId);
    expect(order).toMatchObject({ status: 'confirmed', amount_due_cents: 0, payment_id: null });
    expect(await balance(code)).toBe(500_000 - result.totalCents);
  });

  it('never spends more than the balance when concurrent orders use one card', async () => {
    await setRoomsLeft(30);
    const total = await stayTotal();
    const initial = total + Math.floor(total / 2);
    const code = await newCard(initial);
    const carts = await Promise.all(Array.from({ length: 6 }, () => newCart()));
    const results = await Promise.allSettled(carts.map((cartId) => submit({ kind: 'STAY', cartId }, code)));
    const placed = results.filter((r) => r.status === 'fulfilled' && r.value.ok);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(placed).toHaveLength(2);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(GiftCardError);
    const ledger = await handle.db.selectFrom('gift_card_ledger').select(['amount_cents']).where('code', '=', code).execute();
    expect(ledger.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(-initial);
    expect(await balance(code)).toBe(0);
  });

  it('never spends more than the balance when concurrent orders without a room hold use one card', async () => {
    // Gift orders take no room: only the card's lock orders them.
    const code = await newCard(7500);
    const gift = { kind: 'GIFT', query: 'type=GIFT_CARD&amount=5000&giftFormat=digital' } as const;
    const values = { ...buyer, recipientName: 'Noa', recipientEmail: 'noa.race@example.com', sendOn: today };
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => submit(gift, code, nextKey(), values)));
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.ok)).toHaveLength(2);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof GiftCardError)).toHaveLength(4);
    const ledger = await handle.db.selectFrom('gift_card_ledger').select(['amount_cents']).where('code', '=', code).execute();
    expect(ledger.map((row) => row.amount_cents).sort((x, y) => x - y)).toEqual([-5000, -2500]);
    expect(await balance(code)).toBe(0);
  });

  it('answers the same order, with one reservation, to a double click', async () => {
    await setRoomsLeft(20);
    const code = await newCard(4000);
    const cartId = await newCart();
    const key = nextKey();
    const [a, b] = await Promise.all([submit({ kind: 'STAY', cartId }, code, key), submit({ kind: 'STAY', cartId }, code, key)]);
    if (!a.ok || !b.ok) throw new Error('not ok');
    expect(a.orderId).toBe(b.orderId);
    expect(await handle.db.selectFrom('gift_card_ledger').select('id').where('code', '=', code).execute()).toHaveLength(1);
  });

  it('names why a code cannot pay: unknown, expired, empty, another country, not a card', async () => {
    const expired = await newCard(2000, { validUntil: addIsoDays(today, -1) });
    const spanish = await newCard(2000, { market: 'es' });
    const belgian = await newCard(2000, { market: 'be-fr' });
    const voucher = await issueGiftCode(handle.db, { kind: 'SINGLE_VOUCHER', market: 'fr', amountCents: 9000, nights: 1, validUntil: addIsoMonths(today, 6) });
    expect(await checkGiftCard(handle.db, 'HALTE-NOPE-NOPE', market, today)).toMatchObject({ ok: false, problem: 'unknown' });
    expect(await checkGiftCard(handle.db, '¿?', market, today)).toMatchObject({ ok: false, problem: 'unknown' });
    expect(await checkGiftCard(handle.db, expired, market, today)).toMatchObject({ ok: false, problem: 'expired' });
    expect(await checkGiftCard(handle.db, spanish, market, today)).toMatchObject({ ok: false, problem: 'otherMarket', market: 'es' });
    expect(await checkGiftCard(handle.db, voucher, market, today)).toMatchObject({ ok: false, problem: 'notGiftCard' });
    // Belgium's two sites share their cards.
    expect(await checkGiftCard(handle.db, belgian, MARKETS['be-nl'], today)).toMatchObject({ ok: true, card: { balanceCents: 2000 } });
    await expect(submit({ kind: 'STAY', cartId: await newCart() }, spanish)).rejects.toBeInstanceOf(GiftCardError);

    await sql`truncate rate_limits`.execute(handle.db);
    const answers = await Promise.all([
      call(balanceApi, { query: { code: belgian, locale: 'nl_BE' } }),
      call(balanceApi, { query: { code: 'HALTE-NOPE-NOPE', locale: 'fr_FR' } }),
      call(balanceApi, { query: { code: expired, locale: 'fr_FR' } }),
      call(balanceApi, { query: { code: spanish, locale: 'fr_FR' } }),
      call(balanceApi, { query: { locale: 'fr_FR' } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 410, 409, 400]);
    expect(answers[0]!.json).toMatchObject({ code: belgian, balanceCents: 2000, amountCents: 2000 });
    expect(answers[3]!.json).toMatchObject({ error: expect.any(String), details: [{ path: 'code', message: 'otherMarket', market: 'es' }] });
    const order = await call(postOrder, {
      body: { locale: 'fr_FR', formKey: nextKey(), target: { kind: 'STAY', cartId: await newCart() }, details: buyer, giftCard: spanish },
    });
    expect(order.status).toBe(400);
    expect(order.json).toMatchObject({ error: expect.stringContaining('otherMarket'), details: [{ path: 'giftCard', message: 'otherMarket', market: 'es' }] });
  });

  it("the details form's 'Apply' shows what a card pays, keeps what was typed, and is rate-limited per address", async () => {
    await sql`truncate rate_limits`.execute(handle.db);
    const code = await newCard(2500);
    const cartId = await newCart();
    const cart = (await getCart(handle.db, cartId))!;
    const total = cart.sellPrice;
    const { shape, options } = getStayShape(market, cart, today, total);
    const post = (giftCard: string, address: string) => {
      const body = new URLSearchParams({ formKey: 'form-key-apply', firstName: 'Inès', giftCard, intent: 'applyGiftCard' });
      const url = new URL(`http://halte.test/fr/commande/${cartId}`);
      const request = new Request(url, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      return runDetailsStep(
        handle.db,
        market,
        { kind: 'STAY', cartId },
        { shape, payLater: options, totalCents: total },
        { request, url, customer: null, clientAddress: address },
        today,
      );
    };
    const applied = await post(code.toLowerCase(), '203.0.113.7');
    expect(applied).toMatchObject({
      kind: 'form',
      status: 200,
      step: { values: { firstName: 'Inès' }, giftCard: { applied: { code, payCents: 2500, dueCents: total - 2500, balanceAfterCents: 0 } } },
    });
    expect(await balance(code)).toBe(2500);
    const unknown = await post('HALTE-ZZZZ', '203.0.113.7');
    expect(unknown).toMatchObject({ status: 400, step: { values: { firstName: 'Inès' }, giftCard: { typed: 'HALTE-ZZZZ', problem: 'unknown' } } });
    let last = unknown;
    for (let attempt = 0; attempt < 11; attempt += 1) last = await post('HALTE-ZZZZ', '203.0.113.8');
    expect(last).toMatchObject({ status: 429, step: { giftCard: { problem: 'limited' } } });
  });

  it('extends a gift near its expiry once, by six months, through a paid EXTENSION order', async () => {
    const expiresOn = addIsoDays(today, 20);
    const voucher = await issueGiftCode(handle.db, { kind: 'SINGLE_VOUCHER', market: 'fr', amountCents: 15000, nights: 1, validUntil: expiresOn });
    const far = await issueGiftCode(handle.db, { kind: 'SINGLE_VOUCHER', market: 'fr', amountCents: 15000, nights: 1, validUntil: addIsoDays(today, 200) });
    expect((await getGiftOptions(handle.db, far, today))!.extension).toMatchObject({ allowed: false, reason: 'tooEarly', from: addIsoDays(today, 140) });
    await expect(submit({ kind: 'EXTENSION', code: far })).rejects.toThrow(/tooEarly/);
    const result = await submit({ kind: 'EXTENSION', code: voucher }, undefined, nextKey(), {
      firstName: 'Noa',
      lastName: 'Ray',
      email: 'noa.ext@example.com',
      phone: '0612345678',
      terms: 'on',
    });
    if (!result.ok) throw new Error('not ok');
    expect(result.totalCents).toBe(EXTENSION_FEE_CENTS);
    expect(await pay(result.paymentUrl, 'paid')).toBe('confirmed');
    const row = await handle.db.selectFrom('gift_codes').select(['expires_on', 'extended_at']).where('code', '=', voucher).executeTakeFirstOrThrow();
    expect(String(row.expires_on)).toBe(addIsoMonths(expiresOn, 6));
    expect(row.extended_at).not.toBeNull();
    expect((await getGiftOptions(handle.db, voucher, today))!.extension).toMatchObject({ allowed: false, reason: 'alreadyExtended' });
    await expect(submit({ kind: 'EXTENSION', code: voucher })).rejects.toThrow(/alreadyExtended/);
    // A gift card may pay the fee.
    const other = await issueGiftCode(handle.db, {
      kind: 'BOX',
      market: 'fr',
      boxCode: (await handle.db.selectFrom('boxes').select('code').executeTakeFirstOrThrow()).code,
      nights: 1,
      validUntil: addIsoDays(today, 10),
    });
    const card = await newCard(10_000);
    const paidByCard = await submit({ kind: 'EXTENSION', code: other }, card);
    if (!paidByCard.ok) throw new Error('not ok');
    expect((await getOrder(handle.db, paidByCard.orderId))!.status).toBe('confirmed');
    expect(await balance(card)).toBe(10_000 - EXTENSION_FEE_CENTS);
    expect(String((await handle.db.selectFrom('gift_codes').select('expires_on').where('code', '=', other).executeTakeFirstOrThrow()).expires_on)).toBe(
      addIsoMonths(addIsoDays(today, 10), 6),
    );
  });

  it('exchanges a single voucher, once, for a gift card of its value; a gift stay is not exchangeable', async () => {
    const validUntil = addIsoMonths(today, 8);
    const voucher = await issueGiftCode(handle.db, { kind: 'SINGLE_VOUCHER', market: 'fr', amountCents: 12000, nights: 1, validUntil });
    const exchanged = await exchangeVoucher(handle.db, voucher, market, today);
    expect(exchanged).toMatchObject({ ok: true, amountCents: 12000, expiresOn: validUntil, mailedTo: null });
    if (!exchanged.ok) return;
    expect(await balance(exchanged.cardCode)).toBe(12000);
    expect(await exchangeVoucher(handle.db, voucher, market, today)).toEqual({ ok: false, reason: 'used' });
    expect(await exchangeVoucher(handle.db, voucher, MARKETS.es, today)).toEqual({ ok: false, reason: 'otherMarket' });
    await sql`truncate rate_limits`.execute(handle.db);
    const again = await call(exchangeApi, { body: { code: voucher, locale: 'fr_FR', confirm: 'yes' } });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ details: [{ path: 'code', message: 'used' }] });
    expect((await call(exchangeApi, { body: { code: 'HALTE-NOPE', locale: 'fr_FR', confirm: 'yes' } })).status).toBe(404);
    expect((await call(exchangeApi, { body: { locale: 'fr_FR' } })).status).toBe(400);

    // A gift stay bought here is a SINGLE_VOUCHER code whose order line says GIFT_STAY.
    const giftStay = await submit(
      { kind: 'GIFT', query: `type=GIFT_STAY&id=${stay.id}&giftNights=1&giftAdults=2&bucket=SERENITY&upsell=none&giftFormat=digital` },
      undefined,
      nextKey(),
      { ...buyer, recipientName: 'Lou', recipientEmail: 'lou@example.com', sendOn: today },
    );
    expect(giftStay.ok).toBe(true);
    if (!giftStay.ok) return;
    await pay(giftStay.paymentUrl, 'paid');
    expect((await getGiftOptions(handle.db, await giftCodeOfOrder(handle.db, giftStay.orderId), today))!.exchange).toEqual({
      allowed: false,
      reason: 'notExchangeable',
    });
  });

  it("shows a bought card's remaining balance in My gifts", async () => {
    await setRoomsLeft(20);
    const bought = await submit({ kind: 'GIFT', query: 'type=GIFT_CARD&amount=5000&giftFormat=digital' }, undefined, nextKey(), {
      ...buyer,
      email: 'card.buyer@example.com',
      recipientName: 'Noa',
      recipientEmail: 'noa.card@example.com',
      sendOn: today,
    });
    if (!bought.ok) throw new Error('not ok');
    await pay(bought.paymentUrl, 'paid');
    const code = await giftCodeOfOrder(handle.db, bought.orderId);
    const spent = await submit(
      {
        kind: 'EXTENSION',
        code: await issueGiftCode(handle.db, { kind: 'SINGLE_VOUCHER', market: 'fr', amountCents: 100, nights: 1, validUntil: addIsoDays(today, 5) }),
      },
      code,
    );
    if (!spent.ok) throw new Error('not ok');
    const gifts = await getCustomerGifts(handle.db, await provenAccount(handle.db, 'card.buyer@example.com'), today);
    const card = gifts.find((gift) => gift.orderId === bought.orderId);
    expect(card?.options).toEqual([expect.objectContaining({ code, kind: 'GIFT_CARD', amountCents: 5000, balanceCents: 5000 - EXTENSION_FEE_CENTS })]);
  });
});
