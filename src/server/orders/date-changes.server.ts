/**
 * A customer changes the dates (and party) of a booked stay (spec §9 'free modification until deadline (difference
 * refunded or paid)', ADR 57). The rule and the money are src/domain/date-change.ts; here they meet the database:
 * - the new stay is quoted by the quote engine, the booking's own rooms counting as free for it;
 * - under the booking's row lock, the nights the new stay adds are taken at once (all or none: a night gone changes
 *   nothing); a cheaper or same-priced stay is then applied in the same transaction (the nights it leaves go back on
 *   sale, the booking keeps its number, the difference goes back to the gift card first, then to the card);
 * - a dearer stay waits for a new payment of the order through the provider (the hosted page, the webhook), holding
 *   its new nights until the payment succeeds (then applied) or fails or expires (the nights go back on sale);
 * - each change is a booking_changes row (the history), and its e-mail is queued in the market's language.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { moveActivityDates } from '../../domain/activity-dates';
import { getBookingPriceSummary } from '../../domain/booking-summary';
import type { CancellationPolicy } from '../../domain/booking-cancellation';
import {
  DATE_CHANGE_REFUSALS,
  getDateChangeSettlement,
  getDateChangeWindow,
  getRoomMoves,
  isSameStay,
  type DateChangeRefusal,
  type DateChangeSettlement,
  type DateChangeWindow,
  type NightMove,
  type PaidByMeans,
  allocateProviderRefund,
} from '../../domain/date-change';
import { getPaymentEvent, PAYMENT_HOLD_MINUTES } from '../../domain/order-status';
import { getRoomCount } from '../../domain/party-price';
import { isMarketKey, MARKETS, type Language, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { getCheckinPrices } from '../catalog/weekend.server';
import { getCheckoutNights, getQuote } from '../catalog/quote.server';
import { loadPackage } from '../catalog/packages.server';
import type { BookingChangesTable, Database, OrdersTable } from '../db/schema';
import { refundGiftCardForChange } from '../gift-cards/gift-cards.server';
import { describeError, log } from '../log';
import { enqueueMail, getPublicOrigin, renderDateChangeMail, wakeMailOutbox } from '../mail';
import { PAYMENT_WEBHOOK_PATH, type PaymentProvider } from '../payments/payment-provider';
import { getSignedBookingPath } from './booking-access.server';
import type { BookingOwner } from './booking-cancellation.server';
import { getOrderMoney, type OrderMoney } from './order-payments.server';
import type { RoomHold } from './order-draft';
import { recordPaymentRefunds, requestPaymentRefunds } from './refunds.server';

type Db = Kysely<Database> | Transaction<Database>;
type OrderRow = Selectable<OrdersTable>;
type ChangeRow = Selectable<BookingChangesTable>;

/** The dates and party asked for. */
export interface StayChange {
  checkin: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
}

/** The stay an order of this site stored (checkout-orders.server.ts prepareStay). */
interface StoredStay extends Partial<StayChange> {
  hotelId?: number;
  hotelLabel?: string;
  packageId?: number;
  packageLabel?: string;
  cancellation?: CancellationPolicy & { refundRate?: number };
  nightPrices?: unknown;
  /** The activity dates chosen at the checkout ('12_2027-03-20'). */
  activities?: unknown[];
}

interface StoredDetails {
  stay?: StoredStay;
  giftRedemption?: unknown;
}

/** Why a change is not made; nothing changed. */
export type ChangeProblem =
  | 'notFound'
  | DateChangeRefusal
  /** Another change of this booking is waiting for its payment. */
  | 'pending'
  | 'sameStay'
  /** The new stay cannot be booked (a night closed or sold out, a minimum stay, the offer's end). */
  | 'notAvailable'
  /** More travellers than the offer takes. */
  | 'capacity'
  /** The nights were there when quoted and gone when taken. */
  | 'soldOut'
  /** The difference is no longer what the customer was shown. */
  | 'priceChanged'
  /** The booking changed between the preview and the confirmation (another tab). */
  | 'stale';

export const CHANGE_PROBLEMS: readonly ChangeProblem[] = [
  'notFound',
  ...DATE_CHANGE_REFUSALS,
  'pending',
  'sameStay',
  'notAvailable',
  'capacity',
  'soldOut',
  'priceChanged',
  'stale',
];

