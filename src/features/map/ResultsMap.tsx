import leafletCss from 'leaflet/dist/leaflet.css?url';
import { useEffect, useEffectEvent, useRef, type KeyboardEvent } from 'react';
import { getInitialView } from '../../domain/map';
import type { Translate } from '../../i18n/client';
import type { MapPin } from '../../domain/search-types';
import MapControls from './MapControls';
import PinCard from './PinCard';
import { getSearchArea, panMap, zoomMap, type SearchArea } from './map-actions';
import { useLeafletMap, useTileLayer } from './use-leaflet-map';
import { usePinMarkers } from './use-pin-markers';
import { mapClasses as styles } from './map-classes';
import mapCss from './results-map.scss?url';

export interface ResultsMapProps {
  pins: readonly MapPin[];
  /** Strings of the 'map' namespace. */
  t: Translate;
  /** Tile URL template from the configuration, e.g. 'https://tile.example/{z}/{x}/{y}.png'; empty: no tiles. */
  tileUrl: string | null;
  /** HTML credit of the tiles, from the configuration. */
  tileAttribution?: string;
  /** Destination category of the search, for the zoom. */
  category?: string;
  /** Market country ('FR', 'ES', 'IT', 'NL', 'BE'): the centre when nothing else gives one. */
  country?: string;
  /** The searched place, when it has coordinates. */
  center?: { lat: number; lng: number } | null;
  /** Only interactive maps offer 'Search in this area'. */
  interactive: boolean;
  onSearchArea?(area: SearchArea): void;
}

/**
 * The results map (spec §2 'Map modal', §4 'Map'): price pins, an info card for the selected pin, buttons to pan
 * and zoom without dragging, and 'Search in this area' once the visitor has moved the map. Client only: load it
 * with `import()` so that Leaflet stays out of the first load.
 */
export default function ResultsMap({ pins, t, tileUrl, tileAttribution, category, country, center, interactive, onSearchArea }: ResultsMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const { map, hasMoved, showView, forgetMove } = useLeafletMap(containerRef);
  useTileLayer(map, tileUrl, tileAttribution);
  const { pinsKey, selectedPin, isSelectedByKeyboard, clearSelection, focusPin } = usePinMarkers(map, pins, (pin) =>
    t('pin', { hotel: pin.label, price: pin.priceLabel }),
  );

  const fitPins = useEffectEvent(() => showView(getInitialView(pins, { category, country, center })));
  useEffect(() => fitPins(), [showView, pinsKey, category, country, center?.lat, center?.lng]);

  useEffect(() => {
    if (isSelectedByKeyboard) cardRef.current?.focus();
  }, [selectedPin?.id, isSelectedByKeyboard]);

  const closeCard = () => {
    if (!selectedPin) return;
    if (cardRef.current?.contains(document.activeElement)) focusPin(selectedPin.id);
    clearSelection();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !selectedPin) return;
    // Escape closes the card first; only the next one closes the dialog around the map.
    event.preventDefault();
    event.stopPropagation();
    closeCard();
  };
  const searchArea = () => {
    if (!map || !onSearchArea) return;
    onSearchArea(getSearchArea(map));
    forgetMove();
    // The button goes away: keep focus in the map rather than losing it to the page.
    containerRef.current?.focus({ preventScroll: true });
  };

  // The map's styles (Leaflet's and ours) come with the map, never with the page (ADR 34): React puts them in the
  // head and shows the map once they are loaded.
  return (
    <div className={styles.root} onKeyDown={handleKeyDown}>
      <link rel="stylesheet" href={leafletCss} precedence="map" />
      <link rel="stylesheet" href={mapCss} precedence="map" />
      <MapControls t={t} onPan={(direction) => map && panMap(map, direction)} onZoom={(delta) => map && zoomMap(map, delta)} />
      {interactive && onSearchArea && hasMoved && (
        <button type="button" className={styles.searchArea} onClick={searchArea}>
          {t('searchArea')}
        </button>
      )}
      <div ref={containerRef} className={styles.canvas} role="region" aria-label={t('label')} />
      {selectedPin && <PinCard ref={cardRef} pin={selectedPin} t={t} onClose={closeCard} />}
    </div>
  );
}
