import { useState } from 'react';
import { formatMoney } from '../../domain/money';
import { getOfferPriceDifferencePerNight, roundUpToEuro } from '../../domain/pricing';
import type { Translate } from '../../i18n/client';
import styles from './BookingPanel.module.scss';

/** An offer reached by adding or removing an extra. */
export interface ExtraLink {
  id: number;
  label: string;
  uri: string;
  /** Price difference for the stay, in cents. */
  priceDifference: number;
}

interface Props {
  extras: readonly ExtraLink[];
  /** The offer without the extra, when this offer is one. */
  base: ExtraLink | null;
  nights: number;
  tag: string;
  t: Translate;
}

/** Spec §4 upsell add/remove: a short 'We are adding / removing your extra' message, then the other offer after 500 ms. */
export const EXTRA_NAVIGATION_DELAY_MS = 500;

export default function Extras({ extras, base, nights, tag, t }: Props) {
  const [pending, setPending] = useState<string | null>(null);
  if (extras.length === 0 && !base) return null;
  const go = (link: ExtraLink, message: string) => {
    setPending(message);
    // The dates and travellers travel in the hash to the other offer.
    setTimeout(() => window.location.assign(`${link.uri}${window.location.hash}`), EXTRA_NAVIGATION_DELAY_MS);
  };
  return (
    <div className={styles.extras}>
      <p className={styles.label}>{t('extras.title')}</p>
      {base && (
        <div className={styles.extra}>
          <span>{t('extras.included')}</span>
          <button type="button" className={styles.secondary} disabled={pending !== null} onClick={() => go(base, t('extras.removing', { label: base.label }))}>{t('extras.remove')}</button>
        </div>
      )}
      {extras.map((extra) => (
        <div key={extra.id} className={styles.extra}>
          <span>
            {extra.label}
            <span className={styles.note}> {t('extras.perNight', { price: formatMoney(roundUpToEuro(getOfferPriceDifferencePerNight(extra.priceDifference, Math.max(1, nights))), tag) })}</span>
          </span>
          <button type="button" className={styles.secondary} disabled={pending !== null} aria-label={t('extras.addNamed', { label: extra.label })} onClick={() => go(extra, t('extras.adding', { label: extra.label }))}>{t('extras.add')}</button>
        </div>
      ))}
      <p role="status" className={styles.note}>{pending}</p>
    </div>
  );
}
