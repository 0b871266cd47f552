import { describe, expect, it } from 'vitest';
import { createShortDayFormat, isFutureStay } from './short-date';

describe('createShortDayFormat', () => {
  it('leaves the year out for a day of the current year', () => {
    expect(createShortDayFormat('fr', '2026-11-24')('2026-12-12')).not.toMatch(/2026/);
  });

  it('shows the year of a day in another year', () => {
    const format = createShortDayFormat('fr', '2026-11-24');
    expect(format('2027-01-09')).toMatch(/2027/);
    expect(createShortDayFormat('es', '2026-11-24', { weekday: true })('2027-01-09')).toMatch(/2027/);
  });
});

describe('isFutureStay', () => {
  it('keeps a stay from today on and drops a past or reversed one', () => {
    expect(isFutureStay('2026-11-24', '2026-11-25', '2026-11-24')).toBe(true);
    expect(isFutureStay('2026-11-23', '2026-11-25', '2026-11-24')).toBe(false);
    expect(isFutureStay('2026-12-02', '2026-12-01', '2026-11-24')).toBe(false);
    expect(isFutureStay(undefined, '2026-12-01', '2026-11-24')).toBe(false);
  });
});
