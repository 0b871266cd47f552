import { type KeyboardEvent, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import type { Translate } from '../../i18n/client';
import { CalendarFooter } from './CalendarFooter';
import { CalendarMonth, type DayAvailability } from './CalendarMonth';
import { createCalendarFormat } from './calendar-format';
import { getKeyTarget } from './calendar-grid';
import styles from './RangeCalendar.module.scss';
import { canGoToNextMonth, canGoToPreviousMonth } from './range-calendar-state';
import { useFollowFocus, useInitialScroll, useMonthsNearEnd } from './use-calendar-dom';
import { type DateRange, useRangeCalendar } from './use-range-calendar';

/** Spec §4 'auto-close after range (optional 1 s delay)': the visitor sees the range before it closes. */
export const AUTO_CLOSE_DELAY_MS = 1000;

export interface RangeCalendarProps {
  /** Stored dates ('YYYY-MM-DD') when opened; shown only if valid and still choosable. */
  checkin: string | null;
  checkout: string | null;
  /** 'YYYY-MM-DD' in the visitor's time zone (see getLocalToday). */
  today: string;
  /** Visitor's local hour, 0–23, for the 20:00 cut-off. */
  nowHour: number;
  /** 'fr' | 'es' | 'it' | 'nl' | 'en': month and weekday names come from Intl. */
  language: string;
  /** Strings of the 'calendar' namespace. */
  t: Translate;
  /**
   * 'paged' (desktop): two months side by side, previous/next buttons. 'scroll' (mobile): fills the
   * parent's height, the months scroll and 3 more are added near the end, up to 12 months ahead.
   */
  layout: 'paged' | 'scroll';
  /** Validate button, or a completed range with autoClose. Never called with a check-in only. */
  onValidate(range: DateRange): void;
  /** Escape or the close button: the caller closes; a lone check-in goes back to the stored dates. */
  onClose(): void;
  /** Clear button: both dates are cleared here; the caller removes its stored dates. */
  onClear?(): void;
  /** Every change of the dates being chosen (the product page loads allowed nights for a new check-in). */
  onSelectionChange?(range: DateRange): void;
  autoClose?: boolean;
  /** Delay before autoClose validates, in ms (default 0). */
  autoCloseDelayMs?: number;
  /** Per-day availability (product page): price under the day, minimum-stay marker, closed days. */
  availability?: Readonly<Record<string, DayAvailability>>;
  /** Night counts allowed after the chosen check-in; null while unknown. */
  allowedNights?: readonly number[] | null;
  /** 'YYYY-MM' keys shown, whenever they change. */
  onVisibleMonthsChange?(months: string[]): void;
  priceFormatter?(cents: number): string;
  /** Line above the months, e.g. t('errors:calendarChooseDates') or t('errors:calendarLooking'). */
  message?: string;
  /** What the day prices mean (ADR 16), shown above the months. */
  caption?: string;
}

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * Date-range calendar of the search box and the product page: check-in then checkout, with the
 * rules of domain/calendar. Arrow keys, Home/End and PageUp/PageDown move in the grid, Escape closes.
 */
export function RangeCalendar(props: RangeCalendarProps) {
  const { t, layout, message, availability, priceFormatter, caption } = props;
  const calendar = useRangeCalendar(props);
  const { state, rules } = calendar;
  const format = useMemo(() => createCalendarFormat(props.language), [props.language]);
  const list = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const isScroll = layout === 'scroll';
  const hasMoreMonths = canGoToNextMonth(state);
  useMonthsNearEnd(list, sentinel, state.monthCount, () => calendar.dispatch({ type: 'showMoreMonths' }));
  useInitialScroll(list, isScroll ? state.checkin : null);
  const willMoveFocus = useFollowFocus(list, state.focusedDay);
  const root = useRef<HTMLDivElement>(null);
  // A press elsewhere closes the calendar first, so no other popover opens under it (its own toggle, marked
  // aria-expanded, closes it by itself).
  const closeOnOutsidePress = useEffectEvent((event: PointerEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    // A calendar that is not shown (the product panel's desktop copy while the phone drawer is open) ignores it.
    if (!root.current || root.current.getClientRects().length === 0) return;
    if (!target || root.current.contains(target) || target.closest('[aria-expanded="true"]')) return;
    calendar.close();
  });
  useEffect(() => {
    const listener = (event: PointerEvent) => closeOnOutsidePress(event);
    document.addEventListener('pointerdown', listener, true);
    return () => document.removeEventListener('pointerdown', listener, true);
  }, []);

  const onGridKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const day = event.target instanceof HTMLElement ? event.target.dataset.day : undefined;
    const target = day ? getKeyTarget(day, event.key) : null;
    if (!target) return;
    event.preventDefault();
    willMoveFocus();
    calendar.focusDay(target);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here: an enclosing dialog (the phone's search modal) must not close as well.
    event.preventDefault();
    event.stopPropagation();
    calendar.close();
  };

  return (
    <div ref={root} role="group" aria-label={t('title')} className={`${styles.calendar} ${styles[layout]}`} onKeyDown={onKeyDown}>
      <div className={styles.toolbar}>
        <p className={styles.message} aria-live="polite">
          {message}
        </p>
        <button type="button" className={`${styles.iconButton} ${styles.close}`} aria-label={t('close')} onClick={calendar.close}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      {caption && <p className={styles.caption}>{caption}</p>}
      <div className={styles.months} ref={list} onKeyDown={onGridKeyDown}>
        {!isScroll && (
          <div className={styles.paging}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('previousMonth')}
              disabled={!canGoToPreviousMonth(state)}
              onClick={() => calendar.dispatch({ type: 'previousMonth' })}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('nextMonth')}
              disabled={!hasMoreMonths}
              onClick={() => calendar.dispatch({ type: 'nextMonth' })}
            >
              <Chevron direction="right" />
            </button>
          </div>
        )}
        {calendar.visibleMonths.map((month) => (
          <CalendarMonth
            key={month}
            month={month}
            state={state}
            rules={rules}
            availability={availability}
            format={format}
            t={t}
            priceFormatter={priceFormatter}
            onSelect={calendar.selectDay}
            onFocus={calendar.focusDay}
          />
        ))}
        {isScroll && hasMoreMonths && <div ref={sentinel} className={styles.sentinel} />}
      </div>
      <CalendarFooter state={state} rules={rules} t={t} onClear={calendar.clear} onValidate={calendar.validate} />
    </div>
  );
}
