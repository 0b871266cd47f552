import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import send from 'send';

/** Hashed build assets never change: browsers and CDNs keep them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Whether an address names a file of the build's client folder, from the folder's top-level names (read once):
 * those are served here, never queued; every other address goes straight to Astro without a file-system lookup.
 */
export function createStaticPathTest(topLevelNames: readonly string[]): (url: string) => boolean {
  const pattern = new RegExp(`^/(${topLevelNames.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(/|$|\\?)`);
  return (url) => pattern.test(url);
}

/** The static-path test of a client folder on disk. */
export function readStaticPathTest(clientDir: string): (url: string) => boolean {
  return createStaticPathTest(readdirSync(clientDir));
}

/**
 * Sends a file of the client folder (send: content type, ranges, ETag, conditional requests; no index, no dot
 * files, nothing outside the folder). Anything send refuses or does not find goes to `fallback` (Astro's 404 page).
 */
export function serveStatic(req: IncomingMessage, res: ServerResponse, clientDir: string, fallback: () => void): void {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return fallback();
  }
  send(req, pathname, { root: clientDir, index: false, dotfiles: 'deny' })
    .on('error', fallback)
    .on('stream', () => {
      if (pathname.startsWith('/_astro/')) res.setHeader('Cache-Control', IMMUTABLE);
    })
    .pipe(res);
}
