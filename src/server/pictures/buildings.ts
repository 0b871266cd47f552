/**
 * The eight houses of the exteriors, each in three variants, standing on the ground at (cx, base): a lit face, a
 * shaded side, a roof and windows in the palette of the setting.
 */
import type { Building } from '../../domain/pictures';
import { arch, circle, mix, num, poly, rect, type Sketch } from './canvas';
import type { Palette } from './palettes';

export interface House {
  s: Sketch;
  p: Palette;
  cx: number;
  base: number;
  variant: number;
  snowy: boolean;
}

const SLATE = '#4e5968';

/** A grid of windows: `cols`×`rows` panes of w×h, starting at (x, y), spaced by dx, dy. */
function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  dx: number,
  dy: number,
  skip?: (c: number, r: number) => boolean,
): string[] {
  const out: string[] = [];
  for (let r = 0; r < rows; r += 1) for (let c = 0; c < cols; c += 1) if (!skip?.(c, r)) out.push(rect(x + c * dx, y + r * dy, w, h));
  return out;
}

function snowOn(h: House, ...paths: string[]): void {
  if (h.snowy) h.s.add('#f4f7f9', ...paths);
}

function chateau(h: House): void {
  const { s, p, cx, base, variant } = h;
  const w = 104;
  const x = cx - w / 2;
  const slate = mix(SLATE, p.roofShade, 0.2);
  s.add(p.wall, rect(x, base - 40, w, 40));
  s.add(slate, poly(x - 2, base - 40, x + 10, base - 56, x + w - 10, base - 56, x + w + 2, base - 40));
  const towers = variant === 1 ? [x - 6, cx - 9, x + w - 12] : variant === 2 ? [x - 8, x + w - 10] : [x - 6, x + w - 12];
  const tall = (tx: number) => (variant === 1 && tx === cx - 9 ? 74 : 60);
  s.add(p.wallShade, ...towers.map((tx) => rect(tx, base - tall(tx), 18, tall(tx))));
  s.add(slate, ...towers.map((tx) => poly(tx - 2, base - tall(tx), tx + 9, base - tall(tx) - 26, tx + 20, base - tall(tx))));
  s.add(p.dark, ...towers.map((tx) => rect(tx + 8.5, base - tall(tx) - 32, 1, 7)));
  if (variant === 2) {
    s.add(p.wallShade, rect(x + w + 8, base - 24, 30, 24));
    s.add(slate, poly(x + w + 6, base - 24, x + w + 23, base - 36, x + w + 40, base - 24));
  }
  s.add(
    p.window,
    ...windows(x + 12, base - 34, 6, 2, 5, 9, 14, 16, (c, r) => r === 1 && (c === 2 || c === 3)),
    ...towers.map((tx) => rect(tx + 7, base - tall(tx) + 12, 4, 7)),
  );
  s.add(p.window, ...[x + 20, x + 48, x + 76].map((dx) => poly(dx, base - 48, dx + 4, base - 53, dx + 8, base - 48, dx + 8, base - 44, dx, base - 44)));
  s.add(p.trim, arch(cx - 6, base - 16, 12, 16));
  snowOn(h, poly(x + 10, base - 56, x + w - 10, base - 56, x + w - 6, base - 53, x + 6, base - 53));
}

