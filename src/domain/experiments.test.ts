import { describe, expect, it } from 'vitest';
import { assignVariation, canSearchWithoutDates, EXPERIMENTS, getOfferedThemeIds, getVariations, parseForcedVariations } from './experiments';

describe('assignVariation', () => {
  it('gives a visitor the same variation every time', () => {
    expect(assignVariation('visitor-1', 'searchDates')).toBe(assignVariation('visitor-1', 'searchDates'));
  });

  it('spreads visitors over every variation', () => {
    const seen = new Set(Array.from({ length: 300 }, (_, i) => assignVariation(`v${i}`, 'searchDates')));
    expect([...seen].sort()).toEqual([...EXPERIMENTS.searchDates].sort());
  });
});

describe('parseForcedVariations', () => {
  it('keeps known experiments with known variations only', () => {
    expect(parseForcedVariations('searchDates:forced, reducedThematics:nope,unknown:x')).toEqual({ searchDates: 'forced' });
    expect(parseForcedVariations(undefined)).toEqual({});
  });

  it('lets a forced variation win over the assignment', () => {
    expect(getVariations('anyone', { searchDates: 'suggested' }).searchDates).toBe('suggested');
  });
});

describe('canSearchWithoutDates', () => {
  it('blocks a dateless search in the forced variation, and in suggested unless dates were cleared', () => {
    expect(canSearchWithoutDates('control', false)).toBe(true);
    expect(canSearchWithoutDates('forced', true)).toBe(false);
    expect(canSearchWithoutDates('suggested', false)).toBe(false);
    expect(canSearchWithoutDates('suggested', true)).toBe(true);
  });
});

describe('getOfferedThemeIds', () => {
  it('offers every theme, or Wellness and Romantic in the reduced-thematics variation', () => {
    expect(getOfferedThemeIds('control')).toEqual([26, 23, 19, 39]);
    expect(getOfferedThemeIds('reduced')).toEqual([26, 23]);
  });
});
