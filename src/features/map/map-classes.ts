/**
 * Class names of results-map.scss. It is a plain style sheet rather than a CSS module: Vite cannot give the URL of a
 * CSS module, and the map links its styles itself when it opens (ADR 34).
 */
const NAMES = [
  'canvas',
  'card',
  'cardBody',
  'cardClose',
  'cardImage',
  'cardLink',
  'cardOffer',
  'cardPrice',
  'cardPriceNote',
  'cardTitle',
  'cluster',
  'control',
  'controls',
  'east',
  'north',
  'pin',
  'place',
  'root',
  'searchArea',
  'south',
  'status',
  'west',
  'zoomIn',
  'zoomOut',
] as const;

export const mapClasses: { readonly [key: string]: string } = Object.fromEntries(NAMES.map((name) => [name, `map-${name}`]));
