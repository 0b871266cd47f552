/**
 * Gift cards as a means of payment (ADR 33). A card's balance is its amount plus its ledger rows
 * (gift_card_ledger): an order reserves what the card pays while its payment is pending (a negative row, in the
 * transaction that stores the order) and gets it back when the payment fails, is cancelled or expires (a positive
 * row, in the transaction that moves the order); a cancelled booking gets back its refund's part (refundGiftCard,
 * ADR 44). Every writer locks the card's gift_codes row first, so concurrent
 * checkouts with one card never spend more than its balance.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { getGiftCardPayment } from '../../domain/gift-card-rules';
import { normaliseGiftCode } from '../../domain/gift-code';
import { MARKETS, isMarketKey, type Market, type MarketKey } from '../../i18n/markets';
import { InvalidInputError } from '../api/http';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Why a typed code cannot pay: not a code we know, past its last day, nothing left, another country's site, or a gift that is not a card. */
export type GiftCardProblem = 'unknown' | 'expired' | 'empty' | 'otherMarket' | 'notGiftCard';

export interface GiftCardBalance {
  code: string;
  market: MarketKey;
  amountCents: number;
  balanceCents: number;
  expiresOn: string;
}

export type GiftCardCheck = { ok: true; card: GiftCardBalance } | { ok: false; problem: GiftCardProblem; code: string; market?: MarketKey };

/** A card that cannot pay the order it was typed on; routes answer 400 and the form shows `problem` in words. */
export class GiftCardError extends InvalidInputError {
  constructor(
    readonly problem: GiftCardProblem,
    readonly market?: MarketKey,
  ) {
    super(`This gift card cannot pay: ${problem}${market ? ` (it belongs to the ${market} site)` : ''}`);
  }
}

/**
 * The balances (cents) of the value codes among `codes`: gift cards, and value vouchers (a gift stay or single
 * voucher), whose stays are ledger rows too, so what a stay left over stays on the code (ADR 45).
 */
export async function getGiftCardBalances(db: Db, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('gift_codes as g')
    .leftJoin('gift_card_ledger as l', 'l.code', 'g.code')
    .select(['g.code', 'g.amount', sql<string>`coalesce(sum(l.amount_cents), 0)`.as('moved')])
    .where('g.code', 'in', [...codes])
    .where('g.kind', 'in', ['GIFT_CARD', 'SINGLE_VOUCHER'])
    .groupBy(['g.code', 'g.amount'])
    .execute();
  return new Map(rows.map((row) => [row.code, Math.max(0, (row.amount ?? 0) + Number(row.moved))]));
}

/** Reads a card, locking its row when `lock` (inside a transaction): the balance that follows is then final until commit. */
async function readCard(db: Db, code: string, lock: boolean) {
  let query = db
    .selectFrom('gift_codes')
    .select(['code', 'kind', 'market', 'amount', 'expires_on', 'used_at', 'exchanged_for', 'redeemed_by_order'])
    .where('code', '=', code);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const balance = (await getGiftCardBalances(db, [row.code])).get(row.code) ?? 0;
  return { ...row, balance };
}

/**
 * A voucher that paid a stay worth less than itself: the rest is a gift-card balance on the same code (ADR 45),
 * spent like a card's. A voucher not yet used is a stay to book through the gift login, not money.
 */
function isLeftoverVoucher(row: { kind: string; used_at: Date | null; redeemed_by_order: string | null }): boolean {
  return row.kind === 'SINGLE_VOUCHER' && row.used_at !== null && row.redeemed_by_order !== null;
}

/** What `input` can pay on `market`'s checkout today; never throws for what a visitor types. */
export async function checkGiftCard(db: Db, input: string, market: Market, today: string, lock = false): Promise<GiftCardCheck> {
  const code = normaliseGiftCode(input);
  const typed = input.trim().slice(0, 40);
  if (!code) return { ok: false, problem: 'unknown', code: typed };
  const row = await readCard(db, code, lock);
  if (!row) return { ok: false, problem: 'unknown', code };
  const isLeftover = isLeftoverVoucher(row);
  if (row.kind !== 'GIFT_CARD' && !isLeftover) return { ok: false, problem: 'notGiftCard', code };
  const cardMarket: MarketKey = isMarketKey(row.market) ? row.market : 'fr';
  if (MARKETS[cardMarket].country !== market.country) return { ok: false, problem: 'otherMarket', code, market: cardMarket };
  if (row.expires_on < today) return { ok: false, problem: 'expired', code };
  if ((row.used_at !== null && !isLeftover) || row.exchanged_for !== null || row.balance <= 0) return { ok: false, problem: 'empty', code };
  return { ok: true, card: { code, market: cardMarket, amountCents: row.amount ?? 0, balanceCents: row.balance, expiresOn: row.expires_on } };
}

