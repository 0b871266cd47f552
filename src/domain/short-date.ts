/**
 * Short day labels for date fields and summaries ('12 oct.'): a day in another year than today shows its year
 * ('12 janv. 2028'), so a stay next year never reads as this year's.
 */
import { getDateFormat } from './date-format';

export interface ShortDayOptions {
  /** Adds the short weekday ('sam. 12 oct.'). */
  weekday?: boolean;
}

/** A formatter of 'YYYY-MM-DD' days in `language`, relative to `today` ('YYYY-MM-DD'). */
export function createShortDayFormat(language: string, today: string, options: ShortDayOptions = {}): (day: string) => string {
  const base: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC', ...(options.weekday ? { weekday: 'short' } : {}) };
  const sameYear = getDateFormat(language, base);
  const otherYear = getDateFormat(language, { ...base, year: 'numeric' });
  const year = today.slice(0, 4);
  return (day) => (day.slice(0, 4) === year ? sameYear : otherYear).format(new Date(`${day}T12:00:00Z`));
}

/** Whether a stay's dates may be restored (spec §4): a check-in today or later, a check-out after it. */
export function isFutureStay(checkin: string | undefined | null, checkout: string | undefined | null, today: string): boolean {
  return Boolean(checkin && checkout && checkin >= today && checkout > checkin);
}
