import { useEffect, useEffectEvent, useMemo, useReducer, useRef } from 'react';
import type { CalendarDayAvailability } from '../../domain/calendar';
import {
  type CalendarLayout,
  type DayRules,
  type RangeCalendarAction,
  type RangeCalendarState,
  canValidate,
  createRangeCalendarState,
  getVisibleMonths,
  isRangeCompleted,
  reduceRangeCalendar,
} from './range-calendar-state';

/** A check-in and checkout as the caller stores them ('YYYY-MM-DD' or null). */
export interface DateRange {
  checkin: string | null;
  checkout: string | null;
}

export interface UseRangeCalendarOptions extends DateRange {
  today: string;
  nowHour: number;
  layout: CalendarLayout;
  availability?: Readonly<Record<string, CalendarDayAvailability>>;
  allowedNights?: readonly number[] | null;
  autoClose?: boolean;
  autoCloseDelayMs?: number;
  onValidate(range: DateRange): void;
  onClose(): void;
  onClear?(): void;
  onSelectionChange?(range: DateRange): void;
  onVisibleMonthsChange?(months: string[]): void;
}

/** What the view draws from and the actions it calls. */
export interface RangeCalendarController {
  state: RangeCalendarState;
  rules: DayRules;
  visibleMonths: string[];
  selectDay(day: string): void;
  focusDay(day: string): void;
  clear(): void;
  validate(): void;
  close(): void;
  dispatch(action: Extract<RangeCalendarAction, { type: 'nextMonth' | 'previousMonth' | 'showMoreMonths' }>): void;
}

const toRange = (state: RangeCalendarState): DateRange => ({ checkin: state.checkin, checkout: state.checkout });

/**
 * The calendar's state in React: the reducer of range-calendar-state plus the caller's callbacks.
 * With `autoClose`, completing a range validates it after `autoCloseDelayMs` (another click, Clear,
 * Validate, close or unmounting cancels that); closing keeps a complete range. New stored dates in the props
 * replace the shown ones.
 */
export function useRangeCalendar(options: UseRangeCalendarOptions): RangeCalendarController {
  const { today, nowHour, availability, allowedNights } = options;
  const rules = useMemo<DayRules>(() => ({ today, nowHour, availability, allowedNights }), [today, nowHour, availability, allowedNights]);
  const [state, dispatch] = useReducer(reduceRangeCalendar, options, createRangeCalendarState);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelAutoClose = () => clearTimeout(timer.current);
  useEffect(() => cancelAutoClose, []);

  const { checkin, checkout } = options;
  const restore = useEffectEvent(() => {
    if (checkin !== state.storedCheckin || checkout !== state.storedCheckout) dispatch({ type: 'restore', checkin, checkout, rules });
  });
  useEffect(() => restore(), [checkin, checkout]);

  const visibleMonths = getVisibleMonths(state);
  const monthsKey = visibleMonths.join(',');
  const reportMonths = useEffectEvent(() => options.onVisibleMonthsChange?.(monthsKey.split(',')));
  useEffect(() => reportMonths(), [monthsKey]);

  const commit = (range: DateRange) => {
    cancelAutoClose();
    dispatch({ type: 'validate' });
    options.onValidate(range);
  };

  return {
    state,
    rules,
    visibleMonths,
    selectDay(day) {
      const action = { type: 'clickDay', day, rules } as const;
      const next = reduceRangeCalendar(state, action);
      if (next === state) {
        dispatch({ type: 'focusDay', day });
        return;
      }
      cancelAutoClose();
      dispatch(action);
      options.onSelectionChange?.(toRange(next));
      if (options.autoClose && isRangeCompleted(state, next)) {
        timer.current = setTimeout(() => commit(toRange(next)), options.autoCloseDelayMs ?? 0);
      }
    },
    focusDay: (day) => dispatch({ type: 'focusDay', day }),
    clear() {
      cancelAutoClose();
      dispatch({ type: 'clear' });
      options.onClear?.();
      options.onSelectionChange?.({ checkin: null, checkout: null });
    },
    validate() {
      if (canValidate(state)) commit(toRange(state));
    },
    close() {
      cancelAutoClose();
      // A complete range the visitor chose is kept (Escape, the close button or a click elsewhere): it is
      // validated; only a lone check-in goes back to the stored dates.
      if (state.checkin && state.checkout && (state.checkin !== state.storedCheckin || state.checkout !== state.storedCheckout)) {
        commit(toRange(state));
        return;
      }
      dispatch({ type: 'close' });
      options.onClose();
    },
    dispatch,
  };
}
