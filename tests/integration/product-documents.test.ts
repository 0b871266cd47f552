/**
 * Product documents (ADR 81): each package's records and each hotel's first pages of reviews, stored as the database
 * builds them. A product page reads them, a change to what they were built from drops them in its own transaction,
 * and publishing the change builds them again; between the two, a page is built from the tables, never read stale.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_ONLY_CATEGORY } from '../../src/domain/hotel-only';
import { addIsoDays } from '../../src/domain/iso-date';
import { REVIEW_LANGUAGES, REVIEW_PAGE_SIZE } from '../../src/domain/reviews';
import { loadProductPage } from '../../src/features/product/product-page.server';
import { MARKETS } from '../../src/i18n/markets';
import { FIRST_PAGE, getFirstPageRequestKey, getFirstReviewsPage, getReviews } from '../../src/server/catalog/reviews.server';
import { getWeekendRecords } from '../../src/server/catalog/weekend.server';
import { forgetCatalogReads, publishCatalogChange } from '../../src/server/db/changes';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { countQueries, openTestDatabase, TARGETS } from './harness';

const PREFERRED = REVIEW_LANGUAGES.filter((language) => language !== 'all');

describe.each(TARGETS)('product documents on $name', ({ url }) => {
  let handle: DatabaseHandle;
  /** A published package of a hotel with other published packages. */
  let stay: { id: number; hotel_id: number };
  let otherHotel: number;
  const today = getToday();

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    const found = await sql<{ id: number; hotel_id: number }>`
      select p.id, p.hotel_id from packages p
      where p.published and (select count(*) from packages o where o.hotel_id = p.hotel_id and o.published) >= 3
      order by p.id limit 1`.execute(handle.db);
    stay =
      found.rows[0] ??
      (() => {
        throw new Error('The test catalog has no hotel with three published packages');
      })();
    otherHotel = (await sql<{ id: number }>`select id from hotels where id <> ${stay.hotel_id} order by id limit 1`.execute(handle.db)).rows[0]!.id;
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  /** What the database builds now, apart from the stored rows. */
  const built = async (packageId: number) =>
    (await sql<{ records: unknown }>`select package_records(${packageId}, ${HOTEL_ONLY_CATEGORY}) as records`.execute(handle.db)).rows[0]?.records;
  const builtPage = async (hotelId: number, preferred: string) =>
    (
      await sql<{ page: unknown }>`select reviews_page(${hotelId}, ${FIRST_PAGE.language}, ${FIRST_PAGE.sort}, ${FIRST_PAGE.page}, ${REVIEW_PAGE_SIZE},
        ${preferred}, ${FIRST_PAGE.withOtherLanguageFallback}) as page`.execute(handle.db)
    ).rows[0]?.page;
  const stored = async (packageId: number) =>
    (await handle.db.selectFrom('product_documents').select('records').where('package_id', '=', packageId).executeTakeFirst())?.records;
  const storedPages = (hotelId: number) => handle.db.selectFrom('hotel_first_review_pages').selectAll().where('hotel_id', '=', hotelId).execute();
  const staleHotels = async () => (await handle.db.selectFrom('product_documents_stale').select('hotel_id').execute()).map((row) => row.hotel_id).sort();
  const documentsOf = async (hotelId: number) =>
    Number(
      (
        await handle.db
          .selectFrom('product_documents')
          .select(sql<number>`count(*)`.as('n'))
          .where('hotel_id', '=', hotelId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('after the catalogue is generated, every package has its document and every hotel its first pages, as the database builds them', async () => {
    const counts = (
      await sql<{ packages: number; documents: number; hotels: number; pages: number }>`
        select (select count(*) from packages) as packages, (select count(*) from product_documents) as documents,
          (select count(*) from hotels) as hotels, (select count(*) from hotel_first_review_pages) as pages`.execute(handle.db)
    ).rows[0]!;
    expect(Number(counts.documents)).toBe(Number(counts.packages));
    expect(Number(counts.pages)).toBe(Number(counts.hotels) * PREFERRED.length);
    expect(await staleHotels()).toEqual([]);
    const sample = await sql<{ id: number; hotel_id: number }>`select id, hotel_id from packages order by id % 7, id limit 12`.execute(handle.db);
    for (const row of sample.rows) {
      expect(await stored(row.id)).toEqual(await built(row.id));
      for (const preferred of PREFERRED) {
        const page = (await storedPages(row.hotel_id)).find((one) => one.request === getFirstPageRequestKey(preferred));
        expect(page?.page).toEqual(await builtPage(row.hotel_id, preferred));
      }
    }
  });

  it("a hotel's first page of reviews read on its own is its stored page, the same as the one built", async () => {
    for (const preferLanguage of PREFERRED) {
      forgetCatalogReads();
      const { result, queries } = await countQueries(handle, () => getFirstReviewsPage(handle.db, stay.hotel_id, preferLanguage));
      expect(queries).toBe(1);
      expect(result).toEqual(await getReviews(handle.db, { ...FIRST_PAGE, hotelId: stay.hotel_id, preferLanguage }));
    }
  });

  it('a product page reads its package and first page of reviews from the stored rows, in one statement', async () => {
    // The search index, which prices the page, is loaded by a first page.
    await loadProductPage(handle.db, MARKETS['be-fr'], stay.id, today);
    forgetCatalogReads();
    const { result, queries } = await countQueries(handle, () => loadProductPage(handle.db, MARKETS['be-fr'], stay.id, today));
    expect(queries).toBe(1);
    expect(result?.id).toBe(stay.id);
    expect((await countQueries(handle, () => getFirstReviewsPage(handle.db, stay.hotel_id, 'fr_FR'))).queries).toBe(0);
  });

  it('a page shows the stored rows when there are some, not a value built again', async () => {
    const key = getFirstPageRequestKey('fr_FR');
    try {
      await sql`update product_documents set records = jsonb_set(records::jsonb, '{pkg,labels,fr}', '"Marqué"')::json where package_id = ${stay.id}`.execute(
        handle.db,
      );
      await sql`update hotel_first_review_pages set page = jsonb_set(page::jsonb, '{list}', '[]')::json where hotel_id = ${stay.hotel_id} and request = ${key}`.execute(
        handle.db,
      );
      forgetCatalogReads();
      expect((await getWeekendRecords(handle.db, stay.id, today)).pkg.labels).toMatchObject({ fr: 'Marqué' });
      forgetCatalogReads();
      expect((await getFirstReviewsPage(handle.db, stay.hotel_id, 'fr_FR')).list).toEqual([]);
      forgetCatalogReads();
      const product = await loadProductPage(handle.db, MARKETS.fr, stay.id, today);
      expect(product?.label).toBe('Marqué');
      expect((await getFirstReviewsPage(handle.db, stay.hotel_id, 'fr_FR')).list).toEqual([]);
    } finally {
      await handle.db
        .insertInto('product_documents_stale')
        .values({ hotel_id: stay.hotel_id })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await publishCatalogChange(handle.db);
    }
    expect(await stored(stay.id)).toEqual(await built(stay.id));
    expect((await storedPages(stay.hotel_id)).find((page) => page.request === key)?.page).toEqual(await builtPage(stay.hotel_id, 'fr_FR'));
  });

  it("a repriced package drops its hotel's documents at once; its page shows the new price before and after they are built again", async () => {
    const before = (await handle.db.selectFrom('packages').select('base_price').where('id', '=', stay.id).executeTakeFirstOrThrow()).base_price;
    const otherDocuments = await documentsOf(otherHotel);
    try {
      await handle.db
        .updateTable('packages')
        .set({ base_price: before + 1_000 })
        .where('id', '=', stay.id)
        .execute();
      expect(await documentsOf(stay.hotel_id)).toBe(0);
      expect(await documentsOf(otherHotel)).toBe(otherDocuments);
      expect(await staleHotels()).toEqual([stay.hotel_id]);
      forgetCatalogReads();
      expect((await getWeekendRecords(handle.db, stay.id, today)).pkg.base_price).toBe(before + 1_000);
      await publishCatalogChange(handle.db);
      expect(await staleHotels()).toEqual([]);
      expect(await stored(stay.id)).toEqual(await built(stay.id));
      forgetCatalogReads();
      expect((await getWeekendRecords(handle.db, stay.id, today)).pkg.base_price).toBe(before + 1_000);
    } finally {
      await handle.db.updateTable('packages').set({ base_price: before }).where('id', '=', stay.id).execute();
      await publishCatalogChange(handle.db);
    }
    expect(await stored(stay.id)).toEqual(await built(stay.id));
  });

  it("a review drops its hotel's first pages, and the product page shows it before and after they are built again", async () => {
    const inserted = await handle.db
      .insertInto('reviews')
      .values({
        hotel_id: stay.hotel_id,
        locale: 'fr_FR',
        customer: 'Inès',
        type: 'couple',
        date: today,
        average: 9.5,
        welcoming: 10,
        comfort: 9,
        cleanliness: 10,
        food: 9,
        localization: 10,
        price_quality_ratio: 9,
        positive: 'Un accueil parfait.',
        negative: null,
        booking_number: null,
        stay_month: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect(await storedPages(stay.hotel_id)).toEqual([]);
      expect(await documentsOf(stay.hotel_id)).toBeGreaterThan(0);
      forgetCatalogReads();
      await loadProductPage(handle.db, MARKETS.fr, stay.id, today);
      expect((await getFirstReviewsPage(handle.db, stay.hotel_id, 'fr_FR')).list[0]?.id).toBe(inserted.id);
      await publishCatalogChange(handle.db);
      const pages = await storedPages(stay.hotel_id);
      expect(pages).toHaveLength(PREFERRED.length);
      const french = pages.find((page) => page.request === getFirstPageRequestKey('fr_FR'))?.page as { list: { id: number }[] } | undefined;
      expect(french?.list[0]?.id).toBe(inserted.id);
    } finally {
      await handle.db.deleteFrom('reviews').where('id', '=', inserted.id).execute();
      await publishCatalogChange(handle.db);
    }
    expect((await storedPages(stay.hotel_id)).map((page) => page.page)).not.toContainEqual(
      expect.objectContaining({ list: expect.arrayContaining([expect.objectContaining({ id: inserted.id })]) }),
    );
  });

  it('a change to a room, a hotel, an extra link or a place drops the documents it touched', async () => {
    const room = await handle.db.selectFrom('rooms').select(['id', 'capacity']).where('hotel_id', '=', stay.hotel_id).executeTakeFirstOrThrow();
    await handle.db.updateTable('rooms').set({ capacity: room.capacity }).where('id', '=', room.id).execute();
    expect(await documentsOf(stay.hotel_id)).toBe(0);
    await publishCatalogChange(handle.db);
    await handle.db
      .updateTable('hotels')
      .set({ star: sql<number>`star` })
      .where('id', '=', otherHotel)
      .execute();
    expect(await documentsOf(otherHotel)).toBe(0);
    expect(await documentsOf(stay.hotel_id)).toBeGreaterThan(0);
    await publishCatalogChange(handle.db);
    const link = await handle.db.selectFrom('upsells').selectAll().orderBy('package_id').executeTakeFirst();
    if (link) {
      const { hotel_id: linked } = await handle.db.selectFrom('packages').select('hotel_id').where('id', '=', link.package_id).executeTakeFirstOrThrow();
      await handle.db
        .updateTable('upsells')
        .set({ price_difference_per_los: JSON.stringify(link.price_difference_per_los) })
        .where('package_id', '=', link.package_id)
        .where('upsell_package_id', '=', link.upsell_package_id)
        .execute();
      expect(await documentsOf(linked)).toBe(0);
      await publishCatalogChange(handle.db);
    }
    await handle.db
      .updateTable('destinations')
      .set({ label: sql<string>`label` })
      .where('category', '=', 'country')
      .execute();
    expect(
      Number(
        (
          await handle.db
            .selectFrom('product_documents')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(0);
    await publishCatalogChange(handle.db);
    expect(await staleHotels()).toEqual([]);
    expect(await stored(stay.id)).toEqual(await built(stay.id));
  });

  it("a stored document keeps the hotel's other offers with their end, and the day after one ends the page no longer offers it", async () => {
    const ending = await sql<{ id: number; expiration: string; other: number }>`
      select o.id, o.expiration, p.id as other from packages o join packages p on p.hotel_id = o.hotel_id and p.id <> o.id and p.published
      where o.published and o.expiration is not null and o.expiration >= ${today}
        and (o.item_category = ${HOTEL_ONLY_CATEGORY}) = (p.item_category = ${HOTEL_ONLY_CATEGORY})
      order by o.id limit 1`.execute(handle.db);
    const offer = ending.rows[0];
    if (!offer) throw new Error('The test catalog has no offer that ends');
    expect(await stored(offer.other)).toBeDefined();
    forgetCatalogReads();
    expect((await getWeekendRecords(handle.db, offer.other, offer.expiration)).others.map((other) => other.id)).toContain(offer.id);
    expect((await getWeekendRecords(handle.db, offer.other, addIsoDays(offer.expiration, 1))).others.map((other) => other.id)).not.toContain(offer.id);
  });
});
