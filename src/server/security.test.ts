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
    const policy = buildCspHeader('<html></html>', "default-src 'self'; img-src 'self' data:", [origin as string]);
    expect(policy).toContain("img-src 'self' data: https://*.tiles.example");
  });

  it('adds frame-ancestors to the policy Astro computed', () => {
    const policy = buildCspHeader('<html></html>', "default-src 'self'; script-src 'self' 'sha256-abc';");
    expect(policy).toBe("default-src 'self'; script-src 'self' 'sha256-abc'; frame-ancestors 'none'");
  });

  it('adds the hashes of JSON-LD blocks to the policy Astro computed', () => {
    const data = '{"@type":"Organization"}';
    const policy = buildCspHeader(`<script type="application/ld+json">${data}</script>`, "default-src 'self'; script-src 'self' 'sha256-abc'");
    expect(policy).toContain(`script-src 'self' 'sha256-abc' 'sha256-${createHash('sha256').update(data).digest('base64')}'`);
  });

  it('hashes inline scripts and styles when Astro gave no policy, never unsafe-inline', () => {
    const script = 'console.log(1)';
    const html = `<script type="module">${script}</script><script src="/a.js"></script><style>p{}</style>`;
    const policy = buildCspHeader(html, null);
    const hash = createHash('sha256').update(script).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toMatch(/style-src 'self' 'sha256-[^']+'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('etag', () => {
  it('changes with the body', () => {
    expect(computeEtag('a')).toBe(computeEtag('a'));
    expect(computeEtag('a')).not.toBe(computeEtag('b'));
  });
});
