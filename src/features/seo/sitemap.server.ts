/** What the sitemaps list, read from the catalog (eight small queries, cached) and the static pages' content. */
import { getCollection } from 'astro:content';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import type { RouteName } from '../../i18n/routes';
import { LISTED_BOX_SUFFIX, getBoxSlugs } from '../../server/catalog/boxes.server';
import type { Database, Localized } from '../../server/db/schema';
import { SITEMAP_LIMITS, type SitemapSource } from './sitemap';

type CatalogPart = Omit<SitemapSource, 'pageIds' | 'minisiteSlugs' | 'fixedRoutes'> & { lastmod: string | undefined };

async function loadCatalogPart(db: Kysely<Database>, today: string): Promise<CatalogPart> {
  const [cities, hotels, products, activities, themes, subthemes, boxes, meta] = await Promise.all([
    db.selectFrom('hotels').select('city_id').distinct().where('active', '=', true).orderBy('city_id').limit(SITEMAP_LIMITS.cities).execute(),
    db.selectFrom('hotels').select('id').where('active', '=', true).orderBy('review_count', 'desc').orderBy('id').limit(SITEMAP_LIMITS.hotels).execute(),
    // Indexed products only (weekend.server.ts pageModel): published, of an active hotel, not expired.
    db
      .selectFrom('packages as p')
      .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
      .select('p.id')
      .where('p.published', '=', true)
      .where('h.active', '=', true)
      .where((eb) => eb.or([eb('p.expiration', 'is', null), eb('p.expiration', '>=', today)]))
      .orderBy('p.popularity', 'desc')
      .orderBy('p.id')
      .limit(SITEMAP_LIMITS.products)
      .execute(),
    // Published activities only: an unpublished one is a noindex page (its expired notice).
    db.selectFrom('activity_products').select('id').where('published', '=', true).orderBy('id').limit(SITEMAP_LIMITS.activities).execute(),
    db.selectFrom('themes').select('id').orderBy('id').execute(),
    db.selectFrom('subthemes').select('id').orderBy('id').execute(),
    db.selectFrom('boxes').select(['titles', 'code']).where('code', 'like', `%-${LISTED_BOX_SUFFIX}`).orderBy('code').limit(SITEMAP_LIMITS.boxes).execute(),
    db.selectFrom('catalog_meta').select('generated_on').orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  return {
    cityIds: cities.map((row) => row.city_id),
    hotelIds: hotels.map((row) => row.id),
    productIds: products.map((row) => row.id),
    activityIds: activities.map((row) => row.id),
    ideaIds: [...themes, ...subthemes].map((row) => row.id),
    boxes: boxes.map((box) => ({ code: box.code, slugs: getBoxSlugs(box.titles as unknown as Localized) })),
    lastmod: meta?.generated_on,
  };
}

const cache = new LRUCache<string, CatalogPart, Kysely<Database>>({
  max: 2,
  ttl: 10 * 60 * 1000,
  ignoreFetchAbort: true,
  fetchMethod: (today, _stale, { context: db }) => loadCatalogPart(db, today),
});

/** Static pages of a market whose index flag is on (content/pages/<language>/<id>.md). */
async function getIndexedPageIds(market: MarketKey): Promise<string[]> {
  const { language, locale } = MARKETS[market];
  const pages = await getCollection('pages');
  return pages
    .filter((page) => page.id.startsWith(`${language}/`) && page.data.index && page.data.locales.includes(locale))
    .map((page) => page.id.slice(language.length + 1))
    .sort();
}

/** Partner minisites of a market's locale (content/minisites/<id>.json). */
async function getMinisiteSlugs(market: MarketKey): Promise<string[]> {
  const minisites = await getCollection('minisites');
  return minisites
    .filter((entry) => entry.data.minisiteLocale === MARKETS[market].locale)
    .map((entry) => entry.data.minisiteUrl)
    .sort();
}

/** Everything a market's sitemap lists, and the catalog's date as lastmod. */
export async function getSitemapSource(
  db: Kysely<Database>,
  market: MarketKey,
  today: string,
  options: { activityFlow: boolean },
): Promise<SitemapSource & { lastmod: string | undefined }> {
  const catalog = await cache.forceFetch(today, { context: db });
  const fixedRoutes: RouteName[] = ['home', 'search', ...(options.activityFlow ? (['activitySearch'] as const) : []), 'boxes', 'giftCard', 'ideas', 'contact'];
  const [pageIds, minisiteSlugs] = await Promise.all([getIndexedPageIds(market), getMinisiteSlugs(market)]);
  return { ...catalog, pageIds, minisiteSlugs, fixedRoutes };
}
