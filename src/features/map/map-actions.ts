import type { Map as LeafletMap } from 'leaflet';
import { getRadiusKm } from '../../domain/map';

export type PanDirection = 'north' | 'south' | 'east' | 'west';

/** The centre of the visible area and the radius that covers it, for 'Search in this area'. */
export interface SearchArea {
  lat: number;
  lng: number;
  radiusKm: number;
}

const PAN_VECTORS: Readonly<Record<PanDirection, readonly [number, number]>> = { north: [0, -1], south: [0, 1], east: [1, 0], west: [-1, 0] };

/** Share of the map's width or height one pan button moves: far enough to matter, near enough to keep one's bearings. */
const PAN_SHARE = 1 / 3;

export const isMotionReduced = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The keyboard and pointer alternative to dragging (WCAG 2.5.7). */
export function panMap(map: LeafletMap, direction: PanDirection): void {
  const [x, y] = PAN_VECTORS[direction];
  const size = map.getSize();
  map.panBy([x * size.x * PAN_SHARE, y * size.y * PAN_SHARE], { animate: !isMotionReduced() });
}

export function zoomMap(map: LeafletMap, delta: 1 | -1): void {
  map.setZoom(map.getZoom() + delta, { animate: !isMotionReduced() });
}

/** The visible area as a search: its centre (longitude brought back into ±180) and half its diagonal. */
export function getSearchArea(map: LeafletMap): SearchArea {
  const center = map.wrapLatLng(map.getCenter());
  const bounds = map.getBounds();
  const radiusKm = getRadiusKm({ south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() });
  return { lat: center.lat, lng: center.lng, radiusKm };
}
