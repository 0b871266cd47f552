import { lazy, Suspense, useEffect, useId, useState, type RefObject } from 'react';
import type { Translate } from '../../i18n/client';
import { getLocalToday } from '../../domain/local-today';
import { createShortDayFormat } from '../../domain/short-date';
import PaxSelector from '../search-box/PaxSelector';
import type { PaxSelection } from '../search-box/pax-selection';
import { OFFER_NIGHTS, type Stay } from '../../domain/hotel-hash';
import styles from './HotelOffers.module.scss';

// The calendar comes with its first opening: most visitors of the page never open it.
const RangeCalendar = lazy(() => import('../calendar/RangeCalendar').then((module) => ({ default: module.RangeCalendar })));

/** Travellers are applied once the visitor has stopped changing them for this long (spec §9 value debounce). */
export const PAX_DEBOUNCE_MS = 500;

interface Props {
  stay: Stay;
  onChange(stay: Stay): void;
  isCalendarOpen: boolean;
  onCalendarOpenChange(isOpen: boolean): void;
  /** The Dates button, which the room cards' 'Select your dates' prompt brings into view. */
  datesButtonRef: RefObject<HTMLButtonElement | null>;
  language: string;
  tag: string;
  /** Strings of the 'hotel', 'calendar' and 'searchbox' (pax) namespaces. */
  t: Translate;
  tc: Translate;
  tp: Translate;
  /** Inside the sticky section links: one row, field names read by screen readers only. */
  compact?: boolean;
}

/** Dates and travellers of the hotel page's offers (spec §2 'Hotel page': date and pax selector). */
export default function StayBar({ stay, onChange, isCalendarOpen, onCalendarOpenChange, datesButtonRef, language, tag, t, tc, tp, compact = false }: Props) {
  const id = useId();
  const [pax, setPax] = useState<PaxSelection>({ adults: stay.adults, children: stay.children, babies: stay.babies, singleRoom: false });
  const [isWide, setIsWide] = useState(true);
  useEffect(
    () => setPax((current) => ({ ...current, adults: stay.adults, children: stay.children, babies: stay.babies })),
    [stay.adults, stay.children, stay.babies],
  );
  useEffect(() => {
    if (pax.adults === stay.adults && pax.children === stay.children && pax.babies === stay.babies) return undefined;
    const timer = setTimeout(() => onChange({ ...stay, adults: pax.adults, children: pax.children, babies: pax.babies }), PAX_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pax, stay, onChange]);
  useEffect(() => {
    const query = window.matchMedia('(min-width: 600px)');
    const update = () => setIsWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  // In the sticky links the dates must fit one line of a phone: without the weekday.
  const formatDay = createShortDayFormat(tag, getLocalToday().today, { weekday: !compact });
  const datesLabel = stay.checkin && stay.checkout ? `${formatDay(stay.checkin)} – ${formatDay(stay.checkout)}` : t('offers.addDates');
  const closeCalendar = () => {
    onCalendarOpenChange(false);
    // The calendar held the focus and goes away: give it back to its button.
    datesButtonRef.current?.focus();
  };
  const { today, nowHour } = getLocalToday();

  return (
    <div className={compact ? `${styles.stayBar} ${styles.compact}` : styles.stayBar}>
      <div className={styles.field}>
        <span className={styles.label} id={`${id}-dates`}>
          {t('offers.dates')}
        </span>
        <button
          ref={datesButtonRef}
          type="button"
          className={styles.control}
          aria-labelledby={`${id}-dates ${id}-dates-value`}
          aria-expanded={isCalendarOpen}
          onClick={() => onCalendarOpenChange(!isCalendarOpen)}
        >
          <span id={`${id}-dates-value`}>{datesLabel}</span>
        </button>
        {isCalendarOpen && (
          <div className={styles.calendar}>
            <Suspense fallback={<p>{tc('errors:calendarChooseDates')}</p>}>
              <RangeCalendar
                checkin={stay.checkin}
                checkout={stay.checkout}
                today={today}
                nowHour={nowHour}
                language={language}
                t={tc}
                layout={isWide ? 'paged' : 'scroll'}
                message={tc('errors:calendarChooseDates')}
                allowedNights={OFFER_NIGHTS}
                autoClose
                onValidate={({ checkin, checkout }) => {
                  onChange({ ...stay, checkin, checkout });
                  closeCalendar();
                }}
                onClear={() => onChange({ ...stay, checkin: null, checkout: null })}
                onClose={closeCalendar}
              />
            </Suspense>
          </div>
        )}
      </div>
      <div className={styles.field}>
        <PaxSelector id={`${id}-pax`} label={t('offers.travellers')} mode="booking" value={pax} onChange={setPax} t={tp} />
      </div>
    </div>
  );
}
