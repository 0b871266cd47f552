/** The romantic activities of the catalogue, one drawing each. */
import { arch, circle, ellipse, mix, poly, rect } from './canvas';
import type { ActivityArt, Stage } from './activity-stage';
import { drawWindow, FLOOR_Y } from './interior';
import { balloon, bottle, candle, canoe, flute, heart, horse, LINEN, lying, massageTable, person, sailboat, SKINS, wineGlass } from './props';

const ROSE = '#c8465a';

function bedroom({ s, p, room, view }: Stage, cover: string): void {
  if (room) drawWindow(room, view, 30, 26, 60, 64);
  s.add(room?.wood ?? p.roofShade, arch(136, 76, 128, 44));
  s.add(LINEN, poly(140, 114, 260, 114, 276, 160, 124, 160), ellipse(170, 114, 20, 5), ellipse(230, 114, 20, 5));
  s.add(cover, poly(137, 130, 263, 130, 276, 160, 124, 160));
  s.add(mix(cover, p.dark, 0.25), rect(124, 160, 152, 8));
}

function couple(stage: Stage, x: number, y: number, h: number): void {
  person(stage.s, x, y, h, stage.p.trim, SKINS[stage.seed % 4] ?? '#e9bd98', stage.p.dark);
  person(stage.s, x + h * 0.45, y, h * 0.94, ROSE, SKINS[(stage.seed + 1) % 4] ?? '#c98e65', stage.p.dark);
}

/** Water in the foreground, whatever lies behind: a boat always floats. */
function water(stage: Stage, top: number): void {
  stage.s.add(stage.p.water, `M0 ${top}q80 -6 160 0t160 0v${180 - top}h-320z`);
  stage.s.faint(stage.p.light, 0.35, rect(40, top + 8, 80, 1), rect(190, top + 14, 90, 1));
}

