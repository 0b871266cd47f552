import { describe, expect, it } from 'vitest';
import { getSafeOrigin } from './account-origin';

const FALLBACK = '/fr/account/trips';

describe('getSafeOrigin', () => {
  it('follows a path of this site with its query and hash', () => {
    expect(getSafeOrigin('/fr/sejour/12?flow=gifting#checkin=2026-12-04', FALLBACK)).toBe('/fr/sejour/12?flow=gifting#checkin=2026-12-04');
    expect(getSafeOrigin('/be-nl/', FALLBACK)).toBe('/be-nl/');
  });

  it('falls back when there is no origin', () => {
    expect(getSafeOrigin(undefined, FALLBACK)).toBe(FALLBACK);
    expect(getSafeOrigin('', FALLBACK)).toBe(FALLBACK);
  });

  it('never leads to another site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/fr/',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'fr/sejour/12',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(getSafeOrigin(value, FALLBACK), value).toBe(FALLBACK);
    }
  });

  it('normalises dot segments instead of following them out of the site', () => {
    expect(getSafeOrigin('/fr/../../es/', FALLBACK)).toBe('/es/');
  });
});
