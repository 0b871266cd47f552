/**
 * What the price properties (one price everywhere, all-in prices) draw from: the weekend packages on sale, random
 * parties and markets, and a party as the price APIs read it.
 */
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { MarketKey } from '../../src/i18n/markets';
import type { Database, PackageItem } from '../../src/server/db/schema';

export interface WeekendPackage {
  id: number;
  hotel_id: number;
  nights: number;
  items: PackageItem[];
  max_capacity: number;
  tax_type: 'BOOKING_PERCENTAGE' | 'PER_PERSON_PER_NIGHT';
}

/** The published weekend packages of active hotels that do not expire, with their room's capacity and local tax. */
export async function weekendPackages(db: Kysely<Database>): Promise<WeekendPackage[]> {
  const rows = await sql<WeekendPackage>`
    select p.id, p.hotel_id, p.nights, p.items, r.max_capacity, h.local_tax_type as tax_type
    from packages p join hotels h on h.id = p.hotel_id join rooms r on r.id = p.room_id
    where p.published and h.active and p.expiration is null and p.item_category = 'weekend'
    order by p.id`.execute(db);
  return rows.rows;
}

export interface Party {
  adults: number;
  children: number;
  babies: number;
}

export const partyArb = fc.record({ adults: fc.integer({ min: 1, max: 3 }), children: fc.integer({ min: 0, max: 2 }), babies: fc.integer({ min: 0, max: 1 }) });
export const marketArb = fc.constantFrom<MarketKey>('fr', 'es', 'it', 'nl', 'be-fr', 'be-nl');

/** A party as the price APIs' query names it. */
export const pax = (party: Party) => ({ adult: party.adults, child: party.children, baby: party.babies });
