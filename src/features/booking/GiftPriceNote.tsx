import { formatMoney } from '../../domain/money';
import type { Translate } from '../../i18n/client';
import styles from './BookingPanel.module.scss';
import type { GiftQuote } from './use-gift-quote';

interface Props {
  quote: GiftQuote;
  t: Translate;
  tag: string;
}

/** The beneficiary price type of the chosen stay (spec §3 `beneficiary`): included in the gift, or its supplement. */
export default function GiftPriceNote({ quote, t, tag }: Props) {
  if (quote.status === 'notAvailable') return <p className={styles.error}>{t('gift.notCovered')}</p>;
  return (
    <dl className={`${styles.summary} ${styles.gift}`} data-testid="gift-price">
      <div>
        <dt>{t('gift.pays')}</dt>
        <dd>{formatMoney(quote.covered, tag)}</dd>
      </div>
      <div className={styles.total}>
        <dt>{quote.status === 'included' ? t('gift.included') : t('gift.supplementLabel')}</dt>
        <dd>
          <strong>{formatMoney(quote.supplement, tag)}</strong>
        </dd>
      </div>
      {quote.leftover > 0 && (
        <div data-testid="gift-leftover">
          <dt>{t('gift.keeps')}</dt>
          <dd>{formatMoney(quote.leftover, tag)}</dd>
        </div>
      )}
    </dl>
  );
}
