import { describe, expect, it } from 'vitest';
import { getStayProgrammeItems, getStayProgrammeLines } from './stay-programme';

const items = [
  { type: 'activity' as const, day: 2, repeated: false, title: 'Kayak' },
  { type: 'breakfast' as const, day: 2, repeated: true, title: 'Breakfast' },
  { type: 'dinner' as const, day: 1, repeated: false, title: 'Dinner' },
];

describe('the programme of a stay', () => {
  it('puts every item of a 1-night stay on its only day, breakfast not repeated', () => {
    const oneNight = getStayProgrammeItems(items, 1);
    expect(oneNight.map((item) => item.day)).toEqual([1, 1, 1]);
    expect(oneNight.find((item) => item.type === 'breakfast')?.repeated).toBe(false);
  });

  it('keeps the days of a longer stay and repeats breakfast', () => {
    const threeNights = getStayProgrammeItems(items, 3);
    expect(threeNights.map((item) => item.day)).toEqual([2, 2, 1]);
    expect(threeNights.find((item) => item.type === 'breakfast')?.repeated).toBe(true);
  });

  it('names the chosen nights in the stay line', () => {
    const line = (nights: number) => `Stay of ${nights} night${nights > 1 ? 's' : ''}`;
    expect(getStayProgrammeLines(['Kayak', ''], 1, line)).toEqual(['Stay of 1 night', 'Kayak']);
  });
});
