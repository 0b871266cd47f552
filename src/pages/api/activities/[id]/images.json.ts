import { jsonResponse } from '../../../../server/api/http';
import { idRoute } from '../../../../server/api/id-route';
import { LocaleParam, marketOf } from '../../../../server/api/params';
import { getActivityDetail } from '../../../../server/catalog/activities.server';
import { getDatabase } from '../../../../server/db/database';

/** GET /api/activities/{id}/images.json — pictures of an activity-only product (spec §7), with their text alternatives. */
export const GET = idRoute(LocaleParam, async (id, query) => {
  const market = marketOf(query.locale);
  const { db } = await getDatabase();
  return jsonResponse((await getActivityDetail(db, id, market.key, market.language)).imagesBySize);
});
