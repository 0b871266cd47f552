/**
 * The seven settings as layered backdrops (far, middle, water, near ground), and what stands in front of a house in
 * each: every exterior, and every outdoor activity, is drawn over one of them.
 */
import type { Season, Setting } from '../../domain/pictures';
import { circle, mix, num, poly, rect, ridge, type Random, type Sketch } from './canvas';
import { cypress, grass, palm, pine, roundTree, umbrellaPine } from './nature';
import type { Palette } from './palettes';

/** Where a house stands: the top of the near ground. */
export const GROUND_Y = 142;
/** The line between sky (or sea) and land. */
export const HORIZON_Y = 112;

export interface Scene {
  s: Sketch;
  p: Palette;
  season: Season;
  random: Random;
}

const isSnowy = (scene: Scene) => scene.season === 'winter';
const snow = '#eef3f6';

/** Land colour of the season: fresher in spring, golden in autumn, snow in a mountain winter. */
export function seasonal(scene: Scene, colour: string): string {
  if (scene.season === 'autumn') return mix(colour, '#c9a24f', 0.3);
  if (scene.season === 'spring') return mix(colour, '#9fd07a', 0.15);
  if (scene.season === 'winter') return mix(colour, snow, 0.85);
  return colour;
}

function seaside({ s, p, random }: Scene): void {
  const left = random.next() < 0.5;
  const cape = left ? [0, 96, 40, 92, 90, 104, 130, 112] : [190, 112, 230, 102, 280, 90, 320, 95];
  s.add(p.far, ridge(cape, HORIZON_Y + 1));
  s.add(p.water, rect(0, HORIZON_Y, 320, 40));
  s.faint(p.light, 0.35, rect(20, 118, 60, 1), rect(150, 122, 80, 1), rect(60, 128, 90, 1.2), rect(240, 116, 50, 1));
  s.add(p.near, ridge([0, 138, 90, 132, 200, 136, 320, 131], 180));
  s.add(p.ground, ridge([0, 156, 120, 150, 230, 154, 320, 149], 180));
}

function mountain(scene: Scene): void {
  const { s, p, random } = scene;
  const peaks = [
    [-20, 40, 60],
    [50, 18, 75],
    [130, 34, 70],
    [210, 12, 80],
    [300, 30, 70],
  ].map(([x = 0, y = 0, w = 0]) => [x + random.int(-10, 10), y + random.int(0, 10), w] as const);
  s.add(p.far, ...peaks.map(([x, y, w]) => poly(x, y, x + w, 118, x - w, 118)));
  s.add(p.light, ...peaks.map(([x, y, w]) => poly(x, y, x + w * 0.28, y + 22, x + w * 0.1, y + 18, x - w * 0.05, y + 25, x - w * 0.28, y + 22)));
  s.add(isSnowy(scene) ? mix(p.mid, snow, 0.55) : p.mid, ridge([0, 100, 70, 92, 160, 108, 240, 96, 320, 104], 150));
  const forest: string[] = [];
  for (let x = 4; x < 320; x += random.int(7, 12)) {
    const y = 112 + random.int(0, 8);
    const h = random.int(12, 18);
    forest.push(poly(x, y - h, x + h * 0.3, y, x - h * 0.3, y));
  }
  s.add(mix(p.mid, p.dark, 0.45), ...forest);
  s.add(seasonal(scene, p.near), ridge([0, 132, 100, 126, 220, 134, 320, 128], 180));
}

function lakeside(scene: Scene): void {
  const { s, p } = scene;
  s.add(p.far, ridge([0, 100, 60, 88, 150, 102, 230, 86, 320, 98], HORIZON_Y + 2));
  s.add(seasonal(scene, p.mid), ridge([0, 108, 80, 104, 170, 110, 260, 102, 320, 108], HORIZON_Y + 2));
  s.add(p.water, rect(0, HORIZON_Y, 320, 26));
  s.faint(p.light, 0.3, rect(30, 117, 70, 1), rect(170, 121, 90, 1), rect(90, 127, 60, 1), rect(240, 131, 50, 1));
  s.add(seasonal(scene, p.near), ridge([0, 138, 110, 134, 220, 140, 320, 134], 180));
}

