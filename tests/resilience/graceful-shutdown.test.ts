/**
 * a deploy's SIGTERM must not drop requests. 30 slow requests are in flight when SIGTERM
 * arrives: the server stops accepting connections, lets the 30 finish (up to 10 s), closes the database and exits 0.
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE_PORT, parseJson, request, startServer, type RunningServer } from './server';

const PORT = BASE_PORT + 1;
const IN_FLIGHT = 30;
const SLOW_MS = 2_000;

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('graceful shutdown on SIGTERM', () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it(`lets ${IN_FLIGHT} in-flight requests finish, refuses new connections, then exits cleanly`, async () => {
    server = await startServer(PORT);
    const running = server;
    const started = performance.now();
    const answers = Array.from({ length: IN_FLIGHT }, () =>
      request(running.base, `/api/test/slow?ms=${SLOW_MS}`).then(
        (answer) => answer,
        (error: Error) => error,
      ),
    );
    // Every request is in the server's hands (its log counts them at SIGTERM) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 600));
    running.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await connects(PORT)).toBe(false);

    const results = await Promise.all(answers);
    const failures = results.filter((result) => result instanceof Error || result.status !== 200);
    expect(failures.map((result) => (result instanceof Error ? result.message : result.status))).toEqual([]);
    for (const result of results) if (!(result instanceof Error)) expect(parseJson(result).waitedMs).toBe(SLOW_MS);

    const exit = await running.exited;
    const seconds = (performance.now() - started) / 1000;
    console.info(`[resilience] SIGTERM with ${IN_FLIGHT} in flight: ${IN_FLIGHT - failures.length} completed, exit ${exit.code} after ${seconds.toFixed(1)} s`);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(seconds).toBeLessThan(12);
    const shutdown = /"message":"Shutting down","signal":"SIGTERM","inFlight":(\d+)/.exec(running.output());
    expect(Number(shutdown?.[1])).toBeGreaterThanOrEqual(IN_FLIGHT);
    expect(running.output()).toMatch(/"message":"Stopped","ms":\d+,"cutRequests":0/);
  }, 60_000);

  it('answers 503 at once past HALTE_MAX_IN_FLIGHT instead of queueing without bound', async () => {
    server = await startServer(PORT, { HALTE_MAX_IN_FLIGHT: '5' });
    const running = server;
    const answers = await Promise.all(Array.from({ length: 12 }, () => request(running.base, '/api/test/slow?ms=1500')));
    const busy = answers.filter((answer) => answer.status === 503);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(busy).toHaveLength(7);
    for (const answer of busy) {
      expect(answer.ms).toBeLessThan(1_000);
      expect(answer.headers['retry-after']).toBe('1');
      expect(parseJson(answer)).toEqual({ error: expect.any(String), details: [] });
    }
    await running.stop();
  }, 60_000);

  it('cuts what is still running after the grace period and still exits', async () => {
    server = await startServer(PORT, { HALTE_SHUTDOWN_GRACE_MS: '1000' });
    const running = server;
    const slow = request(running.base, '/api/test/slow?ms=8000').catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const started = performance.now();
    running.process.kill('SIGTERM');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(await slow).toBeInstanceOf(Error);
    expect(running.output()).toMatch(/"cutRequests":1/);
  }, 60_000);
});
