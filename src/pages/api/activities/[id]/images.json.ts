import type { APIRoute } from 'astro';
import { badRequest, jsonResponse, readQuery, respond } from '../../../../server/api/http';
import { LocaleParam, parseId } from '../../../../server/api/params';
import { getDatabase } from '../../../../server/db/database';
import { NotFoundError } from '../../../../server/api/http';
import { buildImagesBySize } from '../../../../server/images';

/** GET /api/activities/{id}/images.json — pictures of an activity-only product (spec §7). */
export const GET: APIRoute = ({ params, url }) =>
  respond(async () => {
    const id = parseId(params.id);
    if (id === undefined) return badRequest('Invalid id: expected a positive whole number');
    const query = LocaleParam.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const { db } = await getDatabase();
    const row = await db.selectFrom('activity_products').select('image_count').where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError(`No activity ${id}`);
    return jsonResponse(Array.from({ length: row.image_count }, (_, i) => buildImagesBySize('activity', id, i + 1)));
  });
