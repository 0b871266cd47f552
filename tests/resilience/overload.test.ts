/**
 * nothing queues without bound or works for nobody under load: the server renders at most
 * HALTE_MAX_CONCURRENT requests at once, the others wait in order, and a request whose client gave up while it
 * waited is dropped without being rendered; past HALTE_MAX_IN_FLIGHT it answers 503 at once (graceful-shutdown.test.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BASE_PORT, request, startServer, type RunningServer } from './server';

const PORT = BASE_PORT + 4;

describe('overload', () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('drops the waiting requests whose clients left, so the next visitor is not served after them', async () => {
    server = await startServer(PORT, { HALTE_MAX_CONCURRENT: '1' });
    const base = server.base;
    const first = request(base, '/api/test/slow?ms=1500');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Five visitors give up after 300 ms, while they wait behind the first.
    const abandoned = Array.from({ length: 5 }, () =>
      request(base, '/api/test/slow?ms=1500', { timeoutMs: 300 }).then(
        () => 'answered',
        () => 'gave up',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await request(base, '/api/test/slow?ms=0');
    expect(next.status).toBe(200);
    // Served right after the first (1.5 s), not after five abandoned renders of 1.5 s each.
    expect(next.ms).toBeLessThan(3_500);
    expect((await first).status).toBe(200);
    expect(await Promise.all(abandoned)).toEqual(Array(5).fill('gave up'));
    // Static files never wait behind renders.
    const slow = request(base, '/api/test/slow?ms=1500');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const icon = await request(base, '/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.ms).toBeLessThan(1_000);
    await slow;
  }, 60_000);
});
