import type { APIContext } from 'astro';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatedActivityIds } from '../../src/domain/activity-dates';
import { addIsoDays } from '../../src/domain/iso-date';
import { MARKETS, type MarketKey } from '../../src/i18n/markets';
import { POST as postCart } from '../../src/pages/api/cart';
import { POST as postLogin } from '../../src/pages/api/beneficiary/login';
import { POST as postCancel } from '../../src/pages/api/account/trips/cancel';
import { getTrips } from '../../src/server/account/trips.server';
import { GET as getQuoteRoute } from '../../src/pages/api/beneficiary/quote';
import { loadCheckoutPage } from '../../src/features/checkout/checkout-page.server';
import { findGiftByCode } from '../../src/server/beneficiary/gift-codes.server';
import { getGiftQuote, loadGiftPackage } from '../../src/server/beneficiary/gift-quote.server';
import { getGiftBookability } from '../../src/server/beneficiary/gift-bookability.server';
import { checkGiftCard } from '../../src/server/gift-cards/gift-cards.server';
import { exchangeVoucher } from '../../src/server/gift-cards/gift-extension.server';
import { issueGiftCode } from '../../src/server/gift/issue-gift-code.server';
import { GiftCodeTakenError, GiftNotUsableError, getGiftPaymentForStay, giveBackGiftCode } from '../../src/server/beneficiary/gift-redemption.server';
import { getGiftStayContext } from '../../src/server/beneficiary/gift-stay-context.server';
import { createCart } from '../../src/server/cart/cart.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import type { PackageItem } from '../../src/server/db/schema';
import { cancelBooking, getCancellationSettlement, previewCancellation } from '../../src/server/orders/booking-cancellation.server';
import { submitOrder } from '../../src/server/orders/checkout-orders.server';
import { getOrder, getOrderLines, handlePaymentUpdate, placeOrder, sweepOrders, type OrderDraft } from '../../src/server/orders/orders.server';
import { settleStandInPayment } from '../../src/server/payments/mollie-stand-in.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { callRoute, newGiftCode } from './gift-holder';
import { openTestDatabase, provenAccount, TARGETS } from './harness';
import { DIRECT_STAY_ORDER } from './paid-stays';

const buyer = { firstName: 'Lou', lastName: 'Bernard', email: 'lou.gift@example.com', phone: '0612345678', terms: 'on' };
const newCode = () => newGiftCode('T');

