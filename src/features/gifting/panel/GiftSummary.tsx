import type { GiftFormat } from '../../../domain/gift-format';
import { formatMoney } from '../../../domain/money';
import type { Translate } from '../../../i18n/client';
import styles from './GiftPanel.module.scss';

export interface GiftSummaryProps {
  giftNights: number;
  format: GiftFormat;
  itemPrice: number;
  upsellPrice: number;
  shippingCost: number;
  subElementsPrice: number;
  /** Express delivery among the extras (cents): shown on the shipping line, not with the other extras. */
  expressCents?: number;
  totalPrice: number;
  tag: string;
  t: Translate;
}

/** The gift's price summary (spec §3 price: shippingCost, subElementsPrice, totalPrice). */
export default function GiftSummary({
  giftNights,
  format,
  itemPrice,
  upsellPrice,
  shippingCost,
  subElementsPrice,
  totalPrice,
  tag,
  t,
  expressCents = 0,
}: GiftSummaryProps) {
  const money = (cents: number) => formatMoney(cents, tag);
  return (
    <dl className={styles.summary} aria-label={t('summary.title')}>
      <div>
        <dt>{t('summary.stay', { count: giftNights })}</dt>
        <dd>{money(itemPrice)}</dd>
      </div>
      {upsellPrice > 0 && (
        <div>
          <dt>{t('upsell.label')}</dt>
          <dd>{money(upsellPrice)}</dd>
        </div>
      )}
      {format === 'physical' && (
        <div>
          <dt>{t('summary.shipping')}</dt>
          <dd>{shippingCost + expressCents > 0 ? money(shippingCost + expressCents) : t('summary.free')}</dd>
        </div>
      )}
      {subElementsPrice - expressCents > 0 && (
        <div>
          <dt>{t('summary.extras')}</dt>
          <dd>{money(subElementsPrice - expressCents)}</dd>
        </div>
      )}
      <div className={styles.total}>
        <dt>{t('summary.total')}</dt>
        <dd>{money(totalPrice)}</dd>
      </div>
    </dl>
  );
}
