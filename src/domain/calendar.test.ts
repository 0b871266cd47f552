import { describe, expect, it } from 'vitest';
import {
  CUTOFF_HOUR,
  MAX_RANGE_DAYS,
  getActivityDate,
  getNightCount,
  groupActivityKey,
  isChoosingCheckout,
  isDayClickable,
  isDaySelectable,
  isRestorableRange,
  isValidStoredRange,
  nextSelection,
  selectActivityDate,
} from './calendar';

const TODAY = '2024-03-29';
const base = { today: TODAY, nowHour: 10, choosingCheckout: false };

describe('isDaySelectable: past and cut-off', () => {
  it('refuses past days', () => {
    expect(isDaySelectable({ ...base, day: '2024-03-28' })).toBe(false);
    expect(isDaySelectable({ ...base, day: '2024-03-30' })).toBe(true);
  });

  it('allows today until 19:59 and refuses it from 20:00', () => {
    expect(CUTOFF_HOUR).toBe(20);
    expect(isDaySelectable({ ...base, day: TODAY, nowHour: 19 })).toBe(true);
    expect(isDaySelectable({ ...base, day: TODAY, nowHour: 20 })).toBe(false);
    expect(isDaySelectable({ ...base, day: TODAY, nowHour: 23 })).toBe(false);
    expect(isDaySelectable({ ...base, day: '2024-03-30', nowHour: 23 })).toBe(true);
  });
});

describe('isDaySelectable: check-in', () => {
  const availability = {
    '2024-04-01': { status: 'notAvailable' as const, minLos: 1 },
    '2024-04-02': { status: 'supplement' as const, minLos: 2 },
  };

  it('refuses a check-in day with no availability', () => {
    expect(isDaySelectable({ ...base, day: '2024-04-01', availability })).toBe(false);
    expect(isDaySelectable({ ...base, day: '2024-04-02', availability })).toBe(true);
    expect(isDaySelectable({ ...base, day: '2024-04-03', availability })).toBe(true);
  });

  it('uses the check-in rule when choosing a checkout without a check-in', () => {
    expect(isDaySelectable({ ...base, choosingCheckout: true, day: '2024-04-01', availability })).toBe(false);
  });
});

describe('isDaySelectable: checkout', () => {
  const checkout = { ...base, choosingCheckout: true, checkin: '2024-04-01' };

  it('needs a day after check-in', () => {
    expect(isDaySelectable({ ...checkout, day: '2024-04-01' })).toBe(false);
    expect(isDaySelectable({ ...checkout, day: '2024-03-31' })).toBe(false);
    expect(isDaySelectable({ ...checkout, day: '2024-04-02' })).toBe(true);
  });

  it('allows at most 20 nights without availability data', () => {
    expect(MAX_RANGE_DAYS).toBe(20);
    expect(isDaySelectable({ ...checkout, day: '2024-04-21' })).toBe(true);
    expect(isDaySelectable({ ...checkout, day: '2024-04-22' })).toBe(false);
  });

  it('does not cap the range when availability data is given', () => {
    const availability = { '2024-04-01': { status: 'included' as const, minLos: 1 } };
    expect(isDaySelectable({ ...checkout, availability, day: '2024-04-30' })).toBe(true);
  });

  it('needs one of the allowed night offsets when given', () => {
    const allowedNights = [2, 3];
    expect(isDaySelectable({ ...checkout, allowedNights, day: '2024-04-02' })).toBe(false);
    expect(isDaySelectable({ ...checkout, allowedNights, day: '2024-04-03' })).toBe(true);
    expect(isDaySelectable({ ...checkout, allowedNights, day: '2024-04-04' })).toBe(true);
    expect(isDaySelectable({ ...checkout, allowedNights, day: '2024-04-05' })).toBe(false);
  });

  it('ignores the checkout day status (it is not a night)', () => {
    const availability = { '2024-04-02': { status: 'notAvailable' as const, minLos: 1 } };
    expect(isDaySelectable({ ...checkout, availability, day: '2024-04-02' })).toBe(true);
  });
});

describe('getNightCount', () => {
  it('counts calendar nights across DST and months', () => {
    expect(getNightCount('2024-03-30', '2024-04-01')).toBe(2);
    expect(getNightCount('2024-10-26', '2024-10-28')).toBe(2);
    expect(getNightCount('2024-04-01', '2024-04-01')).toBe(0);
  });
});

