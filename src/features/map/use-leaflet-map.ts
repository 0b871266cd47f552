import { control, map as createMap, tileLayer, type Map as LeafletMap, type MapOptions } from 'leaflet';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { InitialView } from '../../domain/map';
import { isMotionReduced } from './map-actions';

/** Closest zoom: streets (with tiles); the offline basemap has long stopped adding detail there. */
export const MAX_ZOOM = 17;

/** Room kept around fitted pins, in pixels, so that a pin at the edge stays whole. */
const FIT_PADDING = 48;

export interface LeafletMapState {
  /** Null until mounted. */
  map: LeafletMap | null;
  /** True once the visitor has dragged, zoomed or panned the map since the last `showView` or `forgetMove`. */
  hasMoved: boolean;
  /** Shows a view now, or as soon as the container has a size again (it has none while its dialog is closed). */
  showView(view: InitialView): void;
  forgetMove(): void;
}

const hasSize = (map: LeafletMap) => map.getContainer().clientWidth > 0 && map.getContainer().clientHeight > 0;

function showPendingView(map: LeafletMap, pending: RefObject<InitialView | null>): void {
  const view = pending.current;
  if (!view || !hasSize(map)) return;
  pending.current = null;
  if (view.bounds) {
    const { south, west, north, east } = view.bounds;
    const padding = view.exact ? 0 : FIT_PADDING;
    map.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      { padding: [padding, padding], maxZoom: view.zoom, animate: false },
    );
  } else {
    map.setView([view.center.lat, view.center.lng], view.zoom, { animate: false });
  }
  // Within the map's limits now, or Leaflet would bring it back later, as if the visitor had moved it.
  const limit = map.options.maxBounds;
  if (limit) map.panInsideBounds(limit, { animate: false });
}

/** Runs `move` (synchronous: no animation) flagged as a move of the code, not of the visitor. */
function moveByCode(flag: RefObject<boolean>, move: () => void): void {
  flag.current = true;
  try {
    move();
  } finally {
    flag.current = false;
  }
}

/** A Leaflet map in `containerRef` for the component's lifetime, following the container's size; `limits` when it is made. */
export function useLeafletMap(containerRef: RefObject<HTMLElement | null>, limits?: MapOptions): LeafletMapState {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [hasMoved, setHasMoved] = useState(false);
  const pendingView = useRef<InitialView | null>(null);
  // Read once: the map is made once.
  const limitsRef = useRef(limits);
  const isMovingByCode = useRef(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const isAnimated = !isMotionReduced();
    // Zoom snaps to whole levels: the pins' clusters are computed per level.
    const created = createMap(container, {
      zoomControl: false,
      attributionControl: false,
      zoomAnimation: isAnimated,
      fadeAnimation: isAnimated,
      markerZoomAnimation: isAnimated,
      maxZoom: MAX_ZOOM,
      ...limitsRef.current,
    });
    created.on('moveend', () => {
      if (!isMovingByCode.current) setHasMoved(true);
    });
    const observer = new ResizeObserver(() =>
      moveByCode(isMovingByCode, () => {
        created.invalidateSize();
        showPendingView(created, pendingView);
      }),
    );
    observer.observe(container);
    setMap(created);
    return () => {
      observer.disconnect();
      created.remove();
      setMap(null);
    };
  }, [containerRef]);

  const showView = useCallback(
    (view: InitialView) => {
      pendingView.current = view;
      if (map) moveByCode(isMovingByCode, () => showPendingView(map, pendingView));
      setHasMoved(false);
    },
    [map],
  );
  const forgetMove = useCallback(() => setHasMoved(false), []);
  return { map, hasMoved, showView, forgetMove };
}

/**
 * The configured tile layer and its attribution. Without a URL there is none and no request leaves the page: the
 * offline basemap is drawn instead (use-basemap.ts).
 */
export function useTileLayer(map: LeafletMap | null, url: string | null, attribution: string | undefined): void {
  useEffect(() => {
    if (!map || !url) return;
    const tiles = tileLayer(url, { attribution: attribution ?? '' }).addTo(map);
    const credits = attribution ? control.attribution({ prefix: false }).addTo(map) : null;
    return () => {
      tiles.remove();
      credits?.remove();
    };
  }, [map, url, attribution]);
}
