import { type CalendarDayAvailability, getNightCount, isDayClickable, isDaySelectable, isRestorableRange, nextSelection } from '../../domain/calendar';
import { addIsoDays, getMonthKey } from '../../domain/iso-date';
import { addMonthKeys, getLastDayOfMonth, getMonthDistance } from './calendar-grid';

/**
 * State of the date-range calendar without React: the dates being chosen, the dates stored when it
 * opened, the months shown and the day holding the keyboard focus. Rules come from domain/calendar.
 */

export { getMonthGrid } from './calendar-grid';

/** Months after the current one the calendar reaches: availability is known one year ahead. */
export const MAX_MONTHS_AHEAD = 12;

/** Months side by side in the paged (desktop) layout. */
export const PAGED_MONTH_COUNT = 2;

/** Months rendered at first, and added each time the end comes near, in the scrolling layout. */
export const SCROLL_MONTH_STEP = 3;

/** 'paged': months side by side with previous/next buttons; 'scroll': a growing vertical list. */
export type CalendarLayout = 'paged' | 'scroll';

export interface RangeCalendarState {
  checkin: string | null;
  checkout: string | null;
  /** Dates the caller stored; closing with a check-in only goes back to them. */
  storedCheckin: string | null;
  storedCheckout: string | null;
  /** First month shown, 'YYYY-MM'. */
  visibleMonth: string;
  /** Number of months shown from visibleMonth. */
  monthCount: number;
  /** Day with the roving tabindex; always in a shown month. */
  focusedDay: string;
  today: string;
  layout: CalendarLayout;
}

/** What decides whether a day can be clicked besides the selection. */
export interface DayRules {
  today: string;
  /** Visitor's local hour, 0–23 (for the 20:00 cut-off). */
  nowHour: number;
  availability?: Readonly<Record<string, CalendarDayAvailability>>;
  /** Night counts allowed after the chosen check-in (product page); null or absent when unknown. */
  allowedNights?: readonly number[] | null;
}

export interface RangeCalendarInit extends DayRules {
  checkin: string | null;
  checkout: string | null;
  layout: CalendarLayout;
}

export type RangeCalendarAction =
  | { type: 'clickDay'; day: string; rules: DayRules }
  | { type: 'focusDay'; day: string }
  | { type: 'clear' }
  | { type: 'validate' }
  | { type: 'close' }
  | { type: 'nextMonth' }
  | { type: 'previousMonth' }
  | { type: 'showMoreMonths' }
  | { type: 'restore'; checkin: string | null; checkout: string | null; rules: DayRules };

/** How one day looks and behaves. */
export interface DayState {
  selectable: boolean;
  isCheckin: boolean;
  isCheckout: boolean;
  /** Strictly between check-in and checkout. */
  inRange: boolean;
  isToday: boolean;
}

const getFirstMonth = (state: Pick<RangeCalendarState, 'today'>) => getMonthKey(state.today);
const getLastMonth = (state: Pick<RangeCalendarState, 'today'>) => addMonthKeys(getFirstMonth(state), MAX_MONTHS_AHEAD);

/** Keys of the months shown, first to last. */
export function getVisibleMonths(state: RangeCalendarState): string[] {
  return Array.from({ length: state.monthCount }, (_, index) => addMonthKeys(state.visibleMonth, index));
}

/** False at the current month: nothing before it can be chosen. */
export function canGoToPreviousMonth(state: RangeCalendarState): boolean {
  return state.visibleMonth > getFirstMonth(state);
}

/** False once the last shown month is MAX_MONTHS_AHEAD after the current one. */
export function canGoToNextMonth(state: RangeCalendarState): boolean {
  return addMonthKeys(state.visibleMonth, state.monthCount - 1) < getLastMonth(state);
}

/** Validate is refused while only a check-in is chosen. */
export function canValidate(state: RangeCalendarState): boolean {
  return !(state.checkin && !state.checkout);
}

/** Nights of the chosen range, or null without a full range. */
export function getChosenNights(state: RangeCalendarState): number | null {
  return state.checkin && state.checkout ? getNightCount(state.checkin, state.checkout) : null;
}

/** True when `next` completes a range that `previous` did not have. */
export function isRangeCompleted(previous: RangeCalendarState, next: RangeCalendarState): boolean {
  return previous.checkout === null && next.checkin !== null && next.checkout !== null;
}

/** Selectability and marks of `day` for the current selection. */
export function getDayState(state: RangeCalendarState, day: string, rules: DayRules): DayState {
  const { checkin, checkout } = state;
  const selection = { checkin: checkin ?? undefined, checkout: checkout ?? undefined };
  return {
    selectable: isDayClickable(selection, { ...rules, day, allowedNights: rules.allowedNights ?? undefined }),
    isCheckin: day === checkin,
    isCheckout: day === checkout,
    inRange: Boolean(checkin && checkout && day > checkin && day < checkout),
    isToday: day === rules.today,
  };
}

