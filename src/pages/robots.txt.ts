import type { APIRoute } from 'astro';
import { getSiteOrigin } from '../features/seo/site-origin';
import { buildRobotsTxt } from '../features/seo/sitemap';

/** robots.txt (ADR 0011): the API and one visitor's pages are not crawled; the sitemap index is named. */
export const GET: APIRoute = ({ url }) =>
  new Response(buildRobotsTxt(getSiteOrigin(url)), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
