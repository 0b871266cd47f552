/** People, animals and objects of the activity pictures, all in the same flat manner. */
import { arch, circle, ellipse, mix, num, poly, rect, type Sketch } from './canvas';

export const SKINS = ['#e9bd98', '#c98e65', '#8e5b3c', '#f2cfb0'] as const;
export const LINEN = '#f7f4ee';

/** A standing person, feet at (x, y), `h` tall; arms up when `cheer`. */
export function person(s: Sketch, x: number, y: number, h: number, shirt: string, skin: string, legs = '#3d4a5c', cheer = false): void {
  const u = h / 10;
  s.add(legs, poly(x - 1.6 * u, y - 4.4 * u, x + 1.6 * u, y - 4.4 * u, x + 1.4 * u, y, x + 0.4 * u, y, x, y - 3 * u, x - 0.4 * u, y, x - 1.4 * u, y));
  s.add(shirt, poly(x - 1.9 * u, y - 7.6 * u, x + 1.9 * u, y - 7.6 * u, x + 1.7 * u, y - 4.2 * u, x - 1.7 * u, y - 4.2 * u));
  const arm = cheer
    ? (side: number) => poly(x + side * 1.6 * u, y - 7.4 * u, x + side * 2.6 * u, y - 10 * u, x + side * 3.3 * u, y - 9.8 * u, x + side * 2.2 * u, y - 6.8 * u)
    : (side: number) =>
        poly(x + side * 1.7 * u, y - 7.5 * u, x + side * 2.5 * u, y - 7.2 * u, x + side * 2.3 * u, y - 4.6 * u, x + side * 1.6 * u, y - 4.6 * u);
  s.add(shirt, arm(-1), arm(1));
  s.add(skin, circle(x, y - 8.7 * u, 1.15 * u));
}

/** Someone lying face down under a towel on a table: a massage. */
export function lying(s: Sketch, x: number, y: number, len: number, towel: string, skin: string, hair: string): void {
  const u = len / 88;
  s.add(skin, ellipse(x + len * 0.18, y - 4 * u, len * 0.2, 4.5 * u), circle(x - 3 * u, y - 4 * u, 5 * u));
  s.add(hair, `M${num(x - 8 * u)} ${num(y - 4 * u)}a${num(5 * u)} ${num(5 * u)} 0 0 1 ${num(10 * u)} ${num(-u)}z`);
  s.add(towel, `M${num(x + len * 0.32)} ${num(y - 7 * u)}h${num(len * 0.62)}q${num(4 * u)} 0 ${num(4 * u)} ${num(6 * u)}h${num(-len * 0.66)}z`);
  s.add(skin, ellipse(x + len * 0.98, y - 3 * u, 3 * u, 2.5 * u));
}

export function massageTable(s: Sketch, x: number, y: number, w: number, colour: string, legs: string): void {
  s.add(legs, rect(x + 6, y + 2, 3, 26), rect(x + w - 9, y + 2, 3, 26), rect(x + 6, y + 18, w - 12, 2));
  s.add(colour, rect(x, y - 2, w, 6));
}

export function wineGlass(s: Sketch, x: number, y: number, wine?: string): void {
  s.faint('#e8f1f4', 0.95, `M${num(x - 5)} ${num(y - 22)}h10q0 10 -5 11q-5 -1 -5 -11z`, rect(x - 0.5, y - 11, 1, 10), ellipse(x, y - 0.5, 4, 1));
  if (wine) s.add(wine, `M${num(x - 4.4)} ${num(y - 17)}h8.8q-0.6 5 -4.4 6q-3.8 -1 -4.4 -6z`);
}

export function flute(s: Sketch, x: number, y: number, wine = '#f1d27a'): void {
  s.faint('#e8f1f4', 0.95, `M${num(x - 2.5)} ${num(y - 24)}h5l-1 11h-3z`, rect(x - 0.4, y - 13, 0.8, 12), ellipse(x, y - 0.5, 3, 0.8));
  s.add(wine, `M${num(x - 2.2)} ${num(y - 19)}h4.4l-0.8 6h-2.8z`);
}

