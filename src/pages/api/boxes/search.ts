import type { APIRoute } from 'astro';
import { badRequest, jsonResponse, readQuery, respond } from '../../../server/api/http';
import { LocaleParam, marketOf } from '../../../server/api/params';
import { listBoxes } from '../../../server/catalog/boxes.server';
import { getDatabase } from '../../../server/db/database';

/** GET /api/boxes/search — the gift boxes for sale, e-boxes only (spec §7). */
export const GET: APIRoute = ({ url }) =>
  respond(async () => {
    const query = LocaleParam.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const market = marketOf(query.data.locale);
    const { db } = await getDatabase();
    return jsonResponse(await listBoxes(db, market.key, market.language));
  });
