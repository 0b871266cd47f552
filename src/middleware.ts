import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { rewriteForHost } from './i18n/hosts';
import { MARKETS, guessMarket } from './i18n/markets';
import { getMarketFromPath } from './i18n/routes';
import { CARE_CACHE_CONTROL, getCareLoginRewrite, readCareAgent } from './server/care/care-mode.server';
import { isCareHost, rewriteSharedLinks } from './server/care/care-hosts';
import { getRequestCustomer, needsSession } from './server/auth/session-request.server';
import { apiError, checkApiBody, ensureJsonAnswer } from './server/api/api-guard';
import { serviceUnavailable, unsafeTextAnswer } from './server/api/http';
import { UnsafeTextError } from './domain/safe-text';
import { config } from './server/config';
import { getFeatures } from './server/features';
import { getEncodedBody, getFreshEncodedBody, getPageCacheKey, isCacheableRequest, isCacheableResponse, pageCache } from './server/page-cache';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './server/db/errors';
import { isPublicScreenPath } from './screens/registry';
import { LAST_LANGUAGE_COOKIE, readVisitorId, VISITOR_COOKIE } from './screens/page-cache-hit';
import { dropUntrustedForwarding, readForwarded } from './server/forwarded';
import { describeError, log } from './server/log';
import { PAYMENT_WEBHOOK_PATH } from './server/payments/payment-provider';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from './server/lifecycle/lifecycle-queue.server';
import { GIFT_COOKIE } from './server/beneficiary/gift-session';
import { SECURITY_HEADERS, buildCspHeader, computeEtag, isAllowedOrigin } from './server/security';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Headers of every non-HTML answer (JSON, redirects, empty answers). */
const NON_HTML_CSP = { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" };

export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  const isApi = url.pathname.startsWith('/api/');
  // Forwarded headers count only from a trusted proxy (HALTE_TRUSTED_PROXIES); from anyone else they are removed.
  const forwarded = readForwarded(request.headers, url, peerAddress(context), config.trustedProxies);
  if (!forwarded.trusted) dropUntrustedForwarding(request.headers);
  const { host } = forwarded;
  context.locals.host = host;
  context.locals.clientAddress = forwarded.clientAddress;
  context.locals.isHttps = forwarded.isHttps;
  // Production sits behind a TLS-terminating proxy: a plain-HTTP request it reports goes to HTTPS on the same host.
  // Health checks never do: a load balancer probes over plain HTTP and counts a redirect as down, and the server's
  // own start-up check comes from a proxy address when the proxy runs on the same host.
  if (config.production && forwarded.trusted && !forwarded.isHttps && (request.method === 'GET' || request.method === 'HEAD') && !isHealthPath(url.pathname)) {
    return withHeaders(new Response(null, { status: 301, headers: { Location: `https://${host}${url.pathname}${url.search}` } }), NON_HTML_CSP);
  }

  // The payment provider's webhook comes from its servers: it carries only a payment id, whose status is read back
  // from the provider (ADR 21). A mail client's one-click unsubscribe comes from its servers too, and its signed
  // token is its only authority (ADR 56). Those are the POSTs without a Halte origin.
  const isServerToServer = url.pathname === PAYMENT_WEBHOOK_PATH || url.pathname === ONE_CLICK_UNSUBSCRIBE_PATH;
  if (!isServerToServer && !isAllowedOrigin(request.method, request.headers, host, config.allowedOrigins)) {
    log('WARN', 'Cross-site request refused', { method: request.method, path: url.pathname });
    return withHeaders(apiError(403, 'This request must come from a Halte page.'), NON_HTML_CSP);
  }
  if (isApi) {
    const refused = checkApiBody(request);
    if (refused) return withHeaders(refused, NON_HTML_CSP);
  }
  try {
    const response = await handleRequest(context, next, host);
    if (!isApi) return response;
    const answer = await ensureJsonAnswer(response, request.method, context.routePattern);
    return answer === response ? response : withHeaders(answer, NON_HTML_CSP);
  } catch (error) {
    // Text no database can store, refused by the database handle (ADR 42): a 400 on /api.
    if (isApi && error instanceof UnsafeTextError) return withHeaders(unsafeTextAnswer(error), NON_HTML_CSP);
    // The database out of reach (restart, failover, stall, full disk): /api answers 503 JSON; a page rethrows, and
    // the crash page (500.astro) answers 503 with Retry-After.
    if (!isDatabaseUnavailable(error)) throw error;
    log('WARN', 'Database unavailable', { path: url.pathname, ...describeError(error) });
    if (isApi) return withHeaders(serviceUnavailable(), NON_HTML_CSP);
    return renderUnavailablePage(context, next);
  }
});

