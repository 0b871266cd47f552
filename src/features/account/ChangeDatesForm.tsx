import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getNightCount } from '../../domain/calendar';
import { addIsoDays } from '../../domain/iso-date';
import { getLocalToday } from '../../domain/local-today';
import { formatLongDate } from '../../domain/long-date';
import { formatMoney } from '../../domain/money';
import { formatRefundRate } from '../../domain/quote';
import { createTranslator, type Messages } from '../../i18n/client';
import type { CheckinDay, Pax } from '../booking/booking-api';
import { AUTO_CLOSE_DELAY_MS, RangeCalendar } from '../calendar/RangeCalendar';
import PaxSelector from '../search-box/PaxSelector';
import styles from './ChangeDatesForm.module.scss';

/** The stay as booked, or as asked for. */
export interface ChangeStay extends Pax {
  checkin: string;
  nights: number;
}

type Settlement =
  | { kind: 'none'; differenceCents: 0 }
  | { kind: 'pay'; differenceCents: number; cardCents: number }
  | { kind: 'refund'; differenceCents: number; giftCardCents: number; cardCents: number };

type Preview = { ok: true; oldTotalCents: number; newTotalCents: number; settlement: Settlement; newDeadline: string | null } | { ok: false; problem: string };

type PreviewState = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; preview: Preview; key: string } | { status: 'error' };

export interface ChangeDatesFormProps {
  bookingNumber: string;
  market: string;
  language: string;
  tag: string;
  /** The offer's own length, for the calendar's caption. */
  packageNights: number;
  booked: ChangeStay;
  /** What the page was asked to show again (a refused change), else the booked stay. */
  initial: ChangeStay;
  /** One per page shown: a second post answers the first change. */
  formKey: string;
  messages: { account: Messages; calendar: Messages; searchbox: Messages };
}

const stayKey = (stay: ChangeStay) => `${stay.checkin}|${stay.nights}|${stay.adults}|${stay.children}|${stay.babies}`;

