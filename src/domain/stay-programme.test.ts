import { describe, expect, it } from 'vitest';
import { getProgrammeKind, getStayProgrammeItems, getStayProgrammeLines, type StayProgrammeLineTexts } from './stay-programme';

/** A 2-night package as the generator writes them: a day-2 wine dinner, a breakfast, a decoration and a late check-out. */
const twoNightPackage = [
  { activityId: 31, type: 'activity' as const, key: 'wine-tasting', day: 1, repeated: false, title: 'Wine tasting' },
  { activityId: 17, type: 'activity' as const, key: 'romantic-decoration', day: 2, repeated: false, title: 'Romantic room decoration' },
  { activityId: 25, type: 'activity' as const, key: 'late-checkout', day: 1, repeated: false, title: 'Late check-out at 2 pm' },
  { activityId: 70, type: 'breakfast' as const, key: 'buffet-breakfast', day: 2, repeated: true, title: 'Buffet breakfast' },
  { activityId: 67, type: 'dinner' as const, key: 'wine-pairing-dinner', day: 2, repeated: false, title: 'Wine pairing dinner' },
];

/** Every day an item is on (a breakfast is on each morning of the stay). */
const daysOf = (item: { day: number; days?: readonly number[] }) => item.days ?? [item.day];
const byKey = <T extends { key: string }>(items: readonly T[], key: string): T[] => items.filter((item) => item.key === key);

describe('the kind of a programme item', () => {
  it('reads breakfasts as mornings and dinners as evenings', () => {
    expect(getProgrammeKind({ type: 'breakfast', key: 'breakfast-in-room' })).toBe('morning');
    expect(getProgrammeKind({ type: 'dinner', key: 'candlelight-dinner' })).toBe('evening');
  });

  it('puts welcome items, decorations and check-in items on arrival, a late check-out on departure', () => {
    for (const key of ['romantic-decoration', 'champagne-in-room', 'welcome-drink', 'early-checkin', 'birthday-decoration']) {
      expect(getProgrammeKind({ type: 'activity', key }), key).toBe('arrival');
    }
    expect(getProgrammeKind({ type: 'activity', key: 'late-checkout' })).toBe('departure');
    expect(getProgrammeKind({ type: 'activity', key: 'late-check-out' })).toBe('departure');
  });

  it('leaves the other activities on a day the visitor chooses', () => {
    for (const key of ['wine-tasting', 'spa-access', 'night-tour', 'sunset-cruise', 'hot-air-balloon']) {
      expect(getProgrammeKind({ type: 'activity', key }), key).toBe('day');
    }
  });
});

