/**
 * Rooms seen from the door: a back wall in the house's style, a window onto the view, a floor, and what the room is
 * for (beds, a pool, a hot tub, tables). The window shows the hotel's setting, so a room of a mountain hotel looks
 * onto mountains and only a sea-view room onto the sea.
 */
import type { Building, View } from '../../domain/pictures';
import { arch, circle, ellipse, mix, poly, rect, Sketch, type Drawing } from './canvas';
import type { Palette } from './palettes';

export const FLOOR_Y = 128;

export interface Interior {
  s: Sketch;
  p: Palette;
  /** Wall colour of the room. */
  wall: string;
  floor: string;
  wood: string;
  fabric: string;
}

/** Wall and floor colours of a house's rooms: wood in a chalet, terracotta in a villa, pale panels in a château. */
export function createInterior(p: Palette, building: Building): Interior {
  const wood = building === 'chalet' ? '#b07a4c' : mix(p.roofShade, '#a0714b', 0.5);
  const wall =
    building === 'chalet'
      ? '#d9b48a'
      : building === 'city'
        ? mix(p.wall, '#dfe3e2', 0.5)
        : building === 'villa'
          ? mix(p.wall, '#f2d7b6', 0.4)
          : mix(p.wall, p.trim, 0.12);
  const floor = building === 'villa' || building === 'farmhouse' ? mix(p.roof, '#c98d6a', 0.5) : mix(wood, p.dark, 0.15);
  return { s: new Sketch(), p, wall, floor, wood, fabric: mix(p.trim, p.roof, 0.3) };
}

/** The back wall's details for the house's style, then the floor. */
export function drawWallAndFloor(room: Interior, building: Building): void {
  const { s, p } = room;
  const line = mix(room.wall, p.dark, 0.12);
  if (building === 'chalet') s.add(line, ...Array.from({ length: 9 }, (_, i) => rect(0, 10 + i * 13, 320, 1)));
  if (building === 'chateau' || building === 'manor')
    s.add(line, ...[12, 92, 228, 276].flatMap((x) => [rect(x, 30, 34, 1.2), rect(x, 30, 1.2, 70), rect(x + 34, 30, 1.2, 70), rect(x, 100, 35, 1.2)]));
  if (building === 'townhouse') s.add(line, ...Array.from({ length: 16 }, (_, i) => rect(i * 21, 0, 6, FLOOR_Y)));
  if (building === 'farmhouse' || building === 'mill')
    s.add(mix(room.wood, p.dark, 0.25), rect(0, 0, 320, 8), ...[40, 150, 260].map((x) => rect(x, 0, 10, 12)));
  s.add(mix(room.wall, p.dark, 0.2), rect(0, FLOOR_Y - 3, 320, 3));
  s.add(room.floor, rect(0, FLOOR_Y, 320, 52));
  s.faint(p.dark, 0.12, ...Array.from({ length: 5 }, (_, i) => rect(0, FLOOR_Y + 6 + i * 10, 320, 0.8)));
}

