import { describe, expect, it } from 'vitest';
import { addMonthKeys, getKeyTarget, getLastDayOfMonth, getMonthDistance } from './calendar-grid';

describe('month keys', () => {
  it('adds months across years and measures the distance', () => {
    expect(addMonthKeys('2026-12', 1)).toBe('2027-01');
    expect(addMonthKeys('2027-01', -1)).toBe('2026-12');
    expect(getMonthDistance('2026-11', '2027-01')).toBe(2);
    expect(getMonthDistance('2027-01', '2026-11')).toBe(-2);
    expect(getLastDayOfMonth('2024-02')).toBe('2024-02-29');
  });
});

describe('getKeyTarget', () => {
  // 2026-12-05 is a Saturday.
  const day = '2026-12-05';

  it('moves by a day, a week, to the ends of the week and by a month', () => {
    expect(getKeyTarget(day, 'ArrowLeft')).toBe('2026-12-04');
    expect(getKeyTarget(day, 'ArrowRight')).toBe('2026-12-06');
    expect(getKeyTarget(day, 'ArrowUp')).toBe('2026-11-28');
    expect(getKeyTarget(day, 'ArrowDown')).toBe('2026-12-12');
    expect(getKeyTarget(day, 'Home')).toBe('2026-11-30');
    expect(getKeyTarget(day, 'End')).toBe('2026-12-06');
    expect(getKeyTarget(day, 'PageUp')).toBe('2026-11-05');
    expect(getKeyTarget('2027-01-31', 'PageDown')).toBe('2027-02-28');
  });

  it('ignores other keys', () => {
    expect(getKeyTarget(day, 'Enter')).toBeNull();
    expect(getKeyTarget(day, 'a')).toBeNull();
  });
});
