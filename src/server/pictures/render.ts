/** Draws what a picture address names (picture-ref.ts): exteriors, rooms, facilities, activities, themes, boxes. */
import { getExteriorComposition, getRoomView, type Building, type Setting } from '../../domain/pictures';
import type { ThemeKey } from '../../domain/themes';
import { WELLNESS_ART } from './activities-wellness';
import { ROMANTIC_ART } from './activities-romantic';
import { GASTRONOMY_ART } from './activities-gastronomy';
import { FAMILY_ART } from './activities-family';
import type { ActivityArt } from './activity-stage';
import { ellipse, mix, poly, rect, toSvg, type Drawing } from './canvas';
import { buildOutdoorScene, drawExterior } from './exterior';
import { drawDining, drawIndoorPool, drawOutdoorPool, drawSpa } from './facilities';
import { createInterior, drawWallAndFloor, finish } from './interior';
import { getPalette } from './palettes';
import type { PictureRef, PlaceScene } from './picture-ref';
import { drawRoom } from './rooms';

const ACTIVITY_ART: Readonly<Record<string, ActivityArt>> = { ...WELLNESS_ART, ...ROMANTIC_ART, ...GASTRONOMY_ART, ...FAMILY_ART };

/** Whether the catalogue activity `key` has its own drawing. */
export function hasActivityPicture(key: string): boolean {
  return Object.hasOwn(ACTIVITY_ART, key);
}

/** The setting an activity is drawn in when no hotel gives one (an activity voucher): where it naturally happens. */
export function getActivityHome(key: string): Setting {
  return ACTIVITY_ART[key]?.home ?? 'city-centre';
}

/** Every activity key with a drawing. */
export function listActivityPictures(): string[] {
  return Object.keys(ACTIVITY_ART);
}

function drawActivity(key: string, setting: Setting, building: Building, seed: number): Drawing {
  const art = ACTIVITY_ART[key];
  if (!art) return drawLandscape(seed);
  const view = getRoomView('double', setting);
  if (!art.indoor) {
    const season = key === 'nordic-bath' && setting === 'mountain' ? 'winter' : 'summer';
    return buildOutdoorScene(setting, seed, { variant: 0, palette: seed % 4, season, time: art.time ?? 'day', foreground: 0 }, (scene) =>
      art.draw({ ...scene, setting, view, seed }),
    );
  }
  const p = getPalette(setting, seed % 4, 'day', 'summer');
  const room = createInterior(p, building);
  drawWallAndFloor(room, building);
  art.draw({ s: room.s, p, season: 'summer', setting, room, view, seed });
  return finish(room);
}

function drawLandscape(seed: number): Drawing {
  return buildOutdoorScene('countryside', seed, getExteriorComposition(seed, 'countryside'), () => undefined);
}

/** The theme tiles of the home page: each theme's most telling activity, in its own setting. */
const THEME_SCENES: Record<ThemeKey, [string, Setting]> = {
  wellness: ['thermal-baths', 'mountain'],
  romantic: ['hot-air-balloon', 'vineyard'],
  gastronomy: ['wine-tasting', 'vineyard'],
  family: ['amusement-park', 'countryside'],
};

/** Where a gift box stands: in the middle of its theme's picture, at the front right of its own scene, out of its way. */
const BOX_IN_THEME = { x: 160, scale: 1 };
const BOX_BESIDE_SCENE = { x: 262, scale: 0.6 };

/** A gift box with its ribbon, standing on the ground at 158 around `x`, drawn at `scale`. */
function drawGiftBox({ x, scale }: { x: number; scale: number }): Drawing['shapes'] {
  const box = '#b4441f';
  const ribbon = '#f2d27a';
  const px = (at: number) => x + (at - 160) * scale;
  const py = (at: number) => 158 + (at - 158) * scale;
  const part = (left: number, top: number, width: number, height: number) => rect(px(left), py(top), width * scale, height * scale);
  return [
    { d: ellipse(px(160), py(158), 56 * scale, 6 * scale), fill: '#000000', opacity: 0.18 },
    { d: part(116, 96, 88, 62), fill: box },
    { d: part(110, 86, 100, 16), fill: mix(box, '#ffffff', 0.15) },
    { d: part(154, 86, 12, 72) + part(110, 90, 100, 6), fill: ribbon },
    { d: poly(px(160), py(86), px(136), py(70), px(138), py(86)) + poly(px(160), py(86), px(184), py(70), px(182), py(86)), fill: ribbon },
  ];
}

/** A gift box in front of its own scene (what its title promises), else of its theme's picture; a gift card for 'card'. */
function drawBox(theme: ThemeKey | 'card', seed: number, scene: PlaceScene | undefined): Drawing {
  if (theme === 'card') {
    const drawing = drawActivity('sunset-aperitif', 'seaside', 'manor', seed);
    const card = [
      { d: rect(100, 50, 120, 76), fill: '#22577a' },
      { d: rect(100, 100, 120, 10), fill: '#f2d27a' },
      { d: rect(112, 62, 40, 6), fill: '#ffffff' },
    ];
    return { sky: drawing.sky, shapes: [...drawing.shapes, ...card] };
  }
  const [key, setting] = THEME_SCENES[theme];
  const drawing = scene ? buildPictureDrawing({ type: 'place', seed, ...scene }) : drawActivity(key, setting, 'manor', seed);
  return { sky: drawing.sky, shapes: [...drawing.shapes, ...drawGiftBox(scene ? BOX_BESIDE_SCENE : BOX_IN_THEME)] };
}

/** The drawing a picture address names. */
export function buildPictureDrawing(ref: PictureRef): Drawing {
  if (ref.type === 'landscape') return drawLandscape(ref.seed);
  if (ref.type === 'theme') {
    const [key, setting] = THEME_SCENES[ref.theme];
    return drawActivity(key, setting, 'manor', ref.seed);
  }
  if (ref.type === 'box') return drawBox(ref.theme, ref.seed, ref.scene);
  const { seed, setting, building, subject } = ref;
  const p = getPalette(setting, seed % 4, 'day', 'summer');
  const view = getRoomView('double', setting);
  switch (subject.kind) {
    case 'exterior':
      return drawExterior(seed, setting, building);
    case 'room':
      return drawRoom(p, building, subject.room, subject.view, seed);
    case 'pool':
      return subject.indoor ? drawIndoorPool(p, building, view) : drawOutdoorPool(setting, seed);
    case 'spa':
      return drawSpa(p, building, seed);
    case 'dining':
      return drawDining(p, building, view, seed);
    case 'activity':
      return drawActivity(subject.activity, setting, building, seed);
  }
}

/** The picture as an SVG document of `width`×`height` pixels. */
export function renderPictureSvg(ref: PictureRef, width: number, height: number): string {
  return toSvg(buildPictureDrawing(ref), width, height);
}
