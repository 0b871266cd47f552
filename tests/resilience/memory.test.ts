/**
 * memory levels off under load. Five rounds of varied traffic (a new visitor every time, distinct
 * addresses, searches, offers and autocomplete terms, pages of every package): the server's resident memory after
 * the last rounds stays close to where it was after the second (caches full by then), instead of growing with
 * every request. The bench does the same at 100 connections on the full catalog (npm run bench: mix.rssMb).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_PORT, startServer, type RunningServer } from './server';

const PORT = BASE_PORT + 3;
const ROUNDS = 5;
const REQUESTS_PER_ROUND = 500;
const CONCURRENCY = 8;
/** Live heap growth (after a full GC) allowed between the end of round 2 and the end of the last round. */
const HEAP_GROWTH_MB_MAX = 15;
/** Resident memory growth allowed over the same rounds (GC timing and fragmentation make it noisier). */
const RSS_GROWTH_MB_MAX = 80;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function hit(
  base: string,
  { method = 'GET', path, headers = {}, body }: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** The i-th request of a round: never twice the same query, cookie or term. */
function requestNumber(base: string, round: number, i: number) {
  const n = round * REQUESTS_PER_ROUND + i;
  const visitor = { Cookie: `halte_vid=visitor-${n.toString(36).padStart(8, '0')}`, 'Accept-Language': ['fr-FR', 'es-ES', 'it-IT', 'nl-NL'][n % 4]! };
  const term = `${'abcdefghijklmnoprstuv'[n % 21]}${'aeiou'[(n >> 2) % 5]}${'lnrst'[(n >> 4) % 5]}${n}`;
  const checkin = new Date(Date.now() + (5 + (n % 150)) * 86_400_000).toISOString().slice(0, 10);
  switch (n % 5) {
    case 0:
      return { path: `/fr/sejour/${1 + (n % 120)}?utm_source=${n}`, headers: visitor };
    case 1:
      return { path: `/fr/recherche?stars=${1 + (n % 5)}&page=${1 + (n % 3)}&q=${n}`, headers: visitor };
    case 2:
      return { path: `/api/autocomplete-geonames.json?locale=fr_FR&term=${term}`, headers: visitor };
    case 3:
      return {
        method: 'POST',
        path: '/api/offers.json',
        headers: { ...visitor, 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify({ locale: 'fr_FR', criteria: { country: 'FR', checkin } }),
      };
    default:
      return { path: `/${['fr', 'es', 'it', 'nl', 'be-fr', 'be-nl'][n % 6]}/?ref=${n}`, headers: visitor };
  }
}

describe('memory under sustained varied load', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // --expose-gc lets /api/test/memory collect garbage before measuring the live heap.
    server = await startServer(PORT, { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--expose-gc'].filter(Boolean).join(' ') });
  }, 180_000);
  afterAll(async () => {
    agent.destroy();
    await server?.stop();
  });

  it(`levels off across ${ROUNDS} rounds of ${REQUESTS_PER_ROUND} distinct requests`, async () => {
    const measure = async () => {
      const answer = await fetch(`${server.base}/api/test/memory`);
      const memory = (await answer.json()) as { collected: boolean; heapUsedMb: number };
      expect(memory.collected).toBe(true);
      return memory.heapUsedMb;
    };
    const rss: number[] = [Math.round(server.rssMb())];
    const heap: number[] = [await measure()];
    const statuses = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < REQUESTS_PER_ROUND) {
            const status = await hit(server.base, requestNumber(server.base, round, next++));
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
      heap.push(await measure());
      rss.push(Math.round(server.rssMb()));
    }
    console.info(
      `[resilience] after each round of ${REQUESTS_PER_ROUND}: live heap (MB) ${heap.join(' → ')}; RSS (MB) ${rss.join(' → ')}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect(server.alive()).toBe(true);
    expect(Math.max(...heap.slice(3)) - heap[2]!).toBeLessThanOrEqual(HEAP_GROWTH_MB_MAX);
    expect(Math.max(...rss.slice(3)) - rss[2]!).toBeLessThanOrEqual(RSS_GROWTH_MB_MAX);
  }, 300_000);
});
