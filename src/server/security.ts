import { createHash } from 'node:crypto';
import HEADERS from './security-headers.json';

/** HTTP security rules applied to every page response and every state-changing request. */

/**
 * Headers of every answer (pages, API, static files: src/serve/headers.ts reads the same JSON file for the files that
 * bypass the middleware). CORP same-origin: no other site may embed our answers.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = HEADERS;

/** Directives every page gets on top of the script and style rules. */
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

const SCRIPT = { open: Buffer.from('<script'), close: Buffer.from('</script>') };
const STYLE = { open: Buffer.from('<style'), close: Buffer.from('</style>') };
const TAG_END = '>'.charCodeAt(0);
/** A script element with one of these types is data (JSON-LD, ADR 11): never run, so CSP does not govern it. */
const DATA_BLOCK_TYPE = /\btype=["']?application\/(ld\+)?json\b/i;
const EXTERNAL = /\bsrc=/i;

/**
 * The hashes of a page's inline elements of one kind, read from its UTF-8 bytes (a page is never decoded for
 * this); an element whose opening tag `skip` matches (an external or data script) is left out.
 */
function hashesOf(bytes: Buffer, tag: { open: Buffer; close: Buffer }, skip?: (attributes: string) => boolean): string[] {
  const hashes = new Set<string>();
  for (let at = bytes.indexOf(tag.open); at >= 0; at = bytes.indexOf(tag.open, at + 1)) {
    const after = bytes[at + tag.open.length];
    // `<scripts`, `<styles…` are other elements.
    if (after !== 0x20 && after !== TAG_END && after !== 0x09 && after !== 0x0a) continue;
    const start = bytes.indexOf(TAG_END, at) + 1;
    const end = bytes.indexOf(tag.close, start);
    if (start === 0 || end < 0) break;
    if (!skip?.(bytes.toString('latin1', at, start))) hashes.add(`'sha256-${createHash('sha256').update(bytes.subarray(start, end)).digest('base64')}'`);
    at = end;
  }
  return [...hashes];
}

const isNotRun = (attributes: string) => EXTERNAL.test(attributes) || DATA_BLOCK_TYPE.test(attributes);

/**
 * The Content-Security-Policy header of an HTML page (its text or its UTF-8 bytes): the hashes of the inline
 * scripts and styles the page has, and no others (ADR 4), so no inline script runs unless it is one of the page's
 * own, and no site may frame the page. `imageSources` adds origins to img-src (the configured map tiles).
 */
export function buildCspHeader(page: string | Uint8Array, imageSources: readonly string[] = []): string {
  const withImages = (directive: string) => (imageSources.length && directive.startsWith('img-src') ? `${directive} ${imageSources.join(' ')}` : directive);
  const bytes = typeof page === 'string' ? Buffer.from(page) : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  return [
    ...BASE_DIRECTIVES.map(withImages),
    ["script-src 'self'", ...hashesOf(bytes, SCRIPT, isNotRun)].join(' '),
    ["style-src 'self'", ...hashesOf(bytes, STYLE)].join(' '),
    FRAME_ANCESTORS,
  ].join('; ');
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
