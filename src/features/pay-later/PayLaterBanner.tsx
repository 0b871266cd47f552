import { useId, useMemo, useState } from 'react';
import { getPayLaterSummary } from '../../domain/pay-later';
import { createTranslator, type Messages } from '../../i18n/client';
import { getEligibilityQuery } from './eligibility-api';
import { PayLaterModal } from './PayLaterModal';
import { createPayLaterFormat, getSummaryLine } from './pay-later-text';
import styles from './PayLaterBanner.module.scss';
import { usePayLaterOptions } from './use-pay-later-options';

export interface PayLaterBannerProps {
  /** Stay total in cents. */
  amount: number;
  /** 'YYYY-MM-DD', or null while no date is chosen (nothing is shown then). */
  checkin: string | null;
  /** 'YYYY-MM-DD' last day a cancellation refunds, or null. */
  cancellationDeadline: string | null;
  cancellable: boolean;
  /** Market locale: 'fr_FR', 'es_ES'… */
  locale: string;
  /** Language of `messages`, for plural rules: 'fr', 'es'… */
  language: string;
  /** BCP 47 tag of the market for dates and amounts: 'fr-BE'… */
  tag: string;
  /** getMessages(language, 'payLater'). */
  messages: Messages;
}

/**
 * 'Ease your budget' banner (spec §2): asks which pay-later options the stay allows and, when at least one does,
 * shows a one-line summary and a button opening the options' details. Nothing is shown while the amount or the
 * check-in is unknown, or when the eligibility call fails or offers nothing (spec §8).
 */
export default function PayLaterBanner({ amount, checkin, cancellationDeadline, cancellable, locale, language, tag, messages }: PayLaterBannerProps) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const format = useMemo(() => createPayLaterFormat(tag), [tag]);
  const options = usePayLaterOptions(getEligibilityQuery({ amount, checkin, cancellationDeadline, cancellable, locale }));
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();

  if (options.length === 0) {
    // Closed with the options it showed, so new options later do not reopen it by themselves.
    if (isOpen) setIsOpen(false);
    return null;
  }
  return (
    <div className={styles.banner} role="group" aria-labelledby={titleId}>
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {t('banner.title')}
        </p>
        <p className={styles.summary}>{getSummaryLine(getPayLaterSummary(options), t, format)}</p>
      </div>
      <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        {t('banner.open')}
      </button>
      <PayLaterModal open={isOpen} onClose={() => setIsOpen(false)} amount={amount} options={options} t={t} format={format} />
    </div>
  );
}
