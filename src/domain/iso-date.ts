import { addMonths, format, parseISO } from 'date-fns';

/**
 * Date-only helpers shared by the domain modules. Days travel as 'YYYY-MM-DD' strings; day sums and
 * differences count days since 1970-01-01 in UTC, and months are added at local midnight, so the
 * machine timezone (and its DST changes) never shifts a day.
 */

/** Shape of a day string: four-digit year, two-digit month and day. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Format given to date-fns `format` for every day string the domain returns. */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of year, month (1–12) and day, or NaN when they name no calendar day. */
function toDayCount(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.getTime() / DAY_MS : Number.NaN;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' string, or NaN when it names no calendar day. */
function readDayCount(value: string): number {
  if (!ISO_DATE_PATTERN.test(value)) return Number.NaN;
  return toDayCount(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10)));
}

/** True when `value` is a 'YYYY-MM-DD' string naming a real calendar day (no 2023-02-29). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(readDayCount(value));
}

/** Days since 1970-01-01 of a day; the day arithmetic is done on these, with no time zone. */
function countDays(day: string): number {
  const count = readDayCount(day);
  if (Number.isNaN(count)) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return count;
}

function parseDay(day: string): Date {
  countDays(day);
  return parseISO(day);
}

/** Day `amount` days after `day` (negative goes back). Throws RangeError for a malformed day. */
export function addIsoDays(day: string, amount: number): string {
  const date = new Date((countDays(day) + amount) * DAY_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}

/**
 * Day `amount` calendar months after `day`; a missing day of month falls back to the month's last
 * day (2024-01-31 + 1 → 2024-02-29). Throws RangeError for a malformed day.
 */
export function addIsoMonths(day: string, amount: number): string {
  return format(addMonths(parseDay(day), amount), ISO_DATE_FORMAT);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function getDayDifference(from: string, to: string): number {
  return countDays(to) - countDays(from);
}

/** Month key 'YYYY-MM' of a day string. Throws RangeError for a malformed day. */
export function getMonthKey(day: string): string {
  return format(parseDay(day), 'yyyy-MM');
}