async function getJson<T>(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${path}?${new URLSearchParams(query)}`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The change page's form (ADR 57): the offer's calendar (the booking's own rooms free for it), the party, and the new
 * stay's price with the difference to pay or to get back stated before the confirm button. The confirmation is a
 * plain form post: the server works the difference out again and changes nothing if it is not what was shown.
 */
export default function ChangeDatesForm({ bookingNumber, market, language, tag, packageNights, booked, initial, formKey, messages }: ChangeDatesFormProps) {
  const t = useMemo(() => createTranslator(messages.account, language), [messages, language]);
  const tc = useMemo(() => createTranslator(messages.calendar, language), [messages, language]);
  const ts = useMemo(() => createTranslator(messages.searchbox, language), [messages, language]);
  const { today, nowHour } = getLocalToday();
  const [dates, setDates] = useState({ checkin: initial.checkin as string | null, checkout: addIsoDays(initial.checkin, initial.nights) as string | null });
  const [pax, setPax] = useState<Pax>({ adults: initial.adults, children: initial.children, babies: initial.babies });
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [days, setDays] = useState<Record<string, CheckinDay>>({});
  const [allowedNights, setAllowedNights] = useState<number[] | null>(null);
  const [preview, setPreview] = useState<PreviewState>({ status: 'idle' });
  const loaded = useRef(new Set<string>());
  const party = useMemo(() => ({ adult: String(pax.adults), child: String(pax.children) }), [pax.adults, pax.children]);
  const partyKey = `${pax.adults}-${pax.children}`;

  useEffect(() => {
    // Prices and rooms depend on the party: a change reloads the months.
    loaded.current.clear();
    setDays({});
  }, [partyKey]);

  const loadMonths = useCallback(
    (months: readonly string[]) => {
      for (const month of months) {
        if (loaded.current.has(month)) continue;
        loaded.current.add(month);
        getJson<CheckinDay[]>('/api/account/trips/change/calendar', { booking: bookingNumber, month, ...party })
          .then((list) => setDays((current) => ({ ...current, ...Object.fromEntries(list.map((day) => [day.day, day])) })))
          .catch(() => loaded.current.delete(month));
      }
    },
    [bookingNumber, party],
  );

  const chooseCheckin = (checkin: string | null) => {
    setAllowedNights(null);
    if (!checkin) return;
    getJson<number[]>('/api/account/trips/change/nights', { booking: bookingNumber, checkin, ...party }).then(setAllowedNights, () => setAllowedNights(null));
  };

  const nights = dates.checkin && dates.checkout ? getNightCount(dates.checkin, dates.checkout) : null;
  const asked: ChangeStay | null = dates.checkin && nights ? { checkin: dates.checkin, nights, ...pax } : null;
  const askedKey = asked ? stayKey(asked) : '';
  const unchanged = askedKey === stayKey(booked);

  useEffect(() => {
    if (!asked || unchanged) {
      setPreview({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setPreview({ status: 'loading' });
    getJson<Preview>(
      '/api/account/trips/change/preview',
      {
        booking: bookingNumber,
        market,
        checkin: asked.checkin,
        nights: String(asked.nights),
        adult: String(asked.adults),
        child: String(asked.children),
        baby: String(asked.babies),
      },
      controller.signal,
    )
      .then((answer) => setPreview({ status: 'loaded', preview: answer, key: askedKey }))
      .catch(() => !controller.signal.aborted && setPreview({ status: 'error' }));
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stay asked for is compared by value (askedKey)
  }, [askedKey, unchanged, bookingNumber, market]);

  const availability = useMemo(
    () => Object.fromEntries(Object.values(days).map((d) => [d.day, { status: d.status, minLos: d.minLos, ...(d.price !== null && { price: d.price }) }])),
    [days],
  );
  const money = (cents: number) => formatMoney(cents, tag);
  const day = (iso: string) => formatLongDate(iso, tag, { year: true });
  const shown = preview.status === 'loaded' && preview.key === askedKey ? preview.preview : null;
  const settlement = shown?.ok ? shown.settlement : null;
  const differenceLines = !settlement
    ? []
    : settlement.kind === 'pay'
      ? [t('change.pay', { amount: money(settlement.cardCents) })]
      : settlement.kind === 'refund'
        ? [
            ...(settlement.giftCardCents > 0 ? [t('change.refundGiftCard', { amount: money(settlement.giftCardCents) })] : []),
            ...(settlement.cardCents > 0 ? [t('change.refundCard', { amount: money(settlement.cardCents) })] : []),
          ]
        : [t('change.samePrice')];

  return (
    <section className={styles.form} aria-labelledby="change-new-stay">
      <h2 id="change-new-stay">{t('change.newStay')}</h2>
      <div className={styles.field}>
        <span className={styles.label} id="change-dates-label">
          {ts('dates.label')}
        </span>
        <button
          type="button"
          className={styles.control}
          aria-describedby="change-dates-label"
          aria-expanded={calendarOpen}
          onClick={() => setCalendarOpen(!calendarOpen)}
        >
          {dates.checkin && dates.checkout ? t('change.datesValue', { checkin: day(dates.checkin), checkout: day(dates.checkout) }) : ts('dates.add')}
        </button>
      </div>
      {calendarOpen && (
        <div className={styles.calendar}>
          <RangeCalendar
            checkin={dates.checkin}
            checkout={dates.checkout}
            today={today}
            nowHour={nowHour}
            language={language}
            t={tc}
            layout="paged"
            autoClose
            autoCloseDelayMs={AUTO_CLOSE_DELAY_MS}
            message={Object.keys(availability).length ? tc('errors:calendarChooseDates') : tc('errors:calendarLooking')}
            availability={availability}
            allowedNights={allowedNights}
            priceFormatter={money}
            caption={tc('priceCaption', { count: packageNights, party: tc('party', { count: pax.adults + pax.children }) })}
            onVisibleMonthsChange={loadMonths}
            onSelectionChange={(range) => range.checkin && !range.checkout && chooseCheckin(range.checkin)}
            onValidate={(range) => {
              setDates(range);
              setCalendarOpen(false);
            }}
            onClear={() => setDates({ checkin: null, checkout: null })}
            onClose={() => setCalendarOpen(false)}
          />
        </div>
      )}
      <div className={styles.field}>
        <PaxSelector
          id="change-pax"
          label={ts('pax.label')}
          mode="booking"
          t={ts}
          value={{ ...pax, singleRoom: false }}
          onChange={(next) => setPax({ adults: next.adults, children: next.children, babies: next.babies })}
        />
      </div>
      <div aria-live="polite" className={styles.preview} data-testid="change-preview">
        {unchanged && <p className={styles.note}>{t('change.chooseOther')}</p>}
        {!asked && <p className={styles.note}>{tc('errors:calendarChooseDates')}</p>}
        {preview.status === 'loading' && <p className={styles.note}>{t('change.loading')}</p>}
        {preview.status === 'error' && <p className={styles.error}>{t('change.problem.unexpected')}</p>}
        {shown && !shown.ok && <p className={styles.error}>{t(`change.problem.${shown.problem}`)}</p>}
        {shown?.ok && asked && (
          <>
            <dl className={styles.prices}>
              <div>
                <dt>{t('change.newPrice')}</dt>
                <dd>{money(shown.newTotalCents)}</dd>
              </div>
              <div>
                <dt>{t('change.oldPrice')}</dt>
                <dd>{money(shown.oldTotalCents)}</dd>
              </div>
            </dl>
            {differenceLines.map((line) => (
              <p key={line} className={styles.difference}>
                {line}
              </p>
            ))}
            <p className={styles.note}>
              {shown.newDeadline ? t('change.newTerms', { date: day(shown.newDeadline), percent: formatRefundRate(tag) }) : t('change.newTermsStrict')}
            </p>
          </>
        )}
      </div>
      {shown?.ok && asked && settlement && (
        <form method="post" action="/api/account/trips/change/confirm" className={styles.confirm}>
          <input type="hidden" name="booking" value={bookingNumber} />
          <input type="hidden" name="market" value={market} />
          <input type="hidden" name="checkin" value={asked.checkin} />
          <input type="hidden" name="nights" value={String(asked.nights)} />
          <input type="hidden" name="adults" value={String(asked.adults)} />
          <input type="hidden" name="children" value={String(asked.children)} />
          <input type="hidden" name="babies" value={String(asked.babies)} />
          <input type="hidden" name="difference" value={String(settlement.differenceCents)} />
          <input type="hidden" name="key" value={formKey} />
          <button type="submit" className={styles.submit}>
            {settlement.kind === 'pay' ? t('change.confirmPay', { amount: money(settlement.cardCents) }) : t('change.confirm')}
          </button>
        </form>
      )}
    </section>
  );
}
