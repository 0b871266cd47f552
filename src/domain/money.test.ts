import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyTokens } from './money';

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
    expect(normalise(formatMoneyTokens(text, 'nl-BE'))).toBe(`Voorbeeldprijzen vanaf ${normalise(formatMoney(10800, 'nl-BE'))}, kapitaal van ${normalise(formatMoney(1000000, 'nl-BE'))}.`);
    expect(normalise(formatMoneyTokens(text, 'nl-BE'))).toContain('€ 108');
    expect(normalise(formatMoneyTokens('à partir de {{money:7550}}', 'fr-BE'))).toBe('à partir de 75,50 €');
    expect(formatMoneyTokens('no token, 10 apples', 'fr-FR')).toBe('no token, 10 apples');
  });
});