describe.each(TARGETS)('booking with a gift code on $name', ({ url }) => {
  let handle: DatabaseHandle;
  const today = getToday();
  const market = MARKETS.fr;
  let stay: { packageId: number; hotelId: number; checkin: string; nights: number; activities: string[]; total: number; deadline: string };
  let key = 0;

  /** A single voucher of this site (or another's) worth `amount` cents for `nights` (the stay's), valid a year. */
  const issueVoucher = async (amount: number, codeMarket: MarketKey = 'fr', nights = stay.nights) => {
    const code = newCode();
    await handle.db
      .insertInto('gift_codes')
      .values({
        code,
        kind: 'SINGLE_VOUCHER',
        box_code: null,
        amount,
        nights,
        market: codeMarket,
        affiliate_id: 'halte-test',
        expires_on: addIsoDays(today, 365),
        used_at: null,
      })
      .execute();
    return code;
  };
  /** The buyer settles the order's payment on the Mollie stand-in's page as `outcome`, then the site hears it; answers the payment id and the order's new state. */
  const pay = async (paymentUrl: string, outcome: 'paid' | 'failed' | 'expired') => {
    const paymentId = paymentUrl.split('/').pop()!;
    await settleStandInPayment(handle.db, paymentId, outcome);
    return { paymentId, state: await handlePaymentUpdate(handle.db, getPaymentProvider(handle.db, {}), paymentId, 'test') };
  };
  /** The stay for two adults with its activities, as a cart is asked for it. */
  const stayRequest = () => ({
    packageId: stay.packageId,
    checkin: stay.checkin,
    nights: stay.nights,
    adults: 2,
    children: 0,
    babies: 0,
    activitySelectionList: stay.activities,
  });
  /** A cart of the stay for two adults with its activities, its price paid first by the gift `giftCode` if any; answers its id. */
  const stayCart = async (giftCode?: string) => {
    const result = await createCart(handle.db, { market: 'fr', ...stayRequest(), giftCode }, today);
    if (!('cartId' in result)) throw new Error('no cart');
    return result.cartId;
  };
  const giftCart = async (code: string) => {
    const gift = await getGiftPaymentForStay(
      handle.db,
      code,
      market,
      { packageId: stay.packageId, checkin: stay.checkin, nights: stay.nights, adults: 2, children: 0, babies: 0 },
      today,
    );
    return stayCart(gift.code);
  };
  /** The buyer orders cart `cartId`, agreeing to pay `expectedTotal` if given, with the gift card `giftCard` if any. */
  const submit = (cartId: string, expectedTotal?: number, giftCard?: string) =>
    submitOrder(handle.db, getPaymentProvider(handle.db, {}), {
      market,
      target: { kind: 'STAY', cartId },
      values: buyer,
      formKey: `gift-key-${Date.now()}-${(key += 1)}`,
      customerId: null,
      origin: 'http://halte.test',
      today,
      expectedTotal,
      giftCard,
    });
  const giveBackInTransaction = (orderId: string) => handle.db.transaction().execute((trx) => giveBackGiftCode(trx, orderId));
  const codeRow = (code: string) =>
    handle.db.selectFrom('gift_codes').select(['used_at', 'redeemed_by_order']).where('code', '=', code).executeTakeFirstOrThrow();
  const roomsLeft = async () =>
    Number(
      (await sql<{ n: number }>`select rooms_left as n from hotel_days where hotel_id = ${stay.hotelId} and day = ${stay.checkin}`.execute(handle.db)).rows[0]
        ?.n,
    );
  const setRoomsLeft = (n: number) =>
    sql`update hotel_days set rooms_left = ${n} where hotel_id = ${stay.hotelId} and day >= ${stay.checkin} and day < ${addIsoDays(stay.checkin, stay.nights)}`.execute(
      handle.db,
    );

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    // A cancellable single-voucher stay at least 30 days ahead that a voucher can book (its own length).
    const found = await sql<{ id: number; hotel_id: number; nights: number; items: PackageItem[]; day: string; cancellation_days: number }>`
      select p.id, p.hotel_id, p.nights, p.items, p.cancellation_days, d.day from packages p join hotels h on h.id = p.hotel_id
      join hotel_days d on d.hotel_id = p.hotel_id and d.day >= current_date + 30 and d.status > 0 and d.min_los <= p.nights
      where p.published and h.active and p.expiration is null and p.item_category = 'single_voucher' and p.cancellable
      order by p.id, d.day limit 200`.execute(handle.db);
    for (const row of found.rows) {
      const probe = await issueVoucher(1, 'fr', row.nights);
      const quote = await getGiftQuote(handle.db, probe, row.id, row.day, row.nights, 'fr', today);
      if (!quote?.stay) continue;
      const activities = getDatedActivityIds(row.items).map((id) => `${id}_${row.day}`);
      stay = {
        packageId: row.id,
        hotelId: row.hotel_id,
        checkin: row.day,
        nights: row.nights,
        activities,
        total: quote.stay.total,
        deadline: addIsoDays(row.day, -row.cancellation_days),
      };
      return;
    }
    throw new Error('The test catalog has no bookable cancellable single-voucher stay');
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('a stay the gift covers costs 0 € and is confirmed without the payment provider; the code is then used', async () => {
    await setRoomsLeft(5);
    const code = await issueVoucher(stay.total + 10_000);
    const cartId = await giftCart(code);
    // The checkout shows the gift as the first payment line, nothing left to pay, and what the voucher keeps.
    const page = await loadCheckoutPage(handle.db, market, cartId, today);
    expect(page?.gift).toMatchObject({
      code,
      paysCents: page!.price.totalPrice,
      refused: null,
      leftover: { cents: stay.total + 10_000 - page!.price.totalPrice },
    });
    expect(page?.price.remainingAmountToPay).toBe(0);
    const result = await submit(cartId, 0);
    if (!result.ok) throw new Error('not ok');
    expect(result.paymentUrl).toBe(`http://halte.test/fr/commande/confirmation/${result.orderId}`);
    const order = await getOrder(handle.db, result.orderId);
    expect(order).toMatchObject({ status: 'confirmed', amount_due_cents: 0, total_cents: 0, payment_id: null });
    expect((await getOrderLines(handle.db, result.orderId)).map((line) => [line.kind, line.total_cents])).toEqual([
      ['STAY', page!.price.totalPrice],
      ['GIFT_CODE', -page!.price.totalPrice],
    ]);
    const booking = await handle.db.selectFrom('bookings').selectAll().where('booking_number', '=', result.number).executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ status: 'CONFIRMED', checkin: stay.checkin, adults: 2, amount: 0 });
    expect(await codeRow(code)).toMatchObject({ redeemed_by_order: result.orderId });
    expect((await codeRow(code)).used_at).not.toBeNull();
    expect((await findGiftByCode(handle.db, code, 'fr', today)).status).toBe('used');
    expect(await roomsLeft()).toBe(4);
  });

  it('a 0 € order a stopped process left pending is confirmed by the sweep, not expired', async () => {
    const code = await issueVoucher(stay.total + 10_000);
    const cartId = await giftCart(code);
    // Stored as submitOrder stores it, then the process "stops" before settling it.
    const result = await submit(cartId, 0);
    if (!result.ok) throw new Error('not ok');
    await sql`update orders set status = 'pending_payment', payment_expires_at = now() - interval '1 minute' where id = ${result.orderId}`.execute(handle.db);
    await sql`delete from bookings where booking_number = ${result.number}`.execute(handle.db);
    expect(await sweepOrders(handle.db, getPaymentProvider(handle.db, {}))).toBeGreaterThanOrEqual(1);
    expect((await getOrder(handle.db, result.orderId))?.status).toBe('confirmed');
    expect((await findGiftByCode(handle.db, code, 'fr', today)).status).toBe('used');
  });

  it('a supplement goes through Mollie (the stand-in); a failed payment gives the code back, a paid one spends it', async () => {
    await setRoomsLeft(5);
    const gift = 5_000;
    const code = await issueVoucher(gift);
    const first = await submit(await giftCart(code));
    if (!first.ok) throw new Error('not ok');
    expect(first.paymentUrl).toMatch(/\/fr\/paiement-test\/tr_\w{10}$/);
    const order = await getOrder(handle.db, first.orderId);
    expect(order?.amount_due_cents).toBe(order!.total_cents);
    expect(order?.amount_due_cents).toBeGreaterThanOrEqual(stay.total - gift);
    // While the payment is pending, the code is taken.
    expect((await findGiftByCode(handle.db, code, 'fr', today)).status).toBe('used');
    expect((await pay(first.paymentUrl, 'failed')).state).toBe('payment_failed');
    expect(await codeRow(code)).toEqual({ used_at: null, redeemed_by_order: null });
    expect(await roomsLeft()).toBe(5);

    const second = await submit(await giftCart(code));
    if (!second.ok) throw new Error('not ok');
    expect((await pay(second.paymentUrl, 'paid')).state).toBe('confirmed');
    expect(await codeRow(code)).toMatchObject({ redeemed_by_order: second.orderId });
  });

  it('an expired payment gives the code back too', async () => {
    const code = await issueVoucher(5_000);
    const result = await submit(await giftCart(code));
    if (!result.ok) throw new Error('not ok');
    expect((await pay(result.paymentUrl, 'expired')).state).toBe('expired');
    expect((await findGiftByCode(handle.db, code, 'fr', today)).status).toBe('valid');
  });

  it('two browsers using one code at once give exactly one booking (10 concurrent orders)', async () => {
    await setRoomsLeft(20);
    const code = await issueVoucher(stay.total + 10_000);
    const carts = await Promise.all(Array.from({ length: 10 }, () => giftCart(code)));
    const settled = await Promise.allSettled(carts.map((cartId) => submit(cartId)));
    const made = settled.filter((outcome) => outcome.status === 'fulfilled' && outcome.value.ok);
    const refused = settled.filter((outcome) => outcome.status === 'rejected');
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(9);
    // Refused at the spending UPDATE, or (once the winner has committed) already at the check before it.
    for (const { reason } of refused as PromiseRejectedResult[])
      expect(reason instanceof GiftCodeTakenError || (reason instanceof GiftNotUsableError && reason.reason === 'used'), String(reason)).toBe(true);
    const orders = await handle.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where(sql<boolean>`details->'giftRedemption'->>'code' = ${code}`)
      .execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]?.status).toBe('confirmed');
    const bookings = await handle.db
      .selectFrom('bookings as b')
      .innerJoin('orders as o', 'o.number', 'b.booking_number')
      .select('b.booking_number')
      .where(sql<boolean>`o.details->'giftRedemption'->>'code' = ${code}`)
      .execute();
    expect(bookings).toHaveLength(1);
    // The refused orders' room holds were rolled back with them.
    expect(await roomsLeft()).toBe(19);
  }, 60_000);

  it('the spending UPDATE alone lets one of 10 concurrent orders have the code, and rolls back the others with their room holds', async () => {
    await setRoomsLeft(20);
    const code = await issueVoucher(stay.total);
    const draft = (index: number): OrderDraft => ({
      ...DIRECT_STAY_ORDER,
      idempotencyKey: `race-${code}-${index}`,
      buyer: { firstName: 'Lou', lastName: 'Bernard', email: buyer.email, phone: null },
      details: {},
      lines: [{ kind: 'STAY', label: 'Stay', productRef: null, quantity: 1, unitCents: 0 }],
      amountDueCents: 0,
      hold: { hotelId: stay.hotelId, checkin: stay.checkin, nights: 1, rooms: 1 },
      giftCode: { code, today, cents: stay.total },
    });
    const settled = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => placeOrder(handle.db, draft(index))));
    const placed = settled.filter((outcome) => outcome.status === 'fulfilled');
    expect(placed).toHaveLength(1);
    for (const outcome of settled.filter((candidate) => candidate.status === 'rejected'))
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(GiftCodeTakenError);
    expect(await codeRow(code)).toMatchObject({ redeemed_by_order: (placed[0] as PromiseFulfilledResult<{ order: { id: string } }>).value.order.id });
    expect(await roomsLeft()).toBe(19);
  }, 60_000);

  it('a booking cancelled within its cancellation window gives the code back whole', async () => {
    await setRoomsLeft(5);
    const code = await issueVoucher(stay.total + 10_000);
    const result = await submit(await giftCart(code));
    if (!result.ok) throw new Error('not ok');
    expect(await roomsLeft()).toBe(4);
    expect(await cancelBooking(handle.db, result.number, { email: 'someone.else@example.com' }, today)).toBe('notFound');
    // The gift paid the whole stay: it comes back whole, worth more than the policy's 80 %, and no money is refunded.
    const preview = await previewCancellation(handle.db, result.number, { email: buyer.email }, stay.deadline);
    expect(preview?.refund).toMatchObject({ window: 'open', cardCents: 0, giftCardCents: 0, giftCode: code, giftCodeCents: stay.total });
    // A confirmation that showed another refund cancels nothing.
    expect(await cancelBooking(handle.db, result.number, { email: buyer.email }, stay.deadline, undefined, 0)).toBe('refundChanged');
    expect((await findGiftByCode(handle.db, code, 'fr', today)).status).toBe('used');
    expect(await cancelBooking(handle.db, result.number, { email: 'LOU.GIFT@example.com' }, stay.deadline, undefined, stay.total)).toBe('cancelled');
    expect((await handle.db.selectFrom('bookings').select('status').where('booking_number', '=', result.number).executeTakeFirstOrThrow()).status).toBe(
      'CANCELLED',
    );
    expect((await findGiftByCode(handle.db, code, 'fr', today)).status).toBe('valid');
    expect(await roomsLeft()).toBe(5);
    // The trips page tells this customer the gift code is back, and nothing about a card: nothing was paid by card.
    expect(await getCancellationSettlement(handle.db, result.number, { email: buyer.email })).toEqual({ cardCents: 0, giftCardCents: 0, giftCode: code });
    expect(await getCancellationSettlement(handle.db, result.number, { email: 'someone.else@example.com' })).toBeNull();
    expect(await cancelBooking(handle.db, result.number, { email: buyer.email }, today)).toBe('alreadyCancelled');
    // The code given back books again.
    const again = await submit(await giftCart(code));
    expect(again.ok).toBe(true);
  });

  it('a booking cancelled after its deadline is cancelled, its rooms back on sale, and nothing is refunded: the code stays used', async () => {
    await setRoomsLeft(5);
    const code = await issueVoucher(stay.total + 10_000);
    const result = await submit(await giftCart(code));
    if (!result.ok) throw new Error('not ok');
    const late = addIsoDays(stay.deadline, 1);
    expect(await previewCancellation(handle.db, result.number, { email: buyer.email }, late)).toEqual({
      cancellable: true,
      deadline: stay.deadline,
      giftCode: code,
      refund: { window: 'deadlinePassed', policyCents: 0, cardCents: 0, giftCardCents: 0, giftCode: null, giftCodeCents: 0 },
    });
    expect(await cancelBooking(handle.db, result.number, { email: buyer.email }, late, undefined, 0)).toBe('cancelled');
    expect(await roomsLeft()).toBe(5);
    expect((await findGiftByCode(handle.db, code, 'fr', today)).status).toBe('used');
    expect(await getCancellationSettlement(handle.db, result.number, { email: buyer.email })).toEqual({ cardCents: 0, giftCardCents: 0, giftCode: null });
    const mail = await sql<{
      body: string;
    }>`select body from outbox_messages where kind = 'BOOKING_CANCELLATION' and body like ${`%${result.number}%`}`.execute(handle.db);
    expect(mail.rows[0]?.body).toContain('Rien n’est remboursé');
  });

  it('a cancelled booking with a paid supplement gets the code back and the rest of 80 % of each night once through the provider; a provider outage is retried by the sweep', async () => {
    await setRoomsLeft(5);
    const code = await issueVoucher(5_000);
    const result = await submit(await giftCart(code));
    if (!result.ok) throw new Error('not ok');
    const { paymentId, state } = await pay(result.paymentUrl, 'paid');
    expect(state).toBe('confirmed');
    const order = (await getOrder(handle.db, result.orderId))!;
    expect(order.amount_due_cents).toBeGreaterThan(0);
    // The order keeps each night's price; the gift code (worth 50 € here) counts first, the card gets the rest.
    const nightPrices = (order.details as { stay: { nightPrices: number[] } }).stay.nightPrices;
    expect(nightPrices).toHaveLength(stay.nights);
    expect(nightPrices.reduce((sum, price) => sum + price, 0)).toBe(stay.total);
    const refunded = nightPrices.reduce((sum, price) => sum + Math.floor((price * 4) / 5), 0) - 5_000;
    expect(refunded).toBeGreaterThan(0);
    expect((await previewCancellation(handle.db, result.number, { email: buyer.email }, today))?.refund).toMatchObject({
      cardCents: refunded,
      giftCardCents: 0,
      giftCode: code,
      giftCodeCents: 5_000,
    });
    // The provider is out of reach when the customer cancels: the cancellation stands, the refund waits.
    const down = { ...getPaymentProvider(handle.db, {}), refundPayment: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    expect(await cancelBooking(handle.db, result.number, { email: buyer.email }, today, down)).toBe('cancelled');
    const refund = () => handle.db.selectFrom('order_refunds').selectAll().where('order_id', '=', result.orderId).executeTakeFirstOrThrow();
    expect(await refund()).toMatchObject({ status: 'pending', amount_cents: refunded, payment_id: paymentId, attempts: 1 });
    expect((await findGiftByCode(handle.db, code, 'fr', today)).status).toBe('valid');
    // The sweep asks again once the provider answers; a second sweep and a second cancellation refund nothing more.
    await sql`update order_refunds set updated_at = now() - interval '1 minute' where order_id = ${result.orderId}`.execute(handle.db);
    await sweepOrders(handle.db, getPaymentProvider(handle.db, {}));
    // Mollie answers a new refund 'pending' (requested here); read back a minute later, it has been sent.
    expect(await refund()).toMatchObject({ status: 'requested', amount_cents: refunded, attempts: 2 });
    await sql`update order_refunds set updated_at = now() - interval '2 minutes' where order_id = ${result.orderId}`.execute(handle.db);
    await sweepOrders(handle.db, getPaymentProvider(handle.db, {}));
    expect(await refund()).toMatchObject({ status: 'refunded', amount_cents: refunded, attempts: 2 });
    await sweepOrders(handle.db, getPaymentProvider(handle.db, {}));
    expect(await cancelBooking(handle.db, result.number, { email: buyer.email }, today, getPaymentProvider(handle.db, {}))).toBe('alreadyCancelled');
    const refunds = await handle.db.selectFrom('stand_in_refunds').selectAll().where('payment_id', '=', paymentId).execute();
    expect(refunds.map((row) => row.amount_cents)).toEqual([refunded]);
    expect(await getCancellationSettlement(handle.db, result.number, { email: buyer.email })).toEqual({
      cardCents: refunded,
      giftCardCents: 0,
      giftCode: code,
    });
  });

  it('a refund the provider is still processing is read back by the sweep until it is sent', async () => {
    await setRoomsLeft(5);
    const result = await submit(await giftCart(await issueVoucher(5_000)));
    if (!result.ok) throw new Error('not ok');
    expect((await pay(result.paymentUrl, 'paid')).state).toBe('confirmed');
    // Like Mollie: the refund is queued first, sent later.
    let sent = false;
    const processing = {
      ...getPaymentProvider(handle.db, {}),
      refundPayment: async () => ({ id: 're_processing01', status: 'requested' as const }),
      getRefund: async () => ({ id: 're_processing01', status: sent ? ('refunded' as const) : ('requested' as const) }),
    };
    expect(await cancelBooking(handle.db, result.number, { email: buyer.email }, today, processing)).toBe('cancelled');
    const refund = () =>
      handle.db.selectFrom('order_refunds').select(['status', 'provider_refund_id']).where('order_id', '=', result.orderId).executeTakeFirstOrThrow();
    expect(await refund()).toEqual({ status: 'requested', provider_refund_id: 're_processing01' });
    const age = () => sql`update order_refunds set updated_at = now() - interval '2 minutes' where order_id = ${result.orderId}`.execute(handle.db);
    await age();
    await sweepOrders(handle.db, processing);
    expect((await refund()).status).toBe('requested');
    sent = true;
    await age();
    await sweepOrders(handle.db, processing);
    expect((await refund()).status).toBe('refunded');
  });

  it('the trips page shows what a cancellation gives back before it is confirmed, and its form cancels and gives the code back', async () => {
    await setRoomsLeft(5);
    const code = await issueVoucher(stay.total + 10_000);
    const result = await submit(await giftCart(code));
    if (!result.ok) throw new Error('not ok');
    const account = await provenAccount(handle.db, buyer.email);
    const trip = (await getTrips(handle.db, account, today)).upcoming.find((candidate) => candidate.bookingNumber === result.number);
    expect(trip?.cancellation).toMatchObject({
      cancellable: true,
      deadline: stay.deadline,
      giftCode: code,
      refund: { window: 'open', giftCode: code, cardCents: 0 },
    });
    const late = (await getTrips(handle.db, account, addIsoDays(stay.deadline, 1))).upcoming.find((candidate) => candidate.bookingNumber === result.number);
    expect(late?.cancellation).toMatchObject({ cancellable: true, refund: { window: 'deadlinePassed', giftCode: null } });
    const post = (customer: { id: string; email: string } | null, refund: string) =>
      postCancel({
        request: new Request('http://halte.test/api/account/trips/cancel', {
          method: 'POST',
          body: new URLSearchParams({ booking: result.number, market: 'fr', refund }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        locals: { customer },
      } as unknown as APIContext);
    expect((await post(null, String(stay.total))).status).toBe(401);
    // A confirmation that showed another refund cancels nothing.
    const stale = await post({ id: account, email: buyer.email }, '0');
    expect(stale.headers.get('location')).toBe(`/fr/account/trips?booking=${result.number}&cancellation=refundChanged`);
    const answer = await post({ id: account, email: buyer.email }, String(stay.total));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/fr/account/trips?booking=${result.number}&cancellation=cancelled`);
    expect((await findGiftByCode(handle.db, code, 'fr', today)).status).toBe('valid');
  });

  it('a forged context never lowers a price: the server reads the code from the cookie and checks it on every quote and order', async () => {
    const gift = 5_000;
    const code = await issueVoucher(gift);
    const base = { locale: 'fr_FR', ...stayRequest() };
    // Without the cookie, with a used code, or for another party, no gift cart is made.
    expect((await callRoute(postCart, { method: 'POST', body: { ...base, useGift: true } })).status).toBe(400);
    const used = await issueVoucher(gift);
    await handle.db.updateTable('gift_codes').set({ used_at: new Date() }).where('code', '=', used).execute();
    expect((await callRoute(postCart, { method: 'POST', body: { ...base, useGift: true } }, used)).json).toMatchObject({
      error: 'This gift cannot pay for this stay: used',
    });
    expect((await callRoute(postCart, { method: 'POST', body: { ...base, adults: 1, useGift: true } }, code)).status).toBe(400);
    // Amounts sent with the cart are not read: the gift pays its own value.
    const made = await callRoute(
      postCart,
      { method: 'POST', body: { ...base, useGift: true, giftCode: 'HALTE-SV-VALID', giftAmount: 99_999_999, giftValue: 99_999_999, supplement: 0 } },
      code,
    );
    expect(made.status).toBe(201);
    const cartId = String(made.json?.cartId);
    const page = await loadCheckoutPage(handle.db, market, cartId, today);
    expect(page?.gift).toMatchObject({ code, paysCents: gift });
    const due = page!.price.remainingAmountToPay;
    expect(due).toBe(page!.price.totalPrice - gift);
    // A total of 0 € sent with the order is refused; the quote ignores amounts in its query.
    await expect(submit(cartId, 0)).rejects.toThrow(/not the price of this stay/);
    const quote = await callRoute(
      getQuoteRoute,
      { query: { locale: 'fr_FR', packageId: stay.packageId, checkin: stay.checkin, nights: stay.nights, giftAmount: 99_999_999, supplement: 0 } },
      code,
    );
    expect(quote.json).toMatchObject({ giftValue: gift, supplement: stay.total - gift, status: 'supplement' });
    // The code is spent by another browser before this order: the order is refused, nothing is charged.
    await handle.db.updateTable('gift_codes').set({ used_at: new Date() }).where('code', '=', code).execute();
    await expect(submit(cartId, due)).rejects.toBeInstanceOf(GiftNotUsableError);
    expect((await loadCheckoutPage(handle.db, market, cartId, today))?.gift).toMatchObject({ refused: 'used', paysCents: 0 });
  });

  it('a code of another market says which site it belongs to, and prices nothing here; Belgium is one site in two languages', async () => {
    const dutch = await issueVoucher(5_000, 'nl');
    const login = await callRoute(postLogin, { method: 'POST', form: { code: dutch.toLowerCase(), locale: 'fr_FR' } });
    expect(login).toMatchObject({ status: 303, location: '/fr/cadeau/utiliser?error=otherMarket&site=nl' });
    expect(login.set.halte_gift).toBeUndefined();
    expect(
      (await callRoute(getQuoteRoute, { query: { locale: 'fr_FR', packageId: stay.packageId, checkin: stay.checkin, nights: stay.nights } }, dutch)).status,
    ).toBe(404);
    await expect(
      getGiftPaymentForStay(
        handle.db,
        dutch,
        market,
        { packageId: stay.packageId, checkin: stay.checkin, nights: stay.nights, adults: 2, children: 0, babies: 0 },
        today,
      ),
    ).rejects.toMatchObject({ reason: 'otherMarket' });
    expect(await getGiftStayContext(handle.db, dutch, market, stay.packageId, today)).toBeNull();
    expect(await getGiftStayContext(handle.db, dutch, MARKETS.nl, stay.packageId, today)).toMatchObject({ kind: 'SINGLE_VOUCHER', amount: 5_000 });
    // A Belgian gift sends a French-speaking visitor to the Belgian site in French.
    const flemish = await issueVoucher(5_000, 'be-nl');
    expect(await callRoute(postLogin, { method: 'POST', form: { code: flemish, locale: 'fr_FR' } })).toMatchObject({
      location: '/fr/cadeau/utiliser?error=otherMarket&site=be-fr',
    });
    const belgian = await issueVoucher(5_000, 'be-fr');
    const bnl = await callRoute(postLogin, { method: 'POST', form: { code: belgian, locale: 'nl_BE' } });
    expect(bnl).toMatchObject({ status: 303, location: '/be-nl/cadeau/verblijven' });
    expect(bnl.set.halte_gift).toBe(belgian);
  });
  it('a voucher worth more than its stay keeps the rest on its code: said before paying, a gift card balance after, spent on a second stay, and back whole when the first booking is undone', async () => {
    await setRoomsLeft(5);
    const code = await issueVoucher(stay.total + 7_356);
    const cartId = await giftCart(code);
    const quote = await getGiftQuote(handle.db, code, stay.packageId, stay.checkin, stay.nights, 'fr', today);
    const page = await loadCheckoutPage(handle.db, market, cartId, today);
    const keeps = stay.total + 7_356 - page!.price.totalPrice;
    expect(quote?.leftover).toBe(keeps);
    expect(page?.gift?.leftover?.cents).toBe(keeps);
    const first = await submit(cartId, 0);
    if (!first.ok) throw new Error('not ok');
    const stored = await getOrder(handle.db, first.orderId);
    expect((stored?.details as { giftRedemption: unknown }).giftRedemption).toMatchObject({ code, leftoverCents: keeps });
    const mail = await handle.db
      .selectFrom('outbox_messages')
      .select(['body'])
      .where('recipient', '=', buyer.email)
      .where('kind', '=', 'ORDER_CONFIRMATION')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const text = mail.body ?? '';
    expect(text).toContain(code);
    expect(text.replace(/\s/g, ' ')).toContain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(keeps / 100).replace(/\s/g, ' '));
    // Used for stays, money for anything else.
    expect((await findGiftByCode(handle.db, code, 'fr', today)).status).toBe('used');
    expect(await checkGiftCard(handle.db, code, market, today)).toMatchObject({ ok: true, card: { balanceCents: keeps } });
    // A second stay paid in part by what is left.
    const second = await submit(await stayCart(), undefined, code);
    if (!second.ok) throw new Error('not ok');
    const secondOrder = await getOrder(handle.db, second.orderId);
    expect(secondOrder!.total_cents - secondOrder!.amount_due_cents).toBe(keeps);
    expect((await pay(second.paymentUrl, 'paid')).state).toBe('confirmed');
    expect(await checkGiftCard(handle.db, code, market, today)).toMatchObject({ ok: false, problem: 'empty' });
    // The first booking undone in time gives the voucher back, worth what the second stay did not take.
    await giveBackInTransaction(first.orderId);
    const back = await findGiftByCode(handle.db, code, 'fr', today);
    expect(back).toMatchObject({ status: 'valid', gift: { amount: stay.total + 7_356 - keeps } });
    // Exchanged now, it gives a gift card of what is left, never of its first amount.
    expect(await exchangeVoucher(handle.db, code, market, today)).toMatchObject({ ok: true, amountCents: stay.total + 7_356 - keeps });
  });

  it('a gifted stay opens its own package only, counts one stay on its meter, and its quote is the package at the gift party', async () => {
    const other = await handle.db
      .selectFrom('packages')
      .select('id')
      .where('published', '=', true)
      .where('item_category', '=', 'weekend')
      .where('id', '!=', stay.packageId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const code = await issueGiftCode(handle.db, {
      kind: 'SINGLE_VOUCHER',
      market: 'fr',
      amountCents: stay.total,
      nights: stay.nights,
      packageId: other.id,
      validUntil: addIsoDays(today, 365),
    });
    const found = await findGiftByCode(handle.db, code, 'fr', today);
    if (found.status !== 'valid') throw new Error('not valid');
    expect(found.gift.packageId).toBe(other.id);
    expect(await loadGiftPackage(handle.db, found.gift, other.id)).not.toBeNull();
    // Not another single-voucher stay, although a single voucher of the same value would open it.
    expect(await loadGiftPackage(handle.db, found.gift, stay.packageId)).toBeNull();
    expect(await getGiftStayContext(handle.db, code, market, other.id, today)).toMatchObject({ kind: 'SINGLE_VOUCHER' });
    expect(await getGiftStayContext(handle.db, code, market, stay.packageId, today)).toBeNull();
    expect((await getGiftBookability(handle.db, found.gift, today)).stays).toBe(1);
  });
});
