/** The wellness activities of the catalogue, one drawing each. */
import { arch, circle, ellipse, mix, poly, rect } from './canvas';
import type { ActivityArt, Stage } from './activity-stage';
import { drawWindow, FLOOR_Y, plant } from './interior';
import { candle, LINEN, lying, massageTable, person, SKINS } from './props';

const STEAM = '#ffffff';

function massageRoom(stage: Stage, stones: boolean, tables = 1): void {
  const { s, p, room } = stage;
  if (room) drawWindow(room, stage.view, 240, 30, 50, 56);
  plant(s, p, 300, FLOOR_Y + 6);
  for (let i = 0; i < tables; i += 1) {
    const x = tables === 1 ? 70 : 40 + i * 120;
    massageTable(s, x, FLOOR_Y + 10, 160, LINEN, mix(p.dark, p.roofShade, 0.4));
    lying(s, x + 22, FLOOR_Y + 8, 130, room?.fabric ?? p.trim, SKINS[(stage.seed + i) % 4] ?? '#e9bd98', p.dark);
    if (stones) s.add('#3b3f45', ...[0, 1, 2, 3].map((k) => ellipse(x + 52 + k * 11, FLOOR_Y + 1.5, 5, 2.4)));
  }
  candle(s, 40, FLOOR_Y + 12);
  candle(s, 50, FLOOR_Y + 14, 6);
}

function steamRoom(stage: Stage, domed: boolean): void {
  const { s, p } = stage;
  s.add(mix(p.wall, '#d8e2e0', 0.5), rect(0, 0, 320, FLOOR_Y));
  if (domed)
    s.add(
      mix(p.trim, '#3d7f8f', 0.5),
      ...Array.from({ length: 24 }, (_, i) => rect((i % 12) * 28 + (Math.floor(i / 12) % 2) * 14, 16 + Math.floor(i / 12) * 14, 10, 2)),
    );
  s.add(mix(p.wall, '#b9c9c6', 0.5), ...[30, 130, 230].map((x) => arch(x, 34, 60, 94)));
  s.add(mix(p.far, '#e6eceb', 0.6), rect(0, 104, 320, 24));
  s.faint(STEAM, 0.35, ellipse(80, 70, 60, 18), ellipse(220, 56, 70, 16), ellipse(150, 96, 80, 14));
}

function bench({ s, p }: Pick<Stage, 's' | 'p'>, wood: string): void {
  s.add(wood, rect(0, 0, 320, FLOOR_Y), rect(0, FLOOR_Y - 40, 320, 6), rect(0, FLOOR_Y - 10, 320, 6));
  s.add(mix(wood, p.dark, 0.2), ...Array.from({ length: 16 }, (_, i) => rect(i * 20, 0, 1, FLOOR_Y - 40)), rect(0, FLOOR_Y - 34, 320, 24));
}

function pool(stage: Stage, top: number, colour: string): void {
  const { s } = stage;
  s.add('#e9eef0', rect(0, top - 4, 320, 180 - top + 4));
  s.add(colour, poly(30, top, 290, top, 310, 172, 10, 172));
  s.faint('#ffffff', 0.5, rect(60, top + 10, 120, 1.5), rect(150, top + 22, 130, 1.5), rect(40, top + 32, 100, 1.5));
}