function vineyard(scene: Scene): void {
  const { s, p } = scene;
  s.add(p.far, ridge([0, 96, 90, 84, 180, 98, 260, 86, 320, 92], 130));
  const hill = seasonal(scene, p.mid);
  s.add(hill, ridge([0, 112, 80, 100, 170, 110, 250, 98, 320, 106], 150));
  s.add(
    mix(hill, p.dark, 0.3),
    ...Array.from({ length: 6 }, (_, i) =>
      poly(0, 114 + i * 5, 170, 108 + i * 5.5, 320, 110 + i * 5, 320, 111.5 + i * 5, 170, 109.5 + i * 5.5, 0, 115.5 + i * 5),
    ),
  );
  s.add(seasonal(scene, p.near), ridge([0, 138, 120, 132, 240, 138, 320, 134], 180));
}

function forest(scene: Scene): void {
  const { s, p, random } = scene;
  s.add(p.far, ridge([0, 98, 100, 90, 200, 100, 320, 92], 130));
  const far: string[] = [];
  for (let x = 0; x < 330; x += 6) {
    const y = 104 + random.int(0, 6);
    const h = random.int(14, 22);
    far.push(poly(x, y - h, x + h * 0.28, y + 6, x - h * 0.28, y + 6));
  }
  s.add(mix(p.far, p.mid, 0.5), ...far);
  const mid: string[] = [];
  for (let x = 3; x < 330; x += 11) {
    const y = 124 + random.int(0, 6);
    const h = random.int(22, 32);
    mid.push(poly(x, y - h, x + h * 0.3, y + 4, x - h * 0.3, y + 4));
  }
  s.add(p.mid, ...mid);
  s.add(seasonal(scene, p.near), ridge([0, 136, 120, 132, 230, 138, 320, 133], 180));
}

function cityCentre({ s, p, random }: Scene): void {
  const far: string[] = [];
  for (let x = 0; x < 320; x += random.int(16, 26)) far.push(rect(x, 84 + random.int(0, 22), random.int(16, 26), 60));
  far.push(poly(236, 50, 242, 76, 230, 76), rect(230, 76, 12, 40), `M70 82a16 16 0 0 1 32 0z`, rect(68, 82, 36, 30), rect(85, 72, 2, 6));
  s.add(p.far, ...far);
  const mid: string[] = [];
  for (let x = -6; x < 320; x += random.int(22, 32)) {
    const top = 100 + random.int(0, 14);
    mid.push(rect(x, top, 22, 60), poly(x - 1, top, x + 11, top - 9, x + 23, top));
  }
  s.add(p.mid, ...mid);
  s.add(p.near, rect(0, 138, 320, 42));
  s.faint(p.dark, 0.12, ...Array.from({ length: 8 }, (_, i) => rect(0, 146 + i * 4.5, 320, 0.8)));
}

function countryside(scene: Scene): void {
  const { s, p } = scene;
  s.add(p.far, ridge([0, 100, 110, 90, 210, 102, 320, 94], 130));
  const field = seasonal(scene, p.mid);
  s.add(field, ridge([0, 112, 90, 104, 200, 112, 320, 104], 150));
  s.add(mix(field, p.ground, 0.55), poly(40, 112, 140, 108, 200, 116, 90, 122));
  s.add(mix(field, p.foliageDark, 0.35), poly(200, 112, 300, 106, 320, 110, 320, 118, 240, 122));
  s.add(p.foliageDark, ...[30, 48, 62, 150, 168, 262, 280].map((x, i) => circle(x, 110 + (i % 3), 3.5)));
  s.add(seasonal(scene, p.near), ridge([0, 136, 120, 130, 230, 137, 320, 131], 180));
}

