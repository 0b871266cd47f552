/** The hotel's pool (indoors or out), its spa and its dining room. */
import type { Building, Setting, View } from '../../domain/pictures';
import { arch, circle, ellipse, mix, poly, rect, type Drawing, type Sketch } from './canvas';
import { buildOutdoorScene } from './exterior';
import { createInterior, drawWallAndFloor, drawWindow, finish, FLOOR_Y, pendant, plant } from './interior';
import type { Palette } from './palettes';

const TILE = '#e9eef0';
const WATER = '#4fb3c8';

/** A sun lounger seen from the side, its back raised. */
export function lounger(s: Sketch, colour: string, frame: string, x: number, y: number): void {
  s.add(frame, rect(x, y, 1.5, 6), rect(x + 26, y, 1.5, 6));
  s.add(colour, poly(x - 2, y, x + 30, y, x + 30, y - 3, x + 4, y - 3, x - 4, y - 13, x - 7, y - 12));
}

/** Water seen at a slant, with the light on it. */
function pool(s: Sketch, top: number, bottom: number, left: number, right: number, slant: number): void {
  s.add(TILE, poly(left - 8, top - 4, right + 8, top - 4, right + slant + 10, bottom + 6, left - slant - 10, bottom + 6));
  s.add(WATER, poly(left, top, right, top, right + slant, bottom, left - slant, bottom));
  s.faint(
    '#ffffff',
    0.45,
    ...[0.25, 0.5, 0.75].map((f) =>
      poly(
        left + 20 - slant * f,
        top + (bottom - top) * f,
        right - 40 + slant * f,
        top + (bottom - top) * f,
        right - 44 + slant * f,
        top + (bottom - top) * f + 1.5,
        left + 24 - slant * f,
        top + (bottom - top) * f + 1.5,
      ),
    ),
  );
}

export function drawOutdoorPool(setting: Setting, seed: number): Drawing {
  return buildOutdoorScene(setting, seed, { variant: 0, palette: seed % 4, season: 'summer', time: 'day', foreground: 0 }, ({ s, p }) => {
    s.add(mix(p.ground, TILE, 0.5), rect(0, 138, 320, 42));
    pool(s, 146, 172, 70, 250, 16);
    lounger(s, p.light, p.dark, 20, 160);
    lounger(s, p.light, p.dark, 276, 162);
    s.add(p.dark, rect(40, 128, 1.5, 32));
    s.add(p.trim, `M18 130a23 9 0 0 1 46 0z`);
    s.add(mix(p.foliage, p.foliageDark, 0.4), ellipse(300, 134, 14, 10), ellipse(288, 138, 10, 7));
  });
}

export function drawIndoorPool(p: Palette, building: Building, view: View): Drawing {
  const room = createInterior(p, building);
  const { s } = room;
  drawWallAndFloor(room, building);
  [34, 112, 190, 268].forEach((x) => drawWindow(room, view, x, 28, 36, 70, true));
  s.add(TILE, rect(0, FLOOR_Y - 2, 320, 54));
  pool(s, 136, 170, 40, 280, 14);
  s.add(mix(WATER, p.dark, 0.3), rect(120, 136, 1.2, 34), rect(200, 136, 1.2, 34));
  s.add(p.light, rect(286, 122, 2, 30), rect(296, 122, 2, 30), rect(286, 130, 12, 1.5), rect(286, 138, 12, 1.5));
  plant(s, p, 14, FLOOR_Y + 4);
  return finish(room);
}

