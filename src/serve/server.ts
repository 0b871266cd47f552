import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import { sendBusy } from './busy-page';
import type { ServeConfig } from './config';
import type { Drain } from './drain';
import { answerClientError, BASE_HEADERS, isValidApiAddress, sendJsonError, STATIC_FILE_HEADERS } from './headers';
import { answerFromPageCache } from './page-cache';
import { createRequestQueue, type RequestQueue } from './queue';
import type { Site } from './site';
import { readStaticPathTest, serveStatic } from './static-files';

/**
 * Brotli at the middleware's quality 4 with a 256 KB window instead of 4 MB: every answer gets its own compressor,
 * and the large window is allocated each time (a third of the compression cost of a 7 KB API answer). Pages are
 * smaller than the window, so they compress the same. The middleware works on Node's own request and answer;
 * its types name Express's.
 */
const compress = compression({ threshold: 512, brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }) as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

export interface SiteServerOptions {
  site: Site;
  /** The build's client folder (its files are served as they are). */
  clientDir: string;
  config: Pick<ServeConfig, 'maxInFlight' | 'maxConcurrent' | 'hostMarkets'>;
  drain: Pick<Drain, 'isDraining'>;
}

function setHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * The HTTP server of one process, in the order a request meets it: the security headers (a static file's own), the
 * in-flight limit (503 past it), the /api address check, static files (never queued), the page cache's fast
 * path, then the queue in front of Astro's handler, behind gzip/brotli compression.
 */
export function createSiteServer({ site, clientDir, config, drain }: SiteServerOptions): { server: Server; queue: RequestQueue } {
  const isStaticPath = readStaticPathTest(clientDir);
  const queue = createRequestQueue(config, (req, res) => compress(req, res, () => site.handle(req, res)));
  const server = http.createServer((req, res) => {
    const isStatic = isStaticPath(req.url ?? '');
    setHeaders(res, isStatic ? STATIC_FILE_HEADERS : BASE_HEADERS);
    if (!queue.accept(res)) return sendBusy(req, res, config.hostMarkets);
    // While shutting down, every answer closes its connection, so keep-alive clients reconnect elsewhere.
    if (drain.isDraining) res.setHeader('Connection', 'close');
    if (req.url?.startsWith('/api/') && !isValidApiAddress(req.url))
      return sendJsonError(res, 400, 'Bad request: the address is not valid percent-encoding or leaves /api');
    // A file that is not there is Astro's 404 page, a document with a document's headers.
    const notAFile = () => {
      setHeaders(res, BASE_HEADERS);
      site.handle(req, res);
    };
    if (isStatic) return compress(req, res, () => serveStatic(req, res, clientDir, notAFile));
    if (answerFromPageCache(site, req, res)) return;
    queue.schedule(req, res);
  });
  // Bounds against slow clients: headers within 10 s, a whole request within 30 s.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  // An idle keep-alive connection outlives its clients' pauses. Node's own agent (Playwright's, a proxy's pool) does
  // not read the Keep-Alive hint and reuses a connection after any pause: closed by the server at Node's default 5 s,
  // a request sent at that moment meets the close (ECONNRESET). Load balancers keep upstream connections about 60 s.
  server.keepAliveTimeout = 65_000;
  // Requests Node refuses before any handler runs (headers too large, malformed HTTP): a JSON answer, then close.
  server.on('clientError', answerClientError);
  return { server, queue };
}
