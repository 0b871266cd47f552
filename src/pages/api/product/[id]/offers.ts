import { jsonResponse } from '../../../../server/api/http';
import { idRoute } from '../../../../server/api/id-route';
import { IsoDate, LocaleParam, marketOf, Nights, PaxParams } from '../../../../server/api/params';
import { getHotelOffers } from '../../../../server/catalog/hotels.server';
import { getDatabase, getToday } from '../../../../server/db/database';

const Query = LocaleParam.extend({ checkin: IsoDate.optional(), nights: Nights.optional() }).and(PaxParams);

/** GET /api/product/{id}/offers — room cards and their offers for a hotel page (spec §7; id is the hotel). */
export const GET = idRoute(Query, async (hotelId, q) => {
  const market = marketOf(q.locale);
  const { db } = await getDatabase();
  const request = {
    hotelId,
    market: market.key,
    lang: market.language,
    checkin: q.checkin,
    nights: q.nights,
    adults: q.adult,
    children: q.child,
    today: getToday(),
  };
  return jsonResponse(await getHotelOffers(db, request));
});
