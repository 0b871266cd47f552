/**
 * Dates written out in a sentence ('jusqu'au 1er octobre', 'el 1 de octubre'). French writes the first day of a
 * month as an ordinal: 1er, never '1 octobre'.
 */
export interface LongDateOptions {
  weekday?: boolean;
  year?: boolean;
}

/** Intl formats are costly to make and never change: one per tag and shape, made once (pages write dozens of dates). */
const longFormats = new Map<string, Intl.DateTimeFormat>();

function getLongFormat(tag: string, weekday: boolean, year: boolean): Intl.DateTimeFormat {
  const key = `${tag}|${weekday}|${year}`;
  let format = longFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', timeZone: 'UTC', ...(weekday ? { weekday: 'long' } : {}), ...(year ? { year: 'numeric' } : {}) });
    longFormats.set(key, format);
  }
  return format;
}

/** 'YYYY-MM-DD' as a long date in `tag` ('fr-FR', 'es', …), with the French '1er'. */
export function formatLongDate(day: string, tag: string, options: LongDateOptions = {}): string {
  const format = getLongFormat(tag, Boolean(options.weekday), Boolean(options.year));
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (!tag.toLowerCase().startsWith('fr')) return format.format(date);
  return format.formatToParts(date).map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('');
}
