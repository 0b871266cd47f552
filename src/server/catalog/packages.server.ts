import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { NotFoundError } from '../api/http';

/** The hotel's columns of a package row (selectPackage): the same for every package of a hotel. */
export const PACKAGE_HOTEL_COLUMNS = [
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
] as const;

/** The room's columns of a package row: the same for every package of a room. */
export const PACKAGE_ROOM_COLUMNS = [
  'r.labels as room_labels',
  'r.capacity',
  'r.max_capacity',
  'r.size_m2',
  'r.bedding',
  'r.type as room_type',
  'r.descriptions as room_descriptions',
  'r.highlights as room_highlights',
] as const;

/** The city's columns of a package row: the same for every package of a hotel. */
export const PACKAGE_CITY_COLUMNS = ['city.names as city_names', 'city.label as city_label'] as const;

/** The name a selected column has in a row ('h.label as hotel_label' → 'hotel_label', 'h.star' → 'star'). */
export function columnName(column: string): string {
  return column.split(' as ')[1] ?? column.slice(column.indexOf('.') + 1);
}

/** The columns of a package with its hotel's, room's and city's, read by loadPackage and with a package's records. */
export function selectPackage(db: Kysely<Database>) {
  return db
    .selectFrom('packages as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .innerJoin('rooms as r', 'r.id', 'p.room_id')
    .innerJoin('destinations as city', 'city.id', 'h.city_id')
    .selectAll('p')
    .select([...PACKAGE_HOTEL_COLUMNS, ...PACKAGE_ROOM_COLUMNS, ...PACKAGE_CITY_COLUMNS]);
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
