/** The gastronomy activities of the catalogue, one drawing each. */
import { circle, ellipse, mix, poly, rect } from './canvas';
import type { ActivityArt, Stage } from './activity-stage';
import { drawWindow, pendant } from './interior';
import { barrel, bottle, chefHat, dog, flute, LINEN, person, pot, SKINS, vault, wineGlass } from './props';

const RED = '#7d2235';
const WHITE_WINE = '#e9d27a';
const COPPER = '#c27c4a';

/** A counter or tasting table across the picture, with the things on it drawn after. */
function counter({ s, p, room }: Stage, y = 132): void {
  s.add(room?.wood ?? p.roofShade, rect(10, y, 300, 8));
  s.add(mix(room?.wood ?? p.roofShade, p.dark, 0.3), rect(20, y + 8, 280, 40));
}

function cellar(stage: Stage): void {
  vault(stage.s, mix(stage.p.wallShade, '#a9774f', 0.4), mix(stage.p.dark, '#3b2418', 0.4));
  stage.s.add(mix(stage.p.ground, '#7a5a40', 0.5), rect(0, 130, 320, 50));
}

function cook(stage: Stage, x: number, i: number): void {
  person(stage.s, x, 176, 64, LINEN, SKINS[(stage.seed + i) % 4] ?? '#e9bd98', stage.p.dark);
  chefHat(stage.s, x, 116);
}