/** A booking as the change page shows it. */
export interface ChangeableBooking {
  bookingNumber: string;
  market: string;
  hotelLabel: string;
  packageId: number;
  packageLabel: string;
  packageNights: number;
  stay: StayChange;
  /** What the stay costs now (cents). */
  totalCents: number;
  window: DateChangeWindow;
  /** A change of this booking waiting for its payment. */
  pending: { id: string; paymentUrl: string | null; stay: StayChange; differenceCents: number } | null;
}

interface Context {
  booking: {
    booking_number: string;
    market: string;
    status: 'CONFIRMED' | 'PENDING' | 'CANCELLED' | 'COMPLETED';
    hotel_label: string;
    package_id: number;
    package_label: string;
    checkin: string;
    nights: number;
    adults: number;
    children: number;
    babies: number;
    amount: number;
    first_name: string;
  };
  order: OrderRow | undefined;
  stay: StoredStay | undefined;
  window: DateChangeWindow;
  hold: RoomHold | null;
  stayCents: number;
}

/** Who changes a booking: its owner on the site, or a care agent for them (a gift code's stay only so, ADR 60). */
export type ChangedBy = 'customer' | 'care';

async function readContext(
  db: Db,
  bookingNumber: string,
  owner: BookingOwner,
  today: string,
  lock: boolean,
  by: ChangedBy = 'customer',
): Promise<Context | null> {
  if (!/^\d{8}$/.test(bookingNumber)) return null;
  let query = db
    .selectFrom('bookings')
    .select([
      'booking_number',
      'market',
      'status',
      'hotel_label',
      'package_id',
      'package_label',
      'checkin',
      'nights',
      'adults',
      'children',
      'babies',
      'amount',
      'first_name',
    ])
    .where('booking_number', '=', bookingNumber)
    .where((eb) => ('customerId' in owner ? eb('customer_id', '=', owner.customerId) : eb('email', '=', owner.email.toLowerCase())));
  if (lock) query = query.forUpdate();
  const booking = await query.executeTakeFirst();
  if (!booking) return null;
  let orderQuery = db.selectFrom('orders').selectAll().where('number', '=', bookingNumber).where('kind', '=', 'STAY');
  if (lock) orderQuery = orderQuery.forUpdate();
  const order = await orderQuery.executeTakeFirst();
  const details = order?.details as StoredDetails | undefined;
  const stayLine = order
    ? await db.selectFrom('order_lines').select('total_cents').where('order_id', '=', order.id).where('kind', '=', 'STAY').executeTakeFirst()
    : undefined;
  const hold = order?.room_hold && !order.hold_released ? (order.room_hold as unknown as RoomHold) : null;
  // Only a booking made and paid on this site carries its policy and rooms: others (imported) are changed by care.
  const policy = order && hold && stayLine && order.status === 'confirmed' ? details?.stay?.cancellation : undefined;
  const window = getDateChangeWindow(
    { status: booking.status, checkin: booking.checkin, policy, giftCode: Boolean(details?.giftRedemption), byCare: by === 'care' },
    today,
  );
  return { booking, order, stay: details?.stay, window, hold, stayCents: stayLine?.total_cents ?? booking.amount };
}

/** What the means of an order have paid, net, as the rule of the difference reads it. */
const paidOf = (money: OrderMoney): PaidByMeans => ({ cardCents: money.cardNetCents, giftCardCents: money.giftCardNetCents });

const toStay = (row: { checkin: string; nights: number; adults: number; children: number; babies: number }): StayChange => ({
  checkin: row.checkin,
  nights: row.nights,
  adults: row.adults,
  children: row.children,
  babies: row.babies,
});
const newStayOf = (change: ChangeRow): StayChange => ({
  checkin: change.new_checkin,
  nights: change.new_nights,
  adults: change.new_adults,
  children: change.new_children,
  babies: change.new_babies,
});

async function findPendingChange(db: Db, bookingNumber: string): Promise<ChangeRow | undefined> {
  return db.selectFrom('booking_changes').selectAll().where('booking_number', '=', bookingNumber).where('status', '=', 'pending_payment').executeTakeFirst();
}

