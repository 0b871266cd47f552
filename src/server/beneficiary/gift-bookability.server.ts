/**
 * The bookability meter of a gift (ADR 30): how many of the gift's stays have at least one bookable Friday
 * or Saturday night over the next twelve months, and how many of those lie within 100 km of a place. Counted from
 * the `hotel_days` inventory (a night is bookable when open with a room left and the package still sold that day):
 * no estimate.
 */
import { sql, type Kysely } from 'kysely';
import { addIsoDays } from '../../domain/iso-date';
import { foldText } from '../../domain/text-match';
import type { Database } from '../db/schema';
import type { RedeemableGift } from './gift-codes.server';

/** Days ahead the meter looks at: twelve months. */
export const BOOKABILITY_HORIZON_DAYS = 365;
/** Radius of 'near a place', in km. */
export const BOOKABILITY_RADIUS_KM = 100;

export interface GiftPlace {
  label: string;
  latitude: number;
  longitude: number;
}

export interface GiftBookability {
  /** The gift's stays (published, giftable, not expired packages it opens). */
  stays: number;
  /** Of those, the stays with at least one bookable Friday or Saturday night in the horizon. */
  weekendBookable: number;
  /** The place asked about, when one was found. */
  place: GiftPlace | null;
  /** Of the weekend-bookable stays, those within BOOKABILITY_RADIUS_KM of the place (null without a place). */
  weekendBookableNear: number | null;
}

/** The place a recipient typed: the best-matching destination (city first), or null. */
export async function findGiftPlace(db: Kysely<Database>, typed: string): Promise<GiftPlace | null> {
  const folded = foldText(typed.slice(0, 80)).trim();
  if (folded.length < 2) return null;
  const row = await db
    .selectFrom('destinations')
    .select(['label', 'latitude', 'longitude'])
    .where('search_text', 'like', `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .orderBy(sql`case when category = 'city' then 0 else 1 end`)
    .orderBy(sql`length(search_text)`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** The meter for a valid gift from `today`; `place` narrows the second figure. */
export async function getGiftBookability(
  db: Kysely<Database>,
  gift: Pick<RedeemableGift, 'kind' | 'boxCode' | 'nights' | 'packageId'>,
  today: string,
  place: GiftPlace | null = null,
): Promise<GiftBookability> {
  const until = addIsoDays(today, BOOKABILITY_HORIZON_DAYS - 1);
  const giftStays = db
    .selectFrom('packages as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .where('p.published', '=', true)
    .where('p.is_giftable', '=', true)
    .where('h.active', '=', true)
    .where((eb) => eb.or([eb('p.expiration', 'is', null), eb('p.expiration', '>=', today)]))
    .$if(gift.kind === 'BOX', (qb) =>
      qb.where('p.id', 'in', (eb) =>
        eb
          .selectFrom('box_packages')
          .select('package_id')
          .where('box_code', '=', gift.boxCode ?? ''),
      ),
    )
    // A gifted stay: its own package; a single voucher: the single-voucher stays of its nights (loadGiftPackage's rule).
    .$if(gift.kind !== 'BOX' && gift.packageId !== null, (qb) => qb.where('p.id', '=', gift.packageId ?? 0))
    .$if(gift.kind !== 'BOX' && gift.packageId === null, (qb) => qb.where('p.item_category', '=', 'single_voucher').where('p.nights', '=', gift.nights));
  const weekendStays = giftStays.where((eb) =>
    eb.exists(
      eb
        .selectFrom('hotel_days as d')
        .select(sql`1`.as('one'))
        .whereRef('d.hotel_id', '=', 'p.hotel_id')
        .where('d.day', '>=', today)
        .where('d.day', '<=', until)
        .where(sql<boolean>`(p.expiration is null or d.day <= p.expiration)`)
        .where('d.status', '>', 0)
        .where('d.rooms_left', '>', 0)
        // ISO day of week: 5 Friday, 6 Saturday.
        .where(sql<boolean>`extract(isodow from d.day) in (5, 6)`),
    ),
  );
  const near = place
    ? sql<number>`count(*) filter (where earth_distance(ll_to_earth(${place.latitude}, ${place.longitude}), ll_to_earth(h.latitude, h.longitude)) <= ${BOOKABILITY_RADIUS_KM * 1000})`
    : sql<number>`0`;
  const [all, weekend] = await Promise.all([
    giftStays.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    weekendStays.select([sql<number>`count(*)`.as('n'), near.as('near')]).executeTakeFirstOrThrow(),
  ]);
  return { stays: Number(all.n), weekendBookable: Number(weekend.n), place, weekendBookableNear: place ? Number(weekend.near) : null };
}
