import { describe, expect, it } from 'vitest';
import { MARKET_KEYS } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { getAlternates } from './alternates';

const origin = 'https://www.halte.example';

describe('hreflang alternates', () => {
  it('lists the same page in the six markets and x-default', () => {
    const alternates = getAlternates('/be-nl/verblijf/42', origin);
    expect(alternates).toEqual([
      { hreflang: 'fr-FR', href: `${origin}/fr/sejour/42` },
      { hreflang: 'es-ES', href: `${origin}/es/estancia/42` },
      { hreflang: 'it-IT', href: `${origin}/it/soggiorno/42` },
      { hreflang: 'nl-NL', href: `${origin}/nl/verblijf/42` },
      { hreflang: 'fr-BE', href: `${origin}/be-fr/sejour/42` },
      { hreflang: 'nl-BE', href: `${origin}/be-nl/verblijf/42` },
      { hreflang: 'x-default', href: `${origin}/fr/sejour/42` },
    ]);
  });

  it('is reciprocal: every page of a cluster lists the same set, itself included', () => {
    for (const [name, params] of [
      ['hotel', { id: 7 }],
      ['searchCity', { cityId: 153 }],
      ['home', {}],
    ] as const) {
      const sets = MARKET_KEYS.map((market) => getAlternates(buildPath(market, name, params), origin));
      for (const [index, set] of sets.entries()) {
        expect(set).toEqual(sets[0]);
        expect(set.map((a) => a.href)).toContain(`${origin}${buildPath(MARKET_KEYS[index]!, name, params)}`);
      }
    }
  });

  it('sends x-default of the homes to the country chooser', () => {
    expect(getAlternates('/es/', origin).at(-1)).toEqual({ hreflang: 'x-default', href: `${origin}/` });
  });

  it('has none for static pages, one visitor pages and unknown paths', () => {
    expect(getAlternates('/fr/info/cookies', origin)).toEqual([]);
    expect(getAlternates('/fr/commande/abc', origin)).toEqual([]);
    expect(getAlternates('/fr/nulle-part/ici', origin)).toEqual([]);
  });
});
