import { describe, expect, it } from 'vitest';
import { getLocalToday } from './local-today';

describe('getLocalToday', () => {
  it('reads the local day and hour', () => {
    expect(getLocalToday(new Date(2026, 11, 5, 20, 30))).toEqual({ today: '2026-12-05', nowHour: 20 });
    expect(getLocalToday(new Date(2027, 0, 9, 0, 5))).toEqual({ today: '2027-01-09', nowHour: 0 });
  });
});
