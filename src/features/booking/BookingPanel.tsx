import { useEffect, useMemo, useRef, useState } from 'react';
import { formatMoney } from '../../domain/money';
import { formatRefundRate, getQuoteErrorMessage } from '../../domain/quote';
import { getPriceTerms, type PriceTerms } from '../../domain/booking-cancellation';
import { formatLongDate } from '../../domain/long-date';
import { createTranslator, type Messages } from '../../i18n/client';
import { rememberViewed } from '../../stores/recently-viewed';
import { setQuotedProgramme } from '../../stores/stay-programme';
import { trackEvent } from '../analytics/analytics';
import { AUTO_CLOSE_DELAY_MS, RangeCalendar } from '../calendar/RangeCalendar';
import { getLocalToday } from '../../domain/local-today';
import { createShortDayFormat } from '../../domain/short-date';
import PayLaterBanner from '../pay-later/PayLaterBanner';
import PaxSelector from '../search-box/PaxSelector';
import ActivityDates, { type BookableActivity } from './ActivityDates';
import { createCart, fetchFromPrice, fetchQuote, type FromPrice } from './booking-api';
import Extras, { type ExtraLink, type OfferMakeup } from './Extras';
import PriceChangeDialog from './PriceChangeDialog';
import PriceSummary from './PriceSummary';
import styles from './BookingPanel.module.scss';
import StickyBookingBar, { type StickyBarTab } from './StickyBookingBar';
import { useBooking } from './use-booking';
import GiftPriceNote from './GiftPriceNote';
import { useGiftQuote } from './use-gift-quote';
import type { GiftStayContext } from '../../server/beneficiary/gift-stay-context.server';
import { useScrolledPast } from './use-scrolled-past';
import type { AllInPrice } from '../../domain/all-in-price';
import { formatAllInCaption, formatTaxExcludedCaption } from '../all-in-price/all-in-caption';
import AllInToggle from '../all-in-price/AllInToggle';
import PriceViews from '../all-in-price/PriceViews';
import { useAllInPrice } from '../all-in-price/use-all-in-price';

export interface BookingPanelProps {
  packageId: number;
  label: string;
  locale: string;
  language: string;
  tag: string;
  pos: string;
  messages: { booking: Messages; calendar: Messages; searchbox: Messages; payLater: Messages };
  activities: readonly BookableActivity[];
  /** 'from' price per person of the offer, shown before dates are chosen. */
  fromPricePerPerson: number;
  /** That 'from' stay with its tourist tax, shown instead when the visitor chose all-in prices (ADR 53). */
  fromAllIn: AllInPrice;
  /** Extras (upsells) of the offer, and the offer without its extra when this one is an upsell. */
  extras: readonly ExtraLink[];
  baseOffer: ExtraLink | null;
  /** What this offer is made of, for what an extra changes. */
  currentMakeup?: OfferMakeup;
  /** The offer's own length of stay. */
  packageNights: number;
  /** The offer as the recently viewed list keeps it. */
  viewed: { imageUrl: string; hotel: string; uri: string };
  /** The page's tab bar (its element id, label and links), repeated in the sticky booking bar once it is out of view. */
  tabBar: { id: string; label: string; tabs: readonly StickyBarTab[] };
  /** The beneficiary's gift when this stay is one of its stays: gift calendar, gift price, booked with it. */
  gift?: GiftStayContext | null;
}

