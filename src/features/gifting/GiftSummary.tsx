import type { GiftFormat } from '../../domain/gift-format';
import { formatMoney } from '../../domain/money';
import type { Translate } from '../../i18n/client';
import styles from './GiftPanel.module.scss';

export interface GiftSummaryProps {
  giftNights: number;
  format: GiftFormat;
  itemPrice: number;
  upsellPrice: number;
  shippingCost: number;
  subElementsPrice: number;
  totalPrice: number;
  tag: string;
  t: Translate;
}

/** The gift's price summary (spec §3 price: shippingCost, subElementsPrice, totalPrice). */
export default function GiftSummary({ giftNights, format, itemPrice, upsellPrice, shippingCost, subElementsPrice, totalPrice, tag, t }: GiftSummaryProps) {
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
          <dd>{shippingCost > 0 ? money(shippingCost) : t('summary.free')}</dd>
        </div>
      )}
      {subElementsPrice > 0 && (
        <div>
          <dt>{t('summary.extras')}</dt>
          <dd>{money(subElementsPrice)}</dd>
        </div>
      )}
      <div className={styles.total}>
        <dt>{t('summary.total')}</dt>
        <dd>{money(totalPrice)}</dd>
      </div>
    </dl>
  );
}
