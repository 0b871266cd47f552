import { formatMoney } from '../../../domain/money';
import { getGiftStayPrice } from '../../../domain/gift-pricing';
import { PRICE_BUCKETS, type PriceBucketId } from '../../../domain/price-buckets';
import type { Translate } from '../../../i18n/client';
import styles from './GiftPanel.module.scss';
import cards from '../ChoiceCard.module.scss';

export interface GiftOptionsProps {
  id: string;
  nightsOptions: readonly number[];
  giftNights: number;
  onNightsChange: (nights: number) => void;
  /** Whether the visitor chooses the bucket (gift stays; single vouchers only in care mode). */
  showBuckets: boolean;
  bucket: PriceBucketId;
  onBucketChange: (bucket: PriceBucketId) => void;
  bucketPrices: readonly number[];
  packageNights: number;
  tag: string;
  t: Translate;
}

/** Length of stay and rate (spec §2 gift stay setup; §9 price buckets with their explanations). */
export default function GiftOptions({
  id,
  nightsOptions,
  giftNights,
  onNightsChange,
  showBuckets,
  bucket,
  onBucketChange,
  bucketPrices,
  packageNights,
  tag,
  t,
}: GiftOptionsProps) {
  const priceOf = (nights: number, bucketId: PriceBucketId) => getGiftStayPrice(bucketPrices, packageNights, nights, bucketId);
  return (
    <>
      <fieldset className={styles.group}>
        <legend>{t('nights.legend')}</legend>
        <div className={styles.chips}>
          {nightsOptions.map((nights) => (
            <label key={nights} className={styles.chip}>
              <input type="radio" name={`${id}-nights`} value={nights} checked={giftNights === nights} onChange={() => onNightsChange(nights)} />
              <span>{t('nights.option', { count: nights })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {showBuckets && (
        <fieldset className={styles.group}>
          <legend>{t('buckets.legend')}</legend>
          {PRICE_BUCKETS.map((option) => {
            const price = priceOf(giftNights, option.id);
            return (
              <label key={option.id} className={cards.card}>
                <input
                  type="radio"
                  name={`${id}-bucket`}
                  value={option.id}
                  checked={bucket === option.id}
                  onChange={() => onBucketChange(option.id)}
                  aria-describedby={`${id}-bucket-${option.id}`}
                />
                <span className={cards.cardBody}>
                  <span className={cards.cardTitle}>
                    {t(`buckets.${option.key}.name`)}
                    {option.popular && <span className={styles.badge}>{t('buckets.popular')}</span>}
                    {price !== null && <span className={cards.cardPrice}>{formatMoney(price, tag)}</span>}
                  </span>
                  <span id={`${id}-bucket-${option.id}`} className={styles.note}>
                    {t(`buckets.${option.key}.explanation`)}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </>
  );
}
