/** Suggestion links of the search page (spec §2 results: suggestion links), read from the catalog. */
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Market } from '../../i18n/markets';
import type { Database, Localized } from '../../server/db/schema';

export interface PopularCity {
  id: number;
  label: string;
}

const POPULAR_CITIES = 8;

async function loadPopularCities(db: Kysely<Database>, market: Market): Promise<PopularCity[]> {
  const rows = await sql<{ id: number; names: Localized }>`
    select d.id, d.names from hotels h join destinations d on d.id = h.city_id
    where h.active and h.country = ${market.country}
    group by d.id, d.names order by count(*) desc, d.id limit ${POPULAR_CITIES}`.execute(db);
  return rows.rows.map((row) => ({ id: row.id, label: row.names[market.language] }));
}

const cache = new LRUCache<string, PopularCity[], { db: Kysely<Database>; market: Market }>({
  max: 12,
  ttl: 10 * 60 * 1000,
  ignoreFetchAbort: true,
  fetchMethod: (_key, _stale, { context }) => loadPopularCities(context.db, context.market),
});

/** The cities of the market's country with the most active hotels, for the 'Popular destinations' links. */
export function getPopularCities(db: Kysely<Database>, market: Market): Promise<PopularCity[]> {
  return cache.forceFetch(market.key, { context: { db, market } });
}
