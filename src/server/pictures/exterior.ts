/** A hotel's exterior: its house in its setting, in the season, light and composition its id gives it. */
import { getExteriorComposition, type Building, type Setting } from '../../domain/pictures';
import { createRandom, hashSeed, Sketch, type Drawing } from './canvas';
import { drawHouse } from './buildings';
import { drawBackdrop, drawForeground, GROUND_Y, HORIZON_Y, type Scene } from './landscape';
import { sky } from './nature';
import { getLight, getPalette } from './palettes';

/**
 * Where the house stands for each building variant, and whether the foreground goes on its left: near the middle,
 * so a tall crop (the first tile of a gallery) still shows the house whole.
 */
const PLACES = [
  { cx: 172, freeLeft: true },
  { cx: 148, freeLeft: false },
  { cx: 166, freeLeft: true },
] as const;

/** The outdoor scene of a setting for a seed: backdrop, palette, light; `draw` adds what stands in it. */
export function buildOutdoorScene(
  setting: Setting,
  seed: number,
  composition: ReturnType<typeof getExteriorComposition>,
  draw: (scene: Scene) => void,
): Drawing {
  const light = getLight(composition.time);
  const p = getPalette(setting, composition.palette, composition.time, composition.season);
  const scene: Scene = { s: new Sketch(), p, season: composition.season, random: createRandom(seed) };
  sky(scene.s, light, 40 + (seed % 240), HORIZON_Y, seed % 17);
  drawBackdrop(scene, setting);
  draw(scene);
  return { sky: light.sky, shapes: scene.s.shapes };
}

/** The exterior of hotel `hotelId`, a `building` in `setting`. */
export function drawExterior(hotelId: number, setting: Setting, building: Building): Drawing {
  const composition = getExteriorComposition(hotelId, setting);
  const place = PLACES[composition.variant % PLACES.length] ?? PLACES[0];
  return buildOutdoorScene(setting, hashSeed(`exterior:${hotelId}`), composition, (scene) => {
    drawHouse(building, { s: scene.s, p: scene.p, cx: place.cx, base: GROUND_Y + 4, variant: composition.variant, snowy: composition.season === 'winter' });
    drawForeground(scene, setting, composition.foreground, place.freeLeft);
  });
}
