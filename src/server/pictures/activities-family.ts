/** The family activities of the catalogue, one drawing each. */
import { circle, ellipse, mix, num, poly, rect } from './canvas';
import type { ActivityArt, Stage } from './activity-stage';
import { FLOOR_Y } from './interior';
import { pine, roundTree } from './nature';
import { bicycle, canoe, horse, person, SKINS } from './props';

const SHIRTS = ['#e07a3f', '#3f8fa6', '#f2c14e', '#c8465a'] as const;

/** Water in the foreground, whatever lies behind: a canoe always floats. */
function river(stage: Stage, top: number): void {
  stage.s.add(stage.p.water, `M0 ${top}q80 -6 160 0t160 0v${180 - top}h-320z`);
}

function animal(s: Stage['s'], kind: 'giraffe' | 'elephant' | 'deer' | 'goat' | 'hen', x: number, y: number, colour: string): void {
  if (kind === 'giraffe') {
    s.add(
      colour,
      ellipse(x, y - 34, 16, 9),
      poly(x + 8, y - 38, x + 22, y - 84, x + 28, y - 82, x + 16, y - 36),
      poly(x + 20, y - 86, x + 34, y - 80, x + 32, y - 76, x + 22, y - 78),
      ...[-12, -6, 6, 12].map((dx) => rect(x + dx, y - 30, 2.5, 30)),
    );
    s.add(
      mix(colour, '#6b3a1f', 0.6),
      ...[
        [x - 6, y - 36],
        [x + 4, y - 32],
        [x + 14, y - 50],
        [x + 18, y - 64],
        [x - 2, y - 40],
      ].map(([cx = 0, cy = 0]) => circle(cx, cy, 2.4)),
    );
  } else if (kind === 'elephant') {
    s.add(
      colour,
      ellipse(x, y - 26, 24, 16),
      circle(x + 22, y - 32, 11),
      `M${num(x + 30)} ${num(y - 30)}q6 12 0 26h-4q4 -12 -2 -22z`,
      ...[-16, -6, 6, 14].map((dx) => rect(x + dx, y - 16, 6, 16)),
    );
    s.add(mix(colour, '#000000', 0.15), ellipse(x + 16, y - 30, 7, 9));
  } else if (kind === 'deer') {
    s.add(
      colour,
      ellipse(x, y - 18, 12, 6),
      poly(x + 8, y - 20, x + 14, y - 34, x + 18, y - 32, x + 13, y - 18),
      poly(x + 14, y - 34, x + 22, y - 30, x + 21, y - 28, x + 15, y - 31),
      ...[-9, -5, 5, 9].map((dx) => rect(x + dx, y - 14, 1.8, 14)),
    );
    s.add(mix(colour, '#000000', 0.4), poly(x + 14, y - 35, x + 10, y - 46, x + 12, y - 46, x + 15, y - 38, x + 19, y - 46, x + 21, y - 45, x + 16, y - 35));
  } else if (kind === 'goat') {
    s.add(
      colour,
      ellipse(x, y - 12, 9, 5),
      poly(x + 6, y - 14, x + 10, y - 22, x + 15, y - 19, x + 10, y - 12),
      ...[-6, -3, 3, 6].map((dx) => rect(x + dx, y - 9, 1.6, 9)),
    );
    s.add('#6b4a36', poly(x + 10, y - 22, x + 7, y - 27, x + 9, y - 27, x + 12, y - 22));
  } else {
    s.add(colour, ellipse(x, y - 6, 6, 5), circle(x + 5, y - 11, 3));
    s.add('#c8465a', poly(x + 4, y - 14, x + 6, y - 16, x + 7, y - 13));
    s.add('#e9a23b', poly(x + 8, y - 11, x + 11, y - 10, x + 8, y - 9), rect(x - 1, y - 1, 1, 3), rect(x + 2, y - 1, 1, 3));
  }
}