function manor(h: House): void {
  const { s, p, cx, base, variant } = h;
  const w = variant === 2 ? 84 : 96;
  const x = cx - w / 2;
  if (variant === 0) {
    s.add(p.wallShade, rect(x - 26, base - 24, 28, 24), rect(x + w - 2, base - 24, 28, 24));
    s.add(
      p.roofShade,
      poly(x - 28, base - 24, x - 20, base - 32, x + 2, base - 32, x + 2, base - 24),
      poly(x + w - 2, base - 24, x + w - 2, base - 32, x + w + 20, base - 32, x + w + 28, base - 24),
    );
  }
  s.add(p.wall, rect(x, base - 40, w, 40));
  s.add(p.roof, poly(x - 3, base - 40, x + 12, base - 58, x + w - 12, base - 58, x + w + 3, base - 40));
  s.add(p.roofShade, rect(x + 16, base - 66, 6, 10), rect(x + w - 22, base - 66, 6, 10));
  if (variant === 1) s.add(p.wallShade, rect(cx - 14, base - 46, 28, 46), poly(cx - 16, base - 46, cx, base - 56, cx + 16, base - 46));
  s.add(
    p.window,
    ...windows(x + 8, base - 33, 6, 2, 6, 9, w / 6.4, 17, (c, r) => r === 1 && c === 3),
    ...[cx - 22, cx + 16].map((dx) => rect(dx, base - 54, 6, 6)),
  );
  s.add(p.trim, ...windows(x + 5.5, base - 33, 6, 2, 2, 9, w / 6.4, 17, (c, r) => r === 1 && c === 3), rect(cx - 5, base - 15, 10, 15));
  s.add(p.light, poly(cx - 8, base - 15, cx, base - 20, cx + 8, base - 15));
  if (variant === 2)
    s.add(
      mix(p.foliageDark, p.dark, 0.1),
      `M${num(x)} ${base}v-30c8 -6 14 4 12 14c6 -2 8 8 4 16z`,
      `M${num(x + w)} ${base}v-24c-8 -4 -12 6 -10 12c-5 0 -6 8 -2 12z`,
    );
  snowOn(h, poly(x + 12, base - 58, x + w - 12, base - 58, x + w - 8, base - 54, x + 8, base - 54));
}

function chalet(h: House): void {
  const { s, p, cx, base, variant } = h;
  const w = variant === 1 ? 90 : 76;
  const x = cx - w / 2;
  const floors = variant === 1 ? 3 : 2;
  const wall = floors * 18;
  const wood = mix(p.trim, p.roofShade, 0.3);
  s.add(p.wallShade, rect(x, base - 18, w, 18));
  s.add(wood, rect(x, base - wall, w, wall - 18));
  s.add(mix(wood, p.dark, 0.25), ...Array.from({ length: Math.floor((wall - 18) / 4) }, (_, i) => rect(x, base - wall + 2 + i * 4, w, 0.7)));
  s.add(
    p.roof,
    poly(
      x - 14,
      base - wall + 2,
      cx,
      base - wall - 26,
      x + w + 14,
      base - wall + 2,
      x + w + 10,
      base - wall + 6,
      cx,
      base - wall - 20,
      x - 10,
      base - wall + 6,
    ),
  );
  s.add(p.roofShade, poly(cx, base - wall - 26, x + w + 14, base - wall + 2, x + w + 10, base - wall + 6, cx, base - wall - 20));
  snowOn(
    h,
    poly(
      x - 14,
      base - wall + 2,
      cx,
      base - wall - 26,
      x + w + 14,
      base - wall + 2,
      x + w + 10,
      base - wall - 1,
      cx,
      base - wall - 22,
      x - 10,
      base - wall - 1,
    ),
  );
  s.add(
    p.window,
    ...windows(x + 8, base - 14, 4, 1, 8, 9, (w - 16) / 3.6, 0),
    ...windows(x + 8, base - wall + 4, 4, floors - 1, 8, 9, (w - 16) / 3.6, 18),
    rect(cx - 4, base - wall - 12, 8, 8),
  );
  s.add(
    p.dark,
    ...Array.from({ length: floors - 1 }, (_, i) => rect(x - 4, base - 20 - i * 18, w + 8, 2)),
    ...Array.from({ length: (floors - 1) * 12 }, (_, i) => rect(x - 3 + (i % 12) * ((w + 6) / 11), base - 26 - Math.floor(i / 12) * 18, 1, 6)),
  );
  if (variant === 2) {
    s.add(wood, rect(x + w + 16, base - 26, 30, 26));
    s.add(p.roof, poly(x + w + 10, base - 24, x + w + 31, base - 40, x + w + 52, base - 24));
    s.add(p.window, rect(x + w + 26, base - 18, 8, 8));
    snowOn(h, poly(x + w + 10, base - 24, x + w + 31, base - 40, x + w + 52, base - 24, x + w + 31, base - 36));
  }
}

