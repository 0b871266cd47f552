import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, PackageRowsView } from '../db/schema';
import { NotFoundError } from '../api/http';

/** What was read of package `id`, or NotFoundError when the id is unknown. */
export function foundPackage<Row>(row: Row | undefined, id: number): Row {
  if (!row) throw new NotFoundError(`No weekend package ${id}`);
  return row;
}

/**
 * A package with its hotel, room and city, in one query (the function package_row, whose statement is planned once
 * per session); NotFoundError when the id is unknown.
 */
export async function loadPackage(db: Kysely<Database>, id: number): Promise<Selectable<PackageRowsView>> {
  const { rows } = await sql<Selectable<PackageRowsView>>`select * from package_row(${id})`.execute(db);
  return foundPackage(rows[0], id);
}

export type LoadedPackage = Awaited<ReturnType<typeof loadPackage>>;
