/**
 * Orders (ADR 20): stored before the buyer pays, priced by the server, one per submission (idempotency
 * key), a stay's rooms held while its payment is pending, and moved only by the provider's answer.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { addIsoDays } from '../../domain/iso-date';
import {
  getNextStatus,
  getPaymentEvent,
  isOrderStatus,
  LIVE_ORDER_STATUSES,
  PAYMENT_HOLD_MINUTES,
  type OrderEvent,
  type OrderStatus,
} from '../../domain/order-status';
import { getChoiceMethod } from '../../domain/pay-later';
import { InvalidInputError } from '../api/http';
import type { Database, OrdersTable } from '../db/schema';
import { describeError, log } from '../log';
import { fulfilOrder, prepareFulfilment } from './fulfilment.server';
import { enqueueMail, renderLatePaymentRefundMail, wakeMailOutbox } from '../mail';
import type { PaymentProvider } from '../payments/payment-provider';
import { GiftCardError, releaseGiftCard, reserveGiftCard } from '../gift-cards/gift-cards.server';
import { MARKETS, isMarketKey } from '../../i18n/markets';
import { giveBackGiftCode, spendGiftCode } from '../beneficiary/gift-redemption.server';
import { requestRefund, sweepRefunds } from './refunds.server';

type Db = Kysely<Database> | Transaction<Database>;
export type OrderRow = Selectable<OrdersTable>;
export type { OrderDraft, OrderLineDraft, RoomHold } from './order-draft';
import type { OrderDraft, RoomHold } from './order-draft';

/** The last room went to someone else (spec §8 'No more availabilities'); routes answer 409. */
export class SoldOutError extends InvalidInputError {}

/** What a sold-out stay answers, at the hold or at the re-quote before it. */
export const SOLD_OUT_MESSAGE = 'No more availabilities. Update your stay criteria to enjoy the offers.';

/** The stay's cart already has an order being paid or paid (one cart is one booking); routes answer 409 with it. */
export class CartOrderedError extends InvalidInputError {
  constructor(readonly order: OrderRow) {
    super(order.status === 'pending_payment' ? 'This stay is already being paid' : 'This stay is already booked');
  }
}

export interface PlacedOrder {
  order: OrderRow;
  /** False when the key had already made this order (a double click or a retried POST). */
  created: boolean;
}

const ORDER_NUMBER_MIN = 10_000_000;
const ORDER_NUMBER_MAX = 100_000_000;
const ORDER_NUMBER_ATTEMPTS = 5;

/** The number drawn is an order's or a booking's already: draw again. */
class NumberTaken extends Error {}

/** The idempotency key made its order first (the caller's transaction is rolled back, giving back any hold). */
class KeyTaken extends Error {
  constructor(readonly order: OrderRow) {
    super('This submission already made its order');
  }
}

function isCartConflict(error: unknown): boolean {
  const { code, message, constraint } = error as { code?: string; message?: string; constraint?: string };
  return code === '23505' && (constraint === 'orders_one_live_per_cart' || (message ?? '').includes('orders_one_live_per_cart'));
}

/** The order being paid or paid of a stay cart, if any. */
export async function findLiveCartOrder(db: Db, cartId: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('kind', '=', 'STAY')
    .where('status', 'in', [...LIVE_ORDER_STATUSES])
    .executeTakeFirst();
}

function isNumberConflict(error: unknown): boolean {
  const { code, message, constraint } = error as { code?: string; message?: string; constraint?: string };
  return code === '23505' && (constraint === 'orders_number_key' || (message ?? '').includes('orders_number_key'));
}

/**
 * Inserts the order, its lines and its first event in one statement (one round trip: the embedded database runs
 * one query at a time). Nothing is inserted when the key is taken or the number is a booking's; answers the row.
 */