function cityHotel(h: House): void {
  const { s, p, cx, base, variant } = h;
  const w = 88;
  const x = cx - w / 2;
  const height = variant === 2 ? 96 : 84;
  s.add(p.wallShade, rect(x - 30, base - height + 14, 30, height - 14), rect(x + w, base - height + 8, 28, height - 8));
  s.add(p.wall, rect(x, base - height, w, height));
  if (variant === 0) s.add(SLATE, poly(x - 2, base - height, x + 6, base - height - 16, x + w - 6, base - height - 16, x + w + 2, base - height));
  s.add(p.dark, rect(x - 2, base - height, w + 4, 2.5), rect(x, base - 22, w, 2));
  const rows = variant === 2 ? 5 : 4;
  s.add(
    p.window,
    ...windows(x + 7, base - height + 8, 6, rows, 7, 10, 13, 14.5),
    ...windows(x - 26, base - height + 22, 2, rows - 1, 6, 9, 13, 14.5),
    ...windows(x + w + 5, base - height + 16, 2, rows - 1, 6, 9, 12, 14.5),
  );
  if (variant === 0) s.add(p.window, ...[x + 16, x + 40, x + 64].map((dx) => rect(dx, base - height - 11, 7, 7)));
  if (variant === 1) s.add(p.dark, ...Array.from({ length: rows - 1 }, (_, r) => rect(x + 4, base - height + 19 + r * 14.5, w - 8, 1.5)));
  s.add(p.window, rect(cx - 9, base - 18, 18, 18), rect(x + 6, base - 16, 14, 12), rect(x + w - 20, base - 16, 14, 12));
  s.add(p.trim, poly(x + 2, base - 22, x + w - 2, base - 22, x + w + 2, base - 15, x - 2, base - 15));
  s.add(
    p.light,
    ...Array.from({ length: 6 }, (_, i) => poly(x + 6 + i * 15, base - 22, x + 13 + i * 15, base - 22, x + 13 + i * 15, base - 15, x + 6 + i * 15, base - 15)),
  );
  s.add(p.dark, rect(x + w - 6, base - height - 30, 1.2, 30));
  s.add(p.trim, poly(x + w - 4.8, base - height - 30, x + w + 8, base - height - 27, x + w - 4.8, base - height - 24));
}

function farmhouse(h: House): void {
  const { s, p, cx, base, variant } = h;
  const x = cx - 60;
  s.add(p.wall, rect(x, base - 26, 70, 26));
  s.add(p.roof, poly(x - 4, base - 26, x + 10, base - 46, x + 60, base - 46, x + 74, base - 26));
  s.add(p.roofShade, rect(x + 50, base - 54, 6, 10));
  const barn = variant === 1 ? mix(p.roofShade, p.wallShade, 0.4) : p.wallShade;
  s.add(barn, rect(x + 70, base - 30, 48, 30));
  s.add(p.roofShade, poly(x + 66, base - 30, x + 94, base - 50, x + 122, base - 30));
  s.add(p.dark, arch(x + 84, base - 20, 20, 20));
  if (variant === 0) s.add(p.roofShade, ...Array.from({ length: 6 }, (_, i) => rect(x + 2 + i * 13, base - 26, 1.5, 26)), rect(x, base - 14, 70, 1.5));
  if (variant === 2) {
    s.add(p.wallShade, rect(x - 22, base - 44, 16, 44));
    s.add(p.roof, poly(x - 25, base - 44, x - 14, base - 58, x - 3, base - 44));
    s.add(p.dark, ...[0, 1, 2].map((i) => rect(x - 17 + i * 3, base - 38, 1.6, 2.5)));
  }
  s.add(
    p.window,
    rect(x + 8, base - 20, 8, 8),
    rect(x + 26, base - 20, 8, 8),
    rect(x + 54, base - 20, 8, 8),
    rect(x + 18, base - 40, 7, 6),
    rect(x + 44, base - 40, 7, 6),
  );
  s.add(
    p.trim,
    rect(x + 40, base - 16, 9, 16),
    rect(x + 4, base - 20, 3, 8),
    rect(x + 17, base - 20, 3, 8),
    rect(x + 22, base - 20, 3, 8),
    rect(x + 35, base - 20, 3, 8),
  );
  snowOn(h, poly(x + 10, base - 46, x + 60, base - 46, x + 64, base - 42, x + 6, base - 42));
}

