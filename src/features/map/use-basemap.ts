import { geoJSON, latLngBounds, svg, type GeoJSONOptions, type Layer, type Map as LeafletMap, type MapOptions, type PolylineOptions } from 'leaflet';
import { useEffect } from 'react';
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
// A hashed build asset (/_astro/…, cached for a year), fetched only when a map opens (ADR 59).
import basemapUrl from './basemap/europe.topo.json?url';
import bounds from './basemap/bounds.json';

/** Panes of the offline basemap and of its place names, under the markers (600) and over nothing else. */
export const BASEMAP_PANE = 'basemap';
export const LABELS_PANE = 'labels';

/** Farthest zoom: the whole basemap on a desktop screen; farther out the map would show where it ends. */
const MIN_ZOOM = 4;
/** Closest zoom: the coast of the basemap is drawn to about 500 m, a few pixels here. */
const MAX_ZOOM = 14;

type Basemap = Topology<{ land: GeometryObject; borders: GeometryObject; lakes: GeometryObject }>;

/**
 * The view's limits over the offline basemap, given when the map is made (set later, they would move it as if the
 * visitor had): not past its edges, not farther out than it makes sense, not closer than its detail.
 */
export const BASEMAP_VIEW: MapOptions = {
  minZoom: MIN_ZOOM,
  maxZoom: MAX_ZOOM,
  maxBounds: latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]),
  maxBoundsViscosity: 1,
};

/** Creates a pane once; `hidden` keeps what it holds away from assistive technologies (pictures only). */
export function ensurePane(map: LeafletMap, name: string, hidden: boolean): HTMLElement {
  const pane = map.getPane(name) ?? map.createPane(name);
  if (hidden) pane.setAttribute('aria-hidden', 'true');
  return pane;
}

/**
 * The offline basemap of Natural Earth data (ADR 59), when no tile server is configured: land on the sea's colour,
 * lakes, country borders (the map is made with BASEMAP_VIEW). A failure leaves the plain background (spec §8).
 */
export function useBasemap(map: LeafletMap | null, enabled: boolean): void {
  useEffect(() => {
    if (!map || !enabled) return;
    const controller = new AbortController();
    const layers: Layer[] = [];
    ensurePane(map, BASEMAP_PANE, true);
    fetch(basemapUrl, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Basemap>) : Promise.reject(new Error(`basemap ${response.status}`))))
      .then((topology) => {
        if (controller.signal.aborted) return;
        // One SVG for the three layers, drawn a screen beyond the view so that a short drag shows no edge.
        const renderer = svg({ pane: BASEMAP_PANE, padding: 1 });
        const draw = (name: keyof Basemap['objects'], className: string) => {
          // Leaflet hands these options to each path it makes, the renderer included.
          const options: GeoJSONOptions & PolylineOptions = { pane: BASEMAP_PANE, renderer, interactive: false, smoothFactor: 1.5, className };
          return geoJSON(feature(topology, topology.objects[name]), options);
        };
        layers.push(draw('land', 'map-land'), draw('lakes', 'map-lake'), draw('borders', 'map-border'));
        for (const layer of layers) layer.addTo(map);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      for (const layer of layers) layer.remove();
    };
  }, [map, enabled]);
}
