import { z } from 'astro/zod';
import { sql } from 'kysely';
import { jsonResponse } from '../../../server/api/http';
import { testJsonRoute } from '../../../server/api/test-route';
import { publishCatalogChange } from '../../../server/db/changes';
import { clearRenderedCaches } from '../../../server/page-cache';

const Body = z.union([
  z.object({ packageId: z.number().int().positive(), percent: z.number().int().min(-50).max(100) }),
  // Puts a price back exactly as it was.
  z.object({ packageId: z.number().int().positive(), basePrice: z.number().int().positive() }),
]);

/**
 * POST /api/test/reprice — changes a package's price by `percent` (or sets `basePrice` back), so that a browser test can see the price move
 * between the quote and the checkout (spec §4 price-change modal). Exists only with HALTE_TEST_ROUTES=1.
 */
export const POST = testJsonRoute(Body, async (data, db) => {
  const updated = await db
    .updateTable('packages')
    .set({ base_price: 'basePrice' in data ? data.basePrice : sql<number>`round(base_price * ${100 + data.percent}::numeric / 100)::int` })
    .where('id', '=', data.packageId)
    .returning('base_price')
    .executeTakeFirst();
  // This process's pages are rendered again at once; every instance's search index and page cache learn the
  // new price through the change notification (ADR 31).
  if (updated) {
    clearRenderedCaches();
    await publishCatalogChange(db);
  }
  return updated ? jsonResponse({ basePrice: updated.base_price }) : jsonResponse({ error: 'No such package' }, { status: 404 });
});
