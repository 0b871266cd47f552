import { jsonResponse, respond } from './api/http';
import { getDatabase } from './db/database';
import { RETRY_AFTER_SECONDS, hasRecentStorageFailure } from './db/errors';

let draining = false;

/**
 * Marks the process as shutting down (the serve layer calls it through the site entry once SIGTERM arrived):
 * readiness then says 503 so a load balancer stops sending.
 */
export function startDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}

/**
 * The readiness answer: 200 with the catalog version when the database answers, else 503 with Retry-After; 503 too
 * for a while after a write failed for lack of disk space (the database still reads, but orders cannot be stored).
 */
export function readiness(): Promise<Response> {
  return respond(async () => {
    const noStore = { 'Cache-Control': 'no-store' };
    if (isDraining()) {
      return jsonResponse(
        { error: 'Shutting down', details: [], status: 'draining' },
        { status: 503, headers: { ...noStore, 'Retry-After': String(RETRY_AFTER_SECONDS) } },
      );
    }
    if (hasRecentStorageFailure()) {
      return jsonResponse(
        { error: 'The database cannot store anything: its disk is full', details: [], status: 'storage_full' },
        { status: 503, headers: { ...noStore, 'Retry-After': String(RETRY_AFTER_SECONDS) } },
      );
    }
    const { db, kind } = await getDatabase();
    const meta = await db.selectFrom('catalog_meta').select(['version', 'generated_on']).executeTakeFirst();
    return jsonResponse({ status: 'ok', database: kind, catalog: meta?.version ?? null, generatedOn: meta?.generated_on ?? null }, { headers: noStore });
  });
}
