import { useId, type Ref } from 'react';
import type { Translate } from '../../i18n/client';
import type { MapPin } from '../../domain/search-types';
import { mapClasses as styles } from './map-classes';

interface Props {
  ref: Ref<HTMLElement>;
  pin: MapPin;
  t: Translate;
  onClose(): void;
}

/** Info card of the selected pin, over the map (not a Leaflet popup): image, hotel, offer, price as the result cards say it, 'See offer'. */
export default function PinCard({ ref, pin, t, onClose }: Props) {
  const titleId = useId();
  return (
    <article ref={ref} className={styles.card} aria-labelledby={titleId} tabIndex={-1}>
      {pin.imageUrl && <img className={styles.cardImage} src={pin.imageUrl} alt="" width={120} height={80} decoding="async" />}
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          {pin.label}
        </h3>
        <p className={styles.cardOffer}>{pin.offerLabel}</p>
        <p className={styles.cardPrice}>
          {pin.priceFrom && <span className={styles.cardPriceNote}>{pin.priceFrom} </span>}
          <strong>{pin.priceLabel}</strong>
          {pin.priceUnit && <span className={styles.cardPriceNote}> {pin.priceUnit}</span>}
        </p>
        <a className={styles.cardLink} href={pin.uri}>
          {t('seeOffer')}
        </a>
      </div>
      <button type="button" className={styles.cardClose} aria-label={t('closeCard')} title={t('closeCard')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </article>
  );
}