async function insertOrder(db: Db, draft: OrderDraft, id: string, number: string, amountDueCents = draft.amountDueCents): Promise<OrderRow | undefined> {
  const lines = draft.lines.map((line, index) => ({
    position: index + 1,
    kind: line.kind,
    label: line.label,
    product_ref: line.productRef,
    quantity: line.quantity,
    unit_cents: line.unitCents,
    total_cents: line.unitCents * line.quantity,
  }));
  const total = lines.reduce((sum, line) => sum + line.total_cents, 0);
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const result = await sql<OrderRow>`
    with candidate as (
      select ${number}::text as number where not exists (select 1 from bookings where booking_number = ${number})
    ), inserted as (
      insert into orders (id, number, idempotency_key, market, kind, customer_id, email, first_name, last_name, phone, details,
        details_path, cart_id, send_on, pay_later, pay_later_schedule, total_cents, amount_due_cents, room_hold, payment_expires_at)
      select ${id}::uuid, candidate.number, ${draft.idempotencyKey}, ${draft.market}, ${draft.kind},
        -- Signed in: the account's. A guest's purchase with the proven address of an account is that account's (ADR 43).
        coalesce(${draft.customerId}::text, (select c.id from customers c where c.email = ${draft.buyer.email.toLowerCase()} and c.email_verified_at is not null)),
        ${draft.buyer.email.toLowerCase()}, ${draft.buyer.firstName}, ${draft.buyer.lastName}, ${draft.buyer.phone}, ${json(draft.details)}::jsonb,
        ${draft.detailsPath}, ${draft.cartId}, ${draft.sendOn}::date, ${draft.payLater}, ${json(draft.payLaterSchedule)}::jsonb, ${total},
        ${amountDueCents}, ${json(draft.hold)}::jsonb, now() + make_interval(mins => ${PAYMENT_HOLD_MINUTES})
      from candidate
      on conflict (idempotency_key) do nothing
      returning *
    ), lines as (
      insert into order_lines (order_id, position, kind, label, product_ref, quantity, unit_cents, total_cents)
      select inserted.id, line.position, line.kind, line.label, line.product_ref, line.quantity, line.unit_cents, line.total_cents
      from inserted, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as line(position smallint, kind text, label text, product_ref text, quantity integer, unit_cents integer, total_cents integer)
    ), events as (
      insert into order_events (order_id, from_status, to_status, source) select inserted.id, null, 'pending_payment', 'checkout' from inserted
    )
    select * from inserted`.execute(db);
  return result.rows[0];
}

/** Takes `rooms` rooms on every night of the stay, or none (false) when one night has fewer left. */
export async function holdRooms(trx: Db, hold: RoomHold): Promise<boolean> {
  const result = await trx
    .updateTable('hotel_days')
    .set({ rooms_left: sql`rooms_left - ${hold.rooms}` })
    .where('hotel_id', '=', hold.hotelId)
    .where('day', '>=', hold.checkin)
    .where('day', '<', addIsoDays(hold.checkin, hold.nights))
    .where('rooms_left', '>=', hold.rooms)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === hold.nights;
}

export async function releaseRooms(trx: Db, hold: RoomHold): Promise<void> {
  await trx
    .updateTable('hotel_days')
    .set({ rooms_left: sql`rooms_left + ${hold.rooms}` })
    .where('hotel_id', '=', hold.hotelId)
    .where('day', '>=', hold.checkin)
    .where('day', '<', addIsoDays(hold.checkin, hold.nights))
    .execute();
}

/**
 * Stores the order with its lines, and a stay's room hold in the same transaction. The same idempotency key answers
 * the order it made the first time (and takes no room). Throws SoldOutError when a night has no room left.
 */
