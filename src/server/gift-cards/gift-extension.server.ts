/**
 * Extension and exchange of gifts (spec §9 single voucher 'exchangeable', ADR 33): a gift in its
 * last 60 days is extended once by six months through an EXTENSION order (the same details step and payment as any
 * checkout, a gift card included); a single voucher is exchanged, free, for a gift card of its value that keeps the
 * voucher's last valid day; a care agent may extend a gift free as a goodwill gesture (ADR 60). The options a gift
 * has are computed here for every screen that shows them.
 */
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import {
  canExchange,
  canExtend,
  canExtendAsGoodwill,
  EXTENSION_MONTHS,
  getGoodwillExtensionLeft,
  type ExchangeAnswer,
  type ExtensionAnswer,
  type GiftForOptions,
} from '../../domain/gift-card-rules';
import { normaliseGiftCode } from '../../domain/gift-code';
import { getT } from '../../i18n/i18n';
import { MARKETS, isMarketKey, type Market, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { InvalidInputError, NotFoundError } from '../api/http';
import type { Database } from '../db/schema';
import { generateGiftCode } from '../gift/issue-gift-code.server';
import type { Prepared } from '../orders/order-draft';
import { getGiftCardBalances } from './gift-cards.server';
import { enqueueMail, getPublicOrigin, renderGiftExchangeMail, renderGoodwillExtensionMail, wakeMailOutbox } from '../mail';

type Db = Kysely<Database> | Transaction<Database>;

export interface GiftOptions {
  code: string;
  market: MarketKey;
  kind: GiftForOptions['kind'];
  amountCents: number | null;
  /** A gift card's balance (cents). */
  balanceCents: number | null;
  expiresOn: string;
  extendedAt: string | null;
  exchangedFor: string | null;
  extension: ExtensionAnswer;
  exchange: ExchangeAnswer;
  /** What a care agent may add free today (ADR 60): each number of months with the last valid day it gives. */
  goodwillChoices: { months: number; newExpiresOn: string }[];
}

const isoDay = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString().slice(0, 10));

