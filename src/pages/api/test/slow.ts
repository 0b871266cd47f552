import type { APIRoute } from 'astro';
import { jsonResponse, notFound, respond } from '../../../server/api/http';
import { config } from '../../../server/config';
import { getDatabase } from '../../../server/db/database';

/**
 * GET /api/test/slow?ms=2000 — answers after `ms` milliseconds (at most 15 s), after one database query, so the
 * resilience tests can keep requests in flight across a SIGTERM. Exists only with HALTE_TEST_ROUTES=1.
 */
export const GET: APIRoute = ({ url }) =>
  respond(async () => {
    if (!config.testRoutes) return notFound('Not found');
    const ms = Math.min(15_000, Math.max(0, Number(url.searchParams.get('ms')) || 0));
    await new Promise((resolve) => setTimeout(resolve, ms));
    const { db } = await getDatabase();
    const meta = await db.selectFrom('catalog_meta').select('version').executeTakeFirst();
    return jsonResponse({ waitedMs: ms, catalog: meta?.version ?? null }, { headers: { 'Cache-Control': 'no-store' } });
  });
