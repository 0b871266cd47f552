import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Site } from './site';

/**
 * Hands a request to the site's page-cache fast path (ADR 29) before the queue and Astro's handler: no wait, no
 * Request/Response conversion. Only GET and HEAD of a returning visitor (one with cookies) outside /api are
 * asked; true when the answer was written, false when the request takes the full path.
 */
export function answerFromPageCache(site: Pick<Site, 'answerFromPageCache'>, req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.headers.cookie || req.url?.startsWith('/api/')) return false;
  const answer = site.answerFromPageCache({ method: req.method, url: req.url ?? '/', headers: req.headers, peer: req.socket.remoteAddress ?? '' });
  if (!answer) return false;
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body ?? undefined);
  return true;
}
