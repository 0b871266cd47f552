/**
 * The nights of a dated search as they are now. The search index and its rankings are rebuilt in the background
 * (ADR 36), and an order takes its rooms from hotel_days without a catalog change: a dated search reads the nights of
 * its dates updated since its index was read, so a stay whose night was just sold out is not offered for those dates,
 * and the rooms-left figure of a card is the database's count.
 */
import { sql, type Kysely } from 'kysely';
import { ROOMS_LEFT_MAX } from '../../domain/availability';
import { addIsoDays, getDayDifference } from '../../domain/iso-date';
import { getRoomsNeeded, isNightAvailable, MAX_STAY_NIGHTS } from '../../domain/stay-price';
import type { Database } from '../db/schema';
import { toDayNumber, type HotelDays } from './indexed-package';

/** A dated stay's nights as the database has them now. */
export interface LiveStay {
  /** Every night open with the rooms the party needs (isNightAvailable). */
  available: boolean;
  /** Fewest rooms left over the nights when at most `threshold` (the nights above it are not read); else null. */
  lowestRoomsLeft: number | null;
}

type NightRow = { hotel_id: number; day: string; status: number; rooms_left: number };

/** The nights of the stays asked about as the database has them now. */
export interface LiveNights {
  /** A stay of `nights` nights from the check-in needing `rooms` rooms (at most the longest of the stays asked about). */
  stay(hotelId: number, nights: number, rooms: number): LiveStay;
  /**
   * Whether a night of the hotel over the stays asked about changed since the index was read. When none did, its
   * stays are as the index has them: a stay the index finds open (isStayOpenAt) is available.
   */
  changed(hotelId: number): boolean;
  /** Whether a night of any hotel over the stays asked about changed since the index was read. */
  readonly hasChanges: boolean;
  /** The hotels whose nights over the stays asked about changed since the index was read. */
  readonly changedHotels: readonly number[];
}

/** The largest stay asked about: the most nights from the check-in and the most rooms any of the stays needs. */
export interface AskedStays {
  nights: number;
  rooms: number;
}

const NO_CHANGE: readonly NightRow[] = [];

/**
 * Answers, for stays from `checkin`, whether one is bookable and its fewest rooms left. The nights come from the
 * search index (`daysOf`: a hotel's nights as the index read them), except those updated since it was read (`since`,
 * hotel_days.changed_at): a sale, a release, a care agent's change. Those few are read from the database, over the
 * nights of the largest stay `asked` about (none: no stay); the statement's cost follows the changes, not the hotels.
 * Rooms left count when at most ROOMS_LEFT_MAX or the rooms that stay needs.
 */
export async function loadLiveNights(
  db: Kysely<Database>,
  since: string,
  daysOf: (hotelId: number) => HotelDays | undefined,
  checkin: string,
  asked: AskedStays | null,
): Promise<LiveNights> {
  const threshold = Math.max(ROOMS_LEFT_MAX, getRoomsNeeded(asked?.rooms ?? 1));
  const last = addIsoDays(checkin, Math.min(asked?.nights ?? 1, MAX_STAY_NIGHTS) - 1);
  const changed = new Map<number, NightRow[]>();
  const rows =
    asked === null
      ? NO_CHANGE
      : (
          await sql<NightRow>`
            select hotel_id, day::text as day, status, rooms_left from hotel_days
            where changed_at >= ${since}::timestamptz and day >= ${checkin}::date and day <= ${last}::date`.execute(db)
        ).rows;
  for (const row of rows) {
    const nights = changed.get(row.hotel_id);
    if (nights) nights.push(row);
    else changed.set(row.hotel_id, [row]);
  }
  const checkinDay = toDayNumber(checkin);
  return {
    hasChanges: changed.size > 0,
    changed: (hotelId) => changed.has(hotelId),
    changedHotels: [...changed.keys()],
    stay(hotelId, nights, rooms) {
      const days = daysOf(hotelId);
      const rows = changed.get(hotelId);
      let available = true;
      let lowest: number | null = null;
      for (let offset = 0; offset < nights; offset++) {
        const row = rows?.find((night) => getDayDifference(checkin, night.day) === offset);
        const at = days ? checkinDay + offset - days.firstDayNumber : -1;
        const status = row ? row.status : (days?.status[at] ?? 0);
        const roomsLeft = row ? row.rooms_left : (days?.roomsLeft[at] ?? 0);
        if (!isNightAvailable(status, roomsLeft, rooms)) available = false;
        if (status > 0 && roomsLeft <= threshold) lowest = lowest === null ? roomsLeft : Math.min(lowest, roomsLeft);
      }
      return { available, lowestRoomsLeft: lowest };
    },
  };
}
