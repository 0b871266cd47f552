import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIsoDays } from '../../src/domain/iso-date';
import { getCustomerGifts } from '../../src/server/account/gifts.server';
import { MARKETS } from '../../src/i18n/markets';
import { POST as postOrder } from '../../src/pages/api/orders';
import { POST as webhook } from '../../src/pages/api/payments/webhook';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { submitOrder, type CheckoutTarget } from '../../src/server/orders/checkout-orders.server';
import { CartOrderedError, confirmPaidOrder, getOrder, handlePaymentUpdate, sweepOrders, transitionOrder } from '../../src/server/orders/orders.server';
import { settleStandInPayment } from '../../src/server/payments/mollie-stand-in.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { call, openTestDatabase, provenAccount, TARGETS } from './harness';
import { findOneNightStay, newStayCart, type OneNightStay } from './one-night-stay';

const buyer = { firstName: 'Camille', lastName: 'Martin', email: 'camille.order@example.com', phone: '0612345678', terms: 'on' };

describe.each(TARGETS)('orders on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let stay: OneNightStay;
  const today = getToday();
  const market = MARKETS.fr;
  let keyCounter = 0;
  const nextKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;

  const newCart = () => newStayCart(handle.db, stay, today);
  const submit = (target: CheckoutTarget, formKey = nextKey(), values: Record<string, string> = buyer) =>
    submitOrder(handle.db, getPaymentProvider(handle.db, {}), { market, target, values, formKey, customerId: null, origin: 'http://halte.test', today });
  const pay = async (paymentUrl: string, outcome: 'paid' | 'failed' | 'cancelled' | 'expired') => {
    const id = paymentUrl.split('/').pop()!;
    await settleStandInPayment(handle.db, id, outcome);
    return { id, status: await handlePaymentUpdate(handle.db, getPaymentProvider(handle.db, {}), id, 'test') };
  };
  const roomsLeft = async () =>
    Number(
      (await sql<{ n: number }>`select rooms_left as n from hotel_days where hotel_id = ${stay.hotelId} and day = ${stay.checkin}`.execute(handle.db)).rows[0]
        ?.n,
    );
  const setRoomsLeft = (n: number) =>
    sql`update hotel_days set rooms_left = ${n} where hotel_id = ${stay.hotelId} and day = ${stay.checkin}`.execute(handle.db);
  /** A stay order placed and left unpaid past its payment window, until the sweep expires it. */
  const placeAndExpire = async () => {
    const result = await submit({ kind: 'STAY', cartId: await newCart() });
    if (!result.ok) throw new Error('not ok');
    await sql`update orders set payment_expires_at = now() - interval '1 minute' where id = ${result.orderId}`.execute(handle.db);
    await sweepOrders(handle.db, getPaymentProvider(handle.db, {}));
    return result;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    stay = await findOneNightStay(handle.db, { fromDays: 20 });
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it('stores a pending order priced by the server, holding a room, and sends the buyer to Mollie’s hosted page (the stand-in’s)', async () => {
    await setRoomsLeft(5);
    const result = await submit({ kind: 'STAY', cartId: await newCart() });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.number).toMatch(/^\d{8}$/);
    expect(result.paymentUrl).toMatch(/\/fr\/paiement-test\/tr_\w{10}$/);
    const order = await getOrder(handle.db, result.orderId);
    expect(order).toMatchObject({
      status: 'pending_payment',
      kind: 'STAY',
      email: 'camille.order@example.com',
      phone: '+33612345678',
      payment_provider: 'mollie',
    });
    expect(order!.total_cents).toBeGreaterThan(0);
    expect(await roomsLeft()).toBe(4);
  });

  it('goes pending → paid → confirmed once, with one booking in the trips and lookup table', async () => {
    await setRoomsLeft(5);
    const result = await submit({ kind: 'STAY', cartId: await newCart() });
    if (!result.ok) throw new Error('not ok');
    const { id, status } = await pay(result.paymentUrl, 'paid');
    expect(status).toBe('confirmed');
    const booking = await handle.db.selectFrom('bookings').selectAll().where('booking_number', '=', result.number).executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      email: 'camille.order@example.com',
      checkin: stay.checkin,
      nights: 1,
      adults: 2,
      amount: result.totalCents,
    });
    // The webhook replayed: nothing changes, still one booking and the room stays sold.
    for (let i = 0; i < 3; i += 1) expect(await handlePaymentUpdate(handle.db, getPaymentProvider(handle.db, {}), id, 'replay')).toBe('confirmed');
    const events = await handle.db.selectFrom('order_events').select(['to_status']).where('order_id', '=', result.orderId).orderBy('id').execute();
    expect(events.map((event) => event.to_status)).toEqual(['pending_payment', 'paid', 'confirmed']);
    expect(await roomsLeft()).toBe(4);
  });

  it('gives back the room when the payment fails, is cancelled or expires, and a later paid callback changes nothing', async () => {
    await setRoomsLeft(3);
    for (const outcome of ['failed', 'cancelled', 'expired'] as const) {
      const result = await submit({ kind: 'STAY', cartId: await newCart() });
      if (!result.ok) throw new Error('not ok');
      expect(await roomsLeft()).toBe(2);
      const { status } = await pay(result.paymentUrl, outcome);
      expect(status).toBe({ failed: 'payment_failed', cancelled: 'cancelled', expired: 'expired' }[outcome]);
      expect(await roomsLeft()).toBe(3);
      expect(await transitionOrder(handle.db, result.orderId, 'pay', 'late')).toBeNull();
      expect((await getOrder(handle.db, result.orderId))?.status).toBe(status);
    }
  });

  it('makes one order of a double click or a retried POST', async () => {
    await setRoomsLeft(5);
    const cartId = await newCart();
    const key = nextKey();
    const [a, b] = await Promise.all([submit({ kind: 'STAY', cartId }, key), submit({ kind: 'STAY', cartId }, key)]);
    const c = await submit({ kind: 'STAY', cartId }, key);
    if (!a.ok || !b.ok || !c.ok) throw new Error('not ok');
    expect(new Set([a.orderId, b.orderId, c.orderId]).size).toBe(1);
    expect(c.created).toBe(false);
    expect(c.paymentUrl).toBe(a.paymentUrl);
    expect(await roomsLeft()).toBe(4);
    // The same cart sent again with other details (a second tab) is not another order: it names the one being paid.
    await expect(submit({ kind: 'STAY', cartId }, nextKey(), { ...buyer, firstName: 'Lou' })).rejects.toSatisfy(
      (error) => error instanceof CartOrderedError && error.order.id === a.orderId,
    );
  });

  it('one cart is one booking: 20 concurrent posts of one cart with 20 form keys give exactly 1 order', async () => {
    await setRoomsLeft(30);
    const cartId = await newCart();
    const settled = await Promise.allSettled(Array.from({ length: 20 }, () => submit({ kind: 'STAY', cartId })));
    const placed = settled.flatMap((entry) => (entry.status === 'fulfilled' && entry.value.ok ? [entry.value] : []));
    expect(placed).toHaveLength(1);
    for (const entry of settled) if (entry.status === 'rejected') expect(entry.reason).toBeInstanceOf(CartOrderedError);
    const orders = await handle.db.selectFrom('orders').select(['id', 'status']).where('cart_id', '=', cartId).execute();
    expect(orders).toEqual([{ id: placed[0]!.orderId, status: 'pending_payment' }]);
    // One room held, not twenty.
    expect(await roomsLeft()).toBe(29);
    // Paid, the cart stays booked once; a payment that did not go through frees the cart for another try.
    expect((await pay(placed[0]!.paymentUrl, 'paid')).status).toBe('confirmed');
    await expect(submit({ kind: 'STAY', cartId })).rejects.toBeInstanceOf(CartOrderedError);
    const retryCart = await newCart();
    const first = await submit({ kind: 'STAY', cartId: retryCart });
    if (!first.ok) throw new Error('not ok');
    expect((await pay(first.paymentUrl, 'failed')).status).toBe('payment_failed');
    const again = await submit({ kind: 'STAY', cartId: retryCart });
    expect(again.ok && again.orderId).not.toBe(first.orderId);
  });

  it('sells the last room once: 20 concurrent orders give exactly 1 paid booking', async () => {
    await setRoomsLeft(1);
    const carts = await Promise.all(Array.from({ length: 20 }, () => newCart()));
    const settled = await Promise.allSettled(carts.map((cartId) => submit({ kind: 'STAY', cartId })));
    const placed = settled.flatMap((entry) => (entry.status === 'fulfilled' && entry.value.ok ? [entry.value] : []));
    const refused = settled.filter((entry) => entry.status === 'rejected');
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const entry of refused) expect(String((entry as PromiseRejectedResult).reason.message)).toContain('No more availabilities');
    const before = Number(
      (await sql<{ n: number }>`select count(*) as n from bookings where checkin = ${stay.checkin} and package_id = ${stay.id}`.execute(handle.db)).rows[0]?.n,
    );
    await pay(placed[0]!.paymentUrl, 'paid');
    const after = Number(
      (await sql<{ n: number }>`select count(*) as n from bookings where checkin = ${stay.checkin} and package_id = ${stay.id}`.execute(handle.db)).rows[0]?.n,
    );
    expect(after - before).toBe(1);
    expect(await roomsLeft()).toBe(0);
  });

  it('finishes an order a killed process left paid, once, in the startup sweep', async () => {
    await setRoomsLeft(5);
    const result = await submit({ kind: 'STAY', cartId: await newCart() });
    if (!result.ok) throw new Error('not ok');
    // The process stopped after 'paid' and before the confirmation.
    expect(await transitionOrder(handle.db, result.orderId, 'pay', 'test')).toBe('paid');
    expect(await sweepOrders(handle.db, getPaymentProvider(handle.db, {}))).toBeGreaterThanOrEqual(1);
    expect((await getOrder(handle.db, result.orderId))?.status).toBe('confirmed');
    expect(await confirmPaidOrder(handle.db, result.orderId, 'again')).toBe(false);
    const bookings = await handle.db.selectFrom('bookings').select('booking_number').where('booking_number', '=', result.number).execute();
    expect(bookings).toHaveLength(1);
  });

  it('expires a pending payment after its 15 minutes and gives its room back', async () => {
    await setRoomsLeft(5);
    const result = await placeAndExpire();
    expect((await getOrder(handle.db, result.orderId))?.status).toBe('expired');
    expect(await roomsLeft()).toBe(5);
  });

  it('a payment made after its order expired is honoured when the room is still free: held again and booked', async () => {
    await setRoomsLeft(5);
    const result = await placeAndExpire();
    expect(await roomsLeft()).toBe(5);
    // The buyer was still on Mollie's page and pays now.
    expect((await pay(result.paymentUrl, 'paid')).status).toBe('confirmed');
    expect(await roomsLeft()).toBe(4);
    const events = await handle.db
      .selectFrom('order_events')
      .select(['from_status', 'to_status'])
      .where('order_id', '=', result.orderId)
      .orderBy('id')
      .execute();
    expect(events.map((event) => `${event.from_status}→${event.to_status}`)).toEqual([
      'null→pending_payment',
      'pending_payment→expired',
      'expired→paid',
      'paid→confirmed',
    ]);
  });

  it('a payment made after its order expired, when the last room went meanwhile, is refunded in full at once and the buyer told', async () => {
    await setRoomsLeft(1);
    const result = await placeAndExpire();
    await setRoomsLeft(0);
    const { id: paymentId, status } = await pay(result.paymentUrl, 'paid');
    expect(status).toBe('refund_pending');
    expect(await roomsLeft()).toBe(0);
    const order = (await getOrder(handle.db, result.orderId))!;
    const refund = await handle.db.selectFrom('order_refunds').selectAll().where('order_id', '=', result.orderId).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ amount_cents: order.amount_due_cents, status: 'requested' });
    const atMollie = await handle.db.selectFrom('stand_in_refunds').select('amount_cents').where('payment_id', '=', paymentId).execute();
    expect(atMollie).toEqual([{ amount_cents: order.amount_due_cents }]);
    const mail = await handle.db
      .selectFrom('outbox_messages')
      .select(['kind', 'recipient', 'subject'])
      .where('kind', '=', 'LATE_PAYMENT_REFUND')
      .where('recipient', '=', buyer.email)
      .execute();
    expect(mail.some((message) => message.subject.includes(order.number))).toBe(true);
    expect(await handle.db.selectFrom('bookings').select('booking_number').where('booking_number', '=', order.number).executeTakeFirst()).toBeUndefined();
    // Mollie sends it: read back a minute later, the order is refunded.
    await sql`update order_refunds set updated_at = now() - interval '2 minutes' where order_id = ${result.orderId}`.execute(handle.db);
    await sweepOrders(handle.db, getPaymentProvider(handle.db, {}));
    expect((await getOrder(handle.db, result.orderId))?.status).toBe('refunded');
    await setRoomsLeft(5);
  });

  it('gives a paid e-gift card a code, its voucher and the recipient e-mail on its send date; a physical box is to ship', async () => {
    const sendOn = addIsoDays(today, 30);
    const card = await submit({ kind: 'GIFT', query: 'type=GIFT_CARD&amount=5000&giftFormat=digital' }, nextKey(), {
      ...buyer,
      recipientName: 'Noa',
      recipientEmail: 'noa@example.com',
      fromName: 'Camille',
      message: 'Joyeux anniversaire',
      sendOn,
    });
    if (!card.ok) throw new Error(JSON.stringify(card.errors));
    expect(card.totalCents).toBe(5000);
    expect((await pay(card.paymentUrl, 'paid')).status).toBe('confirmed');
    const line = await handle.db.selectFrom('order_lines').selectAll().where('order_id', '=', card.orderId).where('position', '=', 1).executeTakeFirstOrThrow();
    expect(line.gift_code).toMatch(/^HALTE-/);
    const code = await handle.db.selectFrom('gift_codes').selectAll().where('code', '=', line.gift_code!).executeTakeFirstOrThrow();
    expect(code).toMatchObject({ kind: 'GIFT_CARD', amount: 5000, order_id: card.orderId, used_at: null });
    const mails = await handle.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', 'in', ['noa@example.com', 'camille.order@example.com'])
      .where('kind', 'in', ['GIFT_RECIPIENT', 'ORDER_CONFIRMATION'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const recipientMail = mails.find((mail) => mail.kind === 'GIFT_RECIPIENT');
    expect(recipientMail?.recipient).toBe('noa@example.com');
    expect(new Date(recipientMail!.send_at).toISOString().slice(0, 10)).toBe(sendOn);
    expect(JSON.stringify(recipientMail!.attachments)).toContain('application/pdf');
    expect(mails.find((mail) => mail.kind === 'ORDER_CONFIRMATION')?.recipient).toBe('camille.order@example.com');

    const box = await handle.db.selectFrom('boxes').select('code').where('format', '=', 'physical').executeTakeFirstOrThrow();
    const physical = await submit({ kind: 'GIFT', query: `type=BOX&code=${box.code}&giftFormat=physical` }, nextKey(), {
      ...buyer,
      recipientName: 'Lou',
      street: '1 rue de Rivoli',
      postcode: '75001',
      city: 'Paris',
    });
    if (!physical.ok) throw new Error(JSON.stringify(physical.errors));
    await pay(physical.paymentUrl, 'paid');
    expect(await getOrder(handle.db, physical.orderId)).toMatchObject({ status: 'confirmed', fulfilment: 'to_ship' });
    const gifts = await getCustomerGifts(handle.db, await provenAccount(handle.db, buyer.email));
    expect(gifts.find((gift) => gift.orderId === physical.orderId)).toMatchObject({
      fulfilment: 'to_ship',
      format: 'physical',
      codes: [expect.stringMatching(/^HALTE-/)],
    });
    expect(gifts.find((gift) => gift.orderId === card.orderId)).toMatchObject({ sendOn, recipientEmail: 'noa@example.com', type: 'GIFT_CARD' });
  });

  it('sells an activity voucher for oneself or as a gift at the catalog price, with an activity code once paid', async () => {
    const activity = await handle.db
      .selectFrom('activity_products')
      .select(['id', 'prices'])
      .where('published', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const prices = activity.prices as unknown as { adults: number; sellPrice: number }[];
    const own = await submit({ kind: 'ACTIVITY', activityId: activity.id, participants: 2, ownUse: true });
    if (!own.ok) throw new Error(JSON.stringify(own.errors));
    expect(own.totalCents).toBeGreaterThan(0);
    await pay(own.paymentUrl, 'paid');
    const line = await handle.db.selectFrom('order_lines').select('gift_code').where('order_id', '=', own.orderId).executeTakeFirstOrThrow();
    expect(await handle.db.selectFrom('gift_codes').select(['kind', 'activity_id']).where('code', '=', line.gift_code!).executeTakeFirst()).toEqual({
      kind: 'ACTIVITY',
      activity_id: activity.id,
    });
    // As a gift it asks the recipient (defect 6: the name and message fields exist).
    const gift = await submit({ kind: 'ACTIVITY', activityId: activity.id, participants: 1, ownUse: false });
    expect(gift).toEqual({ ok: false, errors: { recipientName: 'mandatory', recipientEmail: 'mandatory' } });
    expect(prices.length).toBeGreaterThan(0);
  });

  it('answers the webhook 200 for an unknown payment and changes nothing, 400 without an id', async () => {
    const unknown = await call(webhook, { rawBody: 'id=tr_unknown123' });
    expect(unknown.status).toBe(200);
    const missing = await call(webhook, { rawBody: 'nothing=1' });
    expect(missing.status).toBe(400);
  });

  it('refuses a tampered price, a price field, or a party size the catalog does not sell, with a readable 400', async () => {
    const cartId = await newCart();
    const body = { locale: 'fr_FR', formKey: nextKey(), target: { kind: 'STAY', cartId }, details: buyer };
    const tampered = await call(postOrder, { body: { ...body, expectedTotal: 1 } });
    expect(tampered.status).toBe(400);
    expect(tampered.json.error).toMatch(/not the price of this stay/);
    const priced = await call(postOrder, { body: { ...body, price: 1 } });
    expect(priced.status).toBe(400);
    expect(priced.json.error).toMatch(/price/);
    const activity = await handle.db.selectFrom('activity_products').select('id').where('published', '=', true).executeTakeFirstOrThrow();
    const party = await call(postOrder, { body: { ...body, target: { kind: 'ACTIVITY', activityId: activity.id, participants: 9, ownUse: true } } });
    expect(party.status).toBe(400);
    expect(party.json.error).toMatch(/9 participants/);
    const code = await call(postOrder, { body: { ...body, target: { kind: 'GIFT', query: 'type=BOX&code=NOPE&giftFormat=digital' } } });
    expect([400, 404]).toContain(code.status);
    const fields = await call(postOrder, { body: { ...body, details: { ...buyer, email: 'nope' } } });
    expect(fields.status).toBe(400);
    expect(fields.json.details).toEqual([{ path: 'email', message: 'email' }]);
    const created = await call(postOrder, { body });
    expect(created.status).toBe(201);
    expect(created.json.paymentUrl).toMatch(/\/fr\/paiement-test\/tr_\w{10}$/);
  });
});
