/** Gift codes a beneficiary redeems on the gift login (spec §1, §6 beneficiary): look-up and rate limit. */
import type { Kysely } from 'kysely';
import { getGiftCodeStatus, normaliseGiftCode, type GiftCodeKind } from '../../domain/gift-code';
import type { Language } from '../../i18n/markets';
import type { Database, Localized } from '../db/schema';
import { takeRateLimit } from '../rate-limit.server';

/** A valid gift and what it opens. Amounts in cents. */
export interface RedeemableGift {
  code: string;
  kind: GiftCodeKind;
  boxCode: string | null;
  /** The box's title in the page's language (BOX codes). */
  title: string | null;
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
    .select(['g.code', 'g.kind', 'g.box_code', 'g.amount', 'g.nights', 'g.affiliate_id', 'g.expires_on', 'g.used_at', 'b.titles'])
    .where('g.code', '=', code)
    .executeTakeFirst();
  // A box code whose box is gone (a catalog without it) cannot open anything: treated as unknown.
  if (!row || (row.kind === 'BOX' && !row.titles)) return { status: 'unknown' };
  const status = getGiftCodeStatus({ expiresOn: row.expires_on, usedAt: row.used_at === null ? null : String(row.used_at) }, today);
  if (status !== 'valid') return { status };
  return {
    status,
    gift: {
      code: row.code,
      kind: row.kind,
      boxCode: row.box_code,
      title: row.titles ? (row.titles as unknown as Localized)[language] : null,
      amount: row.amount,
      nights: row.nights,
      affiliateId: row.affiliate_id,
      expiresOn: row.expires_on,
    },
  };
}

/** A code typed on the gift login: counted against the address's limit first, then looked up. */
export async function redeemGiftCode(db: Kysely<Database>, input: string, address: string, language: Language, today: string): Promise<GiftCodeAnswer> {
  if (!(await takeRateLimit(db, 'giftCode', address))) return { status: 'limited' };
  return findGiftByCode(db, input, language, today);
}