export const WELLNESS_ART: Record<string, ActivityArt> = {
  'spa-access': {
    indoor: true,
    home: 'city-centre',
    draw: (st) => {
      if (st.room) [40, 130, 220].forEach((x) => st.room && drawWindow(st.room, st.view, x, 26, 50, 60, true));
      pool(st, 128, '#58b9cc');
      st.s.add(LINEN, rect(262, 110, 34, 4), rect(266, 96, 26, 14));
      st.s.add(st.p.trim, rect(266, 103, 26, 3));
    },
  },
  'relaxing-massage-30': { indoor: true, home: 'city-centre', draw: (st) => massageRoom(st, false) },
  'california-massage-60': {
    indoor: true,
    home: 'city-centre',
    draw: (st) => {
      massageRoom(st, false);
      person(st.s, 150, 176, 70, LINEN, SKINS[(st.seed + 2) % 4] ?? '#c98e65', '#9aa4ad');
      st.s.add('#e9d8a6', rect(212, 118, 6, 12), rect(222, 120, 6, 10));
    },
  },
  'hammam-scrub': {
    indoor: true,
    home: 'city-centre',
    draw: (st) => {
      steamRoom(st, true);
      st.s.add('#cfd9d8', rect(90, 112, 140, 16));
      lying(st.s, 110, 112, 100, mix(st.p.trim, '#c45c4a', 0.5), SKINS[st.seed % 4] ?? '#e9bd98', st.p.dark);
      st.s.add('#b88a4a', ellipse(250, 150, 14, 6));
      st.s.add('#d9b36c', ellipse(250, 148, 11, 3));
    },
  },
  'facial-treatment': {
    indoor: true,
    home: 'city-centre',
    draw: ({ s, p, room, view, seed }) => {
      if (room) drawWindow(room, view, 40, 30, 56, 60);
      s.add(mix(p.trim, LINEN, 0.6), poly(110, 130, 200, 112, 250, 112, 250, 130, 120, 142));
      s.add(p.dark, rect(170, 140, 4, 24), rect(150, 162, 44, 3));
      s.add(SKINS[seed % 4] ?? '#e9bd98', circle(122, 122, 8));
      s.add('#cfe6c9', ellipse(121, 121, 6, 6.5));
      s.add(LINEN, `M112 116a10 8 0 0 1 10 -6v4z`);
      s.add(p.roof, poly(130, 124, 230, 110, 246, 112, 246, 124, 136, 132));
      s.add('#f2efe6', ellipse(270, 140, 10, 4));
      s.add('#cfe6c9', ellipse(270, 138, 7, 2));
    },
  },
  'sauna-hammam': {
    indoor: true,
    home: 'forest',
    draw: ({ s, p, seed }) => {
      bench({ s, p }, '#c58c55');
      person(s, 120, FLOOR_Y - 34, 40, LINEN, SKINS[seed % 4] ?? '#e9bd98', LINEN);
      s.add('#7b5a3c', poly(200, 150, 226, 150, 224, 168, 202, 168));
      s.add('#5a5f66', rect(250, 132, 34, 36));
      s.add('#8b8f96', ...[0, 1, 2].map((i) => ellipse(258 + i * 9, 130, 5, 3)));
      s.faint(STEAM, 0.35, ellipse(267, 110, 26, 10), ellipse(240, 90, 40, 10));
    },
  },
  'yoga-class': {
    indoor: true,
    home: 'countryside',
    draw: ({ s, p, room, view, seed }) => {
      if (room) drawWindow(room, view, 100, 20, 120, 80);
      [70, 160, 250].forEach((x, i) => {
        s.add([p.trim, p.roof, mix(p.far, p.trim, 0.5)][i] ?? p.trim, poly(x - 26, 166, x + 26, 166, x + 22, 152, x - 22, 152));
        person(s, x, 160, 48, [LINEN, p.roof, p.trim][(i + seed) % 3] ?? LINEN, SKINS[(seed + i) % 4] ?? '#e9bd98', p.dark, true);
      });
    },
  },
  'nordic-bath': {
    home: 'mountain',
    draw: ({ s, seed }) => {
      s.add('#8a5a36', ellipse(160, 148, 54, 14), rect(106, 148, 108, 24), ellipse(160, 172, 54, 8));
      s.add(mix('#8a5a36', '#000000', 0.25), ...[120, 140, 160, 180, 200].map((x) => rect(x, 152, 1.5, 24)));
      s.add('#62b7c9', ellipse(160, 148, 48, 10));
      [140, 178].forEach((x, i) => s.add(SKINS[(seed + i) % 4] ?? '#e9bd98', circle(x, 140, 5), ellipse(x, 147, 7, 3)));
      s.faint(STEAM, 0.45, ellipse(130, 126, 22, 6), ellipse(190, 118, 26, 6));
      s.add('#5a5f66', rect(220, 118, 8, 40));
      s.faint('#cfd6dc', 0.6, circle(224, 110, 5), circle(230, 100, 6));
    },
  },
  'thalasso-circuit': {
    indoor: true,
    home: 'seaside',
    draw: (st) => {
      if (st.room) drawWindow(st.room, 'sea', 60, 20, 200, 82);
      pool(st, 124, '#3e9fb5');
      st.s.faint('#ffffff', 0.7, ...[90, 150, 210].map((x) => ellipse(x, 140, 8, 3)), ...[90, 150, 210].map((x) => rect(x - 1, 118, 2, 20)));
    },
  },
  reflexology: {
    indoor: true,
    home: 'city-centre',
    draw: ({ s, p, room, view, seed }) => {
      if (room) drawWindow(room, view, 220, 28, 60, 60);
      s.add(mix(p.trim, LINEN, 0.5), poly(60, 100, 90, 100, 120, 132, 180, 132, 190, 150, 80, 150));
      s.add(SKINS[seed % 4] ?? '#e9bd98', circle(76, 92, 8), ellipse(206, 136, 12, 6), ellipse(206, 146, 12, 6));
      s.add(room?.fabric ?? p.trim, poly(72, 104, 96, 104, 122, 134, 194, 134, 194, 150, 84, 150));
      s.add(SKINS[(seed + 1) % 4] ?? '#c98e65', ellipse(226, 134, 6, 4), ellipse(226, 146, 6, 4));
      s.add(LINEN, poly(234, 120, 262, 120, 258, 164, 236, 164), circle(248, 110, 7));
      s.add(p.dark, rect(236, 164, 3, 12), rect(254, 164, 3, 12));
    },
  },
  'hot-stone-massage': { indoor: true, home: 'mountain', draw: (st) => massageRoom(st, true) },
  'thermal-baths': {
    home: 'mountain',
    draw: ({ s }) => {
      s.add('#dfe4df', ellipse(160, 156, 150, 26));
      s.add('#7cc6c9', ellipse(160, 156, 136, 19));
      s.add('#8b8f96', ...[40, 70, 250, 280].map((x, i) => ellipse(x, 142 + (i % 2) * 4, 10, 5)));
      [110, 150, 200].forEach((x, i) => s.add(SKINS[i % 4] ?? '#e9bd98', circle(x, 150, 4.5)));
      s.faint(STEAM, 0.4, ellipse(120, 136, 36, 7), ellipse(210, 130, 40, 8), ellipse(160, 120, 30, 6));
    },
  },
  'guided-meditation': {
    indoor: true,
    home: 'forest',
    draw: ({ s, p, room, view, seed }) => {
      if (room) drawWindow(room, view, 110, 16, 100, 86, true);
      s.add(p.roof, ellipse(160, 160, 30, 7));
      s.add(LINEN, poly(142, 158, 178, 158, 172, 136, 148, 136));
      s.add(SKINS[seed % 4] ?? '#e9bd98', circle(160, 128, 7), poly(146, 150, 134, 156, 140, 158, 150, 154), poly(174, 150, 186, 156, 180, 158, 170, 154));
      candle(s, 100, 166, 10);
      candle(s, 220, 166, 10);
      plant(s, p, 40, 168);
    },
  },
  'seaweed-wrap': {
    indoor: true,
    home: 'seaside',
    draw: (st) => {
      massageRoom(st, false);
      st.s.add('#6f8f4e', poly(112, 129, 196, 129, 200, 138, 108, 138));
      st.s.add('#55733b', ellipse(262, 150, 12, 5));
    },
  },
  'private-spa': {
    indoor: true,
    home: 'city-centre',
    draw: ({ s, p, room, view, seed }) => {
      if (room) drawWindow(room, view, 200, 24, 80, 66);
      s.add('#d9d2c4', rect(40, 128, 170, 36));
      s.add('#6fc2cf', rect(48, 130, 154, 10));
      [100, 150].forEach((x, i) => s.add(SKINS[(seed + i) % 4] ?? '#e9bd98', circle(x, 126, 6)));
      s.faint(STEAM, 0.6, ...[70, 90, 130, 170, 185].map((x) => circle(x, 134, 1.5)));
      [230, 246, 262].forEach((x, i) => candle(s, x, 160 - i * 2, 8 + i * 2));
      s.add(LINEN, rect(16, 150, 20, 16));
      s.add(p.trim, rect(16, 156, 20, 3));
    },
  },
};
