import { describe, expect, it } from 'vitest';
import { normalizeAddress, parseTrustedProxies, readForwarded } from './forwarded';

const url = new URL('http://www.halte.test/fr/');
const headers = (entries: Record<string, string>) => new Headers({ host: 'www.halte.test', ...entries });
const forged = { 'x-forwarded-host': 'care.halte.test', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };

describe('parseTrustedProxies', () => {
  it('reads addresses and CIDR ranges, IPv4 and IPv6, and reports the rest', () => {
    const proxies = parseTrustedProxies('10.0.0.0/8, 127.0.0.1, fd00::/8, nonsense, 10.0.0.1/40');
    expect(proxies.size).toBe(3);
    expect(proxies.invalid).toEqual(['nonsense', '10.0.0.1/40']);
    expect(proxies.has('10.20.30.40')).toBe(true);
    expect(proxies.has('::ffff:127.0.0.1')).toBe(true);
    expect(proxies.has('fd12::1')).toBe(true);
    expect(proxies.has('11.0.0.1')).toBe(false);
    expect(proxies.has('not an address')).toBe(false);
  });

  it('trusts nobody when empty', () => {
    expect(parseTrustedProxies(undefined).has('127.0.0.1')).toBe(false);
    expect(parseTrustedProxies('').has('10.0.0.1')).toBe(false);
  });
});

describe('readForwarded', () => {
  it('ignores forwarded headers from a peer that is not a trusted proxy', () => {
    const view = readForwarded(headers(forged), url, '198.51.100.7', parseTrustedProxies('10.0.0.0/8'));
    expect(view).toEqual({ host: 'www.halte.test', clientAddress: '198.51.100.7', isHttps: false, trusted: false });
  });

  it('believes a trusted proxy, reading X-Forwarded-For from the right', () => {
    const proxies = parseTrustedProxies('10.0.0.0/8');
    const view = readForwarded(headers({ ...forged, 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.1.1.1' }), url, '::ffff:10.0.0.2', proxies);
    // '1.2.3.4' was written by the visitor; 203.0.113.9 is what the first trusted proxy saw.
    expect(view).toEqual({ host: 'care.halte.test', clientAddress: '203.0.113.9', isHttps: true, trusted: true });
  });

  it('falls back to the peer when a trusted proxy sends no usable address', () => {
    const view = readForwarded(headers({ 'x-forwarded-for': 'garbage' }), url, '10.0.0.2', parseTrustedProxies('10.0.0.0/8'));
    expect(view.clientAddress).toBe('10.0.0.2');
    expect(view.host).toBe('www.halte.test');
  });

  it('normalises addresses', () => {
    expect(normalizeAddress('[::1]')).toBe('::1');
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
  });
});
