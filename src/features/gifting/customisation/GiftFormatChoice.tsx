import { getPhysicalFormatTag, isPhysicalFormatAvailable, type GiftFormat, type ShippingCostState } from '../../../domain/gift-format';
import { getGiftDelivery, getGiftDeliveryWording, type ChosenExtra } from '../../../domain/gift-delivery';
import type { Translate } from '../../../i18n/client';
import styles from './GiftFormatChoice.module.scss';

export interface GiftFormatChoiceProps {
  value: GiftFormat;
  onChange(format: GiftFormat): void;
  shipping: ShippingCostState;
  /** The physical-gift feature flag. */
  physicalEnabled: boolean;
  /** Strings of the 'gift' namespace (format.*). */
  t: Translate;
  money(cents: number): string;
  /** Price of each format when they differ (a box), formatted. */
  prices?: Partial<Record<GiftFormat, string>> | undefined;
  /** Cents the physical item costs more than the digital one (a physical box), shown in the physical tag. */
  physicalDifference?: number | undefined;
  /** What is bought: a gift card is an e-gift card or a printed card, never a box. */
  product?: 'box' | 'giftCard' | undefined;
  /** Extras chosen for the physical gift: express delivery changes how its delivery is worded. */
  extras?: readonly ChosenExtra[] | undefined;
}

/**
 * Digital or physical (spec §4 'Gift format'): physical shows '---' while the shipping cost loads and '+amount'
 * after; it cannot be chosen when the lookup fails or the flag is off, and then says why (spec §8).
 */
export default function GiftFormatChoice({ value, onChange, shipping, physicalEnabled, t, money, prices, physicalDifference = 0, product = 'box', extras = [] }: GiftFormatChoiceProps) {
  const isAvailable = isPhysicalFormatAvailable(shipping, physicalEnabled);
  // Spec §8: the reason shows when the flag is off or the lookup failed, not while the cost is still loading.
  const isUnavailable = !physicalEnabled || shipping.error;
  const physicalTag = isUnavailable ? null : getPhysicalFormatTag(shipping, money, physicalDifference);
  const wording = getGiftDeliveryWording(getGiftDelivery('physical', extras), money);
  const delivery = t(`delivery.${wording.key}`, wording.values);
  // A physical box costs more than the e-box: the option says why its tag is more than the (free) shipping.
  const physicalNote = physicalDifference > 0 ? t('box.supplement', { amount: money(physicalDifference) }) : null;
  const option = (format: GiftFormat, text: string, tagText: string | null, disabled: boolean, note: string | null = null) => (
    <label className={`${styles.option} ${disabled ? styles.disabled : ''}`}>
      <input type="radio" name="giftFormat" value={format} checked={value === format} disabled={disabled} onChange={() => onChange(format)} />
      <span className={styles.text}>
        <span className={styles.name}>{t(product === 'giftCard' ? (format === 'digital' ? 'format.cardDigital' : 'format.cardPhysical') : `format.${format}`)}</span>
        <span className={styles.muted}>{text}</span>
        {note && <span className={styles.muted}>{note}</span>}
        {prices?.[format] && <span className={styles.price}>{prices[format]}</span>}
      </span>
      {tagText && <span className={styles.tag}>{tagText}</span>}
    </label>
  );
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{t('format.legend')}</legend>
      {option('digital', t('delivery.digital'), t('format.free'), false)}
      {option('physical', delivery, physicalTag, !isAvailable, physicalNote)}
      {isUnavailable && <p className={styles.unavailable} role="status">{t('errors:physicalUnavailable')}</p>}
    </fieldset>
  );
}
