/**
 * The beneficiary context of a product or hotel page: after a gift login, every stay of the gift
 * is shown with the beneficiary price type. The gift comes from the `halte_gift` cookie and is checked on every
 * render (valid, this site's, a stay of the gift), so an edited address or hash cannot make a page a gift's.
 */
import type { Kysely } from 'kysely';
import type { Market } from '../../i18n/markets';
import type { Database } from '../db/schema';
import type { RedeemableGift } from './gift-codes.server';
import { loadGiftPackage } from './gift-quote.server';
import { findGiftForMarket } from './gift-redemption.server';

/** What a product page and its booking panel show of the gift (plain data for the island). Amounts in cents. */
export interface GiftStayContext {
  kind: RedeemableGift['kind'];
  title: string | null;
  amount: number | null;
  nights: number;
  expiresOn: string;
  /** Left to pay on the offer's cheapest stay, before dates are chosen (the gift list's rule); 0 when included. */
  fromSupplement?: number;
}

function toContext(gift: RedeemableGift): GiftStayContext {
  return { kind: gift.kind, title: gift.title, amount: gift.amount, nights: gift.nights, expiresOn: gift.expiresOn };
}

async function findValidGift(db: Kysely<Database>, code: string | undefined, market: Market, today: string): Promise<RedeemableGift | null> {
  if (!code) return null;
  const answer = await findGiftForMarket(db, code, market, today);
  return answer.status === 'valid' && (answer.gift.kind === 'BOX' || answer.gift.kind === 'SINGLE_VOUCHER') ? answer.gift : null;
}

/** The gift of `code` when package `packageId` is one of its stays on this site; else null (an ordinary page). */
export async function getGiftStayContext(
  db: Kysely<Database>,
  code: string | undefined,
  market: Market,
  packageId: number,
  today: string,
): Promise<GiftStayContext | null> {
  const gift = await findValidGift(db, code, market, today);
  if (!gift) return null;
  return (await loadGiftPackage(db, gift, packageId)) ? toContext(gift) : null;
}

/** The gift of `code` and which of the hotel's packages it covers; null when none. */
export async function getGiftHotelContext(
  db: Kysely<Database>,
  code: string | undefined,
  market: Market,
  packageIds: readonly number[],
  today: string,
): Promise<{ gift: GiftStayContext; packageIds: number[] } | null> {
  const gift = await findValidGift(db, code, market, today);
  if (!gift || packageIds.length === 0) return null;
  const covered: number[] = [];
  for (const id of packageIds) if (await loadGiftPackage(db, gift, id)) covered.push(id);
  return covered.length ? { gift: toContext(gift), packageIds: covered } : null;
}
