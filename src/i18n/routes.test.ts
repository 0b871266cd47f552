import { describe, expect, it } from 'vitest';
import { LANGUAGES, MARKET_KEYS } from './markets';
import { ROUTES, buildPath, getMarketFromPath, matchPath, translatePath, type RouteName } from './routes';

const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];
const sampleParams = { id: '123', slug: 'spa', code: 'ABC-EBOX', cityId: '125', idea: '26-5', cartId: '0b6f1c9e-3d2a-4c8e-9f10-2a7b5c4d6e8f' };

describe('route table', () => {
  it('builds localized paths under the market segment', () => {
    expect(buildPath('fr', 'home')).toBe('/fr/');
    expect(buildPath('es', 'search')).toBe('/es/busqueda');
    expect(buildPath('be-nl', 'product', { id: 42 })).toBe('/be-nl/verblijf/42');
    expect(buildPath('be-fr', 'product', { id: 42 })).toBe('/be-fr/sejour/42');
    expect(buildPath('it', 'giftCard')).toBe('/it/giftcard/customization');
  });

  it('encodes parameters and refuses a missing one', () => {
    expect(buildPath('fr', 'page', { id: 'a b/c' })).toBe('/fr/info/a%20b%2Fc');
    expect(() => buildPath('fr', 'product')).toThrow(/id/);
  });

  it('matches every path it builds, in every market', () => {
    for (const market of MARKET_KEYS) {
      for (const name of ROUTE_NAMES) {
        const path = buildPath(market, name, sampleParams);
        const matched = matchPath(path);
        expect(matched?.name, path).toBe(name);
        expect(matched?.market).toBe(market);
      }
    }
  });

  it('has no two routes with the same pattern in one language', () => {
    for (const language of LANGUAGES) {
      const shapes = ROUTE_NAMES.map((name) => ROUTES[name][language].replace(/:[a-zA-Z]+/g, ':'));
      expect(new Set(shapes).size, language).toBe(shapes.length);
    }
  });

  it('does not match unknown paths or markets', () => {
    expect(matchPath('/de/')).toBeUndefined();
    expect(matchPath('/fr/nowhere/at/all')).toBeUndefined();
    expect(getMarketFromPath('/be/')).toBeUndefined();
    expect(getMarketFromPath('/be-fr/sejour/1')).toBe('be-fr');
  });

  it('translates a Belgian page into the other language with its parameters', () => {
    expect(translatePath('/be-fr/sejour/77', 'be-nl')).toBe('/be-nl/verblijf/77');
    expect(translatePath('/be-nl/zoeken', 'be-fr')).toBe('/be-fr/recherche');
    expect(translatePath('/be-nl/unknown-page', 'be-fr')).toBe('/be-fr/');
  });
});
