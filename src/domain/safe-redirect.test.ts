import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacter, safeRedirectPath } from './safe-redirect';

const FALLBACK = '/fr/account/trips';
const SITE = 'https://www.halte.example';

/** Where a browser on this site goes when it follows `location` (WHATWG URL parsing, like every browser). */
function destination(location: string): URL {
  return new URL(location, `${SITE}/fr/account/signin`);
}

describe('safeRedirectPath', () => {
  it('keeps paths of this site, with their query and hash', () => {
    expect(safeRedirectPath('/fr/sejour/12?x=1#top', FALLBACK)).toBe('/fr/sejour/12?x=1#top');
    expect(safeRedirectPath('/fr/recherche/ville/125', FALLBACK)).toBe('/fr/recherche/ville/125');
  });

  it('refuses the known open redirects', () => {
    for (const hostile of [
      '/.//evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/./\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /evil',
      '\\\\evil.example',
      '/%0a/evil',
      '/../..//evil.example',
      '/x/../..//evil.example',
    ]) {
      const result = safeRedirectPath(hostile, FALLBACK);
      expect(destination(result).origin, JSON.stringify(hostile)).toBe(SITE);
    }
    expect(safeRedirectPath('/.//evil.example', FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath('/\t/evil.example', FALLBACK)).toBe(FALLBACK);
  });

  it('keeps encoded characters encoded, so they stay inside the path', () => {
    expect(safeRedirectPath('/%2F%2Fevil.example', FALLBACK)).toBe('/%2F%2Fevil.example');
    expect(destination('/%2F%2Fevil.example').origin).toBe(SITE);
  });

  it('encodes what a Location header cannot carry', () => {
    expect(safeRedirectPath('/fr/été', FALLBACK)).toBe('/fr/%C3%A9t%C3%A9');
  });

  it('gives the fallback for missing and oversized values', () => {
    expect(safeRedirectPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath('', FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(`/${'a'.repeat(600)}`, FALLBACK)).toBe(FALLBACK);
  });

  it('never leads off the site, whatever it is given (property)', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '/\\',
      '/./',
      '/../',
      '.',
      '..',
      '%2F',
      '%2f',
      '%5C',
      '%2e',
      '%252F',
      '%0A',
      '%09',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u007f',
      '\u0085',
      '\u2028',
      '\u3000',
      ' ',
      'evil.example',
      '@evil.example',
      ':',
      'javascript:',
      'http:',
      'https://',
      '?',
      '#',
      '&',
      'é',
      'fr',
      'sejour',
      '12',
    );
    const hostile = fc.oneof(
      fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.webUrl(),
      fc.webPath(),
    );
    fc.assert(
      fc.property(hostile, (value) => {
        const result = safeRedirectPath(value, FALLBACK);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        // eslint-disable-next-line no-control-regex -- no control character may reach the Location header
        expect(/[\\\u0000-\u0020\u007f-\uffff]/.test(result)).toBe(false);
        expect(destination(result).origin).toBe(SITE);
        // Usable in a Location header (a control character would make Response throw: a 500).
        expect(() => new Headers({ Location: result })).not.toThrow();
        // Applying it twice changes nothing: what it lets through is already canonical.
        expect(safeRedirectPath(result, FALLBACK)).toBe(result);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('hasControlCharacter', () => {
  it('finds tabs, new lines and other control characters', () => {
    expect(hasControlCharacter('/a\tb')).toBe(true);
    expect(hasControlCharacter('/a\u0000')).toBe(true);
    expect(hasControlCharacter('/a\u0085')).toBe(true);
    expect(hasControlCharacter('/fr/été')).toBe(false);
    expect(hasControlCharacter(null)).toBe(false);
  });
});
