import { describe, expect, it } from 'vitest';
import { parseHostMap, rewriteForHost } from './hosts';

describe('host map', () => {
  it('reads host=market pairs', () => {
    const map = parseHostMap(' www.halte.fr=fr, www.halte.be = be ');
    expect(map.get('www.halte.fr')).toBe('fr');
    expect(map.get('www.halte.be')).toBe('be');
  });

  it('is empty when unset and refuses unknown markets', () => {
    expect(parseHostMap(undefined).size).toBe(0);
    expect(() => parseHostMap('www.halte.de=de')).toThrow(/www.halte.de=de/);
  });

  it('serves the host market at the root and leaves market paths alone', () => {
    expect(rewriteForHost('/', 'es')).toBe('/es/');
    expect(rewriteForHost('/busqueda', 'es')).toBe('/es/busqueda');
    expect(rewriteForHost('/be-fr/recherche', 'be')).toBeUndefined();
    expect(rewriteForHost('/api/error', 'fr')).toBeUndefined();
    expect(rewriteForHost('/', 'be')).toBe('/be/');
    expect(rewriteForHost('/robots.txt', 'fr')).toBeUndefined();
    expect(rewriteForHost('/sitemap.xml', 'es')).toBeUndefined();
  });
});