/** The change page's booking: its stay, whether and until when it may be changed, a change waiting for payment. */
export async function getChangeableBooking(
  db: Kysely<Database>,
  bookingNumber: string,
  owner: BookingOwner,
  today: string,
  by: ChangedBy = 'customer',
): Promise<ChangeableBooking | null> {
  const context = await readContext(db, bookingNumber, owner, today, false, by);
  if (!context) return null;
  const { booking } = context;
  const pending = await findPendingChange(db, bookingNumber);
  const pkg = await loadPackage(db, booking.package_id).catch(() => null);
  return {
    bookingNumber,
    market: booking.market,
    hotelLabel: booking.hotel_label,
    packageId: booking.package_id,
    packageLabel: booking.package_label,
    packageNights: pkg?.nights ?? booking.nights,
    stay: toStay(booking),
    totalCents: context.stayCents,
    window: context.window,
    pending: pending ? { id: pending.id, paymentUrl: pending.payment_url, stay: newStayOf(pending), differenceCents: pending.difference_cents } : null,
  };
}

/** Whether a booking may be changed today, for the trips page (no quote). */
export async function getDateChangeWindowOf(db: Kysely<Database>, bookingNumber: string, owner: BookingOwner, today: string): Promise<DateChangeWindow | null> {
  return (await readContext(db, bookingNumber, owner, today, false))?.window ?? null;
}

/** What the new stay costs and what the change pays or gives back, before the customer confirms. */
export type ChangePreview =
  | {
      ok: true;
      stay: StayChange;
      oldTotalCents: number;
      newTotalCents: number;
      settlement: DateChangeSettlement;
      /** The new stay's own cancellation terms: its deadline, or null when it could no longer be cancelled with a refund. */
      newDeadline: string | null;
    }
  | { ok: false; problem: ChangeProblem };

interface Priced {
  newTotalCents: number;
  rooms: number;
  nightPrices: number[];
  cancellation: { cancellable: boolean; cancellationDeadline: string | null; refundRate: number };
}

/** The new stay priced by the quote engine for this booking (its own rooms free for it), or why it cannot be. */
async function priceNewStay(db: Kysely<Database>, context: Context, request: StayChange, language: Language, today: string): Promise<Priced | ChangeProblem> {
  const quote = await getQuote(db, context.booking.package_id, request, language, today, context.hold);
  if (!quote.bookable || !quote.priceInfo) return quote.errors.some((error) => error.code === 'CAPACITY_EXCEEDED') ? 'capacity' : 'notAvailable';
  // The checkout's own sum (prepareStay): the stay's price, the local tax being paid at the hotel.
  const summary = getBookingPriceSummary({
    sellPrice: quote.priceInfo.sellPrice,
    refPrice: quote.priceInfo.refPrice,
    localTax: { amount: quote.localTaxTotalAmount ?? 0, toBePaidAtHotel: quote.localTax.toBePaidAtHotel },
  });
  return {
    newTotalCents: summary.totalPrice,
    rooms: quote.priceInfo.nbRooms,
    nightPrices: quote.priceInfo.nightPrices,
    cancellation: quote.cancellationPolicy,
  };
}

function checkRequest(context: Context, request: StayChange, pending: ChangeRow | undefined): ChangeProblem | null {
  if (!context.window.changeable) return context.window.reason;
  if (pending) return 'pending';
  if (isSameStay(toStay(context.booking), request)) return 'sameStay';
  return null;
}

/** Read only: what changing booking `bookingNumber` to `request` costs or gives back, worked out as the change does. */
export async function previewDateChange(
  db: Kysely<Database>,
  bookingNumber: string,
  owner: BookingOwner,
  request: StayChange,
  today: string,
  language: Language,
  by: ChangedBy = 'customer',
): Promise<ChangePreview> {
  const context = await readContext(db, bookingNumber, owner, today, false, by);
  if (!context?.order) return { ok: false, problem: context ? (context.window.changeable ? 'notFound' : context.window.reason) : 'notFound' };
  const problem = checkRequest(context, request, await findPendingChange(db, bookingNumber));
  if (problem) return { ok: false, problem };
  const priced = await priceNewStay(db, context, request, language, today);
  if (typeof priced === 'string') return { ok: false, problem: priced };
  const settlement = getDateChangeSettlement(context.stayCents, priced.newTotalCents, paidOf(await getOrderMoney(db, context.order)));
  const deadline = priced.cancellation.cancellationDeadline;
  return {
    ok: true,
    stay: request,
    oldTotalCents: context.stayCents,
    newTotalCents: priced.newTotalCents,
    settlement,
    newDeadline: deadline && deadline >= today ? deadline : null,
  };
}