/** What can be done with the gift `input` today (its balance, extension and exchange), or undefined for an unknown code. */
export async function getGiftOptions(db: Db, input: string, today: string): Promise<GiftOptions | undefined> {
  const code = normaliseGiftCode(input);
  if (!code) return undefined;
  const row = await db
    .selectFrom('gift_codes as g')
    .leftJoin('order_lines as l', (join) => join.onRef('l.gift_code', '=', 'g.code'))
    .select([
      'g.code',
      'g.kind',
      'g.market',
      'g.amount',
      'g.expires_on',
      'g.used_at',
      'g.extended_at',
      'g.exchanged_for',
      'g.goodwill_months',
      'l.kind as line_kind',
      'g.package_id',
    ])
    .where('g.code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  const balanceCents = row.kind === 'GIFT_CARD' ? ((await getGiftCardBalances(db, [row.code])).get(row.code) ?? 0) : null;
  // A single voucher is worth its balance: what a stay took and a card spent of it is not exchanged again (ADR 45).
  const worthCents = row.kind === 'SINGLE_VOUCHER' ? ((await getGiftCardBalances(db, [row.code])).get(row.code) ?? row.amount) : row.amount;
  const gift: GiftForOptions & { amountCents: number | null } = {
    kind: row.kind,
    // A gift stay is sold as a stay to pick, not a value: only single vouchers (and the demo vouchers) are exchangeable.
    isExchangeable: row.kind === 'SINGLE_VOUCHER' && row.line_kind !== 'GIFT_STAY' && row.package_id === null,
    expiresOn: row.expires_on,
    usedAt: isoDay(row.used_at),
    extendedAt: isoDay(row.extended_at),
    exchangedFor: row.exchanged_for,
    balanceCents,
    amountCents: worthCents,
  };
  return {
    code: row.code,
    market: isMarketKey(row.market) ? row.market : 'fr',
    kind: row.kind,
    amountCents: row.amount,
    balanceCents,
    expiresOn: row.expires_on,
    extendedAt: gift.extendedAt,
    exchangedFor: row.exchanged_for,
    extension: canExtend(gift, today),
    exchange: canExchange(gift, today),
    goodwillChoices: Array.from({ length: getGoodwillExtensionLeft(row.goodwill_months) }, (_, index) => index + 1).flatMap((months) => {
      const answer = canExtendAsGoodwill({ ...gift, goodwillMonths: row.goodwill_months }, months, today);
      return answer.allowed ? [{ months, newExpiresOn: answer.newExpiresOn }] : [];
    }),
  };
}

/** The options of the gifts among `codes`, by code (My gifts). */
export async function getGiftOptionsList(db: Db, codes: readonly string[], today: string): Promise<Map<string, GiftOptions>> {
  const entries = await Promise.all(codes.map(async (code) => [code, await getGiftOptions(db, code, today)] as const));
  return new Map(entries.filter((entry): entry is readonly [string, GiftOptions] => entry[1] !== undefined));
}

/** The extension's checkout of `code` on `market` (the details step without recipient or requests). */
export async function prepareExtension(
  db: Kysely<Database>,
  market: Market,
  code: string,
  today: string,
  expectedTotal: number | undefined,
): Promise<Prepared> {
  const options = await getGiftOptions(db, code, today);
  if (!options || MARKETS[options.market].country !== market.country) throw new NotFoundError('This gift does not exist');
  const { extension } = options;
  if (!extension.allowed) throw new InvalidInputError(`This gift cannot be extended: ${extension.reason}`);
  if (expectedTotal !== undefined && expectedTotal !== extension.feeCents)
    throw new InvalidInputError(`The price sent (${expectedTotal} cents) is not the extension's fee (${extension.feeCents} cents)`);
  const t = getT(market.language, 'giftCards');
  const label = t('extension.line', { code: options.code, count: EXTENSION_MONTHS });
  return {
    shape: { isGift: false, isPhysical: false, hasSendDate: false, hasRequests: false, payLaterChoices: [], country: market.country, today },
    build(details) {
      return {
        market: market.key,
        kind: 'EXTENSION',
        buyer: details.buyer,
        details: { extension: { code: options.code, expiresOn: options.expiresOn, newExpiresOn: extension.newExpiresOn, title: label } },
        detailsPath: `${buildPath(market.key, 'giftExtension')}?code=${encodeURIComponent(options.code)}`,
        cartId: null,
        sendOn: null,
        isPhysical: false,
        payLater: null,
        payLaterSchedule: null,
        lines: [{ kind: 'EXTENSION', label, productRef: options.code, quantity: 1, unitCents: extension.feeCents }],
        amountDueCents: extension.feeCents,
        hold: null,
      };
    },
  };
}

/** Runs in the transaction that confirms a paid EXTENSION order: six more months, once. Answers the new last day, or null. */
export async function applyGiftExtension(trx: Transaction<Database>, details: unknown): Promise<string | null> {
  const code = (details as { extension?: { code?: string } }).extension?.code;
  if (!code) return null;
  const row = await trx
    .updateTable('gift_codes')
    .set({ expires_on: sql<string>`(expires_on + make_interval(months => ${EXTENSION_MONTHS}))::date`, extended_at: sql<Date>`now()` })
    .where('code', '=', code)
    .where('extended_at', 'is', null)
    .returning('expires_on')
    .executeTakeFirst();
  return row ? String(row.expires_on) : null;
}

export type ExchangeResult =
  | { ok: true; cardCode: string; amountCents: number; expiresOn: string; mailedTo: 'recipient' | 'buyer' | null }
  | { ok: false; reason: 'unknown' | 'otherMarket' | Extract<ExchangeAnswer, { allowed: false }>['reason'] };

/**
 * Exchanges a single voucher for a gift card of its value (free, once): the voucher is marked used and points at
 * the new card, which keeps the voucher's last valid day, in one transaction with the voucher's row locked.
 */
export async function exchangeVoucher(db: Kysely<Database>, input: string, market: Market, today: string): Promise<ExchangeResult> {
  const code = normaliseGiftCode(input);
  if (!code) return { ok: false, reason: 'unknown' };
  const result = await db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('gift_codes').select(['code', 'market']).where('code', '=', code).forUpdate().executeTakeFirst();
    if (!locked) return { ok: false, reason: 'unknown' } as const;
    if (!isMarketKey(locked.market) || MARKETS[locked.market].country !== market.country) return { ok: false, reason: 'otherMarket' } as const;
    const options = await getGiftOptions(trx, code, today);
    if (!options) return { ok: false, reason: 'unknown' } as const;
    if (!options.exchange.allowed) return { ok: false, reason: options.exchange.reason } as const;
    const cardCode = generateGiftCode();
    await trx
      .insertInto('gift_codes')
      .values({
        code: cardCode,
        kind: 'GIFT_CARD',
        box_code: null,
        amount: options.exchange.amountCents,
        nights: 1,
        market: options.market,
        affiliate_id: 'halte-gift',
        expires_on: options.expiresOn,
        used_at: null,
        issued_at: new Date(),
      })
      .execute();
    await trx
      .updateTable('gift_codes')
      .set({ used_at: sql<Date>`now()`, exchanged_for: cardCode })
      .where('code', '=', code)
      .execute();
    const mailedTo = await mailExchangedCode(trx, {
      oldCode: code,
      cardCode,
      amountCents: options.exchange.amountCents,
      expiresOn: options.expiresOn,
      market: options.market,
    });
    return { ok: true, cardCode, amountCents: options.exchange.amountCents, expiresOn: options.expiresOn, mailedTo } as const;
  });
  if (result.ok && result.mailedTo) wakeMailOutbox();
  return result;
}

