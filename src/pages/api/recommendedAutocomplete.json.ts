import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { buildPath } from '../../i18n/routes';
import { badRequest, jsonResponse, readQuery, respond } from '../../server/api/http';
import { LocaleParam, marketOf } from '../../server/api/params';
import { findDestinations, findHotels } from '../../server/catalog/autocomplete.server';
import { getDatabase } from '../../server/db/database';

const Query = LocaleParam.extend({
  q: z.string().max(100).default(''),
  catalogSourceType: z.string().max(40).optional(),
  catalogSourceCode: z.string().max(40).optional(),
});

/** Destinations and hotels shown together, at most this many of each. */
const MAX_EACH = 8;

/** GET /api/recommendedAutocomplete.json — destinations and hotels for the search box (spec §7). */
export const GET: APIRoute = ({ url }) =>
  respond(async () => {
    const query = Query.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const market = marketOf(query.data.locale);
    const { db } = await getDatabase();
    const destinations = await findDestinations(db, query.data.q, market.language, MAX_EACH);
    const hotels = await findHotels(db, query.data.q, MAX_EACH);
    return jsonResponse({
      destinations,
      hotels: hotels.map((h) => ({
        id: h.id,
        label: h.label,
        category: 'hotel',
        pos: h.country,
        latitude: h.latitude,
        longitude: h.longitude,
        uri: buildPath(market.key, 'hotel', { id: h.id }),
        postalcode: h.zip_code,
      })),
    });
  });