/** The calendar of the change page: the offer's days for the party, the booking's own rooms free for it. */
export async function getChangeCalendar(
  db: Kysely<Database>,
  bookingNumber: string,
  owner: BookingOwner,
  month: string,
  party: { adults: number; children: number },
  today: string,
) {
  const context = await readContext(db, bookingNumber, owner, today, false);
  if (!context?.window.changeable) return null;
  return getCheckinPrices(db, context.booking.package_id, month, party.adults, party.children, today, context.hold);
}

/** Nights the new stay may have from `checkin` for the party, the booking's own rooms free for it. */
export async function getChangeNights(
  db: Kysely<Database>,
  bookingNumber: string,
  owner: BookingOwner,
  checkin: string,
  party: { adults: number; children: number },
  today: string,
): Promise<number[] | null> {
  const context = await readContext(db, bookingNumber, owner, today, false);
  if (!context?.window.changeable) return null;
  const pkg = await loadPackage(db, context.booking.package_id);
  return getCheckoutNights(db, context.booking.package_id, checkin, { rooms: getRoomCount(party.adults, party.children, pkg.capacity), ownHold: context.hold });
}

/**
 * Takes `rooms` on each night of `moves` at hotel `hotelId`, all or none: false when one night has fewer left (what
 * was taken before it is given back, so the transaction may go on).
 */
async function takeNights(trx: Transaction<Database>, hotelId: number, moves: readonly NightMove[]): Promise<boolean> {
  for (const [index, move] of moves.entries()) {
    const taken = await trx
      .updateTable('hotel_days')
      .set({ rooms_left: sql`rooms_left - ${move.rooms}` })
      .where('hotel_id', '=', hotelId)
      .where('day', '=', move.day)
      .where('rooms_left', '>=', move.rooms)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) {
      await giveNights(trx, hotelId, moves.slice(0, index));
      return false;
    }
  }
  return true;
}

async function giveNights(trx: Transaction<Database>, hotelId: number, moves: readonly NightMove[]): Promise<void> {
  for (const move of moves) {
    await trx
      .updateTable('hotel_days')
      .set({ rooms_left: sql`rooms_left + ${move.rooms}` })
      .where('hotel_id', '=', hotelId)
      .where('day', '=', move.day)
      .execute();
  }
}

/** The nights were there when quoted and gone when taken: rolls the change back. */
class NightsGone extends Error {}

export type ChangeResult = { result: 'changed'; changeId: string } | { result: 'payment'; changeId: string; paymentUrl: string } | { result: ChangeProblem };

export interface ChangeInput {
  bookingNumber: string;
  owner: BookingOwner;
  request: StayChange;
  today: string;
  language: Language;
  /** The difference the preview showed (cents): nothing changes when it is no longer that. */
  expectedDifferenceCents: number;
  /** One per form shown: a second post of the same form answers the first change. */
  idempotencyKey: string;
  /** The public origin, for the provider's return and webhook addresses. */
  origin: string;
  by?: ChangedBy;
  /**
   * Where the provider sends the customer back after paying a dearer change; by default the account's change page.
   * A change a care agent made returns to the booking's own signed page: the customer may not have an account.
   */
  returnUrl?: string;
}

/** The answer a change already made for this form gives again. */
function answerOf(change: ChangeRow): ChangeResult {
  if (change.status === 'done') return { result: 'changed', changeId: change.id };
  if (change.status === 'pending_payment' && change.payment_url) return { result: 'payment', changeId: change.id, paymentUrl: change.payment_url };
  return { result: 'stale' };
}

/**
 * Changes booking `bookingNumber` to the dates and party asked for (ADR 57). In one transaction holding the booking's
 * row lock, the nights the new stay adds are taken (none when one is gone: 'soldOut', nothing changes). A cheaper or
 * same-priced stay is applied there and then, its refund recorded and asked of the provider after the commit; a
 * dearer one answers the provider's hosted page where the difference is paid.
 */
