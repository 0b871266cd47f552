import { describe, expect, it } from 'vitest';
import { chooseExtra, getCategoryChoice, getExtrasPrice, parseExtrasParam, sanitizeExtras, serializeExtras, type ExtrasCatalog } from './gift-extras';

const catalog: ExtrasCatalog = {
  categories: [
    { id: 1, singleSelection: true },
    { id: 2, singleSelection: true },
    { id: 3, singleSelection: false },
    { id: 4, singleSelection: true },
  ],
  extras: [
    { id: '1', categoryId: 1, price: 0 },
    { id: '2', categoryId: 1, price: 200 },
    { id: 'standard', categoryId: 2, price: 0 },
    { id: '5', categoryId: 2, price: 900 },
    { id: '6', categoryId: 2, price: 500 },
    { id: '9', categoryId: 3, price: 500 },
    { id: '10', categoryId: 3, price: 1290 },
    { id: '7', categoryId: 4, price: 690 },
  ],
};

describe('custom extras in the hash', () => {
  it("reads ids and ignores 'default', 'true', blanks and duplicates", () => {
    expect(parseExtrasParam('2, 9,default,true,,9')).toEqual(['2', '9']);
    expect(parseExtrasParam(null)).toEqual([]);
    expect(parseExtrasParam('standard')).toEqual([]);
  });

  it('writes the selection without the default entry', () => {
    expect(serializeExtras(['2', 'standard', '10'])).toBe('2,10');
    expect(serializeExtras([])).toBe('');
  });

  it('stores one id per single-select category', () => {
    expect(chooseExtra(['1', '9'], '2', catalog)).toEqual(['9', '2']);
    expect(chooseExtra(['5'], '6', catalog)).toEqual(['6']);
  });

  it('clears category 2 when its default standard entry is chosen', () => {
    expect(chooseExtra(['5', '9'], 'standard', catalog)).toEqual(['9']);
  });

  it('toggles ids of a multi-select category', () => {
    expect(chooseExtra(['9'], '10', catalog)).toEqual(['9', '10']);
    expect(chooseExtra(['9', '10'], '9', catalog)).toEqual(['10']);
  });

  it("ignores 'default', 'true' and unknown ids when choosing", () => {
    expect(chooseExtra(['9'], 'default', catalog)).toEqual(['9']);
    expect(chooseExtra(['9'], 'true', catalog)).toEqual(['9']);
    expect(chooseExtra(['9'], '404', catalog)).toEqual(['9']);
  });

  it('sanitises a hand-edited hash: known ids, last one per single-select category', () => {
    expect(sanitizeExtras(['1', '2', '404', '9', '9', '5'], catalog)).toEqual(['2', '9', '5']);
  });

  it("shows category 2's default entry when nothing is chosen there", () => {
    expect(getCategoryChoice([], 2, catalog)).toBe('standard');
    expect(getCategoryChoice(['6'], 2, catalog)).toBe('6');
    expect(getCategoryChoice([], 1, catalog)).toBeNull();
  });

  it('adds up the price of the chosen extras', () => {
    expect(getExtrasPrice(['2', '6', '9', '10'], catalog)).toBe(200 + 500 + 500 + 1290);
    expect(getExtrasPrice([], catalog)).toBe(0);
  });
});

describe('packaging and express delivery', () => {
  it('keeps the wooden box and express delivery together, and choosing express again takes it off', () => {
    const both = chooseExtra(chooseExtra([], '5', catalog), '7', catalog);
    expect(both).toEqual(['5', '7']);
    expect(getExtrasPrice(both, catalog)).toBe(1590);
    expect(chooseExtra(both, '7', catalog)).toEqual(['5']);
    expect(sanitizeExtras(['5', '7', '6'], catalog)).toEqual(['7', '6']);
  });
});
