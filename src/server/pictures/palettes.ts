/**
 * The limited palettes of the illustrations: a few colours per setting (four variants each), shifted by the time of
 * day, with foliage that follows the season. Every picture of a hotel uses its setting's palette.
 */
import type { Season, Setting, TimeOfDay } from '../../domain/pictures';
import { mix } from './canvas';

export interface Palette {
  far: string;
  mid: string;
  near: string;
  ground: string;
  water: string;
  wall: string;
  wallShade: string;
  roof: string;
  roofShade: string;
  trim: string;
  foliage: string;
  foliageDark: string;
  /** Windows: glass by day, lamplight at dusk and night. */
  window: string;
  light: string;
  dark: string;
}

export interface Light {
  sky: readonly [string, string];
  sun: string;
  /** A night sky shows a moon instead of a sun. */
  isNight: boolean;
  /** Lamps are lit in the windows. */
  isLit: boolean;
}

type Base = Omit<Palette, 'window' | 'foliage' | 'foliageDark'>;

/** Land, water and house colours per setting; the four variants keep the land and change the house and the hills. */
const BASES: Record<Setting, readonly Base[]> = {
  seaside: [
    {
      far: '#9fb9c4',
      mid: '#c9b98f',
      near: '#ecd9ab',
      ground: '#f3e4bf',
      water: '#3f8fa6',
      wall: '#fbf4e6',
      wallShade: '#e4d6bd',
      roof: '#c8623f',
      roofShade: '#9e4a31',
      trim: '#2f7f9a',
      light: '#ffffff',
      dark: '#24414f',
    },
    {
      far: '#a7bdc9',
      mid: '#bfb38c',
      near: '#e8d3a2',
      ground: '#f1dfb6',
      water: '#2f7d98',
      wall: '#f6ebd8',
      wallShade: '#ddcbb0',
      roof: '#b9553a',
      roofShade: '#8c3e2b',
      trim: '#3c6e8f',
      light: '#ffffff',
      dark: '#1f3a47',
    },
    {
      far: '#98b3bd',
      mid: '#cdbb8a',
      near: '#efdcae',
      ground: '#f5e6c2',
      water: '#4a9bb0',
      wall: '#ffffff',
      wallShade: '#dfe3e4',
      roof: '#d27549',
      roofShade: '#a4553a',
      trim: '#2a6f8f',
      light: '#ffffff',
      dark: '#23404d',
    },
    {
      far: '#a3b4c2',
      mid: '#c3b48d',
      near: '#e9d6a6',
      ground: '#f2e1b9',
      water: '#36859e',
      wall: '#f3e3c9',
      wallShade: '#d9c5a4',
      roof: '#b0503c',
      roofShade: '#843b2c',
      trim: '#4d7f6e',
      light: '#ffffff',
      dark: '#22404b',
    },
  ],
  mountain: [
    {
      far: '#9db2c9',
      mid: '#5f7f73',
      near: '#8fb174',
      ground: '#c9b48a',
      water: '#5d8fb0',
      wall: '#f0e4cf',
      wallShade: '#d3c2a3',
      roof: '#6b4a36',
      roofShade: '#4c3325',
      trim: '#8a5a36',
      light: '#ffffff',
      dark: '#2c3b3f',
    },
    {
      far: '#a6b5cc',
      mid: '#58786d',
      near: '#86a86c',
      ground: '#c4ad85',
      water: '#567fa3',
      wall: '#eadbc2',
      wallShade: '#cdb796',
      roof: '#5a3f30',
      roofShade: '#3f2b20',
      trim: '#9b6a3e',
      light: '#ffffff',
      dark: '#283639',
    },
    {
      far: '#94aac4',
      mid: '#647f78',
      near: '#94b47c',
      ground: '#cbb58d',
      water: '#6293b3',
      wall: '#f4e9d6',
      wallShade: '#d8c7a8',
      roof: '#7a4b33',
      roofShade: '#553524',
      trim: '#7c4f32',
      light: '#ffffff',
      dark: '#2e3c40',
    },
    {
      far: '#a1b0c6',
      mid: '#5b7a70',
      near: '#8aac70',
      ground: '#c6b089',
      water: '#5a89ab',
      wall: '#efe0c6',
      wallShade: '#d1bd99',
      roof: '#634434',
      roofShade: '#463024',
      trim: '#a2623a',
      light: '#ffffff',
      dark: '#2a383b',
    },
  ],
  lakeside: [
    {
      far: '#93aab8',
      mid: '#6f9277',
      near: '#9bbd7f',
      ground: '#d2c49a',
      water: '#4f8fa8',
      wall: '#f5eee0',
      wallShade: '#dad0bb',
      roof: '#56606d',
      roofShade: '#3f4751',
      trim: '#3f6f62',
      light: '#ffffff',
      dark: '#263a3d',
    },
    {
      far: '#9bb0bf',
      mid: '#688c70',
      near: '#94b879',
      ground: '#cfc096',
      water: '#467f9c',
      wall: '#f2e6d0',
      wallShade: '#d6c6a8',
      roof: '#a3573d',
      roofShade: '#7c412e',
      trim: '#48697f',
      light: '#ffffff',
      dark: '#233638',
    },
    {
      far: '#8ea7b6',
      mid: '#779a7c',
      near: '#a2c286',
      ground: '#d6c9a0',
      water: '#5898ae',
      wall: '#fbf7ee',
      wallShade: '#e0d9c8',
      roof: '#4b5a66',
      roofShade: '#36414b',
      trim: '#8c5a3c',
      light: '#ffffff',
      dark: '#28393c',
    },
    {
      far: '#97abb9',
      mid: '#6a8f73',
      near: '#99bb7c',
      ground: '#d0c299',
      water: '#4a88a3',
      wall: '#efe2cb',
      wallShade: '#d3c1a1',
      roof: '#8f4f3a',
      roofShade: '#6b3b2b',
      trim: '#3d6a5a',
      light: '#ffffff',
      dark: '#25383a',
    },
  ],
  vineyard: [
    {
      far: '#b8b4c8',
      mid: '#a8a46a',
      near: '#8f9a55',
      ground: '#d9bf8c',
      water: '#5f8fa8',
      wall: '#f1e2c6',
      wallShade: '#d8c29e',
      roof: '#b55a3c',
      roofShade: '#8a432d',
      trim: '#6d4c6b',
      light: '#ffffff',
      dark: '#3b3329',
    },
    {
      far: '#bdb0c4',
      mid: '#a39f62',
      near: '#89944f',
      ground: '#d6b987',
      water: '#5a88a1',
      wall: '#ecd9b8',
      wallShade: '#d2b990',
      roof: '#a94f36',
      roofShade: '#7f3b28',
      trim: '#5f6b3f',
      light: '#ffffff',
      dark: '#382f26',
    },
    {
      far: '#b2b3c9',
      mid: '#b0a86f',
      near: '#94a05a',
      ground: '#dcc493',
      water: '#6394ab',
      wall: '#f5e8d0',
      wallShade: '#dcc8a6',
      roof: '#c0653f',
      roofShade: '#934c30',
      trim: '#7a3f4f',
      light: '#ffffff',
      dark: '#3d352b',
    },
    {
      far: '#b9b2c2',
      mid: '#a6a066',
      near: '#8c9752',
      ground: '#d8bc8a',
      water: '#5c8aa4',
      wall: '#eee0c4',
      wallShade: '#d4bf9b',
      roof: '#9c5a3c',
      roofShade: '#74422c',
      trim: '#4f5f7a',
      light: '#ffffff',
      dark: '#3a3128',
    },
  ],
  forest: [
    {
      far: '#8ea796',
      mid: '#4f7760',
      near: '#7da068',
      ground: '#c1a982',
      water: '#4f7f8f',
      wall: '#efe3cc',
      wallShade: '#d1c0a0',
      roof: '#7d4a34',
      roofShade: '#5a3424',
      trim: '#3e5f48',
      light: '#ffffff',
      dark: '#22332a',
    },
    {
      far: '#95aa9c',
      mid: '#4a7059',
      near: '#789b62',
      ground: '#bda57e',
      water: '#4a7888',
      wall: '#ece0c8',
      wallShade: '#cfbc9b',
      roof: '#5b5550',
      roofShade: '#423d39',
      trim: '#8a4f33',
      light: '#ffffff',
      dark: '#1f2f27',
    },
    {
      far: '#8aa592',
      mid: '#557c64',
      near: '#82a46d',
      ground: '#c4ad87',
      water: '#52838f',
      wall: '#f3eadb',
      wallShade: '#d6cab4',
      roof: '#8c5239',
      roofShade: '#663b29',
      trim: '#2f5540',
      light: '#ffffff',
      dark: '#24352b',
    },
    {
      far: '#91a898',
      mid: '#4c735d',
      near: '#7b9d65',
      ground: '#bfa780',
      water: '#4d7b8b',
      wall: '#e8dac0',
      wallShade: '#ccb795',
      roof: '#6e4a3a',
      roofShade: '#4f3429',
      trim: '#5a6e3c',
      light: '#ffffff',
      dark: '#21312a',
    },
  ],
  'city-centre': [
    {
      far: '#b7bfcc',
      mid: '#9aa3b3',
      near: '#b9ae9c',
      ground: '#cfc5b4',
      water: '#5f8aa3',
      wall: '#ead9bd',
      wallShade: '#cfbb9b',
      roof: '#5d6773',
      roofShade: '#454d57',
      trim: '#2f5a6b',
      light: '#ffffff',
      dark: '#2b3038',
    },
    {
      far: '#c0bcc8',
      mid: '#a59fae',
      near: '#bdb09b',
      ground: '#d3c7b2',
      water: '#5a8299',
      wall: '#e9cfb3',
      wallShade: '#cdb092',
      roof: '#b36a4a',
      roofShade: '#8a5038',
      trim: '#6b2f3a',
      light: '#ffffff',
      dark: '#2e2b33',
    },
    {
      far: '#b3c0c9',
      mid: '#95a6ae',
      near: '#b4ad9f',
      ground: '#ccc6b8',
      water: '#5b8ca3',
      wall: '#f1e6d2',
      wallShade: '#d6c7ab',
      roof: '#4f5966',
      roofShade: '#3a424c',
      trim: '#1f4e5f',
      light: '#ffffff',
      dark: '#282e36',
    },
    {
      far: '#bcbac6',
      mid: '#a0a0ac',
      near: '#b8ab97',
      ground: '#d0c4ae',
      water: '#5e86a0',
      wall: '#dcc3a5',
      wallShade: '#c0a585',
      roof: '#7c5a4a',
      roofShade: '#5c4236',
      trim: '#3a5a3f',
      light: '#ffffff',
      dark: '#2c2d33',
    },
  ],
  countryside: [
    {
      far: '#a3b5b7',
      mid: '#8fae6e',
      near: '#a7c27c',
      ground: '#d8c58f',
      water: '#5c91a6',
      wall: '#f2e6cf',
      wallShade: '#d6c5a5',
      roof: '#a9583b',
      roofShade: '#80412c',
      trim: '#557a8c',
      light: '#ffffff',
      dark: '#2e3a2c',
    },
    {
      far: '#a9b7b3',
      mid: '#98b16f',
      near: '#b0c681',
      ground: '#ddc894',
      water: '#5689a0',
      wall: '#efe0c3',
      wallShade: '#d3bf9a',
      roof: '#8f5a3f',
      roofShade: '#6c432f',
      trim: '#6f7f4b',
      light: '#ffffff',
      dark: '#30392a',
    },
    {
      far: '#9fb3b8',
      mid: '#86a96a',
      near: '#a1bf78',
      ground: '#d5c28c',
      water: '#5f94a8',
      wall: '#f6ecd9',
      wallShade: '#dbccb0',
      roof: '#b8643f',
      roofShade: '#8d4b30',
      trim: '#4b6e84',
      light: '#ffffff',
      dark: '#2c3a2d',
    },
    {
      far: '#a6b4b4',
      mid: '#93ad6c',
      near: '#aac37e',
      ground: '#dac690',
      water: '#5a8ea3',
      wall: '#eadbc0',
      wallShade: '#cfb997',
      roof: '#7b6a5a',
      roofShade: '#5d5044',
      trim: '#8a4e3a',
      light: '#ffffff',
      dark: '#2f3a2b',
    },
  ],
};

