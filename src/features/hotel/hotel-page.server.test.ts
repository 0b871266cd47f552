import { describe, expect, it } from 'vitest';
import { getCrumbHref, parseHotelId } from './hotel-page.server';

describe('getCrumbHref', () => {
  it('links a city to its keyword search path', () => {
    expect(getCrumbHref('fr', { id: 125, label: 'Annecy', type: 'city' }, 'FR')).toBe('/fr/recherche/ville/125');
    expect(getCrumbHref('be-nl', { id: 125, label: 'Gent', type: 'city' }, 'BE')).toBe('/be-nl/zoeken/stad/125');
  });

  it('links a region, a department or the country to the search page with the place in the hash', () => {
    expect(getCrumbHref('es', { id: 7, label: 'Cataluña', type: 'region' }, 'ES')).toBe('/es/busqueda#region=7');
    expect(getCrumbHref('fr', { id: 74, label: 'Haute-Savoie', type: 'department' }, 'FR')).toBe('/fr/recherche#department=74');
    expect(getCrumbHref('it', { id: 3, label: 'Italia', type: 'country' }, 'IT')).toBe('/it/ricerca#country=IT');
  });

  it('links any other place to the search page', () => {
    expect(getCrumbHref('nl', { id: 9, label: 'Waddeneilanden', type: 'touristic_region' }, 'NL')).toBe('/nl/zoeken');
  });
});

describe('parseHotelId', () => {
  it('reads a positive whole id', () => {
    expect(parseHotelId('42')).toBe(42);
    expect(parseHotelId(42)).toBe(42);
  });

  it('refuses anything else, which is a 404', () => {
    for (const value of ['', '0', '-3', '1e3', '4.5', '12abc', '0x10', '99999999999', 0, 2 ** 31, Number.NaN])
      expect(parseHotelId(value), String(value)).toBeUndefined();
  });
});
