import { useId } from 'react';
import type { Translate } from '../../i18n/client';
import { CalendarDay } from './CalendarDay';
import type { CalendarFormat } from './calendar-format';
import { getMonthGrid } from './calendar-grid';
import styles from './RangeCalendar.module.scss';
import { type DayRules, type RangeCalendarState, getDayState } from './range-calendar-state';

/** Availability of one day as the product page passes it. */
export interface DayAvailability {
  status: 'included' | 'supplement' | 'notAvailable';
  minLos: number;
  /** Price in cents. */
  price?: number;
}

export interface CalendarMonthProps {
  /** 'YYYY-MM'. */
  month: string;
  state: RangeCalendarState;
  rules: DayRules;
  availability?: Readonly<Record<string, DayAvailability>>;
  format: CalendarFormat;
  t: Translate;
  priceFormatter?(cents: number): string;
  onSelect(day: string): void;
  onFocus(day: string): void;
}

/** One month as a grid named by its title: weekday column headers, then a row per week. */
export function CalendarMonth({ month, state, rules, availability, format, t, priceFormatter, onSelect, onFocus }: CalendarMonthProps) {
  const titleId = useId();
  const hasRange = state.checkout !== null;
  return (
    <section className={styles.month} data-month={month}>
      <p id={titleId} className={styles.monthTitle}>
        {format.formatMonth(month)}
      </p>
      <table role="grid" aria-labelledby={titleId} aria-multiselectable="true" className={styles.grid}>
        <thead>
          <tr>
            {format.weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {getMonthGrid(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} role="gridcell" />;
                const entry = availability?.[day];
                return (
                  <CalendarDay
                    key={day}
                    day={day}
                    dayState={getDayState(state, day, rules)}
                    hasRange={hasRange}
                    isFocused={day === state.focusedDay}
                    dateName={format.formatDay(day)}
                    price={entry?.price !== undefined && entry.status !== 'notAvailable' && priceFormatter ? priceFormatter(entry.price) : undefined}
                    minStay={entry?.minLos}
                    t={t}
                    onSelect={onSelect}
                    onFocus={onFocus}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
