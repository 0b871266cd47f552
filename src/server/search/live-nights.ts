/**
 * The nights of a dated search read at query time. The search index and its rankings are rebuilt in the background
 * (ADR 36), and an order takes its rooms from hotel_days without a catalog change: a dated search checks the nights
 * of its dates in the database, so a stay whose night was just sold out is not offered for those dates, and the
 * rooms-left figure of a card is the database's count.
 */
import { sql, type Kysely } from 'kysely';
import { ROOMS_LEFT_MAX } from '../../domain/availability';
import { addIsoDays, getDayDifference } from '../../domain/iso-date';
import { getRoomsNeeded, isNightAvailable, MAX_STAY_NIGHTS } from '../../domain/stay-price';
import type { Database } from '../db/schema';

/** A dated stay's nights as the database has them now. */
export interface LiveStay {
  /** Every night open with the rooms the party needs (isNightAvailable). */
  available: boolean;
  /** Fewest rooms left over the nights when at most `threshold` (the nights above it are not read); else null. */
  lowestRoomsLeft: number | null;
}

/** Above this many hotels, the window's nights are read for every hotel at once rather than by hotel. */
const HOTELS_BY_ID_MAX = 500;

type NightRow = { hotel_id: number; day: string; status: number; rooms_left: number };

/**
 * Reads, for the hotels given, the nights from `checkin` over the longest stay asked about (`nightsMax`) that are
 * closed or have few rooms (at most the rooms any stay needs or ROOMS_LEFT_MAX); nights with more rooms than that
 * change no answer. Returns a function answering for one stay of at most `nightsMax` nights needing `rooms` rooms.
 */
export async function loadLiveNights(db: Kysely<Database>, hotelIds: readonly number[], checkin: string, roomsMax: number, nightsMax: number) {
  const threshold = Math.max(ROOMS_LEFT_MAX, getRoomsNeeded(roomsMax));
  const last = addIsoDays(checkin, Math.min(nightsMax, MAX_STAY_NIGHTS) - 1);
  const distinct = [...new Set(hotelIds)];
  const byHotel = new Map<number, NightRow[]>();
  if (distinct.length > 0) {
    const hotels = distinct.length <= HOTELS_BY_ID_MAX ? sql`and hotel_id = any(${`{${distinct.join(',')}}`}::int[])` : sql``;
    const rows = await sql<NightRow>`
      select hotel_id, day::text as day, status, rooms_left from hotel_days
      where day >= ${checkin}::date and day <= ${last}::date and (status = 0 or rooms_left <= ${threshold}) ${hotels}`.execute(db);
    for (const row of rows.rows) {
      const nights = byHotel.get(row.hotel_id);
      if (nights) nights.push(row);
      else byHotel.set(row.hotel_id, [row]);
    }
  }
  return (hotelId: number, nights: number, rooms: number): LiveStay => {
    let available = true;
    let lowest: number | null = null;
    for (const row of byHotel.get(hotelId) ?? []) {
      const offset = getDayDifference(checkin, row.day);
      if (offset < 0 || offset >= nights) continue;
      if (!isNightAvailable(row.status, row.rooms_left, rooms)) available = false;
      if (row.status > 0) lowest = lowest === null ? row.rooms_left : Math.min(lowest, row.rooms_left);
    }
    return { available, lowestRoomsLeft: lowest };
  };
}
