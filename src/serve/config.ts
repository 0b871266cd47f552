/** The serve layer's settings, read once from the environment (docs/operations.md lists them). */
export interface ServeConfig {
  host: string;
  port: number;
  /** Worker processes (ADR 31): more than one only with a PostgreSQL database. */
  workers: number;
  /** The workers HALTE_WORKERS asked for without DATABASE_URL: ignored, with a warning at start. */
  ignoredWorkers?: number;
  /** How long SIGTERM waits for in-flight requests before closing what is left (ADR 26). */
  shutdownGraceMs: number;
  /** Requests accepted at once (running or waiting); past it the answer is 503 at once (ADR 26). */
  maxInFlight: number;
  /** Requests rendered at once; the others wait in order (ADR 26). */
  maxConcurrent: number;
  /** HALTE_HOST_MARKETS ('www.halte.es=es,www.halte.be=be'), read here for the language of the busy page only. */
  hostMarkets: ReadonlyMap<string, string>;
}

function readHostMarkets(value: string): Map<string, string> {
  const markets = new Map<string, string>();
  for (const entry of value.split(',')) {
    const [name, market] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (name && market) markets.set(name, market);
  }
  return markets;
}

export function readServeConfig(env: NodeJS.ProcessEnv): ServeConfig {
  const requestedWorkers = Number(env.HALTE_WORKERS ?? 1);
  const workers = Number.isInteger(requestedWorkers) && requestedWorkers > 1 ? requestedWorkers : 1;
  // PGlite is one process: without DATABASE_URL there is one server whatever was asked.
  const isIgnored = workers > 1 && !env.DATABASE_URL;
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 4321),
    workers: isIgnored ? 1 : workers,
    ...(isIgnored ? { ignoredWorkers: workers } : {}),
    shutdownGraceMs: Number(env.HALTE_SHUTDOWN_GRACE_MS ?? 10_000),
    maxInFlight: Number(env.HALTE_MAX_IN_FLIGHT ?? 512),
    maxConcurrent: Number(env.HALTE_MAX_CONCURRENT ?? 32),
    hostMarkets: readHostMarkets(env.HALTE_HOST_MARKETS ?? ''),
  };
}

/** The host as the start-up messages show it. */
export function shownHost(host: string): string {
  return host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
}
