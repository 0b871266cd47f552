import { WEEK_STARTS_ON } from './calendar-grid';

/** Month, weekday and day names of the calendar in the visitor's language, from Intl. */

/** Names of one weekday: short for the column header, long for assistive technology. */
export interface WeekdayName {
  short: string;
  long: string;
}

export interface CalendarFormat {
  /** 'décembre 2026' for '2026-12'. */
  formatMonth(month: string): string;
  /** 'samedi 5 décembre 2026' for '2026-12-05'. */
  formatDay(day: string): string;
  /** The seven weekdays from `weekStartsOn`. */
  weekdays: WeekdayName[];
}

// Days are formatted at UTC midnight in UTC, so the visitor's time zone never shifts them.
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Formatters made so far, by language and first weekday: Intl formatters are costly to make, cheap to reuse. */
const formats = new Map<string, CalendarFormat>();

/** Formatters for `language` ('fr', 'es', 'it', 'nl', 'en'), made once per language (and first weekday). */
export function createCalendarFormat(language: string, weekStartsOn: number = WEEK_STARTS_ON): CalendarFormat {
  const key = `${language}|${weekStartsOn}`;
  let format = formats.get(key);
  if (!format) {
    format = makeCalendarFormat(language, weekStartsOn);
    formats.set(key, format);
  }
  return format;
}

function makeCalendarFormat(language: string, weekStartsOn: number): CalendarFormat {
  const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortWeekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const longWeekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 is a Sunday: adding the weekday number gives a day of that weekday.
  const weekdays = Array.from({ length: 7 }, (_, index) => {
    const date = toDate(`2023-01-0${1 + ((weekStartsOn + index) % 7)}`);
    return { short: shortWeekday.format(date), long: longWeekday.format(date) };
  });
  return {
    formatMonth: (key) => month.format(toDate(`${key}-01`)),
    formatDay: (key) => day.format(toDate(key)),
    weekdays,
  };
}
