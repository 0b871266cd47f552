import { describe, expect, it } from 'vitest';
import { MARKETS, getSiblingMarkets, guessMarket, isMarketKey } from './markets';

describe('markets', () => {
  it('has the six sites with their locales', () => {
    expect(Object.values(MARKETS).map((m) => m.locale)).toEqual(['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE']);
  });

  it('knows only Belgium has a second language', () => {
    expect(getSiblingMarkets('be-fr').map((m) => m.key)).toEqual(['be-nl']);
    expect(getSiblingMarkets('fr')).toEqual([]);
  });

  it('recognises market keys', () => {
    expect(isMarketKey('be-nl')).toBe(true);
    expect(isMarketKey('be')).toBe(false);
    expect(isMarketKey(undefined)).toBe(false);
  });

  it('guesses from the lastLanguage cookie first', () => {
    expect(guessMarket('nl_BE', 'es-ES')).toBe('be-nl');
  });

  it('then from the browser languages, by weight', () => {
    expect(guessMarket(undefined, 'de-DE,it;q=0.8,es;q=0.9')).toBe('es');
    expect(guessMarket('xx_XX', 'fr-BE,fr;q=0.9')).toBe('be-fr');
    expect(guessMarket(undefined, 'nl')).toBe('nl');
  });

  it('falls back to France', () => {
    expect(guessMarket(undefined, null)).toBe('fr');
    expect(guessMarket(undefined, 'de,en;q=0.5')).toBe('fr');
  });
});
