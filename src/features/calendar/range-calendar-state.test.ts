import { describe, expect, it } from 'vitest';
import { CUTOFF_HOUR, MAX_RANGE_DAYS } from '../../domain/calendar';
import {
  type DayRules,
  type RangeCalendarAction,
  type RangeCalendarState,
  MAX_MONTHS_AHEAD,
  canGoToNextMonth,
  canGoToPreviousMonth,
  canValidate,
  createRangeCalendarState,
  getChosenNights,
  getDayState,
  getMonthGrid,
  getVisibleMonths,
  isRangeCompleted,
  reduceRangeCalendar,
} from './range-calendar-state';

const TODAY = '2026-12-05';
const rules: DayRules = { today: TODAY, nowHour: 10 };

function open(checkin: string | null = null, checkout: string | null = null, overrides: Partial<DayRules> = {}) {
  return createRangeCalendarState({ ...rules, ...overrides, checkin, checkout, layout: 'paged' });
}

function run(state: RangeCalendarState, ...actions: RangeCalendarAction[]): RangeCalendarState {
  return actions.reduce(reduceRangeCalendar, state);
}

const click = (day: string, dayRules: DayRules = rules): RangeCalendarAction => ({ type: 'clickDay', day, rules: dayRules });

describe('opening', () => {
  it('restores valid future stored dates and shows their month', () => {
    const state = open('2027-02-10', '2027-02-12');
    expect(state).toMatchObject({ checkin: '2027-02-10', checkout: '2027-02-12', storedCheckin: '2027-02-10' });
    expect(state.focusedDay).toBe('2027-02-10');
    expect(getVisibleMonths(state)).toEqual(['2027-02', '2027-03']);
    expect(getVisibleMonths(open('2027-12-10', '2027-12-12'))).toEqual(['2027-11', '2027-12']);
  });

  it('drops past, reversed, too long or half stored ranges', () => {
    for (const [checkin, checkout] of [
      ['2026-12-04', '2026-12-06'],
      ['2026-12-10', '2026-12-08'],
      ['2026-12-10', '2026-12-31'],
      ['2026-12-10', null],
    ] as const) {
      expect(open(checkin, checkout), `${checkin} → ${checkout}`).toMatchObject({ checkin: null, checkout: null, storedCheckin: null });
    }
  });

  it('drops stored dates starting today once the 20:00 cut-off has passed', () => {
    expect(open(TODAY, '2026-12-06', { nowHour: CUTOFF_HOUR - 1 }).checkin).toBe(TODAY);
    expect(open(TODAY, '2026-12-06', { nowHour: CUTOFF_HOUR }).checkin).toBeNull();
  });

  it('puts the focus on today, or on tomorrow after the cut-off', () => {
    expect(open().focusedDay).toBe(TODAY);
    expect(open(null, null, { nowHour: CUTOFF_HOUR }).focusedDay).toBe('2026-12-06');
  });
});

describe('clicking days', () => {
  it('sets the check-in, then the checkout on a later day', () => {
    const state = run(open(), click('2026-12-10'), click('2026-12-12'));
    expect(state).toMatchObject({ checkin: '2026-12-10', checkout: '2026-12-12' });
    expect(getChosenNights(state)).toBe(2);
  });

  it('restarts on a day on or before the check-in', () => {
    expect(run(open(), click('2026-12-10'), click('2026-12-08'))).toMatchObject({ checkin: '2026-12-08', checkout: null });
    expect(run(open(), click('2026-12-10'), click('2026-12-10'))).toMatchObject({ checkin: '2026-12-10', checkout: null });
  });

  it('restarts with a new check-in once both dates are set', () => {
    expect(run(open('2026-12-10', '2026-12-12'), click('2026-12-20'))).toMatchObject({ checkin: '2026-12-20', checkout: null });
  });

  it('ignores past days and today from 20:00', () => {
    const state = open();
    expect(run(state, click('2026-12-04'))).toBe(state);
    expect(run(state, click(TODAY)).checkin).toBe(TODAY);
    const late = { ...rules, nowHour: CUTOFF_HOUR };
    expect(run(state, click(TODAY, late))).toBe(state);
    expect(getDayState(state, TODAY, late).selectable).toBe(false);
  });

  it('caps the checkout at 20 nights without availability data', () => {
    const state = run(open(), click('2026-12-10'));
    const lastDay = '2026-12-30';
    expect(MAX_RANGE_DAYS).toBe(20);
    expect(getDayState(state, lastDay, rules).selectable).toBe(true);
    expect(getDayState(state, '2026-12-31', rules).selectable).toBe(false);
    expect(run(state, click('2026-12-31')).checkout).toBeNull();
    expect(run(state, click(lastDay)).checkout).toBe(lastDay);
  });

  it('refuses a check-in on a day with no availability', () => {
    const availability = { '2026-12-10': { status: 'notAvailable' as const, minLos: 1 } };
    const withData = { ...rules, availability };
    expect(getDayState(open(), '2026-12-10', withData).selectable).toBe(false);
    expect(run(open(), click('2026-12-10', withData)).checkin).toBeNull();
  });

  it('offers only the allowed night offsets as checkout', () => {
    const withNights = { ...rules, allowedNights: [2, 3] };
    const state = run(open(), click('2026-12-10', withNights));
    const selectable = ['2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14'].map((day) => getDayState(state, day, withNights).selectable);
    expect(selectable).toEqual([false, true, true, false]);
    expect(run(state, click('2026-12-11', withNights)).checkout).toBeNull();
    expect(run(state, click('2026-12-13', withNights)).checkout).toBe('2026-12-13');
    expect(getDayState(state, '2026-12-08', withNights).selectable).toBe(true);
  });

  it('marks the check-in, the checkout, the nights between and today', () => {
    const state = open('2026-12-10', '2026-12-13');
    expect(getDayState(state, '2026-12-10', rules)).toMatchObject({ isCheckin: true, inRange: false });
    expect(getDayState(state, '2026-12-11', rules)).toMatchObject({ isCheckin: false, inRange: true });
    expect(getDayState(state, '2026-12-13', rules)).toMatchObject({ isCheckout: true, inRange: false });
    expect(getDayState(state, TODAY, rules).isToday).toBe(true);
  });

  it('tells when a click completes a range (for auto-close)', () => {
    const first = run(open(), click('2026-12-10'));
    const second = run(first, click('2026-12-12'));
    expect(isRangeCompleted(open(), first)).toBe(false);
    expect(isRangeCompleted(first, second)).toBe(true);
    expect(isRangeCompleted(second, run(second, click('2026-12-20')))).toBe(false);
  });
});

