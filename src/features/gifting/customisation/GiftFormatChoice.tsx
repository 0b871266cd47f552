import { useId } from 'react';
import { getPhysicalFormatTag, isPhysicalFormatAvailable, type GiftFormat, type ShippingCostState } from '../../../domain/gift-format';
import { getGiftDelivery, getGiftDeliveryWording, type ChosenExtra } from '../../../domain/gift-delivery';
import type { Translate } from '../../../i18n/client';
import styles from './GiftFormatChoice.module.scss';
import cards from '../ChoiceCard.module.scss';

export interface GiftFormatChoiceProps {
  value: GiftFormat;
  onChange(format: GiftFormat): void;
  shipping: ShippingCostState;
  /** The physical-gift feature flag. */
  physicalEnabled: boolean;
  /** Strings of the caller's namespace: format.*, delivery.* and errors:physicalUnavailable. */
  t: Translate;
  money(cents: number): string;
  /** What is bought: a gift card is an e-gift card or a printed card; a box and a stay use format.digital/physical. */
  product?: 'box' | 'giftCard' | 'stay' | undefined;
  /** 'cards': the compact cards of the product page's gift panel; 'options': the gift card form and the box's format window. */
  look?: 'cards' | 'options' | undefined;
  /** Name of the radio group (one per form). */
  name?: string | undefined;
  /** Price of each format when they differ (a box), formatted. */
  prices?: Partial<Record<GiftFormat, string>> | undefined;
  /** Cents the physical item costs more than the digital one (the case), added to shipping in the physical tag. */
  physicalDifference?: number | undefined;
  /** A line under the physical option's delivery (why its tag is more than the shipping). */
  physicalNote?: string | undefined;
  /** Extras chosen for the physical gift: express delivery changes how its delivery is worded. */
  extras?: readonly ChosenExtra[] | undefined;
}

interface FormatOption {
  format: GiftFormat;
  name: string;
  delivery: string;
  note: string | null;
  price: string | undefined;
  tag: string | null;
  disabled: boolean;
}

/**
 * Digital or physical (spec §4 'Gift format'): physical shows '---' while the shipping cost loads and '+amount'
 * after; it cannot be chosen when the lookup fails or the flag is off, and then says why (spec §8).
 */
export default function GiftFormatChoice(props: GiftFormatChoiceProps) {
  const {
    value,
    onChange,
    shipping,
    physicalEnabled,
    t,
    money,
    product = 'box',
    look = 'options',
    name = 'giftFormat',
    prices,
    physicalDifference = 0,
    physicalNote = null,
    extras = [],
  } = props;
  const noteId = useId();
  const isAvailable = isPhysicalFormatAvailable(shipping, physicalEnabled);
  // Spec §8: the reason shows when the flag is off or the lookup failed, not while the cost is still loading.
  const isUnavailable = !physicalEnabled || shipping.error;
  const wording = getGiftDeliveryWording(getGiftDelivery('physical', extras), money);
  const formatName = (format: GiftFormat) =>
    t(product === 'giftCard' ? (format === 'digital' ? 'format.cardDigital' : 'format.cardPhysical') : `format.${format}`);
  const options: FormatOption[] = [
    {
      format: 'digital',
      name: formatName('digital'),
      delivery: t('delivery.digital'),
      note: null,
      price: prices?.digital,
      tag: look === 'options' ? t('format.free') : null,
      disabled: false,
    },
    {
      format: 'physical',
      name: formatName('physical'),
      delivery: t(`delivery.${wording.key}`, wording.values),
      note: physicalNote,
      price: prices?.physical,
      tag: isUnavailable ? null : getPhysicalFormatTag(shipping, money, physicalDifference),
      disabled: !isAvailable,
    },
  ];
  const radio = (option: FormatOption) => (
    <input
      type="radio"
      name={name}
      value={option.format}
      checked={value === option.format}
      disabled={option.disabled}
      onChange={() => onChange(option.format)}
      aria-describedby={option.format === 'physical' ? noteId : undefined}
    />
  );

  if (look === 'cards') {
    return (
      <fieldset className={styles.cards}>
        <legend>{t('format.legend')}</legend>
        {options.map((option) => (
          <label key={option.format} className={`${cards.card} ${option.disabled ? cards.cardDisabled : ''}`}>
            {radio(option)}
            <span className={cards.cardBody}>
              <span className={cards.cardTitle}>
                {option.name}
                {option.tag && (
                  <span className={cards.cardPrice} aria-busy={shipping.isFetching}>
                    {option.tag}
                  </span>
                )}
              </span>
              <span id={option.format === 'physical' ? noteId : undefined} className={cards.cardNote}>
                {option.format === 'physical' && isUnavailable ? t('errors:physicalUnavailable') : option.delivery}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{t('format.legend')}</legend>
      {options.map((option) => (
        <label key={option.format} className={`${styles.option} ${option.disabled ? styles.disabled : ''}`}>
          {radio(option)}
          <span className={styles.text}>
            <span className={styles.name}>{option.name}</span>
            <span id={option.format === 'physical' ? noteId : undefined} className={styles.muted}>
              {option.delivery}
            </span>
            {option.note && <span className={styles.muted}>{option.note}</span>}
            {option.price && <span className={styles.price}>{option.price}</span>}
          </span>
          {option.tag && <span className={styles.tag}>{option.tag}</span>}
        </label>
      ))}
      {isUnavailable && (
        <p className={styles.unavailable} role="status">
          {t('errors:physicalUnavailable')}
        </p>
      )}
    </fieldset>
  );
}
