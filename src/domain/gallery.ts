/** Which pictures a gallery shows before its full-screen viewer (spec §9 'Gallery'). */

/** Largest number of pictures the desktop grid shows. */
export const GALLERY_GRID_MAX = 5;

/**
 * Below this many pictures the desktop shows the one picture alone; from it on, every picture it shows sits in the
 * grid, so 'See 2 pictures' is said under two pictures, never under one.
 */
export const GALLERY_GRID_MIN = 2;

/** The product and hotel pages show four pictures in their desktop grid. */
export const PAGE_GALLERY_GRID_SIZE = 4;

/** 'grid': the first `shown` pictures side by side; 'single': the first picture alone; 'none': no picture. */
export type GalleryLayoutKind = 'grid' | 'single' | 'none';

export interface GalleryLayout {
  kind: GalleryLayoutKind;
  /** Pictures the desktop layout shows; the mobile carousel and the viewer show them all. */
  shown: number;
}

/**
 * Desktop layout for `count` pictures: a grid of up to `gridSize` (4 or 5, clamped to that range) from
 * GALLERY_GRID_MIN pictures on (two or three pictures: all of them), one picture alone, nothing without pictures.
 */
export function getGalleryLayout(count: number, gridSize: number = PAGE_GALLERY_GRID_SIZE): GalleryLayout {
  const pictures = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (pictures === 0) return { kind: 'none', shown: 0 };
  if (pictures < GALLERY_GRID_MIN) return { kind: 'single', shown: 1 };
  const size = Math.min(GALLERY_GRID_MAX, Math.max(PAGE_GALLERY_GRID_SIZE, Math.floor(gridSize)));
  return { kind: 'grid', shown: Math.min(pictures, size) };
}

/**
 * The `sizes` of the picture at `index` in a gallery of `count` pictures (what the desktop layout makes of its width):
 * the whole width alone, half of it first in the grid or beside one or two others, a quarter in a grid of four or more.
 */
export function getGalleryPictureSizes(count: number, index: number, gridSize: number = PAGE_GALLERY_GRID_SIZE): string {
  const layout = getGalleryLayout(count, gridSize);
  if (layout.kind !== 'grid') return '(min-width: 600px) min(100vw, 1152px), 88vw';
  return index === 0 || layout.shown < PAGE_GALLERY_GRID_SIZE
    ? '(min-width: 1200px) 600px, (min-width: 600px) 50vw, 88vw'
    : '(min-width: 1200px) 300px, (min-width: 600px) 25vw, 88vw';
}

/** Index after moving `step` pictures from `index` in a viewer of `count` pictures, wrapping at both ends. */
export function getNextPictureIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
