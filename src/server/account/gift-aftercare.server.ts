/**
 * A gift's after-care from My gifts (ADR 48): its printable voucher, sending it again, correcting its recipient's
 * address, moving the day an e-gift leaves. Only the account that owns the order (by id, ADR 43) reaches a gift;
 * anyone else is told it does not exist. Every action is recorded in gift_aftercare_events, whose rows also count
 * towards the limits of src/domain/gift-aftercare.ts, and every e-mail goes through the outbox.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  AFTERCARE_WINDOW_HOURS,
  checkRecipientChange,
  checkResend,
  checkSendDateMove,
  readRecipientEmail,
  type AftercareGift,
  type AftercareRefusal,
} from '../../domain/gift-aftercare';
import { normaliseGiftCode } from '../../domain/gift-code';
import { isMarketKey, type MarketKey } from '../../i18n/markets';
import type { Database, GiftAftercareEventsTable, OrdersTable } from '../db/schema';
import { enqueueMail, renderGiftChangeMail, renderGiftCopyMail, renderGiftRecipientMail, wakeMailOutbox } from '../mail';
import { getGiftRedeemUrl, getGiftSendAt, renderGiftVoucher, type StoredGift } from '../orders/fulfilment.server';

type Db = Kysely<Database> | Transaction<Database>;
type Order = Selectable<OrdersTable>;
export type AftercareAction = GiftAftercareEventsTable['action'];

/** A gift the account owns, as the after-care reads it. */
export interface OwnedGift {
  order: Order;
  market: MarketKey;
  code: string;
  gift: StoredGift;
  state: AftercareGift;
  /** The e-gift's e-mail while it waits in the outbox. */
  pending: { id: number; sendAt: Date } | null;
}

const isoDay = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/** Whether the gift is sent by e-mail to someone other than its buyer. */
export function isEgift(gift: StoredGift): boolean {
  return !gift.isPhysical && !gift.ownUse && Boolean(gift.recipientEmail);
}

/** The e-gift's e-mail still waiting in the outbox (by the code it carries; older rows by their body). */
async function findPendingMail(db: Db, code: string): Promise<{ id: number; sendAt: Date } | null> {
  const row = await db
    .selectFrom('outbox_messages')
    .select(['id', 'send_at'])
    .where('kind', '=', 'GIFT_RECIPIENT')
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('gift_code', '=', code), eb.and([eb('gift_code', 'is', null), eb('body', 'like', `%${code}%`)])]))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { id: row.id, sendAt: new Date(row.send_at) } : null;
}

/** Who acts on a gift: the account that owns its order, or a care agent on that order (the care desk). */
export type GiftOwner = string | { orderId: string };

/** The gift `code` when `owner` owns its order; undefined for anyone else (locks the order inside a transaction). */
export async function findOwnedGift(db: Db, owner: GiftOwner, input: string, lock = false): Promise<OwnedGift | undefined> {
  const code = normaliseGiftCode(input);
  if (!code) return undefined;
  let query = db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .innerJoin('gift_codes as g', 'g.code', 'l.gift_code')
    .selectAll('o')
    .select(['g.code as gift_code', 'g.used_at as gift_used_at', 'g.expires_on as gift_expires_on'])
    .where('l.gift_code', '=', code)
    .where(typeof owner === 'string' ? 'o.customer_id' : 'o.id', '=', typeof owner === 'string' ? owner : owner.orderId);
  if (lock) query = query.forUpdate('o');
  const row = await query.executeTakeFirst();
  const gift = row && (row.details as { gift?: StoredGift }).gift;
  if (!row || !gift) return undefined;
  const { gift_code, gift_used_at, gift_expires_on, ...order } = row;
  const pending = isEgift(gift) ? await findPendingMail(db, gift_code) : null;
  // A message due now is leaving: it counts as sent.
  const waiting = pending && pending.sendAt.getTime() > Date.now() ? pending : null;
  return {
    order,
    market: isMarketKey(order.market) ? order.market : 'fr',
    code: gift_code,
    gift,
    pending: waiting,
    state: {
      isEgift: isEgift(gift),
      usedOn: gift_used_at ? isoDay(gift_used_at) : null,
      expiresOn: String(gift_expires_on),
      scheduledOn: waiting ? isoDay(waiting.sendAt) : null,
      recipientEmail: gift.recipientEmail ?? null,
    },
  };
}

