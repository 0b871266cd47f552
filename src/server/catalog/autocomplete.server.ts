import { sql, type Kysely } from 'kysely';
import type { Language } from '../../i18n/markets';
import type { Database } from '../db/schema';
import { foldText } from '../db/seed/random';

/** Order of destination categories when names match equally well: cities first. */
const CATEGORY_RANK = sql`case d.category when 'city' then 0 when 'region' then 1 when 'department' then 2 when 'touristic_region' then 3 when 'poi' then 4 when 'sea_resort' then 5 when 'ski_resort' then 6 else 7 end`;

interface DestinationMatch {
  id: number;
  category: string;
  country: string;
  label: string;
  postcode: string | null;
  latitude: number;
  longitude: number;
  parent_label: string | null;
}

/**
 * Destinations whose names start with, contain, or resemble (trigram similarity) the typed text, best
 * first: one query on the trigram index.
 */
export async function findDestinations(db: Kysely<Database>, term: string, lang: Language, limit: number) {
  const folded = foldText(term.trim());
  if (folded.length === 0) return [];
  const rows = await sql<DestinationMatch>`
    select d.id, d.category, d.country, d.names->>${lang} as label, d.postcode, d.latitude, d.longitude,
           parent.names->>${lang} as parent_label
    from destinations d left join destinations parent on parent.id = d.parent_id
    where d.search_text like ${`%${folded}%`} or d.search_text % ${folded}
    order by (d.search_text like ${`${folded}%`} or d.search_text like ${`% ${folded}%`}) desc,
             similarity(d.search_text, ${folded}) desc, ${CATEGORY_RANK}, d.id
    limit ${limit}`.execute(db);
  return rows.rows.map((row) => ({
    id: row.id,
    pos: row.country,
    label: row.category === 'city' && row.parent_label ? `${row.label} (${row.parent_label})` : row.label,
    category: row.category,
    latitude: row.latitude,
    longitude: row.longitude,
    value: row.label,
    postalcode: row.postcode,
  }));
}

/** Hotels whose name contains the typed text (recommended autocomplete), one query. */
export async function findHotels(db: Kysely<Database>, term: string, limit: number) {
  const folded = foldText(term.trim());
  if (folded.length < 2) return [];
  return db
    .selectFrom('hotels')
    .select(['id', 'label', 'country', 'latitude', 'longitude', 'zip_code'])
    .where('active', '=', true)
    .where(sql<boolean>`(lower(label) like ${`%${folded}%`} or lower(label) like ${`%${term.trim().toLowerCase()}%`})`)
    .orderBy('review_count', 'desc')
    .limit(limit)
    .execute();
}