/**
 * Who holds the gift `code` for e-mails (ADR 48): the recipient of an e-gift sent to someone, else the buyer. Null
 * for a code with no order (a demo voucher): no one to write to.
 */
async function findGiftHolder(
  trx: Transaction<Database>,
  code: string,
): Promise<{ orderId: string; customerId: string | null; to: string; name: string | null; holder: 'recipient' | 'buyer' } | null> {
  const order = await trx
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['o.id', 'o.email', 'o.first_name', 'o.customer_id', 'o.details'])
    .where('l.gift_code', '=', code)
    .executeTakeFirst();
  if (!order) return null;
  const gift = (order.details as { gift?: { isPhysical?: boolean; ownUse?: boolean; recipientEmail?: string | null; recipientName?: string } }).gift ?? {};
  const toRecipient = !gift.isPhysical && !gift.ownUse && Boolean(gift.recipientEmail);
  return toRecipient && gift.recipientEmail
    ? { orderId: order.id, customerId: order.customer_id, to: gift.recipientEmail, name: gift.recipientName ?? null, holder: 'recipient' }
    : { orderId: order.id, customerId: order.customer_id, to: order.email, name: order.first_name, holder: 'buyer' };
}

/**
 * E-mails the new card's code (ADR 48): to the recipient of an e-gift sent to someone, else to the buyer. A code
 * with no order (a demo voucher) has no one to write to. Records the exchange in the gift's history.
 */
async function mailExchangedCode(
  trx: Transaction<Database>,
  input: { oldCode: string; cardCode: string; amountCents: number; expiresOn: string; market: MarketKey },
): Promise<'recipient' | 'buyer' | null> {
  const holder = await findGiftHolder(trx, input.oldCode);
  if (!holder) return null;
  const mail = renderGiftExchangeMail({
    market: input.market,
    name: holder.name,
    oldCode: input.oldCode,
    code: input.cardCode,
    amountCents: input.amountCents,
    validUntil: input.expiresOn,
    redeemUrl: `${getPublicOrigin()}${buildPath(input.market, 'giftLogin')}`,
  });
  await enqueueMail(trx, { kind: 'GIFT_EXCHANGE', to: holder.to, locale: input.market, ...mail, giftCode: input.cardCode });
  await trx
    .insertInto('gift_aftercare_events')
    .values({
      order_id: holder.orderId,
      gift_code: input.oldCode,
      customer_id: holder.customerId,
      action: 'exchange',
      detail: JSON.stringify({ card: input.cardCode, to: holder.holder }),
    })
    .execute();
  return holder.holder;
}

export type GoodwillExtensionResult =
  | { ok: true; code: string; months: number; expiresOn: string; newExpiresOn: string; mailedTo: string | null }
  | { ok: false; reason: 'unknown' | 'changed' | 'notExtendable' };

/**
 * In the caller's transaction: extends gift `input` by `months`, free, as a care agent's goodwill (ADR 60), with its
 * row locked; `expectedExpiresOn` is the last valid day the agent saw ('changed' when it moved since). Queues the
 * e-mail to whoever holds the gift, in the gift's market's language. The caller wakes the outbox once committed.
 */
export async function extendGiftAsGoodwill(
  trx: Transaction<Database>,
  input: string,
  months: number,
  today: string,
  expectedExpiresOn?: string,
): Promise<GoodwillExtensionResult> {
  const code = normaliseGiftCode(input);
  if (!code) return { ok: false, reason: 'unknown' };
  const locked = await trx.selectFrom('gift_codes').select('code').where('code', '=', code).forUpdate().executeTakeFirst();
  const options = locked && (await getGiftOptions(trx, code, today));
  if (!options) return { ok: false, reason: 'unknown' };
  if (expectedExpiresOn !== undefined && expectedExpiresOn !== options.expiresOn) return { ok: false, reason: 'changed' };
  const choice = options.goodwillChoices.find((option) => option.months === months);
  if (!choice) return { ok: false, reason: 'notExtendable' };
  await trx
    .updateTable('gift_codes')
    .set({ expires_on: choice.newExpiresOn, goodwill_months: sql<number>`goodwill_months + ${months}` })
    .where('code', '=', code)
    .execute();
  const holder = await findGiftHolder(trx, code);
  if (holder) {
    const mail = renderGoodwillExtensionMail({
      market: options.market,
      name: holder.name,
      code,
      months,
      validUntil: choice.newExpiresOn,
      redeemUrl: `${getPublicOrigin()}${buildPath(options.market, 'giftLogin')}`,
    });
    await enqueueMail(trx, { kind: 'GIFT_GOODWILL_EXTENSION', to: holder.to, locale: options.market, ...mail, giftCode: code });
  }
  return { ok: true, code, months, expiresOn: options.expiresOn, newExpiresOn: choice.newExpiresOn, mailedTo: holder?.to ?? null };
}
