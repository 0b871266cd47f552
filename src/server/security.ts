import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import HEADERS from './security-headers.json';

/** HTTP security rules applied to every page response and every state-changing request. */

/**
 * Headers of every answer (pages, API, static files: src/serve/headers.ts reads the same JSON file for the files that
 * bypass the middleware). CORP same-origin: no other site may embed our answers.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = HEADERS;

/** Directives every page gets on top of the script and style rules (also given to Astro's CSP). */
export const BASE_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;
const FRAME_ANCESTORS = "frame-ancestors 'none'";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
/** JSON-LD data blocks (ADR 11) as BaseLayout writes them: never run by browsers, listed anyway so every inline script has its hash. */
const JSON_LD_OPEN = Buffer.from('<script type="application/ld+json">');
const SCRIPT_CLOSE = Buffer.from('</script>');

function hashesOf(html: string, pattern: RegExp): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(pattern)) {
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** Hashes of the JSON-LD blocks of a page, read from its bytes (a page is never decoded just for this). */
function dataBlockHashes(page: string | Uint8Array): string[] {
  const bytes = typeof page === 'string' ? Buffer.from(page) : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const hashes = new Set<string>();
  for (let at = bytes.indexOf(JSON_LD_OPEN); at >= 0; at = bytes.indexOf(JSON_LD_OPEN, at + 1)) {
    const start = at + JSON_LD_OPEN.length;
    const end = bytes.indexOf(SCRIPT_CLOSE, start);
    if (end < 0) break;
    hashes.add(`'sha256-${createHash('sha256').update(bytes.subarray(start, end)).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy header of an HTML page (its text or its UTF-8 bytes). Astro computes the policy of
 * rendered pages (script and style hashes); error pages get none from Astro, so their inline scripts and styles
 * are hashed here. Either way no inline script runs unless its hash is listed, and no site may frame the page.
 * `imageSources` adds origins to img-src (the configured map tiles).
 */
export function buildCspHeader(page: string | Uint8Array, astroPolicy: string | null, imageSources: readonly string[] = []): string {
  const withImages = (directive: string) => (imageSources.length && directive.startsWith('img-src') ? `${directive} ${imageSources.join(' ')}` : directive);
  if (astroPolicy) {
    const dataBlocks = dataBlockHashes(page);
    const withDataBlocks = (directive: string) => (dataBlocks.length && /^script-src\s/.test(directive) ? [directive, ...dataBlocks].join(' ') : directive);
    return [...readAstroPolicy(astroPolicy, imageSources, withImages).map(withDataBlocks), FRAME_ANCESTORS].join('; ');
  }
  const html = typeof page === 'string' ? page : new TextDecoder().decode(page);
  return [
    ...BASE_DIRECTIVES.map(withImages),
    ["script-src 'self'", ...hashesOf(html, INLINE_SCRIPT)].join(' '),
    ["style-src 'self'", ...hashesOf(html, INLINE_STYLE)].join(' '),
    FRAME_ANCESTORS,
  ].join('; ');
}

/** Astro's policy of a page as directives (its own frame-ancestors left out, img-src widened): the same for every page of a route. */
const astroPolicies = new LRUCache<string, string[]>({ max: 64 });

function readAstroPolicy(astroPolicy: string, imageSources: readonly string[], withImages: (directive: string) => string): string[] {
  const key = `${imageSources.join(' ')}\n${astroPolicy}`;
  let directives = astroPolicies.get(key);
  if (!directives) {
    directives = astroPolicy
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d && !d.startsWith('frame-ancestors'))
      .map(withImages);
    astroPolicies.set(key, directives);
  }
  return directives;
}

/** Origin of a tiles URL template ('https://tiles.example/{z}/{x}/{y}.png' → 'https://tiles.example'), if valid. */
export function getTemplateOrigin(template: string | undefined): string | undefined {
  if (!template?.trim()) return undefined;
  try {
    const text = template.trim();
    // A '{s}' subdomain (tile servers a, b, c) becomes a wildcard.
    const wildcard = /^https?:\/\/\{s\}\./i.test(text);
    const url = new URL(text.replace(/\{[a-z]\}/gi, 'x'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return wildcard ? url.origin.replace('//x.', '//*.') : url.origin;
  } catch {
    return undefined;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request may change state: safe methods always; others only when the browser says the request
 * comes from this site (Origin host equal to the request host, or one of the allowed origins).
 */
export function isAllowedOrigin(method: string, headers: Headers, requestHost: string, allowedOrigins: readonly string[] = []): boolean {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return true;
  const origin = headers.get('origin');
  if (origin && origin !== 'null') {
    if (allowedOrigins.includes(origin)) return true;
    try {
      return new URL(origin).host === requestHost;
    } catch {
      return false;
    }
  }
  return headers.get('sec-fetch-site') === 'same-origin';
}

/** Weak ETag of a response body, its text or its UTF-8 bytes (the same either way; SHA-1, to detect a change, not a security feature). */
export function computeEtag(body: string | Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}
