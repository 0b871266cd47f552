/** Trees, clouds, sun and moon: the small pieces every outdoor picture is built from. */
import type { Season } from '../../domain/pictures';
import { circle, ellipse, num, poly, rect, type Sketch } from './canvas';
import type { Light, Palette } from './palettes';

/** A pine of height `h` standing at (x, y), in two tiers; snowy in winter. */
export function pine(s: Sketch, x: number, y: number, h: number, colour: string, snow?: string): void {
  const w = h * 0.55;
  s.add(colour, poly(x, y - h, x + w / 2, y - h * 0.35, x - w / 2, y - h * 0.35), poly(x, y - h * 0.7, x + w * 0.62, y, x - w * 0.62, y));
  if (snow)
    s.add(
      snow,
      poly(x, y - h, x + w * 0.18, y - h * 0.78, x - w * 0.18, y - h * 0.78),
      poly(x, y - h * 0.7, x + w * 0.25, y - h * 0.5, x - w * 0.25, y - h * 0.5),
    );
}

/** A leafy tree: trunk, round crown, its shaded side, and blossom in spring; bare branches never (the crown turns). */
export function roundTree(s: Sketch, p: Palette, season: Season, x: number, y: number, h: number): void {
  const r = h * 0.36;
  s.add(p.dark, rect(x - h * 0.04, y - h * 0.45, h * 0.08, h * 0.45));
  s.add(p.foliage, circle(x, y - h + r, r), circle(x - r * 0.55, y - h * 0.52, r * 0.7), circle(x + r * 0.6, y - h * 0.5, r * 0.68));
  s.add(
    p.foliageDark,
    `M${num(x + r * 0.15)} ${num(y - h * 0.28)}a${num(r * 1.1)} ${num(r * 1.1)} 0 0 0 ${num(r * 1.05)} ${num(-r * 0.9)}a${num(r * 0.7)} ${num(r * 0.7)} 0 0 1 ${num(-r * 1.05)} ${num(r * 0.9)}z`,
  );
  if (season === 'spring')
    s.add(
      '#f6c6d0',
      circle(x - r * 0.3, y - h * 0.8, 1.3),
      circle(x + r * 0.4, y - h * 0.7, 1.3),
      circle(x - r * 0.7, y - h * 0.55, 1.2),
      circle(x + r * 0.1, y - h * 0.5, 1.2),
    );
}

/** A tall narrow cypress (or a poplar, lighter). */
export function cypress(s: Sketch, x: number, y: number, h: number, colour: string): void {
  s.add(
    colour,
    `M${num(x)} ${num(y - h)}C${num(x + h * 0.16)} ${num(y - h * 0.6)} ${num(x + h * 0.12)} ${num(y)} ${num(x)} ${num(y)}C${num(x - h * 0.12)} ${num(y)} ${num(x - h * 0.16)} ${num(y - h * 0.6)} ${num(x)} ${num(y - h)}z`,
  );
}

/** A palm: a leaning trunk and five fronds. */
export function palm(s: Sketch, x: number, y: number, h: number, trunk: string, leaf: string): void {
  const tx = x + h * 0.15;
  const ty = y - h;
  s.add(
    trunk,
    `M${num(x - 1.5)} ${num(y)}Q${num(x)} ${num(y - h * 0.6)} ${num(tx - 1)} ${num(ty)}h2Q${num(x + 2)} ${num(y - h * 0.6)} ${num(x + 1.5)} ${num(y)}z`,
  );
  const frond = (dx: number, dy: number) =>
    `M${num(tx)} ${num(ty)}q${num(dx * 0.5)} ${num(dy - 6)} ${num(dx)} ${num(dy)}q${num(-dx * 0.45)} ${num(-dy * 0.2 - 3)} ${num(-dx)} ${num(-dy)}z`;
  s.add(leaf, frond(-h * 0.45, h * 0.12), frond(h * 0.45, h * 0.14), frond(-h * 0.3, h * 0.3), frond(h * 0.32, h * 0.32), frond(h * 0.05, -h * 0.1));
}

/** An umbrella pine of the Mediterranean coast: a thin trunk under a flat wide crown. */
export function umbrellaPine(s: Sketch, x: number, y: number, h: number, trunk: string, crown: string): void {
  s.add(trunk, poly(x - 1.2, y, x + 1.2, y, x + 3, y - h * 0.7, x + 1.5, y - h * 0.7));
  s.add(crown, ellipse(x + 2, y - h * 0.8, h * 0.5, h * 0.16), ellipse(x - h * 0.15, y - h * 0.72, h * 0.3, h * 0.12));
}

/** A flat cloud of three puffs. */
export function cloud(s: Sketch, x: number, y: number, w: number, colour: string): void {
  s.faint(
    colour,
    0.85,
    `M${num(x)} ${num(y)}a${num(w * 0.16)} ${num(w * 0.16)} 0 0 1 ${num(w * 0.2)} ${num(-w * 0.12)}a${num(w * 0.22)} ${num(w * 0.22)} 0 0 1 ${num(w * 0.4)} ${num(-w * 0.02)}a${num(w * 0.16)} ${num(w * 0.16)} 0 0 1 ${num(w * 0.4)} ${num(w * 0.14)}z`,
  );
}

/** The sun (low and large in the evening), or the moon and a few stars at night; clouds by day. */
export function sky(s: Sketch, light: Light, sunX: number, horizon: number, seed: number): void {
  if (light.isNight) {
    s.add(light.sun, circle(sunX, 30, 9));
    s.add(light.sky[0], circle(sunX + 5, 27, 8));
    const stars = [
      [30, 20],
      [70, 38],
      [120, 14],
      [200, 26],
      [250, 12],
      [290, 40],
      [160, 45],
      [95, 60],
    ];
    s.faint('#ffffff', 0.8, ...stars.map(([x = 0, y = 0], i) => circle((x + seed * 7) % 320, y, i % 3 === 0 ? 0.9 : 0.6)));
    return;
  }
  const evening = light.sky[0] === '#e9946c';
  s.faint(light.sun, 0.95, circle(sunX, evening ? horizon - 16 : 34, evening ? 20 : 13));
  if (!evening) {
    cloud(s, (sunX + 90 + seed * 13) % 260, 40 + (seed % 3) * 6, 46, '#ffffff');
    cloud(s, (sunX + 190 + seed * 29) % 280, 26 + (seed % 4) * 5, 34, '#ffffff');
  }
}

/** Tufts of grass along the bottom of a picture. */
export function grass(s: Sketch, colour: string, y: number, xs: readonly number[]): void {
  s.add(colour, ...xs.map((x) => poly(x - 3, y, x - 1, y - 7, x, y - 2, x + 1.5, y - 9, x + 2, y - 2, x + 4, y - 6, x + 4, y)));
}
