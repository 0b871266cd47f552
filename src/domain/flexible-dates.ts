import { addIsoDays, addIsoMonths, getMonthKey, isIsoDate } from './iso-date';

/**
 * Flexible dates (spec §4 search box, ADR 52 of the search): instead of fixed dates, a traveller asks for "a stay in
 * <month>". Each offer is then priced at its cheapest stay starting that month, the day the calendar shows cheapest.
 */

/** Months a flexible search offers: this one and the next five. */
export const FLEXIBLE_MONTH_COUNT = 6;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months offered from `today` ('YYYY-MM-DD'), as 'YYYY-MM', this month first. */
export function getFlexibleMonths(today: string): string[] {
  const first = `${getMonthKey(today)}-01`;
  return Array.from({ length: FLEXIBLE_MONTH_COUNT }, (_, i) => getMonthKey(addIsoMonths(first, i)));
}

/** True for a 'YYYY-MM' month a flexible search may ask for on `today`. */
export function isFlexibleMonth(value: unknown, today: string): value is string {
  return typeof value === 'string' && MONTH_PATTERN.test(value) && getFlexibleMonths(today).includes(value);
}

/** The check-in days of `month` still ahead on `today`: from the later of its first day and today, to its last day. */
export function getMonthCheckinDays(month: string, today: string): { from: string; to: string } {
  const first = `${month}-01`;
  if (!isIsoDate(first)) throw new RangeError(`Not a YYYY-MM month: ${month}`);
  const last = addIsoDays(addIsoMonths(first, 1), -1);
  return { from: first < today ? today : first, to: last };
}

/** The month a search prices its stays in: none with dates chosen, none for a gift (its recipient picks the dates later). */
export function getSearchMonth(criteria: { checkin?: string | undefined; flow?: string | undefined; month?: string | undefined }): string | undefined {
  return criteria.checkin || criteria.flow === 'gifting' ? undefined : criteria.month;
}
