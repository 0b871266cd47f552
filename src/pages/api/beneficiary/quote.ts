import type { APIRoute } from 'astro';
import { addIsoDays, getDayDifference } from '../../../domain/iso-date';
import { badRequest, jsonResponse, notFound, readQuery, respond } from '../../../server/api/http';
import { IsoDate, LocaleParam, marketOf, Nights, PositiveId } from '../../../server/api/params';
import { getGiftCalendar, getGiftQuote } from '../../../server/beneficiary/gift-quote.server';
import { GIFT_COOKIE } from '../../../server/beneficiary/gift-session';
import { findOtherGiftSite } from '../../../server/beneficiary/gift-redemption.server';
import { getDatabase, getToday } from '../../../server/db/database';

const QuoteQuery = LocaleParam.extend({
  packageId: PositiveId,
  checkin: IsoDate.optional(),
  nights: Nights.optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
}).loose();

/**
 * GET /api/beneficiary/quote?locale&packageId&checkin&nights — the beneficiary price of a stay: included
 * or the supplement. With `from`/`to` instead: the gift's calendar (§7 packageCheckinPrices with giftPrice). The gift
 * is the one of the `halte_gift` cookie, checked again here; any price, amount or party in the query is ignored.
 */
export const GET: APIRoute = ({ url, cookies }) =>
  respond(async () => {
    const query = QuoteQuery.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const q = query.data;
    const code = cookies.get(GIFT_COOKIE)?.value;
    if (!code) return jsonResponse({ error: 'No gift', details: 'Redeem a gift code first' }, { status: 401 });
    const { db } = await getDatabase();
    const today = getToday();
    const market = marketOf(q.locale);
    const language = market.language;
    // Another country's gift prices nothing here: its own site does.
    const otherSite = await findOtherGiftSite(db, code.trim().toUpperCase(), market.key);
    if (otherSite) return jsonResponse({ error: 'This gift belongs to another site', details: [{ path: 'market', message: otherSite }] }, { status: 404 });
    if (q.checkin) {
      const quote = await getGiftQuote(db, code, q.packageId, q.checkin, q.nights ?? 1, language, today);
      return quote ? jsonResponse(quote, { headers: { 'cache-control': 'private, no-store' } }) : notFound('No valid gift for this code');
    }
    const from = q.from ?? today;
    const to = q.to ?? addIsoDays(from, 59);
    if (getDayDifference(from, to) < 0 || getDayDifference(from, to) > 366) return badRequest('from and to must span 1 to 367 days');
    const calendar = await getGiftCalendar(db, code, q.packageId, from, to, language, today);
    return calendar ? jsonResponse(calendar, { headers: { 'cache-control': 'private, no-store' } }) : notFound('No valid gift for this code');
  });