describe('nextSelection', () => {
  it('sets the check-in first, then the checkout on a later day', () => {
    expect(nextSelection({}, '2024-04-01')).toEqual({ checkin: '2024-04-01' });
    expect(nextSelection({ checkin: '2024-04-01' }, '2024-04-03')).toEqual({ checkin: '2024-04-01', checkout: '2024-04-03' });
  });

  it('restarts on a day on or before the check-in', () => {
    expect(nextSelection({ checkin: '2024-04-01' }, '2024-04-01')).toEqual({ checkin: '2024-04-01' });
    expect(nextSelection({ checkin: '2024-04-05' }, '2024-04-01')).toEqual({ checkin: '2024-04-01' });
  });

  it('restarts once both dates are set', () => {
    expect(nextSelection({ checkin: '2024-04-01', checkout: '2024-04-03' }, '2024-04-10')).toEqual({ checkin: '2024-04-10' });
    expect(isChoosingCheckout({ checkin: '2024-04-01' })).toBe(true);
    expect(isChoosingCheckout({ checkin: '2024-04-01', checkout: '2024-04-03' })).toBe(false);
    expect(isChoosingCheckout({})).toBe(false);
  });
});

describe('isValidStoredRange', () => {
  it('restores a future or today range with checkout after check-in', () => {
    expect(isValidStoredRange('2024-03-29', '2024-03-30', TODAY)).toBe(true);
    expect(isValidStoredRange('2024-04-01', '2024-04-21', TODAY)).toBe(true);
  });

  it('drops past, reversed, too long or malformed ranges', () => {
    expect(isValidStoredRange('2024-03-28', '2024-03-30', TODAY)).toBe(false);
    expect(isValidStoredRange('2024-04-02', '2024-04-02', TODAY)).toBe(false);
    expect(isValidStoredRange('2024-04-02', '2024-04-01', TODAY)).toBe(false);
    expect(isValidStoredRange('2024-04-01', '2024-04-22', TODAY)).toBe(false);
    expect(isValidStoredRange('2024-02-30', '2024-04-02', TODAY)).toBe(false);
    expect(isValidStoredRange(null, '2024-04-02', TODAY)).toBe(false);
  });
});

describe('isDayClickable', () => {
  const input = { today: TODAY, nowHour: 10 };

  it('uses the checkout rules after the check-in while choosing a checkout', () => {
    const selection = { checkin: '2024-04-01' };
    expect(isDayClickable(selection, { ...input, day: '2024-04-21' })).toBe(true);
    expect(isDayClickable(selection, { ...input, day: '2024-04-22' })).toBe(false);
    expect(isDayClickable(selection, { ...input, day: '2024-04-03', allowedNights: [1] })).toBe(false);
  });

  it('lets a day on or before the check-in restart the selection', () => {
    const selection = { checkin: '2024-04-05' };
    expect(isDayClickable(selection, { ...input, day: '2024-04-05' })).toBe(true);
    expect(isDayClickable(selection, { ...input, day: '2024-04-01' })).toBe(true);
    expect(isDayClickable(selection, { ...input, day: '2024-03-28' })).toBe(false);
  });

  it('uses the check-in rules once both dates are set', () => {
    const selection = { checkin: '2024-04-01', checkout: '2024-04-03' };
    expect(isDayClickable(selection, { ...input, day: '2024-05-30' })).toBe(true);
    const availability = { '2024-05-30': { status: 'notAvailable' as const, minLos: 1 } };
    expect(isDayClickable(selection, { ...input, availability, day: '2024-05-30' })).toBe(false);
  });
});

describe('isRestorableRange', () => {
  it('restores a valid range starting today only before the cut-off', () => {
    expect(isRestorableRange(TODAY, '2024-03-31', TODAY, CUTOFF_HOUR - 1)).toBe(true);
    expect(isRestorableRange(TODAY, '2024-03-31', TODAY, CUTOFF_HOUR)).toBe(false);
    expect(isRestorableRange('2024-03-30', '2024-03-31', TODAY, 23)).toBe(true);
  });

  it('drops what isValidStoredRange drops', () => {
    expect(isRestorableRange('2024-03-28', '2024-03-30', TODAY, 10)).toBe(false);
    expect(isRestorableRange('2024-04-01', undefined, TODAY, 10)).toBe(false);
  });
});

describe('activity dates', () => {
  it('gives check-in plus day number minus one', () => {
    expect(getActivityDate('2024-03-30', 1)).toBe('2024-03-30');
    expect(getActivityDate('2024-03-30', 3)).toBe('2024-04-01');
    expect(() => getActivityDate('2024-03-30', 0)).toThrow(RangeError);
  });

  it('groups by the part before the underscore', () => {
    expect(groupActivityKey('12_3')).toBe('12');
    expect(groupActivityKey('12_3_4')).toBe('12');
    expect(groupActivityKey('12')).toBe('12');
  });

  it('replaces other dates of the same activity only', () => {
    expect(selectActivityDate(['12_1', '7_2'], '12_3')).toEqual(['7_2', '12_3']);
    expect(selectActivityDate(['7_2'], '12_1')).toEqual(['7_2', '12_1']);
    expect(selectActivityDate(['12_1'], '12_1')).toEqual(['12_1']);
    expect(selectActivityDate(['120_1'], '12_1')).toEqual(['120_1', '12_1']);
  });
});