/** The booking panel (spec §2, §4 checkout start): dates on the availability calendar, travellers, activity dates, price, Book. */
export default function BookingPanel({
  packageId,
  label,
  locale,
  language,
  tag,
  pos,
  messages,
  activities,
  fromPricePerPerson: defaultFromPrice,
  fromAllIn: defaultFromAllIn,
  viewed,
  extras,
  baseOffer,
  currentMakeup,
  packageNights,
  tabBar,
  gift = null,
}: BookingPanelProps) {
  const t = useMemo(() => createTranslator(messages.booking, language), [messages, language]);
  const tc = useMemo(() => createTranslator(messages.calendar, language), [messages, language]);
  const ts = useMemo(() => createTranslator(messages.searchbox, language), [messages, language]);
  const booking = useBooking(packageId, locale, gift !== null);
  const { dates, pax, nights, quote } = booking;
  const giftQuote = useGiftQuote(gift !== null, packageId, locale, dates.checkin, nights);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [change, setChange] = useState<{ previous: number; current: number } | null>(null);
  const drawer = useRef<HTMLDialogElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const desktopPanel = useRef<HTMLDivElement>(null);
  const pastTabs = useScrolledPast(tabBar.id);
  const { today, nowHour } = getLocalToday();
  const formatDay = createShortDayFormat(language, today);
  const availability = useMemo(
    () =>
      Object.fromEntries(Object.values(booking.days).map((d) => [d.day, { status: d.status, minLos: d.minLos, ...(d.price !== null && { price: d.price }) }])),
    [booking.days],
  );
  const quoted = quote.status === 'loaded' ? quote.quote : null;
  // The page's 'from' price is for two adults; other travellers get theirs, so it stays the cheapest calendar day.
  const [fromPrice, setFromPrice] = useState<FromPrice>({ perPerson: defaultFromPrice, allIn: defaultFromAllIn });
  const fromPricePerPerson = fromPrice.perPerson;
  useEffect(() => {
    if (pax.adults === 2 && pax.children === 0 && pax.babies === 0) return setFromPrice({ perPerson: defaultFromPrice, allIn: defaultFromAllIn });
    const controller = new AbortController();
    fetchFromPrice(packageId, locale, pax, controller.signal).then(setFromPrice, () => undefined);
    return () => controller.abort();
  }, [packageId, locale, pax, defaultFromPrice, defaultFromAllIn]);
  // All-in (ADR 53): the quoted stay's total with its tourist tax, else the 'from' stay's, both from the server.
  const isAllIn = useAllInPrice() && !gift;
  const quotedTotal =
    quoted?.priceInfo && quoted.totalStayAmount !== null ? { amount: quoted.totalStayAmount, stay: { ...pax, nights: quoted.priceInfo.nights } } : null;
  const allInFigure = quotedTotal ?? { amount: fromPrice.allIn.total, stay: fromPrice.allIn };
  const allInCaption = formatAllInCaption(t, allInFigure.stay);
  const quotedProgramme = useMemo(() => (quoted?.bookable ? { lines: quoted.programLineList, items: quoted.programItemList ?? [] } : null), [quoted]);
  // 'Your stay includes' and the experience section on the page follow the quoted stay's length.
  useEffect(() => setQuotedProgramme(quotedProgramme), [quotedProgramme]);

  useEffect(() => {
    trackEvent(pos, { name: 'view_item', params: { currency: 'EUR', value: defaultFromPrice / 100, items: [{ item_id: packageId, item_name: label }] } });
    rememberViewed({ id: packageId, type: 'STAY', label, imageUrl: viewed.imageUrl, price: defaultFromPrice, hotel: viewed.hotel, uri: viewed.uri });
  }, [pos, packageId, label, defaultFromPrice, viewed]);

  const goToCheckout = async (acceptedSellPrice: number) => {
    if (!dates.checkin || !nights) return;
    setBusy(true);
    trackEvent(pos, {
      name: 'add_to_cart',
      params: { currency: 'EUR', value: acceptedSellPrice / 100, items: [{ item_id: packageId, item_name: label, quantity: 1 }] },
    });
    const answer = await createCart({
      locale,
      packageId,
      checkin: dates.checkin,
      nights,
      adults: pax.adults,
      children: pax.children,
      babies: pax.babies,
      activitySelectionList: booking.activities,
      acceptedSellPrice,
      useGift: gift !== null,
    }).catch((reason: unknown) => ({ kind: 'error' as const, message: reason instanceof Error ? reason.message : String(reason) }));
    setBusy(false);
    if (answer.kind === 'created') window.location.assign(answer.checkoutUrl);
    else if (answer.kind === 'priceChange') setChange({ previous: answer.previous, current: answer.current });
    else setError(answer.message);
  };

  const book = async () => {
    setError(null);
    if (!dates.checkin || !nights) {
      setError(t('errors:chooseTravelDates'));
      setCalendarOpen(true);
      return;
    }
    if (activities.some((activity) => !booking.activities.some((value) => value.startsWith(`${activity.activityId}_`)))) {
      setError(t('errors:chooseActivityDates'));
      return;
    }
    if (!quoted?.bookable || !quoted.priceInfo) {
      setError(quoted ? getQuoteErrorMessage(quoted.errors) : t('errors.noPrice'));
      return;
    }
    if (gift && giftQuote?.status === 'notAvailable') {
      setError(t('gift.notCovered'));
      return;
    }
    setBusy(true);
    // The live price right before checkout: a difference asks the visitor first (spec §4 checkout start).
    const live = await fetchQuote(packageId, { locale, checkin: dates.checkin, nights, pax, activities: booking.activities, realtime: true }).catch(() => null);
    setBusy(false);
    if (!live?.bookable || !live.priceInfo) {
      setError(live ? getQuoteErrorMessage(live.errors) : t('errors:quote.unexpected'));
      return;
    }
    if (live.priceInfo.sellPrice !== quoted.priceInfo.sellPrice) setChange({ previous: quoted.priceInfo.sellPrice, current: live.priceInfo.sellPrice });
    else await goToCheckout(live.priceInfo.sellPrice);
  };

  const openDrawer = () => {
    setDrawerOpen(true);
    drawer.current?.showModal();
  };

  // The sticky bar's action: books from the desktop panel (which opens the calendar without dates), else opens the drawer.
  const bookFromBar = () => {
    if (!desktopPanel.current?.offsetParent) return openDrawer();
    if (dates.checkin && nights) return void book();
    setCalendarOpen(true);
    desktopPanel.current.querySelector<HTMLButtonElement>('[aria-expanded]')?.focus();
  };

  const chosenDates = dates.checkin && dates.checkout ? `${formatDay(dates.checkin)} – ${formatDay(dates.checkout)}` : null;
  // Before dates: the gift list's rule on the offer's cheapest stay.
  const getGiftFromLine = (fromSupplement: number | undefined) =>
    fromSupplement === undefined
      ? t('gift.headline')
      : fromSupplement === 0
        ? t('gift.included')
        : t('gift.fromSupplement', { amount: formatMoney(fromSupplement, tag) });
  // A beneficiary sees the gift's price type: included, or the supplement left to pay.
  const giftLine = !gift
    ? null
    : giftQuote?.status === 'included'
      ? t('gift.included')
      : giftQuote?.status === 'supplement'
        ? t('gift.supplement', { amount: formatMoney(giftQuote.supplement, tag) })
        : giftQuote || !dates.checkin
          ? getGiftFromLine(gift.fromSupplement)
          : t('gift.headline');
  // The cancellation terms beside the price: the quoted stay's when dates are chosen, else the offer's rule.
  const terms = currentMakeup ? getPriceTerms(currentMakeup.cancellationPolicy, quoted?.bookable ? quoted.cancellationPolicy : null, today) : null;
  const termsText = (value: PriceTerms) =>
    value.kind === 'freeUntil'
      ? t('price.freeCancellationUntil', { date: formatLongDate(value.date, tag), percent: formatRefundRate(tag) })
      : value.kind === 'freeDaysBefore'
        ? t('price.freeCancellationDays', { count: value.days, percent: formatRefundRate(tag) })
        : t('price.nonRefundable');
  const allInLine = t(quotedTotal ? 'common:allInPrice.barTotal' : 'common:allInPrice.barFrom', { price: formatMoney(allInFigure.amount, tag) });
  const priceLine =
    giftLine ??
    (isAllIn ? allInLine : quoted?.priceInfo ? formatMoney(quoted.priceInfo.sellPrice, tag) : t('price.from', { price: formatMoney(fromPricePerPerson, tag) }));

  const panel = (suffix: string) => (
    <div className={styles.panel}>
      {gift && <p className={styles.giftBadge}>{giftLine}</p>}
      {gift && (
        <p className={styles.note}>
          {gift.amount !== null ? t('gift.voucherValue', { amount: formatMoney(gift.amount, tag) }) : t('gift.box', { title: gift.title ?? '' })}
        </p>
      )}
      {!gift && (
        <p className={styles.headline}>
          <PriceViews
            isAllIn={isAllIn}
            viewClassName={styles.headlineView}
            perPerson={
              <>
                <span>
                  {quoted?.priceInfo
                    ? t('price.total', { price: formatMoney(quoted.priceInfo.sellPrice, tag) })
                    : t('price.from', { price: formatMoney(fromPricePerPerson, tag) })}
                </span>
                <span className={styles.allInCaption}>
                  {formatTaxExcludedCaption(t, allInFigure.stay, quotedTotal ? (quoted?.localTaxTotalAmount ?? 0) : fromPrice.allIn.localTax)}
                </span>
              </>
            }
            allIn={
              <>
                <span>{quotedTotal ? formatMoney(allInFigure.amount, tag) : t('common:allInPrice.from', { price: formatMoney(allInFigure.amount, tag) })}</span>
                <span className={styles.allInCaption}>{allInCaption}</span>
              </>
            }
          />
        </p>
      )}
      {!gift && terms && (
        <p className={terms.kind === 'nonRefundable' ? styles.termsStrict : styles.terms} data-testid="price-terms">
          {termsText(terms)}
        </p>
      )}
      {/* Under the price and its cancellation terms, which come first (ADR 51). */}
      {!gift && (
        <div className={styles.allInToggle}>
          <AllInToggle label={t('common:allInPrice.toggle')} />
        </div>
      )}
      <div className={styles.field}>
        <span className={styles.label} id={`dates-${packageId}-${suffix}`}>
          {ts('dates.label')}
        </span>
        <button
          type="button"
          className={styles.control}
          aria-describedby={`dates-${packageId}-${suffix}`}
          aria-expanded={calendarOpen}
          onClick={() => setCalendarOpen(!calendarOpen)}
        >
          {chosenDates ?? ts('dates.add')}
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
            allowedNights={booking.allowedNights}
            priceFormatter={
              gift
                ? (cents) => (cents === 0 ? t('gift.dayIncluded') : `+${formatMoney(Math.ceil(cents / 100) * 100, tag)}`)
                : (cents) => formatMoney(cents, tag)
            }
            caption={
              gift
                ? t('gift.caption', { count: packageNights })
                : tc('priceCaption', { count: packageNights, party: tc('party', { count: pax.adults + pax.children }) })
            }
            onVisibleMonthsChange={booking.loadMonths}
            onSelectionChange={(range) => range.checkin && !range.checkout && booking.chooseCheckin(range.checkin)}
            onValidate={(range) => {
              booking.updateDates(range);
              setCalendarOpen(false);
              setError(null);
            }}
            onClear={() => booking.updateDates({ checkin: null, checkout: null })}
            onClose={() => setCalendarOpen(false)}
          />
        </div>
      )}
      {gift ? (
        <p className={styles.note}>{t('gift.party', { count: pax.adults })}</p>
      ) : (
        <div className={styles.field}>
          <PaxSelector
            id={`pax-${packageId}-${suffix}`}
            label={ts('pax.label')}
            mode="booking"
            t={ts}
            value={{ ...pax, singleRoom: false }}
            onChange={(next) => booking.updatePax({ adults: next.adults, children: next.children, babies: next.babies })}
          />
        </div>
      )}
      {dates.checkin && nights && activities.length > 0 && (
        <ActivityDates
          activities={activities}
          checkin={dates.checkin}
          nights={nights}
          selected={booking.activities}
          onChange={booking.setActivities}
          language={language}
          t={t}
        />
      )}
      <Extras extras={extras} base={baseOffer} label={label} current={currentMakeup} nights={nights ?? packageNights} tag={tag} t={t} />
      <div aria-live="polite" className={styles.quote}>
        {quote.status === 'loading' && <p className={styles.note}>{t('price.loading')}</p>}
        {quote.status === 'error' && <p className={styles.error}>{t('errors:noMoreAvailability')}</p>}
        {quoted && !quoted.bookable && <p className={styles.error}>{t('errors:noMoreAvailability')}</p>}
        {quoted?.bookable && <PriceSummary quote={quoted} t={t} tag={tag} today={today} />}
        {quoted?.bookable && giftQuote && <GiftPriceNote quote={giftQuote} t={t} tag={tag} />}
      </div>
      {!gift && quoted?.bookable && quoted.priceInfo && (
        <PayLaterBanner
          amount={quoted.priceInfo.sellPrice}
          checkin={dates.checkin}
          cancellationDeadline={quoted.cancellationPolicy?.cancellationDeadline ?? null}
          cancellable={quoted.cancellationPolicy?.cancellable ?? false}
          locale={locale}
          language={language}
          tag={tag}
          messages={messages.payLater}
        />
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {/* While the price is being checked (after any change), booking waits for it. */}
      <button
        type="button"
        className={styles.book}
        onClick={() => void book()}
        disabled={busy || quote.status === 'loading'}
        aria-busy={busy || quote.status === 'loading'}
      >
        {t('actions.book')}
      </button>
    </div>
  );

  return (
    <>
      <div className={styles.desktop} ref={desktopPanel}>
        {panel('panel')}
      </div>
      <StickyBookingBar
        visible={pastTabs}
        label={label}
        tabs={tabBar.tabs}
        tabsLabel={tabBar.label}
        price={priceLine}
        action={dates.checkin && nights ? t('actions.book') : t('actions.open')}
        onAction={bookFromBar}
      />
      <div className={pastTabs ? `${styles.bar} ${styles.barUnderSticky}` : styles.bar}>
        <span className={styles.barText}>
          <span>{priceLine}</span>
          {chosenDates && <span className={styles.barDates}>{chosenDates}</span>}
        </span>
        <button type="button" className={styles.book} onClick={openDrawer}>
          {chosenDates ? t('actions.book') : t('actions.open')}
        </button>
      </div>
      <dialog ref={drawer} className={styles.drawer} aria-label={t('actions.open')} onClose={() => setDrawerOpen(false)}>
        <button type="button" className={styles.close} onClick={() => drawer.current?.close()}>
          {t('actions.close')}
        </button>
        {drawerOpen && panel('drawer')}
      </dialog>
      <PriceChangeDialog
        change={change}
        t={t}
        tag={tag}
        onClose={() => setChange(null)}
        onContinue={() => {
          const current = change?.current;
          setChange(null);
          if (current !== undefined) void goToCheckout(current);
        }}
      />
    </>
  );
}
