import { useEffect, useMemo, useState } from 'react';
import { createTranslator, type Messages } from '../../i18n/client';
import MapModal from '../map/MapModal';
import type { MapPin } from '../../domain/search-types';
import { fetchBoxStays } from './box-stays';
import styles from './BoxMap.module.scss';

export interface BoxMapProps {
  code: string;
  locale: string;
  language: string;
  /** Strings of the 'map' namespace. */
  messages: Messages;
  label: string;
  title: string;
  tileUrl: string | null;
  country: string;
}

/** The box's stays on the map (spec §2 'Box detail'): all of them, fetched on the first opening; a failure shows no pins. */
export default function BoxMap({ code, locale, language, messages, label, title, tileUrl, country }: BoxMapProps) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const [isOpen, setOpen] = useState(false);
  const [pins, setPins] = useState<MapPin[]>([]);
  useEffect(() => {
    if (!isOpen || pins.length > 0) return;
    fetchBoxStays(code, locale, 'map').then(
      ({ cards }) =>
        setPins(
          cards.map((card) => ({
            id: card.id,
            lat: card.lat,
            lng: card.lng,
            label: card.hotel,
            offerLabel: card.label,
            priceLabel: card.city,
            imageUrl: card.imageUrl,
            uri: card.uri,
          })),
        ),
      () => setPins([]),
    );
  }, [isOpen, pins.length, code, locale]);
  return (
    <>
      <button type="button" className={styles.button} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" fill="currentColor" />
        </svg>
        {label}
      </button>
      <MapModal
        open={isOpen}
        onClose={() => setOpen(false)}
        title={title}
        t={t}
        pins={pins}
        tileUrl={tileUrl}
        country={country}
        locale={locale}
        interactive={false}
      />
    </>
  );
}
