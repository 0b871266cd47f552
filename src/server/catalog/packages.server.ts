import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { NotFoundError } from '../api/http';

/** A package with the columns of its hotel, room and city its readers need (the view package_rows). */
export function selectPackage(db: Kysely<Database>) {
  return db.selectFrom('package_rows as p').selectAll('p');
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
