import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { findMarketByLocale } from '../../i18n/markets';
import { badRequest, jsonResponse, readQuery, respond } from '../../server/api/http';
import { getDatabase } from '../../server/db/database';
import { getCatalogIndex } from '../../server/search/catalog-index';
import { Locale } from '../../server/search/criteria';
import { getMapPlaces } from '../../server/search/map-places';

const Query = z.object({ locale: Locale });

/** GET /api/map-places.json?locale= — the catalog's cities that the offline basemap labels (ADR 59). */
export const GET: APIRoute = ({ url }) =>
  respond(async () => {
    const parsed = Query.safeParse(readQuery(url));
    if (!parsed.success) return badRequest(parsed.error);
    const language = findMarketByLocale(parsed.data.locale)?.language ?? 'fr';
    const { db } = await getDatabase();
    const places = getMapPlaces(await getCatalogIndex(db), language);
    // The catalog changes when it is regenerated; a visitor opening maps on several pages reads the list once.
    return jsonResponse({ places }, { headers: { 'Cache-Control': 'public, max-age=600' } });
  });
