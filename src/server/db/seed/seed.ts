import { sql, type Kysely, type Selectable } from 'kysely';
import { refreshHotelReviewScore } from '../../catalog/reviews.server';
import type { Database, ReviewsTable } from '../schema';
import { DEFAULT_SEED, FULL_CATALOG, generateCatalog, type CatalogSizes } from './generate';
import { insertRows } from './load';
import { GIFT_CARD, SHIPPING_COSTS } from './products';
import type { PhraseBanks } from './text-types';

/** Bump when the generator changes, so existing databases are regenerated. */
export const GENERATOR_VERSION = 7;
/** Dates are relative to the generation day; an older catalog is regenerated so availability stays a year ahead. */
export const MAX_CATALOG_AGE_DAYS = 30;

const TABLES_IN_DELETE_ORDER = [
  'product_documents',
  'hotel_first_review_pages',
  'box_packages',
  'boxes',
  'upsells',
  'hotel_days',
  'reviews',
  'packages',
  'rooms',
  'hotels',
  'activity_products',
  'activity_centres',
  'custom_sub_elements',
  'sub_element_categories',
  'shipping_costs',
  'gift_cards',
  'subthemes',
  'themes',
  'destinations',
  'catalog_meta',
] as const;

/** Replaces the catalog with a freshly generated one, in one transaction. */
export async function seedCatalog(
  db: Kysely<Database>,
  texts: PhraseBanks,
  today: string,
  sizes: CatalogSizes = FULL_CATALOG,
  seed = DEFAULT_SEED,
): Promise<void> {
  const c = generateCatalog(texts, today, sizes, seed);
  await db.transaction().execute(async (trx) => {
    // Reviews of real stays are customers' words, not catalogue: they outlive the regeneration (ADR 58).
    const verified = await trx.selectFrom('reviews').selectAll().where('source', '=', 'verified').execute();
    // truncate (not delete) frees the old catalog's space at once instead of leaving dead rows behind
    await sql`truncate table ${sql.join(TABLES_IN_DELETE_ORDER.map((table) => sql.table(table)))}`.execute(trx);
    await insertRows(trx, 'themes', { id: 'int', key: 'text', names: 'jsonb' }, c.themes);
    await insertRows(trx, 'subthemes', { id: 'int', theme_id: 'int', key: 'text', names: 'jsonb' }, c.subthemes);
    await insertRows(
      trx,
      'destinations',
      {
        id: 'int',
        category: 'text',
        code: 'text',
        parent_id: 'int',
        country: 'text',
        names: 'jsonb',
        label: 'text',
        postcode: 'text',
        latitude: 'float8',
        longitude: 'float8',
        search_text: 'text',
      },
      c.destinations,
    );
    await insertRows(
      trx,
      'hotels',
      {
        id: 'int',
        label: 'text',
        star: 'smallint',
        city_id: 'int',
        department_id: 'int',
        region_id: 'int',
        touristic_region_id: 'int',
        country: 'text',
        street_address: 'text',
        zip_code: 'text',
        latitude: 'float8',
        longitude: 'float8',
        descriptions: 'jsonb',
        info_general: 'jsonb',
        facilities: 'text[]',
        eco_facilities: 'text[]',
        highlighted_facilities: 'text[]',
        check_in: 'text',
        check_out: 'text',
        pets_allowed: 'bool',
        pets_price: 'int',
        pets_max_weight: 'int',
        pets_max_number: 'int',
        local_tax_type: 'text',
        local_tax_amount: 'int',
        local_tax_percentage: 'numeric',
        important_infos: 'jsonb',
        hotel_type: 'text',
        environment: 'text',
        style: 'text',
        review_count: 'int',
        review_score: 'numeric',
        active: 'bool',
        image_count: 'smallint',
      },
      c.hotels,
    );
    await insertRows(
      trx,
      'rooms',
      {
        id: 'uuid',
        hotel_id: 'int',
        labels: 'jsonb',
        type: 'text',
        size_m2: 'smallint',
        bedding: 'jsonb',
        capacity: 'smallint',
        max_capacity: 'smallint',
        descriptions: 'jsonb',
        highlights: 'jsonb',
      },
      c.rooms,
    );
    await insertRows(
      trx,
      'packages',
      {
        id: 'int',
        hotel_id: 'int',
        room_id: 'uuid',
        item_category: 'text',
        labels: 'jsonb',
        headwords: 'jsonb',
        theme_id: 'int',
        subtheme_ids: 'int[]',
        activity_ids: 'int[]',
        nights: 'smallint',
        base_price: 'int',
        ref_price: 'int',
        child_price: 'int',
        bucket_prices: 'int[]',
        upsell_availability_price: 'int',
        program_lines: 'jsonb',
        items: 'jsonb',
        cancellable: 'bool',
        cancellation_days: 'smallint',
        expiration: 'date',
        last_minute: 'bool',
        marketing_labels: 'text[]',
        targeted_label: 'text',
        data_flow_mode: 'text',
        channel_manager_id: 'text',
        auto_discount_code: 'text',
        auto_discount_value: 'smallint',
        is_giftable: 'bool',
        published: 'bool',
        popularity: 'int',
      },
      c.packages,
    );
    await insertRows(trx, 'upsells', { package_id: 'int', upsell_package_id: 'int', price_difference_per_los: 'jsonb' }, c.upsells);
    await insertRows(
      trx,
      'hotel_days',
      {
        hotel_id: 'int',
        day: 'date',
        status: 'smallint',
        price_factor: 'smallint',
        min_los: 'smallint',
        rooms_left: 'smallint',
        promo: 'smallint',
      },
      c.hotelDays,
    );
    await insertRows(
      trx,
      'reviews',
      {
        id: 'int',
        hotel_id: 'int',
        locale: 'text',
        customer: 'text',
        type: 'text',
        date: 'date',
        average: 'numeric',
        welcoming: 'smallint',
        comfort: 'smallint',
        cleanliness: 'smallint',
        food: 'smallint',
        localization: 'smallint',
        price_quality_ratio: 'smallint',
        positive: 'text',
        negative: 'text',
      },
      c.reviews,
    );
    await restoreVerifiedReviews(trx, verified);
    await insertRows(
      trx,
      'activity_centres',
      {
        id: 'int',
        label: 'text',
        stars: 'smallint',
        city_id: 'int',
        latitude: 'float8',
        longitude: 'float8',
        email: 'text',
        street_address: 'text',
        postcode: 'text',
        city: 'text',
        phone: 'text',
      },
      c.centres,
    );
    await insertRows(
      trx,
      'activity_products',
      {
        id: 'int',
        activity_centre_id: 'int',
        theme_id: 'int',
        labels: 'jsonb',
        descriptions: 'jsonb',
        activities: 'jsonb',
        locations: 'jsonb',
        schedules: 'jsonb',
        nice_to_know: 'jsonb',
        important_info: 'jsonb',
        prices: 'jsonb',
        published: 'bool',
        image_count: 'smallint',
      },
      c.products,
    );
    await insertRows(
      trx,
      'boxes',
      {
        code: 'text',
        slug: 'text',
        format: 'text',
        titles: 'jsonb',
        descriptions: 'jsonb',
        included_content: 'jsonb',
        value: 'int',
        sell_price: 'int',
        reference_price: 'int',
        subtheme_ids: 'int[]',
        theme_id: 'int',
        nights: 'smallint',
      },
      c.boxes,
    );
    await insertRows(trx, 'box_packages', { box_code: 'text', package_id: 'int' }, c.links);
    await insertRows(trx, 'gift_cards', { id: 'int', amounts: 'int[]', validity_months: 'smallint' }, [GIFT_CARD]);
    await insertRows(
      trx,
      'sub_element_categories',
      { id: 'int', names: 'jsonb', single_selection: 'bool' },
      texts.subElementCategories.map((cat) => ({ id: cat.id, names: cat.names, single_selection: cat.singleSelection })),
    );
    await insertRows(
      trx,
      'custom_sub_elements',
      { id: 'int', category_id: 'int', names: 'jsonb', price: 'int', recommended_by_wed: 'bool' },
      texts.customSubElements.map((e) => ({ id: e.id, category_id: e.categoryId, names: e.names, price: e.price, recommended_by_wed: e.recommendedByWed })),
    );
    await insertRows(trx, 'shipping_costs', { country: 'text', amount: 'int', international_fee: 'int' }, SHIPPING_COSTS);
    await insertRows(trx, 'catalog_meta', { id: 'smallint', version: 'text', generated_on: 'date', seed: 'int' }, [
      { id: 1, version: `g${GENERATOR_VERSION}-s${seed}-${today}-${sizes.hotels}`, generated_on: today, seed },
    ]);
  });
  await sql`analyze`.execute(db);
}

/**
 * Puts the verified reviews kept before a regeneration back, with their ids (far above the generated ones), on the
 * hotels that are still in the catalogue, and works out those hotels' count and score with them.
 */
async function restoreVerifiedReviews(trx: Kysely<Database>, reviews: readonly Selectable<ReviewsTable>[]): Promise<void> {
  if (reviews.length === 0) return;
  const hotelIds = [...new Set(reviews.map((review) => review.hotel_id))];
  const existing = new Set((await trx.selectFrom('hotels').select('id').where('id', 'in', hotelIds).execute()).map((hotel) => hotel.id));
  const kept = reviews.filter((review) => existing.has(review.hotel_id));
  // In batches that stay under the bound on a statement's parameters.
  for (let start = 0; start < kept.length; start += 1000)
    await trx
      .insertInto('reviews')
      .values(kept.slice(start, start + 1000))
      .execute();
  for (const hotelId of existing) await refreshHotelReviewScore(trx, hotelId);
}