export async function changeBookingDates(db: Kysely<Database>, provider: PaymentProvider, input: ChangeInput): Promise<ChangeResult> {
  const known = await db.selectFrom('booking_changes').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
  if (known) return answerOf(known);
  const { bookingNumber, owner, request, today } = input;
  const quoted = await readContext(db, bookingNumber, owner, today, false, input.by);
  if (!quoted?.order) return { result: quoted && !quoted.window.changeable ? quoted.window.reason : 'notFound' };
  const early = checkRequest(quoted, request, await findPendingChange(db, bookingNumber));
  if (early) return { result: early };
  const priced = await priceNewStay(db, quoted, request, input.language, today);
  if (typeof priced === 'string') return { result: priced };
  const changeId = randomUUID();
  let outcome: ChangeResult;
  try {
    outcome = await db.transaction().execute(async (trx): Promise<ChangeResult> => {
      const context = await readContext(trx, bookingNumber, owner, today, true, input.by);
      const order = context?.order;
      if (!context || !order || !context.hold) return { result: 'notFound' };
      // Another change was made since the quote (a second tab, a concurrent post): this one no longer applies.
      if (!isSameStay(toStay(context.booking), toStay(quoted.booking)) || context.stayCents !== quoted.stayCents) return { result: 'stale' };
      const problem = checkRequest(context, request, await findPendingChange(trx, bookingNumber));
      if (problem) return { result: problem };
      const settlement = getDateChangeSettlement(context.stayCents, priced.newTotalCents, paidOf(await getOrderMoney(trx, order)));
      if (settlement.differenceCents !== input.expectedDifferenceCents) return { result: 'priceChanged' };
      const hold = context.hold;
      const moves = getRoomMoves(hold, { hotelId: hold.hotelId, checkin: request.checkin, nights: request.nights, rooms: priced.rooms });
      if (!(await takeNights(trx, hold.hotelId, moves.take))) throw new NightsGone();
      const dearer = settlement.kind === 'pay';
      const row = {
        id: changeId,
        order_id: order.id,
        booking_number: bookingNumber,
        status: dearer ? ('pending_payment' as const) : ('done' as const),
        old_checkin: context.booking.checkin,
        old_nights: context.booking.nights,
        old_adults: context.booking.adults,
        old_children: context.booking.children,
        old_babies: context.booking.babies,
        old_rooms: hold.rooms,
        new_checkin: request.checkin,
        new_nights: request.nights,
        new_adults: request.adults,
        new_children: request.children,
        new_babies: request.babies,
        new_rooms: priced.rooms,
        old_total_cents: context.stayCents,
        new_total_cents: priced.newTotalCents,
        difference_cents: settlement.differenceCents,
        new_night_prices: JSON.stringify(priced.nightPrices),
        new_cancellation: JSON.stringify(priced.cancellation),
        room_take: JSON.stringify(moves.take),
        room_give: JSON.stringify(moves.give),
        idempotency_key: input.idempotencyKey,
        payment_expires_at: dearer ? sql<Date>`now() + make_interval(mins => ${PAYMENT_HOLD_MINUTES})` : null,
      };
      const inserted = await trx.insertInto('booking_changes').values(row).returningAll().executeTakeFirstOrThrow();
      if (dearer) return { result: 'payment', changeId, paymentUrl: '' };
      await applyChange(trx, inserted, order, settlement);
      return { result: 'changed', changeId };
    });
  } catch (error) {
    if (error instanceof NightsGone) return { result: 'soldOut' };
    // A concurrent change of the same booking took its place first (the one pending change per booking, the form's key).
    if (isUniqueViolation(error)) {
      const first = await db.selectFrom('booking_changes').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
      return first ? answerOf(first) : { result: 'pending' };
    }
    throw error;
  }
  if (outcome.result === 'changed') {
    wakeMailOutbox();
    await requestPaymentRefunds(db, provider, quoted.order.id);
  }
  if (outcome.result !== 'payment') return outcome;
  return { result: 'payment', changeId, paymentUrl: await startChangePayment(db, provider, changeId, quoted.order, input.origin, input.returnUrl) };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

/** The provider's payment of a dearer change's difference: a new payment of the same order, its hosted page. */
async function startChangePayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  changeId: string,
  order: OrderRow,
  origin: string,
  returnUrl?: string,
): Promise<string> {
  const change = await db.selectFrom('booking_changes').selectAll().where('id', '=', changeId).executeTakeFirstOrThrow();
  if (change.payment_url) return change.payment_url;
  const market: MarketKey = isMarketKey(order.market) ? order.market : 'fr';
  try {
    const payment = await provider.createPayment({
      orderId: order.id,
      changeId,
      amountCents: change.difference_cents,
      description: `Halte ${order.number} new dates`,
      market: order.market,
      locale: MARKETS[market].locale,
      redirectUrl: returnUrl ?? `${origin}${buildPath(market, 'accountChangeDates', { id: order.number })}?${new URLSearchParams({ change: changeId })}`,
      webhookUrl: `${origin}${PAYMENT_WEBHOOK_PATH}`,
      // One payment per change: a retried creation gives the same one.
      idempotencyKey: `change-${changeId}`,
    });
    await db
      .updateTable('booking_changes')
      .set({ payment_id: payment.id, payment_url: payment.checkoutUrl })
      .where('id', '=', changeId)
      .where('payment_id', 'is', null)
      .execute();
    return payment.checkoutUrl;
  } catch (error) {
    // Without a payment the held nights go back on sale at once.
    await endPendingChange(db, changeId, 'failed');
    throw error;
  }
}

