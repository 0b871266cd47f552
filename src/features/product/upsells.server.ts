/** Extras of an offer (spec §3 upsell): the same stay with more in it is another package; and back again. */
import type { Kysely } from 'kysely';
import type { Market } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database, Localized } from '../../server/db/schema';

export interface UpsellLink {
  id: number;
  label: string;
  uri: string;
  /** Extra price for the offer's own length of stay, in cents. */
  priceDifference: number;
}

/** The offer that `id` is an extra of (the way back when the visitor removes the extra), if any. */
export async function getBaseOffer(db: Kysely<Database>, market: Market, id: number): Promise<UpsellLink | null> {
  const row = await db
    .selectFrom('upsells as u')
    .innerJoin('packages as p', 'p.id', 'u.package_id')
    .select(['p.id', 'p.labels', 'p.nights', 'u.price_difference_per_los'])
    .where('u.upsell_package_id', '=', id)
    .where('p.published', '=', true)
    .orderBy('p.id')
    .executeTakeFirst();
  if (!row) return null;
  const differences = row.price_difference_per_los as unknown as Record<string, number>;
  return {
    id: row.id,
    label: (row.labels as unknown as Localized)[market.language],
    uri: buildPath(market.key, 'product', { id: row.id }),
    priceDifference: differences[String(row.nights)] ?? 0,
  };
}
