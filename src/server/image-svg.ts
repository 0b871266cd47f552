import { Random } from './db/seed/random';
import { IMAGE_SIZES, type ImageKind, type ImageSize } from './images';

const PALETTES = [
  ['#f6d5a8', '#e98f5f', '#4f7d6b', '#2f5d50'],
  ['#cfe3f1', '#8fb8d8', '#5b8c5a', '#365e3b'],
  ['#f9e0c7', '#d77a61', '#7a8f6b', '#4b5e3f'],
  ['#dde7f2', '#a3b8d1', '#3f6e8c', '#23445c'],
  ['#fbe7d3', '#f2a65a', '#8c6d4f', '#5a4532'],
];

function hashSeed(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function motif(kind: ImageKind, random: Random, w: number, h: number): string {
  const x = w * (0.35 + random.next() * 0.3);
  const base = h * 0.78;
  if (kind === 'hotel') {
    const bw = w * 0.22;
    const bh = h * 0.32;
    const windows = Array.from({ length: 6 }, (_, i) => `<rect x="${x + 8 + (i % 3) * (bw / 3)}" y="${base - bh + 10 + Math.floor(i / 3) * (bh / 2.4)}" width="${bw / 6}" height="${bh / 6}" fill="#fdf6e3" opacity="0.9"/>`).join('');
    return `<rect x="${x}" y="${base - bh}" width="${bw}" height="${bh}" fill="#f4efe6"/><polygon points="${x - 6},${base - bh} ${x + bw / 2},${base - bh - h * 0.12} ${x + bw + 6},${base - bh}" fill="#9c4a2f"/>${windows}`;
  }
  if (kind === 'room') {
    return `<rect x="${w * 0.2}" y="${h * 0.55}" width="${w * 0.6}" height="${h * 0.2}" rx="8" fill="#f4efe6"/><rect x="${w * 0.2}" y="${h * 0.45}" width="${w * 0.12}" height="${h * 0.3}" fill="#8c6d4f"/>`;
  }
  if (kind === 'box') {
    return `<rect x="${w * 0.38}" y="${h * 0.4}" width="${w * 0.24}" height="${h * 0.34}" fill="#b4441f"/><rect x="${w * 0.485}" y="${h * 0.4}" width="${w * 0.03}" height="${h * 0.34}" fill="#f6d5a8"/>`;
  }
  return `<circle cx="${x}" cy="${base - h * 0.12}" r="${h * 0.08}" fill="#f4efe6"/><rect x="${x - 3}" y="${base - h * 0.05}" width="6" height="${h * 0.05}" fill="#5a4532"/>`;
}

/** A landscape illustration, the same for the same kind, id and index, in one of the spec's sizes. */
export function renderImageSvg(kind: ImageKind, id: string, index: number, size: ImageSize): string {
  const [w, h] = size.split('_').map(Number) as [number, number];
  const random = new Random(hashSeed(`${kind}:${id}:${index}`));
  const [sky, sun, hill, hillDark] = random.pick(PALETTES);
  const hills = [0.62, 0.72]
    .map((level, i) => {
      const points = Array.from({ length: 7 }, (_, k) => `${(k / 6) * w},${h * (level + (random.next() - 0.5) * 0.12)}`).join(' ');
      return `<polygon points="0,${h} ${points} ${w},${h}" fill="${i === 0 ? hill : hillDark}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#s)"/><circle cx="${w * (0.15 + random.next() * 0.7)}" cy="${h * 0.25}" r="${h * 0.1}" fill="${sun}"/>${hills}${motif(kind, random, w, h)}</svg>`;
}

export function isImageSize(value: string | undefined): value is ImageSize {
  return (IMAGE_SIZES as readonly string[]).includes(value ?? '');
}
