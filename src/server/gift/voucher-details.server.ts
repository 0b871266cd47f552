/**
 * What a gift voucher shows beyond its code, read from the catalog: the gift's picture (the same generated
 * illustration the site shows), the hotel or activity centre, and what is included (a box's included content, a
 * package's programme, an activity's programme). Used by the voucher of a paid order and by the checkout's preview,
 * so both show the same thing. Reads only.
 */
import type { Kysely } from 'kysely';
import type { GiftType } from '../../domain/gift-pricing';
import type { Language } from '../../i18n/markets';
import type { Database, Localized } from '../db/schema';
import { TEXTS } from '../db/seed/texts';
import { getActivityAddress, getBoxAddress, getExteriorAddress, toHotelFacts, type PictureAddress } from '../pictures/gallery.server';

export interface VoucherDetails {
  /** The illustration (the one the checkout shows); null for a gift card. */
  picture: PictureAddress | null;
  /** The hotel of a gift stay or single voucher. */
  hotel: string | null;
  /** The centre of an activity. */
  centre: string | null;
  /** What is included, one short line each, in the language. */
  included: string[];
}

const NONE: VoucherDetails = { picture: null, hotel: null, centre: null, included: [] };

const lines = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The voucher's details of a gift of `type` whose order line has `productRef` (box code, package id, activity id). */
export async function loadVoucherDetails(
  db: Kysely<Database>,
  language: Language,
  gift: { type: GiftType | 'ACTIVITY'; productRef: string | null },
): Promise<VoucherDetails> {
  const ref = gift.productRef ?? '';
  if (gift.type === 'BOX') {
    const box = await db.selectFrom('boxes').select(['code', 'slug', 'included_content', 'theme_id']).where('code', '=', ref).executeTakeFirst();
    return box ? { ...NONE, picture: getBoxAddress(box, TEXTS), included: lines((box.included_content as unknown as Localized)[language]) } : NONE;
  }
  const id = Number(ref);
  if (!Number.isSafeInteger(id)) return NONE;
  if (gift.type === 'GIFT_STAY' || gift.type === 'SINGLE_VOUCHER') {
    const pkg = await db
      .selectFrom('packages as p')
      .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
      .select(['p.hotel_id', 'p.program_lines', 'h.label as hotel_label', 'h.star', 'h.hotel_type', 'h.environment', 'h.facilities'])
      .where('p.id', '=', id)
      .executeTakeFirst();
    if (!pkg) return NONE;
    const programme = (pkg.program_lines as unknown as Record<Language, string[]>)[language] ?? [];
    return {
      ...NONE,
      picture: getExteriorAddress(toHotelFacts({ ...pkg, id: pkg.hotel_id, label: pkg.hotel_label })),
      hotel: pkg.hotel_label,
      included: programme.map((line) => line.trim()).filter(Boolean),
    };
  }
  if (gift.type === 'ACTIVITY') {
    const activity = await db
      .selectFrom('activity_products as a')
      .innerJoin('activity_centres as c', 'c.id', 'a.activity_centre_id')
      .innerJoin('destinations as city', 'city.id', 'c.city_id')
      .select(['a.id', 'a.activities', 'c.label as centre_label', 'city.label as city_label', 'city.country as city_country'])
      .where('a.id', '=', id)
      .executeTakeFirst();
    if (!activity) return NONE;
    const parts = (activity.activities as unknown as Record<Language, { title: string }[]>)[language] ?? [];
    const titlesFr = ((activity.activities as unknown as Record<Language, { title: string }[]>).fr ?? []).map((part) => part.title);
    return {
      ...NONE,
      picture: getActivityAddress(activity.id, titlesFr, TEXTS, { country: activity.city_country, label: activity.city_label }),
      centre: activity.centre_label,
      included: parts.map((part) => part.title.trim()).filter(Boolean),
    };
  }
  return NONE;
}
