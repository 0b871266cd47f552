import { addIsoDays, addIsoMonths, getMonthKey } from '../../domain/iso-date';

/** Month arithmetic and the day grid of the calendar, on 'YYYY-MM' keys and 'YYYY-MM-DD' days. */

/** Day of the week a grid row starts on (0 = Sunday, 1 = Monday): Monday in every market. */
export const WEEK_STARTS_ON = 1;

const DAYS_PER_WEEK = 7;

/** Day of the week of `day`, 0 = Sunday. */
export function getWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Month key `amount` months after `month` ('2024-12' + 1 → '2025-01'). */
export function addMonthKeys(month: string, amount: number): string {
  return getMonthKey(addIsoMonths(`${month}-01`, amount));
}

/** Months from `from` to `to` ('2024-11' → '2025-01' is 2; negative when `to` is earlier). */
export function getMonthDistance(from: string, to: string): number {
  const [fromYear = 0, fromMonth = 0] = from.split('-').map(Number);
  const [toYear = 0, toMonth = 0] = to.split('-').map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/** Last day of a month ('2024-02' → '2024-02-29'). */
export function getLastDayOfMonth(month: string): string {
  return addIsoDays(`${addMonthKeys(month, 1)}-01`, -1);
}

/**
 * Weeks of a month as rows of seven days, each row starting on `weekStartsOn`; the cells before the
 * first and after the last day of the month are null.
 */
export function getMonthGrid(month: string, weekStartsOn: number = WEEK_STARTS_ON): (string | null)[][] {
  const first = `${month}-01`;
  const lastDate = Number(getLastDayOfMonth(month).slice(8));
  const cells: (string | null)[] = Array.from({ length: (getWeekday(first) - weekStartsOn + DAYS_PER_WEEK) % DAYS_PER_WEEK }, () => null);
  for (let date = 1; date <= lastDate; date += 1) cells.push(`${month}-${String(date).padStart(2, '0')}`);
  while (cells.length % DAYS_PER_WEEK !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += DAYS_PER_WEEK) weeks.push(cells.slice(start, start + DAYS_PER_WEEK));
  return weeks;
}

/**
 * Day a key moves the focus to from `day` in the grid: arrows by a day (left/right) or a week
 * (up/down), Home/End to the start/end of the week, PageUp/PageDown by a month. Null for other keys.
 */
export function getKeyTarget(day: string, key: string, weekStartsOn: number = WEEK_STARTS_ON): string | null {
  const fromWeekStart = (getWeekday(day) - weekStartsOn + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  switch (key) {
    case 'ArrowLeft':
      return addIsoDays(day, -1);
    case 'ArrowRight':
      return addIsoDays(day, 1);
    case 'ArrowUp':
      return addIsoDays(day, -DAYS_PER_WEEK);
    case 'ArrowDown':
      return addIsoDays(day, DAYS_PER_WEEK);
    case 'Home':
      return addIsoDays(day, -fromWeekStart);
    case 'End':
      return addIsoDays(day, DAYS_PER_WEEK - 1 - fromWeekStart);
    case 'PageUp':
      return addIsoMonths(day, -1);
    case 'PageDown':
      return addIsoMonths(day, 1);
    default:
      return null;
  }
}
