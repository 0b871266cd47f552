/** Starts the built server (scripts/serve.mjs on dist/) for the resilience tests, and small HTTP helpers. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Ports: RESILIENCE_PORT (the server; the next ones for further servers) and RESILIENCE_PG_PORT. */
export const BASE_PORT = Number(process.env.RESILIENCE_PORT ?? 4390);
export const PG_PORT = Number(process.env.RESILIENCE_PG_PORT ?? 54330);

export function assertBuilt(): void {
  const outDir = process.env.HALTE_OUT_DIR ?? 'dist';
  if (!existsSync(`${ROOT}/${outDir}/server/entry.mjs`)) throw new Error(`No build in ${outDir}/: run npm run build first (npm run test:resilience does)`);
}

export interface RunningServer {
  base: string;
  process: ChildProcess;
  /** Everything the server wrote on stderr and stdout so far. */
  output(): string;
  alive(): boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resident memory of the server process (Linux /proc), in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  assertBuilt();
  let output = '';
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HALTE_DATA_DIR: 'memory://',
      HALTE_CATALOG_SIZE: 'test',
      HALTE_TEST_ROUTES: '1',
      DATABASE_URL: '',
      HALTE_ENV: '',
      HALTE_TRUSTED_PROXIES: '',
      HALTE_HOST_MARKETS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  const deadline = Date.now() + 120_000;
  while (!output.includes('Halte is running at')) {
    if (!alive()) throw new Error(`The server stopped while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    alive,
    exited,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop() {
      if (!alive()) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (alive()) child.kill('SIGKILL');
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** One request on its own connection (no keep-alive pool), with raw headers as given. */
export function request(
  base: string,
  path: string,
  { method = 'GET', headers = {}, body, timeoutMs = 30_000 }: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent: false, timeout: timeoutMs }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`No answer within ${timeoutMs} ms for ${path}`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export function parseJson(answer: Answer): any {
  return JSON.parse(answer.body);
}
