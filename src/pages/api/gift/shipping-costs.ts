import type { APIRoute } from 'astro';
import { jsonResponse, badRequest, readQuery, respond, NotFoundError } from '../../../server/api/http';
import { LocaleParam, marketOf } from '../../../server/api/params';
import { getDatabase } from '../../../server/db/database';
import { getPhysicalShippingAmount } from '../../../server/gift/gift-price.server';

/** GET /api/gift/shipping-costs — shipping of a physical gift in the locale's country (spec §3 shipping costs, cached). */
export const GET: APIRoute = ({ url }) =>
  respond(async () => {
    const query = LocaleParam.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const { db } = await getDatabase();
    const amount = await getPhysicalShippingAmount(db, marketOf(query.data.locale));
    if (amount === null) throw new NotFoundError('No shipping for this country');
    return jsonResponse({ amount, currency: 'EUR' }, { headers: { 'Cache-Control': 'public, max-age=300' } });
  });
