import { Random } from './db/seed/random';
import { IMAGE_SIZES, type ImageKind, type ImageSize } from './images';

const PALETTES = [
  ['#f6d5a8', '#e98f5f', '#4f7d6b', '#2f5d50'],
  ['#cfe3f1', '#8fb8d8', '#5b8c5a', '#365e3b'],
  ['#f9e0c7', '#d77a61', '#7a8f6b', '#4b5e3f'],
  ['#dde7f2', '#a3b8d1', '#3f6e8c', '#23445c'],
  ['#fbe7d3', '#f2a65a', '#8c6d4f', '#5a4532'],
];

/** One shape of an illustration, in the image's pixels (origin at the top left, as in SVG). */
export type ImageShape =
  | { type: 'rect'; x: number; y: number; width: number; height: number; fill: string; rx?: number; opacity?: number }
  | { type: 'polygon'; points: readonly (readonly [number, number])[]; fill: string }
  | { type: 'circle'; cx: number; cy: number; r: number; fill: string };

/** An illustration as data: a sky fading from `sky` to white, then its shapes in drawing order. */
export interface ImageDrawing {
  width: number;
  height: number;
  sky: string;
  shapes: ImageShape[];
}

function hashSeed(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function motif(kind: ImageKind, random: Random, w: number, h: number): ImageShape[] {
  const x = w * (0.35 + random.next() * 0.3);
  const base = h * 0.78;
  if (kind === 'hotel') {
    const bw = w * 0.22;
    const bh = h * 0.32;
    const windows = Array.from({ length: 6 }, (_, i): ImageShape => ({ type: 'rect', x: x + 8 + (i % 3) * (bw / 3), y: base - bh + 10 + Math.floor(i / 3) * (bh / 2.4), width: bw / 6, height: bh / 6, fill: '#fdf6e3', opacity: 0.9 }));
    return [
      { type: 'rect', x, y: base - bh, width: bw, height: bh, fill: '#f4efe6' },
      { type: 'polygon', points: [[x - 6, base - bh], [x + bw / 2, base - bh - h * 0.12], [x + bw + 6, base - bh]], fill: '#9c4a2f' },
      ...windows,
    ];
  }
  if (kind === 'room') {
    return [
      { type: 'rect', x: w * 0.2, y: h * 0.55, width: w * 0.6, height: h * 0.2, rx: 8, fill: '#f4efe6' },
      { type: 'rect', x: w * 0.2, y: h * 0.45, width: w * 0.12, height: h * 0.3, fill: '#8c6d4f' },
    ];
  }
  if (kind === 'box') {
    return [
      { type: 'rect', x: w * 0.38, y: h * 0.4, width: w * 0.24, height: h * 0.34, fill: '#b4441f' },
      { type: 'rect', x: w * 0.485, y: h * 0.4, width: w * 0.03, height: h * 0.34, fill: '#f6d5a8' },
    ];
  }
  return [
    { type: 'circle', cx: x, cy: base - h * 0.12, r: h * 0.08, fill: '#f4efe6' },
    { type: 'rect', x: x - 3, y: base - h * 0.05, width: 6, height: h * 0.05, fill: '#5a4532' },
  ];
}

/**
 * A landscape illustration as shapes, the same for the same kind, id and index: the site serves it as SVG and the
 * PDF voucher draws the same shapes with pdf-lib (ADR 47).
 */
export function buildImageDrawing(kind: ImageKind, id: string, index: number, size: ImageSize): ImageDrawing {
  const [w, h] = size.split('_').map(Number) as [number, number];
  const random = new Random(hashSeed(`${kind}:${id}:${index}`));
  const [sky, sun, hill, hillDark] = random.pick(PALETTES) as [string, string, string, string];
  const hills = [0.62, 0.72].map((level, i): ImageShape => {
    const points = Array.from({ length: 7 }, (_, k) => [(k / 6) * w, h * (level + (random.next() - 0.5) * 0.12)] as const);
    return { type: 'polygon', points: [[0, h], ...points, [w, h]], fill: i === 0 ? hill : hillDark };
  });
  // Drawn first but placed after the hills, as the served SVG always drew it.
  const sunShape: ImageShape = { type: 'circle', cx: w * (0.15 + random.next() * 0.7), cy: h * 0.25, r: h * 0.1, fill: sun };
  return { width: w, height: h, sky, shapes: [sunShape, ...hills, ...motif(kind, random, w, h)] };
}

function shapeToSvg(shape: ImageShape): string {
  switch (shape.type) {
    case 'rect':
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}"${shape.rx !== undefined ? ` rx="${shape.rx}"` : ''} fill="${shape.fill}"${shape.opacity !== undefined ? ` opacity="${shape.opacity}"` : ''}/>`;
    case 'polygon':
      return `<polygon points="${shape.points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${shape.fill}"/>`;
    case 'circle':
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.fill}"/>`;
  }
}

/** A landscape illustration, the same for the same kind, id and index, in one of the spec's sizes. */
export function renderImageSvg(kind: ImageKind, id: string, index: number, size: ImageSize): string {
  const { width: w, height: h, sky, shapes } = buildImageDrawing(kind, id, index, size);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#s)"/>${shapes.map(shapeToSvg).join('')}</svg>`;
}

export function isImageSize(value: string | undefined): value is ImageSize {
  return (IMAGE_SIZES as readonly string[]).includes(value ?? '');
}
