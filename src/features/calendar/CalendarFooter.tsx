import { getMinStay } from '../../domain/availability';
import type { Translate } from '../../i18n/client';
import styles from './RangeCalendar.module.scss';
import { type DayRules, type RangeCalendarState, canValidate, getChosenNights } from './range-calendar-state';

export interface CalendarFooterProps {
  state: RangeCalendarState;
  rules: DayRules;
  t: Translate;
  onClear(): void;
  onValidate(): void;
}

/** What to do next, or the nights chosen; with a check-in whose minimum stay is above one night, that too. */
function getStatus({ state, rules, t }: Pick<CalendarFooterProps, 'state' | 'rules' | 't'>): string[] {
  const nights = getChosenNights(state);
  if (nights !== null) return [t('nights', { count: nights })];
  if (!state.checkin) return [t('chooseCheckin')];
  const minStay = getMinStay(rules.availability?.[state.checkin]?.minLos);
  return minStay === null ? [t('chooseCheckout')] : [t('chooseCheckout'), t('minimumStay', { count: minStay })];
}

/** Footer of the calendar: the status (announced when it changes), then Clear and Validate. */
export function CalendarFooter({ state, rules, t, onClear, onValidate }: CalendarFooterProps) {
  return (
    <div className={styles.footer}>
      <div className={styles.status} aria-live="polite">
        {getStatus({ state, rules, t }).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.clear} disabled={!state.checkin} onClick={onClear}>
          {t('clear')}
        </button>
        <button type="button" className={styles.validate} disabled={!canValidate(state)} onClick={onValidate}>
          {t('validate')}
        </button>
      </div>
    </div>
  );
}