export function bottle(s: Sketch, x: number, y: number, h: number, colour: string, label = LINEN): void {
  s.add(
    colour,
    `M${num(x - h * 0.14)} ${num(y)}v${num(-h * 0.6)}q0 -${num(h * 0.12)} ${num(h * 0.1)} -${num(h * 0.16)}v${num(-h * 0.24)}h${num(h * 0.08)}v${num(h * 0.24)}q${num(h * 0.1)} ${num(h * 0.04)} ${num(h * 0.1)} ${num(h * 0.16)}v${num(h * 0.6)}z`,
  );
  s.add(label, rect(x - h * 0.1, y - h * 0.45, h * 0.2, h * 0.18));
}

/** A barrel lying on its side, seen end on. */
export function barrel(s: Sketch, x: number, y: number, r: number, wood: string, hoop: string): void {
  s.add(wood, circle(x, y, r));
  s.add(
    hoop,
    `M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0zM${num(x - r + 2)} ${num(y)}a${num(r - 2)} ${num(r - 2)} 0 1 1 ${num(2 * r - 4)} 0a${num(r - 2)} ${num(r - 2)} 0 1 1 ${num(-2 * r + 4)} 0z`,
    circle(x, y, r * 0.15),
  );
}

export function candle(s: Sketch, x: number, y: number, h = 8): void {
  s.add(LINEN, rect(x - 2, y - h, 4, h));
  s.add('#ffc857', ellipse(x, y - h - 2.6, 1.5, 2.6));
  s.faint('#ffd98a', 0.35, circle(x, y - h - 2, 6));
}

export function heart(s: Sketch, x: number, y: number, r: number, colour: string): void {
  s.add(
    colour,
    `M${num(x)} ${num(y + r)}l${num(-r)} ${num(-r)}a${num(r / 2)} ${num(r / 2)} 0 0 1 ${num(r)} ${num(-r)}a${num(r / 2)} ${num(r / 2)} 0 0 1 ${num(r)} ${num(r)}z`,
  );
}

/** A horse facing right, hooves at y; `size` is its length. */
export function horse(s: Sketch, x: number, y: number, size: number, coat: string, mane: string): void {
  const u = size / 20;
  s.add(
    coat,
    ellipse(x, y - 9 * u, 9 * u, 4.5 * u),
    poly(x + 6 * u, y - 11 * u, x + 9 * u, y - 19 * u, x + 12 * u, y - 18 * u, x + 10 * u, y - 8 * u),
    poly(x + 9 * u, y - 19 * u, x + 14.5 * u, y - 15 * u, x + 13.5 * u, y - 13.5 * u, x + 9 * u, y - 15.5 * u),
    ...[-7, -4, 4, 7].map((dx) => rect(x + dx * u - 0.8 * u, y - 7 * u, 1.6 * u, 7 * u)),
  );
  s.add(
    mane,
    poly(x + 8.5 * u, y - 19.5 * u, x + 6 * u, y - 12 * u, x + 7.5 * u, y - 12 * u, x + 10 * u, y - 19 * u),
    poly(x - 8.6 * u, y - 11 * u, x - 12 * u, y - 4 * u, x - 10.5 * u, y - 4 * u, x - 8.2 * u, y - 9 * u),
  );
}

/** A canoe, seen from the side, with `paddlers` people in it. */
export function canoe(s: Sketch, x: number, y: number, w: number, hull: string, shirts: readonly string[], skin: string): void {
  shirts.forEach((shirt, i) => {
    const px = x - w * 0.3 + (i * w * 0.6) / Math.max(1, shirts.length - 1);
    s.add(shirt, poly(px - 3, y - 2, px + 3, y - 2, px + 2.5, y - 11, px - 2.5, y - 11));
    s.add(skin, circle(px, y - 14, 2.6));
    s.add('#6b4a36', poly(px + 1, y - 16, px + 2.4, y - 16, px - 4, y + 6, px - 5.4, y + 6));
  });
  s.add(hull, `M${num(x - w / 2)} ${num(y - 3)}h${num(w)}q-4 8 -14 8h${num(-w + 28)}q-10 0 -14 -8z`);
}

