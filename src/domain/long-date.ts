/**
 * Dates written out in a sentence ('jusqu'au 1er octobre', 'el 1 de octubre'). French writes the first day of a
 * month as an ordinal: 1er, never '1 octobre'.
 */
import { getDateFormat } from './date-format';

export interface LongDateOptions {
  weekday?: boolean;
  year?: boolean;
}

/** 'YYYY-MM-DD' as a long date in `tag` ('fr-FR', 'es', …), with the French '1er'. */
export function formatLongDate(day: string, tag: string, options: LongDateOptions = {}): string {
  const format = getDateFormat(tag, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    ...(options.weekday ? { weekday: 'long' } : {}),
    ...(options.year ? { year: 'numeric' } : {}),
  });
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (!tag.toLowerCase().startsWith('fr')) return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}
