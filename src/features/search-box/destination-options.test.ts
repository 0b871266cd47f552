import { describe, expect, it } from 'vitest';
import { filterByCategories, getCategoryKey, groupByCategory, moveActiveIndex } from './destination-options';

const paris = { id: 1, label: 'Paris', category: 'city' };
const brittany = { id: 2, label: 'Bretagne', category: 'region' };
const lyon = { id: 3, label: 'Lyon', category: 'city' };
const louvre = { id: 4, label: 'Louvre', category: 'poi' };

describe('getCategoryKey', () => {
  it('names known categories and gives null for others', () => {
    expect(getCategoryKey('touristic_region')).toBe('categories.touristic_region');
    expect(getCategoryKey('hotel')).toBe('categories.hotel');
    expect(getCategoryKey('planet')).toBeNull();
  });
});

describe('filterByCategories', () => {
  it('keeps only the allowed categories (the activity flow shows cities only)', () => {
    expect(filterByCategories([paris, brittany, lyon], ['city'])).toEqual([paris, lyon]);
  });

  it('keeps everything without a category list', () => {
    expect(filterByCategories([paris, brittany])).toEqual([paris, brittany]);
  });
});

describe('groupByCategory', () => {
  it('groups in order of first appearance and numbers options in display order', () => {
    expect(groupByCategory([paris, brittany, lyon, louvre])).toEqual([
      {
        category: 'city',
        options: [
          { item: paris, index: 0 },
          { item: lyon, index: 1 },
        ],
      },
      { category: 'region', options: [{ item: brittany, index: 2 }] },
      { category: 'poi', options: [{ item: louvre, index: 3 }] },
    ]);
  });

  it('gives no group for no items', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('moveActiveIndex', () => {
  it('goes down from nothing to the first option and up from nothing to the last', () => {
    expect(moveActiveIndex(-1, 1, 4)).toBe(0);
    expect(moveActiveIndex(-1, -1, 4)).toBe(3);
  });

  it('wraps around both ends', () => {
    expect(moveActiveIndex(3, 1, 4)).toBe(0);
    expect(moveActiveIndex(0, -1, 4)).toBe(3);
    expect(moveActiveIndex(1, 1, 4)).toBe(2);
  });

  it('restarts when the list shrank below the active option, and has none without options', () => {
    expect(moveActiveIndex(7, 1, 3)).toBe(0);
    expect(moveActiveIndex(0, 1, 0)).toBe(-1);
  });
});
