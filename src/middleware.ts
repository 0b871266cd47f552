import { defineMiddleware } from 'astro:middleware';
import { rewriteForHost } from './i18n/hosts';
import { MARKETS, guessMarket } from './i18n/markets';
import { getMarketFromPath } from './i18n/routes';
import { CARE_CACHE_CONTROL, getCareLoginRewrite, readCareAgent } from './server/care/care-mode.server';
import { isCareHost, rewriteSharedLinks } from './server/care/care-hosts';
import { getRequestCustomer, needsSession } from './server/auth/session-request.server';
import { config } from './server/config';
import { log } from './server/log';
import { PAYMENT_WEBHOOK_PATH } from './server/payments/payment-provider';
import { SECURITY_HEADERS, buildCspHeader, computeEtag, isAllowedOrigin } from './server/security';

const LAST_LANGUAGE_COOKIE = 'lastLanguage';
const ONE_YEAR = 60 * 60 * 24 * 365;
const VISITOR_COOKIE = 'halte_vid';

/** A visitor id from the cookie, or undefined when absent or not one of ours. */
function readVisitorId(value: string | undefined): string | undefined {
  return value && /^[\w-]{8,64}$/.test(value) ? value : undefined;
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host).toLowerCase();

  // The payment provider's webhook comes from its servers: it carries only a payment id, whose status is read back
  // from the provider (ADR 21), so it is the one POST without a Halte origin.
  const isPaymentWebhook = url.pathname === PAYMENT_WEBHOOK_PATH;
  if (!isPaymentWebhook && !isAllowedOrigin(request.method, request.headers, host, config.allowedOrigins)) {
    log('WARN', 'Cross-site request refused', { method: request.method, path: url.pathname });
    return Response.json({ error: 'This request must come from a Halte page.' }, { status: 403 });
  }

  const hostTarget = config.hostMarkets.get(host.split(':')[0] ?? '');
  const rewritten = hostTarget ? rewriteForHost(url.pathname, hostTarget) : undefined;
  if (rewritten) return next(rewritten);

  const pathMarket = getMarketFromPath(url.pathname);
  const market =
    pathMarket ?? guessMarket(context.cookies.get(LAST_LANGUAGE_COOKIE)?.value, request.headers.get('accept-language'));
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

  const response = await next();
  const isHtml = response.headers.get('content-type')?.includes('text/html') ?? false;
  if (!isHtml) return withHeaders(response, { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" });

  const isCarePage = isCareHost(host);
  // Links shared from a care page point at the public host (spec §6).
  const html = isCarePage ? rewriteSharedLinks(await response.text(), host) : await response.text();
  const headers: Record<string, string> = { 'Content-Security-Policy': buildCspHeader(html, response.headers.get('content-security-policy'), config.mapTileOrigin ? [config.mapTileOrigin] : []) };
  const cookies: string[] = [];
  if (isMarketPath && response.status === 200) {
    cookies.push(`${LAST_LANGUAGE_COOKIE}=${MARKETS[market].locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`);
    // A stable id keeps a visitor in the same experiment variations (src/server/features.ts).
    if (!knownVisitor) cookies.push(`${VISITOR_COOKIE}=${context.locals.visitorId}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax; HttpOnly`);
  }
  if (cookies.length) headers['Set-Cookie'] = cookies.join('\n');
  // Care pages are one agent's work for one customer: rendered per request, never cached (spec §2).
  if (isCarePage) headers['Cache-Control'] = CARE_CACHE_CONTROL;
  else if (request.method === 'GET' && response.status === 200) {
    const etag = computeEtag(html);
    headers.ETag = etag;
    if (!response.headers.has('Cache-Control')) headers['Cache-Control'] = 'no-cache';
    if (request.headers.get('if-none-match') === etag) {
      const { 'Set-Cookie': _cookie, ...unchanged } = headers;
      return withHeaders(new Response(null, { status: 304 }), unchanged);
    }
  }
  // A signed-in customer's pages name them (header, wishlist): never kept by a shared cache.
  if (context.locals.customer) headers['Cache-Control'] = 'private, no-store';
  return withHeaders(new Response(html, response), headers);
});

/** The care login shown in place of a page: the same page headers, never cached, links to the public host. */
async function withCareHeaders(response: Response, host: string): Promise<Response> {
  const html = rewriteSharedLinks(await response.text(), host);
  return withHeaders(new Response(html, response), {
    'Content-Security-Policy': buildCspHeader(html, response.headers.get('content-security-policy'), config.mapTileOrigin ? [config.mapTileOrigin] : []),
    'Cache-Control': CARE_CACHE_CONTROL,
  });
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
