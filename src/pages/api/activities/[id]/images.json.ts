import { jsonResponse } from '../../../../server/api/http';
import { idRoute } from '../../../../server/api/id-route';
import { LocaleParam } from '../../../../server/api/params';
import { getDatabase } from '../../../../server/db/database';
import { NotFoundError } from '../../../../server/api/http';
import { buildImagesBySize } from '../../../../server/images';

/** GET /api/activities/{id}/images.json — pictures of an activity-only product (spec §7). */
export const GET = idRoute(LocaleParam, async (id) => {
  const { db } = await getDatabase();
  const row = await db.selectFrom('activity_products').select('image_count').where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(`No activity ${id}`);
  return jsonResponse(Array.from({ length: row.image_count }, (_, i) => buildImagesBySize('activity', id, i + 1)));
});
