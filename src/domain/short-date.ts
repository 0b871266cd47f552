/**
 * Short day labels for date fields and summaries ('12 oct.'): a day in another year than today shows its year
 * ('12 janv. 2028'), so a stay next year never reads as this year's.
 */
export interface ShortDayOptions {
  /** Adds the short weekday ('sam. 12 oct.'). */
  weekday?: boolean;
}

/** Intl formats are costly to make and never change: one per language and shape (a handful), made once. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function getDayFormat(language: string, weekday: boolean, withYear: boolean): Intl.DateTimeFormat {
  const key = `${language}|${weekday}|${withYear}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC', ...(weekday ? { weekday: 'short' } : {}), ...(withYear ? { year: 'numeric' } : {}) });
    dayFormats.set(key, format);
  }
  return format;
}

/** A formatter of 'YYYY-MM-DD' days in `language`, relative to `today` ('YYYY-MM-DD'). */
export function createShortDayFormat(language: string, today: string, options: ShortDayOptions = {}): (day: string) => string {
  const sameYear = getDayFormat(language, Boolean(options.weekday), false);
  const otherYear = getDayFormat(language, Boolean(options.weekday), true);
  const year = today.slice(0, 4);
  return (day) => (day.slice(0, 4) === year ? sameYear : otherYear).format(new Date(`${day}T12:00:00Z`));
}

/** Whether a stay's dates may be restored (spec §4): a check-in today or later, a check-out after it. */
export function isFutureStay(checkin: string | undefined | null, checkout: string | undefined | null, today: string): boolean {
  return Boolean(checkin && checkout && checkin >= today && checkout > checkin);
}