export async function placeOrder(db: Kysely<Database>, draft: OrderDraft): Promise<PlacedOrder> {
  const id = randomUUID();
  const cartId = draft.kind === 'STAY' ? draft.cartId : null;
  // One cart is one booking: another submission of a cart that is being paid or is paid (a second tab, Back after
  // paying) is not ordered again. The unique index orders_one_live_per_cart refuses its insert (or its hold fails,
  // the rooms being that order's), the transaction gives back the hold, and the cart's order is read then: the
  // first submission of a cart reads nothing more than its insert.
  const refuseOrderedCart = async () => {
    const live = cartId ? await findLiveCartOrder(db, cartId) : undefined;
    // The same submission (a double click) is that submission's order.
    if (live?.idempotency_key === draft.idempotencyKey) return { order: live, created: false };
    if (live) throw new CartOrderedError(live);
    return undefined;
  };
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt += 1) {
    const number = String(randomInt(ORDER_NUMBER_MIN, ORDER_NUMBER_MAX));
    const place = async (conn: Db): Promise<OrderRow> => {
      if (draft.hold && !(await holdRooms(conn, draft.hold))) throw new SoldOutError(SOLD_OUT_MESSAGE);
      // A gift card pays first (its balance, at most the amount due); the payment provider takes the rest.
      const card =
        draft.giftCard && isMarketKey(draft.market)
          ? await reserveGiftCard(conn as Transaction<Database>, {
              code: draft.giftCard.code,
              orderId: id,
              dueCents: draft.amountDueCents,
              market: MARKETS[draft.market],
              today: draft.giftCard.today,
            })
          : 0;
      const order = await insertOrder(conn, draft, id, number, draft.amountDueCents - card);
      // The code is spent with the order and its rooms, or not at all (GiftCodeTakenError rolls both back).
      if (order && draft.giftCode) await spendGiftCode(conn, draft.giftCode.code, order.id, draft.giftCode.today, draft.giftCode.cents);
      if (order) return order;
      const existing = await findByKey(conn, draft.idempotencyKey);
      throw existing ? new KeyTaken(existing) : new NumberTaken();
    };
    try {
      // A hold, a gift card's reservation, a spent gift code and their order commit together; a gift order is one
      // statement, atomic on its own.
      const order = draft.hold || draft.giftCard || draft.giftCode ? await db.transaction().execute(place) : await place(db);
      return { order, created: true };
    } catch (error) {
      if (error instanceof KeyTaken) return { order: error.order, created: false };
      if (isCartConflict(error) || (cartId && error instanceof SoldOutError)) {
        const existing = await findByKey(db, draft.idempotencyKey);
        if (existing) return { order: existing, created: false };
        const known = await refuseOrderedCart();
        if (known) return known;
        if (isCartConflict(error)) continue;
      }
      if (error instanceof SoldOutError || error instanceof GiftCardError) {
        // The room or the card's balance went to this very submission, made a moment ago (a double click).
        const existing = await findByKey(db, draft.idempotencyKey);
        if (existing) return { order: existing, created: false };
        throw error;
      }
      if (error instanceof NumberTaken || isNumberConflict(error)) continue;
      throw error;
    }
  }
  throw new Error('No free order number was found');
}

async function findByKey(db: Db, key: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function getOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  if (!UUID.test(id)) return undefined;
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getOrderLines(db: Db, id: string) {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('position').execute();
}

/**
 * Where the buyer pays: creates the provider's payment once per order and keeps its address. A pay-later order asks
 * for its method (ADR 41), which pays Halte the whole amount due at once.
 */
export async function startPayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  order: OrderRow,
  urls: { redirectUrl: string; webhookUrl: string; locale: Parameters<PaymentProvider['createPayment']>[0]['locale'] },
): Promise<string> {
  if (order.payment_url) return order.payment_url;
  const payment = await provider.createPayment({
    orderId: order.id,
    amountCents: order.amount_due_cents,
    description: `Halte ${order.number}`,
    market: order.market,
    ...urls,
    ...(order.pay_later ? { method: getChoiceMethod(order.pay_later) } : {}),
  });
  const updated = await db
    .updateTable('orders')
    .set({ payment_provider: provider.name, payment_id: payment.id, payment_url: payment.checkoutUrl, updated_at: sql<Date>`now()` })
    .where('id', '=', order.id)
    .where('payment_id', 'is', null)
    .returning('payment_url')
    .executeTakeFirst();
  // A concurrent retry attached its payment first: send the buyer to that one.
  if (!updated) return (await getOrder(db, order.id))?.payment_url ?? payment.checkoutUrl;
  return payment.checkoutUrl;
}

/**
 * An order with nothing to pay today (a stay its gift covers in full, ADR 32) is paid and confirmed at once, without
 * the payment provider. Answers where the buyer goes: the confirmation page.
 */
export async function settleOrderWithoutPayment(db: Kysely<Database>, order: OrderRow, redirectUrl: string): Promise<string> {
  if (order.amount_due_cents !== 0) throw new Error(`Order ${order.number} has ${order.amount_due_cents} cents to pay`);
  await transitionOrder(db, order.id, 'pay', 'gift');
  await confirmPaidOrder(db, order.id, 'gift');
  return redirectUrl;
}

/**
 * Applies `event` to the order if its state machine allows it, in one transaction with a row lock; releases the
 * room hold when the payment did not go through. Returns the new status, or null when nothing changed.
 */
