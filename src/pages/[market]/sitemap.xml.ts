import type { APIRoute } from 'astro';
import { getSitemapPaths, buildUrlSet } from '../../features/seo/sitemap';
import { getSitemapSource } from '../../features/seo/sitemap.server';
import { getSiteOrigin } from '../../features/seo/site-origin';
import { isMarketKey } from '../../i18n/markets';
import { getDatabase, getToday } from '../../server/db/database';
import { getFeatures } from '../../server/features';

/** A market's sitemap: its indexable pages from the catalog and the content (ADR 0011). */
export const GET: APIRoute = async ({ params, url, cookies }) => {
  const { market } = params;
  if (!isMarketKey(market)) return new Response('Not found', { status: 404 });
  const { db } = await getDatabase();
  const source = await getSitemapSource(db, market, getToday(), { activityFlow: getFeatures('', cookies).activityFlow });
  const origin = getSiteOrigin(url);
  const urls = getSitemapPaths(market, source).map((path) => new URL(path, origin).href);
  return new Response(buildUrlSet(urls, source.lastmod), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
