import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { badRequest, jsonResponse, readQuery, respond } from '../../server/api/http';
import { LocaleParam, marketOf } from '../../server/api/params';
import { findDestinations } from '../../server/catalog/autocomplete.server';
import { getDatabase } from '../../server/db/database';

const Query = LocaleParam.extend({
  term: z.string().max(100).default(''),
  maxResults: z.coerce.number().int().min(1).max(30).default(30),
});

/** GET /api/autocomplete-geonames.json — destinations for the destination selector (spec §7). */
export const GET: APIRoute = ({ url }) =>
  respond(async () => {
    const query = Query.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const { locale, term, maxResults } = query.data;
    const { db } = await getDatabase();
    return jsonResponse(await findDestinations(db, term, marketOf(locale).language, maxResults));
  });
