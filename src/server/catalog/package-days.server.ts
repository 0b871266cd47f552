import type { Kysely } from 'kysely';
import type { DayStatus, PackageDay } from '../../domain/availability';
import type { Database } from '../db/schema';

const STATUS: Record<number, DayStatus> = { 0: 'notAvailable', 1: 'included', 2: 'supplement' };

/** What a package costs per night for two adults before the day's factor and promo. */
export function getBaseNightPrice(pkg: { base_price: number; nights: number }): number {
  return Math.round(pkg.base_price / pkg.nights);
}

/**
 * A package's nights between two days (inclusive): the hotel's inventory decides the status, the
 * day's factor and promo the price of the night for two adults.
 */
export async function loadPackageDays(
  db: Kysely<Database>,
  pkg: { hotel_id: number; base_price: number; nights: number },
  from: string,
  to: string,
): Promise<PackageDay[]> {
  const rows = await db
    .selectFrom('hotel_days')
    .select(['day', 'status', 'price_factor', 'min_los', 'rooms_left', 'promo'])
    .where('hotel_id', '=', pkg.hotel_id)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  const night = getBaseNightPrice(pkg);
  return rows.map((row) => ({
    day: row.day,
    status: STATUS[row.status] ?? 'notAvailable',
    priceCents: Math.round((night * row.price_factor * (100 - row.promo)) / 10000),
    minLos: row.min_los,
    roomsLeft: row.rooms_left,
    promo: row.promo > 0 ? row.promo : null,
  }));
}
