import { sql, type Kysely } from 'kysely';
import { forgetHotelRecords } from '../catalog/hotels.server';
import { fillProductDocuments } from '../catalog/product-documents.server';
import { forgetReviewPages } from '../catalog/reviews.server';
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

/**
 * After a change to the catalogue's tables: builds again the product documents the change's triggers dropped (ADR
 * 81), then publishes the change; in the caller's transaction when there is one.
 */
export async function publishCatalogChange(db: Kysely<Database>): Promise<void> {
  await fillProductDocuments(db);
  await publishChange(db, 'catalog');
}

/**
 * What this instance has read of the catalogue for its pages (page and fragment caches, package and hotel records, the
 * first page of reviews): dropped at once. A change made here calls it too, so its own next page shows the change before
 * the notification comes back.
 */
export function forgetCatalogReads(): void {
  clearRenderedCaches();
  forgetWeekendRecords();
  forgetHotelRecords();
  forgetReviewPages();
}

/** What an instance does when it hears a change: what its pages read of the catalogue at once, the catalog index in the background. */
export function applyChange(db: Kysely<Database>, kind: string): void {
  forgetCatalogReads();
  void invalidateCatalogIndex(db).catch((error: unknown) => log('ERROR', 'Catalog index rebuild failed', { error: String(error) }));
  log('INFO', 'Caches invalidated', { change: kind });
}

/** Starts listening for changes on the process's database handle; resolves with a function that stops. */
export function listenForChanges(handle: DatabaseHandle): Promise<() => Promise<void>> {
  return handle.listen(CHANGES_CHANNEL, (kind) => applyChange(handle.db, kind));
}