export const ROMANTIC_ART: Record<string, ActivityArt> = {
  'champagne-in-room': {
    indoor: true,
    home: 'city-centre',
    draw: (st) => {
      bedroom(st, st.room?.fabric ?? st.p.trim);
      st.s.add('#b9c2c8', poly(60, 132, 84, 132, 80, 160, 64, 160), rect(70, 160, 4, 12), ellipse(72, 172, 10, 2));
      bottle(st.s, 76, 132, 34, '#2f4a3a', '#e6c86e');
      flute(st.s, 96, 170);
      flute(st.s, 104, 170);
    },
  },
  'romantic-decoration': {
    indoor: true,
    home: 'countryside',
    draw: (st) => {
      bedroom(st, LINEN);
      heart(st.s, 200, 138, 14, ROSE);
      st.s.add(
        ROSE,
        ...[
          [150, 150],
          [172, 156],
          [236, 152],
          [256, 146],
          [140, 166],
          [262, 166],
        ].map(([x = 0, y = 0]) => ellipse(x, y, 2.5, 1.5)),
      );
      [60, 74, 300].forEach((x, i) => candle(st.s, x, 174, 8 + i * 3));
    },
  },
  'hot-air-balloon': {
    home: 'countryside',
    time: 'morning',
    draw: ({ s, p }) => {
      balloon(s, 180, 52, 26, [p.roof, '#f2c14e']);
      balloon(s, 70, 78, 12, [p.trim, p.light]);
      balloon(s, 270, 88, 9, ['#f2c14e', p.roof]);
    },
  },
  'sunset-cruise': {
    home: 'seaside',
    time: 'evening',
    draw: (st) => {
      water(st, 124);
      sailboat(st.s, 150, 150, 60, st.p.dark, mix(st.p.light, '#f3c49a', 0.3));
      st.s.add(st.p.dark, rect(120, 138, 60, 6));
      couple(st, 136, 138, 16);
    },
  },
  'horse-carriage': {
    home: 'city-centre',
    draw: ({ s, p }) => {
      horse(s, 100, 166, 56, '#f2ede4', '#b9b2a6');
      s.add(p.dark, rect(128, 140, 40, 2));
      s.add(ROSE, `M160 118h60q6 0 6 10v16h-70v-18q0 -8 4 -8z`);
      s.add(
        p.dark,
        `M150 150a12 12 0 1 0 24 0a12 12 0 1 0 -24 0zm3 0a9 9 0 1 1 18 0a9 9 0 1 1 -18 0z`,
        `M204 150a14 14 0 1 0 28 0a14 14 0 1 0 -28 0zm3 0a11 11 0 1 1 22 0a11 11 0 1 1 -22 0z`,
        rect(166, 102, 48, 3),
        rect(168, 104, 2, 14),
        rect(210, 104, 2, 14),
      );
    },
  },
  'duo-massage': {
    indoor: true,
    home: 'city-centre',
    draw: ({ s, p, room, view, seed }) => {
      if (room) drawWindow(room, view, 130, 20, 60, 56);
      [30, 180].forEach((x, i) => {
        massageTable(s, x, FLOOR_Y + 8, 110, LINEN, mix(p.dark, p.roofShade, 0.4));
        lying(s, x + 18, FLOOR_Y + 6, 88, room?.fabric ?? p.trim, SKINS[(seed + i) % 4] ?? '#e9bd98', p.dark);
      });
      scatterPetals(s);
      candle(s, 160, 168, 10);
    },
  },
  'gourmet-picnic': {
    home: 'countryside',
    draw: ({ s, p }) => {
      s.add(p.dark, rect(62, 96, 5, 50));
      s.add(p.foliageDark, circle(64, 86, 30), circle(40, 100, 18), circle(90, 98, 20));
      s.add(ROSE, poly(110, 150, 250, 150, 272, 176, 90, 176));
      s.add(LINEN, ...Array.from({ length: 6 }, (_, i) => poly(114 + i * 24, 150, 124 + i * 24, 150, 122 + i * 26, 176, 110 + i * 26, 176)));
      s.add('#b5834c', rect(150, 140, 30, 16), `M152 140a13 10 0 0 1 26 0h-3a10 7 0 0 0 -20 0z`);
      bottle(s, 210, 160, 30, '#6b2737');
      wineGlass(s, 226, 164, '#8c2438');
      wineGlass(s, 238, 166, '#8c2438');
    },
  },
  'horse-ride': {
    home: 'countryside',
    draw: ({ s, p, seed }) => {
      horse(s, 150, 168, 80, '#8a5a3b', '#3b2a20');
      person(s, 148, 136, 34, p.trim, SKINS[seed % 4] ?? '#e9bd98', p.dark);
      s.add(p.dark, rect(140, 130, 16, 5));
    },
  },
  'couple-photoshoot': {
    home: 'vineyard',
    time: 'evening',
    draw: (st) => {
      couple(st, 200, 168, 60);
      st.s.add(st.p.dark, poly(90, 176, 93, 176, 100, 138, 98, 138), poly(110, 176, 107, 176, 100, 138, 102, 138), rect(92, 124, 18, 14));
      st.s.add('#9aa4ad', circle(101, 131, 4));
    },
  },
  'late-checkout': {
    indoor: true,
    home: 'city-centre',
    draw: (st) => {
      bedroom(st, mix(st.p.far, st.p.trim, 0.4));
      st.s.add(LINEN, circle(110, 40, 16));
      st.s.add(st.p.dark, rect(109, 28, 2, 13), rect(110, 39, 9, 2));
      st.s.add('#c9a26a', rect(170, 134, 60, 4));
      st.s.add(LINEN, ellipse(186, 132, 9, 3), rect(210, 124, 8, 10));
      st.s.add('#e9a23b', circle(186, 130, 3));
    },
  },
  'perfume-workshop': {
    indoor: true,
    home: 'city-centre',
    draw: ({ s, p, room, view }) => {
      if (room) drawWindow(room, view, 220, 26, 60, 60);
      s.add(room?.wood ?? p.roofShade, rect(20, 132, 280, 8), rect(30, 140, 6, 36), rect(284, 140, 6, 36));
      [60, 90, 120, 150, 180].forEach((x, i) => {
        s.faint(['#e7b3c4', '#f1d27a', '#b9d7a8', '#c6b3e0', '#f4b183'][i] ?? '#e7b3c4', 0.9, `M${x - 7} 132v-14q0 -6 7 -6q7 0 7 6v14z`);
        s.add(p.dark, rect(x - 2, 106, 4, 6));
      });
      s.add('#9d7cc1', ...[226, 236, 246].map((x) => ellipse(x, 118, 3, 6)));
      s.add(p.foliageDark, rect(235, 120, 1.5, 12));
    },
  },
  'night-tour': {
    home: 'city-centre',
    time: 'night',
    draw: (st) => {
      couple(st, 140, 170, 48);
      st.s.add(st.p.dark, rect(220, 110, 3, 64), rect(214, 104, 15, 8));
      st.s.faint('#ffd98a', 0.5, circle(221, 108, 14));
      st.s.add('#ffd98a', rect(216, 105, 11, 6));
    },
  },
  'candlelight-private-bath': {
    indoor: true,
    home: 'city-centre',
    draw: ({ s, p, room, view }) => {
      if (room) drawWindow(room, view, 40, 28, 60, 64);
      s.add(LINEN, `M110 126h140v14q0 24 -30 24h-80q-30 0 -30 -24z`);
      s.add('#cfe6ea', rect(114, 124, 132, 6));
      s.faint('#ffffff', 0.8, ...[130, 150, 200, 220].map((x) => circle(x, 122, 5)));
      s.add(p.dark, rect(126, 162, 4, 8), rect(230, 162, 4, 8));
      [264, 278, 292, 60, 74].forEach((x, i) => candle(s, x, 172 - (i % 2) * 3, 8 + (i % 3) * 4));
    },
  },
  'sunset-aperitif': {
    home: 'seaside',
    time: 'evening',
    draw: ({ s, p }) => {
      s.add(mix(p.ground, p.dark, 0.1), rect(0, 150, 320, 30));
      s.add(p.light, rect(0, 140, 320, 3), ...Array.from({ length: 17 }, (_, i) => rect(i * 20, 140, 2, 10)));
      s.add(p.dark, rect(150, 148, 4, 22), rect(132, 168, 40, 3));
      s.add(LINEN, ellipse(152, 148, 30, 4));
      wineGlass(s, 140, 146, '#e07a3f');
      wineGlass(s, 164, 146, '#e07a3f');
      s.add('#e9a23b', circle(150, 143, 2.5));
    },
  },
  'canoe-for-two': {
    home: 'lakeside',
    draw: (st) => {
      water(st, 128);
      canoe(st.s, 170, 152, 90, st.p.roof, [st.p.trim, ROSE], SKINS[st.seed % 4] ?? '#e9bd98');
    },
  },
};

function scatterPetals(s: Stage['s']): void {
  s.add(
    ROSE,
    ...[
      [70, 172],
      [120, 176],
      [210, 174],
      [250, 170],
    ].map(([x = 0, y = 0]) => ellipse(x, y, 2.5, 1.5)),
  );
}