export async function transitionOrder(db: Kysely<Database>, orderId: string, event: OrderEvent, source: string): Promise<OrderStatus | null> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order || !isOrderStatus(order.status)) return null;
    const next = getNextStatus(order.status, event);
    if (!next) return null;
    await moveOrder(trx, order, next, source);
    return next;
  });
}

async function moveOrder(trx: Transaction<Database>, order: OrderRow, next: OrderStatus, source: string): Promise<void> {
  const releases = order.room_hold !== null && !order.hold_released && (next === 'payment_failed' || next === 'cancelled' || next === 'expired');
  if (releases) await releaseRooms(trx, order.room_hold as unknown as RoomHold);
  // What a gift card paid goes back to it (ADR 33), and a gift code the order spent to its beneficiary (ADR 32),
  // when the payment does not go through.
  if (next === 'payment_failed' || next === 'cancelled' || next === 'expired') {
    await releaseGiftCard(trx, order.id);
    await giveBackGiftCode(trx, order.id);
  }
  await trx
    .updateTable('orders')
    .set({
      status: next,
      updated_at: sql<Date>`now()`,
      ...(releases ? { hold_released: true } : {}),
      ...(next === 'paid' ? { paid_at: sql<Date>`now()` } : {}),
      ...(next === 'confirmed' ? { confirmed_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', order.id)
    .execute();
  await trx.insertInto('order_events').values({ order_id: order.id, from_status: order.status, to_status: next, source }).execute();
}

/**
 * Finishes a paid order exactly once: its booking, gift codes and e-mails (fulfilment), then 'confirmed', in one
 * transaction that holds the order's row lock. An order not in 'paid' is left alone.
 */
export async function confirmPaidOrder(db: Kysely<Database>, orderId: string, source: string): Promise<boolean> {
  const paid = await getOrder(db, orderId);
  if (!paid || paid.status !== 'paid') return false;
  // The gift's code and PDF voucher are made first, outside the transaction (a PDF takes a while to render).
  const prepared = await prepareFulfilment(db, paid);
  const confirmed = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order || order.status !== 'paid') return false;
    await fulfilOrder(trx, order, prepared);
    await moveOrder(trx, order, 'confirmed', source);
    return true;
  });
  // The e-mails queued in that transaction leave now rather than at the outbox's next tick.
  if (confirmed) wakeMailOutbox();
  return confirmed;
}

/**
 * The webhook path (Mollie's callback, the return page, the sweep): reads the payment from the provider,
 * never from the caller, and moves its order. An unknown payment, a payment of no order, an amount that is not the
 * order's or an order already final changes nothing. Returns the order's status afterwards, or null.
 */
export async function handlePaymentUpdate(db: Kysely<Database>, provider: PaymentProvider, paymentId: string, source: string): Promise<OrderStatus | null> {
  const payment = await provider.getPayment(paymentId);
  if (!payment) return null;
  const order = await db.selectFrom('orders').selectAll().where('payment_id', '=', payment.id).executeTakeFirst();
  if (!order || (payment.orderId !== null && payment.orderId !== order.id)) return null;
  const event = getPaymentEvent(payment.status);
  if (event === 'pay' && payment.amountCents !== order.amount_due_cents) {
    log('ERROR', 'Payment amount differs from the order', { order: order.number, paid: payment.amountCents, due: order.amount_due_cents });
    return null;
  }
  if (event === 'pay' && order.status === 'expired') await settleLatePayment(db, provider, order.id, payment.amountCents, source);
  else if (event) await transitionOrder(db, order.id, event, source);
  await confirmPaidOrder(db, order.id, source);
  const after = await getOrder(db, order.id);
  return after && isOrderStatus(after.status) ? after.status : null;
}

/** Whether every night of a hold has its rooms free now; locks those nights until the transaction ends. */
async function canHoldRooms(trx: Transaction<Database>, hold: RoomHold): Promise<boolean> {
  const free = await trx
    .selectFrom('hotel_days')
    .select('day')
    .where('hotel_id', '=', hold.hotelId)
    .where('day', '>=', hold.checkin)
    .where('day', '<', addIsoDays(hold.checkin, hold.nights))
    .where('rooms_left', '>=', hold.rooms)
    .forUpdate()
    .execute();
  return free.length === hold.nights;
}

/**
 * A payment the provider reports paid after its order expired (the buyer paid past the 15-minute hold). Honoured
 * when the order can be taken again as it was: its rooms are still free (held again) and no gift card or gift code
 * paid part of it (those were given back at expiry). Otherwise nothing is booked: the order waits for its refund,
 * the whole payment is refunded through the provider at once, and the buyer is told why by e-mail.
 */
async function settleLatePayment(db: Kysely<Database>, provider: PaymentProvider, orderId: string, paidCents: number, source: string): Promise<void> {
  const outcome = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order || order.status !== 'expired' || !order.payment_id) return null;
    const [giftCard, giftCode] = await Promise.all([
      trx.selectFrom('gift_card_ledger').select('order_id').where('order_id', '=', order.id).executeTakeFirst(),
      trx.selectFrom('order_lines').select('order_id').where('order_id', '=', order.id).where('kind', '=', 'GIFT_CODE').executeTakeFirst(),
    ]);
    const hold = order.room_hold as unknown as RoomHold | null;
    const honoured = !giftCard && !giftCode && (!hold || (await canHoldRooms(trx, hold)));
    if (honoured) {
      if (hold) {
        await holdRooms(trx, hold);
        await trx.updateTable('orders').set({ hold_released: false }).where('id', '=', order.id).execute();
      }
      await moveOrder(trx, order, getNextStatus('expired', 'payLate') ?? 'paid', `${source}:late`);
      log('WARN', 'Payment received after the order expired: honoured', { order: order.number });
      return 'paid' as const;
    }
    await moveOrder(trx, order, getNextStatus('expired', 'refuseLatePayment') ?? 'refund_pending', `${source}:late`);
    await trx
      .insertInto('order_refunds')
      .values({ order_id: order.id, payment_id: order.payment_id, amount_cents: paidCents, kind: 'policy' })
      .onConflict((conflict) => conflict.column('order_id').where('kind', '=', 'policy').doNothing())
      .execute();
    const label =
      (await trx.selectFrom('order_lines').select('label').where('order_id', '=', order.id).orderBy('position').executeTakeFirst())?.label ?? order.number;
    if (isMarketKey(order.market)) {
      const mail = renderLatePaymentRefundMail({ market: order.market, firstName: order.first_name, number: order.number, amountCents: paidCents, label });
      await enqueueMail(trx, { kind: 'LATE_PAYMENT_REFUND', to: order.email, locale: order.market, ...mail });
    }
    log('WARN', 'Payment received after the order expired: refunded', { order: order.number, cents: paidCents });
    return 'refunded' as const;
  });
  if (outcome === 'refunded') {
    wakeMailOutbox();
    await requestRefund(db, provider, orderId);
  }
}

