import { divIcon, marker, type Map as LeafletMap, type Marker } from 'leaflet';
import { useEffect } from 'react';
import { LABELS_PANE, ensurePane } from './use-basemap';
import { PINS_RENDERED } from './use-pin-markers';
import { mapClasses as styles } from './map-classes';

interface MapPlace {
  id: number;
  label: string;
  lat: number;
  lng: number;
  hotels: number;
}

/** Room kept around a name, in pixels, so that two names never touch. */
const LABEL_MARGIN = 6;
/** Height of a name's box (font size 12 px, its dot and a line of air). */
const LABEL_HEIGHT = 18;
/** The labels' font, as results-map.scss sets it: measured once to size each name's box. */
const LABEL_FONT = '600 12px system-ui, sans-serif';

type Box = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Names of the catalog's cities on the offline basemap (ADR 59): the cities with the most hotels first, each one only
 * where it overlaps no pin and no name already placed, placed again after each move. Pictures only: the pins carry the names a
 * screen reader needs. A failure leaves the map without names.
 */
export function usePlaceLabels(map: LeafletMap | null, locale: string | undefined, enabled: boolean): void {
  useEffect(() => {
    if (!map || !enabled || !locale) return;
    const controller = new AbortController();
    const shown = new Map<number, Marker>();
    let places: MapPlace[] = [];
    const context = document.createElement('canvas').getContext('2d');
    if (context) context.font = LABEL_FONT;
    const widths = new Map<number, number>();
    const widthOf = (place: MapPlace) => {
      let width = widths.get(place.id);
      if (width === undefined) {
        width = (context?.measureText(place.label).width ?? place.label.length * 7) + 12;
        widths.set(place.id, width);
      }
      return width;
    };
    /** The pins and clusters, and the buttons over the map, in layer pixels: a name never goes under one. */
    const markerBoxes = (): Box[] => {
      const container = map.getContainer();
      const origin = container.getBoundingClientRect();
      const overlays = container.parentElement?.querySelectorAll(`.${styles.controls}, .${styles.status}, .${styles.searchArea}`) ?? [];
      return [...(map.getPane('markerPane')?.children ?? []), ...overlays].map((element) => {
        const rect = element.getBoundingClientRect();
        const topLeft = map.containerPointToLayerPoint([rect.left - origin.left, rect.top - origin.top]);
        return { left: topLeft.x, top: topLeft.y, right: topLeft.x + rect.width, bottom: topLeft.y + rect.height };
      });
    };
    const place = () => {
      if (controller.signal.aborted) return;
      const view = map.getBounds();
      const taken: Box[] = markerBoxes();
      // Only names that fit whole in the map: one cut at its edge reads as another place.
      const topLeft = map.containerPointToLayerPoint([0, 0]);
      const size = map.getSize();
      const frame = { left: topLeft.x, top: topLeft.y, right: topLeft.x + size.x, bottom: topLeft.y + size.y };
      const next = new Set<number>();
      for (const city of places) {
        if (!view.contains([city.lat, city.lng])) continue;
        const point = map.latLngToLayerPoint([city.lat, city.lng]);
        const box = {
          left: point.x - 4 - LABEL_MARGIN,
          top: point.y - LABEL_HEIGHT / 2 - LABEL_MARGIN,
          right: point.x + widthOf(city) + LABEL_MARGIN,
          bottom: point.y + LABEL_HEIGHT / 2 + LABEL_MARGIN,
        };
        if (box.left < frame.left || box.top < frame.top || box.right > frame.right || box.bottom > frame.bottom) continue;
        if (taken.some((other) => overlaps(box, other))) continue;
        taken.push(box);
        next.add(city.id);
      }
      for (const [id, label] of shown) {
        if (next.has(id)) continue;
        label.remove();
        shown.delete(id);
      }
      for (const city of places) {
        if (!next.has(city.id) || shown.has(city.id)) continue;
        const text = document.createElement('span');
        text.textContent = city.label;
        const icon = divIcon({ html: text, className: styles.place ?? '', iconSize: undefined });
        shown.set(city.id, marker([city.lat, city.lng], { icon, pane: LABELS_PANE, interactive: false, keyboard: false }).addTo(map));
      }
    };
    ensurePane(map, LABELS_PANE, true);
    fetch(`/api/map-places.json?locale=${encodeURIComponent(locale)}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ places: MapPlace[] }>) : Promise.reject(new Error(`places ${response.status}`))))
      .then((answer) => {
        if (controller.signal.aborted) return;
        places = answer.places;
        map.whenReady(place);
        // The pins are placed again after each move: the names follow them.
        map.on(PINS_RENDERED, place);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      map.off(PINS_RENDERED, place);
      for (const label of shown.values()) label.remove();
    };
  }, [map, locale, enabled]);
}