/**
 * Reserves what the card pays of an order (its balance, at most `dueCents`) inside the transaction that stores the
 * order, after locking the card: answers the cents reserved. Throws GiftCardError when the card cannot pay (another
 * checkout emptied it a moment ago, for one).
 */
export async function reserveGiftCard(
  trx: Transaction<Database>,
  input: { code: string; orderId: string; dueCents: number; market: Market; today: string },
): Promise<number> {
  const check = await checkGiftCard(trx, input.code, input.market, input.today, true);
  if (!check.ok) throw new GiftCardError(check.problem, check.market);
  const cents = getGiftCardPayment(check.card.balanceCents, input.dueCents);
  if (cents <= 0) return 0;
  await trx.insertInto('gift_card_ledger').values({ code: check.card.code, order_id: input.orderId, kind: 'reserve', amount_cents: -cents }).execute();
  return cents;
}

/** Gives an order's reservation back to its card, once (an order that did not go through). Answers the cents given back. */
export async function releaseGiftCard(trx: Transaction<Database>, orderId: string): Promise<number> {
  const reserved = await trx
    .selectFrom('gift_card_ledger')
    .select(['code', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'reserve')
    .executeTakeFirst();
  if (!reserved) return 0;
  await trx.selectFrom('gift_codes').select('code').where('code', '=', reserved.code).forUpdate().execute();
  const released = await trx
    .insertInto('gift_card_ledger')
    .values({ code: reserved.code, order_id: orderId, kind: 'release', amount_cents: -reserved.amount_cents })
    .onConflict((conflict) => conflict.columns(['order_id', 'kind']).where('kind', '<>', 'change_back').doNothing())
    .returning('id')
    .executeTakeFirst();
  return released ? -reserved.amount_cents : 0;
}

/**
 * Puts back on the card that paid order `orderId` the part of it a cancelled booking refunds (ADR 44), once: a
 * `release` row of `cents` (at most what the card paid). Answers the cents put back (0 when there is nothing to
 * put back or it was done already).
 */
export async function refundGiftCard(trx: Transaction<Database>, orderId: string, cents: number): Promise<number> {
  const reserved = await trx
    .selectFrom('gift_card_ledger')
    .select(['code', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'reserve')
    .executeTakeFirst();
  // What changes of dates already put back (ADR 57) is no longer the card's to get back.
  const changedBack = await trx
    .selectFrom('gift_card_ledger')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('cents'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'change_back')
    .executeTakeFirst();
  const amount = Math.min(Math.trunc(cents), reserved ? -reserved.amount_cents - Number(changedBack?.cents ?? 0) : 0);
  if (!reserved || amount <= 0) return 0;
  await trx.selectFrom('gift_codes').select('code').where('code', '=', reserved.code).forUpdate().execute();
  const released = await trx
    .insertInto('gift_card_ledger')
    .values({ code: reserved.code, order_id: orderId, kind: 'release', amount_cents: amount })
    .onConflict((conflict) => conflict.columns(['order_id', 'kind']).where('kind', '<>', 'change_back').doNothing())
    .returning('id')
    .executeTakeFirst();
  return released ? amount : 0;
}

/**
 * In a change of dates' transaction (ADR 57): puts `cents` back on the card that paid order `orderId`, once for change
 * `changeId`, never more than the card still has paid of the order. Answers the cents put back.
 */
export async function refundGiftCardForChange(trx: Transaction<Database>, orderId: string, changeId: string, cents: number): Promise<number> {
  const rows = await trx
    .selectFrom('gift_card_ledger')
    .select(['code', 'kind', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['reserve', 'release', 'change_back'])
    .execute();
  const reserved = rows.find((row) => row.kind === 'reserve');
  const stillPaid = -rows.reduce((sum, row) => sum + row.amount_cents, 0);
  const amount = Math.min(Math.trunc(cents), stillPaid);
  if (!reserved || amount <= 0) return 0;
  await trx.selectFrom('gift_codes').select('code').where('code', '=', reserved.code).forUpdate().execute();
  await trx
    .insertInto('gift_card_ledger')
    .values({ code: reserved.code, order_id: orderId, kind: 'change_back', amount_cents: amount, change_id: changeId })
    .execute();
  return amount;
}

/** The card an order is paid with, what it pays and what came back to it (cents), or null. */
export async function getOrderGiftCard(db: Db, orderId: string): Promise<{ code: string; cents: number; released: boolean; releasedCents: number } | null> {
  const rows = await db.selectFrom('gift_card_ledger').select(['code', 'kind', 'amount_cents']).where('order_id', '=', orderId).execute();
  const reserve = rows.find((row) => row.kind === 'reserve');
  if (!reserve) return null;
  const release = rows.find((row) => row.kind === 'release');
  return { code: reserve.code, cents: -reserve.amount_cents, released: release !== undefined, releasedCents: release?.amount_cents ?? 0 };
}
