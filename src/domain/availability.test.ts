import { describe, expect, it } from 'vitest';
import { ROOMS_LEFT_MAX, getBestPriceOfMonth, getShownRoomsLeft, getMinStay, shouldShowRoomsLeft, type DayStatus, type PackageDay } from './availability';

function day(date: string, status: DayStatus = 'included', priceCents = 10000, minLos = 1): PackageDay {
  return { day: date, status, priceCents, minLos, roomsLeft: 5, promo: null };
}

describe('getBestPriceOfMonth', () => {
  it('marks the cheapest open day of each month, earliest on a tie', () => {
    const days = [
      day('2024-03-30', 'included', 9000),
      day('2024-03-29', 'included', 9000),
      day('2024-03-31', 'notAvailable', 100),
      day('2024-04-01', 'supplement', 12000),
      day('2024-04-02', 'included', 11000),
    ];
    const best = getBestPriceOfMonth(days)
      .filter((entry) => entry.isBestPriceOfMonth)
      .map((entry) => entry.day);
    expect(best).toEqual(['2024-03-29', '2024-04-02']);
    expect(getBestPriceOfMonth(days).map((entry) => entry.day)).toEqual(days.map((entry) => entry.day));
  });
});

describe('labels', () => {
  it('marks a minimum stay only above one night', () => {
    expect(getMinStay(3)).toBe(3);
    expect(getMinStay(2)).toBe(2);
    expect(getMinStay(1)).toBeNull();
    expect(getMinStay(0)).toBeNull();
    expect(getMinStay(undefined)).toBeNull();
    expect(getMinStay(null)).toBeNull();
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

describe('rooms-left figure', () => {
  it('is the real count only with dates and 1 to 3 rooms', () => {
    expect(getShownRoomsLeft(2, true)).toBe(2);
    expect(getShownRoomsLeft(3, true)).toBe(3);
    expect(getShownRoomsLeft(4, true)).toBeNull();
    expect(getShownRoomsLeft(0, true)).toBeNull();
    expect(getShownRoomsLeft(2, false)).toBeNull();
    expect(getShownRoomsLeft(null, true)).toBeNull();
  });
});
