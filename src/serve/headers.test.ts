import { describe, expect, it } from 'vitest';
import SECURITY_HEADERS from '../server/security-headers.json';
import { BASE_HEADERS, isValidApiAddress } from './headers';

describe('answers the serve layer writes itself', () => {
  it('carry the site’s security headers with a CSP that allows nothing', () => {
    expect(BASE_HEADERS).toMatchObject(SECURITY_HEADERS);
    expect(BASE_HEADERS['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('reach /api only with an address that decodes and stays under /api', () => {
    for (const url of ['/api/health', '/api/weekend/1/detail.json?locale=fr_FR', '/api/x/%2e%2e/y', '/api/search?q=caf%C3%A9'])
      expect(isValidApiAddress(url), url).toBe(true);
    for (const url of ['/api/x/%2e%2e/%2e%2e/fr/', '/api/../fr/', '/api/%E0%A4%A', '/api/%', '/api/x%2']) expect(isValidApiAddress(url), url).toBe(false);
  });
});
