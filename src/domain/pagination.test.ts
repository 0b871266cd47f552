import { describe, expect, it } from 'vitest';
import { RESULTS_PER_PAGE, getPageCount, getPageItems, getPageRange } from './pagination';

describe('getPageCount', () => {
  it('rounds up and defaults to 18 per page', () => {
    expect(RESULTS_PER_PAGE).toBe(18);
    expect(getPageCount(36)).toBe(2);
    expect(getPageCount(37)).toBe(3);
    expect(getPageCount(0)).toBe(0);
    expect(getPageCount(10, 10)).toBe(1);
    expect(() => getPageCount(10, 0)).toThrow(RangeError);
  });
});

describe('getPageRange', () => {
  it('gives from and to of a full and of the last page', () => {
    expect(getPageRange(1, 18, 40)).toEqual({ from: 1, to: 18, total: 40 });
    expect(getPageRange(2, 18, 40)).toEqual({ from: 19, to: 36, total: 40 });
    expect(getPageRange(3, 18, 40)).toEqual({ from: 37, to: 40, total: 40 });
    expect(getPageRange(2, 18, 36)).toEqual({ from: 19, to: 36, total: 36 });
  });

  it('clamps the page and handles no results', () => {
    expect(getPageRange(9, 18, 40)).toEqual({ from: 37, to: 40, total: 40 });
    expect(getPageRange(0, 18, 40)).toEqual({ from: 1, to: 18, total: 40 });
    expect(getPageRange(1, 18, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('getPageItems', () => {
  it('lists every page under 10 pages', () => {
    expect(getPageItems(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(1, 0)).toEqual([]);
  });

  it('groups by tens from 10 pages', () => {
    expect(getPageItems(1, 10)).toEqual([1, 2, 10]);
    expect(getPageItems(34, 57)).toEqual([1, 10, 20, 30, 33, 34, 35, 40, 50, 57]);
    expect(getPageItems(99, 99)).toEqual([1, 10, 20, 30, 40, 50, 60, 70, 80, 90, 98, 99]);
  });

  it('groups by hundreds from 100 pages, with the tens of the current hundred', () => {
    expect(getPageItems(1, 100)).toEqual([1, 2, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(getPageItems(345, 420)).toEqual([1, 100, 200, 300, 310, 320, 330, 340, 344, 345, 346, 350, 360, 370, 380, 390, 400, 420]);
    expect(getPageItems(410, 415)).toEqual([1, 100, 200, 300, 400, 409, 410, 411, 415]);
  });

  it('clamps the current page', () => {
    expect(getPageItems(80, 57)).toEqual([1, 10, 20, 30, 40, 50, 56, 57]);
  });
});
