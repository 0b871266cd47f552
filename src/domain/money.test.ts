import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

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
