import http, { type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import SECURITY_HEADERS from '../server/security-headers.json';

/**
 * Headers of every answer the serve layer writes or lets through (static files too): the middleware's own
 * (src/server/security.ts reads the same file), with a CSP that allows nothing. Pages and API answers override
 * the CSP with their own.
 */
export const BASE_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" };

/**
 * Headers of the build's static files (scripts, styles, fonts, pictures): what a file needs, not what a document
 * needs. HTTPS only, no type sniffing, no embedding by other sites, and a policy that allows nothing, should a
 * file (an SVG) be opened as a document: it also forbids framing it. Referrer, permissions and opener policies
 * apply to documents only.
 */
export const STATIC_FILE_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  ['Strict-Transport-Security', 'X-Content-Type-Options', 'Cross-Origin-Resource-Policy', 'Content-Security-Policy'].map((name) => [name, BASE_HEADERS[name]!]),
);

/** Writes a JSON error answer `{ error, details }` with the base headers (requests Astro never sees). */
export function sendJsonError(res: ServerResponse, status: number, error: string): void {
  const body = JSON.stringify({ error, details: [] });
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/**
 * Whether an /api address is well formed: it decodes (Astro answers a plain-text 400 otherwise), and its dot
 * segments ('/api/x/%2e%2e/%2e%2e/y') do not lead out of /api, where the answer would be an HTML page.
 */
export function isValidApiAddress(url: string): boolean {
  try {
    decodeURI(url);
    return new URL(url, 'http://halte.invalid').pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

const CLIENT_ERROR_MESSAGES: Readonly<Record<number, string>> = { 400: 'Bad request', 408: 'Request timeout', 431: 'Request headers too large' };

/**
 * The raw answer to a request Node refuses before any handler runs (headers too large, malformed HTTP, too slow):
 * JSON with the base headers, then the connection closes. A HEAD request gets the headers only.
 */
export function answerClientError(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ error: CLIENT_ERROR_MESSAGES[status], details: [] });
  const headers = Object.entries({
    ...BASE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const isHead = error.rawPacket?.toString('latin1', 0, 5) === 'HEAD ';
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers}\r\n${isHead ? '' : body}`);
}
