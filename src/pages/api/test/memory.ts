import type { APIRoute } from 'astro';
import { jsonResponse, notFound } from '../../../server/api/http';
import { config } from '../../../server/config';

/**
 * GET /api/test/memory — the process's memory after a full garbage collection (when Node runs with --expose-gc),
 * so the resilience tests can tell a leak from garbage not yet collected. Exists only with HALTE_TEST_ROUTES=1.
 */
export const GET: APIRoute = () => {
  if (!config.testRoutes) return notFound('Not found');
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return jsonResponse(
    { collected: gc !== undefined, rssMb: mb(rss), heapUsedMb: mb(heapUsed), externalMb: mb(external), arrayBuffersMb: mb(arrayBuffers) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
};