export const FAMILY_ART: Record<string, ActivityArt> = {
  'water-park': {
    home: 'seaside',
    draw: (st) => {
      const { s } = st;
      s.add('#e9eef0', rect(0, 140, 320, 40));
      s.add('#4fb3c8', poly(20, 150, 300, 150, 316, 176, 4, 176));
      s.add('#f2c14e', `M190 40h14v14h-6q-30 20 -10 50q16 24 -14 46h-14q26 -22 12 -44q-20 -34 18 -56z`);
      s.add('#e07a3f', `M240 60h12v14q-10 30 14 50q10 10 -4 26h-12q12 -14 4 -22q-26 -24 -14 -68z`);
      s.add(mix(st.p.dark, '#9aa4ad', 0.5), rect(200, 54, 3, 90), rect(250, 74, 3, 70));
      [80, 120].forEach((x, i) => st.s.add(SKINS[(st.seed + i) % 4] ?? '#e9bd98', circle(x, 158, 4)));
    },
  },
  'amusement-park': {
    home: 'countryside',
    draw: ({ s, p }) => {
      s.add(
        p.dark,
        `M80 70a46 46 0 1 0 92 0a46 46 0 1 0 -92 0zm3 0a43 43 0 1 1 86 0a43 43 0 1 1 -86 0z`,
        poly(124, 70, 128, 70, 150, 150, 146, 150),
        poly(124, 70, 128, 70, 106, 150, 102, 150),
      );
      s.add(
        p.dark,
        ...Array.from({ length: 6 }, (_, i) => {
          const a = (i * Math.PI) / 6;
          return poly(
            126 + Math.cos(a) * 44,
            70 + Math.sin(a) * 44,
            126 + Math.cos(a) * 44 + 1.5,
            70 + Math.sin(a) * 44 + 1.5,
            126 - Math.cos(a) * 44 + 1.5,
            70 - Math.sin(a) * 44 + 1.5,
            126 - Math.cos(a) * 44,
            70 - Math.sin(a) * 44,
          );
        }),
      );
      s.add(p.roof, ...Array.from({ length: 8 }, (_, i) => rect(126 + Math.cos((i * Math.PI) / 4) * 46 - 4, 70 + Math.sin((i * Math.PI) / 4) * 46, 8, 7)));
      s.add('#e07a3f', `M190 150q20 -90 50 -40t60 -30v4q-30 30 -58 30q-28 -46 -48 40z`);
      s.add(p.dark, ...[204, 230, 262, 290].map((x) => rect(x, 96 + (x % 3) * 6, 1.5, 60)));
    },
  },
  zoo: {
    home: 'countryside',
    draw: ({ s, p }) => {
      animal(s, 'giraffe', 110, 160, '#e3b45c');
      animal(s, 'elephant', 220, 164, '#9aa4ad');
      s.add(p.roofShade, rect(0, 162, 320, 2), ...Array.from({ length: 17 }, (_, i) => rect(i * 20, 156, 2, 20)));
    },
  },
  'treetop-adventure': {
    home: 'forest',
    draw: (st) => {
      const { s, p } = st;
      [60, 250].forEach((x) => {
        s.add(p.dark, rect(x - 4, 40, 8, 140));
        s.add(p.foliageDark, circle(x, 40, 34), circle(x - 24, 58, 20), circle(x + 24, 56, 20));
        s.add('#b5834c', rect(x - 20, 96, 40, 5));
      });
      s.add('#b5834c', poly(80, 96, 230, 96, 230, 98, 80, 98), ...Array.from({ length: 10 }, (_, i) => rect(86 + i * 14, 98, 2, 10)));
      s.add(p.dark, rect(80, 108, 150, 1));
      person(s, 150, 106, 30, SHIRTS[st.seed % 4] ?? '#e07a3f', SKINS[st.seed % 4] ?? '#e9bd98', p.dark, true);
    },
  },
  'pony-ride': {
    home: 'countryside',
    draw: (st) => {
      horse(st.s, 140, 170, 54, '#efe3cc', '#8a5a3b');
      person(st.s, 138, 150, 22, SHIRTS[st.seed % 4] ?? '#e07a3f', SKINS[st.seed % 4] ?? '#e9bd98', st.p.dark);
      person(st.s, 200, 172, 58, st.p.trim, SKINS[(st.seed + 1) % 4] ?? '#c98e65', st.p.dark);
    },
  },
  'mini-golf': {
    home: 'countryside',
    draw: ({ s, p, seed }) => {
      s.add('#5fa35a', poly(40, 150, 280, 150, 300, 176, 20, 176));
      s.add(p.light, rect(36, 148, 248, 3));
      s.add(p.dark, ellipse(230, 162, 6, 2), rect(229, 124, 1.5, 38));
      s.add('#c8465a', poly(230.5, 124, 246, 129, 230.5, 134));
      s.add(p.light, circle(150, 164, 2.5));
      person(s, 120, 170, 48, SHIRTS[seed % 4] ?? '#e07a3f', SKINS[seed % 4] ?? '#e9bd98', p.dark);
      s.add(p.dark, poly(127, 146, 129, 146, 142, 166, 140, 166), rect(138, 165, 8, 2));
    },
  },
  'educational-farm': {
    home: 'countryside',
    draw: (st) => {
      const { s, p } = st;
      s.add('#a63d32', rect(180, 80, 90, 62), poly(174, 82, 225, 50, 276, 82));
      s.add(p.light, poly(212, 142, 212, 106, 238, 106, 238, 142), rect(180, 80, 90, 3));
      s.add('#a63d32', rect(214, 108, 22, 34));
      s.add(p.light, poly(215, 109, 235, 141, 233, 142, 214, 111), poly(235, 109, 215, 141, 213, 140, 234, 110));
      animal(s, 'goat', 110, 166, '#f2ede4');
      animal(s, 'goat', 140, 170, '#8a6a50');
      [60, 76, 90].forEach((x) => animal(s, 'hen', x, 170, '#f7f4ee'));
      s.add(p.roofShade, rect(0, 160, 40, 2), rect(4, 154, 2, 14), rect(30, 154, 2, 14));
    },
  },
  'bike-rental': {
    home: 'countryside',
    draw: ({ s, p }) => {
      s.add(p.ground, poly(120, 180, 200, 180, 170, 130, 154, 130));
      bicycle(s, 90, 164, p.roof, p.dark);
      bicycle(s, 130, 168, p.trim, p.dark);
      bicycle(s, 230, 166, '#f2c14e', p.dark);
    },
  },
  'escape-game': {
    indoor: true,
    home: 'city-centre',
    draw: ({ s }) => {
      s.add('#2f2a33', rect(0, 0, 320, 130));
      s.add('#6b4a36', rect(120, 30, 80, 100));
      s.add('#4a3426', rect(126, 36, 68, 40), rect(126, 82, 68, 42));
      s.add('#e6c86e', rect(180, 86, 12, 12), `M183 86v-5a3 3 0 0 1 6 0v5h-2v-5a1 1 0 0 0 -2 0v5z`);
      s.add('#d9c9a3', poly(30, 50, 80, 44, 84, 84, 34, 90));
      s.add('#c8465a', rect(50, 60, 12, 1.5), rect(42, 70, 30, 1.5));
      s.add('#e6c86e', circle(262, 60, 18));
      s.add('#2f2a33', rect(261, 46, 2, 14), rect(262, 59, 10, 2));
      s.faint('#ffd98a', 0.25, poly(160, 0, 100, 130, 220, 130));
    },
  },
  aquarium: {
    indoor: true,
    home: 'seaside',
    draw: ({ s }) => {
      s.add('#1f4a66', rect(0, 0, 320, 130));
      s.add('#2f7fa6', rect(20, 14, 280, 106));
      s.add('#3f6f4f', ...[40, 60, 250, 270].map((x, i) => ellipse(x, 110 - (i % 2) * 6, 5, 24)));
      s.add(
        '#f2a65a',
        ...[
          [90, 50],
          [200, 70],
          [140, 90],
        ].map(([x = 0, y = 0]) => `M${x} ${y}q12 -10 24 0q-12 10 -24 0zm24 0l8 -6v12z`),
      );
      s.add('#f2c14e', `M230 40q8 -6 16 0q-8 6 -16 0zm16 0l5 -4v8z`);
      s.faint('#ffffff', 0.5, ...[70, 74, 180, 184, 260].map((x, i) => circle(x, 40 + i * 8, 1.6)));
      [120, 150, 200].forEach((x) => s.add('#1b2633', circle(x, 150, 8), poly(x - 10, 180, x + 10, 180, x + 8, 156, x - 8, 156)));
    },
  },
  'family-canoe': {
    home: 'lakeside',
    draw: (st) => {
      river(st, 126);
      canoe(st.s, 160, 152, 120, '#e07a3f', SHIRTS, SKINS[st.seed % 4] ?? '#e9bd98');
    },
  },
  'treasure-hunt': {
    home: 'forest',
    draw: (st) => {
      const { s, p } = st;
      roundTree(s, p, st.season, 60, 150, 90);
      s.add('#e9d8a6', poly(120, 150, 210, 142, 214, 172, 116, 176));
      s.add('#c8465a', poly(180, 152, 188, 160, 186, 162, 178, 154), poly(186, 152, 178, 160, 180, 162, 188, 154));
      s.add(p.roofShade, `M130 158q20 -10 40 0`, ...[134, 146, 158].map((x) => rect(x, 158, 4, 1.2)));
      s.add('#8a5a36', rect(240, 146, 44, 26), `M240 146a22 12 0 0 1 44 0z`);
      s.add('#e6c86e', rect(240, 146, 44, 3), rect(258, 150, 8, 8));
    },
  },
  'wildlife-park': {
    home: 'forest',
    draw: (st) => {
      pine(st.s, 40, 170, 100, mix(st.p.foliageDark, st.p.dark, 0.2));
      animal(st.s, 'deer', 150, 170, '#a8703f');
      animal(st.s, 'deer', 210, 166, '#b98250');
    },
  },
  'castle-visit': {
    home: 'countryside',
    draw: ({ s, p }) => {
      const stone = mix(p.wallShade, '#9aa4ad', 0.4);
      s.add(stone, rect(100, 80, 120, 70), rect(86, 56, 30, 94), rect(204, 56, 30, 94), rect(146, 40, 28, 40));
      s.add(stone, ...[86, 96, 106, 204, 214, 224].map((x) => rect(x, 50, 6, 6)), ...[100, 112, 124, 136, 176, 188, 200, 212].map((x) => rect(x, 74, 6, 6)));
      s.add(p.dark, `M150 150v-24a10 10 0 0 1 20 0v24z`, ...[96, 214, 156].map((x) => rect(x, 86, 6, 10)));
      s.add(p.roof, poly(146, 40, 160, 16, 174, 40));
      s.add('#c8465a', poly(160, 4, 172, 8, 160, 12), rect(159, 4, 1.2, 14));
    },
  },
  'trampoline-park': {
    indoor: true,
    home: 'city-centre',
    draw: (st) => {
      const { s, p } = st;
      s.add('#2f4a66', rect(0, FLOOR_Y, 320, 52));
      [70, 160, 250].forEach((x, i) => {
        s.add(p.dark, ellipse(x, 150, 40, 9));
        s.add('#3f8fa6', ellipse(x, 149, 34, 7));
        person(s, x, 130 - (i % 2) * 20, 36, SHIRTS[(i + st.seed) % 4] ?? '#e07a3f', SKINS[(st.seed + i) % 4] ?? '#e9bd98', p.dark, true);
      });
    },
  },
};
