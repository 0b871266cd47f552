import type { Map as LeafletMap, Marker } from 'leaflet';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { isValidPosition } from '../../domain/map';
import type { MapPin } from '../../domain/search-types';
import { isMotionReduced } from './map-actions';
import { createClusterMarker, createPinMarker, setPinActive } from './pin-marker';

/** What the markers show: a parent may rebuild an equal pins array on every render, which must not redraw them. */
export const getPinsKey = (pins: readonly MapPin[]) => pins.map((pin) => [pin.id, pin.lat, pin.lng, pin.label, pin.priceLabel].join(':')).join('|');

/**
 * Pins closer than this, in pixels, are shown as one cluster: a price pin is about 60 × 40 px, so two pins any closer
 * would cover each other's price.
 */
const CLUSTER_RADIUS = 48;
/** From this zoom on, every pin shows on its own (two hotels in one building still overlap). */
const CLUSTER_MAX_ZOOM = 15;

type PinProperties = { id: number };

/** Fired on the map each time its markers have been placed. */
export const PINS_RENDERED = 'halte:pinsrendered';

/** An activation by keyboard or pointer of a pin or cluster; Enter and Space activate a keyboard marker. */
function onActivate(target: Marker, activate: (byKeyboard: boolean) => void): void {
  target.on('click', () => activate(false));
  target.on('keydown', ({ originalEvent }) => {
    const key = (originalEvent as KeyboardEvent).key;
    if (key !== 'Enter' && key !== ' ') return;
    originalEvent.preventDefault();
    activate(true);
  });
}

/**
 * The pins on the map, clustered where they would overlap (ADR 59), and the selected pin: a click, Enter or Space on
 * a pin selects it, on a cluster zooms in to part it; a click on the map clears the selection. A selection made with
 * the keyboard is flagged so that focus can follow it; a cluster opened with the keyboard hands the focus on to the
 * first of its pins or smaller clusters.
 */
export function usePinMarkers(map: LeafletMap | null, pins: readonly MapPin[], getPinName: (pin: MapPin) => string, getClusterName: (count: number) => string) {
  const [selection, setSelection] = useState<{ id: number; isByKeyboard: boolean } | null>(null);
  const markers = useRef(new Map<number, Marker>());
  const selectedPin = (selection && pins.find((pin) => pin.id === selection.id)) ?? null;
  const pinsKey = useMemo(() => getPinsKey(pins), [pins]);

  const isSelected = useEffectEvent((id: number) => selectedPin?.id === id);
  const showMarkers = useEffectEvent((target: LeafletMap) => {
    markers.current.clear();
    const byId = new Map(pins.filter(isValidPosition).map((pin) => [pin.id, pin]));
    const index = new Supercluster<PinProperties, PinProperties>({ radius: CLUSTER_RADIUS, extent: 256, maxZoom: CLUSTER_MAX_ZOOM });
    index.load(
      [...byId.values()].map((pin) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [pin.lng, pin.lat] }, properties: { id: pin.id } })),
    );
    const pinMarker = (pin: MapPin) => {
      let created = markers.current.get(pin.id);
      if (!created) {
        created = createPinMarker(pin, getPinName(pin));
        const current = created;
        current.on('add', () => setPinActive(current, isSelected(pin.id)));
        onActivate(current, (isByKeyboard) => setSelection({ id: pin.id, isByKeyboard }));
        markers.current.set(pin.id, current);
      }
      return created;
    };
    const clusters = new Map<number, Marker>();
    /** Pins a cluster opened with the keyboard held: the focus goes to the first marker showing one of them. */
    let focusAfterZoom: Set<number> | null = null;
    const clusterMarker = (id: number, position: [number, number], count: number) => {
      let created = clusters.get(id);
      if (!created) {
        created = createClusterMarker(position, count, getClusterName(count));
        onActivate(created, (isByKeyboard) => {
          if (isByKeyboard) focusAfterZoom = new Set(index.getLeaves(id, Infinity).map((leaf) => leaf.properties.id));
          target.setView(position, Math.min(index.getClusterExpansionZoom(id), target.getMaxZoom()), { animate: !isMotionReduced() });
        });
        clusters.set(id, created);
      }
      return created;
    };
    const shown = new Set<Marker>();
    let isShown = true;
    const render = () => {
      if (!isShown) return;
      const zoom = Math.round(target.getZoom());
      const view = target.getBounds().pad(0.5);
      const box: [number, number, number, number] = [
        Math.max(-180, view.getWest()),
        Math.max(-85, view.getSouth()),
        Math.min(180, view.getEast()),
        Math.min(85, view.getNorth()),
      ];
      const next = new Set<Marker>();
      let focusTarget: Marker | null = null;
      for (const item of index.getClusters(box, zoom)) {
        const [lng, lat] = item.geometry.coordinates as [number, number];
        const properties = item.properties as PinProperties & Partial<ClusterProperties>;
        const pin = properties.cluster ? null : byId.get(properties.id);
        const shownMarker =
          properties.cluster_id !== undefined ? clusterMarker(properties.cluster_id, [lat, lng], properties.point_count ?? 0) : pin ? pinMarker(pin) : null;
        if (!shownMarker) continue;
        next.add(shownMarker);
        if (focusAfterZoom && !focusTarget) {
          const held =
            properties.cluster_id !== undefined ? index.getLeaves(properties.cluster_id, Infinity).map((leaf) => leaf.properties.id) : [properties.id];
          if (held.some((id) => focusAfterZoom?.has(id))) focusTarget = shownMarker;
        }
      }
      for (const old of shown) if (!next.has(old)) old.remove();
      for (const added of next) if (!shown.has(added)) added.addTo(target);
      shown.clear();
      for (const marker of next) shown.add(marker);
      if (focusTarget) {
        focusAfterZoom = null;
        (focusTarget as Marker).getElement()?.focus({ preventScroll: true });
      }
      // The basemap's place names make room for the markers (use-place-labels.ts).
      target.fire(PINS_RENDERED);
    };
    // The first render waits for the map's first view (it has none while its dialog has no size yet).
    target.whenReady(render);
    target.on('moveend', render);
    return () => {
      isShown = false;
      target.off('moveend', render);
      for (const marker of shown) marker.remove();
    };
  });

  useEffect(() => {
    if (!map) return;
    const hide = showMarkers(map);
    const clearSelection = () => setSelection(null);
    map.on('click', clearSelection);
    return () => {
      hide();
      map.off('click', clearSelection);
    };
  }, [map, pinsKey]);

  useEffect(() => {
    for (const [id, pinMarker] of markers.current) setPinActive(pinMarker, id === selectedPin?.id);
  }, [map, pinsKey, selectedPin?.id]);

  return {
    pinsKey,
    selectedPin,
    isSelectedByKeyboard: selection?.isByKeyboard ?? false,
    clearSelection: () => setSelection(null),
    focusPin: (id: number) => markers.current.get(id)?.getElement()?.focus({ preventScroll: true }),
  };
}