const SKIES: Record<'morning' | 'day' | 'evening' | 'night', Light> = {
  morning: { sky: ['#f6d9c8', '#fbf1e3'], sun: '#fbe3b4', isNight: false, isLit: false },
  day: { sky: ['#8fc2dd', '#e3f0f3'], sun: '#fff4d6', isNight: false, isLit: false },
  evening: { sky: ['#e9946c', '#f8d9a0'], sun: '#fff1c9', isNight: false, isLit: true },
  night: { sky: ['#1f2a4d', '#4b5a84'], sun: '#f3efd9', isNight: true, isLit: true },
};

/** How each time of day tints the land and the houses. */
const TINTS: Record<TimeOfDay, [string, number]> = {
  morning: ['#f3b9a0', 0.1],
  day: ['#ffffff', 0],
  evening: ['#d9774f', 0.18],
  night: ['#1b2446', 0.5],
};

const FOLIAGE: Record<Season, [string, string]> = {
  spring: ['#86b86a', '#4f8a4f'],
  summer: ['#5f9652', '#3a6b40'],
  autumn: ['#d8914a', '#a9552f'],
  winter: ['#4d6f5b', '#2f4c3f'],
};

/** The palette of a setting's variant at a time of day and season. */
export function getPalette(setting: Setting, variant: number, time: TimeOfDay, season: Season): Palette {
  const base = BASES[setting][variant % 4] ?? (BASES[setting][0] as Base);
  const [foliage, foliageDark] = FOLIAGE[season];
  const [tint, amount] = TINTS[time];
  const isLit = SKIES[time].isLit;
  const palette: Palette = { ...base, foliage, foliageDark, window: isLit ? '#ffd98a' : mix(base.dark, '#9db6c4', 0.35) };
  const tinted = Object.fromEntries(Object.entries(palette).map(([key, colour]) => [key, key === 'window' ? colour : mix(colour, tint, amount)]));
  return tinted as unknown as Palette;
}

/** The sky and sun of a time of day. */
export function getLight(time: TimeOfDay): Light {
  return SKIES[time];
}
