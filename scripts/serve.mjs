// Serves the built site: static files first, then the Astro handler (middleware mode, no file lookup), behind
// gzip/brotli compression, on loopback by default.
// Every answer carries the security headers (static files too), /api answers that never reach Astro
// (malformed address, oversized headers) are JSON, and SIGTERM drains in-flight requests before closing the database.
// HALTE_WORKERS=N runs N such servers (node:cluster) sharing the port, when DATABASE_URL is set (ADR 31).
import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import module from 'node:module';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import send from 'send';

// V8 keeps compiled code between starts (in the OS temp folder), so later starts parse less.
module.enableCompileCache?.();

// React (an external module of the server build) picks its build from NODE_ENV when first loaded: the site is
// always served with the production build, whatever the caller's environment says.
process.env.NODE_ENV = 'production';
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

/** Structured log line, the same shape as src/server/log.ts. */
function logLine(level, message, fields = {}) {
  console.error(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
}

/**
 * Worker processes (ADR 31). Each one is this whole server (its own queue, page cache, search index and database
 * pool) on the shared port; PGlite is one process, so without DATABASE_URL the setting is ignored.
 */
const requestedWorkers = Number(process.env.HALTE_WORKERS ?? 1);
const WORKERS = Number.isInteger(requestedWorkers) && requestedWorkers > 1 ? requestedWorkers : 1;
if (cluster.isPrimary && WORKERS > 1 && !process.env.DATABASE_URL) {
  logLine('WARN', 'HALTE_WORKERS ignored: the embedded PGlite database is one process; set DATABASE_URL to run several workers', { requested: WORKERS });
}
const isClusterPrimary = cluster.isPrimary && WORKERS > 1 && Boolean(process.env.DATABASE_URL);

const outDir = new URL(`../${process.env.HALTE_OUT_DIR ?? 'dist'}/`, import.meta.url);
// The primary only forks and watches its workers: it never loads the site.
const { handler } = isClusterPrimary ? { handler: undefined } : await import(new URL('server/entry.mjs', outDir).href);

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
/** How long SIGTERM waits for in-flight requests before closing what is left (ADR 26). */
const SHUTDOWN_GRACE_MS = Number(process.env.HALTE_SHUTDOWN_GRACE_MS ?? 10_000);
/** Requests accepted at once (running or waiting); past it the server answers 503 at once instead of queueing without bound (ADR 26). */
const MAX_IN_FLIGHT = Number(process.env.HALTE_MAX_IN_FLIGHT ?? 512);
/**
 * Requests rendered at once; the others wait in order, and one whose client left while it waited is dropped
 * unrendered. Rendering a hundred requests at once would make each of them a hundred times slower, past the
 * clients' patience, and the server would then spend its time on answers nobody reads (ADR 26).
 */
const MAX_CONCURRENT = Number(process.env.HALTE_MAX_CONCURRENT ?? 32);
/**
 * Built assets and public files (the top-level names of the build's client folder, read once): served here,
 * never queued; every other address goes straight to Astro without a file-system lookup.
 */
const clientDir = fileURLToPath(new URL('client/', outDir));
const STATIC_PATH = new RegExp(`^/(${readdirSync(clientDir).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(/|$|\\?)`);
/** Hashed build assets never change: browsers and CDNs keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sends a file of the client folder (send: ranges, ETag, conditional requests); a missing one is Astro's 404 page. */
function serveStatic(req, res) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return handler(req, res);
  }
  send(req, pathname, { root: clientDir, index: false, dotfiles: 'deny' })
    .on('error', () => handler(req, res))
    .on('stream', () => {
      if (pathname.startsWith('/_astro/')) res.setHeader('Cache-Control', IMMUTABLE);
    })
    .pipe(res);
}
/**
 * Brotli at the middleware's quality 4 with a 256 KB window instead of 4 MB: every answer gets its own compressor,
 * and the large window is allocated each time (a third of the compression cost of a 7 KB API answer). Pages are
 * smaller than the window, so they compress the same.
 */
const compress = compression({ threshold: 512, brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } });

// The same headers as the middleware's (src/server/security.ts); pages and API answers override the CSP with their own.
const SECURITY_HEADERS = JSON.parse(readFileSync(new URL('../src/server/security-headers.json', import.meta.url), 'utf8'));
const BASE_HEADERS = { ...SECURITY_HEADERS, 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" };

/** Writes a JSON error answer `{ error, details }` with the base headers (requests Astro never sees). */
function sendJsonError(res, status, error) {
  const body = JSON.stringify({ error, details: [] });
  res.writeHead(status, { ...BASE_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  res.end(body);
}

/**
 * The page a browser gets past MAX_IN_FLIGHT (ADR 42): small, inline and written once at start, since nothing may be
 * rendered then, in the language of the market its address names (/es/…, /be-nl/…, or a host of HALTE_HOST_MARKETS),
 * else French. Its texts are the `busy` ones of locales/<language>/errors.json. /api keeps its JSON answer.
 */
const BUSY_MARKETS = { fr: ['fr', 'fr-FR'], es: ['es', 'es-ES'], it: ['it', 'it-IT'], nl: ['nl', 'nl-NL'], 'be-fr': ['fr', 'fr-BE'], 'be-nl': ['nl', 'nl-BE'], be: ['fr', 'fr-BE'] };
const BUSY_STYLE = 'body{margin:0;min-height:100vh;display:grid;place-items:center;font:1rem/1.5 system-ui,sans-serif;color:#1c2b2d;text-align:center}main{max-width:32rem;padding:1.5rem}h1{font-size:1.5rem;color:#0f5257}a{color:#0f5257;font-weight:600}';
const BUSY_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(BUSY_STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
const escapeHtml = (text) => text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]);
const BUSY_PAGES = Object.fromEntries(
  Object.entries(BUSY_MARKETS).map(([market, [language, tag]]) => {
    const { title, text, action } = JSON.parse(readFileSync(new URL(`../locales/${language}/errors.json`, import.meta.url), 'utf8')).busy;
    const html = `<!doctype html><html lang="${tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} – Halte</title><style>${BUSY_STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="">${escapeHtml(action)}</a></p></main></body></html>`;
    return [market, { tag, body: Buffer.from(html) }];
  }),
);
/** HALTE_HOST_MARKETS ('www.halte.es=es,www.halte.be=be'), read here for the language of the busy page only. */
const HOST_MARKETS = new Map((process.env.HALTE_HOST_MARKETS ?? '').split(',').map((entry) => entry.split('=').map((part) => part.trim().toLowerCase())).filter(([name, market]) => name && market));

/** 503 with Retry-After past MAX_IN_FLIGHT: JSON for /api, the busy page in the address's language for anything else. */
function sendBusy(req, res) {
  res.setHeader('Retry-After', '1');
  if (req.url?.startsWith('/api/')) return sendJsonError(res, 503, 'The server is busy, please try again in a moment.');
  const first = (req.url ?? '/').split(/[/?#]/)[1]?.toLowerCase() ?? '';
  const market = BUSY_PAGES[first] ? first : HOST_MARKETS.get((req.headers.host ?? '').toLowerCase().replace(/:\d+$/, ''));
  const page = BUSY_PAGES[market] ?? BUSY_PAGES.fr;
  res.writeHead(503, {
    ...BASE_HEADERS,
    'Content-Security-Policy': BUSY_CSP,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Language': page.tag,
    'Content-Length': page.body.length,
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : page.body);
}

/**
 * Whether an /api address is well formed: it decodes (Astro answers a plain-text 400 otherwise), and its dot
 * segments ('/api/x/%2e%2e/%2e%2e/y') do not lead out of /api, where the answer would be an HTML page.
 */
function isValidApiAddress(url) {
  try {
    decodeURI(url);
    return new URL(url, 'http://halte.invalid').pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

/**
 * A page-cache hit answered before Astro's handler (src/middleware.ts `answerFromPageCache`, ADR 29): no queue, no
 * Request/Response conversion. The middleware module registers the function when the site first loads it; until
 * then, and for anything it declines, the request takes the full path.
 */
function answerFromPageCache(req, res) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.headers.cookie || req.url?.startsWith('/api/')) return false;
  const answer = globalThis[Symbol.for('halte.answerFromPageCache')]?.({ method: req.method, url: req.url ?? '/', headers: req.headers, peer: req.socket.remoteAddress ?? '' });
  if (!answer) return false;
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body ?? undefined);
  return true;
}

let draining = false;
const inFlight = new Set();
let rendering = 0;
const waiting = [];

function render(req, res) {
  rendering += 1;
  let finished = false;
  res.once('close', () => {
    if (finished) return;
    finished = true;
    rendering -= 1;
    startWaiting();
  });
  compress(req, res, () => handler(req, res));
}

function startWaiting() {
  while (rendering < MAX_CONCURRENT && waiting.length > 0) {
    const { req, res } = waiting.shift();
    if (res.destroyed || req.socket.destroyed) continue;
    render(req, res);
  }
}

const server = http.createServer((req, res) => {
  // Static assets bypass the Astro middleware: they get the same header set here.
  for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
  if (inFlight.size >= MAX_IN_FLIGHT) return sendBusy(req, res);
  inFlight.add(res);
  res.once('close', () => inFlight.delete(res));
  // While shutting down, every answer closes its connection, so keep-alive clients reconnect elsewhere.
  if (draining) res.setHeader('Connection', 'close');
  if (req.url?.startsWith('/api/') && !isValidApiAddress(req.url)) return sendJsonError(res, 400, 'Bad request: the address is not valid percent-encoding or leaves /api');
  if (STATIC_PATH.test(req.url ?? '')) return compress(req, res, () => serveStatic(req, res));
  if (answerFromPageCache(req, res)) return;
  if (rendering < MAX_CONCURRENT) return render(req, res);
  waiting.push({ req, res });
});

// Bounds against slow clients: headers within 10 s, a whole request within 30 s.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;

// Requests Node refuses before any handler runs (headers too large, malformed HTTP): a JSON answer, then close.
server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = { 400: 'Bad request', 408: 'Request timeout', 431: 'Request headers too large' }[status];
  const body = JSON.stringify({ error: message, details: [] });
  const headers = Object.entries({ ...BASE_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  // A HEAD request gets the headers only (its client reads no body).
  const isHead = error.rawPacket?.toString('latin1', 0, 5) === 'HEAD ';
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers}\r\n${isHead ? '' : body}`);
});

if (isClusterPrimary) runPrimary();
else server.listen(port, host, async () => {
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  // The first start migrates the database and generates the catalog; the URL is printed once that is done.
  console.log('Preparing the database…');
  const started = Date.now();
  // A redirect is never followed: this check asks this very server, over plain HTTP, whatever proxy is in front.
  const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const health = await fetch(`http://${probeHost}:${port}/api/health`, { redirect: 'manual' }).catch((error) => error);
  if (!(health instanceof Response) || !health.ok) {
    console.error('The database could not be prepared; see the log above.', health instanceof Response ? await health.text() : health);
    process.exit(1);
  }
  console.log(`Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (cluster.isWorker) process.send?.({ halte: 'ready' });
  else console.log(`Halte is running at http://${shown}:${port}/`);
});

/**
 * The cluster primary: forks the first worker, which migrates the database and generates the catalog if needed,
 * then the others once it is ready (they find the database prepared). A worker that dies unexpectedly is
 * replaced; SIGTERM or SIGINT is passed to every worker, which drains its own requests, and the primary exits
 * when the last one has stopped.
 */
function runPrimary() {
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  let stopping = false;
  let announced = false;
  const ready = new Set();
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message) => {
      if (message?.halte !== 'ready') return;
      ready.add(worker.id);
      if (ready.size === 1 && !announced) for (let i = 1; i < WORKERS; i += 1) fork();
      if (ready.size === WORKERS && !announced) {
        announced = true;
        console.log(`Halte is running at http://${shown}:${port}/ with ${WORKERS} workers`);
      }
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logLine('INFO', 'Stopped', { workers: WORKERS });
        process.exit(0);
      }
      return;
    }
    // A worker that failed before the site was ever up (bad configuration, no database): stop, do not loop.
    if (!announced) {
      logLine('ERROR', 'A worker stopped while starting; the server stops', { pid: worker.process.pid, code, signal });
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      stopping = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    logLine('WARN', 'A worker stopped; starting another', { pid: worker.process.pid, code, signal });
    fork();
  });
  const stopAll = (signal) => {
    if (stopping) return;
    stopping = true;
    logLine('INFO', 'Shutting down', { signal, workers: Object.keys(cluster.workers ?? {}).length });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
  console.log(`Starting ${WORKERS} workers…`);
  fork();
}

/**
 * Graceful stop (deploys send SIGTERM): readiness turns 503, the server stops accepting connections, idle
 * keep-alive connections close, in-flight requests finish (up to SHUTDOWN_GRACE_MS), then the rest is cut, the
 * database closes (a clean PGlite shutdown makes the next start fast) and the process exits.
 */
async function shutDown(signal) {
  if (draining) return;
  draining = true;
  globalThis[Symbol.for('halte.draining')] = true;
  const started = Date.now();
  console.error(JSON.stringify({ time: new Date().toISOString(), level: 'INFO', message: 'Shutting down', signal, inFlight: inFlight.size }));
  server.close();
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  server.closeIdleConnections();
  while (inFlight.size > 0 && Date.now() - started < SHUTDOWN_GRACE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.closeIdleConnections();
  }
  const cut = inFlight.size;
  server.closeAllConnections();
  const closeDatabase = globalThis[Symbol.for('halte.closeDatabase')];
  await Promise.race([closeDatabase?.().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5000))]);
  console.error(JSON.stringify({ time: new Date().toISOString(), level: cut ? 'WARN' : 'INFO', message: 'Stopped', ms: Date.now() - started, cutRequests: cut }));
  process.exit(0);
}

if (!isClusterPrimary) for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void shutDown(signal));
