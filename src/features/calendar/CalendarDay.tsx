import { getMinStay } from '../../domain/availability';
import type { Translate } from '../../i18n/client';
import styles from './RangeCalendar.module.scss';
import type { DayState } from './range-calendar-state';

export interface CalendarDayProps {
  day: string;
  dayState: DayState;
  /** True when the range has both ends: the check-in and checkout cells then join the range band. */
  hasRange: boolean;
  /** Holds the roving tabindex. */
  isFocused: boolean;
  /** Full date, e.g. 'samedi 5 décembre 2026'. */
  dateName: string;
  /** Formatted price shown under the day number (product page). */
  price?: string;
  /** Minimum stay in nights of a check-in on this day, marked when above one (getMinStay). */
  minStay?: number;
  t: Translate;
  onSelect(day: string): void;
  onFocus(day: string): void;
}

const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * One day of the grid: a button named by its full date and its state (check-in, checkout,
 * unavailable, price, minimum stay). Unavailable days stay focusable (aria-disabled) so arrow keys
 * can cross them.
 */
export function CalendarDay({ day, dayState, hasRange, isFocused, dateName, price, minStay, t, onSelect, onFocus }: CalendarDayProps) {
  const { selectable, isCheckin, isCheckout, inRange, isToday } = dayState;
  const markedMinStay = getMinStay(minStay);
  const minStayText = markedMinStay === null ? undefined : t('minimumStay', { count: markedMinStay });
  const name = [dateName, isCheckin && t('checkin'), isCheckout && t('checkout'), !selectable && t('unavailable'), price, minStayText]
    .filter(Boolean)
    .join(', ');
  return (
    <td
      role="gridcell"
      aria-selected={isCheckin || isCheckout || inRange}
      className={classNames(inRange && styles.inRange, hasRange && isCheckin && styles.rangeStart, hasRange && isCheckout && styles.rangeEnd)}
    >
      <button
        type="button"
        data-day={day}
        tabIndex={isFocused ? 0 : -1}
        aria-label={name}
        aria-disabled={selectable ? undefined : true}
        aria-current={isToday ? 'date' : undefined}
        className={classNames(styles.day, price && styles.withPrice, (isCheckin || isCheckout) && styles.selected, isToday && styles.today)}
        onClick={() => onSelect(day)}
        onFocus={() => onFocus(day)}
      >
        <span>{Number(day.slice(8))}</span>
        {minStayText && <span className={styles.minStay} title={minStayText} aria-hidden="true" />}
      </button>
      {/* Shown over the button, outside it: the button's name already says the price, after the date. */}
      {price && (
        <span className={styles.price} aria-hidden="true">
          {price}
        </span>
      )}
    </td>
  );
}
