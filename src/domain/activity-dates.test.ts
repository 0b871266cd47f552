import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_DATES_MISSING,
  dropFixedDayDates,
  getActivityDays,
  getDatedActivityIds,
  hasCompleteActivityDates,
  moveActivityDates,
  parseActivityDate,
} from './activity-dates';

describe('parseActivityDate', () => {
  it('reads the activity id and the day', () => {
    expect(parseActivityDate('12_2026-05-09')).toEqual({ activityId: 12, date: '2026-05-09' });
  });

  it('refuses other shapes and days that do not exist', () => {
    expect(parseActivityDate('12-2026-05-09')).toBeUndefined();
    expect(parseActivityDate('abc_2026-05-09')).toBeUndefined();
    expect(parseActivityDate('12_2026-02-30')).toBeUndefined();
    expect(parseActivityDate('12_2026-05-09x')).toBeUndefined();
  });
});

describe('getDatedActivityIds', () => {
  it('keeps activities once, not breakfasts or dinners', () => {
    const items = [
      { activityId: 4, type: 'activity', key: 'spa-access' },
      { activityId: 9, type: 'breakfast', key: 'buffet-breakfast' },
      { activityId: 7, type: 'activity', key: 'wine-tasting' },
      { activityId: 3, type: 'dinner', key: 'candlelight-dinner' },
      { activityId: 4, type: 'activity', key: 'spa-access' },
    ];
    expect(getDatedActivityIds(items)).toEqual([4, 7]);
  });

  it('asks no date for a welcome decoration or a late check-out: their day follows the stay', () => {
    const items = [
      { activityId: 17, type: 'activity', key: 'romantic-decoration' },
      { activityId: 16, type: 'activity', key: 'champagne-in-room' },
      { activityId: 25, type: 'activity', key: 'late-checkout' },
      { activityId: 22, type: 'activity', key: 'horse-ride' },
    ];
    expect(getDatedActivityIds(items)).toEqual([22]);
  });
});

describe('getActivityDays', () => {
  it('offers the check-in day to the last night, never the departure day', () => {
    expect(getActivityDays('2026-05-08', 1)).toEqual(['2026-05-08']);
    expect(getActivityDays('2026-05-08', 3)).toEqual(['2026-05-08', '2026-05-09', '2026-05-10']);
  });
});

describe('dropFixedDayDates', () => {
  const items = [
    { activityId: 25, type: 'activity', key: 'late-checkout' },
    { activityId: 22, type: 'activity', key: 'horse-ride' },
  ];

  it('drops a date sent for an item whose day the stay fixes, keeps the rest for the check', () => {
    expect(dropFixedDayDates(items, ['25_2026-05-08', '22_2026-05-09', '99_2026-05-09', 'junk'])).toEqual(['22_2026-05-09', '99_2026-05-09', 'junk']);
  });
});

describe('hasCompleteActivityDates', () => {
  it('has the message of the spec', () => {
    expect(ACTIVITY_DATES_MISSING).toBe('Please choose your activity dates.');
  });

  const stay = { checkin: '2026-05-08', nights: 2 };
  const check = (ids: number[], selection: string[]) => hasCompleteActivityDates(ids, selection, stay.checkin, stay.nights);

  it('needs one date per activity, from the check-in day to the last night', () => {
    expect(check([4, 7], ['4_2026-05-08', '7_2026-05-09'])).toBe(true);
    expect(check([4, 7], ['7_2026-05-09', '4_2026-05-09'])).toBe(true);
    expect(check([], [])).toBe(true);
  });

  it('is incomplete when an activity has no date', () => {
    expect(check([4, 7], ['4_2026-05-08'])).toBe(false);
    expect(check([4], [])).toBe(false);
  });

  it('refuses dates outside the stay, two dates for one activity and unknown activities', () => {
    expect(check([4], ['4_2026-05-07'])).toBe(false);
    expect(check([4], ['4_2026-05-10'])).toBe(false);
    expect(check([4], ['4_2026-05-11'])).toBe(false);
    expect(check([4], ['4_2026-05-08', '4_2026-05-09'])).toBe(false);
    expect(check([4], ['4_2026-05-08', '5_2026-05-08'])).toBe(false);
    expect(check([4], ['4_08-05-2026'])).toBe(false);
  });
});

describe('moveActivityDates', () => {
  it('keeps each activity on its day of the stay when the dates move', () => {
    expect(moveActivityDates(['12_2027-03-20', '7_2027-03-21'], '2027-03-20', { checkin: '2027-04-03', nights: 2 })).toEqual(['12_2027-04-03', '7_2027-04-04']);
    expect(moveActivityDates(['12_2027-03-21'], '2027-03-20', { checkin: '2027-03-18', nights: 3 })).toEqual(['12_2027-03-19']);
  });

  it('puts an activity past a shorter stay’s last night on that night’s day, and keeps what is not an activity date', () => {
    expect(moveActivityDates(['12_2027-03-22', 'not-a-date'], '2027-03-20', { checkin: '2027-05-01', nights: 1 })).toEqual(['12_2027-05-01', 'not-a-date']);
  });

  it('gives every moved date a day of the new stay, as the checkout asks', () => {
    const moved = moveActivityDates(['3_2027-06-04', '4_2027-06-05', '5_2027-06-06'], '2027-06-04', { checkin: '2027-06-10', nights: 2 });
    expect(moved.map((value) => value.split('_')[1])).toEqual(['2027-06-10', '2027-06-11', '2027-06-11']);
    expect(moved.every((value) => getActivityDays('2027-06-10', 2).includes(value.split('_')[1]!))).toBe(true);
  });
});
