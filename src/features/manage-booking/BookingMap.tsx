import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { MapPin } from '../../domain/search-types';
import { createTranslator, type Messages } from '../../i18n/client';
import MapErrorBoundary from '../map/MapErrorBoundary';

// The project's map (Leaflet with its pins, pan and zoom buttons) comes when the map scrolls into view; the server
// never imports it, so its styles are not among the page's (ADR 34).
const ResultsMap = lazy(() => (import.meta.env.SSR ? new Promise<never>(() => {}) : import('../map/ResultsMap')));

export interface BookingMapProps {
  /** The hotel as the map's one pin. */
  pin: MapPin;
  /** Strings of the 'map' namespace, its region label and pin name made the hotel's. */
  messages: Messages;
  language: string;
  /** Tile URL template from the configuration; null shows the pin on a plain background. */
  tileUrl: string | null;
  country: string;
}

/** A small map of the hotel on the booking's page, at the hotel zoom, as the hotel page's map shows it. */
export default function BookingMap({ pin, messages, language, tileUrl, country }: BookingMapProps) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const pins = useMemo(() => [pin], [pin]);
  const center = useMemo(() => ({ lat: pin.lat, lng: pin.lng }), [pin.lat, pin.lng]);
  // Rendered on the server and before hydration as its loading line: the map itself exists only in the browser.
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  const loading = <p role="status">{t('loading')}</p>;
  if (!isMounted) return loading;
  return (
    <MapErrorBoundary>
      <Suspense fallback={loading}>
        <ResultsMap pins={pins} t={t} tileUrl={tileUrl} category="hotel" country={country} center={center} interactive={false} />
      </Suspense>
    </MapErrorBoundary>
  );
}