export function bicycle(s: Sketch, x: number, y: number, frame: string, tyre: string): void {
  s.add(
    tyre,
    `M${num(x - 16)} ${num(y)}a7 7 0 1 0 14 0a7 7 0 1 0 -14 0zm2 0a5 5 0 1 1 10 0a5 5 0 1 1 -10 0z`,
    `M${num(x + 2)} ${num(y)}a7 7 0 1 0 14 0a7 7 0 1 0 -14 0zm2 0a5 5 0 1 1 10 0a5 5 0 1 1 -10 0z`,
  );
  s.add(
    frame,
    poly(x - 9, y, x - 0.5, y - 0.5, x + 6, y - 10, x + 7.5, y - 10, x + 9.5, y, x + 8, y + 0.5, x + 6, y - 7, x, y + 1, x - 9, y + 1.2),
    poly(x - 3, y - 11, x + 1, y - 11, x, y - 1, x - 1.4, y - 1),
    rect(x - 4, y - 12, 6, 1.6),
    rect(x + 5.5, y - 13, 4, 1.6),
  );
}

/** A hot-air balloon: envelope in stripes, ropes and a basket. */
export function balloon(s: Sketch, x: number, y: number, r: number, colours: readonly [string, string]): void {
  const envelope = `M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 1 ${num(2 * r)} 0q0 ${num(r * 0.6)} ${num(-r * 0.45)} ${num(r * 1.1)}h${num(-r * 1.1)}q${num(-r * 0.45)} ${num(-r * 0.5)} ${num(-r * 0.45)} ${num(-r * 1.1)}z`;
  s.add(colours[0], envelope);
  s.add(
    colours[1],
    `M${num(x - r * 0.35)} ${num(y - r * 0.94)}q${num(-r * 0.2)} ${num(r * 1.4)} ${num(r * 0.05)} ${num(r * 2.04)}h${num(r * 0.6)}q${num(r * 0.25)} ${num(-r * 0.64)} ${num(r * 0.05)} ${num(-r * 2.04)}q${num(-r * 0.35)} ${num(-r * 0.1)} ${num(-r * 0.7)} 0z`,
  );
  s.add(
    '#6b4a36',
    rect(x - r * 0.2, y + r * 1.3, r * 0.4, r * 0.3),
    rect(x - r * 0.5, y + r * 1.08, 0.7, r * 0.24),
    rect(x + r * 0.5, y + r * 1.08, 0.7, r * 0.24),
  );
}

/** A sailing boat or a small cruiser on the water. */
export function sailboat(s: Sketch, x: number, y: number, h: number, hull: string, sail: string): void {
  s.add(sail, poly(x, y - h, x, y - h * 0.2, x + h * 0.5, y - h * 0.2), poly(x - 1.5, y - h * 0.85, x - 1.5, y - h * 0.2, x - h * 0.3, y - h * 0.2));
  s.add(hull, poly(x - h * 0.5, y - h * 0.15, x + h * 0.6, y - h * 0.15, x + h * 0.45, y, x - h * 0.38, y));
}

/** A vaulted cellar wall: brick arches at the back. */
export function vault(s: Sketch, colour: string, dark: string): void {
  s.add(colour, rect(0, 0, 320, 130));
  s.add(dark, ...[20, 120, 220].map((x) => arch(x, 40, 80, 90)));
}

export function chefHat(s: Sketch, x: number, y: number): void {
  s.add(LINEN, rect(x - 3, y - 4, 6, 4), circle(x - 2.5, y - 6, 2.6), circle(x + 2.5, y - 6, 2.6), circle(x, y - 7.5, 2.8));
}

/** A pot on the counter, steam rising. */
export function pot(s: Sketch, x: number, y: number, colour: string): void {
  s.add(colour, rect(x - 10, y - 12, 20, 12), rect(x - 13, y - 10, 3, 2), rect(x + 10, y - 10, 3, 2));
  s.faint('#ffffff', 0.5, `M${num(x - 3)} ${num(y - 14)}q-4 -6 0 -10q4 -4 0 -8q6 4 2 9q-3 4 -2 9z`);
}

/** A small tabby or dog shape, facing right: used for a truffle dog. */
export function dog(s: Sketch, x: number, y: number, coat: string): void {
  s.add(
    coat,
    ellipse(x, y - 6, 8, 3.6),
    rect(x - 7, y - 5, 2, 5),
    rect(x - 3, y - 5, 2, 5),
    rect(x + 3, y - 5, 2, 5),
    rect(x + 6, y - 5, 2, 5),
    poly(x + 6, y - 8, x + 10, y - 12, x + 14, y - 9, x + 13, y - 7, x + 8, y - 6),
    poly(x - 8, y - 7, x - 12, y - 11, x - 11, y - 6),
  );
  s.add(mix(coat, '#000000', 0.35), poly(x + 9, y - 12, x + 11, y - 12, x + 10, y - 8));
}
