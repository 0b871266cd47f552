import { useEffect, useMemo, useState, type SubmitEvent } from 'react';
import { EMPTY_CUSTOMISATION, isCustomisationValid, type GiftCustomisation } from '../../domain/gift-customisation';
import { buildGiftCheckoutQuery } from '../../domain/gift-checkout-query';
import { resolveGiftFormat, isPhysicalFormatAvailable, type GiftFormat } from '../../domain/gift-format';
import { formatMoney } from '../../domain/money';
import { createTranslator, type Messages } from '../../i18n/client';
import { loadGiftCustomisation, saveGiftCustomisation } from '../../stores/gift-customisation';
import GiftCustomisationFields from '../gift-checkout/GiftCustomisationFields';
import GiftFormatChoice from '../gift-checkout/GiftFormatChoice';
import { useShippingCost } from '../gift-checkout/use-shipping-cost';
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
  const money = (cents: number) => formatMoney(cents, tag);
  const [amount, setAmount] = useState(initialAmount);
  const [customisation, setCustomisation] = useState<GiftCustomisation>({ ...EMPTY_CUSTOMISATION });
  const [format, setFormat] = useState<GiftFormat>('digital');
  const [submitted, setSubmitted] = useState(false);
  const shipping = useShippingCost(locale, true);
  useEffect(() => setCustomisation(loadGiftCustomisation()), []);
  const chosen = resolveGiftFormat(format, isPhysicalFormatAvailable(shipping, physicalEnabled));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isCustomisationValid(customisation, false)) return;
    saveGiftCustomisation(customisation);
    window.location.assign(`${checkoutPath}?${buildGiftCheckoutQuery({ type: 'GIFT_CARD', amount, giftFormat: chosen })}`);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.amounts}>
        <legend>{t('giftCard.amount')}</legend>
        {amounts.map((value) => (
          <label key={value} className={styles.amount}>
            <input type="radio" name="amount" value={value} checked={amount === value} onChange={() => setAmount(value)} />
            <span>{money(value)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('customisation.title')}</legend>
        <GiftCustomisationFields value={customisation} onChange={setCustomisation} isFromNameMandatory={false} showErrors={submitted} t={t} />
      </fieldset>
      <GiftFormatChoice value={chosen} onChange={setFormat} shipping={shipping} physicalEnabled={physicalEnabled} t={t} money={money} />
      <button type="submit" className={styles.submit}>{t('giftCard.continue', { amount: money(amount) })}</button>
    </form>
  );
}