/** How many times the gift did `actions` in the last AFTERCARE_WINDOW_HOURS. */
async function countRecent(db: Db, code: string, actions: AftercareAction[]): Promise<number> {
  const row = await db
    .selectFrom('gift_aftercare_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('gift_code', '=', code)
    .where('action', 'in', actions)
    .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${AFTERCARE_WINDOW_HOURS})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function record(db: Db, owned: OwnedGift, action: AftercareAction, detail: Record<string, unknown> = {}): Promise<void> {
  await db
    .insertInto('gift_aftercare_events')
    .values({ order_id: owned.order.id, gift_code: owned.code, customer_id: owned.order.customer_id, action, detail: JSON.stringify(detail) })
    .execute();
}

/** The last actions of the account's gifts, newest first, by code (My gifts shows them). */
export async function getAftercareHistory(db: Db, codes: readonly string[]): Promise<Map<string, { action: AftercareAction; at: string }[]>> {
  const history = new Map<string, { action: AftercareAction; at: string }[]>();
  if (codes.length === 0) return history;
  const rows = await db
    .selectFrom('gift_aftercare_events')
    .select(['gift_code', 'action', 'created_at'])
    .where('gift_code', 'in', [...codes])
    .where('action', '!=', 'download')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  for (const row of rows) {
    const list = history.get(row.gift_code) ?? [];
    if (list.length < 5) list.push({ action: row.action, at: new Date(row.created_at).toISOString() });
    history.set(row.gift_code, list);
  }
  return history;
}

export interface VoucherFile {
  filename: string;
  content: Uint8Array;
}

/** The gift's printable PDF voucher, drawn again as it was issued (its code, last valid day and names). */
export async function getOwnedVoucher(db: Kysely<Database>, customerId: string, code: string): Promise<VoucherFile | undefined> {
  const owned = await findOwnedGift(db, customerId, code);
  if (!owned) return undefined;
  const rendered = await renderGiftVoucher(db, owned.order, owned.code, owned.state.expiresOn);
  if (!rendered) return undefined;
  await record(db, owned, 'download');
  return { filename: rendered.voucher.filename, content: rendered.voucher.content };
}

export type AftercareResult<T = object> = ({ ok: true } & T) | { ok: false; reason: AftercareRefusal | 'notFound' };

/** Queues the e-gift's e-mail to `to`, now, with its voucher. */
async function queueRecipientMail(trx: Db, owned: OwnedGift, to: string, voucher: Awaited<ReturnType<typeof renderGiftVoucher>>): Promise<void> {
  if (!voucher) return;
  const mail = renderGiftRecipientMail({
    market: owned.market,
    recipientName: voucher.recipientName,
    senderName: voucher.senderName,
    message: owned.gift.message ?? null,
    code: owned.code,
    validUntil: owned.state.expiresOn,
    gift: voucher.description,
    redeemUrl: getGiftRedeemUrl(owned.market, owned.code),
    voucherAttached: true,
  });
  await enqueueMail(trx as Kysely<Database>, {
    kind: 'GIFT_RECIPIENT',
    to,
    locale: owned.market,
    ...mail,
    attachments: [voucher.voucher],
    giftCode: owned.code,
  });
}

/**
 * Sends the gift again: an e-gift to its recipient, any other gift to its buyer (their copy, voucher attached).
 * Answers whom it went to.
 */
export async function resendGift(
  db: Kysely<Database>,
  customerId: GiftOwner,
  code: string,
  today: string,
): Promise<AftercareResult<{ to: 'recipient' | 'buyer' }>> {
  const first = await findOwnedGift(db, customerId, code);
  if (!first) return { ok: false, reason: 'notFound' };
  // The PDF is drawn before the transaction: it takes a while, and the embedded database has one connection.
  const voucher = await renderGiftVoucher(db, first.order, first.code, first.state.expiresOn);
  const result = await db.transaction().execute(async (trx): Promise<AftercareResult<{ to: 'recipient' | 'buyer' }>> => {
    const owned = await findOwnedGift(trx, customerId, code, true);
    if (!owned || !voucher) return { ok: false, reason: 'notFound' };
    const answer = checkResend(owned.state, await countRecent(trx, owned.code, ['resend', 'recipient']), today);
    if (!answer.allowed) return { ok: false, reason: answer.reason };
    if (owned.state.isEgift && owned.state.recipientEmail) {
      await queueRecipientMail(trx, owned, owned.state.recipientEmail, voucher);
      await record(trx, owned, 'resend', { to: 'recipient' });
      return { ok: true, to: 'recipient' };
    }
    const mail = renderGiftCopyMail({
      market: owned.market,
      firstName: owned.order.first_name,
      code: owned.code,
      validUntil: owned.state.expiresOn,
      gift: voucher.description,
      redeemUrl: getGiftRedeemUrl(owned.market, owned.code),
    });
    await enqueueMail(trx, { kind: 'GIFT_COPY', to: owned.order.email, locale: owned.market, ...mail, attachments: [voucher.voucher], giftCode: owned.code });
    await record(trx, owned, 'resend', { to: 'buyer' });
    return { ok: true, to: 'buyer' };
  });
  if (result.ok) wakeMailOutbox();
  return result;
}

/** Writes the gift's recipient address or send day into the order's details (what My gifts and the next e-mails read). */
async function updateStoredGift(trx: Db, orderId: string, change: { recipientEmail?: string; sendOn?: string }): Promise<void> {
  const order = await trx.selectFrom('orders').select('details').where('id', '=', orderId).executeTakeFirstOrThrow();
  const details = order.details as { gift?: StoredGift };
  const gift = { ...details.gift, ...change };
  await trx
    .updateTable('orders')
    .set({ details: JSON.stringify({ ...details, gift }), ...(change.sendOn ? { send_on: change.sendOn } : {}) })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Corrects the e-gift's recipient address. While its e-mail waits, that e-mail goes to the new address on its day;
 * once it left, the gift is sent again to the new address only. The buyer gets a confirmation; the old address nothing.
 */
export async function changeGiftRecipient(
  db: Kysely<Database>,
  customerId: string,
  code: string,
  input: string,
  today: string,
): Promise<AftercareResult<{ sent: boolean; email: string }>> {
  const first = await findOwnedGift(db, customerId, code);
  if (!first) return { ok: false, reason: 'notFound' };
  const voucher = first.pending ? null : await renderGiftVoucher(db, first.order, first.code, first.state.expiresOn);
  const result = await db.transaction().execute(async (trx): Promise<AftercareResult<{ sent: boolean; email: string }>> => {
    const owned = await findOwnedGift(trx, customerId, code, true);
    if (!owned) return { ok: false, reason: 'notFound' };
    const answer = checkRecipientChange(owned.state, input, await countRecent(trx, owned.code, ['resend', 'recipient']), today);
    const email = readRecipientEmail(input);
    if (!answer.allowed || !email) return { ok: false, reason: answer.allowed ? 'invalidEmail' : answer.reason };
    const sent = owned.pending === null;
    if (owned.pending) {
      await trx.updateTable('outbox_messages').set({ recipient: email }).where('id', '=', owned.pending.id).where('status', '=', 'pending').execute();
    } else {
      if (!voucher) return { ok: false, reason: 'notFound' };
      await queueRecipientMail(trx, owned, email, voucher);
    }
    await updateStoredGift(trx, owned.order.id, { recipientEmail: email });
    const mail = renderGiftChangeMail({
      market: owned.market,
      firstName: owned.order.first_name,
      code: owned.code,
      change: { kind: 'recipient', email, sent },
    });
    await enqueueMail(trx, { kind: 'GIFT_CHANGE', to: owned.order.email, locale: owned.market, ...mail });
    await record(trx, owned, 'recipient', { sent });
    return { ok: true, sent, email };
  });
  if (result.ok) wakeMailOutbox();
  return result;
}

/** Moves the day a waiting e-gift leaves (its outbox row's send_at); today sends it at once. */
export async function moveGiftSendDate(
  db: Kysely<Database>,
  customerId: string,
  code: string,
  date: string,
  today: string,
): Promise<AftercareResult<{ date: string }>> {
  const result = await db.transaction().execute(async (trx): Promise<AftercareResult<{ date: string }>> => {
    const owned = await findOwnedGift(trx, customerId, code, true);
    if (!owned) return { ok: false, reason: 'notFound' };
    const answer = checkSendDateMove(owned.state, date, await countRecent(trx, owned.code, ['send_date']), today);
    if (!answer.allowed || !owned.pending) return { ok: false, reason: answer.allowed ? 'alreadySent' : answer.reason };
    const sendAt = getGiftSendAt(date, today) ?? new Date();
    await trx
      .updateTable('outbox_messages')
      .set({ send_at: sendAt, next_attempt_at: sendAt })
      .where('id', '=', owned.pending.id)
      .where('status', '=', 'pending')
      .execute();
    await updateStoredGift(trx, owned.order.id, { sendOn: date });
    const mail = renderGiftChangeMail({ market: owned.market, firstName: owned.order.first_name, code: owned.code, change: { kind: 'sendDate', date } });
    await enqueueMail(trx, { kind: 'GIFT_CHANGE', to: owned.order.email, locale: owned.market, ...mail });
    await record(trx, owned, 'send_date', { from: owned.state.scheduledOn, to: date });
    return { ok: true, date };
  });
  if (result.ok) wakeMailOutbox();
  return result;
}
