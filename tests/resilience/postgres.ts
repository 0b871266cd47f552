/**
 * A throw-away PostgreSQL cluster the resilience tests start, stop, freeze and thaw themselves.
 * It needs the PostgreSQL server binaries (Debian's postgresql package, which .ci/run installs); without
 * them `findPostgresBinaries()` answers undefined and the tests that need one are skipped.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed PostgreSQL bin folder (/usr/lib/postgresql/<version>/bin), if any. */
export function findPostgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : undefined;
}

/** PostgreSQL refuses to run as root: as root, it runs as the 'postgres' user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/** Whether a throw-away cluster can run here (binaries installed, and a non-root user to run them as). */
export function canRunPostgres(): boolean {
  if (!findPostgresBinaries()) return false;
  try {
    runAs();
    return true;
  } catch {
    return false;
  }
}

/** Resolves once `port` accepts TCP connections; rejects when `exited` settles first or after `timeoutMs`. */
function waitForPort(port: number, timeoutMs: number, exited: Promise<unknown>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (gone) reject(new Error(`PostgreSQL exited before it listened on ${port}`));
        else if (Date.now() > deadline) reject(new Error(`PostgreSQL did not listen on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Whether something already listens on `port` (another cluster left over, or another program). */
function isTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A port the kernel just gave out, so free at this moment. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Process ids whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: 'pid (name) state ppid …'; the name may hold spaces, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return children;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
}

export interface ThrowAwayPostgres {
  url: string;
  /** Starts (or restarts) the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** Fast shutdown (what a restart or a failover looks like to clients: every connection is closed). */
  stop(): Promise<void>;
  /** SIGSTOP to every PostgreSQL process: a frozen server that accepts TCP connections but never answers. */
  freeze(): void;
  thaw(): void;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
}

/**
 * Creates a cluster that will listen on `preferredPort`, or on a free port when that one is taken or the first start
 * fails there (CI once saw the fixed port refuse). `url` names the port actually used.
 */
export async function createPostgres(preferredPort: number): Promise<ThrowAwayPostgres> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error('No PostgreSQL binaries');
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'halte-resilience-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  // cwd: a folder the 'postgres' user may enter (the checkout may be private to root).
  execFileSync(join(bin, 'initdb'), ['-D', data, '-U', 'halte', '--auth=trust', '--no-sync'], { ...(user ?? {}), cwd: dir, stdio: 'ignore' });
  let port = (await isTaken(preferredPort)) ? await freePort() : preferredPort;
  let server: ChildProcess | undefined;
  let everStarted = false;

  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    for (const child of childrenOf(running.pid!)) signal(child, 'SIGCONT');
    process.kill(running.pid!, 'SIGCONT');
    running.kill('SIGINT');
    await exited;
  };

  const logTail = () => {
    try {
      return readFileSync(logFile, 'utf8').split('\n').slice(-8).join('\n');
    } catch {
      return '(no log)';
    }
  };

  const startOnce = async () => {
    const log = openSync(logFile, 'a');
    // The server's own messages go to a log file, quoted when it fails to start.
    const child = spawn(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'], {
      ...(user ?? {}),
      cwd: dir,
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    server = child;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await waitForPort(port, 30_000, exited);
    } catch (error) {
      await stop();
      throw new Error(`${(error as Error).message}; its log ends with:\n${logTail()}`, { cause: error });
    }
  };

  const handle: ThrowAwayPostgres = {
    url: `postgres://halte@127.0.0.1:${port}/postgres`,
    async start() {
      if (everStarted) {
        // A restart keeps its port: the servers under test hold this URL.
        await startOnce();
        return;
      }
      for (let attempt = 1; ; attempt++) {
        try {
          await startOnce();
          everStarted = true;
          return;
        } catch (error) {
          if (attempt >= 3) throw error;
          console.warn(`[resilience] ${(error as Error).message}\n[resilience] trying another port`);
          port = await freePort();
          handle.url = `postgres://halte@127.0.0.1:${port}/postgres`;
        }
      }
    },
    stop,
    freeze() {
      if (!server?.pid) return;
      // The postmaster first (no new backend after that), then every child: backends run in their own process groups.
      process.kill(server.pid, 'SIGSTOP');
      for (const child of childrenOf(server.pid)) signal(child, 'SIGSTOP');
    },
    thaw() {
      if (!server?.pid) return;
      for (const child of childrenOf(server.pid)) signal(child, 'SIGCONT');
      process.kill(server.pid, 'SIGCONT');
    },
    async destroy() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return handle;
}
