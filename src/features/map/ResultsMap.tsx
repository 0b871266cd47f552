import leafletCss from 'leaflet/dist/leaflet.css?url';
import { useEffect, useEffectEvent, useRef, type KeyboardEvent } from 'react';
import { getBoundingBoxView, getInitialView, type BoundingBox } from '../../domain/map';
import type { Translate } from '../../i18n/client';
import type { MapPin } from '../../domain/search-types';
import MapControls from './MapControls';
import PinCard from './PinCard';
import { getVisibleArea, panMap, zoomMap } from './map-actions';
import { BASEMAP_VIEW, useBasemap } from './use-basemap';
import { useLeafletMap, useTileLayer } from './use-leaflet-map';
import { usePinMarkers } from './use-pin-markers';
import { usePlaceLabels } from './use-place-labels';
import { mapClasses as styles } from './map-classes';
import mapCss from './results-map.scss?url';

export interface ResultsMapProps {
  pins: readonly MapPin[];
  /** Strings of the 'map' namespace. */
  t: Translate;
  /** Tile URL template from the configuration, e.g. 'https://tile.example/{z}/{x}/{y}.png'; empty: the offline basemap. */
  tileUrl: string | null;
  /** HTML credit of the tiles, from the configuration. */
  tileAttribution?: string;
  /** Destination category of the search, for the zoom. */
  category?: string;
  /** Market country ('FR', 'ES', 'IT', 'NL', 'BE'): the centre when nothing else gives one. */
  country?: string;
  /** The searched place, when it has coordinates. */
  center?: { lat: number; lng: number } | null;
  /** The map area searched, if any: the map shows it. */
  area?: BoundingBox | null;
  /** A line over the map about its pins ('32 offers'), read out when it changes. */
  status?: string;
  /** Locale of the page ('fr_FR'): the offline basemap names the catalog's cities in its language. */
  locale?: string;
  /** Only interactive maps offer 'Search in this area'. */
  interactive: boolean;
  onSearchArea?(area: BoundingBox): void;
}

/**
 * The results map (spec §2 'Map modal', §4 'Map'): price pins clustered where they would overlap, an info card for
 * the selected pin, buttons to pan and zoom without dragging, and 'Search in this area' once the visitor has moved the
 * map; tiles when configured, else the offline basemap (ADR 59). Client only: load it with `import()` so that Leaflet
 * stays out of the first load.
 */
export default function ResultsMap({
  pins,
  t,
  tileUrl,
  tileAttribution,
  category,
  country,
  center,
  area,
  status,
  locale,
  interactive,
  onSearchArea,
}: ResultsMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  // The area this map searched last: it shows it already, and must not jump when its results arrive.
  const searchedArea = useRef<string | null>(null);
  const { map, hasMoved, showView, forgetMove } = useLeafletMap(containerRef, tileUrl ? undefined : BASEMAP_VIEW);
  useTileLayer(map, tileUrl, tileAttribution);
  useBasemap(map, !tileUrl);
  usePlaceLabels(map, locale, !tileUrl);
  const { pinsKey, selectedPin, isSelectedByKeyboard, clearSelection, focusPin } = usePinMarkers(
    map,
    pins,
    (pin) => t('pin', { hotel: pin.label, price: pin.priceLabel }),
    (count) => t('cluster', { count }),
  );

  const areaKey = area ? area.join(',') : null;
  const fitView = useEffectEvent(() => {
    if (areaKey !== null && areaKey === searchedArea.current) return;
    showView(area ? getBoundingBoxView(area) : getInitialView(pins, { category, country, center }));
  });
  useEffect(() => fitView(), [showView, pinsKey, areaKey, category, country, center?.lat, center?.lng]);

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
    const visible = map && getVisibleArea(map);
    if (!visible || !onSearchArea) return;
    searchedArea.current = visible.join(',');
    clearSelection();
    onSearchArea(visible);
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
      {status && (
        <p className={styles.status} role="status">
          {status}
        </p>
      )}
      {selectedPin && <PinCard ref={cardRef} pin={selectedPin} t={t} onClose={closeCard} />}
    </div>
  );
}
