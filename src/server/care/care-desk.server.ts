/**
 * The care desk (ADR 60): an agent finds any order, booking or gift, reads the order's story and acts on it. Every
 * action carries a reason and writes an audit row (agent, time, reason, before, after) in the transaction of the
 * change, once per form shown.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { getRefundTotal } from '../../domain/cancellation-refund';
import { canTakeCareAction, isCareReasonValid, sortTimeline, type CareAction, type CareQuery, type CareRole, type TimelineEvent } from '../../domain/care-desk';
import { checkGoodwillRefund, getRefundableCents, type GoodwillRefundAnswer } from '../../domain/goodwill-refund';
import { readRecipientEmail } from '../../domain/gift-aftercare';
import type { ExchangeAnswer } from '../../domain/gift-card-rules';
import { isMarketKey, MARKETS } from '../../i18n/markets';
import { resendGift } from '../account/gift-aftercare.server';
import { clearAttempts } from '../auth/throttle.server';
import type { Database } from '../db/schema';
import { getOrderGiftCard } from '../gift-cards/gift-cards.server';
import { exchangeVoucher, extendGiftAsGoodwill, getGiftOptions, type GiftOptions } from '../gift-cards/gift-extension.server';
import { enqueueMail, getPublicOrigin, renderDateChangePaymentMail, renderGoodwillRefundMail, renderPaymentLinkMail, wakeMailOutbox } from '../mail';
import { cancelBooking, previewCancellation, type CancellationPreview } from '../orders/booking-cancellation.server';
import { getSignedBookingPath } from '../orders/booking-access.server';
import {
  changeBookingDates,
  getChangeableBooking,
  previewDateChange,
  type ChangeableBooking,
  type ChangePreview,
  type ChangeProblem,
  type StayChange,
} from '../orders/date-changes.server';
import { queueOrderConfirmation } from '../orders/fulfilment.server';
import { getRecordedRefunds, recordGoodwillRefund, requestRefund } from '../orders/refunds.server';
import type { PaymentProvider } from '../payments/payment-provider';

type Db = Kysely<Database> | Transaction<Database>;

export interface CareAgentWithRole {
  id: string;
  name: string;
  role: CareRole;
}

export interface FoundOrder {
  id: string;
  number: string;
  kind: string;
  status: string;
  market: string;
  name: string;
  email: string;
  totalCents: number;
  createdAt: string;
}

export interface FoundBooking {
  number: string;
  status: string;
  hotel: string;
  checkin: string;
  name: string;
  email: string;
  /** The order page, when the booking came from an order of this site (imported ones have none). */
  orderId: string | null;
}

export interface FoundGift {
  code: string;
  kind: string;
  expiresOn: string;
  usedOn: string | null;
  orderId: string | null;
  /** On an order's page: what exchanging it for a gift card would give today (the gift-card module's rule). */
  exchange?: ExchangeAnswer;
  /** On an order's page: the months an agent may add free today, with the last valid day each gives (ADR 60). */
  goodwillChoices?: GiftOptions['goodwillChoices'];
}

export interface CareSearchResult {
  orders: FoundOrder[];
  bookings: FoundBooking[];
  gifts: FoundGift[];
}

const LIMIT = 25;
const day = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString().slice(0, 10));

