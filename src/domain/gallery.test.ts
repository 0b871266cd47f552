import { describe, expect, it } from 'vitest';
import { GALLERY_GRID_MAX, GALLERY_GRID_MIN, PAGE_GALLERY_GRID_SIZE, getGalleryLayout, getNextPictureIndex } from './gallery';

describe('gallery constants', () => {
  it('shows up to 5 pictures in a grid, one alone under 4, and 4 on product and hotel pages', () => {
    expect(GALLERY_GRID_MAX).toBe(5);
    expect(GALLERY_GRID_MIN).toBe(4);
    expect(PAGE_GALLERY_GRID_SIZE).toBe(4);
  });
});

describe('getGalleryLayout', () => {
  it('shows nothing without pictures', () => {
    expect(getGalleryLayout(0)).toEqual({ kind: 'none', shown: 0 });
    expect(getGalleryLayout(-3)).toEqual({ kind: 'none', shown: 0 });
    expect(getGalleryLayout(Number.NaN)).toEqual({ kind: 'none', shown: 0 });
  });

  it('shows the first picture alone when there are fewer than 4', () => {
    for (const count of [1, 2, 3]) expect(getGalleryLayout(count)).toEqual({ kind: 'single', shown: 1 });
    expect(getGalleryLayout(3, 5)).toEqual({ kind: 'single', shown: 1 });
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
