/**
 * Beneficiary prices (spec §3 price type `beneficiary`, §7 `giftPrice`): what a redeemed gift leaves to
 * pay on a stay. The gift is read from the code (the `halte_gift` cookie) on every quote, never from the query, so
 * an edited hash or parameter cannot lower a price. Prices come from the one stay-price function (ADR 16).
 */
import type { Kysely } from 'kysely';
import { GIFT_ADULTS } from '../../domain/gift-pricing';
import { getGiftSupplement, getVoucherLeftover, priceStay, type GiftPriceStatus, type Party, type StayPrice } from '../../domain/stay-price';
import type { Language } from '../../i18n/markets';
import { getCalendarDayPrices, getStayPrice, toPricedPackage } from '../catalog/stay-price.server';
import type { Database } from '../db/schema';
import { findGiftByCode, type RedeemableGift } from './gift-codes.server';

export interface GiftQuote {
  priceType: 'beneficiary';
  status: GiftPriceStatus;
  /** The stay at the ordinary price (null when it cannot be booked). */
  stay: StayPrice | null;
  /** What the gift is worth on this stay, in cents. */
  giftValue: number;
  /** Left to pay, in cents. */
  supplement: number;
  /** What a value voucher keeps after this stay, as a gift-card balance on its code (ADR 45), in cents. */
  leftover: number;
  affiliateId: string;
}

/** The gift's travellers: the people the gift is for (spec §9: 2 adults); any party in the request is ignored. */
const giftParty = (): Party => ({ adults: GIFT_ADULTS, children: 0, babies: 0 });

/**
 * The package when it is one of the gift's stays, else null: a box's stay; a gifted stay's own package (whatever
 * its category); a single voucher's single-voucher stays.
 */
export async function loadGiftPackage(db: Kysely<Database>, gift: RedeemableGift, packageId: number) {
  const row = await db
    .selectFrom('packages as p')
    .select(['p.id', 'p.hotel_id', 'p.base_price', 'p.ref_price', 'p.child_price', 'p.nights', 'p.expiration', 'p.item_category'])
    .where('p.id', '=', packageId)
    .where('p.published', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  if (gift.kind === 'BOX') {
    const inBox = await db
      .selectFrom('box_packages')
      .select('package_id')
      .where('box_code', '=', gift.boxCode ?? '')
      .where('package_id', '=', packageId)
      .executeTakeFirst();
    return inBox ? row : null;
  }
  if (gift.kind !== 'SINGLE_VOUCHER') return null;
  if (gift.packageId !== null) return row.id === gift.packageId ? row : null;
  return row.item_category === 'single_voucher' ? row : null;
}

/** The gift's value on a stay: a voucher's amount; a box's own stay (its nights from the same check-in). */
async function getGiftValue(
  db: Kysely<Database>,
  gift: RedeemableGift,
  pkg: NonNullable<Awaited<ReturnType<typeof loadGiftPackage>>>,
  checkin: string,
): Promise<number> {
  if (gift.kind !== 'BOX') return gift.amount ?? 0;
  const covered = await getStayPrice(db, pkg, checkin, gift.nights, giftParty());
  return covered?.total ?? 0;
}

/** The beneficiary quote of a stay for the gift behind `code`; null when the code is not a valid gift today. */
export async function getGiftQuote(
  db: Kysely<Database>,
  code: string,
  packageId: number,
  checkin: string,
  nights: number,
  language: Language,
  today: string,
): Promise<GiftQuote | null> {
  const answer = await findGiftByCode(db, code, language, today);
  if (answer.status !== 'valid') return null;
  const gift = answer.gift;
  const pkg = await loadGiftPackage(db, gift, packageId);
  const notAvailable: GiftQuote = {
    priceType: 'beneficiary',
    status: 'notAvailable',
    stay: null,
    giftValue: 0,
    supplement: 0,
    leftover: 0,
    affiliateId: gift.affiliateId,
  };
  if (!pkg || checkin < today || checkin > gift.expiresOn) return notAvailable;
  const stay = await getStayPrice(db, pkg, checkin, nights, giftParty());
  const giftValue = await getGiftValue(db, gift, pkg, checkin);
  const leftover = gift.kind === 'SINGLE_VOUCHER' ? getVoucherLeftover(stay, giftValue) : 0;
  return { priceType: 'beneficiary', ...getGiftSupplement(stay, giftValue), stay, giftValue, leftover, affiliateId: gift.affiliateId };
}

/** Calendar days for the gift (§7 packageCheckinPrices with giftPrice): every day kept, with its gift status. */
export async function getGiftCalendar(db: Kysely<Database>, code: string, packageId: number, from: string, to: string, language: Language, today: string) {
  const answer = await findGiftByCode(db, code, language, today);
  if (answer.status !== 'valid') return null;
  const gift = answer.gift;
  const pkg = await loadGiftPackage(db, gift, packageId);
  const party = giftParty();
  if (!pkg) return { affiliateId: gift.affiliateId, days: [] };
  const { rates, days } = await getCalendarDayPrices(db, pkg, from, to, party, today);
  return {
    affiliateId: gift.affiliateId,
    days: days.map(({ day, offset, price }) => {
      const covered = gift.kind === 'BOX' ? priceStay(toPricedPackage(pkg), rates, day, gift.nights, party) : null;
      const giftValue = gift.kind === 'BOX' ? (covered?.total ?? 0) : (gift.amount ?? 0);
      const { status, supplement } = day > gift.expiresOn ? { status: 'notAvailable' as const, supplement: 0 } : getGiftSupplement(price, giftValue);
      return {
        date: day,
        status,
        price: price?.total ?? null,
        giftPrice: status === 'notAvailable' ? null : supplement,
        nights: price?.nights ?? null,
        minLos: rates.minLos[offset] ?? 1,
      };
    }),
  };
}
