/** Extras of an offer (spec §3 upsell): the same stay with more in it is another package; and back again. */
import type { Kysely } from 'kysely';
import type { Market } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { getWeekendRecords } from '../../server/catalog/weekend.server';
import type { Database, Localized } from '../../server/db/schema';

export interface UpsellLink {
  id: number;
  label: string;
  uri: string;
  /** Extra price for the offer's own length of stay, in cents. */
  priceDifference: number;
}

/** The offer that `id` is an extra of (the way back when the visitor removes the extra), if any. */
export async function getBaseOffer(db: Kysely<Database>, market: Market, id: number, today: string): Promise<UpsellLink | null> {
  // Read with the package's records (kept in memory until the catalog changes), not once per page view.
  const row = (await getWeekendRecords(db, id, today)).base;
  if (!row) return null;
  const differences = row.price_difference_per_los as unknown as Record<string, number>;
  return {
    id: row.id,
    label: (row.labels as unknown as Localized)[market.language],
    uri: buildPath(market.key, 'product', { id: row.id }),
    priceDifference: differences[String(row.nights)] ?? 0,
  };
}
