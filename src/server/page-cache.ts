import zlib, { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { parseCookie } from 'cookie';
import { LRUCache } from 'lru-cache';

/**
 * The page cache for anonymous visitors (ADR 29): rendered HTML kept a short time in each process,
 * keyed by host, address and experiment variations. Only screens that declare themselves public
 * (`Cache-Control: public…`) are kept, and only for requests without a session of any kind. Any catalog or
 * content change clears it (`clear`); a render that started before a clear is not stored.
 */
export interface CachedPage {
  status: number;
  /** The page's HTML as UTF-8 bytes, as it is sent. */
  body: Uint8Array<ArrayBuffer>;
  /** The headers the page was sent with (Content-Type, Cache-Control, CSP, ETag…), without cookies. */
  headers: Array<[string, string]>;
  /** The body compressed once with gzip, made at the first hit that accepts it. */
  gzip?: Uint8Array<ArrayBuffer>;
  /** The body compressed once with brotli, made at the first hit that accepts it. */
  brotli?: Uint8Array<ArrayBuffer>;
}

/** The gzip form of a cached page, made once: a hit then costs no compression either. */
export function getGzipBody(page: CachedPage): Uint8Array<ArrayBuffer> {
  page.gzip ??= new Uint8Array(gzipSync(page.body));
  return page.gzip;
}

/**
 * The brotli form of a cached page, made once (quality 5: a tenth smaller than gzip for 2–3 ms once per page and
 * minute; the server's per-answer quality 4 would be as large as gzip). Every browser asks for it.
 */
export function getBrotliBody(page: CachedPage): Uint8Array<ArrayBuffer> {
  page.brotli ??= new Uint8Array(
    brotliCompressSync(page.body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_LGWIN]: 18, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.byteLength },
    }),
  );
  return page.brotli;
}

/** True when the request's Accept-Encoding takes `encoding` (q=0 refuses it; `*` takes any). */
function acceptsEncoding(acceptEncoding: string | null, encoding: string): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return (name === encoding || name === '*') && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/** True when the request's Accept-Encoding takes gzip (q=0 refuses it). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return acceptsEncoding(acceptEncoding, 'gzip');
}

/** The compressed form of a cached page a request takes (brotli, else gzip), or null for the plain page. */
export function getEncodedBody(page: CachedPage, acceptEncoding: string | null): { encoding: 'br' | 'gzip'; body: Uint8Array<ArrayBuffer> } | null {
  if (acceptsEncoding(acceptEncoding, 'br')) return { encoding: 'br', body: getBrotliBody(page) };
  if (acceptsGzip(acceptEncoding)) return { encoding: 'gzip', body: getGzipBody(page) };
  return null;
}

/** Below this size a page is sent as it is (the server's compression threshold). */
const COMPRESS_MIN_BYTES = 512;

/**
 * zstd of node:zlib (Node 22.15 and later), read as a property: a named import of it stops the whole server from
 * loading on an older Node, where pages then get the server's brotli or gzip instead.
 */
const zstdCompressSync = (zlib as Partial<Pick<typeof zlib, 'zstdCompressSync'>>).zstdCompressSync;

/** Whether this runtime can send a page rendered now in zstd. */
export const FRESH_ZSTD_AVAILABLE = typeof zstdCompressSync === 'function';

/**
 * A page rendered for this request (not from the cache), in zstd when the request takes it: a third of the CPU of
 * the server's streamed brotli (quality 4) for the same size within 5 %, done here where the whole page is already
 * in memory. Chromium, Edge and Firefox ask for it; others get the server's brotli or gzip (ADR 29).
 */
export function getFreshEncodedBody(body: Uint8Array<ArrayBuffer>, acceptEncoding: string | null): { encoding: 'zstd'; body: Uint8Array<ArrayBuffer> } | null {
  if (!zstdCompressSync || body.byteLength < COMPRESS_MIN_BYTES || !acceptsEncoding(acceptEncoding, 'zstd')) return null;
  return { encoding: 'zstd', body: new Uint8Array(zstdCompressSync(body)) };
}

/** Cookies that do not change what a page shows to the visitor, or that are part of the key (variations). */
const NEUTRAL_COOKIES = new Set(['lastLanguage', 'halte_vid', 'halte_variations']);

