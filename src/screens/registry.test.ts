import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARKETS, type MarketKey } from '../i18n/markets';
import { ROUTES, buildPath, type RouteName } from '../i18n/routes';
import { SCREENS, getScreenEntrypoint, getScreenOfRoute, getScreenPatterns, isPublicScreenPath, type ScreenName } from './registry';

const screens = Object.keys(SCREENS) as ScreenName[];
const routes = Object.keys(ROUTES) as RouteName[];
const markets = Object.keys(MARKETS) as MarketKey[];

/** An Astro pattern as a regular expression ([x] is one non-empty segment). */
const toRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/\[[a-zA-Z]+\]/g, '[^/]+')}/?$`);

describe('screen registry', () => {
  it('gives every route of the route table exactly one screen', () => {
    const owners = routes.map((route) => [route, screens.filter((screen) => (SCREENS[screen].routes as readonly string[]).includes(route))] as const);
    expect(owners.filter(([, found]) => found.length !== 1)).toEqual([]);
    expect(getScreenOfRoute('product')).toBe('product');
    expect(getScreenOfRoute('giftStays')).toBe('beneficiary');
  });

  it('has a page module per screen that runs that screen, and no page module outside it', () => {
    for (const screen of screens) {
      const file = new URL(`../../${getScreenEntrypoint(screen)}`, import.meta.url);
      expect(existsSync(file), screen).toBe(true);
      expect(readFileSync(file, 'utf8'), screen).toContain(`runScreen(Astro, '${screen}'`);
    }
    const files = readdirSync(new URL('.', import.meta.url)).filter((name) => name.endsWith('.astro'));
    expect(files.sort()).toEqual(screens.map((screen) => getScreenEntrypoint(screen).split('/').at(-1)).sort());
    for (const name of files) expect(name, 'a page module is named in PascalCase').toMatch(/^[A-Z][A-Za-z]*\.astro$/);
  });

  it('sends every address of the route table to the screen of its route, and to no other', () => {
    const patterns = screens.flatMap((screen) => getScreenPatterns(screen).map((pattern) => ({ screen, pattern, regExp: toRegExp(pattern) })));
    for (const market of markets) {
      for (const route of routes) {
        const params = Object.fromEntries([...ROUTES[route].fr.matchAll(/:([a-zA-Z]+)/g)].map(([, name]) => [name!, 'x1']));
        const path = buildPath(market, route, params);
        const matching = [...new Set(patterns.filter(({ regExp }) => regExp.test(path)).map(({ screen }) => screen))];
        expect(matching, path).toEqual([getScreenOfRoute(route)]);
      }
    }
  });

  it('writes patterns Astro reads, once each', () => {
    expect(getScreenPatterns('home')).toEqual(['/[market]']);
    expect(getScreenPatterns('product')).toEqual(['/[market]/sejour/[id]', '/[market]/estancia/[id]', '/[market]/soggiorno/[id]', '/[market]/verblijf/[id]']);
    expect(getScreenPatterns('hotel')).toEqual(['/[market]/hotel/[id]']);
  });

  it('lets the page cache keep only the public screens (ADR 29)', () => {
    expect(isPublicScreenPath('/fr/sejour/12')).toBe(true);
    expect(isPublicScreenPath('/be-nl/zoeken')).toBe(true);
    expect(isPublicScreenPath('/fr/')).toBe(true);
    expect(isPublicScreenPath('/fr/commande/abc')).toBe(false);
    expect(isPublicScreenPath('/fr/account/signin')).toBe(false);
    expect(isPublicScreenPath('/fr/cadeau/utiliser')).toBe(false);
    expect(isPublicScreenPath('/fr/contact')).toBe(false);
    expect(isPublicScreenPath('/fr/nowhere')).toBe(false);
    expect(screens.filter((screen) => SCREENS[screen].caching === 'public').sort()).toEqual([
      'activity',
      'box',
      'boxList',
      'giftCard',
      'home',
      'hotel',
      'ideas',
      'minisite',
      'product',
      'search',
      'staticPage',
    ]);
  });
});
