import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportionCents, formatMoney, formatMoneyTokens } from './money';

const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats cents in euros for each market locale', () => {
    expect(normalise(formatMoney(12950, 'fr-FR'))).toBe('129,50 €');
    expect(normalise(formatMoney(12950, 'es-ES'))).toBe('129,50 €');
    expect(normalise(formatMoney(12950, 'it-IT'))).toBe('129,50 €');
    expect(normalise(formatMoney(12950, 'nl-NL'))).toBe('€ 129,50');
    expect(normalise(formatMoney(12950, 'nl-BE'))).toBe('€ 129,50');
  });

  it('drops decimals for whole amounts and groups thousands', () => {
    expect(normalise(formatMoney(9900, 'fr-FR'))).toBe('99 €');
    expect(normalise(formatMoney(123400, 'fr-FR'))).toBe('1 234 €');
    expect(normalise(formatMoney(123400, 'it-IT'))).toBe('1234 €');
  });

  it('refuses values that are not amounts', () => {
    expect(() => formatMoney(Number.NaN, 'fr-FR')).toThrow(RangeError);
  });
});

describe('money tokens of editorial text', () => {
  it('writes each amount in the number format of the page, like the prices around it', () => {
    const text = 'Voorbeeldprijzen vanaf {{money:10800}}, kapitaal van {{money:1000000}}.';
    expect(normalise(formatMoneyTokens(text, 'nl-BE'))).toBe(
      `Voorbeeldprijzen vanaf ${normalise(formatMoney(10800, 'nl-BE'))}, kapitaal van ${normalise(formatMoney(1000000, 'nl-BE'))}.`,
    );
    expect(normalise(formatMoneyTokens(text, 'nl-BE'))).toContain('€ 108');
    expect(normalise(formatMoneyTokens('à partir de {{money:7550}}', 'fr-BE'))).toBe('à partir de 75,50 €');
    expect(formatMoneyTokens('no token, 10 apples', 'fr-FR')).toBe('no token, 10 apples');
  });
});

describe('apportionCents', () => {
  it('splits in proportion, the odd cents to the largest remainders, the first on a tie', () => {
    expect(apportionCents(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(apportionCents(100, [3000, 7000])).toEqual([30, 70]);
    expect(apportionCents(101, [1, 2])).toEqual([34, 67]);
    expect(apportionCents(5, [0, 10])).toEqual([0, 5]);
    expect(apportionCents(7, [0, 0])).toEqual([4, 3]);
    expect(apportionCents(0, [])).toEqual([]);
  });

  it('refuses what is not cents or weights', () => {
    expect(() => apportionCents(-1, [1])).toThrow(RangeError);
    expect(() => apportionCents(10, [])).toThrow(RangeError);
    expect(() => apportionCents(10, [1.5])).toThrow(RangeError);
  });

  it('always adds up to the total, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const parts = apportionCents(total, weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, index) => {
            const exact = sum === 0 ? total / weights.length : (total * (weights[index] ?? 0)) / sum;
            expect(Math.abs(part - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
