import { describe, expect, it } from 'vitest';
import { getRequestHost, isCareHost, parseCareHosts, rewriteSharedLinks, toPublicHost, toPublicOrigin } from './care-hosts';

const hosts = parseCareHosts('care.halte.fr=www.halte.fr, care.localhost');

describe('care hosts', () => {
  it('are read as care=public pairs, a lone host dropping its first label; care.localhost by default', () => {
    expect([...hosts]).toEqual([
      ['care.halte.fr', 'www.halte.fr'],
      ['care.localhost', 'localhost'],
    ]);
    expect([...parseCareHosts(undefined)]).toEqual([['care.localhost', 'localhost']]);
  });

  it('are recognised with or without a port', () => {
    expect(isCareHost('care.halte.fr', hosts)).toBe(true);
    expect(isCareHost('care.localhost:4321', hosts)).toBe(true);
    expect(isCareHost('www.halte.fr', hosts)).toBe(false);
    expect(isCareHost('localhost:4321', hosts)).toBe(false);
  });

  it('map to their public host, keeping the port', () => {
    expect(toPublicHost('care.localhost:4321', hosts)).toBe('localhost:4321');
    expect(toPublicHost('www.halte.fr', hosts)).toBe('www.halte.fr');
    expect(toPublicOrigin('https:', 'care.halte.fr', hosts)).toBe('https://www.halte.fr');
  });

  it('rewrite shared links of a care page to the public host, and nothing else', () => {
    const html = '<link rel="canonical" href="https://care.halte.fr/fr/contact"><a href="/fr/">home</a><meta content="https://care.halte.fr">';
    expect(rewriteSharedLinks(html, 'care.halte.fr', hosts)).toBe(
      '<link rel="canonical" href="https://www.halte.fr/fr/contact"><a href="/fr/">home</a><meta content="https://www.halte.fr">',
    );
    expect(rewriteSharedLinks(html, 'www.halte.fr', hosts)).toBe(html);
  });

  it('take the host a proxy forwarded first', () => {
    const url = new URL('http://127.0.0.1:4321/fr/');
    expect(getRequestHost(new Headers({ host: '127.0.0.1:4321', 'x-forwarded-host': 'Care.Halte.fr' }), url)).toBe('care.halte.fr');
    expect(getRequestHost(new Headers({ host: 'care.localhost:4321' }), url)).toBe('care.localhost:4321');
  });
});
