import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { canSearchWithoutDates, type Variation } from '../../domain/experiments';
import type { HashCriteria } from '../../domain/search-hash';
import { getThemeById } from '../../domain/themes';
import type { Flow } from '../../domain/sorts';
import { createTranslator, type Messages } from '../../i18n/client';
import { AUTO_CLOSE_DELAY_MS, RangeCalendar } from '../calendar/RangeCalendar';
import { getLocalToday } from '../../domain/local-today';
import { createShortDayFormat } from '../../domain/short-date';
import { getDateFormat } from '../../domain/date-format';
import { getFlexibleMonths } from '../../domain/flexible-dates';
import type { Destination, RecentSearch } from '../../domain/search-types';
import DestinationSelector from './DestinationSelector';
import GeolocationModal from './GeolocationModal';
import PaxSelector from './PaxSelector';
import { applyDestination, applyPosition } from './search-box-criteria';
import styles from './SearchBox.module.scss';

export interface SearchBoxProps {
  messages: { searchbox: Messages; calendar: Messages };
  locale: string;
  language: string;
  flow: Flow;
  criteria: HashCriteria;
  destination: Destination | RecentSearch | null;
  onSubmit(criteria: HashCriteria): void;
  /** Search-dates experiment variation (booking flow). */
  searchDatesVariation?: Variation<'searchDates'>;
  themeIds: readonly number[];
  /** Show the compact bar once the page is scrolled beyond STICKY_OFFSET_PX. */
  sticky?: boolean;
}

/** The sticky search appears after this much scrolling (spec §2). */
export const STICKY_OFFSET_PX = 250;

/**
 * The search box of spec §2 for the four flows: inline on wide screens, a modal opened from a summary bar on
 * phones; a sticky summary after 250 px of scrolling.
 */
