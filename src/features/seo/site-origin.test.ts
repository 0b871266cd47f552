import { describe, expect, it } from 'vitest';
import { getSiteOrigin } from './site-origin';

describe('the origin of absolute links', () => {
  const forged = new URL('http://evil.example/fr/');

  it('is HALTE_PUBLIC_ORIGIN when set, whatever Host the request named', () => {
    expect(getSiteOrigin(forged, { HALTE_PUBLIC_ORIGIN: 'https://www.halte.fr/' })).toBe('https://www.halte.fr');
    expect(getSiteOrigin(forged, { HALTE_PUBLIC_ORIGIN: 'https://www.halte.be' })).toBe('https://www.halte.be');
  });

  it('is the address the page was asked on without it (development)', () => {
    expect(getSiteOrigin(new URL('http://localhost:4321/fr/'), {})).toBe('http://localhost:4321');
    expect(getSiteOrigin(new URL('http://localhost:4321/fr/'), { HALTE_PUBLIC_ORIGIN: 'not an origin' })).toBe('http://localhost:4321');
  });
});
