import type { APIRoute } from 'astro';
import { jsonResponse, respond } from '../../server/api/http';
import { getDatabase } from '../../server/db/database';

/** GET /api/health — ready once the database is migrated and the catalog generated (scripts/serve.mjs waits on it). */
export const GET: APIRoute = () =>
  respond(async () => {
    const { db, kind } = await getDatabase();
    const meta = await db.selectFrom('catalog_meta').select(['version', 'generated_on']).executeTakeFirst();
    return jsonResponse({ status: 'ok', database: kind, catalog: meta?.version ?? null, generatedOn: meta?.generated_on ?? null });
  });
