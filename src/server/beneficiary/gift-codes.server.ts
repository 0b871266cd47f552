/** Gift codes a beneficiary redeems on the gift login (spec §1, §6 beneficiary): look-up and rate limit. */
import type { Kysely } from 'kysely';
import { getGiftCodeStatus, normaliseGiftCode, type GiftCodeKind } from '../../domain/gift-code';
import type { Language } from '../../i18n/markets';
import type { Database, Localized } from '../db/schema';
import { getGiftCardBalances } from '../gift-cards/gift-cards.server';
import { takeRateLimit } from '../rate-limit.server';

/** A valid gift and what it opens. Amounts in cents. */
export interface RedeemableGift {
  code: string;
  kind: GiftCodeKind;
  boxCode: string | null;
  /** The box's title (BOX codes) or the activity's (ACTIVITY codes) in the page's language. */
  title: string | null;
  /** The activity an ACTIVITY code opens. */
  activityId: number | null;
  /** The package a gifted stay opens; null when the code opens stays by box or by value. */
  packageId: number | null;
  /** What the gift is worth today: a value voucher's balance (its amount less what stays took), else its amount. */
  amount: number | null;
  nights: number;
  affiliateId: string;
  expiresOn: string;
}

export type GiftCodeAnswer = { status: 'valid'; gift: RedeemableGift } | { status: 'used' | 'expired' | 'unknown' | 'limited' };

/** The gift behind `input` as it stands today; never throws for what a visitor types. */
export async function findGiftByCode(db: Kysely<Database>, input: string, language: Language, today: string): Promise<GiftCodeAnswer> {
  const code = normaliseGiftCode(input);
  if (!code) return { status: 'unknown' };
  const row = await db
    .selectFrom('gift_codes as g')
    .leftJoin('boxes as b', 'b.code', 'g.box_code')
    .leftJoin('activity_products as a', 'a.id', 'g.activity_id')
    .select([
      'g.code',
      'g.kind',
      'g.box_code',
      'g.amount',
      'g.nights',
      'g.affiliate_id',
      'g.expires_on',
      'g.used_at',
      'g.activity_id',
      'g.package_id',
      'b.titles',
      'a.labels',
    ])
    .where('g.code', '=', code)
    .executeTakeFirst();
  // A box code whose box is gone (a catalog without it) cannot open anything: treated as unknown.
  if (!row || (row.kind === 'BOX' && !row.titles) || (row.kind === 'ACTIVITY' && !row.labels)) return { status: 'unknown' };
  const status = getGiftCodeStatus({ expiresOn: row.expires_on, usedAt: row.used_at === null ? null : String(row.used_at) }, today);
  if (status !== 'valid') return { status };
  const amount = row.kind === 'SINGLE_VOUCHER' ? ((await getGiftCardBalances(db, [row.code])).get(row.code) ?? row.amount) : row.amount;
  return {
    status,
    gift: {
      code: row.code,
      kind: row.kind,
      boxCode: row.box_code,
      title: row.titles ? (row.titles as unknown as Localized)[language] : row.labels ? (row.labels as unknown as Localized)[language] : null,
      activityId: row.activity_id,
      packageId: row.package_id,
      amount,
      nights: row.nights,
      affiliateId: row.affiliate_id,
      expiresOn: row.expires_on,
    },
  };
}

/**
 * Spends a gift code when the booking it pays for is made: true for the one call that marks it used, false when it
 * was used already (or is unknown), so a code pays for one booking only. Works inside the caller's transaction.
 */
export async function markGiftCodeUsed(db: Kysely<Database>, code: string, now = new Date()): Promise<boolean> {
  const spent = await db
    .updateTable('gift_codes')
    .set({ used_at: now })
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .returning('code')
    .executeTakeFirst();
  return spent !== undefined;
}

/** A code typed on the gift login: counted against the address's limit first, then looked up. */
export async function redeemGiftCode(db: Kysely<Database>, input: string, address: string, language: Language, today: string): Promise<GiftCodeAnswer> {
  if (!(await takeRateLimit(db, 'giftCode', address))) return { status: 'limited' };
  return findGiftByCode(db, input, language, today);
}
