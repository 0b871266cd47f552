import { describe, expect, it } from 'vitest';
import type { Destination } from './search-types';
import { MAX_RECENT_SEARCHES, addRecentSearch, parseRecentSearches, toRecentSearch } from './recent-searches';

const paris = { id: 125, label: 'Paris (Paris)', category: 'city' };
const lyon = { id: 126, label: 'Lyon (Rhône)', category: 'city' };
const nice = { id: 127, label: 'Nice (Alpes-Maritimes)', category: 'city' };
const brittany = { id: 3, label: 'Bretagne', category: 'region' };

describe('addRecentSearch', () => {
  it('keeps at most 3 entries, newest first', () => {
    expect(MAX_RECENT_SEARCHES).toBe(3);
    let list = addRecentSearch([], paris);
    list = addRecentSearch(list, lyon);
    list = addRecentSearch(list, nice);
    list = addRecentSearch(list, brittany);
    expect(list).toEqual([brittany, nice, lyon]);
  });

  it('moves a destination chosen again to the front instead of repeating it', () => {
    expect(addRecentSearch([nice, lyon, paris], paris)).toEqual([paris, nice, lyon]);
  });

  it('treats the same id in another category as another place', () => {
    const department = { id: 125, label: 'Paris', category: 'department' };
    expect(addRecentSearch([paris], department)).toEqual([department, paris]);
  });

  it('stores only id, label and category, and leaves the given list unchanged', () => {
    const destination: Destination = { ...paris, pos: 'FR', latitude: 48.85, longitude: 2.35, value: 'Paris', postalcode: '75001' };
    const list = [lyon];
    expect(addRecentSearch(list, destination)).toEqual([paris, lyon]);
    expect(list).toEqual([lyon]);
    expect(toRecentSearch(destination)).toEqual(paris);
  });
});

describe('parseRecentSearches', () => {
  it('reads a stored JSON list', () => {
    expect(parseRecentSearches(JSON.stringify([paris, lyon]))).toEqual([paris, lyon]);
  });

  it('gives an empty list for missing, broken or non-list values', () => {
    for (const garbage of [null, undefined, '', 'not json', '{"id":1}', 42, '"paris"', { 0: paris }]) {
      expect(parseRecentSearches(garbage), String(garbage)).toEqual([]);
    }
  });

  it('drops malformed entries and duplicates, strips extra fields and keeps the newest 3', () => {
    const stored = [
      null,
      { id: '125', label: 'Paris', category: 'city' },
      { id: 1, label: '  ', category: 'city' },
      { id: 2, label: 'Nowhere' },
      { ...paris, extra: true },
      paris,
      lyon,
      nice,
      brittany,
    ];
    expect(parseRecentSearches(stored)).toEqual([paris, lyon, nice]);
  });
});
