import { useEffect, useMemo, useState, type SubmitEvent } from 'react';
import { EMPTY_CUSTOMISATION, isCustomisationValid, type GiftCustomisation, getGiftCustomisationKey } from '../../../domain/gift-customisation';
import { getFreeAmountRange, isGiftCardAmountAllowed, parseEuroAmount } from '../../../domain/gift-card-amount';
import { buildGiftCheckoutQuery } from '../../../domain/gift-checkout-query';
import { resolveGiftFormat, isPhysicalFormatAvailable, type GiftFormat } from '../../../domain/gift-format';
import { formatMoney } from '../../../domain/money';
import { createTranslator, type Messages } from '../../../i18n/client';
import { loadGiftCustomisation, saveGiftCustomisation } from '../../../stores/gift-customisation';
import GiftCustomisationFields from '../customisation/GiftCustomisationFields';
import GiftFormatChoice from '../customisation/GiftFormatChoice';
import { useShippingCost } from '../customisation/use-shipping-cost';
import styles from './GiftCardForm.module.scss';

export interface GiftCardFormProps {
  amounts: number[];
  /** Preselected amount (cents). */
  initialAmount: number;
  locale: string;
  language: string;
  tag: string;
  /** Strings of the 'gift' namespace. */
  messages: Messages;
  checkoutPath: string;
  physicalEnabled: boolean;
}

/** Gift card customisation (spec §2, §5): amount, 'from' (not required), message and format, then the gift checkout. */
export default function GiftCardForm({ amounts, initialAmount, locale, language, tag, messages, checkoutPath, physicalEnabled }: GiftCardFormProps) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const customisationKey = getGiftCustomisationKey(locale, { kind: 'card' });
  const money = (cents: number) => formatMoney(cents, tag);
  const [amount, setAmount] = useState(initialAmount);
  // 'Another amount': whole euros within getFreeAmountRange, typed with or without a decimal comma or point; an
  // amount with cents is kept as typed and refused with the field's error.
  const [isOther, setOther] = useState(false);
  const [otherText, setOtherText] = useState('');
  const range = getFreeAmountRange(amounts);
  const otherAmount = parseEuroAmount(otherText);
  const isOtherValid = otherAmount !== null && isGiftCardAmountAllowed(otherAmount, amounts);
  const chosenAmount = isOther ? (isOtherValid ? otherAmount : null) : amount;
  const rangeText = { min: money(range.min), max: money(range.max) };
  const [customisation, setCustomisation] = useState<GiftCustomisation>({ ...EMPTY_CUSTOMISATION });
  const [format, setFormat] = useState<GiftFormat>('digital');
  const [submitted, setSubmitted] = useState(false);
  const shipping = useShippingCost(locale, true);
  useEffect(() => setCustomisation(loadGiftCustomisation(customisationKey)), [customisationKey]);
  const chosen = resolveGiftFormat(format, isPhysicalFormatAvailable(shipping, physicalEnabled));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (chosenAmount === null) {
      document.getElementById('gift-card-other')?.focus();
      return;
    }
    if (!isCustomisationValid(customisation, false)) return;
    saveGiftCustomisation(customisation, customisationKey);
    window.location.assign(`${checkoutPath}?${buildGiftCheckoutQuery({ type: 'GIFT_CARD', amount: chosenAmount, giftFormat: chosen })}`);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.amounts}>
        <legend>{t('giftCard.amount')}</legend>
        {amounts.map((value) => (
          <label key={value} className={styles.amount}>
            <input
              type="radio"
              name="amount"
              value={value}
              checked={!isOther && amount === value}
              onChange={() => {
                setAmount(value);
                setOther(false);
              }}
            />
            <span>{money(value)}</span>
          </label>
        ))}
        <label className={styles.amount}>
          <input type="radio" name="amount" value="other" checked={isOther} onChange={() => setOther(true)} />
          <span>{t('giftCard.other')}</span>
        </label>
        {isOther && (
          <div className={styles.other}>
            <label htmlFor="gift-card-other">{t('giftCard.otherLabel')}</label>
            <p id="gift-card-other-hint" className={styles.hint}>
              {t('giftCard.otherHint', rangeText)}
            </p>
            <input
              id="gift-card-other"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={otherText}
              maxLength={9}
              onChange={(event) => setOtherText(event.target.value.replace(/[^\d.,]/g, ''))}
              aria-invalid={submitted && !isOtherValid ? true : undefined}
              aria-describedby={submitted && !isOtherValid ? 'gift-card-other-hint gift-card-other-error' : 'gift-card-other-hint'}
            />
            {submitted && !isOtherValid && (
              <p id="gift-card-other-error" className={styles.error}>
                {t('giftCard.otherError', rangeText)}
              </p>
            )}
          </div>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('customisation.title')}</legend>
        <GiftCustomisationFields value={customisation} onChange={setCustomisation} isFromNameMandatory={false} showErrors={submitted} t={t} />
      </fieldset>
      <GiftFormatChoice value={chosen} onChange={setFormat} shipping={shipping} physicalEnabled={physicalEnabled} t={t} money={money} product="giftCard" />
      <button type="submit" className={styles.submit}>
        {chosenAmount === null ? t('format.confirm') : t('giftCard.continue', { amount: money(chosenAmount) })}
      </button>
    </form>
  );
}
