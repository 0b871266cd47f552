/**
 * Date-only helpers shared by the domain modules and the islands. Days travel as 'YYYY-MM-DD' strings; day sums
 * and differences count days since 1970-01-01, and months are added on year and month numbers, so no time zone
 * (nor its DST changes) ever shifts a day. Calendar arithmetic rather than date-fns: parsing dates per night was the
 * price of a stay's largest cost (ADR 72), and date-fns `format` was 7 KB of every island page's JavaScript; a
 * property test checks both against date-fns.
 */

/** Shape of a day string: four-digit year, two-digit month and day. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 86_400_000;

/** Days in a month (1–12) of the proleptic Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days since 1970-01-01 of year, month (1–12) and day of the proleptic Gregorian calendar, or NaN for no such day. */
function toDayCount(year: number, month: number, day: number): number {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return Number.NaN;
  // Years counted from March, so that the leap day ends a year (days from civil, in eras of 400 years).
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' string, or NaN when it names no calendar day. */
function readDayCount(value: string): number {
  if (value.length !== 10 || !ISO_DATE_PATTERN.test(value)) return Number.NaN;
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

/** Day `amount` days after `day` (negative goes back). Throws RangeError for a malformed day. */
export function addIsoDays(day: string, amount: number): string {
  const date = new Date((countDays(day) + amount) * DAY_MS);
  return toIsoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

function toIsoDate(year: number, month: number, day: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
}

/**
 * Day `amount` calendar months after `day`; a missing day of month falls back to the month's last
 * day (2024-01-31 + 1 → 2024-02-29). Throws RangeError for a malformed day.
 */
export function addIsoMonths(day: string, amount: number): string {
  countDays(day);
  const months = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + amount;
  const [year, month] = [Math.floor(months / 12), (((months % 12) + 12) % 12) + 1];
  return toIsoDate(year, month, Math.min(Number(day.slice(8, 10)), daysInMonth(year, month)));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function getDayDifference(from: string, to: string): number {
  return countDays(to) - countDays(from);
}

/** Month key 'YYYY-MM' of a day string. Throws RangeError for a malformed day. */
export function getMonthKey(day: string): string {
  countDays(day);
  return day.slice(0, 7);
}
