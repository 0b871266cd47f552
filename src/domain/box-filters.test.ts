import { describe, expect, it } from 'vitest';
import { countBoxOptions, filterBoxes, readBoxFilters, type BoxFacts } from './box-filters';

const boxes: BoxFacts[] = [
  { code: 'A-EBOX', price: 32_900, themeId: 39, regionIds: [1, 2], people: 2 },
  { code: 'B-EBOX', price: 41_900, themeId: 26, regionIds: [2], people: 2 },
  { code: 'C-EBOX', price: 52_900, themeId: 26, regionIds: [3], people: 2 },
  { code: 'D-EBOX', price: 49_900, themeId: 19, regionIds: [1], people: 2 },
];

describe('box list filters', () => {
  it('reads the filters of the query, ignoring anything else', () => {
    expect(readBoxFilters(new URLSearchParams('price=400to500&theme=26&utm=x&region=<script>'))).toEqual({ price: '400to500', theme: '26' });
  });

  it('keeps the boxes that pass every filter', () => {
    expect(filterBoxes(boxes, { theme: '26' }).map((box) => box.code)).toEqual(['B-EBOX', 'C-EBOX']);
    expect(filterBoxes(boxes, { theme: '26', price: '400to500' }).map((box) => box.code)).toEqual(['B-EBOX']);
    expect(filterBoxes(boxes, { region: '1' }).map((box) => box.code)).toEqual(['A-EBOX', 'D-EBOX']);
    expect(filterBoxes(boxes, { price: 'nonsense' })).toEqual([]);
  });

  it('counts each option with the other filters kept, like search facets', () => {
    // Theme 26 chosen: the price counts are among theme 26, the theme counts ignore the theme itself.
    expect(countBoxOptions(boxes, { theme: '26' }, 'price', ['upTo400', '400to500', 'from500'])).toEqual([
      { value: 'upTo400', count: 0 },
      { value: '400to500', count: 1 },
      { value: 'from500', count: 1 },
    ]);
    expect(countBoxOptions(boxes, { theme: '26' }, 'theme', ['39', '26', '19']).map((option) => option.count)).toEqual([1, 2, 1]);
    expect(countBoxOptions(boxes, { region: '2' }, 'people', ['2'])).toEqual([{ value: '2', count: 2 }]);
  });
});
