import type { APIRoute } from 'astro';
import { badRequest, jsonResponse, readQuery, respond } from '../../../../../server/api/http';
import { LocaleParam, marketOf, parseId } from '../../../../../server/api/params';
import { getActivityDetail } from '../../../../../server/catalog/activities.server';
import { getDatabase } from '../../../../../server/db/database';

/** GET /api/activity-only/weekend/{id}/detail.json — an activity-only product (spec §7). */
export const GET: APIRoute = ({ params, url }) =>
  respond(async () => {
    const id = parseId(params.id);
    if (id === undefined) return badRequest('Invalid id: expected a positive whole number');
    const query = LocaleParam.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const market = marketOf(query.data.locale);
    const { db } = await getDatabase();
    return jsonResponse(await getActivityDetail(db, id, market.key, market.language));
  });
