/**
 * The illustrations as data (ADR 47, ADR 63): flat shapes given as SVG path data on a 320×180 board, over a sky that
 * fades from one colour to another. The SVG route serialises them; the PDF voucher draws the same paths with pdf-lib.
 */

/** Width and height of the board every picture is drawn on (16:9); sizes only scale it. */
export const BOARD_W = 320;
export const BOARD_H = 180;

export interface Shape {
  /** SVG path data in board units. */
  d: string;
  fill: string;
  opacity?: number;
}

export interface Drawing {
  /** Sky colours, top and bottom. */
  sky: readonly [string, string];
  shapes: Shape[];
}

/** A number with at most one decimal, as short as it can be written. */
export const num = (value: number): string => String(Math.round(value * 10) / 10);

export const rect = (x: number, y: number, w: number, h: number): string => `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}z`;

export const poly = (...points: readonly number[]): string => {
  let d = '';
  for (let i = 0; i + 1 < points.length; i += 2) d += `${i === 0 ? 'M' : 'L'}${num(points[i] ?? 0)} ${num(points[i + 1] ?? 0)}`;
  return `${d}z`;
};

export const ellipse = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${num(cx - rx)} ${num(cy)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0z`;

export const circle = (cx: number, cy: number, r: number): string => ellipse(cx, cy, r, r);

/** A rectangle with a half-round top (an arched window or door). */
export const arch = (x: number, y: number, w: number, h: number): string =>
  `M${num(x)} ${num(y + h)}v${num(-(h - w / 2))}a${num(w / 2)} ${num(w / 2)} 0 0 1 ${num(w)} 0v${num(h - w / 2)}z`;

/**
 * A smooth ridge through `points` (x, y pairs) closed down to `bottom`: the hills, dunes and waves of every
 * landscape, drawn with quadratic curves through the midpoints.
 */
export function ridge(points: readonly number[], bottom: number = BOARD_H): string {
  const xs = points.filter((_, i) => i % 2 === 0);
  const ys = points.filter((_, i) => i % 2 === 1);
  let d = `M${num(xs[0] ?? 0)} ${num(bottom)}L${num(xs[0] ?? 0)} ${num(ys[0] ?? 0)}`;
  for (let i = 1; i < xs.length - 1; i += 1) {
    const mx = ((xs[i] ?? 0) + (xs[i + 1] ?? 0)) / 2;
    const my = ((ys[i] ?? 0) + (ys[i + 1] ?? 0)) / 2;
    d += `Q${num(xs[i] ?? 0)} ${num(ys[i] ?? 0)} ${num(mx)} ${num(my)}`;
  }
  return `${d}L${num(xs.at(-1) ?? 0)} ${num(ys.at(-1) ?? 0)}L${num(xs.at(-1) ?? 0)} ${num(bottom)}z`;
}

/** A small deterministic generator (mulberry32): the same seed always draws the same picture. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low: number, high: number) => low + next() * (high - low),
    int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

export type Random = ReturnType<typeof createRandom>;

/** A seed from text (FNV-1a). */
export function hashSeed(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** Collects shapes in drawing order. */
export class Sketch {
  readonly shapes: Shape[] = [];

  add(fill: string, ...paths: string[]): this {
    if (paths.length > 0) this.shapes.push({ d: paths.join(''), fill });
    return this;
  }

  faint(fill: string, opacity: number, ...paths: string[]): this {
    if (paths.length > 0) this.shapes.push({ d: paths.join(''), fill, opacity });
    return this;
  }
}

/**
 * The drawing as an SVG document of `width`×`height` pixels. Consecutive shapes of one colour become one path and
 * colours are written short, which keeps a picture to a few kilobytes.
 */
export function toSvg(drawing: Drawing, width: number, height: number): string {
  const merged: Shape[] = [];
  for (const shape of drawing.shapes) {
    const last = merged.at(-1);
    if (last && last.fill === shape.fill && last.opacity === shape.opacity) last.d += shape.d;
    else merged.push({ ...shape });
  }
  const paths = merged
    .map((shape) => `<path d="${shape.d}" fill="${shortColour(shape.fill)}"${shape.opacity === undefined ? '' : ` opacity="${shape.opacity}"`}/>`)
    .join('');
  const [top, bottom] = drawing.sky;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${BOARD_W} ${BOARD_H}" preserveAspectRatio="xMidYMid slice" role="img"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${shortColour(top)}"/><stop offset="1" stop-color="${shortColour(bottom)}"/></linearGradient></defs><path d="M0 0h${BOARD_W}v${BOARD_H}H0z" fill="url(#s)"/>${paths}</svg>`;
}

/** '#aabbcc' → '#abc' when it can be. */
function shortColour(hex: string): string {
  const m = /^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/i.exec(hex);
  return m ? `#${m[1]}${m[2]}${m[3]}` : hex;
}

/** Mixes two '#rrggbb' colours: 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - amount) + ((pb >> shift) & 255) * amount);
  return `#${((1 << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).slice(1)}`;
}