/**
 * Startup and periodic sweep: confirms orders left 'paid' (a process killed between payment and confirmation),
 * asks the provider about pending payments past their 15 minutes, and expires those still unpaid (their rooms
 * go back on sale). Returns how many orders it moved.
 */
export async function sweepOrders(db: Kysely<Database>, provider: PaymentProvider): Promise<number> {
  let moved = 0;
  const paid = await db.selectFrom('orders').select('id').where('status', '=', 'paid').limit(200).execute();
  for (const { id } of paid) if (await confirmPaidOrder(db, id, 'sweep')) moved += 1;
  const stale = await db
    .selectFrom('orders')
    .select(['id', 'payment_id', 'amount_due_cents'])
    .where('status', '=', 'pending_payment')
    .where('payment_expires_at', '<', sql<Date>`now()`)
    .limit(200)
    .execute();
  for (const order of stale) {
    try {
      // A 0 € order (a gift covering the stay) left pending by a stopped process is confirmed, not expired (ADR 32).
      if (order.amount_due_cents === 0 && !order.payment_id) {
        if ((await transitionOrder(db, order.id, 'pay', 'sweep')) && (await confirmPaidOrder(db, order.id, 'sweep'))) moved += 1;
        continue;
      }
      const status = order.payment_id ? await handlePaymentUpdate(db, provider, order.payment_id, 'sweep') : null;
      if (status !== 'pending_payment' && status !== null) {
        moved += 1;
        continue;
      }
      if (await transitionOrder(db, order.id, 'expire', 'sweep')) moved += 1;
    } catch (error) {
      log('WARN', 'Order sweep could not read a payment', { order: order.id, ...describeError(error) });
    }
  }
  // Refunds of cancelled bookings the provider could not take yet (ADR 37).
  return moved + (await sweepRefunds(db, provider));
}