/** Stones, a hot tub in the steam, towels and candles: the spa. */
export function drawSpa(p: Palette, building: Building, seed: number): Drawing {
  const room = createInterior(p, building);
  const { s } = room;
  room.wall = mix(room.wall, '#b38a68', 0.35);
  drawWallAndFloor(room, building === 'chalet' ? 'chalet' : 'city');
  s.add(mix(room.wood, '#d4a373', 0.4), rect(190, 56, 120, 72), ...[0, 1, 2].map((i) => rect(190, 76 + i * 18, 120, 2)));
  s.add(mix(room.wood, p.dark, 0.35), rect(200, 70, 100, 6), rect(200, 100, 100, 6));
  s.add(mix(room.wall, '#ffffff', 0.25), arch(34, 30, 70, 96));
  s.add(mix(p.foliageDark, p.dark, 0.2), ...[44, 60, 76, 92].map((x, i) => ellipse(x, 96 - (i % 2) * 6, 5, 24)));
  s.add('#7a9a9c', ellipse(120, 150, 78, 22));
  s.add('#6fc2cf', ellipse(120, 148, 68, 16));
  s.faint(
    '#ffffff',
    0.6,
    ...[
      [96, 146],
      [110, 150],
      [132, 145],
      [146, 151],
      [124, 140],
    ].map(([x = 0, y = 0]) => circle(x, y, 1.6)),
  );
  s.faint('#ffffff', 0.35, `M86 130q-6 -14 4 -26q8 -10 0 -22q12 10 4 24q-6 10 -8 24z`, `M150 128q-6 -16 4 -28q8 -10 0 -22q12 12 4 26q-6 10 -8 24z`);
  s.add(mix(p.far, p.dark, 0.4), ellipse(250, 166, 16, 5), ellipse(250, 158, 12, 4), ellipse(250, 151, 8, 3));
  s.add(p.light, rect(270, 154, 30, 6), rect(272, 148, 26, 6));
  s.add(seed % 2 ? p.roof : p.trim, rect(270, 160, 30, 4));
  s.add('#f8f1e0', rect(214, 154, 5, 9), rect(226, 156, 5, 7));
  s.add('#ffc857', ellipse(216.5, 151, 1.6, 2.6), ellipse(228.5, 153, 1.6, 2.6));
  return finish(room);
}

/** Laid tables under hanging lamps, a window onto the view. */
export function drawDining(p: Palette, building: Building, view: View, seed: number): Drawing {
  const room = createInterior(p, building);
  const { s } = room;
  drawWallAndFloor(room, building);
  drawWindow(room, view, seed % 2 ? 40 : 200, 24, 80, 72, building === 'villa' || building === 'chateau');
  s.add(
    mix(room.wood, p.dark, 0.1),
    rect(seed % 2 ? 200 : 40, 40, 70, 60),
    ...Array.from({ length: 3 }, (_, i) => rect(seed % 2 ? 200 : 40, 58 + i * 18, 70, 1.5)),
  );
  s.add(mix(p.roof, '#7b2d3a', 0.5), ...Array.from({ length: 12 }, (_, i) => rect((seed % 2 ? 204 : 44) + (i % 6) * 11, 50 + Math.floor(i / 6) * 18, 4, 8)));
  [60, 160, 260].forEach((x) => pendant(s, x, 24, p.dark, '#ffd98a'));
  const cloth = '#fbfaf6';
  const tables: [number, number, number][] = [
    [70, 140, 34],
    [170, 134, 30],
    [262, 146, 38],
  ];
  for (const [x, y, w] of tables) {
    s.add(room.wood, rect(x - w - 8, y - 16, 4, 30), rect(x + w + 4, y - 16, 4, 30), rect(x - w - 10, y + 2, 8, 3), rect(x + w + 2, y + 2, 8, 3));
    s.add(cloth, poly(x - w, y - 6, x + w, y - 6, x + w + 4, y + 16, x - w - 4, y + 16));
    s.add(mix(cloth, p.dark, 0.1), rect(x - w - 4, y + 14, w * 2 + 8, 3));
    s.add(p.light, ellipse(x - w / 2, y - 4, 6, 2), ellipse(x + w / 2, y - 4, 6, 2));
    s.faint('#cfe3ea', 0.9, poly(x - 4, y - 16, x, y - 16, x - 1.4, y - 9, x - 2.6, y - 9), poly(x + 3, y - 16, x + 7, y - 16, x + 5.6, y - 9, x + 4.4, y - 9));
    s.add('#ffc857', ellipse(x + 14, y - 12, 1.4, 2.4));
  }
  return finish(room);
}
