import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatedActivityIds } from '../../src/domain/activity-dates';
import { formatMoney } from '../../src/domain/money';
import { getPayLaterPlan, type ScheduledPayment } from '../../src/domain/pay-later';
import { loadCheckoutPage } from '../../src/features/checkout/checkout-page.server';
import { MARKETS, type MarketKey } from '../../src/i18n/markets';
import { createCart, getCart } from '../../src/server/cart/cart.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import type { PackageItem } from '../../src/server/db/schema';
import { getStayShape, submitOrder } from '../../src/server/orders/checkout-orders.server';
import { getOrder, handlePaymentUpdate } from '../../src/server/orders/orders.server';
import { describePayLaterPlan, readPayLaterPlan } from '../../src/server/orders/pay-later-plan';
import { answerStandInRequest, settleStandInPayment, STAND_IN_API_KEY } from '../../src/server/payments/mollie-stand-in.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { openTestDatabase, TARGETS } from './harness';

const buyer = { firstName: 'Camille', lastName: 'Martin', email: 'camille.paylater@example.com', terms: 'on' };
/** A mobile number of each market's country. */
const PHONES: Record<MarketKey, string> = {
  fr: '+33612345678',
  'be-fr': '+32470123456',
  'be-nl': '+32470123456',
  es: '+34612345678',
  it: '+393471234567',
  nl: '+31612345678',
};
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe.each(TARGETS)('pay-later orders on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let stay: { id: number; checkin: string; nights: number; activities: string[] };
  const today = getToday();
  let keyCounter = 0;

  const newCart = async (market: MarketKey) => {
    const result = await createCart(
      handle.db,
      { market, packageId: stay.id, checkin: stay.checkin, nights: stay.nights, adults: 2, children: 0, babies: 0, activitySelectionList: stay.activities },
      today,
    );
    if (!('cartId' in result)) throw new Error('no cart');
    return result.cartId;
  };
  /** The pay-later choices the details step offers for a new cart of this stay in `market`. */
  const choicesIn = async (market: MarketKey) => {
    const cartId = await newCart(market);
    const page = await loadCheckoutPage(handle.db, MARKETS[market], cartId, today);
    const cart = await getCart(handle.db, cartId);
    if (!page || !cart) throw new Error('no checkout');
    return { cartId, choices: getStayShape(MARKETS[market], cart, today, page.price.remainingAmountToPay).shape.payLaterChoices };
  };
  const submit = (market: MarketKey, cartId: string, payLater: string) =>
    submitOrder(handle.db, getPaymentProvider(handle.db, {}), {
      market: MARKETS[market],
      target: { kind: 'STAY', cartId },
      values: { ...buyer, phone: PHONES[market], payLater },
      formKey: `pay-later-${Date.now()}-${(keyCounter += 1)}`,
      customerId: null,
      origin: 'http://halte.test',
      today,
    });
  /** The payment as Mollie's API (the stand-in) answers it. */
  const atMollie = async (paymentId: string) =>
    (
      await answerStandInRequest(
        handle.db,
        { method: 'GET', path: `payments/${paymentId}`, authorization: `Bearer ${STAND_IN_API_KEY}`, idempotencyKey: undefined, body: '' },
        'https://127.0.0.1/dev/mollie/v2/',
      )
    ).body as { amount: { value: string }; method: string | null };

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    // A stay of 250 € to 1500 €, 30 days ahead or more: 3x and 4x are offered for it where Alma is.
    const found = await sql<{ id: number; nights: number; day: string; items: PackageItem[] }>`
      select p.id, p.nights, p.items, d.day from packages p join hotels h on h.id = p.hotel_id
      join hotel_days d on d.hotel_id = p.hotel_id and d.day >= current_date + 30 and d.status > 0 and d.min_los <= p.nights and d.rooms_left > 5
      where p.published and h.active and p.expiration is null and p.base_price between 30000 and 150000
      order by p.id, d.day limit 40`.execute(handle.db);
    for (const row of found.rows) {
      stay = { id: row.id, checkin: row.day, nights: row.nights, activities: getDatedActivityIds(row.items).map((id) => `${id}_${row.day}`) };
      const offered = await choicesIn('fr').then(
        ({ choices }) => choices,
        (): readonly string[] => [],
      );
      if (offered.includes('split4')) return;
    }
    throw new Error('The test catalog has no stay that Alma splits in 4');
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it('asks Mollie for the whole amount of a 3-instalment stay in France, with Alma, and says what Halte received and what is owed to Alma', async () => {
    const { cartId, choices } = await choicesIn('fr');
    expect(choices).toEqual(['deferred', 'split3', 'split4']);
    const result = await submit('fr', cartId, 'split3');
    if (!result.ok) throw new Error('not ok');
    const order = (await getOrder(handle.db, result.orderId))!;
    const schedule = order.pay_later_schedule as unknown as ScheduledPayment[];
    expect(order).toMatchObject({ pay_later: 'split3', amount_due_cents: result.totalCents });
    expect(schedule.map((payment) => payment.date)[0]).toBe(today);
    expect(schedule.reduce((sum, payment) => sum + payment.amountCents, 0)).toBe(result.totalCents);
    const paymentId = result.paymentUrl.split('/').pop()!;
    expect(await atMollie(paymentId)).toMatchObject({ amount: { currency: 'EUR', value: (result.totalCents / 100).toFixed(2) }, method: 'alma' });

    await settleStandInPayment(handle.db, paymentId, 'paid');
    expect(await handlePaymentUpdate(handle.db, getPaymentProvider(handle.db, {}), paymentId, 'test')).toBe('confirmed');
    const booking = await handle.db.selectFrom('bookings').select('amount').where('booking_number', '=', result.number).executeTakeFirstOrThrow();
    expect(booking.amount).toBe(result.totalCents);
    // The invoice and the booking lookup read the same plan as the confirmation and the e-mail.
    const plan = await readPayLaterPlan(handle.db, result.number);
    expect(plan).toEqual(getPayLaterPlan('split3', schedule, result.totalCents));
    expect(plan).toMatchObject({ method: 'alma', receivedCents: result.totalCents, todayCents: schedule[0]!.amountCents, later: schedule.slice(1) });
    const sentence = describePayLaterPlan(plan!, 'fr');
    expect(sentence).toContain(
      `${formatMoney(result.totalCents, 'fr-FR')} payés via Alma en 3 fois\u00a0: aujourd’hui ${formatMoney(schedule[0]!.amountCents, 'fr-FR')}, puis`,
    );
    const mail = await handle.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('kind', '=', 'ORDER_CONFIRMATION')
      .where('subject', 'like', `%${result.number}%`)
      .executeTakeFirstOrThrow();
    expect(oneLine(mail.body ?? '')).toContain(oneLine(sentence));
  });

  it('asks for Alma for a deferred payment too, nothing being owed today', async () => {
    const { cartId } = await choicesIn('be-nl');
    const result = await submit('be-nl', cartId, 'deferred');
    if (!result.ok) throw new Error('not ok');
    expect(await atMollie(result.paymentUrl.split('/').pop()!)).toMatchObject({ amount: { value: (result.totalCents / 100).toFixed(2) }, method: 'alma' });
    expect(await readPayLaterPlan(handle.db, result.number)).toMatchObject({ method: 'alma', receivedCents: result.totalCents, todayCents: 0 });
  });

  it('offers only PayPal in Spain, paid in full through PayPal', async () => {
    const { cartId, choices } = await choicesIn('es');
    expect(choices).toEqual(['paypal']);
    await expect(submit('es', cartId, 'split3')).resolves.toEqual({ ok: false, errors: { payLater: 'payLater' } });
    const result = await submit('es', cartId, 'paypal');
    if (!result.ok) throw new Error('not ok');
    expect(await getOrder(handle.db, result.orderId)).toMatchObject({ pay_later: 'paypal', pay_later_schedule: null, amount_due_cents: result.totalCents });
    expect(await atMollie(result.paymentUrl.split('/').pop()!)).toMatchObject({ amount: { value: (result.totalCents / 100).toFixed(2) }, method: 'paypal' });
  });

  it('offers no way to pay later in the Netherlands, and a card payment asks Mollie for no method', async () => {
    const { cartId, choices } = await choicesIn('nl');
    expect(choices).toEqual([]);
    await expect(submit('nl', cartId, 'split3')).resolves.toEqual({ ok: false, errors: { payLater: 'payLater' } });
    const result = await submit('nl', cartId, '');
    if (!result.ok) throw new Error('not ok');
    expect(await getOrder(handle.db, result.orderId)).toMatchObject({ pay_later: null, amount_due_cents: result.totalCents });
    expect(await atMollie(result.paymentUrl.split('/').pop()!)).toMatchObject({ method: null });
  });
});
