/**
 * Issuing gift codes: a random, unguessable code per gift sold, written to `gift_codes` so the gift login
 * (ADR 14) accepts it at once. A code is single-use: redeeming it sets `used_at`.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GiftCodeKind } from '../../domain/gift-code';
import type { MarketKey } from '../../i18n/markets';
import type { Database } from '../db/schema';

/**
 * Letters and digits a person reads back without doubt (no 0/O, 1/I/L): 31 symbols, so a code's 16 symbols carry
 * 16 × log2(31) ≈ 79 bits, drawn with node:crypto.
 */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** A new random code: 'HALTE-' and four groups of four symbols ('HALTE-7KQM-X2RD-PZ9A-C4TE'). */
export function generateGiftCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)]).join(''),
  );
  return ['HALTE', ...groups].join('-');
}

/** What a code opens. Amounts in cents. */
export interface IssueGiftCodeInput {
  /**
   * BOX: a box's stays (`boxCode`); SINGLE_VOUCHER: a gift stay or single voucher, stays up to `amountCents`;
   * GIFT_CARD: stays up to `amountCents`; ACTIVITY: one activity (`activityId`, `amountCents` optional).
   */
  kind: GiftCodeKind;
  market: MarketKey;
  boxCode?: string | null;
  amountCents?: number | null;
  activityId?: number | null;
  /** The package a gifted stay opens (a SINGLE_VOUCHER code of a gift stay); other value codes open stays by value. */
  packageId?: number | null;
  /** Nights of a stay the gift covers (a gift card: 1; an activity: 0). */
  nights: number;
  /** Last valid day, 'YYYY-MM-DD'. */
  validUntil: string;
  /** The beneficiary's affiliate id sent with the gift offers (spec §6); default 'halte-gift'. */
  affiliateId?: string;
  /** The order that issued the code, to find its codes again ('My gifts'). */
  orderId?: string | null;
  /**
   * A code drawn beforehand with generateGiftCode (an order renders its PDF voucher before the transaction that
   * issues the code, so the slow rendering does not hold the database). Taken as is; a collision throws.
   */
  code?: string;
}

/** The affiliate id of beneficiaries of gifts bought on this site. */
export const GIFT_AFFILIATE_ID = 'halte-gift';

/**
 * Issues one code and returns it. Works inside the caller's transaction (pass `trx`), so the code exists exactly
 * when the paid order does. Throws a RangeError for input that cannot make a valid gift.
 */
export async function issueGiftCode(db: Kysely<Database>, input: IssueGiftCodeInput): Promise<string> {
  const amount = input.amountCents ?? null;
  if (amount !== null && (!Number.isInteger(amount) || amount <= 0)) throw new RangeError('issueGiftCode: amountCents must be a positive integer');
  if (!Number.isInteger(input.nights) || input.nights < 0 || input.nights > 30) throw new RangeError('issueGiftCode: nights must be an integer from 0 to 30');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.validUntil) || Number.isNaN(Date.parse(input.validUntil)))
    throw new RangeError('issueGiftCode: validUntil must be YYYY-MM-DD');
  if (input.kind === 'BOX' && !input.boxCode) throw new RangeError('issueGiftCode: a BOX code needs boxCode');
  if ((input.kind === 'SINGLE_VOUCHER' || input.kind === 'GIFT_CARD') && amount === null)
    throw new RangeError(`issueGiftCode: a ${input.kind} code needs amountCents`);
  if (input.kind === 'ACTIVITY' && !Number.isInteger(input.activityId)) throw new RangeError('issueGiftCode: an ACTIVITY code needs activityId');
  // A collision (about one in 10^23 per pair) only costs a new draw.
  const attempts = input.code ? 1 : 5;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const code = input.code ?? generateGiftCode();
    const inserted = await db
      .insertInto('gift_codes')
      .values({
        code,
        kind: input.kind,
        box_code: input.kind === 'BOX' ? (input.boxCode ?? null) : null,
        amount,
        activity_id: input.kind === 'ACTIVITY' ? (input.activityId ?? null) : null,
        package_id: input.kind === 'SINGLE_VOUCHER' ? (input.packageId ?? null) : null,
        nights: input.nights,
        market: input.market,
        affiliate_id: input.affiliateId ?? GIFT_AFFILIATE_ID,
        expires_on: input.validUntil,
        used_at: null,
        order_id: input.orderId ?? null,
        issued_at: new Date(),
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    if (inserted) return inserted.code;
  }
  throw new Error('issueGiftCode: no free code found');
}
