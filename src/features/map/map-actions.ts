import type { Map as LeafletMap } from 'leaflet';
import { toBoundingBox, type BoundingBox } from '../../domain/map';

export type PanDirection = 'north' | 'south' | 'east' | 'west';

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

/** The visible area as a search (ADR 59): its bounds, longitudes brought back into ±180. */
export function getVisibleArea(map: LeafletMap): BoundingBox | null {
  const bounds = map.wrapLatLngBounds(map.getBounds());
  return toBoundingBox({ south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() });
}
