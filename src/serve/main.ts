import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { runPrimary } from './cluster';
import { readServeConfig } from './config';
import { createDrain } from './drain';
import { checkStartup } from './health';
import { logLine } from './log';
import { createSiteServer } from './server';
import type { SiteModule } from './site';

export interface ServeOptions {
  /** The build folder (dist/, or HALTE_OUT_DIR): the site in server/, its files in client/. */
  outDir: URL;
  env: NodeJS.ProcessEnv;
}

/**
 * Serves the built site on HOST:PORT (loopback by default): one server, or with HALTE_WORKERS and DATABASE_URL a
 * cluster primary that forks that many (ADR 31).
 */
export async function serve({ outDir, env }: ServeOptions): Promise<void> {
  const config = readServeConfig(env);
  if (cluster.isPrimary && config.ignoredWorkers) {
    logLine('WARN', 'HALTE_WORKERS ignored: the embedded PGlite database is one process; set DATABASE_URL to run several workers', {
      requested: config.ignoredWorkers,
    });
  }
  if (cluster.isPrimary && config.workers > 1) return runPrimary(config);

  const { site } = (await import(/* @vite-ignore */ new URL('server/entry.mjs', outDir).href)) as SiteModule;
  const drain = createDrain(site, config.shutdownGraceMs);
  const { server, queue } = createSiteServer({ site, clientDir: fileURLToPath(new URL('client/', outDir)), config, drain });
  server.listen(config.port, config.host, () => void checkStartup(config.host, config.port));
  drain.watch(server, queue.inFlight);
}
