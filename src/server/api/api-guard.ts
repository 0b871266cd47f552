/**
 * Every /api answer is JSON: requests the routes never see (wrong method, body too large or of the
 * wrong type) and answers that are not JSON (a route's empty 404, Astro's own errors) become
 * `{ "error", "details" }` with application/json.
 */
import { jsonResponse } from './http';

/** Largest /api request body (bytes). The catalog calls send a few hundred bytes; forms a few kilobytes. */
export const API_BODY_LIMIT = 100 * 1024;
/** Media types an /api route accepts for a request body. */
export const API_BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'] as const;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Sign in first',
  403: 'Forbidden',
  404: 'No such API address',
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'Request timeout',
  409: 'Conflict',
  413: 'Request body too large',
  414: 'Address too long',
  415: 'Unsupported media type',
  422: 'Unprocessable request',
  429: 'Too many requests',
  431: 'Request headers too large',
  500: 'Oops, something went wrong',
  503: 'The service is briefly unavailable, please try again in a moment.',
};

/** The JSON error body for a status. */
export function apiError(
  status: number,
  error = MESSAGES[status] ?? (status >= 500 ? MESSAGES[500] : MESSAGES[400]),
  details: unknown[] = [],
  headers: Record<string, string> = {},
): Response {
  return jsonResponse({ error, details }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** 413 or 415 for a request whose body no route would read; undefined when it may go on. */
export function checkApiBody(request: Request): Response | undefined {
  if (!BODY_METHODS.has(request.method.toUpperCase())) return undefined;
  const lengthHeader = request.headers.get('content-length');
  const length = lengthHeader === null ? undefined : Number(lengthHeader);
  if (length !== undefined && (!Number.isFinite(length) || length > API_BODY_LIMIT)) {
    return apiError(413, `Request body too large: at most ${API_BODY_LIMIT} bytes`, [{ path: 'body', message: `limit ${API_BODY_LIMIT} bytes` }]);
  }
  const hasBody = (length ?? 0) > 0 || request.headers.has('transfer-encoding');
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (hasBody && !(API_BODY_TYPES as readonly string[]).includes(type) && !/^application\/[\w.+-]+\+json$/.test(type)) {
    return apiError(415, `Unsupported media type: send ${API_BODY_TYPES.join(', ')}`, [{ path: 'content-type', message: type || 'missing' }], {
      'Accept-Post': API_BODY_TYPES.join(', '),
    });
  }
  return undefined;
}

const routeModules = import.meta.glob<Record<string, unknown>>('../../pages/api/**/*.ts');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The methods an API route answers ('/api/offers.json' → ['POST']); undefined when no route has that pattern. */
export async function getRouteMethods(routePattern: string): Promise<string[] | undefined> {
  const load = routeModules[`../../pages${routePattern}.ts`] ?? routeModules[`../../pages${routePattern}/index.ts`];
  if (!load) return undefined;
  const module = await load();
  if (typeof module.ALL === 'function') return METHODS;
  const methods = METHODS.filter((method) => typeof module[method] === 'function');
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.splice(1, 0, 'HEAD');
  return methods;
}

/** A JSON error with its `details` (an empty list when the route gave none); other JSON errors get the standard body. */
async function withDetails(response: Response): Promise<Response> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (body && typeof body === 'object' && !Array.isArray(body) && typeof (body as { error?: unknown }).error === 'string') {
    if (Array.isArray((body as { details?: unknown }).details))
      return new Response(text, { status: response.status, statusText: response.statusText, headers });
    return new Response(JSON.stringify({ ...body, details: [] }), { status: response.status, statusText: response.statusText, headers });
  }
  const answer = apiError(response.status);
  for (const [name, value] of headers) if (name !== 'content-type') answer.headers.set(name, value);
  return answer;
}

/**
 * The /api answer made JSON: JSON answers and successes stay as they are; an API route's 404 for a method it
 * does not have becomes 405 with Allow; any other error gets the JSON body of its status.
 */
export async function ensureJsonAnswer(response: Response, method: string, routePattern: string | undefined): Promise<Response> {
  if (response.status < 400) return response;
  if ((response.headers.get('content-type') ?? '').includes('json')) return withDetails(response);
  await response.body?.cancel().catch(() => undefined);
  if (response.status === 404 && routePattern?.startsWith('/api/')) {
    const methods = await getRouteMethods(routePattern);
    if (methods && !methods.includes(method.toUpperCase()))
      return apiError(405, `Method not allowed: use ${methods.join(', ')}`, [], { Allow: methods.join(', ') });
  }
  const answer = apiError(response.status);
  for (const name of ['retry-after', 'allow', 'www-authenticate', 'set-cookie']) {
    const value = response.headers.get(name);
    if (value) answer.headers.set(name, value);
  }
  return answer;
}
