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

  it('adds the hashes of JSON-LD blocks to the policy Astro computed, from the page’s text or its bytes', () => {
    const data = '{"@type":"Organization","name":"Hôtel de l’Étoile"}';
    const other = '{"@type":"BreadcrumbList"}';
    const html = `<p>é</p><script type="application/ld+json">${data}</script><script type="module">x()</script><script type="application/ld+json">${other}</script>`;
    const policy = buildCspHeader(html, "default-src 'self'; script-src 'self' 'sha256-abc'");
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(policy).toContain(`script-src 'self' 'sha256-abc' ${hash(data)} ${hash(other)};`);
    expect(buildCspHeader(new TextEncoder().encode(html), "default-src 'self'; script-src 'self' 'sha256-abc'")).toBe(policy);
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
  it('changes with the body, and is the same for its text and its UTF-8 bytes', () => {
    expect(computeEtag('a')).toBe(computeEtag('a'));
    expect(computeEtag('a')).not.toBe(computeEtag('b'));
    expect(computeEtag(new TextEncoder().encode('Été à Nîmes'))).toBe(computeEtag('Été à Nîmes'));
    expect(computeEtag('x')).toMatch(/^W\/"[\w-]+"$/);
  });
});
