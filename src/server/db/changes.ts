import { sql, type Kysely } from 'kysely';
import { forgetWeekendRecords } from '../catalog/weekend.server';
import { log } from '../log';
import { clearRenderedCaches } from '../page-cache';
import { invalidateCatalogIndex } from '../search/catalog-index';
import type { DatabaseHandle } from './client';
import type { Database } from './schema';

/**
 * Changes that invalidate what every instance keeps in memory (ADR 31): a catalog change (prices,
 * packages, availability) or a content change. Each instance listens on CHANGES_CHANNEL and, on any message,
 * rebuilds its catalog index in the background and clears its page and fragment caches.
 */
export type ChangeKind = 'catalog' | 'content';
export const CHANGES_CHANNEL = 'halte_changes';

/**
 * Tells every instance on this database (this one included) that `kind` changed. Inside a transaction the
 * notification leaves at commit, so no instance reloads before the change is visible.
 */
export async function publishChange(db: Kysely<Database>, kind: ChangeKind): Promise<void> {
  await sql`select pg_notify(${CHANGES_CHANNEL}, ${kind})`.execute(db);
}

/** What an instance does when it hears a change: the page and fragment caches and package records at once, the catalog index in the background. */
export function applyChange(db: Kysely<Database>, kind: string): void {
  clearRenderedCaches();
  forgetWeekendRecords();
  void invalidateCatalogIndex(db).catch((error: unknown) => log('ERROR', 'Catalog index rebuild failed', { error: String(error) }));
  log('INFO', 'Caches invalidated', { change: kind });
}

/** Starts listening for changes on the process's database handle; resolves with a function that stops. */
export function listenForChanges(handle: DatabaseHandle): Promise<() => Promise<void>> {
  return handle.listen(CHANGES_CHANNEL, (kind) => applyChange(handle.db, kind));
}
