import { sql, type Kysely } from 'kysely';
import { addIsoDays } from '../../../domain/iso-date';
import type { Database } from '../schema';

/** Affiliate id of the demo beneficiaries (spec §6: sent with the gift offers). */
export const DEMO_AFFILIATE_ID = 'halte-demo';

/**
 * Demo gift codes (docs/gifting.md, 'Demo gift codes'): for a box and for a single voucher, one valid, one already used and
 * one expired. Their dates are relative to today and their box is looked up again, so every start re-issues them in
 * the same state, whatever catalog was generated since.
 */
export async function seedGiftCodes(db: Kysely<Database>, today: string): Promise<void> {
  const box = await db.selectFrom('boxes').select(['code', 'nights']).where('code', 'like', '%-EBOX').orderBy('code').executeTakeFirst();
  const voucher = { amount: 30000, nights: 1 };
  const valid = addIsoDays(today, 365);
  const expired = addIsoDays(today, -30);
  const usedAt = new Date(`${addIsoDays(today, -10)}T10:00:00Z`);
  const rows = [
    ...(box
      ? [
          { code: 'HALTE-BOX-VALID', expires_on: valid, used_at: null },
          { code: 'HALTE-BOX-USED', expires_on: valid, used_at: usedAt },
          { code: 'HALTE-BOX-EXPIRED', expires_on: expired, used_at: null },
        ].map((row) => ({ ...row, kind: 'BOX' as const, box_code: box.code, amount: null, nights: box.nights }))
      : []),
    ...[
      { code: 'HALTE-SV-VALID', expires_on: valid, used_at: null },
      { code: 'HALTE-SV-USED', expires_on: valid, used_at: usedAt },
      { code: 'HALTE-SV-EXPIRED', expires_on: expired, used_at: null },
    ].map((row) => ({ ...row, kind: 'SINGLE_VOUCHER' as const, box_code: null, amount: voucher.amount, nights: voucher.nights })),
  ].map((row) => ({ ...row, market: 'fr', affiliate_id: DEMO_AFFILIATE_ID }));
  await db
    .insertInto('gift_codes')
    .values(rows)
    .onConflict((oc) =>
      oc.column('code').doUpdateSet({
        box_code: sql`excluded.box_code`,
        amount: sql`excluded.amount`,
        nights: sql`excluded.nights`,
        expires_on: sql`excluded.expires_on`,
        used_at: sql`excluded.used_at`,
      }),
    )
    .execute();
}
