import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { badRequest, jsonResponse, readQuery, respond } from '../../../../../server/api/http';
import { LocaleParam, parseId, PaxParams } from '../../../../../server/api/params';
import { getCheckinPrices } from '../../../../../server/catalog/weekend.server';
import { getDatabase, getToday } from '../../../../../server/db/database';

const Query = LocaleParam.extend({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month as yyyy-MM') }).and(PaxParams);

/** GET /api/redeem/weekend/{id}/packageCheckinPrices.json — the calendar's prices for one month (spec §7). */
export const GET: APIRoute = ({ params, url }) =>
  respond(async () => {
    const id = parseId(params.id);
    if (id === undefined) return badRequest('Product ID is required');
    const query = Query.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const { month, adult, child } = query.data;
    const { db } = await getDatabase();
    return jsonResponse(await getCheckinPrices(db, id, month, adult, child, getToday()));
  });
