/**
 * PostgreSQL restarts, fails over or freezes under a running server. The process stays up,
 * /api answers 503 JSON and pages the crash page (503), both with Retry-After, within the pool's bounds (connect
 * ≤ 2 s, statement ≤ 5 s), and the pool reconnects by itself once the database is back. Needs the PostgreSQL
 * binaries (.ci/run installs them); skipped without them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRunPostgres, createPostgres, type ThrowAwayPostgres } from './postgres';
import { BASE_PORT, PG_PORT, parseJson, request, startServer, type Answer, type RunningServer } from './server';

const available = canRunPostgres();
// A session cookie pair makes the middleware read the session from the database on any page.
const SESSION_COOKIES = { Cookie: `__Host-halte_account=00000000-0000-4000-8000-000000000000; __Host-halte_token=${'a'.repeat(43)}` };
/** A route that runs one query per request (no cache): /api/test/slow with no wait. */
const QUERY_PATH = '/api/test/slow?ms=0';

async function waitForRecovery(server: RunningServer, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = await request(server.base, QUERY_PATH).catch(() => undefined);
    if (answer?.status === 200) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`No recovery within ${timeoutMs} ms (last status ${answer?.status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function expectUnavailableJson(answer: Answer): void {
  expect(answer.status).toBe(503);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(parseJson(answer)).toEqual({ error: expect.any(String), details: [] });
}

function expectCrashPage(answer: Answer): void {
  expect(answer.status).toBe(503);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(answer.body).toContain('<html');
}

describe.skipIf(!available)('PostgreSQL faults under a running server', () => {
  let pg: ThrowAwayPostgres;
  let server: RunningServer;

  beforeAll(async () => {
    pg = await createPostgres(PG_PORT);
    await pg.start();
    server = await startServer(BASE_PORT, { DATABASE_URL: pg.url });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await pg?.destroy();
  }, 60_000);

  it('survives a restart: 503 with Retry-After while it is down, then reconnects by itself', async () => {
    expect((await request(server.base, QUERY_PATH)).status).toBe(200);
    expect((await request(server.base, '/fr/', { headers: SESSION_COOKIES })).status).toBe(200);

    await pg.stop();
    // The pool's idle connections were closed by the server: no unhandled 'error' event may end the process.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.alive()).toBe(true);

    const api = await request(server.base, QUERY_PATH);
    expectUnavailableJson(api);
    expect(api.ms).toBeLessThan(2_500);
    expectCrashPage(await request(server.base, '/fr/', { headers: SESSION_COOKIES }));
    // A page whose own rendering queries the database (the hotel page, never cached).
    expectCrashPage(await request(server.base, '/fr/hotel/9'));
    expect((await request(server.base, '/api/health/live')).status).toBe(200);
    expectUnavailableJson(await request(server.base, '/api/health/ready'));

    await pg.start();
    const recoveredInMs = await waitForRecovery(server, 15_000);
    console.info(`[resilience] PostgreSQL restart: reconnected ${recoveredInMs} ms after the server was back`);
    expect((await request(server.base, '/api/health/ready')).status).toBe(200);
    expect((await request(server.base, '/fr/', { headers: SESSION_COOKIES })).status).toBe(200);
    expect((await request(server.base, '/fr/hotel/9')).status).toBe(200);
    expect(server.alive()).toBe(true);
  }, 90_000);

  it('bounds every request while the server is frozen (SIGSTOP), and liveness stays up', async () => {
    expect((await request(server.base, QUERY_PATH)).status).toBe(200);
    pg.freeze();
    try {
      const liveness = await request(server.base, '/api/health/live');
      expect(liveness.status).toBe(200);
      expect(liveness.ms).toBeLessThan(1_000);
      // Pooled connections wait for the statement bound (5 s), new ones for the connect bound (2 s).
      const [first, second, readiness, page] = await Promise.all([
        request(server.base, QUERY_PATH),
        request(server.base, QUERY_PATH),
        request(server.base, '/api/health/ready'),
        request(server.base, '/fr/', { headers: SESSION_COOKIES }),
      ]);
      for (const answer of [first, second, readiness]) {
        expectUnavailableJson(answer);
        expect(answer.ms).toBeLessThan(7_000);
      }
      expectCrashPage(page);
      expect(page.ms).toBeLessThan(7_000);
      // Once the stuck connections are gone, a new one gives up after the connect bound.
      const fresh = await request(server.base, QUERY_PATH);
      expectUnavailableJson(fresh);
      expect(fresh.ms).toBeLessThan(3_500);
      console.info(`[resilience] frozen PostgreSQL: answers in ${[first, second, readiness, page, fresh].map((a) => Math.round(a.ms)).join(', ')} ms`);
      expect(server.alive()).toBe(true);
    } finally {
      pg.thaw();
    }
    const recoveredInMs = await waitForRecovery(server, 15_000);
    console.info(`[resilience] frozen PostgreSQL: answering again ${recoveredInMs} ms after SIGCONT`);
  }, 90_000);
});