/** Moves the shown months so that the month of `day` is among them. */
function revealDay(state: RangeCalendarState, day: string): RangeCalendarState {
  const month = getMonthKey(day);
  const firstMonth = getFirstMonth(state);
  if (state.layout === 'scroll') {
    const needed = getMonthDistance(firstMonth, month) + 1;
    const maxCount = MAX_MONTHS_AHEAD + 1;
    const monthCount = Math.min(maxCount, Math.max(state.monthCount, Math.ceil(needed / SCROLL_MONTH_STEP) * SCROLL_MONTH_STEP));
    return { ...state, visibleMonth: firstMonth, monthCount };
  }
  let visibleMonth = state.visibleMonth;
  if (month < visibleMonth) visibleMonth = month;
  if (getMonthDistance(visibleMonth, month) >= state.monthCount) visibleMonth = addMonthKeys(month, 1 - state.monthCount);
  const lastStart = addMonthKeys(getLastMonth(state), 1 - state.monthCount);
  visibleMonth = visibleMonth < firstMonth ? firstMonth : visibleMonth > lastStart ? lastStart : visibleMonth;
  return { ...state, visibleMonth };
}

/** Focus on `day`, kept between today and the last day of the last month, with its month shown. */
function focusDay(state: RangeCalendarState, day: string): RangeCalendarState {
  const lastDay = getLastDayOfMonth(getLastMonth(state));
  const focusedDay = day < state.today ? state.today : day > lastDay ? lastDay : day;
  return revealDay({ ...state, focusedDay }, focusedDay);
}

/** After paging, the focus moves into the shown months if it left them. */
function keepFocusShown(state: RangeCalendarState): RangeCalendarState {
  const months = getVisibleMonths(state);
  if (months.includes(getMonthKey(state.focusedDay))) return state;
  const first = `${state.visibleMonth}-01`;
  return { ...state, focusedDay: first < state.today ? state.today : first };
}

function restoreDates(state: RangeCalendarState, checkin: string | null, checkout: string | null, rules: DayRules) {
  const isRestorable = isRestorableRange(checkin, checkout, rules.today, rules.nowHour);
  const dates = isRestorable ? { checkin, checkout } : { checkin: null, checkout: null };
  const isSame =
    [state.checkin, state.storedCheckin].every((day) => day === dates.checkin) && [state.checkout, state.storedCheckout].every((day) => day === dates.checkout);
  return isSame ? state : { ...state, ...dates, storedCheckin: dates.checkin, storedCheckout: dates.checkout };
}

/**
 * State when the calendar opens: stored dates kept only if valid and still choosable; the focus, and
 * the first month shown, on the check-in, else on the first day that can be chosen (today, or
 * tomorrow after the cut-off).
 */
export function createRangeCalendarState(init: RangeCalendarInit): RangeCalendarState {
  const { today, nowHour, availability, layout } = init;
  const empty: RangeCalendarState = {
    checkin: null,
    checkout: null,
    storedCheckin: null,
    storedCheckout: null,
    visibleMonth: getMonthKey(today),
    monthCount: layout === 'paged' ? PAGED_MONTH_COUNT : SCROLL_MONTH_STEP,
    focusedDay: today,
    today,
    layout,
  };
  const state = restoreDates(empty, init.checkin, init.checkout, init);
  const isTodayOpen = isDaySelectable({ day: today, today, nowHour, availability, choosingCheckout: false });
  const focus = state.checkin ?? (isTodayOpen ? today : addIsoDays(today, 1));
  // Paged, the month of the focus opens first (on the left); revealDay keeps it within the horizon.
  return focusDay(layout === 'paged' ? { ...state, visibleMonth: getMonthKey(focus) } : state, focus);
}

function clickDay(state: RangeCalendarState, day: string, rules: DayRules): RangeCalendarState {
  if (!getDayState(state, day, rules).selectable) return state;
  const selection = nextSelection({ checkin: state.checkin ?? undefined, checkout: state.checkout ?? undefined }, day);
  return focusDay({ ...state, checkin: selection.checkin ?? null, checkout: selection.checkout ?? null }, day);
}

/** Next state of the calendar; returns `state` itself when an action changes nothing. */
export function reduceRangeCalendar(state: RangeCalendarState, action: RangeCalendarAction): RangeCalendarState {
  switch (action.type) {
    case 'clickDay':
      return clickDay(state, action.day, action.rules);
    case 'focusDay':
      return action.day === state.focusedDay ? state : focusDay(state, action.day);
    case 'clear':
      return { ...state, checkin: null, checkout: null, storedCheckin: null, storedCheckout: null };
    case 'validate':
      return canValidate(state) ? { ...state, storedCheckin: state.checkin, storedCheckout: state.checkout } : state;
    case 'close':
      return canValidate(state) ? state : { ...state, checkin: state.storedCheckin, checkout: state.storedCheckout };
    case 'nextMonth':
      if (!canGoToNextMonth(state)) return state;
      return keepFocusShown({ ...state, visibleMonth: addMonthKeys(state.visibleMonth, 1) });
    case 'previousMonth':
      if (!canGoToPreviousMonth(state)) return state;
      return keepFocusShown({ ...state, visibleMonth: addMonthKeys(state.visibleMonth, -1) });
    case 'showMoreMonths':
      if (state.layout !== 'scroll' || !canGoToNextMonth(state)) return state;
      return { ...state, monthCount: Math.min(MAX_MONTHS_AHEAD + 1, state.monthCount + SCROLL_MONTH_STEP) };
    case 'restore':
      return restoreDates(state, action.checkin, action.checkout, action.rules);
  }
}
