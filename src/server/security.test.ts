import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCspHeader, computeEtag, getTemplateOrigin, isAllowedOrigin } from './security';

const headers = (init: Record<string, string>) => new Headers(init);

describe('origin check', () => {
  it('lets safe methods through', () => {
    expect(isAllowedOrigin('GET', headers({}), 'halte.test')).toBe(true);
  });

  it('accepts a POST from the same host or an allowed origin', () => {
    expect(isAllowedOrigin('POST', headers({ origin: 'https://halte.test' }), 'halte.test')).toBe(true);
    expect(isAllowedOrigin('POST', headers({ origin: 'https://care.halte.test' }), 'halte.test', ['https://care.halte.test'])).toBe(true);
    expect(isAllowedOrigin('POST', headers({ 'sec-fetch-site': 'same-origin' }), 'halte.test')).toBe(true);
  });

  it('refuses a POST from elsewhere or without any origin', () => {
    expect(isAllowedOrigin('POST', headers({ origin: 'https://evil.test' }), 'halte.test')).toBe(false);
    expect(isAllowedOrigin('DELETE', headers({ origin: 'null' }), 'halte.test')).toBe(false);
    expect(isAllowedOrigin('POST', headers({}), 'halte.test')).toBe(false);
    expect(isAllowedOrigin('POST', headers({ 'sec-fetch-site': 'cross-site' }), 'halte.test')).toBe(false);
  });
});

describe('content security policy', () => {
  it('allows the configured map tiles host as an image source, and only that', () => {
    const origin = getTemplateOrigin('https://{s}.tiles.example/{z}/{x}/{y}.png');
    expect(origin).toBe('https://*.tiles.example');
    expect(getTemplateOrigin('javascript:alert(1)')).toBeUndefined();
    expect(getTemplateOrigin('')).toBeUndefined();
    const policy = buildCspHeader('<html></html>', [origin as string]);
    expect(policy).toContain("img-src 'self' data: blob: https://*.tiles.example;");
  });

  it('hashes the inline scripts and styles the page has, from its text or its bytes, never unsafe-inline', () => {
    const script = 'console.log("é")';
    const style = 'p{color:red}';
    const html = `<p>é</p><script type="module">${script}</script><script src="/a.js"></script><style>${style}</style><scripts>x</scripts>`;
    const policy = buildCspHeader(html);
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(policy).toContain(`script-src 'self' ${hash(script)};`);
    expect(policy).toContain(`style-src 'self' ${hash(style)};`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(buildCspHeader(new TextEncoder().encode(html))).toBe(policy);
  });

  it('lists no hash for data blocks (JSON-LD), which browsers never run, nor for scripts that are files', () => {
    const html = `<script type="application/ld+json">{"@type":"Organization"}</script><script src="/a.js"></script><script>run()</script>`;
    const scriptSrc = buildCspHeader(html)
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc?.match(/'sha256-/g)).toHaveLength(1);
  });

  it('gives the same hash to the same element on every page, and one hash to an element written twice', () => {
    const html = '<style>a{}</style><style>a{}</style>';
    expect(buildCspHeader(html).match(/'sha256-/g)).toHaveLength(1);
    expect(buildCspHeader(`<main>${html}</main>`)).toBe(buildCspHeader(html));
  });
});

describe('etag', () => {
  it('changes with the body, and is the same for its text and its UTF-8 bytes', () => {
    expect(computeEtag('a')).toBe(computeEtag('a'));
    expect(computeEtag('a')).not.toBe(computeEtag('b'));
    expect(computeEtag(new TextEncoder().encode('Été à Nîmes'))).toBe(computeEtag('Été à Nîmes'));
    expect(computeEtag('x')).toMatch(/^W\/"[\w-]+"$/);
  });
});
