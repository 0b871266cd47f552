import { divIcon, marker, type Marker } from 'leaflet';
import { PIN_SIZES } from '../../domain/map';
import type { MapPin } from '../../domain/search-types';
import { mapClasses as styles } from './map-classes';

/** z-index offset that keeps the selected pin above its neighbours. */
const ACTIVE_PIN_Z_OFFSET = 1000;

/**
 * A price pin: a DivIcon (never Leaflet's default image icon, which would be fetched) that Tab reaches.
 * Without an icon size Leaflet leaves the size to CSS, which centres the pin on its position whatever the
 * width of the price. The price is set as text, never as HTML.
 */
export function createPinMarker(pin: MapPin, accessibleName: string): Marker {
  const price = document.createElement('span');
  price.textContent = pin.priceLabel;
  const icon = divIcon({ html: price, className: styles.pin ?? '', iconSize: undefined });
  const pinMarker = marker([pin.lat, pin.lng], { icon, keyboard: true, riseOnHover: true });
  pinMarker.on('add', () => {
    const element = pinMarker.getElement();
    element?.setAttribute('aria-label', accessibleName);
    setPinActive(pinMarker, false);
  });
  return pinMarker;
}

/** Shows a pin as the selected one (larger, accent colour, on top) or as a default one; aria-pressed drives the style. */
export function setPinActive(pinMarker: Marker, isActive: boolean): void {
  const element = pinMarker.getElement();
  if (!element) return;
  // Set through the CSSOM, which the Content-Security-Policy allows, unlike a style attribute.
  element.style.setProperty('--pin-size', `${isActive ? PIN_SIZES.active : PIN_SIZES.default}px`);
  element.setAttribute('aria-pressed', String(isActive));
  pinMarker.setZIndexOffset(isActive ? ACTIVE_PIN_Z_OFFSET : 0);
}

/**
 * A cluster of pins too close to tell apart at this zoom (ADR 59): their count, reached with Tab like a pin; a click,
 * Enter or Space zooms in until they part. The count is set as text.
 */
export function createClusterMarker(position: [number, number], count: number, accessibleName: string): Marker {
  const label = document.createElement('span');
  label.textContent = String(count);
  const icon = divIcon({ html: label, className: styles.cluster ?? '', iconSize: undefined });
  const clusterMarker = marker(position, { icon, keyboard: true, riseOnHover: true, zIndexOffset: 500 });
  clusterMarker.on('add', () => clusterMarker.getElement()?.setAttribute('aria-label', accessibleName));
  return clusterMarker;
}
