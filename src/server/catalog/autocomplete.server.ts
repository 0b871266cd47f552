import { sql, type Kysely } from 'kysely';
import { createBackgroundValue } from '../background-value';
import { foldText, getMatchFloor, getMatchScore, getTrigrams } from '../../domain/text-match';
import type { Language } from '../../i18n/markets';
import type { Database, Localized } from '../db/schema';

/** Order of destination categories when names match equally well: cities first. */
const CATEGORY_RANK: Record<string, number> = { city: 0, region: 1, department: 2, touristic_region: 3, poi: 4, sea_resort: 5, ski_resort: 6, country: 7 };
/** Destinations change only with the catalog; reloaded at most every ten minutes. */
const INDEX_TTL_MS = 10 * 60 * 1000;

interface IndexedDestination {
  id: number;
  category: string;
  country: string;
  names: Localized;
  parentNames: Localized | null;
  postcode: string | null;
  latitude: number;
  longitude: number;
  folded: string[];
  trigrams: Set<string>[];
}

interface DestinationIndex {
  entries: IndexedDestination[];
  /** Entries by trigram: only entries sharing a trigram with the query can be fuzzy matches. */
  byTrigram: Map<string, number[]>;
}

/** All destinations with their folded names, loaded in one query and kept in memory (about 900 rows). */
async function loadIndex(db: Kysely<Database>): Promise<DestinationIndex> {
  const rows = await sql<{
    id: number;
    category: string;
    country: string;
    names: Localized;
    parent_names: Localized | null;
    postcode: string | null;
    latitude: number;
    longitude: number;
  }>`
    select d.id, d.category, d.country, d.names, parent.names as parent_names, d.postcode, d.latitude, d.longitude
    from destinations d left join destinations parent on parent.id = d.parent_id`.execute(db);
  const entries = rows.rows.map((row) => {
    const folded = [...new Set([...Object.values(row.names).map(foldText), ...(row.postcode ? [row.postcode] : [])])];
    return { ...row, parentNames: row.parent_names, folded, trigrams: folded.map(getTrigrams) };
  });
  const byTrigram = new Map<string, number[]>();
  entries.forEach((entry, position) => {
    for (const trigram of new Set(entry.trigrams.flatMap((set) => [...set]))) {
      const list = byTrigram.get(trigram);
      if (list) list.push(position);
      else byTrigram.set(trigram, [position]);
    }
  });
  return { entries, byTrigram };
}

/** One index per database (tests open several), rebuilt in the background after INDEX_TTL_MS. */
const indexes = createBackgroundValue<Kysely<Database>, DestinationIndex>({ ttlMs: INDEX_TTL_MS, load: loadIndex });

function getIndex(db: Kysely<Database>): Promise<DestinationIndex> {
  return indexes.get(db);
}

/**
 * Destinations whose names (in any language) or postcode match the typed text, best first: whole name,
 * start, start of a word, inside, then fuzzy. In memory, so a keystroke costs no query once loaded.
 */
export async function findDestinations(db: Kysely<Database>, term: string, lang: Language, limit: number) {
  const query = foldText(term.trim());
  if (query.length === 0) return [];
  const queryTrigrams = getTrigrams(query);
  const { entries, byTrigram } = await getIndex(db);
  // Exact kinds of match need the query inside a name; fuzzy ones need a shared trigram.
  const positions = new Set<number>();
  for (const trigram of queryTrigrams) for (const position of byTrigram.get(trigram) ?? []) positions.add(position);
  entries.forEach((entry, position) => {
    if (entry.folded.some((name) => name.includes(query))) positions.add(position);
  });
  const scored = [...positions]
    .map((position) => entries[position] as IndexedDestination)
    .map((entry) => ({ entry, score: Math.max(...entry.folded.map((name, i) => getMatchScore(name, query, queryTrigrams, entry.trigrams[i] ?? new Set()))) }));
  const floor = getMatchFloor(Math.max(0, ...scored.map(({ score }) => score)));
  return scored
    .filter(({ score }) => score >= floor)
    .sort((a, b) => b.score - a.score || (CATEGORY_RANK[a.entry.category] ?? 9) - (CATEGORY_RANK[b.entry.category] ?? 9) || a.entry.id - b.entry.id)
    .slice(0, limit)
    .map(({ entry }) => {
      const label = entry.names[lang];
      const parent = entry.parentNames?.[lang];
      return {
        id: entry.id,
        pos: entry.country,
        label: entry.category === 'city' && parent ? `${label} (${parent})` : label,
        category: entry.category,
        latitude: entry.latitude,
        longitude: entry.longitude,
        value: label,
        postalcode: entry.postcode,
      };
    });
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
