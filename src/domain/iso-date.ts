import { addDays, addMonths, differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';

/**
 * Date-only helpers shared by the domain modules. Days travel as 'YYYY-MM-DD' strings; the maths
 * parses them at local midnight and formats them back, so the machine timezone (and its DST
 * changes) never shifts a day.
 */

/** Shape of a day string: four-digit year, two-digit month and day. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Format given to date-fns `format` for every day string the domain returns. */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

/** True when `value` is a 'YYYY-MM-DD' string naming a real calendar day (no 2023-02-29). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE_PATTERN.test(value) && isValid(parseISO(value));
}

function parseDay(day: string): Date {
  if (!isIsoDate(day)) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return parseISO(day);
}

/** Day `amount` days after `day` (negative goes back). Throws RangeError for a malformed day. */
export function addIsoDays(day: string, amount: number): string {
  return format(addDays(parseDay(day), amount), ISO_DATE_FORMAT);
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
  return differenceInCalendarDays(parseDay(to), parseDay(from));
}

/** Month key 'YYYY-MM' of a day string. Throws RangeError for a malformed day. */
export function getMonthKey(day: string): string {
  return format(parseDay(day), 'yyyy-MM');
}
