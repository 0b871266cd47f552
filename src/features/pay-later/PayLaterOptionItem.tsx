import { getScheduleTotal, type PayLaterOption } from '../../domain/pay-later';
import type { Translate } from '../../i18n/client';
import type { PayLaterFormat } from './pay-later-text';
import styles from './PayLaterModal.module.scss';

interface Props {
  option: PayLaterOption;
  t: Translate;
  format: PayLaterFormat;
}

/** One way to pay later in the modal: PayPal, the deferred payment with its day, or an instalment schedule. */
export function PayLaterOptionItem({ option, t, format }: Props) {
  if (option.kind === 'paypal') {
    return (
      <li className={styles.option}>
        <h3 className={styles.optionTitle}>{t('paypal.title')}</h3>
        <p className={styles.text}>{t('paypal.text')}</p>
      </li>
    );
  }
  if (option.kind === 'deferred') {
    const payment = option.payments[0];
    return (
      <li className={styles.option}>
        <h3 className={styles.optionTitle}>{t('deferred.title')}</h3>
        {payment && (
          <p className={styles.text}>{t('deferred.text', { amount: format.formatAmount(payment.amountCents), date: format.formatDay(payment.date) })}</p>
        )}
      </li>
    );
  }
  const { count, feeCents, payments } = option;
  const total = format.formatAmount(getScheduleTotal(payments));
  return (
    <li className={styles.option}>
      <h3 className={styles.optionTitle}>{t('split.title', { count })}</h3>
      <table className={styles.schedule}>
        <caption className="visually-hidden">{t('split.caption', { count })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('split.date')}</th>
            <th scope="col">{t('split.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment, index) => (
            <tr key={index}>
              <th scope="row">{format.formatDay(payment.date)}</th>
              <td>{format.formatAmount(payment.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.text}>{feeCents > 0 ? t('split.totalWithFee', { total, fee: format.formatAmount(feeCents) }) : t('split.totalNoFee', { total })}</p>
    </li>
  );
}