describe('the programme of a stay', () => {
  it('lists no day-2 dinner in a 1-night stay of a 2-night package', () => {
    const oneNight = getStayProgrammeItems(twoNightPackage, 1);
    expect(byKey(oneNight, 'wine-pairing-dinner')).toEqual([]);
    expect(oneNight.every((item) => item.type !== 'dinner')).toBe(true);
  });

  it('keeps the dinner on its evening when the stay has that night', () => {
    for (const nights of [2, 3, 7]) {
      const dinners = byKey(getStayProgrammeItems(twoNightPackage, nights), 'wine-pairing-dinner');
      expect(dinners.flatMap(daysOf)).toEqual([2]);
    }
  });

  it('serves a dinner the package says is per night on every evening of the stay, and only those', () => {
    const perNight = [{ activityId: 60, type: 'dinner' as const, key: 'three-course-dinner', day: 1, repeated: true }];
    expect(getStayProgrammeItems(perNight, 3).flatMap(daysOf)).toEqual([1, 2, 3]);
    expect(getStayProgrammeItems(perNight, 1).flatMap(daysOf)).toEqual([1]);
  });

  it('serves one breakfast per night, the morning after each night', () => {
    for (const nights of [1, 2, 3, 7]) {
      const breakfasts = byKey(getStayProgrammeItems(twoNightPackage, nights), 'buffet-breakfast').flatMap(daysOf);
      expect(breakfasts).toEqual(Array.from({ length: nights }, (_, index) => index + 2));
    }
  });

  it('has two breakfasts in a 2-night stay', () => {
    const twoNights = getStayProgrammeItems(twoNightPackage, 2);
    expect(byKey(twoNights, 'buffet-breakfast').flatMap(daysOf)).toHaveLength(2);
  });

  it('puts a late check-out on the departure day', () => {
    for (const nights of [1, 2, 3]) {
      const late = byKey(getStayProgrammeItems(twoNightPackage, nights), 'late-checkout');
      expect(late.flatMap(daysOf)).toEqual([nights + 1]);
    }
  });

  it('puts the welcome decoration on the arrival day', () => {
    for (const nights of [1, 2, 3]) {
      const decoration = byKey(getStayProgrammeItems(twoNightPackage, nights), 'romantic-decoration');
      expect(decoration.flatMap(daysOf)).toEqual([1]);
    }
  });

  it('keeps a dated activity on one of the nights of the stay', () => {
    const activity = [{ activityId: 5, type: 'activity' as const, key: 'spa-access', day: 2, repeated: false }];
    expect(getStayProgrammeItems(activity, 1).map((item) => item.day)).toEqual([1]);
    expect(getStayProgrammeItems(activity, 3).map((item) => item.day)).toEqual([2]);
    expect(getStayProgrammeItems(activity, 3)[0]?.kind).toBe('day');
  });

  it('never puts an item outside the stay, whatever the stored day', () => {
    const odd = twoNightPackage.map((item) => ({ ...item, day: item.type === 'activity' ? 9 : 0 }));
    for (const nights of [1, 2, 5]) {
      for (const item of getStayProgrammeItems(odd, nights)) {
        for (const day of item.days) expect(day >= 1 && day <= nights + 1, `${item.key} on day ${day}`).toBe(true);
        if (item.kind === 'evening' || item.kind === 'day') expect(item.days.every((day) => day <= nights)).toBe(true);
      }
    }
  });

  it('keeps the package order and says where each item comes from', () => {
    const items = getStayProgrammeItems(twoNightPackage, 1);
    expect(items.map((item) => item.key)).toEqual(['wine-tasting', 'romantic-decoration', 'late-checkout', 'buffet-breakfast']);
    expect(items.map((item) => item.source)).toEqual([0, 1, 2, 3]);
    expect(items.map((item) => item.day)).toEqual([1, 1, 2, 2]);
  });
});

describe('the lines of a stay', () => {
  const texts: StayProgrammeLineTexts = {
    stay: (nights) => `Stay of ${nights} night${nights > 1 ? 's' : ''}`,
    counted: (item, count) => `${count} × ${item.title}`,
  };

  it('names the chosen nights, then each item, counting the breakfasts', () => {
    const lines = getStayProgrammeLines(getStayProgrammeItems(twoNightPackage, 2), 2, texts);
    expect(lines).toEqual([
      'Stay of 2 nights',
      'Wine tasting',
      'Romantic room decoration',
      'Late check-out at 2 pm',
      '2 × Buffet breakfast',
      'Wine pairing dinner',
    ]);
  });

  it('says one breakfast and no dinner for a 1-night stay of a 2-night package', () => {
    const lines = getStayProgrammeLines(getStayProgrammeItems(twoNightPackage, 1), 1, texts);
    expect(lines).toEqual(['Stay of 1 night', 'Wine tasting', 'Romantic room decoration', 'Late check-out at 2 pm', '1 × Buffet breakfast']);
  });

  it('leaves out items without a title', () => {
    const items = getStayProgrammeItems([{ activityId: 1, type: 'activity' as const, key: 'kayak', day: 1, repeated: false, title: '' }], 1);
    expect(getStayProgrammeLines(items, 1, texts)).toEqual(['Stay of 1 night']);
  });
});
