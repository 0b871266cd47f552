import { getMonthKey } from './iso-date';

/** Per-day availability of a package: the best price of each month, the minimum-stay marker, rooms left. */

/** 'included' nights are in the package price, 'supplement' nights cost extra, the rest are closed. */
export type DayStatus = 'included' | 'supplement' | 'notAvailable';

/** One night of a package as the availability service sends it. */
export interface PackageDay {
  day: string;
  status: DayStatus;
  priceCents: number;
  /** Minimum length of stay (nights) for a stay starting this day. */
  minLos: number;
  roomsLeft: number;
  /** Promo percentage of the day, if any. */
  promo: number | null;
}

/** Rooms left are shown only when this many or fewer remain. */
export const ROOMS_LEFT_MAX = 3;

function isOpen(entry: PackageDay | undefined): entry is PackageDay {
  return entry !== undefined && entry.status !== 'notAvailable';
}

/** The days, each marked `isBestPriceOfMonth`. */
export type MarkedPackageDay = PackageDay & { isBestPriceOfMonth: boolean };

/**
 * Marks the cheapest available day of each calendar month; on a tie the earliest day wins, so one
 * day per month at most is marked. Order of `days` is kept.
 */
export function getBestPriceOfMonth(days: readonly PackageDay[]): MarkedPackageDay[] {
  const best = new Map<string, PackageDay>();
  for (const entry of days) {
    if (!isOpen(entry)) continue;
    const month = getMonthKey(entry.day);
    const current = best.get(month);
    const cheaper = !current || entry.priceCents < current.priceCents;
    const tieEarlier = current && entry.priceCents === current.priceCents && entry.day < current.day;
    if (cheaper || tieEarlier) best.set(month, entry);
  }
  const marked = new Set(best.values());
  return days.map((entry) => ({ ...entry, isBestPriceOfMonth: marked.has(entry) }));
}

/**
 * The minimum stay the calendar marks on a check-in day ('Minimum stay: {{count}} night', spec §5): the day's
 * minLos when above one night, else null (no marker), as for a day without availability data.
 */
export function getMinStay(minLos: number | null | undefined): number | null {
  return minLos !== null && minLos !== undefined && minLos > 1 ? minLos : null;
}

/** Rooms left are shown only with dates chosen and 1 to ROOMS_LEFT_MAX rooms remaining. */
export function shouldShowRoomsLeft(roomsLeft: number, hasDates: boolean): boolean {
  return hasDates && roomsLeft >= 1 && roomsLeft <= ROOMS_LEFT_MAX;
}

/**
 * The rooms-left figure a card or panel shows (spec §9): the real count for the chosen dates (the fewest rooms left
 * over the stay's nights), only with dates chosen and when 1 to ROOMS_LEFT_MAX remain; null otherwise.
 */
export function getShownRoomsLeft(roomsLeft: number | null | undefined, hasDates: boolean): number | null {
  return typeof roomsLeft === 'number' && shouldShowRoomsLeft(roomsLeft, hasDates) ? roomsLeft : null;
}
