import type { APIRoute } from 'astro';
import { badRequest, jsonResponse, readQuery, respond } from '../../../../server/api/http';
import { IsoDate, LocaleParam, parseId, PaxParams } from '../../../../server/api/params';
import { getCheckoutNights } from '../../../../server/catalog/quote.server';
import { getDatabase } from '../../../../server/db/database';

const Query = LocaleParam.extend({ checkin: IsoDate }).and(PaxParams);

/** GET /api/weekend/{id}/packageCheckoutNights.json — nights allowed after a check-in (spec §7). */
export const GET: APIRoute = ({ params, url }) =>
  respond(async () => {
    const id = parseId(params.id);
    if (id === undefined) return badRequest('Product ID is required');
    const query = Query.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const { db } = await getDatabase();
    return jsonResponse(await getCheckoutNights(db, id, query.data.checkin));
  });
