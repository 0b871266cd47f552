import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { NotFoundError } from '../api/http';

/** The columns of a package with its hotel's, room's and city's, read by loadPackage and with a package's records. */
export function selectPackage(db: Kysely<Database>) {
  return db
    .selectFrom('packages as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .innerJoin('rooms as r', 'r.id', 'p.room_id')
    .innerJoin('destinations as city', 'city.id', 'h.city_id')
    .selectAll('p')
    .select([
      'h.label as hotel_label',
      'h.star',
      'h.active',
      'h.country',
      'h.city_id',
      'h.department_id',
      'h.region_id',
      'h.latitude',
      'h.longitude',
      'h.street_address',
      'h.zip_code',
      'h.local_tax_type',
      'h.local_tax_amount',
      'h.local_tax_percentage',
      'h.review_count',
      'h.review_score',
      'h.image_count',
      'h.check_in',
      'h.check_out',
      'h.important_infos',
      'h.pets_allowed',
      'r.labels as room_labels',
      'r.capacity',
      'r.max_capacity',
      'r.size_m2',
      'r.bedding',
      'r.type as room_type',
      'r.descriptions as room_descriptions',
      'r.highlights as room_highlights',
      'city.names as city_names',
      'city.label as city_label',
    ]);
}

/** The row of package `id` (selectPackage), or NotFoundError when the id is unknown. */
export function foundPackage<Row>(row: Row | undefined, id: number): Row {
  if (!row) throw new NotFoundError(`No weekend package ${id}`);
  return row;
}

/** A package with its hotel, room and city, in one query; NotFoundError when the id is unknown. */
export async function loadPackage(db: Kysely<Database>, id: number) {
  return foundPackage(await selectPackage(db).where('p.id', '=', id).executeTakeFirst(), id);
}

export type LoadedPackage = Awaited<ReturnType<typeof loadPackage>>;
