import { jsonResponse, respond } from './api/http';
import { getDatabase } from './db/database';
import { RETRY_AFTER_SECONDS } from './db/errors';

/** scripts/serve.mjs sets this global once SIGTERM arrived: readiness then says 503 so a load balancer stops sending. */
const DRAINING = Symbol.for('halte.draining');

export function isDraining(): boolean {
  return (globalThis as Record<symbol, unknown>)[DRAINING] === true;
}

/** The readiness answer: 200 with the catalog version when the database answers, else 503 with Retry-After. */
export function readiness(): Promise<Response> {
  return respond(async () => {
    const noStore = { 'Cache-Control': 'no-store' };
    if (isDraining()) {
      return jsonResponse({ error: 'Shutting down', details: [], status: 'draining' }, { status: 503, headers: { ...noStore, 'Retry-After': String(RETRY_AFTER_SECONDS) } });
    }
    const { db, kind } = await getDatabase();
    const meta = await db.selectFrom('catalog_meta').select(['version', 'generated_on']).executeTakeFirst();
    return jsonResponse({ status: 'ok', database: kind, catalog: meta?.version ?? null, generatedOn: meta?.generated_on ?? null }, { headers: noStore });
  });
}
