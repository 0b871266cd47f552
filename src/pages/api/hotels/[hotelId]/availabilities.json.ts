import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { badRequest, jsonResponse, readQuery, respond } from '../../../../server/api/http';
import { LocaleParam, parseId } from '../../../../server/api/params';
import { getHotelAvailabilities } from '../../../../server/catalog/hotels.server';
import { getDatabase, getToday } from '../../../../server/db/database';

const Query = LocaleParam.extend({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month as yyyy-MM'),
  length: z.coerce.number().int().min(1).max(12).default(12),
});

/** GET /api/hotels/{hotelId}/availabilities.json — the hotel calendar, month by month (spec §7). */
export const GET: APIRoute = ({ params, url }) =>
  respond(async () => {
    const hotelId = parseId(params.hotelId);
    if (hotelId === undefined) return badRequest('Invalid hotelId: expected a positive whole number');
    const query = Query.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const { db } = await getDatabase();
    return jsonResponse(await getHotelAvailabilities(db, hotelId, query.data.month, query.data.length, getToday()));
  });
