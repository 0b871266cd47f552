import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { getQuote } from '../catalog/quote.server';
import { getDatabase, getToday } from '../db/database';
import { badRequest, jsonResponse, readQuery, respond } from './http';
import { IsoDate, LocaleParam, marketOf, Nights, parseId, PaxParams } from './params';

const QuoteQuery = LocaleParam.extend({
  checkin: IsoDate,
  nights: Nights.optional(),
  night: Nights.optional(),
  smartcapacity: z.string().optional(),
  activitySelectionList: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z
      .array(z.string().regex(/^\d+_\d{4}-\d{2}-\d{2}$/))
      .max(20)
      .optional(),
  ),
})
  .and(PaxParams)
  .refine((q) => q.nights !== undefined || q.night !== undefined, { message: 'nights is required', path: ['nights'] });

/** quote.json and quote-realtime.json share one handler: the live price is the stored price here. */
export const handleQuote: APIRoute = ({ params, url }) =>
  respond(async () => {
    const id = parseId(params.id);
    if (id === undefined) return badRequest('Product ID is required');
    const query = QuoteQuery.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const q = query.data;
    const { db } = await getDatabase();
    const stay = {
      checkin: q.checkin,
      nights: q.nights ?? q.night ?? 1,
      adults: q.adult,
      children: q.child,
      babies: q.baby,
      activitySelectionList: q.activitySelectionList,
    };
    return jsonResponse(await getQuote(db, id, stay, marketOf(q.locale).language, getToday()));
  });
