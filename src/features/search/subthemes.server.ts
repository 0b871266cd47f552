/** Names of the catalog's themes and subthemes, for keyword paths (spec §2 idee/subthemaRegion). */
import type { Kysely } from 'kysely';
import type { Language } from '../../i18n/markets';
import { createCache } from '../../server/cache';
import type { Database, Localized } from '../../server/db/schema';

const cache = createCache<Map<number, Localized>>({ max: 2, ttlMs: 10 * 60 * 1000 });

/** The name of a theme or subtheme in a language, or undefined when the catalog has no such id. */
export async function getThemeName(db: Kysely<Database>, id: number, language: Language): Promise<string | undefined> {
  const names = await cache.get('all', async () => {
    const [themes, subthemes] = await Promise.all([
      db.selectFrom('themes').select(['id', 'names']).execute(),
      db.selectFrom('subthemes').select(['id', 'names']).execute(),
    ]);
    return new Map([...themes, ...subthemes].map((row) => [row.id, row.names as unknown as Localized]));
  });
  return names.get(id)?.[language];
}
