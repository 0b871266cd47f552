import { describe, expect, it } from 'vitest';
import { frenchTypography, withFrenchTypography } from './typography';

describe('frenchTypography', () => {
  it('puts a non-breaking space before : ? ! ; and inside « »', () => {
    expect(frenchTypography('Hébergement : chambre')).toBe('Hébergement\u00a0: chambre');
    expect(frenchTypography('Oups! Vraiment ?')).toBe('Oups\u00a0! Vraiment\u00a0?');
    expect(frenchTypography('« Envoyer »')).toBe('«\u00a0Envoyer\u00a0»');
  });

  it('leaves addresses and times alone', () => {
    expect(frenchTypography('https://halte.fr à 10:30')).toBe('https://halte.fr à 10:30');
  });

  it('changes only the French texts of a tree', () => {
    expect(withFrenchTypography({ a: { fr: ['Note : 9'], es: ['Nota : 9'] }, b: 'x : y' })).toEqual({
      a: { fr: ['Note\u00a0: 9'], es: ['Nota : 9'] },
      b: 'x : y',
    });
  });
});
