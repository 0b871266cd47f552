import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { POST as offers } from '../../src/pages/api/offers.json';
import { getCatalogIndex, invalidateCatalogIndex } from '../../src/server/search/catalog-index';
import { call, TARGETS, withTestDatabase } from './harness';

describe.each(TARGETS)('catalog index rebuild on $name', ({ url }) => {
  let handle: DatabaseHandle;

  withTestDatabase(url, (opened) => {
    handle = opened;
  });

  it('keeps answering searches from the old index while the new one is built, then swaps', async () => {
    const before = await getCatalogIndex(handle.db);
    let rebuilt = false;
    const rebuild = invalidateCatalogIndex(handle.db).then(() => {
      rebuilt = true;
    });
    // A search started during the rebuild is answered from the index in place, before the rebuild ends.
    const search = await call(offers, { body: { locale: 'fr_FR', criteria: { a: 2 } } });
    expect(search.status).toBe(200);
    expect(rebuilt).toBe(false);
    expect(await getCatalogIndex(handle.db)).toBe(before);
    await rebuild;
    const after = await getCatalogIndex(handle.db);
    expect(after).not.toBe(before);
    expect(after.packages.length).toBe(before.packages.length);
  });
});