export default function SearchBox({
  messages,
  locale,
  language,
  flow,
  criteria,
  destination: initialDestination,
  onSubmit,
  searchDatesVariation = 'control',
  themeIds,
  sticky = false,
}: SearchBoxProps) {
  const t = useMemo(() => createTranslator(messages.searchbox, language), [messages, language]);
  const tc = useMemo(() => createTranslator(messages.calendar, language), [messages, language]);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [destination, setDestination] = useState(initialDestination);
  const [draft, setDraft] = useState(criteria);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [flexibleOpen, setFlexibleOpen] = useState(false);
  // The Dates button of each form (inline, modal): the calendar gives the focus back to it when it closes.
  const datesButtons = useRef(new Map<string, HTMLButtonElement>());
  const [datesCleared, setDatesCleared] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const [wide, setWide] = useState(true);
  const [modalOpen, setModalOpen] = useState(false);
  useEffect(() => setDraft(criteria), [criteria]);
  useEffect(() => setDestination(initialDestination), [initialDestination]);
  useEffect(() => {
    const query = window.matchMedia('(min-width: 600px)');
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    if (!sticky) return () => query.removeEventListener('change', update);
    const onScroll = () => setScrolled(window.scrollY > STICKY_OFFSET_PX);
    // The page may already be scrolled (restored on reload or back, or scrolled before hydration).
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      query.removeEventListener('change', update);
      window.removeEventListener('scroll', onScroll);
    };
  }, [sticky]);

  const hasDates = flow === 'booking' || flow === 'hotel';
  const hasTheme = flow !== 'hotel';
  const formatDay = createShortDayFormat(language, getLocalToday().today);
  const formatMonth = (month: string) => getDateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
  const datesLabel =
    draft.checkin && draft.checkout
      ? `${formatDay(draft.checkin)} – ${formatDay(draft.checkout)}`
      : draft.month
        ? t('dates.inMonth', { month: formatMonth(draft.month) })
        : t('dates.add');
  const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
  /** Flexible dates: no fixed dates, a stay in one of the next months (or any time). */
  const chooseMonth = (month: string) => {
    const { checkin: _i, checkout: _o, month: _m, ...rest } = draft;
    setDraft(month ? { ...rest, month } : rest);
    setDatesCleared(true);
  };
  const paxLabel = flow === 'activity' ? t('pax.participants', { count: Math.min(draft.a, 2) }) : t('pax.adults', { count: draft.a });
  const summaryDetails = [hasDates ? datesLabel : null, paxLabel].filter(Boolean).join(' · ');
  const summary = (
    <span className={styles.summaryText}>
      <span className={styles.summaryPlace}>{destination?.label ?? t('destination.placeholder')}</span>
      <span className="visually-hidden"> · </span>
      <span className={styles.summaryDetails}>{summaryDetails}</span>
    </span>
  );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const blocked = flow === 'booking' && !(draft.checkin && draft.checkout) && !draft.month && !canSearchWithoutDates(searchDatesVariation, datesCleared);
    if (blocked) {
      setCalendarOpen(true);
      return;
    }
    dialog.current?.close();
    onSubmit(applyDestination(draft, destination));
  };
  const closeCalendar = (suffix: string) => {
    setCalendarOpen(false);
    // The focus was inside the calendar, which goes away: without this it would fall back to the page.
    datesButtons.current.get(suffix)?.focus();
  };
  const { today, nowHour } = getLocalToday();
  const form = (suffix: string) => (
    <form className={styles.form} onSubmit={submit} role="search" aria-label={t('actions.search')}>
      <div className={styles.field}>
        <DestinationSelector
          id={`${id}${suffix}-destination`}
          locale={locale}
          label={flow === 'activity' ? t('destination.cityLabel') : t('destination.label')}
          value={destination}
          onChange={setDestination}
          t={t}
          categories={flow === 'activity' ? ['city'] : undefined}
          placeholder={t('destination.placeholder')}
        />
        {flow !== 'activity' && flow !== 'hotel' && (
          <div className={styles.geo}>
            <GeolocationModal
              t={t}
              onPosition={(position) => {
                setDestination(null);
                onSubmit(applyPosition(draft, position));
              }}
            />
          </div>
        )}
      </div>
      {hasDates && (
        <div className={styles.field}>
          <span className={styles.label} id={`${id}${suffix}-dates`}>
            {t('dates.label')}
          </span>
          <button
            type="button"
            className={styles.control}
            aria-describedby={`${id}${suffix}-dates`}
            aria-expanded={calendarOpen}
            onClick={() => setCalendarOpen(!calendarOpen)}
            ref={(element) => {
              if (element) datesButtons.current.set(suffix, element);
              else datesButtons.current.delete(suffix);
            }}
          >
            {datesLabel}
          </button>
          {calendarOpen && (
            <div className={styles.calendar}>
              <RangeCalendar
                checkin={draft.checkin ?? null}
                checkout={draft.checkout ?? null}
                today={today}
                nowHour={nowHour}
                language={language}
                t={tc}
                layout={wide ? 'paged' : 'scroll'}
                message={tc('errors:calendarChooseDates')}
                autoClose
                autoCloseDelayMs={AUTO_CLOSE_DELAY_MS}
                onValidate={({ checkin, checkout }) => {
                  const { month: _m, ...rest } = draft;
                  setDraft({ ...rest, checkin: checkin ?? undefined, checkout: checkout ?? undefined });
                  setFlexibleOpen(false);
                  closeCalendar(suffix);
                }}
                onClear={() => {
                  const { checkin: _i, checkout: _o, ...rest } = draft;
                  setDraft(rest);
                  setDatesCleared(true);
                }}
                onClose={() => closeCalendar(suffix)}
              />
            </div>
          )}
          {searchDatesVariation !== 'forced' && (
            <button
              type="button"
              className={styles.link}
              aria-expanded={flexibleOpen}
              aria-controls={`${id}${suffix}-months`}
              onClick={() => {
                setCalendarOpen(false);
                setFlexibleOpen(!flexibleOpen);
              }}
            >
              {t('dates.flexible')}
            </button>
          )}
          {flexibleOpen && (
            <fieldset
              id={`${id}${suffix}-months`}
              className={styles.months}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  setFlexibleOpen(false);
                }
              }}
            >
              <legend className={styles.label}>{t('dates.flexibleLegend')}</legend>
              {['', ...getFlexibleMonths(today)].map((month) => (
                <label key={month || 'any'} className={styles.month}>
                  <input
                    type="radio"
                    name={`${id}${suffix}-month`}
                    value={month}
                    checked={(draft.month ?? '') === month && !draft.checkin}
                    onChange={() => chooseMonth(month)}
                  />
                  <span>{month ? capitalise(formatMonth(month)) : t('dates.anyTime')}</span>
                </label>
              ))}
            </fieldset>
          )}
        </div>
      )}
      {hasTheme && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}${suffix}-theme`}>
            {t('theme.label')}
          </label>
          <select
            id={`${id}${suffix}-theme`}
            className={styles.control}
            value={draft.theme ?? ''}
            onChange={(event) => {
              const { theme: _theme, ...rest } = draft;
              setDraft(event.target.value ? { ...rest, theme: Number(event.target.value) } : rest);
            }}
          >
            <option value="">{t('theme.all')}</option>
            {themeIds.map((themeId) => {
              const theme = getThemeById(themeId);
              return (
                theme && (
                  <option key={themeId} value={themeId}>
                    {t(`themes.${theme.key}`)}
                  </option>
                )
              );
            })}
          </select>
        </div>
      )}
      <div className={styles.field}>
        <PaxSelector
          id={`${id}${suffix}-pax`}
          label={flow === 'activity' ? t('pax.participantsLabel') : t('pax.label')}
          mode={flow === 'activity' ? 'activity' : flow === 'gifting' ? 'gifting' : 'booking'}
          value={{ adults: flow === 'activity' ? Math.min(draft.a, 2) : draft.a, children: draft.c, babies: draft.b, singleRoom: draft.s ?? false }}
          onChange={(pax) => setDraft({ ...draft, a: pax.adults, c: pax.children, b: pax.babies, ...(pax.singleRoom ? { s: true } : { s: undefined }) })}
          t={t}
        />
      </div>
      <button type="submit" className={styles.submit}>
        {t('actions.search')}
      </button>
    </form>
  );
  const openModal = () => {
    setModalOpen(true);
    dialog.current?.showModal();
  };
  return (
    <div className={styles.box}>
      {/* Both are in the HTML; CSS shows the form from 600 px and the summary below, so nothing shifts on load. */}
      <div className={styles.inline}>{form('inline')}</div>
      <button type="button" className={`${styles.summary} ${styles.phoneOnly}`} onClick={openModal}>
        {summary}
        <span className={styles.summaryAction}>{t('actions.modify')}</span>
      </button>
      {sticky && scrolled && (
        <div className={styles.sticky}>
          <button type="button" className={styles.summary} onClick={() => (wide ? window.scrollTo({ top: 0, behavior: 'smooth' }) : openModal())}>
            {summary}
            <span className={styles.summaryAction}>{t('actions.modify')}</span>
          </button>
        </div>
      )}
      <dialog ref={dialog} className={styles.modal} aria-label={t('actions.modify')} onClose={() => setModalOpen(false)}>
        <div className={styles.modalHeader}>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            {t('actions.close')}
          </button>
        </div>
        {modalOpen && form('modal')}
      </dialog>
    </div>
  );
}
