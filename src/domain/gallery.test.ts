import { describe, expect, it } from 'vitest';
import { GALLERY_GRID_MAX, GALLERY_GRID_MIN, PAGE_GALLERY_GRID_SIZE, getGalleryLayout, getGalleryPictureSizes, getNextPictureIndex } from './gallery';

describe('gallery constants', () => {
  it('shows up to 5 pictures in a grid, one alone only when it is the only one, and 4 on product and hotel pages', () => {
    expect(GALLERY_GRID_MAX).toBe(5);
    expect(GALLERY_GRID_MIN).toBe(2);
    expect(PAGE_GALLERY_GRID_SIZE).toBe(4);
  });
});

describe('getGalleryLayout', () => {
  it('shows nothing without pictures', () => {
    expect(getGalleryLayout(0)).toEqual({ kind: 'none', shown: 0 });
    expect(getGalleryLayout(-3)).toEqual({ kind: 'none', shown: 0 });
    expect(getGalleryLayout(Number.NaN)).toEqual({ kind: 'none', shown: 0 });
  });

  it('shows a picture alone when it is the only one', () => {
    expect(getGalleryLayout(1)).toEqual({ kind: 'single', shown: 1 });
    expect(getGalleryLayout(1, 5)).toEqual({ kind: 'single', shown: 1 });
  });

  it('shows two or three pictures all at once, so the page shows as many as "See 3 pictures" says', () => {
    expect(getGalleryLayout(2)).toEqual({ kind: 'grid', shown: 2 });
    expect(getGalleryLayout(3)).toEqual({ kind: 'grid', shown: 3 });
    expect(getGalleryLayout(3, 5)).toEqual({ kind: 'grid', shown: 3 });
  });

  it('shows a grid of the first 4 on product and hotel pages', () => {
    expect(getGalleryLayout(4)).toEqual({ kind: 'grid', shown: 4 });
    expect(getGalleryLayout(12)).toEqual({ kind: 'grid', shown: 4 });
  });

  it('shows up to 5 in a grid when asked, never more', () => {
    expect(getGalleryLayout(4, 5)).toEqual({ kind: 'grid', shown: 4 });
    expect(getGalleryLayout(9, 5)).toEqual({ kind: 'grid', shown: 5 });
    expect(getGalleryLayout(9, 8)).toEqual({ kind: 'grid', shown: 5 });
    expect(getGalleryLayout(9, 2)).toEqual({ kind: 'grid', shown: 4 });
  });
});

describe('getGalleryPictureSizes', () => {
  const HALF = '(min-width: 1200px) 600px, (min-width: 600px) 50vw, 88vw';
  const QUARTER = '(min-width: 1200px) 300px, (min-width: 600px) 25vw, 88vw';

  it('gives a picture alone the whole width, two or three pictures half of it each, a grid of four a half and quarters', () => {
    expect(getGalleryPictureSizes(1, 0)).toBe('(min-width: 600px) min(100vw, 1152px), 88vw');
    expect([0, 1].map((index) => getGalleryPictureSizes(2, index))).toEqual([HALF, HALF]);
    expect([0, 1, 2].map((index) => getGalleryPictureSizes(3, index))).toEqual([HALF, HALF, HALF]);
    expect([0, 1, 2].map((index) => getGalleryPictureSizes(9, index))).toEqual([HALF, QUARTER, QUARTER]);
  });
});

describe('getNextPictureIndex', () => {
  it('moves forward and back', () => {
    expect(getNextPictureIndex(2, 1, 8)).toBe(3);
    expect(getNextPictureIndex(2, -1, 8)).toBe(1);
  });

  it('wraps at both ends', () => {
    expect(getNextPictureIndex(7, 1, 8)).toBe(0);
    expect(getNextPictureIndex(0, -1, 8)).toBe(7);
  });

  it('stays at 0 without pictures', () => {
    expect(getNextPictureIndex(0, 1, 0)).toBe(0);
  });
});
