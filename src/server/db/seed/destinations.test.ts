import { describe, expect, it } from 'vitest';
import { buildDestinations } from './destinations';

describe('destinations', () => {
  const rows = buildDestinations();
  const find = (category: string, label: string) => rows.find((row) => row.category === category && row.label === label);

  it('name Belgian places in each language (Brussel on a Dutch page, Bruges on a French one)', () => {
    expect(find('city', 'Bruxelles')?.names).toMatchObject({ fr: 'Bruxelles', nl: 'Brussel', es: 'Bruselas' });
    expect(find('city', 'Brugge')?.names).toMatchObject({ fr: 'Bruges', nl: 'Brugge' });
    expect(find('city', 'Liège')?.names).toMatchObject({ fr: 'Liège', nl: 'Luik', it: 'Liegi' });
    expect(find('department', 'Hainaut')?.names.nl).toBe('Henegouwen');
  });

  it('keep one name everywhere for a place without translations', () => {
    expect(find('city', 'Spa')?.names).toEqual({ fr: 'Spa', es: 'Spa', it: 'Spa', nl: 'Spa' });
  });
});
