/**
 * The stay the order, gift card and cart tests buy: one night of a published weekend package of an active hotel, on
 * a day on sale without a minimum stay, for two adults with the activities of that day.
 */
import { sql, type Kysely } from 'kysely';
import { getDatedActivityIds } from '../../src/domain/activity-dates';
import { createCart } from '../../src/server/cart/cart.server';
import type { Database, PackageItem } from '../../src/server/db/schema';

export interface OneNightStay {
  id: number;
  hotelId: number;
  checkin: string;
  /** The activities of the package on the night's day, as a cart lists them (`id_day`). */
  activities: string[];
}

/**
 * The first such stay at least `fromDays` ahead, of the package with the lowest id (the highest with `lastPackage`),
 * among the giftable ones only with `giftable`.
 */
export async function findOneNightStay(
  db: Kysely<Database>,
  { fromDays, giftable = false, lastPackage = false }: { fromDays: number; giftable?: boolean; lastPackage?: boolean },
): Promise<OneNightStay> {
  const found = await sql<{ id: number; hotel_id: number; day: string; items: PackageItem[] }>`
    select p.id, p.hotel_id, p.items, d.day from packages p join hotels h on h.id = p.hotel_id
    join hotel_days d on d.hotel_id = p.hotel_id and d.day >= current_date + ${sql.lit(fromDays)} and d.status > 0 and d.min_los = 1
    where p.published ${giftable ? sql`and p.is_giftable` : sql``} and h.active and p.expiration is null and p.nights = 1 and p.item_category = 'weekend'
    order by p.id ${lastPackage ? sql`desc` : sql``}, d.day limit 1`.execute(db);
  const row = found.rows[0];
  if (!row) throw new Error('The test catalog has no bookable package');
  return { id: row.id, hotelId: row.hotel_id, checkin: row.day, activities: getDatedActivityIds(row.items).map((id) => `${id}_${row.day}`) };
}

/** What the cart API is sent to put the stay in a cart, for two adults. */
export const stayCartBody = (stay: OneNightStay) => ({
  locale: 'fr_FR',
  packageId: stay.id,
  checkin: stay.checkin,
  nights: 1,
  adults: 2,
  children: 0,
  babies: 0,
  activitySelectionList: stay.activities,
});

/** A new cart of the stay on the French site, for two adults; answers its id. */
export async function newStayCart(db: Kysely<Database>, stay: OneNightStay, today: string): Promise<string> {
  const result = await createCart(
    db,
    { market: 'fr', packageId: stay.id, checkin: stay.checkin, nights: 1, adults: 2, children: 0, babies: 0, activitySelectionList: stay.activities },
    today,
  );
  if (!('cartId' in result)) throw new Error('no cart');
  return result.cartId;
}
