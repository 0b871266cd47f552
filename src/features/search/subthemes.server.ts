/** Names of the catalog's themes and subthemes, for keyword paths (spec §2 idee/subthemaRegion). */
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Language } from '../../i18n/markets';
import type { Database, Localized } from '../../server/db/schema';

async function loadThemeNames(db: Kysely<Database>): Promise<Map<number, Localized>> {
  const [themes, subthemes] = await Promise.all([
    db.selectFrom('themes').select(['id', 'names']).execute(),
    db.selectFrom('subthemes').select(['id', 'names']).execute(),
  ]);
  return new Map([...themes, ...subthemes].map((row) => [row.id, row.names as unknown as Localized]));
}

const cache = new LRUCache<'all', Map<number, Localized>, Kysely<Database>>({
  max: 2,
  ttl: 10 * 60 * 1000,
  ignoreFetchAbort: true,
  fetchMethod: (_key, _stale, { context: db }) => loadThemeNames(db),
});

/** The name of a theme or subtheme in a language, or undefined when the catalog has no such id. */
export async function getThemeName(db: Kysely<Database>, id: number, language: Language): Promise<string | undefined> {
  const names = await cache.forceFetch('all', { context: db });
  return names.get(id)?.[language];
}