/** Orders, bookings and gifts matching the query, newest first; each lookup an index read. */
export async function findForCare(db: Kysely<Database>, query: CareQuery): Promise<CareSearchResult> {
  let orders = db
    .selectFrom('orders')
    .select(['id', 'number', 'kind', 'status', 'market', 'first_name', 'last_name', 'email', 'total_cents', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(LIMIT);
  let bookings = db
    .selectFrom('bookings')
    .select(['booking_number', 'status', 'hotel_label', 'checkin', 'first_name', 'last_name', 'email'])
    .orderBy('created_at', 'desc')
    .limit(LIMIT);
  let gifts = db.selectFrom('gift_codes').select(['code', 'kind', 'expires_on', 'used_at', 'order_id']).orderBy('issued_at', 'desc').limit(LIMIT);
  let giftsToo = false;
  switch (query.kind) {
    case 'number':
      orders = orders.where('number', '=', query.value);
      bookings = bookings.where('booking_number', '=', query.value);
      break;
    case 'giftCode': {
      giftsToo = true;
      gifts = gifts.where('code', '=', query.value);
      const code = await db.selectFrom('gift_codes').select(['order_id', 'redeemed_by_order']).where('code', '=', query.value).executeTakeFirst();
      const ids = [code?.order_id, code?.redeemed_by_order].filter((id): id is string => Boolean(id));
      orders = orders.where('id', 'in', ids.length ? ids : ['00000000-0000-0000-0000-000000000000']);
      bookings = bookings.where(sql<boolean>`false`);
      break;
    }
    case 'email':
      orders = orders.where('email', '=', query.value);
      bookings = bookings.where('email', '=', query.value);
      break;
    case 'phone':
      orders = orders.where(sql<string>`right(regexp_replace(phone, '[^0-9]', '', 'g'), 9)`, '=', query.value).where('phone', 'is not', null);
      bookings = bookings.where(sql<boolean>`false`);
      break;
    case 'name': {
      const words = query.value.split(' ');
      const last = words.at(-1) as string;
      const first = words.length > 1 ? words.slice(0, -1).join(' ') : null;
      orders = orders.where(sql<string>`lower(last_name)`, '=', last);
      bookings = bookings.where(sql<string>`lower(last_name)`, '=', last);
      if (first) {
        orders = orders.where(sql<string>`lower(first_name)`, 'like', `${first}%`);
        bookings = bookings.where(sql<string>`lower(first_name)`, 'like', `${first}%`);
      }
      break;
    }
  }
  const [orderRows, bookingRows, giftRows] = await Promise.all([orders.execute(), bookings.execute(), giftsToo ? gifts.execute() : Promise.resolve([])]);
  const withOrders = bookingRows.length
    ? await db
        .selectFrom('orders')
        .select(['id', 'number'])
        .where(
          'number',
          'in',
          bookingRows.map((b) => b.booking_number),
        )
        .execute()
    : [];
  return {
    orders: orderRows.map((o) => ({
      id: o.id,
      number: o.number,
      kind: o.kind,
      status: o.status,
      market: o.market,
      name: `${o.first_name} ${o.last_name}`,
      email: o.email,
      totalCents: o.total_cents,
      createdAt: new Date(o.created_at).toISOString(),
    })),
    bookings: bookingRows.map((b) => ({
      number: b.booking_number,
      status: b.status,
      hotel: b.hotel_label,
      checkin: String(b.checkin),
      name: `${b.first_name} ${b.last_name}`,
      email: b.email,
      orderId: withOrders.find((o) => o.number === b.booking_number)?.id ?? null,
    })),
    gifts: giftRows.map((g) => ({ code: g.code, kind: g.kind, expiresOn: String(g.expires_on), usedOn: day(g.used_at), orderId: g.order_id })),
  };
}

export interface CareOrderStory {
  order: {
    id: string;
    number: string;
    kind: string;
    status: string;
    market: string;
    createdAt: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    customerId: string | null;
  };
  lines: { label: string; totalCents: number }[];
  money: {
    totalCents: number;
    cardCents: number;
    giftCardCents: number;
    giftCode: string | null;
    refundedCents: number;
    refundPendingCents: number;
    /** Goodwill refunds recorded (sent or on their way), and what the provider payment can still give back. */
    goodwillCents: number;
    refundableCents: number;
  };
  booking: { status: string; hotel: string; checkin: string; nights: number; adults: number; children: number; babies: number } | null;
  gifts: FoundGift[];
  timeline: TimelineEvent[];
  otherOrders: FoundOrder[];
  /** What cancelling the booking today would give back (null: no booking that can be cancelled). */
  cancellation: CancellationPreview | null;
  /** The booking as a change of dates sees it: its stay, whether it may be changed today, a change waiting for payment (null: no booking). */
  dateChange: ChangeableBooking | null;
  /** The day the story was read ('YYYY-MM-DD'). */
  today: string;
}

/** Everything the order page shows, read in a handful of queries. Undefined for an unknown order. */
export async function loadCareOrderStory(db: Kysely<Database>, orderId: string, today: string): Promise<CareOrderStory | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return undefined;
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const [lines, events, refunds, otherRefunds, changes, recorded, mails, gifts, aftercare, actions, booking, giftCard, others] = await Promise.all([
    db.selectFrom('order_lines').select(['label', 'total_cents']).where('order_id', '=', order.id).orderBy('position').execute(),
    db.selectFrom('order_events').select(['from_status', 'to_status', 'source', 'created_at']).where('order_id', '=', order.id).execute(),
    db
      .selectFrom('order_refunds')
      .select(['kind', 'amount_cents', 'status', 'created_at', 'updated_at'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    // Refunds of other payments: a cheaper change's, and the part of a cancellation a later payment gives back (ADR 57).
    db.selectFrom('payment_refunds').select(['change_id', 'amount_cents', 'status', 'created_at', 'updated_at']).where('order_id', '=', order.id).execute(),
    db
      .selectFrom('booking_changes')
      .select(['status', 'old_checkin', 'old_nights', 'new_checkin', 'new_nights', 'difference_cents', 'created_at', 'settled_at'])
      .where('order_id', '=', order.id)
      .execute(),
    getRecordedRefunds(db, order),
    // E-mails to the buyer since the order was made (the outbox keeps who, what and when).
    db
      .selectFrom('outbox_messages')
      .select(['kind', 'subject', 'recipient', 'status', 'created_at', 'sent_at'])
      .where('recipient', '=', order.email)
      .where('created_at', '>=', sql<Date>`${order.created_at}::timestamptz - interval '1 minute'`)
      .orderBy('id')
      .limit(200)
      .execute(),
    db
      .selectFrom('gift_codes')
      .select(['code', 'kind', 'expires_on', 'used_at', 'order_id', 'issued_at', 'extended_at'])
      .where('order_id', '=', order.id)
      .execute(),
    db.selectFrom('gift_aftercare_events').select(['action', 'gift_code', 'created_at']).where('order_id', '=', order.id).execute(),
    db
      .selectFrom('care_actions as c')
      .innerJoin('care_agents as a', 'a.id', 'c.agent_id')
      .select(['c.action', 'c.reason', 'c.created_at', 'a.name'])
      .where('c.order_id', '=', order.id)
      .execute(),
    order.kind === 'STAY' ? db.selectFrom('bookings').selectAll().where('booking_number', '=', order.number).executeTakeFirst() : Promise.resolve(undefined),
    getOrderGiftCard(db, order.id),
    db
      .selectFrom('orders')
      .select(['id', 'number', 'kind', 'status', 'market', 'first_name', 'last_name', 'email', 'total_cents', 'created_at'])
      .where('email', '=', order.email)
      .where('id', '!=', order.id)
      .orderBy('created_at', 'desc')
      .limit(LIMIT)
      .execute(),
  ]);
  const iso = (value: Date | string) => new Date(value).toISOString();
  const timeline: TimelineEvent[] = [
    { at: iso(order.created_at), kind: 'created', detail: { totalCents: order.total_cents } },
    ...events.map((e): TimelineEvent => ({ at: iso(e.created_at), kind: 'status', detail: { from: e.from_status, to: e.to_status, source: e.source } })),
    ...refunds.flatMap((r): TimelineEvent[] => [
      { at: iso(r.created_at), kind: 'refundAsked', detail: { amountCents: r.amount_cents, refundKind: r.kind } },
      ...(r.status === 'refunded' ? [{ at: iso(r.updated_at), kind: 'refundDone' as const, detail: { amountCents: r.amount_cents, refundKind: r.kind } }] : []),
    ]),
    ...otherRefunds.flatMap((r): TimelineEvent[] => [
      { at: iso(r.created_at), kind: 'refundAsked', detail: { amountCents: r.amount_cents, refundKind: r.change_id ? 'change' : 'policy' } },
      ...(r.status === 'refunded'
        ? [{ at: iso(r.updated_at), kind: 'refundDone' as const, detail: { amountCents: r.amount_cents, refundKind: r.change_id ? 'change' : 'policy' } }]
        : []),
    ]),
    ...changes.flatMap((c): TimelineEvent[] => {
      const detail = {
        from: String(c.old_checkin),
        fromNights: c.old_nights,
        to: String(c.new_checkin),
        toNights: c.new_nights,
        differenceCents: c.difference_cents,
        changeStatus: c.status,
      };
      return [
        ...(c.status !== 'done' || c.settled_at === null || iso(c.settled_at) !== iso(c.created_at)
          ? [{ at: iso(c.created_at), kind: 'dateChangeAsked' as const, detail }]
          : []),
        ...(c.status === 'done' && c.settled_at ? [{ at: iso(c.settled_at), kind: 'dateChanged' as const, detail }] : []),
      ];
    }),
    ...mails.flatMap((m): TimelineEvent[] => [
      { at: iso(m.created_at), kind: 'mailQueued', detail: { subject: m.subject, mailKind: m.kind } },
      ...(m.sent_at ? [{ at: iso(m.sent_at), kind: 'mailSent' as const, detail: { subject: m.subject, mailKind: m.kind } }] : []),
    ]),
    ...gifts.flatMap((g): TimelineEvent[] => [
      ...(g.issued_at ? [{ at: iso(g.issued_at), kind: 'giftIssued' as const, detail: { code: g.code } }] : []),
      ...(g.used_at ? [{ at: iso(g.used_at), kind: 'giftRedeemed' as const, detail: { code: g.code } }] : []),
      ...(g.extended_at ? [{ at: iso(g.extended_at), kind: 'giftExtended' as const, detail: { code: g.code } }] : []),
    ]),
    ...aftercare.map((a): TimelineEvent => ({ at: iso(a.created_at), kind: 'giftAftercare', detail: { action: a.action, code: a.gift_code } })),
    ...actions.map((a): TimelineEvent => ({ at: iso(a.created_at), kind: 'agent', detail: { action: a.action, reason: a.reason, agent: a.name } })),
  ];
  const details = order.details as { giftRedemption?: { code: string; amountCents: number } };
  return {
    order: {
      id: order.id,
      number: order.number,
      kind: order.kind,
      status: order.status,
      market: order.market,
      createdAt: iso(order.created_at),
      firstName: order.first_name,
      lastName: order.last_name,
      email: order.email,
      phone: order.phone,
      customerId: order.customer_id,
    },
    lines: lines.map((l) => ({ label: l.label, totalCents: l.total_cents })),
    money: {
      totalCents: order.total_cents,
      cardCents: recorded.paidCents,
      giftCardCents: giftCard?.cents ?? 0,
      giftCode: details.giftRedemption?.code ?? null,
      refundedCents: recorded.sentCents,
      refundPendingCents: recorded.pendingCents,
      goodwillCents: recorded.goodwillCents,
      refundableCents: getRefundableCents(recorded.paidCents, recorded.recordedCents),
    },
    booking: booking
      ? {
          status: booking.status,
          hotel: booking.hotel_label,
          checkin: String(booking.checkin),
          nights: booking.nights,
          adults: booking.adults,
          children: booking.children,
          babies: booking.babies,
        }
      : null,
    gifts: await Promise.all(
      gifts.map(async (g) => {
        const options = await getGiftOptions(db, g.code, today);
        return {
          code: g.code,
          kind: g.kind,
          expiresOn: String(g.expires_on),
          usedOn: day(g.used_at),
          orderId: g.order_id,
          exchange: options?.exchange ?? { allowed: false as const, reason: 'notExchangeable' as const },
          goodwillChoices: options?.goodwillChoices ?? [],
        };
      }),
    ),
    timeline: sortTimeline(timeline),
    otherOrders: others.map((o) => ({
      id: o.id,
      number: o.number,
      kind: o.kind,
      status: o.status,
      market: o.market,
      name: `${o.first_name} ${o.last_name}`,
      email: o.email,
      totalCents: o.total_cents,
      createdAt: iso(o.created_at),
    })),
    cancellation: booking?.status === 'CONFIRMED' ? await previewCancellation(db, order.number, { email: order.email }, today) : null,
    dateChange: booking ? await getChangeableBooking(db, order.number, { email: order.email }, today, 'care') : null,
    today,
  };
}

export type CareActionOutcome =
  | {
      ok: true;
      message:
        'resent' | 'giftResent' | 'exchanged' | 'cancelled' | 'unblocked' | 'goodwillRefunded' | 'extended' | 'datesChanged' | 'changeLinkSent' | 'alreadyDone';
    }
  | {
      ok: false;
      reason:
        | 'reason'
        | 'forbidden'
        | 'email'
        | 'notFound'
        | 'notCancellable'
        | 'notExchangeable'
        | 'refundChanged'
        | 'tooMany'
        | 'alreadyCancelled'
        | Extract<GoodwillRefundAnswer, { allowed: false }>['reason']
        | 'notExtendable'
        | 'giftChanged'
        | ChangeProblem
        | 'stay';
    };

export interface CareActionInput {
  action: CareAction;
  reason: string;
  /** One per form shown: a second submission of the same form does nothing more. */
  key: string;
  /** resendConfirmation: another address the agent corrected, else the buyer's. */
  to?: string | undefined;
  /** resendGift: the code to send again. */
  giftCode?: string | undefined;
  /** cancelBooking: the refund the page showed, in cents; nothing is done when it changed since. */
  expectedRefundCents?: number | undefined;
  /** goodwillRefund: the amount the agent confirmed, in cents. */
  amountCents?: number | undefined;
  /** extendGift: the months to add, and the last valid day the page showed (nothing is done when it moved since). */
  months?: number | undefined;
  expectedExpiresOn?: string | undefined;
  /** changeDates: the new dates and party, and the difference the agent confirmed (cents). */
  stay?: StayChange | undefined;
  expectedDifferenceCents?: number | undefined;
}

/**
 * Before a change of dates is confirmed: what the new stay costs and what the change pays or gives back, worked out
 * as the customer's own change does (ADR 57). Undefined for an unknown order.
 */
export async function previewCareDateChange(db: Kysely<Database>, orderId: string, stay: StayChange, today: string): Promise<ChangePreview | undefined> {
  const order = await db.selectFrom('orders').select(['number', 'email', 'market', 'kind']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  if (order.kind !== 'STAY' || !isMarketKey(order.market)) return { ok: false, problem: 'notFound' };
  return previewDateChange(db, order.number, { email: order.email }, stay, today, MARKETS[order.market].language, 'care');
}

/**
 * Before a goodwill refund is confirmed: whether `agent` may refund `amountCents` on order `orderId` now (the same
 * rule the refund applies under the order's lock).
 */
export async function checkCareGoodwill(
  db: Kysely<Database>,
  agent: CareAgentWithRole,
  orderId: string,
  amountCents: number,
): Promise<GoodwillRefundAnswer | undefined> {
  const order = await db.selectFrom('orders').select(['id', 'status', 'payment_id', 'amount_due_cents']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const { paidCents, recordedCents, goodwillCents } = await getRecordedRefunds(db, order);
  return checkGoodwillRefund({ role: agent.role, status: order.status, amountCents, paidCents, refundedCents: recordedCents, goodwillCents });
}

/**
 * Takes an action on order `orderId` for `agent`: checks the role and the reason, does it, and records it. A key
 * already used answers 'alreadyDone' and does nothing (two clicks make one refund).
 */
export async function takeCareAction(
  db: Kysely<Database>,
  agent: CareAgentWithRole,
  orderId: string,
  input: CareActionInput,
  today: string,
  provider?: PaymentProvider,
): Promise<CareActionOutcome> {
  if (!canTakeCareAction(agent.role, input.action)) return { ok: false, reason: 'forbidden' };
  if (!isCareReasonValid(input.reason)) return { ok: false, reason: 'reason' };
  const done = await db.selectFrom('care_actions').select('id').where('idempotency_key', '=', input.key).executeTakeFirst();
  if (done) return { ok: true, message: 'alreadyDone' };
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return { ok: false, reason: 'notFound' };
  const audit = (trx: Db, before: unknown, after: unknown) =>
    trx
      .insertInto('care_actions')
      .values({
        agent_id: agent.id,
        order_id: order.id,
        action: input.action,
        reason: input.reason.trim(),
        before: JSON.stringify(before),
        after: JSON.stringify(after),
        idempotency_key: input.key,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .executeTakeFirst();
  switch (input.action) {
    case 'resendConfirmation': {
      const to = input.to?.trim() ? readRecipientEmail(input.to) : order.email;
      if (!to) return { ok: false, reason: 'email' };
      const code = await db.selectFrom('gift_codes').select('code').where('order_id', '=', order.id).executeTakeFirst();
      const recorded = await db.transaction().execute(async (trx) => {
        const row = await audit(trx, { to: order.email }, { to });
        if (Number(row.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await queueOrderConfirmation(trx, order, { giftCode: code?.code ?? null, to });
        return true;
      });
      if (recorded) wakeMailOutbox();
      return { ok: true, message: recorded ? 'resent' : 'alreadyDone' };
    }
    case 'resendGift': {
      const result = await resendGift(db, { orderId: order.id }, input.giftCode ?? '', today);
      if (!result.ok) return { ok: false, reason: result.reason === 'notFound' ? 'notFound' : 'tooMany' };
      await audit(db, { code: input.giftCode }, { to: result.to });
      return { ok: true, message: 'giftResent' };
    }
    case 'exchangeGift': {
      // Only a gift this order issued; the gift-card module's rules decide and do it (ADR 33).
      const gift = await db
        .selectFrom('gift_codes')
        .select('code')
        .where('code', '=', (input.giftCode ?? '').toUpperCase())
        .where('order_id', '=', order.id)
        .executeTakeFirst();
      if (!gift || !isMarketKey(order.market)) return { ok: false, reason: 'notFound' };
      const result = await exchangeVoucher(db, gift.code, MARKETS[order.market], today);
      if (!result.ok) return { ok: false, reason: 'notExchangeable' };
      await audit(db, { code: gift.code }, { giftCard: result.cardCode, amountCents: result.amountCents });
      return { ok: true, message: 'exchanged' };
    }
    case 'cancelBooking': {
      const preview = await previewCancellation(db, order.number, { email: order.email }, today);
      if (!preview?.cancellable) return { ok: false, reason: 'notCancellable' };
      const result = await cancelBooking(db, order.number, { email: order.email }, today, provider, input.expectedRefundCents, 'care');
      if (result === 'refundChanged') return { ok: false, reason: 'refundChanged' };
      if (result === 'alreadyCancelled') return { ok: false, reason: 'alreadyCancelled' };
      if (result !== 'cancelled') return { ok: false, reason: 'notCancellable' };
      await audit(
        db,
        { booking: 'CONFIRMED' },
        { booking: 'CANCELLED', refundCents: getRefundTotal(preview.refund), cardCents: preview.refund.cardCents, giftCardCents: preview.refund.giftCardCents },
      );
      return { ok: true, message: 'cancelled' };
    }
    case 'goodwillRefund': {
      // Under the order's lock: the rule counts every refund recorded so far, and the form's key records one.
      const granted = await db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('orders')
          .select(['id', 'status', 'payment_id', 'amount_due_cents'])
          .where('id', '=', order.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        // Every payment of the order counts: a date change may have taken a difference apart (ADR 57).
        const { paidCents, recordedCents, goodwillCents } = await getRecordedRefunds(trx, locked);
        const answer = checkGoodwillRefund({
          role: agent.role,
          status: locked.status,
          amountCents: input.amountCents ?? 0,
          paidCents,
          refundedCents: recordedCents,
          goodwillCents,
        });
        if (!answer.allowed) return answer.reason;
        const row = await audit(
          trx,
          { refundedCents: recordedCents, goodwillCents },
          { amountCents: answer.amountCents, refundableCents: answer.refundableAfterCents },
        );
        if (Number(row.numInsertedOrUpdatedRows ?? 0) === 0) return 'alreadyDone';
        const recordedNow = await recordGoodwillRefund(trx, locked, answer.amountCents, input.key);
        if (recordedNow === null) return 'alreadyDone';
        if (isMarketKey(order.market)) {
          const mail = renderGoodwillRefundMail({ market: order.market, firstName: order.first_name, number: order.number, amountCents: answer.amountCents });
          await enqueueMail(trx, { kind: 'GOODWILL_REFUND', to: order.email, locale: order.market, ...mail });
        }
        return recordedNow;
      });
      if (granted === 'alreadyDone') return { ok: true, message: 'alreadyDone' };
      if (typeof granted === 'string') return { ok: false, reason: granted };
      wakeMailOutbox();
      // The refund stands whatever the provider answers now: one it could not take is asked again by the sweep.
      if (provider) await requestRefund(db, provider, order.id);
      return { ok: true, message: 'goodwillRefunded' };
    }
    case 'changeDates': {
      // The customer's own change (ADR 57), for them: same rules, same money; the order's e-mail is the booking's owner.
      if (!input.stay || input.expectedDifferenceCents === undefined) return { ok: false, reason: 'stay' };
      if (order.kind !== 'STAY' || !isMarketKey(order.market)) return { ok: false, reason: 'notFound' };
      const market = order.market;
      const before = await db
        .selectFrom('bookings')
        .select(['checkin', 'nights', 'adults', 'children', 'babies', 'amount', 'hotel_label', 'first_name'])
        .where('booking_number', '=', order.number)
        .executeTakeFirst();
      if (!before) return { ok: false, reason: 'notFound' };
      const origin = getPublicOrigin();
      const result = await changeBookingDates(db, provider ?? missingProvider(), {
        bookingNumber: order.number,
        owner: { email: order.email },
        request: input.stay,
        today,
        language: MARKETS[market].language,
        expectedDifferenceCents: input.expectedDifferenceCents,
        idempotencyKey: input.key,
        origin,
        by: 'care',
        returnUrl: `${origin}${await getSignedBookingPath(db, market, order.number)}`,
      });
      if (result.result !== 'changed' && result.result !== 'payment') return { ok: false, reason: result.result };
      const change = await db.selectFrom('booking_changes').selectAll().where('id', '=', result.changeId).executeTakeFirstOrThrow();
      const stayBefore = {
        checkin: change.old_checkin,
        nights: change.old_nights,
        adults: change.old_adults,
        children: change.old_children,
        babies: change.old_babies,
      };
      const stayAfter = {
        checkin: change.new_checkin,
        nights: change.new_nights,
        adults: change.new_adults,
        children: change.new_children,
        babies: change.new_babies,
      };
      const recorded = await db.transaction().execute(async (trx) => {
        const row = await audit(
          trx,
          { stay: stayBefore, totalCents: change.old_total_cents },
          {
            stay: stayAfter,
            totalCents: change.new_total_cents,
            differenceCents: change.difference_cents,
            giftCardRefundCents: change.gift_card_refund_cents,
            cardRefundCents: change.card_refund_cents,
            ...(result.result === 'payment' && { paymentLinkTo: order.email }),
          },
        );
        // The form sent twice: the change answered the first one, and its e-mail went once.
        if (Number(row.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        if (result.result === 'payment' && change.payment_expires_at) {
          const until = new Intl.DateTimeFormat(MARKETS[market].tag, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' }).format(
            new Date(change.payment_expires_at),
          );
          const toMail = (stay: typeof stayBefore) => ({
            checkIn: stay.checkin,
            nights: stay.nights,
            adults: stay.adults,
            children: stay.children,
            babies: stay.babies,
          });
          const mail = renderDateChangePaymentMail({
            market,
            customerFirstName: before.first_name,
            bookingNumber: order.number,
            hotelName: before.hotel_label,
            agentName: agent.name,
            before: toMail(stayBefore),
            after: toMail(stayAfter),
            totalCents: change.new_total_cents,
            differenceCents: change.difference_cents,
            payUrl: result.paymentUrl,
            until,
          });
          await enqueueMail(trx, { kind: 'DATE_CHANGE_PAYMENT_LINK', to: order.email, locale: market, ...mail });
        }
        return true;
      });
      if (recorded) wakeMailOutbox();
      if (!recorded) return { ok: true, message: 'alreadyDone' };
      return { ok: true, message: result.result === 'payment' ? 'changeLinkSent' : 'datesChanged' };
    }
    case 'extendGift': {
      // Only a gift this order issued; the gift rules decide (ADR 33, 60), in the transaction of the audit row.
      const gift = await db
        .selectFrom('gift_codes')
        .select('code')
        .where('code', '=', (input.giftCode ?? '').toUpperCase())
        .where('order_id', '=', order.id)
        .executeTakeFirst();
      if (!gift) return { ok: false, reason: 'notFound' };
      const undo = new Error('extension refused');
      let refused: CareActionOutcome | null = null;
      const recorded = await db
        .transaction()
        .execute(async (trx) => {
          const row = await audit(trx, { code: gift.code, expiresOn: input.expectedExpiresOn ?? null }, { code: gift.code, months: input.months ?? 0 });
          if (Number(row.numInsertedOrUpdatedRows ?? 0) === 0) return false;
          const result = await extendGiftAsGoodwill(trx, gift.code, input.months ?? 0, today, input.expectedExpiresOn);
          if (!result.ok) {
            refused = { ok: false, reason: result.reason === 'changed' ? 'giftChanged' : result.reason === 'unknown' ? 'notFound' : 'notExtendable' };
            throw undo;
          }
          await trx
            .updateTable('care_actions')
            .set({
              before: JSON.stringify({ code: gift.code, expiresOn: result.expiresOn }),
              after: JSON.stringify({ code: gift.code, months: result.months, expiresOn: result.newExpiresOn, mailedTo: result.mailedTo }),
            })
            .where('idempotency_key', '=', input.key)
            .execute();
          return true;
        })
        .catch((error: unknown) => {
          if (error !== undo) throw error;
          return false;
        });
      if (refused) return refused;
      if (!recorded) return { ok: true, message: 'alreadyDone' };
      wakeMailOutbox();
      return { ok: true, message: 'extended' };
    }
    case 'unblockSignIn': {
      await clearAttempts(db, 'signInAccount', order.email);
      await clearAttempts(db, 'signInDevice', order.email);
      await audit(db, { email: order.email }, { unblocked: true });
      return { ok: true, message: 'unblocked' };
    }
  }
}

/**
 * A stay an agent booked on the phone for a caller (spec §6 care mode): the order is placed in the caller's name and
 * its rooms held; the caller gets the provider's payment page by e-mail, which works as long as the hold. Paid, the
 * order is theirs like any other. Recorded on the order's timeline.
 */
export async function sendPaymentLink(db: Kysely<Database>, agent: CareAgentWithRole, orderId: string, payUrl: string): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'number', 'market', 'email', 'first_name', 'amount_due_cents', 'payment_expires_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const market = isMarketKey(order.market) ? order.market : 'fr';
  const lines = await db.selectFrom('order_lines').select(['label', 'total_cents']).where('order_id', '=', order.id).orderBy('position').execute();
  const until = new Intl.DateTimeFormat(MARKETS[market].tag, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' }).format(
    new Date(order.payment_expires_at),
  );
  const mail = renderPaymentLinkMail({
    market,
    firstName: order.first_name,
    number: order.number,
    agentName: agent.name,
    lines: lines.map((line) => ({ label: line.label, amountCents: line.total_cents })),
    totalCents: order.amount_due_cents,
    payUrl,
    until,
  });
  await db.transaction().execute(async (trx) => {
    await enqueueMail(trx, { kind: 'PAYMENT_LINK', to: order.email, locale: market, ...mail });
    await trx
      .insertInto('care_actions')
      .values({
        agent_id: agent.id,
        order_id: order.id,
        action: 'bookForCaller',
        reason: '',
        before: null,
        after: JSON.stringify({ to: order.email, until: new Date(order.payment_expires_at).toISOString() }),
        idempotency_key: `book-${order.id}`,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
  });
  wakeMailOutbox();
}

/** Without a payment provider nothing that takes or gives back money can be done. */
function missingProvider(): never {
  throw new Error('A change of dates needs the payment provider');
}
