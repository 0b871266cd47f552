import type { APIRoute } from 'astro';
import { isBoxCode } from '../../../../domain/box';
import { badRequest, jsonResponse, readQuery, respond } from '../../../../server/api/http';
import { LocaleParam, marketOf } from '../../../../server/api/params';
import { getBoxDetail } from '../../../../server/catalog/boxes.server';
import { getDatabase } from '../../../../server/db/database';

/** GET /api/boxes/{code}/product-detail — one gift box (spec §7). */
export const GET: APIRoute = ({ params, url }) =>
  respond(async () => {
    const query = LocaleParam.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const code = params.code ?? '';
    if (!isBoxCode(code)) return badRequest('Invalid code: expected a box code such as WELLNESS01-EBOX');
    const market = marketOf(query.data.locale);
    const { db } = await getDatabase();
    return jsonResponse(await getBoxDetail(db, code, market.key, market.language));
  });
