import type { APIRoute } from 'astro';
import { badRequest, jsonResponse, readQuery, respond } from '../../../../server/api/http';
import { IsoDate, LocaleParam, marketOf, Nights, parseId, PaxParams } from '../../../../server/api/params';
import { getWeekendDetail } from '../../../../server/catalog/weekend.server';
import { getDatabase, getToday } from '../../../../server/db/database';
import { TEXTS } from '../../../../server/db/seed/texts';

const Query = LocaleParam.extend({ checkin: IsoDate.optional(), night: Nights.optional() }).and(PaxParams);

/** GET /api/weekend/{id}/detail.json — a weekend package with its hotel and room (spec §7). */
export const GET: APIRoute = ({ params, url }) =>
  respond(async () => {
    const id = parseId(params.id);
    if (id === undefined) return badRequest('Invalid id: expected a positive whole number');
    const query = Query.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const { locale, checkin, night, adult, child, baby } = query.data;
    const { db } = await getDatabase();
    const options = { market: marketOf(locale).key, checkin, nights: night, adults: adult, children: child, babies: baby, today: getToday() };
    return jsonResponse(await getWeekendDetail(db, id, options, TEXTS));
  });
