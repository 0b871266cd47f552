import { describe, expect, it } from 'vitest';
import { createCalendarFormat } from './calendar-format';

describe('createCalendarFormat', () => {
  it('names months, days and weekdays in the language, weeks from Monday', () => {
    const format = createCalendarFormat('fr');
    expect(format.formatMonth('2026-12')).toBe('décembre 2026');
    expect(format.formatDay('2026-12-05')).toBe('samedi 5 décembre 2026');
    expect(format.weekdays.map((weekday) => weekday.long)).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
    expect(format.weekdays[0]?.short).toBe('lun.');
  });

  it('keeps the day whatever the time zone (formatted at UTC midnight)', () => {
    expect(createCalendarFormat('nl').formatDay('2027-03-28')).toBe('zondag 28 maart 2027');
  });
});
