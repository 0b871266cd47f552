import { getPhysicalFormatTag, type GiftFormat, type ShippingCostState } from '../../../domain/gift-format';
import { formatMoney } from '../../../domain/money';
import type { Translate } from '../../../i18n/client';
import styles from './GiftPanel.module.scss';

export interface GiftFormatChoiceProps {
  id: string;
  format: GiftFormat;
  onChange: (format: GiftFormat) => void;
  shipping: ShippingCostState;
  isPhysicalAvailable: boolean;
  /** What the physical format costs more than the digital one besides shipping (the case), in the physical tag. */
  supplement: number;
  /** How the physical gift is delivered, worded (free in 2–4 days, or express at its price). */
  physicalDelivery: string;
  tag: string;
  t: Translate;
}

/** Digital or physical (spec §4): physical tagged '---' while its shipping cost loads, '+amount' after, disabled when it cannot be sent. */
export default function GiftFormatChoice({ id, format, onChange, shipping, isPhysicalAvailable, supplement, physicalDelivery, tag, t }: GiftFormatChoiceProps) {
  const isLoading = shipping.isFetching;
  return (
    <fieldset className={styles.group}>
      <legend>{t('format.legend')}</legend>
      <label className={styles.card}>
        <input type="radio" name={`${id}-format`} value="digital" checked={format === 'digital'} onChange={() => onChange('digital')} />
        <span className={styles.cardBody}>
          <span className={styles.cardTitle}>{t('format.digital')}</span>
          <span className={styles.note}>{t('delivery.digital')}</span>
        </span>
      </label>
      <label className={`${styles.card} ${isPhysicalAvailable ? '' : styles.disabled}`}>
        <input type="radio" name={`${id}-format`} value="physical" checked={format === 'physical'} disabled={!isPhysicalAvailable} onChange={() => onChange('physical')} aria-describedby={`${id}-physical-note`} />
        <span className={styles.cardBody}>
          <span className={styles.cardTitle}>
            {t('format.physical')}
            {!shipping.error && <span className={styles.cardPrice} aria-busy={isLoading}>{getPhysicalFormatTag(shipping, (cents) => formatMoney(cents, tag), supplement)}</span>}
          </span>
          <span id={`${id}-physical-note`} className={styles.note}>
            {isPhysicalAvailable || isLoading ? physicalDelivery : t('errors:physicalUnavailable')}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