/**
 * In the transaction holding the booking's lock: the booking takes its new dates and party, the nights the old stay
 * leaves go back on sale, the order and its stay line say the new stay and price, a cheaper stay's difference goes
 * back (gift card first, then the provider), the change is done and its e-mail queued.
 */
async function applyChange(trx: Transaction<Database>, change: ChangeRow, order: OrderRow, settlement: DateChangeSettlement): Promise<void> {
  const hold = order.room_hold as unknown as RoomHold;
  await giveNights(trx, hold.hotelId, change.room_give as unknown as NightMove[]);
  const stay = newStayOf(change);
  const details = order.details as StoredDetails & Record<string, unknown>;
  // The activities chosen at the checkout keep their day of the stay (ADR 57): a date outside the new stay would be
  // on the booking's page and in its calendar file. Orders made before they were kept with the order have them in the cart.
  const chosen = Array.isArray(details.stay?.activities)
    ? details.stay.activities
    : order.cart_id
      ? ((await trx.selectFrom('carts').select('activity_selection').where('id', '=', order.cart_id).executeTakeFirst())?.activity_selection ?? null)
      : null;
  const activities = chosen
    ? moveActivityDates(
        chosen.filter((value): value is string => typeof value === 'string'),
        change.old_checkin,
        stay,
      )
    : undefined;
  const newDetails = {
    ...details,
    stay: { ...details.stay, ...stay, nightPrices: change.new_night_prices, cancellation: change.new_cancellation, ...(activities && { activities }) },
  };
  const difference = change.difference_cents;
  await trx
    .updateTable('bookings')
    .set({
      checkin: stay.checkin,
      nights: stay.nights,
      adults: stay.adults,
      children: stay.children,
      babies: stay.babies,
      amount: sql<number>`amount + ${difference}`,
    })
    .where('booking_number', '=', change.booking_number)
    .execute();
  await trx
    .updateTable('orders')
    .set({
      details: JSON.stringify(newDetails),
      total_cents: sql<number>`total_cents + ${difference}`,
      room_hold: JSON.stringify({ ...hold, checkin: stay.checkin, nights: stay.nights, rooms: change.new_rooms }),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', order.id)
    .execute();
  await trx
    .updateTable('order_lines')
    .set({ unit_cents: sql<number>`unit_cents + ${difference}`, total_cents: sql<number>`total_cents + ${difference}` })
    .where('order_id', '=', order.id)
    .where('kind', '=', 'STAY')
    .execute();
  let giftCardCents = 0;
  let cardCents = 0;
  if (settlement.kind === 'refund') {
    giftCardCents = await refundGiftCardForChange(trx, order.id, change.id, settlement.giftCardCents);
    const parts = allocateProviderRefund((await getOrderMoney(trx, order)).payments, settlement.cardCents);
    cardCents = await recordPaymentRefunds(trx, order.id, change.id, parts);
  }
  await trx
    .updateTable('booking_changes')
    .set({ status: 'done', settled_at: sql<Date>`now()`, gift_card_refund_cents: giftCardCents, card_refund_cents: cardCents })
    .where('id', '=', change.id)
    .execute();
  if (isMarketKey(order.market)) {
    const booking = await trx
      .selectFrom('bookings')
      .select(['hotel_label', 'first_name', 'email'])
      .where('booking_number', '=', change.booking_number)
      .executeTakeFirstOrThrow();
    const mail = renderDateChangeMail({
      market: order.market,
      customerFirstName: booking.first_name,
      bookingNumber: change.booking_number,
      hotelName: booking.hotel_label,
      before: { checkIn: change.old_checkin, nights: change.old_nights, adults: change.old_adults, children: change.old_children, babies: change.old_babies },
      after: { checkIn: change.new_checkin, nights: change.new_nights, adults: change.new_adults, children: change.new_children, babies: change.new_babies },
      totalCents: change.new_total_cents,
      paidCents: settlement.kind === 'pay' ? settlement.cardCents : 0,
      giftCardCents,
      cardCents,
      bookingUrl: `${getPublicOrigin()}${await getSignedBookingPath(trx, order.market, change.booking_number)}`,
    });
    await enqueueMail(trx, { kind: 'BOOKING_DATE_CHANGE', to: booking.email, locale: order.market, ...mail });
  }
}

/** A dearer change whose payment did not go through (or never started): its held nights go back on sale, nothing else changed. */
async function endPendingChange(db: Kysely<Database>, changeId: string, status: 'failed' | 'expired'): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const change = await trx.selectFrom('booking_changes').selectAll().where('id', '=', changeId).forUpdate().executeTakeFirst();
    if (change?.status !== 'pending_payment') return false;
    const order = await trx.selectFrom('orders').select('room_hold').where('id', '=', change.order_id).executeTakeFirstOrThrow();
    await giveNights(trx, (order.room_hold as unknown as RoomHold).hotelId, change.room_take as unknown as NightMove[]);
    await trx
      .updateTable('booking_changes')
      .set({ status, settled_at: sql<Date>`now()` })
      .where('id', '=', changeId)
      .execute();
    return true;
  });
}