const BACKDROPS: Record<Setting, (scene: Scene) => void> = {
  seaside,
  mountain,
  lakeside,
  vineyard,
  forest,
  'city-centre': cityCentre,
  countryside,
};

/** The setting behind the house: distant land, water if any, and the near ground it stands on. */
export function drawBackdrop(scene: Scene, setting: Setting): void {
  BACKDROPS[setting](scene);
}

/** What stands in front of a house (one of four per setting), on the side the house leaves free. */
export function drawForeground(scene: Scene, setting: Setting, choice: number, freeLeft: boolean): void {
  const { s, p, season } = scene;
  const side = (x: number) => (freeLeft ? x : 320 - x);
  const tree = mix(p.foliageDark, p.dark, 0.2);
  switch (setting) {
    case 'seaside':
      if (choice === 0) {
        s.add(p.light, poly(side(50), 104, side(50), 120, side(50) + (freeLeft ? 12 : -12), 120));
        s.add(p.dark, poly(side(40), 121, side(62), 121, side(58), 125, side(44), 125));
      } else if (choice === 1) {
        palm(s, side(26), 160, 58, p.roofShade, tree);
        palm(s, side(52), 162, 44, p.roofShade, tree);
      } else if (choice === 2) umbrellaPine(s, side(40), 150, 60, p.dark, tree);
      else {
        s.add(p.trim, rect(side(36), 144, 14, 1.5), rect(side(70), 146, 14, 1.5));
        s.add(p.roof, `M${num(side(43) - 12)} 140a12 5 0 0 1 24 0z`, `M${num(side(77) - 12)} 142a12 5 0 0 1 24 0z`);
        s.add(p.dark, rect(side(43), 140, 0.8, 14), rect(side(77), 142, 0.8, 14));
      }
      grass(s, mix(p.mid, p.dark, 0.25), 180, [side(10), side(90), side(300), side(250)]);
      return;
    case 'mountain': {
      const white = season === 'winter' ? '#f4f7f9' : undefined;
      if (choice !== 2) pine(s, side(24), 172, 70, tree, white);
      pine(s, side(58), 168, choice === 1 ? 40 : 52, tree, white);
      if (choice === 1) s.add(p.roofShade, rect(side(80) - 40, 158, 80, 2), ...[0, 20, 40, 60, 80].map((dx) => rect(side(80) - 40 + dx, 152, 2, 14)));
      if (choice === 2) s.add(seasonal(scene, '#d3a64b'), poly(side(26), 110, side(26) + 13, 170, side(26) - 13, 170));
      if (choice === 3) s.add(mix(p.far, p.dark, 0.3), `M${num(side(90) - 16)} 176q16 -22 32 0z`);
      return;
    }
    case 'lakeside':
      if (choice === 0) {
        s.add(p.roofShade, rect(side(20) - 20, 138, 60, 3), rect(side(20) - 16, 141, 2, 8), rect(side(20) + 30, 141, 2, 8));
        s.add(p.trim, `M${num(side(60) - 14)} 146h28l-4 5h-20z`);
      } else if (choice === 1) {
        s.add(tree, `M${num(side(34))} 164c-20 0 -24 -40 -6 -58c14 -12 30 -2 30 14c0 18 -6 42 -24 44z`);
        s.add(p.dark, rect(side(34), 140, 3, 26));
      } else if (choice === 2) {
        s.add(p.light, poly(side(70), 96, side(70), 118, side(70) + 12, 118));
        s.add(p.dark, poly(side(60), 119, side(84), 119, side(80), 123, side(64), 123));
      } else
        s.add(
          p.light,
          `M${num(side(70))} 124q6 0 6 -4q-3 -6 2 -8q3 2 -1 8q0 4 6 4q-3 4 -13 0z`,
          `M${num(side(96))} 128q6 0 6 -4q-3 -6 2 -8q3 2 -1 8q0 4 6 4q-3 4 -13 0z`,
        );
      grass(s, mix(p.mid, p.dark, 0.3), 178, [side(8), side(16), side(110), side(290)]);
      return;
    case 'vineyard':
      if (choice === 0 || choice === 2) {
        const rows = Array.from({ length: 9 }, (_, i) => poly(-40 + i * 50, 180, -34 + i * 50, 180, 150 + i * 3, 146, 149 + i * 3, 146));
        s.add(mix(p.foliageDark, p.dark, 0.1), ...rows);
      }
      if (choice === 1) [14, 36, 58].forEach((x, i) => cypress(s, side(x), 168 - i * 4, 56 - i * 8, tree));
      if (choice === 2) s.add(p.roofShade, rect(side(40) - 9, 154, 18, 16), rect(side(62) - 9, 156, 18, 14));
      if (choice === 3) {
        s.add(p.dark, rect(side(40), 144, 3, 22));
        s.add(mix(p.far, p.foliage, 0.4), circle(side(40), 138, 14), circle(side(30), 146, 9), circle(side(52), 145, 9));
      }
      return;
    case 'forest':
      if (choice === 0 || choice === 1) pine(s, side(18), 180, 96, tree);
      if (choice === 1 || choice === 3) roundTree(s, p, season, side(60), 172, 56);
      if (choice === 2) {
        s.add(p.roofShade, rect(side(50) - 20, 162, 40, 7));
        s.add(p.wallShade, circle(side(50) + (freeLeft ? 20 : -20), 165.5, 3.5));
        s.add('#c8453a', `M${num(side(84) - 5)} 170a5 4 0 0 1 10 0z`);
        s.add(p.light, rect(side(84) - 1, 170, 2, 4));
      }
      if (choice === 3) pine(s, side(26), 176, 64, tree);
      return;
    case 'city-centre':
      if (choice === 0 || choice === 2)
        s.add(p.dark, rect(side(30), 118, 2, 44), rect(side(27), 114, 8, 5), rect(side(90), 122, 2, 40), rect(side(87), 118, 8, 5));
      if (choice === 0) {
        s.add(p.trim, `M${num(side(60) - 14)} 148a14 6 0 0 1 28 0z`);
        s.add(p.dark, rect(side(60) - 0.5, 148, 1, 16), rect(side(60) - 6, 158, 12, 1.5));
      }
      if (choice === 1) [24, 74].forEach((x) => roundTree(s, p, season, side(x), 166, 54));
      if (choice === 2) s.add(seasonal(scene, p.foliage), rect(side(54) - 10, 150, 20, 10), circle(side(54) - 5, 149, 5), circle(side(54) + 5, 148, 6));
      if (choice === 3) {
        s.add(p.wallShade, rect(side(50) - 18, 150, 36, 8), rect(side(50) - 3, 132, 6, 18));
        s.add(p.water, rect(side(50) - 16, 150, 32, 2));
      }
      return;
    case 'countryside':
      if (choice === 0) s.add(seasonal(scene, '#d9b45c'), circle(side(40), 160, 10), circle(side(72), 154, 7));
      if (choice === 1) {
        s.add(p.roofShade, rect(0, 160, 320, 2), ...Array.from({ length: 9 }, (_, i) => rect(side(8 + i * 12), 154, 2, 14)));
        s.add('#e7a6b8', ...[20, 44, 70, 96].map((x) => circle(side(x), 172, 1.6)));
      }
      if (choice === 2) [20, 40, 60].forEach((x, i) => cypress(s, side(x), 160 + i, 70 - i * 6, mix(p.foliage, p.foliageDark, 0.5)));
      if (choice === 3)
        [46, 78].forEach((x) => {
          s.add(p.light, `M${num(side(x) - 8)} 162a8 6 0 0 1 16 0v2h-16z`);
          s.add(p.dark, rect(side(x) - 6, 163, 1.5, 5), rect(side(x) + 4, 163, 1.5, 5), circle(side(x) + (freeLeft ? 9 : -9), 158, 2.8));
        });
      grass(s, mix(p.near, p.dark, 0.3), 180, [side(12), side(120), side(300)]);
  }
}
