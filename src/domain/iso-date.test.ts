import { addDays, addMonths, differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addIsoDays, addIsoMonths, getDayDifference, getMonthKey, isIsoDate } from './iso-date';

describe('isIsoDate', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate('2024-01-01T10:00')).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });
});

describe('day maths', () => {
  it('adds days across month, year and DST changes', () => {
    expect(addIsoDays('2024-03-30', 1)).toBe('2024-03-31');
    expect(addIsoDays('2024-03-31', 1)).toBe('2024-04-01');
    expect(addIsoDays('2024-10-26', 2)).toBe('2024-10-28');
    expect(addIsoDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addIsoDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds months, falling back to the last day of a shorter month', () => {
    expect(addIsoMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addIsoMonths('2024-11-15', 2)).toBe('2025-01-15');
  });

  it('counts calendar days between two days', () => {
    expect(getDayDifference('2024-03-30', '2024-04-01')).toBe(2);
    expect(getDayDifference('2024-10-27', '2024-10-26')).toBe(-1);
    expect(getDayDifference('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('gives the month key and refuses malformed days', () => {
    expect(getMonthKey('2024-07-09')).toBe('2024-07');
    expect(() => addIsoDays('2024-02-30', 1)).toThrow(RangeError);
    expect(() => getDayDifference('nope', '2024-01-01')).toThrow(RangeError);
  });
});

describe('day arithmetic', () => {
  it('agrees with date-fns at local midnight over random days, months and sums', () => {
    const two = (n: number) => String(n).padStart(2, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: -800, max: 800 }),
        (year, month, day, amount) => {
          const value = `${year}-${two(month)}-${two(day)}`;
          const parsed = parseISO(value);
          expect(isIsoDate(value)).toBe(isValid(parsed));
          if (!isValid(parsed)) return;
          expect(addIsoDays(value, amount)).toBe(format(addDays(parsed, amount), 'yyyy-MM-dd'));
          expect(getDayDifference(value, addIsoDays(value, amount))).toBe(amount);
          expect(addIsoMonths(value, amount % 40)).toBe(format(addMonths(parsed, amount % 40), 'yyyy-MM-dd'));
          expect(getMonthKey(value)).toBe(format(parsed, 'yyyy-MM'));
          expect(getDayDifference('2026-03-29', value)).toBe(differenceInCalendarDays(parsed, parseISO('2026-03-29')));
        },
      ),
      { numRuns: 2000, seed: 20261127 },
    );
  });
});
