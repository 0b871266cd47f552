/**
 * The site's server entry (Astro builds it into dist/server/entry.mjs in place of the adapter's own, see
 * scripts/serve-build.mjs): the adapter's exports as they were, plus the `Site` the serve layer runs.
 */
import { handler } from '@astrojs/node/server.js';
import { answerFromPageCache } from '../screens/page-cache-hit';
import { closeDatabase } from '../server/db/database';
import { startDraining } from '../server/health';
import type { Site } from './site';

export { handler, options, startServer } from '@astrojs/node/server.js';

export const site: Site = {
  handle: (req, res) => void handler(req, res),
  answerFromPageCache,
  startDraining,
  close: closeDatabase,
};