function villa(h: House): void {
  const { s, p, cx, base, variant } = h;
  const w = 90;
  const x = cx - w / 2;
  s.add(p.wall, rect(x, base - 44, w, 44));
  s.add(p.roof, poly(x - 6, base - 44, x + 14, base - 54, x + w - 14, base - 54, x + w + 6, base - 44));
  if (variant === 0) {
    s.add(p.wallShade, rect(x + w - 26, base - 70, 22, 26));
    s.add(p.roof, poly(x + w - 30, base - 70, x + w - 15, base - 78, x + w, base - 70));
    s.add(p.window, arch(x + w - 20, base - 66, 4, 10), arch(x + w - 12, base - 66, 4, 10));
  }
  if (variant === 2) {
    s.add(p.roofShade, rect(x + w, base - 28, 40, 2.5), ...[0, 13, 26, 38].map((dx) => rect(x + w + dx, base - 26, 2, 26)));
    s.add(mix(p.foliage, p.foliageDark, 0.4), ...[6, 18, 30].map((dx) => circle(x + w + dx, base - 29, 4)));
    s.add('#b97bb4', ...[10, 24].map((dx) => circle(x + w + dx, base - 26, 2)));
  }
  s.add(p.window, ...windows(x + 10, base - 36, 5, 1, 7, 10, 16, 0));
  s.add(p.trim, ...windows(x + 6.5, base - 36, 5, 1, 3, 10, 16, 0), ...windows(x + 17.5, base - 36, 5, 1, 3, 10, 16, 0));
  const loggia = variant === 1 ? [cx - 30, cx - 15, cx, cx + 15] : [cx - 22, cx - 7, cx + 8];
  s.add(p.dark, ...loggia.map((ax) => arch(ax, base - 18, 11, 18)));
  if (variant === 1) s.add(p.light, rect(x - 4, base - 22, w + 8, 2.5));
}

function mill(h: House): void {
  const { s, p, cx, base, variant } = h;
  if (variant === 1) {
    s.add(p.wall, rect(cx - 40, base - 36, 64, 36));
    s.add(p.roof, poly(cx - 44, base - 36, cx - 8, base - 58, cx + 28, base - 36));
    s.add(p.window, ...windows(cx - 32, base - 28, 4, 1, 7, 9, 14, 0), rect(cx - 12, base - 48, 8, 7));
    s.add(p.water, rect(cx + 20, base - 4, 60, 6));
    s.add(p.roofShade, circle(cx + 36, base - 18, 18));
    s.add(p.wallShade, circle(cx + 36, base - 18, 14));
    s.add(
      p.roofShade,
      circle(cx + 36, base - 18, 3),
      rect(cx + 35, base - 32, 2, 28),
      rect(cx + 22, base - 19, 28, 2),
      poly(cx + 26, base - 29, cx + 27.5, base - 30.5, cx + 46, base - 7, cx + 44.5, base - 5.5),
      poly(cx + 46, base - 29, cx + 44.5, base - 30.5, cx + 26, base - 7, cx + 27.5, base - 5.5),
    );
    return;
  }
  const tall = variant === 2 ? 72 : 60;
  s.add(p.wall, rect(cx + 10, base - 22, 50, 22));
  s.add(p.roof, poly(cx + 6, base - 22, cx + 35, base - 36, cx + 64, base - 22));
  s.add(p.window, rect(cx + 20, base - 16, 7, 8), rect(cx + 42, base - 16, 7, 8));
  s.add(p.wallShade, poly(cx - 14, base, cx - 8, base - tall, cx + 8, base - tall, cx + 14, base));
  s.add(p.roofShade, `M${num(cx - 10)} ${num(base - tall)}a10 9 0 0 1 20 0z`);
  if (variant === 2) s.add(p.dark, rect(cx - 16, base - tall * 0.55, 32, 2));
  s.add(p.window, rect(cx - 3, base - tall + 10, 6, 7), rect(cx - 3, base - tall * 0.45, 6, 7));
  s.add(p.trim, rect(cx - 4, base - 12, 8, 12));
  const hubY = base - tall - 2;
  const sail = (dx: number, dy: number) => {
    const nx = -dy * 0.16;
    const ny = dx * 0.16;
    return poly(cx + dx * 0.12, hubY + dy * 0.12, cx + dx, hubY + dy, cx + dx + nx, hubY + dy + ny, cx + dx * 0.12 + nx, hubY + dy * 0.12 + ny);
  };
  s.add(p.light, sail(32, -26), sail(-26, -32), sail(-32, 26), sail(26, 32));
  s.add(p.dark, circle(cx, hubY, 2.2));
}