/** How long a page is kept: short, so that even without an invalidation a change shows within a minute. */
export const PAGE_CACHE_TTL_MS = 60_000;
/** Memory bound of each process's page cache (bytes of HTML, plus half again for its compressed forms). */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** The `Cache-Control` of a public page: shared caches (a CDN) keep it a minute and may serve it stale while they revalidate. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** True when a request may be answered from (and stored in) the page cache: a GET or HEAD without any session cookie. */
export function isCacheableRequest(method: string, cookieHeader: string | null): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!cookieHeader) return true;
  return Object.keys(parseCookie(cookieHeader)).every((name) => NEUTRAL_COOKIES.has(name));
}

/** True when a rendered answer may be kept: a 200 HTML page that declared itself public and sets no cookie of its own. */
export function isCacheableResponse(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').includes('text/html') &&
    /(^|,)\s*public\s*(,|$)/.test(cacheControl) &&
    !/no-store|private/.test(cacheControl) &&
    !response.headers.has('set-cookie')
  );
}

/** The key of a page: host (host maps, care hosts), path and query, and what decides its content beyond them. */
export function getPageCacheKey(host: string, url: URL, variations: Record<string, string>): string {
  const variationKey = Object.entries(variations)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return `${host}\n${url.pathname}${url.search}\n${variationKey}`;
}

/**
 * An LRU of rendered HTML bounded in memory and time, with a generation: `clear` forgets everything, and what was
 * rendered before a `clear` is not stored after it. `now` is for tests (a clock they move); the default is the
 * process's monotonic clock.
 */
function createRenderedCache<V extends object | string>({
  maxBytes,
  ttlMs,
  now,
  sizeOf,
}: {
  maxBytes: number;
  ttlMs: number;
  now?: (() => number) | undefined;
  sizeOf: (value: V) => number;
}) {
  const entries = new LRUCache<string, V & {}>({
    maxSize: maxBytes,
    sizeCalculation: (value) => Math.max(1, sizeOf(value)),
    ttl: ttlMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  let generation = 0;
  return {
    get: (key: string): V | undefined => entries.get(key),
    /** The generation to hand back to `set`: a value rendered across a `clear` is not stored. */
    get generation(): number {
      return generation;
    },
    set(key: string, value: V & {}, renderedInGeneration: number): void {
      if (renderedInGeneration === generation) entries.set(key, value);
    },
    clear(): void {
      generation += 1;
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
    get bytes(): number {
      return entries.calculatedSize;
    },
  };
}

export function createPageCache({
  maxBytes = PAGE_CACHE_MAX_BYTES,
  ttlMs = PAGE_CACHE_TTL_MS,
  now,
}: { maxBytes?: number; ttlMs?: number; now?: () => number } = {}) {
  return createRenderedCache<CachedPage>({
    maxBytes,
    ttlMs,
    now,
    sizeOf: (page) => page.body.byteLength + Math.ceil(page.body.byteLength / 2) + 64 * page.headers.length,
  });
}

/** Memory bound of each process's fragment cache (characters of HTML, counted twice for UTF-16). */
export const FRAGMENT_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** Fragments are content files and catalog data, which a change clears at once: the bound only frees memory. */
export const FRAGMENT_CACHE_TTL_MS = 10 * 60_000;

/**
 * Parts of pages that are the same for every visitor of a market (menus, footer: ADR 29), rendered once and kept
 * as HTML for every page that shows them, cached or not: a signed-in customer's page renders the rest only.
 */
export function createFragmentCache({
  maxBytes = FRAGMENT_CACHE_MAX_BYTES,
  ttlMs = FRAGMENT_CACHE_TTL_MS,
  now,
}: { maxBytes?: number; ttlMs?: number; now?: () => number } = {}) {
  return createRenderedCache<string>({ maxBytes, ttlMs, now, sizeOf: (html) => html.length * 2 });
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The process's page cache, shared by every request. */
export const pageCache = createPageCache();

/** The process's fragment cache (src/components/CachedFragment.astro). */
export const fragmentCache = createFragmentCache();

/** A catalog or content change (ADR 31): every rendered page and fragment is forgotten at once. */
export function clearRenderedCaches(): void {
  pageCache.clear();
  fragmentCache.clear();
}
