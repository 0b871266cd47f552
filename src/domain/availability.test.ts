import { describe, expect, it } from 'vitest';
import {
  MIN_STAY_LABEL_KEY,
  ROOMS_LEFT_MAX,
  getAllowedCheckoutNights,
  getBestPriceOfMonth,
  getMinStay,
  isStayAvailable,
  shouldShowRoomsLeft,
  type DayStatus,
  type PackageDay,
} from './availability';
import { addIsoDays } from './iso-date';

function day(date: string, status: DayStatus = 'included', priceCents = 10000, minLos = 1): PackageDay {
  return { day: date, status, priceCents, minLos, roomsLeft: 5, promo: null };
}

/** Ten open days from 2024-03-28 (crosses the March DST change and the month end). */
function openDays(count = 10): PackageDay[] {
  return Array.from({ length: count }, (_, index) => day(addIsoDays('2024-03-28', index)));
}

describe('getAllowedCheckoutNights', () => {
  it('offers 1 to 7 nights by default when every night is open', () => {
    expect(getAllowedCheckoutNights(openDays(), '2024-03-28')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(getAllowedCheckoutNights(openDays(), '2024-03-28', 3)).toEqual([1, 2, 3]);
  });

  it('stops before the first closed or missing night', () => {
    const days = openDays().map((entry) => (entry.day === '2024-03-31' ? { ...entry, status: 'notAvailable' as const } : entry));
    expect(getAllowedCheckoutNights(days, '2024-03-28')).toEqual([1, 2, 3]);
    expect(getAllowedCheckoutNights(openDays(3), '2024-03-28')).toEqual([1, 2, 3]);
  });

  it('needs at least the check-in day minLos, included', () => {
    const days = openDays().map((entry) => (entry.day === '2024-03-29' ? { ...entry, minLos: 3 } : entry));
    expect(getAllowedCheckoutNights(days, '2024-03-29')).toEqual([3, 4, 5, 6, 7]);
    expect(getAllowedCheckoutNights(days.slice(0, 3), '2024-03-29')).toEqual([]);
  });

  it('counts supplement nights as open and gives nothing for a closed check-in', () => {
    const days = openDays().map((entry, index) => ({ ...entry, status: (index === 0 ? 'notAvailable' : 'supplement') as DayStatus }));
    expect(getAllowedCheckoutNights(days, '2024-03-28')).toEqual([]);
    expect(getAllowedCheckoutNights(days, '2024-03-29', 2)).toEqual([1, 2]);
    expect(getAllowedCheckoutNights(days, '2024-01-01')).toEqual([]);
  });
});

describe('isStayAvailable', () => {
  it('checks every night and the minimum stay', () => {
    const days = openDays(4).map((entry, index) => (index === 0 ? { ...entry, minLos: 2 } : entry));
    expect(isStayAvailable(days, '2024-03-28', 1)).toBe(false);
    expect(isStayAvailable(days, '2024-03-28', 2)).toBe(true);
    expect(isStayAvailable(days, '2024-03-28', 4)).toBe(true);
    expect(isStayAvailable(days, '2024-03-28', 5)).toBe(false);
    expect(isStayAvailable(days, '2024-03-28', 0)).toBe(false);
  });
});

describe('getBestPriceOfMonth', () => {
  it('marks the cheapest open day of each month, earliest on a tie', () => {
    const days = [
      day('2024-03-30', 'included', 9000),
      day('2024-03-29', 'included', 9000),
      day('2024-03-31', 'notAvailable', 100),
      day('2024-04-01', 'supplement', 12000),
      day('2024-04-02', 'included', 11000),
    ];
    const best = getBestPriceOfMonth(days).filter((entry) => entry.isBestPriceOfMonth).map((entry) => entry.day);
    expect(best).toEqual(['2024-03-29', '2024-04-02']);
    expect(getBestPriceOfMonth(days).map((entry) => entry.day)).toEqual(days.map((entry) => entry.day));
  });
});

describe('labels', () => {
  it('exports the minimum stay key and reads the check-in minLos', () => {
    expect(MIN_STAY_LABEL_KEY).toBe('Minimum stay: {{count}} night');
    expect(getMinStay([day('2024-03-30', 'included', 1, 3)], '2024-03-30')).toBe(3);
    expect(getMinStay([day('2024-03-30', 'included', 1, 0)], '2024-03-30')).toBe(1);
    expect(getMinStay([], '2024-03-30')).toBeNull();
  });

  it('shows rooms left only for 1 to 3 rooms with dates', () => {
    expect(ROOMS_LEFT_MAX).toBe(3);
    expect(shouldShowRoomsLeft(3, true)).toBe(true);
    expect(shouldShowRoomsLeft(1, true)).toBe(true);
    expect(shouldShowRoomsLeft(4, true)).toBe(false);
    expect(shouldShowRoomsLeft(0, true)).toBe(false);
    expect(shouldShowRoomsLeft(3, false)).toBe(false);
  });
});
