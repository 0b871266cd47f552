import { describe, expect, it } from 'vitest';
import { getSecondsLeft, isCountdownVisible, pad2, splitSeconds } from './countdown';

const start = Date.parse('2026-11-20T00:00:00Z');
const end = Date.parse('2026-11-30T23:59:59Z');

describe('countdown', () => {
  it('shows only between start and end', () => {
    expect(isCountdownVisible(start - 1, start, end)).toBe(false);
    expect(isCountdownVisible(start, start, end)).toBe(true);
    expect(isCountdownVisible(end, start, end)).toBe(true);
    expect(isCountdownVisible(end + 1, start, end)).toBe(false);
  });

  it('counts whole seconds down to zero and never below', () => {
    expect(getSecondsLeft(end - 5000, end)).toBe(5);
    expect(getSecondsLeft(end - 4500, end)).toBe(5);
    expect(getSecondsLeft(end, end)).toBe(0);
    expect(getSecondsLeft(end + 60_000, end)).toBe(0);
  });

  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(splitSeconds(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(splitSeconds(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(pad2(7)).toBe('07');
  });
});
