/** Bedrooms: the beds of the room type (a double, twin singles, a bunk bed for a family, a sofa bed) and its view. */
import { getRoomBeds, type Building, type View } from '../../domain/pictures';
import { arch, circle, ellipse, mix, poly, rect, type Drawing } from './canvas';
import { createInterior, drawWallAndFloor, drawWindow, finish, FLOOR_Y, type Interior } from './interior';
import type { Palette } from './palettes';

const SHEET = '#f7f4ee';

/** A bed seen from its foot: headboard on the wall, sheets and a cover widening towards us, `pillows` pillows. */
function bed(room: Interior, cx: number, w: number, pillows: number, cover: string): void {
  const { s, p } = room;
  const top = FLOOR_Y - 14;
  s.add(room.wood, arch(cx - w / 2 - 4, top - 26, w + 8, 40));
  s.add(SHEET, poly(cx - w / 2, top, cx + w / 2, top, cx + w / 2 + 14, 166, cx - w / 2 - 14, 166));
  s.add(
    mix(SHEET, p.dark, 0.12),
    ...Array.from({ length: pillows }, (_, i) => ellipse(cx - w / 2 + (w / pillows) * (i + 0.5), top + 1, w / pillows / 2 - 2, 5)),
  );
  s.add(cover, poly(cx - w / 2 - 3, top + 14, cx + w / 2 + 3, top + 14, cx + w / 2 + 14, 166, cx - w / 2 - 14, 166));
  s.add(
    mix(cover, p.dark, 0.25),
    rect(cx - w / 2 - 14, 166, w + 28, 8),
    poly(cx - w / 2 - 3, top + 22, cx + w / 2 + 3, top + 22, cx + w / 2 + 5, top + 26, cx - w / 2 - 5, top + 26),
  );
}

function nightstand(room: Interior, x: number): void {
  const { s, p } = room;
  s.add(room.wood, rect(x - 9, FLOOR_Y - 14, 18, 22));
  s.add(mix(room.wood, p.dark, 0.3), rect(x - 7, FLOOR_Y - 8, 14, 1));
  s.add(p.dark, rect(x - 0.6, FLOOR_Y - 26, 1.2, 12));
  s.add(mix(p.light, '#f3d9a4', 0.5), poly(x - 6, FLOOR_Y - 26, x + 6, FLOOR_Y - 26, x + 4, FLOOR_Y - 34, x - 4, FLOOR_Y - 34));
}

/** A bunk bed against the side wall: two sleeping places for children. */
function bunk(room: Interior, x: number, cover: string): void {
  const { s } = room;
  s.add(
    room.wood,
    rect(x, 58, 4, 112),
    rect(x + 60, 58, 4, 112),
    rect(x, 100, 64, 4),
    rect(x, 150, 64, 4),
    rect(x + 48, 62, 3, 38),
    rect(x + 48, 70, 14, 2),
    rect(x + 48, 80, 14, 2),
    rect(x + 48, 90, 14, 2),
  );
  s.add(SHEET, rect(x + 4, 92, 56, 8), rect(x + 4, 142, 56, 8));
  s.add(cover, rect(x + 16, 94, 44, 6), rect(x + 16, 144, 44, 6));
}

function sofa(room: Interior, x: number, w: number): void {
  const { s, p } = room;
  const colour = mix(room.fabric, p.far, 0.5);
  s.add(colour, rect(x, FLOOR_Y - 20, w, 30), rect(x - 5, FLOOR_Y - 8, 8, 22), rect(x + w - 3, FLOOR_Y - 8, 8, 22));
  s.add(mix(colour, p.light, 0.2), rect(x + 3, FLOOR_Y, w - 6, 8));
  s.add(p.roof, rect(x + 6, FLOOR_Y - 14, 12, 12));
}

/** A room of `roomType` in a house of `building`, looking onto `view`. */
export function drawRoom(p: Palette, building: Building, roomType: string, view: View, seed: number): Drawing {
  const room = createInterior(p, building);
  const { s } = room;
  const beds = getRoomBeds(roomType);
  drawWallAndFloor(room, building);
  const wide = roomType === 'deluxe-sea-view' || roomType === 'suite';
  const windowLeft = seed % 2 === 0;
  if (wide) drawWindow(room, view, windowLeft ? 18 : 200, 22, 100, 84);
  else drawWindow(room, view, windowLeft ? 26 : 236, 26, 58, 62, building === 'villa' || building === 'chateau');
  if (roomType === 'deluxe-sea-view')
    s.add(
      mix(p.dark, p.light, 0.2),
      ...Array.from({ length: 11 }, (_, i) => rect((windowLeft ? 18 : 200) + i * 10, 88, 1.4, 18)),
      rect(windowLeft ? 18 : 200, 88, 100, 2),
    );
  const covers = [room.fabric, mix(p.far, p.trim, 0.4), mix(p.roof, SHEET, 0.3)];
  const cover = covers[seed % covers.length] ?? room.fabric;
  const centre = windowLeft ? 190 : 130;
  if (beds.double === 1 && beds.singles === 0) {
    const w = beds.large ? 116 : 96;
    nightstand(room, centre - w / 2 - 18);
    nightstand(room, centre + w / 2 + 18);
    bed(room, centre, w, 2, cover);
    if (beds.sofa) sofa(room, windowLeft ? 10 : 250, 60);
    if (roomType === 'suite') s.add(mix(cover, SHEET, 0.5), ellipse(windowLeft ? 60 : 260, 168, 46, 8));
  } else if (beds.double === 0) {
    bed(room, centre - 44, 54, 1, cover);
    nightstand(room, centre);
    bed(room, centre + 44, 54, 1, cover);
  } else {
    const w = 90;
    const doubleX = windowLeft ? 200 : 120;
    bed(room, doubleX, w, 2, cover);
    nightstand(room, doubleX + (windowLeft ? -w / 2 - 18 : w / 2 + 18));
    if (beds.singles >= 2) bunk(room, windowLeft ? 90 : 190, covers[(seed + 1) % covers.length] ?? cover);
    else bed(room, windowLeft ? 105 : 215, 36, 1, covers[(seed + 1) % covers.length] ?? cover);
  }
  if (building === 'chateau' || building === 'manor')
    s.add(mix(p.light, '#e9c46a', 0.5), rect(159.5, 0, 1, 12), ellipse(160, 16, 10, 4), circle(152, 14, 1.5), circle(168, 14, 1.5));
  else if (building === 'city' || building === 'townhouse') s.add(mix(p.far, p.trim, 0.5), rect(windowLeft ? 240 : 50, 40, 30, 22));
  return finish(room);
}
