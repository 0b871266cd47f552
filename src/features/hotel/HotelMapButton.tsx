import { useMemo, useState } from 'react';
import { createTranslator, type Messages } from '../../i18n/client';
import MapModal from '../map/MapModal';
import type { MapPin } from '../../domain/search-types';
import styles from './HotelMapButton.module.scss';

export interface HotelMapButtonProps {
  /** The hotel as the one pin of the map. */
  pin: MapPin;
  /** Text of the button ('See on the map') and title of the dialog. */
  label: string;
  title: string;
  /** Strings of the 'map' namespace. */
  messages: Messages;
  language: string;
  /** Locale of the page: the offline basemap names the catalog's cities in its language. */
  locale?: string;
  /** Tile URL template from the configuration; null shows the pin on a plain background. */
  tileUrl: string | null;
  country: string;
}

/**
 * 'See on the map' on the hotel page: the map modal with the hotel's pin at the hotel zoom (spec §2 'Map modal',
 * §9 map zoom). Leaflet comes with the first opening only.
 */
export default function HotelMapButton({ pin, label, title, messages, language, locale, tileUrl, country }: HotelMapButtonProps) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const [isOpen, setIsOpen] = useState(false);
  const pins = useMemo(() => [pin], [pin]);
  return (
    <>
      <button type="button" className={styles.button} aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" fill="currentColor" />
        </svg>
        {label}
      </button>
      <MapModal
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={title}
        t={t}
        pins={pins}
        tileUrl={tileUrl}
        category="hotel"
        country={country}
        center={{ lat: pin.lat, lng: pin.lng }}
        locale={locale}
        interactive={false}
      />
    </>
  );
}
