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
