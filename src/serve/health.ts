import cluster from 'node:cluster';
import { WORKER_READY } from './cluster';
import { shownHost } from './config';

/** The address this very server answers on, for a request it makes to itself. */
export function probeAddress(host: string, port: number): string {
  const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${probeHost}:${port}`;
}

/**
 * The start-up check, once the server listens: the first request (readiness) migrates the database and generates
 * the catalog, and the site is announced only once it answers 200 (a worker tells its primary instead). Settings
 * the site refuses to run with fail that request: the process then exits 1. A redirect is never followed: the
 * check asks this server over plain HTTP, whatever proxy is in front (ADR 42).
 */
export async function checkStartup(host: string, port: number): Promise<void> {
  console.log('Preparing the database…');
  const started = Date.now();
  const health = await fetch(`${probeAddress(host, port)}/api/health`, { redirect: 'manual' }).catch((error: unknown) => error);
  if (!(health instanceof Response) || !health.ok) {
    console.error('The database could not be prepared; see the log above.', health instanceof Response ? await health.text() : health);
    process.exit(1);
  }
  console.log(`Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (cluster.isWorker) process.send?.(WORKER_READY);
  else console.log(`Halte is running at http://${shownHost(host)}:${port}/`);
}
