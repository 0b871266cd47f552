import { describe, expect, it } from 'vitest';
import { createDayFormat } from './account-texts';

describe('createDayFormat', () => {
  it('writes a day as the booking page does, the first of a month as 1er in French', () => {
    expect(createDayFormat('fr-FR')('2027-01-01')).toBe('1er janvier 2027');
    expect(createDayFormat('fr-FR')('2026-12-04')).toBe('4 décembre 2026');
    expect(createDayFormat('es-ES')('2027-01-01')).toBe('1 de enero de 2027');
  });
});
