import { jsonResponse } from '../../../../server/api/http';
import { idRoute } from '../../../../server/api/id-route';
import { IsoDate, LocaleParam, PaxParams } from '../../../../server/api/params';
import { getCheckoutNights } from '../../../../server/catalog/quote.server';
import { getDatabase } from '../../../../server/db/database';

const Query = LocaleParam.extend({ checkin: IsoDate }).and(PaxParams);

/** GET /api/weekend/{id}/packageCheckoutNights.json — nights allowed after a check-in (spec §7). */
export const GET = idRoute(
  Query,
  async (id, query) => {
    const { db } = await getDatabase();
    return jsonResponse(await getCheckoutNights(db, id, query.checkin));
  },
  'Product ID is required',
);