/**
 * The webhook's part for a change's payment (and the return page's, and the sweep's): reads the payment from the
 * provider, never from the caller. Paid: the change is applied (a payment that came after its hold ran out, when the
 * nights are still free, else it is refunded whole); failed, cancelled or expired: the held nights go back on sale.
 * Answers the change's status afterwards, or null when the payment is no change's.
 */
export async function handleDateChangePayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  paymentId: string,
  source: string,
): Promise<ChangeRow['status'] | null> {
  const change = await db.selectFrom('booking_changes').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
  if (!change) return null;
  const payment = await provider.getPayment(paymentId);
  if (!payment) return change.status;
  const event = getPaymentEvent(payment.status);
  if (event === 'fail' || event === 'cancel' || event === 'expire') {
    await endPendingChange(db, change.id, event === 'expire' ? 'expired' : 'failed');
  } else if (event === 'pay') {
    if (payment.amountCents !== change.difference_cents) {
      log('ERROR', 'Payment amount differs from the date change', { booking: change.booking_number, paid: payment.amountCents, due: change.difference_cents });
      return change.status;
    }
    const refunded = await db.transaction().execute(async (trx) => {
      await trx.selectFrom('bookings').select('booking_number').where('booking_number', '=', change.booking_number).forUpdate().execute();
      const locked = await trx.selectFrom('booking_changes').selectAll().where('id', '=', change.id).forUpdate().executeTakeFirstOrThrow();
      const order = await trx.selectFrom('orders').selectAll().where('id', '=', change.order_id).forUpdate().executeTakeFirstOrThrow();
      const booking = await trx
        .selectFrom('bookings')
        .select(['status', 'checkin', 'nights', 'adults', 'children', 'babies'])
        .where('booking_number', '=', change.booking_number)
        .executeTakeFirstOrThrow();
      if (locked.status === 'done' || locked.status === 'refunded') return false;
      const settlement: DateChangeSettlement = { kind: 'pay', differenceCents: locked.difference_cents, cardCents: locked.difference_cents };
      const unchanged =
        booking.status === 'CONFIRMED' &&
        isSameStay(toStay(booking), {
          checkin: locked.old_checkin,
          nights: locked.old_nights,
          adults: locked.old_adults,
          children: locked.old_children,
          babies: locked.old_babies,
        });
      // Paid after its hold ran out: honoured when the booking is as it was and the nights are still free.
      const held =
        locked.status === 'pending_payment' ||
        (unchanged && (await takeNights(trx, (order.room_hold as unknown as RoomHold).hotelId, locked.room_take as unknown as NightMove[])));
      if (held && unchanged) {
        await applyChange(trx, locked, order, settlement);
        log('INFO', 'Booking dates changed, difference paid', { booking: locked.booking_number, source });
        return false;
      }
      if (locked.status === 'pending_payment')
        await giveNights(trx, (order.room_hold as unknown as RoomHold).hotelId, locked.room_take as unknown as NightMove[]);
      await trx
        .updateTable('booking_changes')
        .set({ status: 'refunded', settled_at: sql<Date>`now()` })
        .where('id', '=', locked.id)
        .execute();
      await recordPaymentRefunds(trx, order.id, locked.id, [{ paymentId, cents: payment.amountCents }]);
      log('WARN', 'Date change paid too late: the payment is refunded', { booking: locked.booking_number, source });
      return true;
    });
    wakeMailOutbox();
    if (refunded) await requestPaymentRefunds(db, provider, change.order_id);
  }
  return (await db.selectFrom('booking_changes').select('status').where('id', '=', change.id).executeTakeFirstOrThrow()).status;
}

