import cluster, { type Worker } from 'node:cluster';
import { shownHost, type ServeConfig } from './config';
import { logLine } from './log';

/** The message a worker sends its primary once its own start-up check passed. */
export const WORKER_READY = { halte: 'ready' } as const;

function countWorkers(): number {
  return Object.keys(cluster.workers ?? {}).length;
}

/**
 * The cluster primary (HALTE_WORKERS, ADR 31): it only forks and watches, it never loads the site. The first
 * worker migrates the database and generates the catalog if needed, the others start once it is ready (they find
 * the database prepared). A worker that dies after start is replaced; SIGTERM or SIGINT goes to every worker,
 * which drains its own requests, and the primary exits when the last one has stopped.
 */
export function runPrimary({ host, port, workers }: Pick<ServeConfig, 'host' | 'port' | 'workers'>): void {
  let isStopping = false;
  let isAnnounced = false;
  const ready = new Set<number>();
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if ((message as { halte?: unknown } | null)?.halte !== WORKER_READY.halte) return;
      ready.add(worker.id);
      if (ready.size === 1 && !isAnnounced) for (let i = 1; i < workers; i += 1) fork();
      if (ready.size === workers && !isAnnounced) {
        isAnnounced = true;
        console.log(`Halte is running at http://${shownHost(host)}:${port}/ with ${workers} workers`);
      }
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker.id);
    if (isStopping) {
      if (countWorkers() === 0) {
        logLine('INFO', 'Stopped', { workers });
        process.exit(0);
      }
      return;
    }
    // A worker that failed before the site was ever up (bad configuration, no database): stop, do not loop.
    if (!isAnnounced) {
      logLine('ERROR', 'A worker stopped while starting; the server stops', { pid: worker.process.pid, code, signal });
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      isStopping = true;
      if (countWorkers() === 0) process.exit(1);
      return;
    }
    logLine('WARN', 'A worker stopped; starting another', { pid: worker.process.pid, code, signal });
    fork();
  });
  const stopAll = (signal: NodeJS.Signals): void => {
    if (isStopping) return;
    isStopping = true;
    logLine('INFO', 'Shutting down', { signal, workers: countWorkers() });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (countWorkers() === 0) process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal));
  console.log(`Starting ${workers} workers…`);
  fork();
}
