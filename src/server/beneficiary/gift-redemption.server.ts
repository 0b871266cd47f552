/**
 * Booking a stay with a gift (ADR 32). A cart may carry the beneficiary's code (read from the
 * `halte_gift` cookie, never from the request body); the checkout shows the gift as the first payment line; the
 * order spends the code in the transaction that stores it (a conditional UPDATE: one order wins); a payment that
 * fails, is cancelled or expires, and a booking cancelled in time, give the code back.
 */
import type { Kysely, Transaction } from 'kysely';
import { GIFT_ADULTS } from '../../domain/gift-pricing';
import { MARKETS, isMarketKey, type Market, type MarketKey } from '../../i18n/markets';
import { InvalidInputError } from '../api/http';
import type { Database } from '../db/schema';
import { findGiftByCode, type RedeemableGift } from './gift-codes.server';
import { getGiftQuote } from './gift-quote.server';

type Db = Kysely<Database> | Transaction<Database>;

/** Why a gift cannot pay for a stay; the gift login words the first four (spec §8 / existing messages). */
export type GiftRefusal = 'used' | 'expired' | 'unknown' | 'otherMarket' | 'notCovered' | 'party';

/** The gift code was spent by another order a moment ago (two browsers, one code): routes answer 409. */
export class GiftCodeTakenError extends InvalidInputError {
  constructor() {
    super('This gift code has already been used');
  }
}

/** A gift that cannot pay for this stay (used, expired, another site's, a stay or party it does not cover): 400. */
export class GiftNotUsableError extends InvalidInputError {
  constructor(readonly reason: GiftRefusal) {
    super(`This gift cannot pay for this stay: ${reason}`);
  }
}

/**
 * A code belongs to the site of its market; Belgium is one site in two languages, so a Belgian code works on both.
 * Answers the market whose site the code belongs to when it is not this one.
 */
export function getGiftSiteMismatch(codeMarket: string, market: MarketKey): MarketKey | null {
  if (!isMarketKey(codeMarket)) return null;
  const { country } = MARKETS[codeMarket];
  if (country === MARKETS[market].country) return null;
  // The other country's site in the visitor's language when it has one (a Belgian gift for a French visitor: be-fr).
  return Object.values(MARKETS).find((other) => other.country === country && other.language === MARKETS[market].language)?.key ?? codeMarket;
}

/** The market of the other site a (normalised) code belongs to, or null when it belongs to this one. */
export async function findOtherGiftSite(db: Db, code: string, market: MarketKey): Promise<MarketKey | null> {
  const row = await db.selectFrom('gift_codes').select('market').where('code', '=', code).executeTakeFirst();
  return row ? getGiftSiteMismatch(row.market, market) : null;
}

/** The gift behind `code` for a page of `market`: valid, or why not (another site's code names that site). */
export async function findGiftForMarket(
  db: Db,
  code: string,
  market: Market,
  today: string,
): Promise<{ status: 'valid'; gift: RedeemableGift } | { status: 'used' | 'expired' | 'unknown' | 'limited' } | { status: 'otherMarket'; market: MarketKey }> {
  const answer = await findGiftByCode(db, code, market.language, today);
  if (answer.status !== 'valid') return answer;
  const other = await findOtherGiftSite(db, answer.gift.code, market.key);
  return other ? { status: 'otherMarket', market: other } : answer;
}

export interface StayForGift {
  packageId: number;
  checkin: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
}

/** What a gift pays on a stay: the code, its value on this stay and what is left to pay (cents). */
export interface GiftPayment {
  code: string;
  kind: RedeemableGift['kind'];
  giftValue: number;
  supplement: number;
  /** What a value voucher keeps after this stay, as a gift-card balance on the same code (ADR 45); 0 for a box. */
  leftover: number;
  /** The gift's last valid day, which its balance keeps. */
  expiresOn: string;
}

/**
 * Checks that the code pays for this stay today, from the database (never from the request): a valid code of this
 * site, the gift's party (2 adults), a stay of the gift that it covers on these dates. Throws GiftNotUsableError.
 */
export async function getGiftPaymentForStay(db: Db, code: string, market: Market, stay: StayForGift, today: string): Promise<GiftPayment> {
  const answer = await findGiftForMarket(db, code, market, today);
  if (answer.status !== 'valid') throw new GiftNotUsableError(answer.status === 'limited' ? 'unknown' : answer.status);
  // A gift card is money, spent through its balance ledger at checkout (ADR 33), never used up whole as a stay's gift.
  if (answer.gift.kind !== 'BOX' && answer.gift.kind !== 'SINGLE_VOUCHER') throw new GiftNotUsableError('notCovered');
  if (stay.adults !== GIFT_ADULTS || stay.children !== 0 || stay.babies !== 0) throw new GiftNotUsableError('party');
  const quote = await getGiftQuote(db as Kysely<Database>, code, stay.packageId, stay.checkin, stay.nights, market.language, today);
  if (!quote || quote.status === 'notAvailable') {
    // Another order may have spent the code between the two reads: say so rather than 'not covered'.
    const now = await findGiftForMarket(db, code, market, today);
    throw new GiftNotUsableError(now.status === 'valid' ? 'notCovered' : now.status === 'limited' ? 'unknown' : now.status);
  }
  return {
    code: answer.gift.code,
    kind: answer.gift.kind,
    giftValue: quote.giftValue,
    supplement: quote.supplement,
    leftover: quote.leftover,
    expiresOn: answer.gift.expiresOn,
  };
}

/**
 * Spends the code for `orderId` inside the order's transaction: `used_at` is set only where it is null, so of two
 * orders racing for one code exactly one succeeds (on PostgreSQL the second waits for the first's row lock, then
 * finds the code used). Throws GiftCodeTakenError, which rolls the order and its room hold back. What the stay takes
 * of a value voucher (`cents`) is written to the code's ledger: the rest stays on it as a gift-card balance (ADR 45).
 */
export async function spendGiftCode(trx: Db, code: string, orderId: string, today: string, cents = 0): Promise<void> {
  const spent = await trx
    .updateTable('gift_codes')
    .set({ used_at: new Date(), redeemed_by_order: orderId })
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .where('expires_on', '>=', today)
    .returning(['code', 'kind'])
    .executeTakeFirst();
  if (!spent) throw new GiftCodeTakenError();
  if (spent.kind === 'SINGLE_VOUCHER' && cents > 0) {
    await trx
      .insertInto('gift_card_ledger')
      .values({ code, order_id: orderId, kind: 'stay', amount_cents: -Math.trunc(cents) })
      .execute();
  }
}

/**
 * Gives back the code an order spent (its payment did not go through, or its booking was cancelled in time), with
 * what its stay took of a value voucher, once.
 */
export async function giveBackGiftCode(trx: Db, orderId: string): Promise<boolean> {
  const result = await trx
    .updateTable('gift_codes')
    .set({ used_at: null, redeemed_by_order: null })
    .where('redeemed_by_order', '=', orderId)
    .executeTakeFirst();
  const taken = await trx
    .selectFrom('gift_card_ledger')
    .select(['code', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'stay')
    .executeTakeFirst();
  if (taken) {
    await trx
      .insertInto('gift_card_ledger')
      .values({ code: taken.code, order_id: orderId, kind: 'stay_back', amount_cents: -taken.amount_cents })
      .onConflict((conflict) => conflict.columns(['order_id', 'kind']).where('kind', '<>', 'change_back').doNothing())
      .execute();
  }
  return Number(result.numUpdatedRows) > 0;
}
