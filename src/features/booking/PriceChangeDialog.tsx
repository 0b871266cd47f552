import { useEffect, useRef } from 'react';
import { formatMoney } from '../../domain/money';
import type { Translate } from '../../i18n/client';
import styles from './BookingPanel.module.scss';

interface Props {
  change: { previous: number; current: number } | null;
  t: Translate;
  tag: string;
  onContinue(): void;
  onClose(): void;
}

/**
 * Spec §4 price-change modal: a lower price is good news (celebration), a higher one an alert; both show the old
 * and new price and the difference. Continue forces the checkout; Back is hidden when the price went down.
 */
export default function PriceChangeDialog({ change, t, tag, onContinue, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (change && !element.open) element.showModal();
    if (!change && element.open) element.close();
  }, [change]);
  const lower = change ? change.current < change.previous : false;
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="price-change-title" onClose={onClose} data-tone={lower ? 'good' : 'alert'}>
      {change && (
        <>
          <h2 id="price-change-title">{lower ? t('priceChange.lowerTitle') : t('priceChange.higherTitle')}</h2>
          <p>{lower ? t('priceChange.lower') : t('errors:priceHigher')}</p>
          <dl className={styles.summary}>
            <div>
              <dt>{t('priceChange.previous')}</dt>
              <dd>
                <del>{formatMoney(change.previous, tag)}</del>
              </dd>
            </div>
            <div className={styles.total}>
              <dt>{t('priceChange.current')}</dt>
              <dd>
                <strong>{formatMoney(change.current, tag)}</strong>
              </dd>
            </div>
            <div>
              <dt>{t('priceChange.difference')}</dt>
              <dd>
                {change.current > change.previous ? '+' : '−'}
                {formatMoney(Math.abs(change.current - change.previous), tag)}
              </dd>
            </div>
          </dl>
          <div className={styles.dialogActions}>
            {!lower && (
              <button type="button" className={styles.secondary} onClick={onClose}>
                {t('priceChange.back')}
              </button>
            )}
            <button type="button" className={styles.primary} onClick={onContinue}>
              {t('priceChange.continue')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
