import type { Server, ServerResponse } from 'node:http';
import { logLine } from './log';
import type { Site } from './site';

export interface Drain {
  /** True once SIGTERM or SIGINT arrived: every answer then closes its connection. */
  readonly isDraining: boolean;
  /** Drains this server and these answers on SIGTERM or SIGINT, then exits. */
  watch(server: Server, inFlight: ReadonlySet<ServerResponse>): void;
}

/**
 * Graceful stop on SIGTERM or SIGINT (deploys send SIGTERM; ADR 26): readiness turns 503, the server stops
 * accepting connections, idle keep-alive connections close, in-flight requests finish (up to `graceMs`), then
 * the rest is cut, the site closes its database (at most 5 s) and the process exits 0.
 */
export function createDrain(site: Pick<Site, 'startDraining' | 'close'>, graceMs: number): Drain {
  let isDraining = false;
  const shutDown = async (server: Server, inFlight: ReadonlySet<ServerResponse>, signal: NodeJS.Signals): Promise<void> => {
    if (isDraining) return;
    isDraining = true;
    site.startDraining();
    const started = Date.now();
    logLine('INFO', 'Shutting down', { signal, inFlight: inFlight.size });
    server.close();
    // Keep-alive clients reconnect elsewhere: answers not yet begun close their connection.
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    server.closeIdleConnections();
    while (inFlight.size > 0 && Date.now() - started < graceMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      server.closeIdleConnections();
    }
    const cut = inFlight.size;
    server.closeAllConnections();
    await Promise.race([site.close().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5000))]);
    logLine(cut ? 'WARN' : 'INFO', 'Stopped', { ms: Date.now() - started, cutRequests: cut });
    process.exit(0);
  };
  return {
    get isDraining() {
      return isDraining;
    },
    watch(server, inFlight) {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutDown(server, inFlight, signal));
    },
  };
}
