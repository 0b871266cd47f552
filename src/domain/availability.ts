import { addIsoDays, getMonthKey } from './iso-date';

/** Per-day availability of a package and the stays it allows. */

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

/** Longest stay offered when choosing a checkout, in nights. */
export const DEFAULT_MAX_NIGHTS = 7;

/** Label key shown under a check-in day whose minimum stay is above one night. */
export const MIN_STAY_LABEL_KEY = 'Minimum stay: {{count}} night';

/** Rooms left are shown only when this many or fewer remain. */
export const ROOMS_LEFT_MAX = 3;

function indexByDay(days: readonly PackageDay[]): Map<string, PackageDay> {
  return new Map(days.map((entry) => [entry.day, entry]));
}

function isOpen(entry: PackageDay | undefined): entry is PackageDay {
  return entry !== undefined && entry.status !== 'notAvailable';
}

/**
 * Night counts n (1..maxNights) such that every night from `checkin` to checkin + n − 1 is known
 * and not 'notAvailable', and n is at least the check-in day's minLos. A day missing from `days`
 * counts as not available. Empty when the check-in night itself is closed.
 */
export function getAllowedCheckoutNights(
  days: readonly PackageDay[],
  checkin: string,
  maxNights: number = DEFAULT_MAX_NIGHTS,
): number[] {
  const byDay = indexByDay(days);
  const first = byDay.get(checkin);
  if (!isOpen(first)) return [];
  const allowed: number[] = [];
  for (let nights = 1; nights <= maxNights; nights += 1) {
    if (!isOpen(byDay.get(addIsoDays(checkin, nights - 1)))) break;
    if (nights >= first.minLos) allowed.push(nights);
  }
  return allowed;
}

/** True when a stay of `nights` nights from `checkin` is allowed (all nights open, minLos met). */
export function isStayAvailable(days: readonly PackageDay[], checkin: string, nights: number): boolean {
  if (!Number.isInteger(nights) || nights < 1) return false;
  return getAllowedCheckoutNights(days, checkin, nights).includes(nights);
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

/** Minimum stay of a check-in day in nights (at least 1), or null when the day is unknown. */
export function getMinStay(days: readonly PackageDay[], checkin: string): number | null {
  const entry = days.find((candidate) => candidate.day === checkin);
  return entry ? Math.max(1, entry.minLos) : null;
}

/** Rooms left are shown only with dates chosen and 1 to ROOMS_LEFT_MAX rooms remaining. */
export function shouldShowRoomsLeft(roomsLeft: number, hasDates: boolean): boolean {
  return hasDates && roomsLeft >= 1 && roomsLeft <= ROOMS_LEFT_MAX;
}
