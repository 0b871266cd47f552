import { describe, expect, it } from 'vitest';
import { DELIVERY_SUB_ELEMENT_CATEGORY_ID, EXPRESS_DELIVERY_SUB_ELEMENT_ID } from '../../src/domain/gift-delivery';
import type { DatabaseHandle } from '../../src/server/db/client';
import { runMigrationTwice, TARGETS, withTestDatabase } from './harness';

/** A catalogue seeded before express delivery had its own category gets it from the migration. */
describe.each(TARGETS)('express delivery migration on $name', ({ url }) => {
  let handle: DatabaseHandle;
  withTestDatabase(url, (opened) => {
    handle = opened;
  });

  it('moves express delivery out of the packaging into its own single-choice category, and is harmless run twice', async () => {
    await handle.db.updateTable('custom_sub_elements').set({ category_id: 2 }).where('id', '=', EXPRESS_DELIVERY_SUB_ELEMENT_ID).execute();
    await handle.db.deleteFrom('sub_element_categories').where('id', '=', DELIVERY_SUB_ELEMENT_CATEGORY_ID).execute();
    await runMigrationTwice(handle.db, '0019_express_delivery.sql');
    const express = await handle.db
      .selectFrom('custom_sub_elements')
      .select('category_id')
      .where('id', '=', EXPRESS_DELIVERY_SUB_ELEMENT_ID)
      .executeTakeFirstOrThrow();
    expect(express.category_id).toBe(DELIVERY_SUB_ELEMENT_CATEGORY_ID);
    const category = await handle.db
      .selectFrom('sub_element_categories')
      .select('single_selection')
      .where('id', '=', DELIVERY_SUB_ELEMENT_CATEGORY_ID)
      .executeTakeFirstOrThrow();
    expect(category.single_selection).toBe(true);
  });
});
