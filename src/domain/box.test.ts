import { describe, expect, it } from 'vitest';
import { getBoxFamilyPromo, getBoxFormat, getShownBoxPromo, isBoxCode, isListedBox, toBoxSlug } from './box';

describe('box codes', () => {
  it('reads the format from the suffix after the dash', () => {
    expect(getBoxFormat('WELLNESS01-EBOX')).toBe('digital');
    expect(getBoxFormat('WELLNESS01-PBOX')).toBe('physical');
    expect(isListedBox('WELLNESS01-EBOX')).toBe(true);
    expect(isListedBox('WELLNESS01-PBOX')).toBe(false);
  });

  it('accepts only codes with the catalog shape', () => {
    expect(isBoxCode('WELLNESS01-EBOX')).toBe(true);
    expect(isBoxCode('wellness01-ebox')).toBe(false);
    expect(isBoxCode('WELLNESS01')).toBe(false);
    expect(isBoxCode('../etc-EBOX')).toBe(false);
  });
});

describe('box promo', () => {
  it('is floor((1 − sell/reference) × 100) when the reference is higher', () => {
    expect(getShownBoxPromo(8000, 10000)).toBe(20);
    // 1 − 8899/10000 = 11.01 % → 11
    expect(getShownBoxPromo(8899, 10000)).toBe(11);
    // 1 − 6666/10000 = 33.34 % → 33, never rounded up
    expect(getShownBoxPromo(6666, 10000)).toBe(33);
  });

  it('is shown only above 5 %', () => {
    expect(getShownBoxPromo(9500, 10000)).toBeNull();
    // 5.01 % floors to 5, which is not above 5
    expect(getShownBoxPromo(9499, 10000)).toBeNull();
    expect(getShownBoxPromo(9400, 10000)).toBe(6);
  });

  it('is null when the reference does not exceed the sell price', () => {
    expect(getShownBoxPromo(10000, 10000)).toBeNull();
    expect(getShownBoxPromo(12000, 10000)).toBeNull();
    expect(getShownBoxPromo(5000, 0)).toBeNull();
  });
});

describe('box slugs', () => {
  it('follow the title of the language: lower case, no accents, dashes between words', () => {
    expect(toBoxSlug('Week-end étoilé')).toBe('week-end-etoile');
    expect(toBoxSlug('Fuga golosa')).toBe('fuga-golosa');
    expect(toBoxSlug('Escapada gastronómica')).toBe('escapada-gastronomica');
    expect(toBoxSlug("Nuit d'amoureux — à deux !")).toBe('nuit-d-amoureux-a-deux');
    expect(toBoxSlug('Wijn & smaken')).toBe('wijn-smaken');
  });
});

describe('getBoxFamilyPromo', () => {
  it("is the e-box's promotion for both formats, whatever the physical format's own rounding", () => {
    const formats = [
      { code: 'WELL01-PHYS', sellPrice: 8_400, referencePrice: 9_650 },
      { code: 'WELL01-EBOX', sellPrice: 7_900, referencePrice: 8_990 },
    ];
    expect(getBoxFamilyPromo(formats)).toBe(getShownBoxPromo(7_900, 8_990));
    expect(getBoxFamilyPromo([formats[0]!])).toBe(getShownBoxPromo(8_400, 9_650));
    expect(getBoxFamilyPromo([])).toBeNull();
  });
});
