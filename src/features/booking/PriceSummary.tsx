import { ROOMS_LEFT_MAX } from '../../domain/availability';
import { formatMoney } from '../../domain/money';
import { shouldShowPromo } from '../../domain/pricing';
import { formatRefundRate, getStayTotal } from '../../domain/quote';
import type { Translate } from '../../i18n/client';
import type { Quote } from './booking-api';
import styles from './BookingPanel.module.scss';
import { formatLongDate } from '../../domain/long-date';
import { getCancellationWindow } from '../../domain/booking-cancellation';

interface Props {
  quote: Quote;
  t: Translate;
  tag: string;
  /** The visitor's 'YYYY-MM-DD': a deadline before it is over, as the checkout says. */
  today: string;
}

/** The quote's price: per person and for the stay, promo from the shared threshold, tourist tax apart, stay total. */
export default function PriceSummary({ quote, t, tag, today }: Props) {
  const info = quote.priceInfo;
  if (!info) return null;
  const promo = shouldShowPromo(info.promoPercentageRounded, 'quote') && info.refPrice > info.sellPrice;
  const tax = quote.localTax?.toBePaidAtHotel ? quote.localTaxTotalAmount : 0;
  const rooms = quote.roomsAmountMessage;
  const policy = quote.cancellationPolicy ?? undefined;
  const window = getCancellationWindow(policy, today);
  const deadline = policy?.cancellationDeadline ? formatLongDate(policy.cancellationDeadline, tag) : '';
  // The rooms-left and cancellation notes follow the list: a <dl> holds only its terms and descriptions.
  return (
    <>
      <dl className={styles.summary}>
        <div>
          <dt>{t('summary.perPerson')}</dt>
          <dd>{formatMoney(info.perPerson, tag)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('summary.stay', { count: info.nights })}</dt>
          <dd>
            {promo && <del>{formatMoney(info.refPrice, tag)}</del>} <strong>{formatMoney(info.sellPrice, tag)}</strong>
            {promo && <span className={styles.promo}>-{info.promoPercentageRounded} %</span>}
          </dd>
        </div>
        {tax > 0 && (
          <>
            <div>
              <dt>{t('summary.touristTax')}</dt>
              <dd>{formatMoney(tax, tag)}</dd>
            </div>
            <div>
              <dt>{t('summary.stayTotal')}</dt>
              <dd>{formatMoney(getStayTotal(info.sellPrice, tax), tag)}</dd>
            </div>
          </>
        )}
        {quote.programLineList.length > 0 && (
          <div className={styles.programme}>
            <dt>{t('summary.programme')}</dt>
            <dd>
              <ul>
                {quote.programLineList.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      {rooms !== null && rooms > 0 && rooms <= ROOMS_LEFT_MAX && <p className={styles.rooms}>{t('summary.roomsLeft', { count: rooms })}</p>}
      {window === 'open' && <p className={styles.note}>{t('summary.cancellation', { date: deadline, percent: formatRefundRate(tag) })}</p>}
      {window === 'deadlinePassed' && <p className={styles.note}>{t('summary.cancellationPassed', { date: deadline })}</p>}
    </>
  );
}