describe('validate, clear and close', () => {
  it('disables Validate with a check-in only', () => {
    const state = run(open('2027-01-10', '2027-01-12'), click('2026-12-10'));
    expect(canValidate(state)).toBe(false);
    expect(run(state, { type: 'validate' })).toBe(state);
    expect(canValidate(open())).toBe(true);
  });

  it('stores the range on Validate', () => {
    const state = run(open(), click('2026-12-10'), click('2026-12-12'), { type: 'validate' });
    expect(state).toMatchObject({ storedCheckin: '2026-12-10', storedCheckout: '2026-12-12' });
  });

  it('clears both dates and the stored ones', () => {
    const state = run(open('2026-12-10', '2026-12-12'), { type: 'clear' });
    expect(state).toMatchObject({ checkin: null, checkout: null, storedCheckin: null, storedCheckout: null });
    expect(run(state, { type: 'close' })).toMatchObject({ checkin: null, checkout: null });
  });

  it('reverts to the stored dates when closed with a check-in only', () => {
    const state = run(open('2027-01-10', '2027-01-12'), click('2026-12-20'), { type: 'close' });
    expect(state).toMatchObject({ checkin: '2027-01-10', checkout: '2027-01-12' });
    expect(run(open(), click('2026-12-20'), { type: 'close' })).toMatchObject({ checkin: null, checkout: null });
  });

  it('keeps a full range when closed', () => {
    const state = run(open(), click('2026-12-10'), click('2026-12-12'), { type: 'close' });
    expect(state).toMatchObject({ checkin: '2026-12-10', checkout: '2026-12-12' });
  });

  it('restores new stored dates from the caller, if valid', () => {
    const state = run(open(), { type: 'restore', checkin: '2026-12-20', checkout: '2026-12-22', rules });
    expect(state).toMatchObject({ checkin: '2026-12-20', storedCheckout: '2026-12-22' });
    expect(run(state, { type: 'restore', checkin: '2026-11-01', checkout: '2026-11-02', rules }).checkin).toBeNull();
    expect(run(state, { type: 'restore', checkin: '2026-12-20', checkout: '2026-12-22', rules })).toBe(state);
  });
});

describe('months', () => {
  it('disables previous at the current month and pages by one month', () => {
    const state = open();
    expect(canGoToPreviousMonth(state)).toBe(false);
    expect(run(state, { type: 'previousMonth' })).toBe(state);
    const next = run(state, { type: 'nextMonth' });
    expect(getVisibleMonths(next)).toEqual(['2027-01', '2027-02']);
    expect(canGoToPreviousMonth(next)).toBe(true);
    expect(next.focusedDay).toBe('2027-01-01');
    expect(getVisibleMonths(run(next, { type: 'previousMonth' }))).toEqual(['2026-12', '2027-01']);
  });

  it(`stops ${MAX_MONTHS_AHEAD} months after the current one`, () => {
    let state = open();
    for (let page = 0; page < 20; page += 1) state = run(state, { type: 'nextMonth' });
    expect(getVisibleMonths(state)).toEqual(['2027-11', '2027-12']);
    expect(canGoToNextMonth(state)).toBe(false);
  });

  it('adds 3 months at a time in the scrolling layout, up to the last month', () => {
    let state = createRangeCalendarState({ ...rules, checkin: null, checkout: null, layout: 'scroll' });
    expect(getVisibleMonths(state)).toEqual(['2026-12', '2027-01', '2027-02']);
    state = run(state, { type: 'showMoreMonths' });
    expect(getVisibleMonths(state)).toHaveLength(6);
    for (let step = 0; step < 10; step += 1) state = run(state, { type: 'showMoreMonths' });
    expect(getVisibleMonths(state)).toHaveLength(MAX_MONTHS_AHEAD + 1);
    expect(getVisibleMonths(state).at(-1)).toBe('2027-12');
  });

  it('shows the month the keyboard focus moves to, never before today', () => {
    const state = run(open(), { type: 'focusDay', day: '2027-02-03' });
    expect(getVisibleMonths(state)).toEqual(['2027-01', '2027-02']);
    const back = run(state, { type: 'focusDay', day: '2026-11-20' });
    expect(back.focusedDay).toBe(TODAY);
    expect(getVisibleMonths(back)).toEqual(['2026-12', '2027-01']);
  });
});

describe('getMonthGrid', () => {
  it('lays a month out in weeks starting on Monday, padded with null', () => {
    const weeks = getMonthGrid('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
  });

  it('starts weeks on Sunday when asked and handles leap years', () => {
    expect(getMonthGrid('2026-12', 0)[0]?.slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(getMonthGrid('2024-02').flat().filter(Boolean)).toHaveLength(29);
  });
});