/**
 * The crash page (500.astro) answered 503 with Retry-After: the database is out of reach (restart, failover,
 * stall), which a later try fixes. Rendered here because Astro answers its own error page with status 500.
 */
async function renderUnavailablePage(context: APIContext, next: MiddlewareNext): Promise<Response> {
  context.locals.databaseUnavailable = true;
  context.locals.customer = null;
  context.locals.careAgent = null;
  context.locals.market ??= 'fr';
  const page = await next('/500');
  const html = await page.text();
  return withHeaders(withBody(html, { status: 503, headers: page.headers }), {
    'Content-Security-Policy': buildCspHeader(html, page.headers.get('content-security-policy'), []),
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  });
}

/** The health addresses (/api/health, /api/health/live, /api/health/ready, with or without a trailing slash). */
function isHealthPath(pathname: string): boolean {
  return /^\/api\/health(\/(live|ready))?\/?$/.test(pathname);
}

/** The TCP peer of the request ('' when the adapter cannot tell, as in `astro dev` tests). */
function peerAddress(context: APIContext): string {
  try {
    return context.clientAddress;
  } catch {
    return '';
  }
}

async function handleRequest(context: APIContext, next: MiddlewareNext, host: string): Promise<Response> {
  const { request, url } = context;
  // A page that shows another (Astro.rewrite: the 404 of an unknown address) runs this middleware again inside
  // the first run, with the same locals. The first run sends the page, so only it compresses.
  const isRewrite = context.locals.isRendering === true;
  context.locals.isRendering = true;

  const hostTarget = config.hostMarkets.get(host.split(':')[0] ?? '');
  const rewritten = hostTarget ? rewriteForHost(url.pathname, hostTarget) : undefined;
  if (rewritten) return next(rewritten);

  const pathMarket = getMarketFromPath(url.pathname);
  const market = pathMarket ?? guessMarket(context.cookies.get(LAST_LANGUAGE_COOKIE)?.value, request.headers.get('accept-language'));
  const isMarketPath = pathMarket !== undefined;
  context.locals.market = market;
  context.locals.isMarketPath = isMarketPath;
  // Sessions are read by the care and account features; until one is found the visitor is anonymous.
  context.locals.careAgent = null;
  context.locals.customer = needsSession(url.pathname, context.cookies) ? await getRequestCustomer(context.cookies) : null;
  const knownVisitor = readVisitorId(context.cookies.get(VISITOR_COOKIE)?.value);
  // Pages only: API calls (the hot path) never read it.
  context.locals.visitorId = knownVisitor ?? (url.pathname.startsWith('/api/') ? '' : crypto.randomUUID());
  // Care mode (spec §6): the agent's session on a care host; without one, the care login replaces any page (spec §2).
  context.locals.careAgent = await readCareAgent(host, context.cookies);
  const careLogin = getCareLoginRewrite(host, url, market, context.locals.careAgent);
  if (careLogin) return withCareHeaders(await next(careLogin), host);

  const isCarePage = isCareHost(host);
  // The page cache (ADR 29): anonymous visitors' pages of the registry's public screens (ADR 34), keyed by address
  // and experiment variations.
  const cacheKey =
    !isCarePage && !context.locals.customer && isPublicScreenPath(url.pathname) && isCacheableRequest(request.method, request.headers.get('cookie'))
      ? getPageCacheKey(host, url, getFeatures(context.locals.visitorId, context.cookies).variations)
      : null;
  const cached = cacheKey ? pageCache.get(cacheKey) : undefined;
  const generation = pageCache.generation;
  const response = cached ? new Response(null, { status: cached.status, headers: cached.headers }) : await next();
  const isHtml = response.headers.get('content-type')?.includes('text/html') ?? false;
  if (!isHtml) return withHeaders(response, NON_HTML_CSP);

  // The page stays in the UTF-8 bytes Astro rendered it to (hashed, kept and sent as they are, never decoded and
  // encoded again); links shared from a care page point at the public host (spec §6).
  const html = cached
    ? cached.body
    : isCarePage
      ? new TextEncoder().encode(rewriteSharedLinks(await response.text(), host))
      : new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = {
    'Content-Security-Policy': cached
      ? (response.headers.get('content-security-policy') ?? '')
      : buildCspHeader(html, response.headers.get('content-security-policy'), config.mapTileOrigin ? [config.mapTileOrigin] : []),
  };
  if (cacheKey) headers['X-Page-Cache'] = cached ? 'hit' : 'miss';
  let knownEtag = cached ? response.headers.get('etag') : null;
  if (cacheKey && !cached && request.method === 'GET' && isCacheableResponse(response)) {
    knownEtag = computeEtag(html);
    const kept = [...response.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-security-policy' && name !== 'content-length');
    pageCache.set(
      cacheKey,
      { status: response.status, body: html, headers: [...kept, ['content-security-policy', headers['Content-Security-Policy']!], ['etag', knownEtag]] },
      generation,
    );
  }
  const cookies: string[] = [];
  if (isMarketPath && response.status === 200) {
    // Secure over HTTPS and always in production; left off only in plain-HTTP development, where it would be dropped.
    const secure = context.locals.isHttps || config.production ? '; Secure' : '';
    // Set only when it changes: a page that sets no cookie can be kept by a shared cache.
    if (context.cookies.get(LAST_LANGUAGE_COOKIE)?.value !== MARKETS[market].locale) {
      cookies.push(`${LAST_LANGUAGE_COOKIE}=${MARKETS[market].locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`);
    }
    // A stable id keeps a visitor in the same experiment variations (src/server/features.ts).
    if (!knownVisitor) cookies.push(`${VISITOR_COOKIE}=${context.locals.visitorId}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax; HttpOnly${secure}`);
  }
  // A public page depends on the visitor's experiment variations, which live in cookies: a CDN keys on them (ADR 29).
  const isPublic = /\bpublic\b/.test(response.headers.get('cache-control') ?? '');
  if (isPublic) headers.Vary = 'Accept-Encoding, Cookie';
  if (cookies.length) {
    headers['Set-Cookie'] = cookies.join('\n');
    // A shared cache must never hand one visitor's new cookies (their id, their language) to the next.
    if (isPublic) headers['Cache-Control'] = 'private, no-cache';
  }
  // Care pages are one agent's work for one customer: rendered per request, never cached (spec §2).
  if (isCarePage) headers['Cache-Control'] = CARE_CACHE_CONTROL;
  else if (request.method === 'GET' && response.status === 200) {
    const etag = knownEtag ?? computeEtag(html);
    headers.ETag = etag;
    if (!response.headers.has('Cache-Control')) headers['Cache-Control'] = 'no-cache';
    if (request.headers.get('if-none-match') === etag) {
      const { 'Set-Cookie': _cookie, ...unchanged } = headers;
      return withHeaders(new Response(null, { status: 304 }), unchanged);
    }
  }
  // A signed-in customer's pages name them (header, wishlist): never kept by a shared cache.
  if (context.locals.customer) headers['Cache-Control'] = 'private, no-store';
  // So are a beneficiary's: product and hotel pages show the gift's prices (ADR 32).
  else if (context.cookies.has(GIFT_COOKIE) && isMarketPath) headers['Cache-Control'] = 'private, no-store';
  // A hit is sent as compressed once; a page rendered now is compressed here, whole, when the request takes zstd
  // (else by the server, streamed). The server's compression leaves an encoded answer alone.
  const acceptEncoding = request.headers.get('accept-encoding');
  const encoded = request.method !== 'GET' || isRewrite ? null : cached ? getEncodedBody(cached, acceptEncoding) : getFreshEncodedBody(html, acceptEncoding);
  if (encoded) {
    return withHeaders(withBody(encoded.body, response), { ...headers, 'Content-Encoding': encoded.encoding, Vary: headers.Vary ?? 'Accept-Encoding' });
  }
  return withHeaders(withBody(html, response), headers);
}

/** The care login shown in place of a page: the same page headers, never cached, links to the public host. */
async function withCareHeaders(response: Response, host: string): Promise<Response> {
  const html = rewriteSharedLinks(await response.text(), host);
  return withHeaders(withBody(html, response), {
    'Content-Security-Policy': buildCspHeader(html, response.headers.get('content-security-policy'), config.mapTileOrigin ? [config.mapTileOrigin] : []),
    'Cache-Control': CARE_CACHE_CONTROL,
  });
}

/**
 * A page's new body (compressed, or its links rewritten) with the status and headers it was rendered with, less
 * the rendered body's Content-Length.
 */
function withBody(body: BodyInit, rendered: { status: number; statusText?: string; headers: Headers }): Response {
  const response = new Response(body, { status: rendered.status, statusText: rendered.statusText, headers: rendered.headers });
  response.headers.delete('content-length');
  return response;
}

function withHeaders(response: Response, extra: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...extra })) {
    if (!value) continue;
    if (name === 'Set-Cookie') for (const cookie of value.split('\n')) copy.headers.append(name, cookie);
    else copy.headers.set(name, value);
  }
  return copy;
}