/** The order sweep's part: changes whose payment is past its hold are read from the provider, and given up when still unpaid. */
export async function sweepDateChanges(db: Kysely<Database>, provider: PaymentProvider): Promise<number> {
  const stale = await db
    .selectFrom('booking_changes')
    .select(['id', 'payment_id'])
    .where('status', '=', 'pending_payment')
    .where('payment_expires_at', '<', sql<Date>`now()`)
    .limit(100)
    .execute();
  let moved = 0;
  for (const change of stale) {
    try {
      const status = change.payment_id ? await handleDateChangePayment(db, provider, change.payment_id, 'sweep') : 'pending_payment';
      if (status === 'pending_payment') await endPendingChange(db, change.id, 'expired');
      moved += 1;
    } catch (error) {
      log('WARN', 'Date change sweep could not read a payment', { change: change.id, ...describeError(error) });
    }
  }
  return moved;
}

/** A change of the owner's booking as its page tells it afterwards. */
export interface ChangeOutcome {
  id: string;
  status: ChangeRow['status'];
  before: StayChange;
  after: StayChange;
  differenceCents: number;
  giftCardRefundCents: number;
  cardRefundCents: number;
}

/** Change `changeId` of booking `bookingNumber` of `owner`; a payment still open is read from the provider first. */
export async function getChangeOutcome(
  db: Kysely<Database>,
  provider: PaymentProvider,
  bookingNumber: string,
  owner: BookingOwner,
  changeId: string,
): Promise<ChangeOutcome | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(changeId)) return null;
  const owned = await db
    .selectFrom('booking_changes as c')
    .innerJoin('bookings as b', 'b.booking_number', 'c.booking_number')
    .select(['c.id', 'c.status', 'c.payment_id'])
    .where('c.id', '=', changeId)
    .where('c.booking_number', '=', bookingNumber)
    .where((eb) => ('customerId' in owner ? eb('b.customer_id', '=', owner.customerId) : eb('b.email', '=', owner.email.toLowerCase())))
    .executeTakeFirst();
  if (!owned) return null;
  // Back from the hosted page before the webhook: the provider says how the payment went (never the browser).
  if (owned.status === 'pending_payment' && owned.payment_id) await handleDateChangePayment(db, provider, owned.payment_id, 'return').catch(() => null);
  const change = await db.selectFrom('booking_changes').selectAll().where('id', '=', changeId).executeTakeFirstOrThrow();
  return {
    id: change.id,
    status: change.status,
    before: { checkin: change.old_checkin, nights: change.old_nights, adults: change.old_adults, children: change.old_children, babies: change.old_babies },
    after: newStayOf(change),
    differenceCents: change.difference_cents,
    giftCardRefundCents: change.gift_card_refund_cents,
    cardRefundCents: change.card_refund_cents,
  };
}
