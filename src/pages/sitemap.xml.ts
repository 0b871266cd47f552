import type { APIRoute } from 'astro';
import { getSiteOrigin } from '../features/seo/site-origin';
import { buildSitemapIndex } from '../features/seo/sitemap';
import { MARKET_KEYS } from '../i18n/markets';

/** The sitemap index: one sitemap per market (ADR 0011). */
export const GET: APIRoute = ({ url }) => {
  const body = buildSitemapIndex(MARKET_KEYS.map((market) => new URL(`/${market}/sitemap.xml`, getSiteOrigin(url)).href));
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
};
