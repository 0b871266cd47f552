import { defineMiddleware } from 'astro:middleware';
import { rewriteForHost } from './i18n/hosts';
import { MARKETS, guessMarket } from './i18n/markets';
import { getMarketFromPath } from './i18n/routes';
import { config } from './server/config';
import { log } from './server/log';
import { SECURITY_HEADERS, buildCspHeader, computeEtag, isAllowedOrigin } from './server/security';

const LAST_LANGUAGE_COOKIE = 'lastLanguage';
const ONE_YEAR = 60 * 60 * 24 * 365;

export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host).toLowerCase();

  if (!isAllowedOrigin(request.method, request.headers, host, config.allowedOrigins)) {
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

  const response = await next();
  const isHtml = response.headers.get('content-type')?.includes('text/html') ?? false;
  if (!isHtml) return withHeaders(response, { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" });

  const html = await response.text();
  const headers: Record<string, string> = { 'Content-Security-Policy': buildCspHeader(html, response.headers.get('content-security-policy')) };
  if (isMarketPath && response.status === 200) {
    headers['Set-Cookie'] = `${LAST_LANGUAGE_COOKIE}=${MARKETS[market].locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
  }
  if (request.method === 'GET' && response.status === 200) {
    const etag = computeEtag(html);
    headers.ETag = etag;
    if (!response.headers.has('Cache-Control')) headers['Cache-Control'] = 'no-cache';
    if (request.headers.get('if-none-match') === etag) {
      const { 'Set-Cookie': _cookie, ...unchanged } = headers;
      return withHeaders(new Response(null, { status: 304 }), unchanged);
    }
  }
  return withHeaders(new Response(html, response), headers);
});

function withHeaders(response: Response, extra: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...extra })) {
    if (value) copy.headers.set(name, value);
  }
  return copy;
}
