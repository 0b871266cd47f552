/**
 * A picture's address says everything it shows (ADR 63): /api/images/{kind}/{id}/{subject}/{size}.svg, where the
 * subject reads 'seaside.villa.room.twin.garden' (setting, house, then what); a gift box's starts with its theme. The route draws from the address
 * alone, so the answer never changes and is cached for good, without reading the database.
 */
import { BUILDINGS, SETTINGS, VIEWS, type Building, type PictureSubject, type Setting, type View } from '../../domain/pictures';
import type { ThemeKey } from '../../domain/themes';

export type PictureKind = 'hotel' | 'room' | 'activity' | 'box' | 'theme';
export const PICTURE_KINDS: readonly PictureKind[] = ['hotel', 'room', 'activity', 'box', 'theme'];

/** A place and what is seen there: the scene behind a gift box. */
export interface PlaceScene {
  setting: Setting;
  building: Building;
  subject: PictureSubject;
}

/** What one address shows. `seed` varies what the subject leaves open (the exterior's composition, colours). */
export type PictureRef =
  | { type: 'place'; seed: number; setting: Setting; building: Building; subject: PictureSubject }
  | { type: 'theme'; seed: number; theme: ThemeKey }
  | { type: 'box'; seed: number; theme: ThemeKey | 'card'; scene?: PlaceScene }
  | { type: 'landscape'; seed: number };

const THEME_KEYS: readonly ThemeKey[] = ['wellness', 'romantic', 'gastronomy', 'family'];
const CODE = /^[a-z0-9-]+(\.[a-z0-9-]+){0,5}$/;

/** The subject segment of a place's address. */
export function toSubjectCode(setting: Setting, building: Building, subject: PictureSubject): string {
  switch (subject.kind) {
    case 'room':
      return `${setting}.${building}.room.${subject.room}.${subject.view}`;
    case 'pool':
      return `${setting}.${building}.pool.${subject.indoor ? 'indoor' : 'outdoor'}`;
    case 'activity':
      return `${setting}.${building}.activity.${subject.activity}`;
    default:
      return `${setting}.${building}.${subject.kind}`;
  }
}

/** The subject segment of a gift box's address: its theme, then the scene behind it ('wellness.countryside.manor.spa'). */
export function toBoxSubjectCode(theme: ThemeKey, scene: PlaceScene): string {
  return `${theme}.${toSubjectCode(scene.setting, scene.building, scene.subject)}`;
}

function parseScene(parts: readonly string[]): PlaceScene | null {
  const [setting = '', building = '', ...rest] = parts;
  if (!(SETTINGS as readonly string[]).includes(setting) || !(BUILDINGS as readonly string[]).includes(building)) return null;
  const subject = parseSubject(rest);
  return subject ? { setting: setting as Setting, building: building as Building, subject } : null;
}

function parseBox(seed: number, parts: readonly string[]): PictureRef | null {
  const [theme = '', ...scene] = parts;
  if (theme === 'card' && scene.length === 0) return { type: 'box', seed, theme };
  if (!(THEME_KEYS as readonly string[]).includes(theme)) return null;
  if (scene.length === 0) return { type: 'box', seed, theme: theme as ThemeKey };
  const parsed = parseScene(scene);
  return parsed ? { type: 'box', seed, theme: theme as ThemeKey, scene: parsed } : null;
}

function parseSubject(parts: readonly string[]): PictureSubject | null {
  const [what, first, second] = parts;
  if (what === 'exterior' || what === 'spa' || what === 'dining') return parts.length === 1 ? { kind: what } : null;
  if (what === 'pool' && (first === 'indoor' || first === 'outdoor') && parts.length === 2) return { kind: 'pool', indoor: first === 'indoor' };
  if (what === 'room' && first && (VIEWS as readonly string[]).includes(second ?? '') && parts.length === 3)
    return { kind: 'room', room: first, view: second as View };
  if (what === 'activity' && first && parts.length === 2) return { kind: 'activity', activity: first };
  return null;
}

/** A number that varies a picture: the id itself when it is one (a hotel's), else a hash of it. */
export function seedOf(id: string): number {
  if (/^\d{1,9}$/.test(id)) return Number(id);
  let hash = 2166136261;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/**
 * What `kind`/`id`/`subject` shows, or null for an address that names nothing. A bare number as subject (the
 * addresses of before subjects, still in e-mails already sent) shows a landscape.
 */
export function parsePictureRef(kind: string, id: string, subject: string): PictureRef | null {
  if (!(PICTURE_KINDS as readonly string[]).includes(kind) || !/^[\w-]{1,64}$/.test(id) || subject.length > 96) return null;
  const seed = seedOf(id);
  if (/^\d{1,2}$/.test(subject)) return { type: 'landscape', seed: seed + Number(subject) };
  if (!CODE.test(subject)) return null;
  const parts = subject.split('.');
  if (kind === 'theme')
    return parts.length === 1 && (THEME_KEYS as readonly string[]).includes(subject) ? { type: 'theme', seed, theme: subject as ThemeKey } : null;
  if (kind === 'box') return parseBox(seed, parts);
  const scene = parseScene(parts);
  return scene ? { type: 'place', seed, ...scene } : null;
}
