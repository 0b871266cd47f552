import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RawPageAnswer, RawPageRequest } from '../screens/page-cache-hit';

/**
 * What the built site hands to the server that runs it: `dist/server/entry.mjs`, built from `site-entry.ts`, exports
 * one of these as `site`. It is the only way between the two: the serve layer never loads a module of the site
 * itself, so the site's state (page cache, database, readiness) lives once, in the bundle.
 */
export interface Site {
  /** Astro's handler (middleware mode, no file lookup): renders pages and answers /api. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /**
   * A page-cache hit answered before Astro's handler (ADR 29), or null for anything the fast path declines: the
   * request then takes the full path.
   */
  answerFromPageCache(request: RawPageRequest): RawPageAnswer | null;
  /** Turns readiness 503 for good (the process is shutting down), so a load balancer stops sending. */
  startDraining(): void;
  /** Stops the background work and closes the database: a clean PGlite shutdown makes the next start fast. */
  close(): Promise<void>;
}

/** The module the build makes of `site-entry.ts`, as the serve layer imports it. */
export interface SiteModule {
  site: Site;
}