export const GASTRONOMY_ART: Record<string, ActivityArt> = {
  'wine-tasting': {
    indoor: true,
    home: 'vineyard',
    draw: (st) => {
      if (st.room) drawWindow(st.room, 'vines', 200, 24, 80, 70);
      counter(st);
      [60, 84, 108].forEach((x, i) => bottle(st.s, x, 132, 40, [RED, '#2f4a3a', '#5b2a3a'][i] ?? RED));
      [150, 170, 190, 210].forEach((x, i) => wineGlass(st.s, x, 132, i % 2 ? RED : WHITE_WINE));
    },
  },
  'cooking-class': {
    indoor: true,
    home: 'city-centre',
    draw: (st) => {
      cook(st, 90, 0);
      cook(st, 230, 1);
      counter(st, 140);
      pot(st.s, 150, 140, '#8a939c');
      pot(st.s, 190, 140, COPPER);
      st.s.add('#e07a3f', ellipse(120, 138, 6, 2.5));
      st.s.add('#7fb069', ellipse(260, 138, 8, 3));
      [70, 250].forEach((x) => pendant(st.s, x, 14, st.p.dark, '#ffd98a'));
    },
  },
  'cellar-visit': {
    indoor: true,
    home: 'vineyard',
    draw: (st) => {
      cellar(st);
      [
        [60, 150],
        [100, 150],
        [140, 150],
        [80, 118],
        [120, 118],
      ].forEach(([x = 0, y = 0]) => barrel(st.s, x, y, 17, '#9a6a43', '#4a3426'));
      person(st.s, 230, 176, 66, st.p.trim, SKINS[st.seed % 4] ?? '#e9bd98', st.p.dark);
      st.s.faint('#ffd98a', 0.35, circle(260, 70, 20));
      st.s.add('#ffd98a', circle(260, 70, 4));
    },
  },
  'pastry-workshop': {
    indoor: true,
    home: 'city-centre',
    draw: (st) => {
      cook(st, 250, 0);
      counter(st, 136);
      st.s.add(LINEN, ellipse(110, 134, 34, 4));
      st.s.add('#f3d9c8', rect(84, 110, 52, 22), rect(94, 94, 32, 16));
      st.s.add('#e7a6b8', rect(84, 110, 52, 4), rect(94, 94, 32, 4));
      st.s.add('#c8465a', circle(110, 90, 3));
      st.s.add('#d9a066', ...[170, 190, 210].map((x) => ellipse(x, 130, 8, 4)));
    },
  },
  'cheese-tasting': {
    indoor: true,
    home: 'countryside',
    draw: (st) => {
      counter(st);
      st.s.add('#b5834c', ellipse(160, 130, 80, 10));
      st.s.add('#f2d27a', poly(100, 128, 130, 128, 130, 112));
      st.s.add('#f6e7b0', circle(170, 120, 12));
      st.s.add('#fbf3dc', rect(196, 116, 28, 12));
      st.s.add('#5d7f9a', ...[202, 210, 218].map((x) => circle(x, 121, 1.2)));
      st.s.add('#8c4a6b', ...[140, 146, 143, 150].map((x, i) => circle(x, 126 - (i % 2) * 4, 2.6)));
      wineGlass(st.s, 250, 132, RED);
    },
  },
  'chocolate-workshop': {
    indoor: true,
    home: 'city-centre',
    draw: (st) => {
      cook(st, 80, 1);
      counter(st, 136);
      st.s.add('#5a3424', ...Array.from({ length: 12 }, (_, i) => rect(150 + (i % 6) * 16, 114 + Math.floor(i / 6) * 10, 12, 7)));
      pot(st.s, 260, 136, '#b9c2c8');
      st.s.add('#5a3424', ellipse(260, 124, 9, 2));
    },
  },
  'market-and-cooking': {
    home: 'city-centre',
    draw: ({ s, p }) => {
      s.add(p.roof, poly(60, 96, 260, 96, 270, 112, 50, 112));
      s.add(LINEN, ...Array.from({ length: 5 }, (_, i) => poly(70 + i * 40, 96, 90 + i * 40, 96, 92 + i * 42, 112, 70 + i * 42, 112)));
      s.add(p.dark, rect(60, 112, 3, 60), rect(256, 112, 3, 60));
      s.add('#9a6a43', rect(62, 140, 196, 30));
      s.add('#e07a3f', ...[80, 92, 104].map((x) => circle(x, 138, 6)));
      s.add('#c8465a', ...[130, 142, 154].map((x) => circle(x, 138, 6)));
      s.add('#7fb069', ...[190, 206, 222, 238].map((x) => ellipse(x, 137, 8, 5)));
      s.add('#b5834c', rect(280, 150, 26, 20), `M282 150a11 10 0 0 1 22 0h-3a8 7 0 0 0 -16 0z`);
    },
  },
  'olive-oil-tasting': {
    home: 'countryside',
    draw: (st) => {
      const { s, p } = st;
      s.add(p.dark, poly(76, 150, 84, 150, 88, 110, 80, 112));
      s.add(mix(p.far, p.foliage, 0.45), ellipse(82, 98, 40, 22), ellipse(52, 112, 18, 10), ellipse(112, 110, 20, 10));
      s.add(
        '#4f5d2f',
        ...[
          [70, 104],
          [96, 100],
          [60, 112],
          [108, 112],
        ].map(([x = 0, y = 0]) => ellipse(x, y, 2, 3)),
      );
      s.add(p.roofShade, rect(150, 140, 150, 5), rect(160, 145, 4, 30), rect(286, 145, 4, 30));
      bottle(s, 190, 140, 40, '#8a9a3a', '#f2e6c4');
      s.add('#c9b03a', ...[230, 256].map((x) => ellipse(x, 136, 10, 4)));
      s.add('#e9d8a6', rect(270, 128, 24, 8));
    },
  },
  'wine-course': {
    indoor: true,
    home: 'city-centre',
    draw: (st) => {
      st.s.add('#2f3b36', rect(40, 30, 120, 70));
      st.s.add('#e6efe9', rect(52, 44, 60, 2), rect(52, 56, 80, 2), rect(52, 68, 50, 2), rect(52, 80, 70, 2));
      counter(st);
      [170, 192, 214, 236, 258].forEach((x, i) => wineGlass(st.s, x, 132, [WHITE_WINE, '#e8a0a8', RED, RED, '#5b2a3a'][i]));
      bottle(st.s, 80, 132, 40, RED);
    },
  },
  'sparkling-wine-tasting': {
    indoor: true,
    home: 'vineyard',
    draw: (st) => {
      cellar(st);
      st.s.add('#6b4a36', rect(40, 130, 240, 6));
      bottle(st.s, 100, 130, 46, '#2f4a3a', '#e6c86e');
      [140, 156, 172, 188].forEach((x) => flute(st.s, x, 130));
      st.s.faint('#ffffff', 0.9, ...[141, 156, 173, 187].map((x, i) => circle(x, 116 - (i % 2) * 3, 0.7)));
    },
  },
  'food-wine-pairing': {
    indoor: true,
    home: 'city-centre',
    draw: (st) => {
      if (st.room) drawWindow(st.room, st.view, 40, 26, 70, 64);
      counter(st);
      st.s.add(LINEN, ellipse(180, 130, 40, 8));
      st.s.add('#b5563a', ellipse(176, 127, 16, 4));
      st.s.add('#7fb069', ellipse(194, 127, 8, 3));
      wineGlass(st.s, 240, 132, RED);
      wineGlass(st.s, 260, 132, WHITE_WINE);
    },
  },
  'oyster-tasting': {
    home: 'seaside',
    draw: ({ s, p }) => {
      s.add(p.roofShade, rect(60, 140, 200, 6), rect(70, 146, 4, 30), rect(246, 146, 4, 30));
      s.add('#cfd8dc', ellipse(160, 136, 70, 9));
      s.add('#8e9aa3', ...[110, 134, 158, 182, 206].map((x) => ellipse(x, 133, 10, 5)));
      s.add('#eef0e8', ...[110, 134, 158, 182, 206].map((x) => ellipse(x, 132, 6, 3)));
      s.add('#f2d27a', ...[222, 228].map((x) => circle(x, 130, 3)));
      wineGlass(s, 240, 140, WHITE_WINE);
    },
  },
  'craft-brewery': {
    indoor: true,
    home: 'city-centre',
    draw: (st) => {
      [50, 120].forEach((x) => {
        st.s.add(COPPER, `M${x} 120v-50q0 -18 25 -18q25 0 25 18v50z`);
        st.s.add(mix(COPPER, '#000000', 0.25), rect(x + 22, 40, 6, 14), rect(x + 10, 120, 4, 10), rect(x + 36, 120, 4, 10));
      });
      counter(st, 136);
      st.s.faint('#e8f1f4', 0.9, rect(210, 104, 16, 32), rect(240, 108, 14, 28));
      st.s.add('#e9a23b', rect(211, 112, 14, 23), rect(241, 116, 12, 19));
      st.s.add(LINEN, rect(210, 104, 16, 8), rect(240, 108, 14, 8));
    },
  },
  'truffle-hunt': {
    home: 'forest',
    draw: (st) => {
      person(st.s, 200, 170, 60, st.p.trim, SKINS[st.seed % 4] ?? '#e9bd98', st.p.dark);
      st.s.add('#b5834c', rect(212, 140, 16, 10));
      dog(st.s, 130, 172, '#c9a16b');
      st.s.add('#3b2a20', ...[150, 158].map((x) => circle(x, 172, 3.5)));
    },
  },
  'fresh-pasta-workshop': {
    indoor: true,
    home: 'city-centre',
    draw: (st) => {
      cook(st, 250, 2);
      counter(st, 134);
      st.s.add('#f3e3b0', ellipse(120, 130, 40, 6));
      st.s.add('#e9c96a', ...Array.from({ length: 8 }, (_, i) => rect(90 + i * 8, 122, 3, 8)));
      st.s.add('#9a6a43', rect(160, 124, 50, 5), rect(152, 125, 8, 3), rect(210, 125, 8, 3));
      st.s.add('#f2d27a', circle(60, 128, 5));
    },
  },
};
