import { describe, expect, it } from 'vitest';
import { getEditDistance, suggestEmailDomain } from './email-suggestion';

describe('suggestEmailDomain', () => {
  it('suggests the common domain a typed one is a typo of', () => {
    expect(suggestEmailDomain('anna@gmial.com')).toBe('gmail.com');
    expect(suggestEmailDomain('anna@gmail.con')).toBe('gmail.com');
    expect(suggestEmailDomain('anna@hotmal.fr')).toBe('hotmail.fr');
    expect(suggestEmailDomain('ANNA@Wanado.fr')).toBe('wanadoo.fr');
    expect(suggestEmailDomain('jan@ziggo.nll')).toBe('ziggo.nl');
  });

  it('stays quiet for common domains, far ones, real other countries and addresses without a domain yet', () => {
    expect(suggestEmailDomain('anna@gmail.com')).toBeUndefined();
    expect(suggestEmailDomain('anna@halte.eu')).toBeUndefined();
    expect(suggestEmailDomain('anna@yahoo.de')).toBeUndefined();
    expect(suggestEmailDomain('anna@')).toBeUndefined();
    expect(suggestEmailDomain('anna')).toBeUndefined();
  });
});

describe('getEditDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(getEditDistance('gmail', 'gmail')).toBe(0);
    expect(getEditDistance('gmal', 'gmail')).toBe(1);
    expect(getEditDistance('gmial', 'gmail')).toBe(2);
    expect(getEditDistance('', 'abc')).toBe(3);
  });
});