/** The landscape seen through a window at (x, y) of w×h: it never leaves the frame. */
export function drawView(room: Interior, view: View, x: number, y: number, w: number, h: number): void {
  const { s, p } = room;
  s.add('#a9d3e6', rect(x, y, w, h * 0.6));
  s.add('#dcecf1', rect(x, y + h * 0.6 - 1, w, h * 0.4 + 1));
  const horizon = y + h * 0.6;
  if (view === 'sea' || view === 'lake') {
    if (view === 'lake') s.add(p.far, poly(x, horizon, x, horizon - h * 0.18, x + w * 0.4, horizon - h * 0.3, x + w, horizon - h * 0.12, x + w, horizon));
    s.add(p.water, rect(x, horizon, w, h * 0.4));
    s.add(p.light, poly(x + w * 0.62, horizon - h * 0.02, x + w * 0.62, horizon - h * 0.24, x + w * 0.74, horizon - h * 0.02));
  } else if (view === 'mountain') {
    s.add(
      p.far,
      poly(x, horizon, x + w * 0.3, y + h * 0.2, x + w * 0.62, horizon - h * 0.1, x + w * 0.8, y + h * 0.28, x + w, horizon - h * 0.2, x + w, horizon),
    );
    s.add(
      '#f4f7f9',
      poly(x + w * 0.3, y + h * 0.2, x + w * 0.38, y + h * 0.32, x + w * 0.22, y + h * 0.32),
      poly(x + w * 0.8, y + h * 0.28, x + w * 0.86, y + h * 0.37, x + w * 0.74, y + h * 0.37),
    );
    s.add(p.mid, rect(x, horizon, w, h * 0.4));
  } else if (view === 'street') {
    s.add(
      p.far,
      rect(x, y + h * 0.3, w * 0.3, h * 0.7),
      rect(x + w * 0.34, y + h * 0.18, w * 0.3, h * 0.82),
      rect(x + w * 0.68, y + h * 0.4, w * 0.32, h * 0.6),
    );
    s.add(
      mix(p.far, '#ffffff', 0.45),
      ...[0.05, 0.4, 0.74].flatMap((fx) => [
        rect(x + w * (fx + 0.05), y + h * 0.5, w * 0.06, h * 0.1),
        rect(x + w * (fx + 0.16), y + h * 0.5, w * 0.06, h * 0.1),
      ]),
    );
  } else {
    const land = view === 'vines' ? p.mid : mix(p.near, p.foliage, 0.3);
    s.add(land, poly(x, y + h, x, horizon, x + w * 0.5, horizon - h * 0.08, x + w, horizon + h * 0.02, x + w, y + h));
    if (view === 'vines') s.add(p.foliageDark, ...[0.2, 0.45, 0.7].map((fy) => rect(x, horizon + h * 0.4 * fy, w, 1.2)));
    if (view === 'forest')
      s.add(
        p.foliageDark,
        ...[0.1, 0.3, 0.5, 0.7, 0.9].map((fx, i) =>
          poly(x + w * fx, horizon - h * (0.3 + (i % 2) * 0.1), x + w * fx + w * 0.1, horizon + h * 0.1, x + w * fx - w * 0.1, horizon + h * 0.1),
        ),
      );
    if (view === 'garden') s.add(p.foliage, circle(x + w * 0.25, horizon - h * 0.05, h * 0.14), circle(x + w * 0.7, horizon, h * 0.18));
  }
}

/** A window (w×h at x, y) with its frame, cross bars and curtains. */
export function drawWindow(room: Interior, view: View, x: number, y: number, w: number, h: number, arched = false): void {
  const { s, p } = room;
  const frame = mix(p.light, room.wall, 0.2);
  s.add(frame, arched ? arch(x - 3, y - 3, w + 6, h + 6) : rect(x - 3, y - 3, w + 6, h + 6));
  drawView(room, view, x, y, w, h);
  s.add(frame, rect(x + w / 2 - 1, y, 2, h), rect(x, y + h * 0.45, w, 2));
  s.add(
    room.fabric,
    poly(x - 10, y - 6, x + 4, y - 6, x - 2, y + h + 4, x - 12, y + h + 4),
    poly(x + w - 4, y - 6, x + w + 10, y - 6, x + w + 12, y + h + 4, x + w + 2, y + h + 4),
  );
}

/** A lamp hanging from the ceiling. */
export function pendant(s: Sketch, x: number, drop: number, colour: string, glow: string): void {
  s.add(colour, rect(x - 0.5, 0, 1, drop), `M${x - 9} ${drop + 8}a9 9 0 0 1 18 0z`);
  s.faint(glow, 0.8, ellipse(x, drop + 9, 7, 2));
}

/** A potted plant. */
export function plant(s: Sketch, p: Palette, x: number, y: number): void {
  s.add(p.foliageDark, ellipse(x - 5, y - 20, 5, 10), ellipse(x + 5, y - 22, 5, 11), ellipse(x, y - 26, 5, 12));
  s.add(p.roof, poly(x - 7, y - 12, x + 7, y - 12, x + 5, y, x - 5, y));
}

/** The finished interior as a drawing: the wall colour stands in for the sky. */
export function finish(room: Interior): Drawing {
  return { sky: [mix(room.wall, '#ffffff', 0.18), room.wall], shapes: room.s.shapes };
}