function townhouse(h: House): void {
  const { s, p, cx, base, variant } = h;
  const fronts = [
    { x: cx - 66, w: 38, h: 64, colour: mix(p.wallShade, p.roof, 0.35) },
    { x: cx - 28, w: 46, h: 76, colour: p.wall },
    { x: cx + 18, w: 40, h: 60, colour: mix(p.wallShade, p.trim, 0.3) },
  ];
  for (const f of fronts) {
    s.add(f.colour, rect(f.x, base - f.h, f.w, f.h));
    const top = base - f.h;
    if (variant === 0)
      s.add(
        f.colour,
        poly(
          f.x,
          top,
          f.x,
          top - 6,
          f.x + 6,
          top - 6,
          f.x + 6,
          top - 12,
          f.x + 12,
          top - 12,
          f.x + 12,
          top - 18,
          f.x + f.w - 12,
          top - 18,
          f.x + f.w - 12,
          top - 12,
          f.x + f.w - 6,
          top - 12,
          f.x + f.w - 6,
          top - 6,
          f.x + f.w,
          top - 6,
          f.x + f.w,
          top,
        ),
      );
    else if (variant === 1)
      s.add(f.colour, `M${num(f.x)} ${num(top)}q${num(f.w / 4)} -4 ${num(f.w / 4)} -12q${num(f.w / 4)} -10 ${num(f.w / 2)} 0q0 8 ${num(f.w / 4)} 12z`);
    else s.add(p.dark, rect(f.x - 1, top - 3, f.w + 2, 3));
    s.add(p.window, ...windows(f.x + 6, top + 8, 3, Math.floor((f.h - 24) / 14), (f.w - 18) / 3, 9, (f.w - 6) / 3, 14), rect(f.x + f.w / 2 - 3, top - 8, 6, 6));
  }
  s.add(p.trim, rect(cx - 24, base - 22, 38, 6));
  s.add(p.dark, rect(cx - 8, base - 15, 8, 15));
  s.add(p.window, rect(cx - 22, base - 14, 12, 10), rect(cx + 3, base - 14, 10, 10));
}

const HOUSES: Record<Building, (house: House) => void> = {
  chateau,
  manor,
  chalet,
  city: cityHotel,
  farmhouse,
  villa,
  mill,
  townhouse,
};

/** Draws a house; its ground shadow first, so the house stands rather than floats. */
export function drawHouse(building: Building, house: House): void {
  house.s.faint(house.p.dark, 0.18, `M${num(house.cx - 80)} ${num(house.base + 1)}h160l-10 5h-140z`);
  HOUSES[building](house);
}
