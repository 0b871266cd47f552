import { parseCookie } from 'cookie';
import { MARKETS } from '../i18n/markets';
import { getMarketFromPath } from '../i18n/routes';
import { isCareHost } from '../server/care/care-hosts';
import { config } from '../server/config';
import { FORCE_VARIATIONS_COOKIE, getVisitorVariations } from '../server/features';
import { readForwarded } from '../server/forwarded';
import { getEncodedBody, getPageCacheKey, isCacheableRequest, pageCache } from '../server/page-cache';
import { SECURITY_HEADERS } from '../server/security';
import { isPublicScreenPath } from './registry';

export const LAST_LANGUAGE_COOKIE = 'lastLanguage';
export const VISITOR_COOKIE = 'halte_vid';

/** A visitor id from the cookie, or undefined when absent or not one of ours. */
export function readVisitorId(value: string | undefined): string | undefined {
  return value && /^[\w-]{8,64}$/.test(value) ? value : undefined;
}

/** What the server's fast path (src/serve/page-cache.ts) passes of a Node request. */
export interface RawPageRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The TCP peer's address (`req.socket.remoteAddress`). */
  peer: string;
}

/** An answer written by the server as it is. */
export interface RawPageAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
}

function rawHeader(raw: RawPageRequest, name: string): string | null {
  const value = raw.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}

/**
 * The page cache's fast path (ADR 29): a hit answered before Astro's handler, so a cached page costs about what a
 * static file does. It answers only what the full path would answer from the cache with no cookie to set: a GET
 * or HEAD of a public screen, from a returning anonymous visitor (their visitor id and this market's language
 * already in cookies, no session of any kind), off care hosts and host maps, not a production plain-HTTP request
 * to redirect. Anything else, or a miss, answers null and the request takes the full path, which renders and
 * stores the page. The headers are the full path's: security headers, the page's own (CSP, Cache-Control,
 * ETag), Vary, X-Page-Cache: hit; If-None-Match gives 304; brotli or gzip compressed once per page.
 */
export function answerFromPageCache(raw: RawPageRequest): RawPageAnswer | null {
  if (raw.method !== 'GET' && raw.method !== 'HEAD') return null;
  const cookieHeader = rawHeader(raw, 'cookie');
  if (!cookieHeader || !isCacheableRequest(raw.method, cookieHeader)) return null;
  const cookies = parseCookie(cookieHeader);
  const visitorId = readVisitorId(cookies[VISITOR_COOKIE]);
  if (!visitorId) return null;
  let url: URL;
  try {
    url = new URL(raw.url, 'http://halte.invalid');
  } catch {
    return null;
  }
  const market = getMarketFromPath(url.pathname);
  if (!market || cookies[LAST_LANGUAGE_COOKIE] !== MARKETS[market].locale) return null;
  const forwarded = readForwarded({ get: (name: string) => rawHeader(raw, name.toLowerCase()) } as Headers, url, raw.peer, config.trustedProxies);
  if (config.production && forwarded.trusted && !forwarded.isHttps) return null;
  const { host } = forwarded;
  if (config.hostMarkets.has(host.split(':')[0] ?? '') || isCareHost(host) || !isPublicScreenPath(url.pathname)) return null;
  const cached = pageCache.get(getPageCacheKey(host, url, getVisitorVariations(visitorId, cookies[FORCE_VARIATIONS_COOKIE])));
  if (!cached) return null;
  // Lower-case names throughout: the cached headers come from a Response, and one name must not appear twice.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers[name.toLowerCase()] = value;
  for (const [name, value] of cached.headers) headers[name.toLowerCase()] = value;
  headers['x-page-cache'] = 'hit';
  if (/\bpublic\b/.test(headers['cache-control'] ?? '')) headers.vary = 'Accept-Encoding, Cookie';
  delete headers['content-length'];
  if (rawHeader(raw, 'if-none-match') === headers.etag) return { status: 304, headers, body: null };
  const encoded = getEncodedBody(cached, rawHeader(raw, 'accept-encoding'));
  if (encoded) {
    headers['content-encoding'] = encoded.encoding;
    headers.vary ??= 'Accept-Encoding';
    headers['content-length'] = String(encoded.body.byteLength);
    return { status: 200, headers, body: raw.method === 'HEAD' ? null : encoded.body };
  }
  headers['content-length'] = String(cached.body.byteLength);
  return { status: 200, headers, body: raw.method === 'HEAD' ? null : cached.body };
}
