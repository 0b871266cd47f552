import { useId } from 'react';
import { getActivityDays } from '../../domain/activity-dates';
import { selectActivityDate } from '../../domain/calendar';
import type { Translate } from '../../i18n/client';
import styles from './BookingPanel.module.scss';
import { formatLongDate } from '../../domain/long-date';

export interface BookableActivity {
  activityId: number;
  title: string;
}

interface Props {
  activities: readonly BookableActivity[];
  checkin: string;
  nights: number;
  /** Chosen dates as 'activityId_YYYY-MM-DD'. */
  selected: readonly string[];
  onChange(selected: string[]): void;
  language: string;
  t: Translate;
}

/** One date per dated activity among the stay's activity days (spec §5: date = check-in + day − 1; one per activity). */
export default function ActivityDates({ activities, checkin, nights, selected, onChange, language, t }: Props) {
  const formatDay = (day: string) => formatLongDate(day, language, { weekday: true });
  // The panel is drawn twice on phones (the hidden column and the drawer): each copy its own radio groups.
  const group = useId();
  const days = getActivityDays(checkin, nights);
  return (
    <div className={styles.activities}>
      {activities.map((activity) => (
        <fieldset key={activity.activityId} className={styles.activity}>
          <legend>{t('activities.choose', { title: activity.title })}</legend>
          {days.map((day) => {
            const value = `${activity.activityId}_${day}`;
            return (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  name={`${group}-activity-${activity.activityId}`}
                  checked={selected.includes(value)}
                  onChange={() => onChange(selectActivityDate(selected, value))}
                />
                <span>{formatDay(day)}</span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
