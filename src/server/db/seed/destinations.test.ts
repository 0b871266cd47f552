import { describe, expect, it } from 'vitest';
import { buildDestinations, findResortCity, getCitySettings } from './destinations';

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

  it('say what surrounds each city from its geography: Turin has no lake, Nantes no sea, Annecy its lake, Val-d’Isère its slopes', () => {
    const settingsOf = (label: string) => getCitySettings(find('city', label)!);
    expect(settingsOf('Torino')).not.toContain('lakeside');
    expect(settingsOf('Nantes')).not.toContain('seaside');
    expect(settingsOf('Annecy')).toContain('lakeside');
    expect(settingsOf('Annecy')).not.toContain('mountain');
    expect(settingsOf("Val-d'Isère")).toContain('mountain');
    expect(settingsOf('Nice')).toContain('seaside');
    expect(settingsOf('Beaune')).toContain('vineyard');
    expect(settingsOf('Paris')).toEqual([]);
  });

  it('list a resort’s hotels in a town of its setting, near it, or not at all', () => {
    const cities = rows.filter((row) => row.category === 'city');
    for (const resort of rows.filter((row) => row.category === 'ski_resort' || row.category === 'sea_resort')) {
      const city = findResortCity(
        resort,
        cities.filter((row) => row.country === resort.country),
      );
      if (city) expect(getCitySettings(city), `${resort.label} → ${city.label}`).toContain(resort.category === 'ski_resort' ? 'mountain' : 'seaside');
    }
    // Sestriere is far from any Italian ski town of the catalogue: no hotel of Turin is at its slopes.
    expect(
      findResortCity(
        find('ski_resort', 'Sestriere')!,
        cities.filter((row) => row.country === 'IT'),
      ),
    ).toBeUndefined();
    expect(
      findResortCity(
        find('ski_resort', 'Tignes')!,
        cities.filter((row) => row.country === 'FR'),
      )?.label,
    ).toBe("Val-d'Isère");
  });
});
