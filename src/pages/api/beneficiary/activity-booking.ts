import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { badRequest, jsonResponse, readJson, readQuery, respond } from '../../../server/api/http';
import { LocaleParam, marketOf } from '../../../server/api/params';
import { bookActivityVoucher, findActivityVoucher, getSlotsOfVoucher, type ActivityVoucher } from '../../../server/beneficiary/activity-voucher.server';
import { GIFT_COOKIE } from '../../../server/beneficiary/gift-session';
import { getGiftSiteMismatch } from '../../../server/beneficiary/gift-redemption.server';
import { getDatabase, getToday } from '../../../server/db/database';

const BookingBody = LocaleParam.extend({
  date: z.string().max(20).default(''),
  time: z.string().max(10).default(''),
  name: z.string().max(300).default(''),
  email: z.string().max(300).default(''),
  phone: z.string().max(300).default(''),
});

const REASONS = {
  unknown: 'No activity voucher for this code',
  otherMarket: 'This voucher belongs to another site',
  used: 'This voucher was already used for a booking',
  expired: 'This voucher is out of date',
  invalid: 'The booking cannot be made as typed',
} as const;

/** What the holder sees of a voucher: its activity, centre, validity, and the booking once made. */
function describe(voucher: ActivityVoucher) {
  return {
    code: voucher.code,
    activity: { id: voucher.activityId, title: voucher.title },
    participants: voucher.participants,
    validUntil: voucher.expiresOn,
    status: voucher.booking ? 'used' : voucher.status,
    centre: {
      label: voucher.centre.label,
      streetAddress: voucher.centre.streetAddress,
      postcode: voucher.centre.postcode,
      city: voucher.centre.city,
      phone: voucher.centre.phone,
    },
    booking: voucher.booking && { date: voucher.booking.date, time: voucher.booking.time, participants: voucher.booking.participants },
  };
}

const NO_STORE = { 'cache-control': 'private, no-store' };

/**
 * GET /api/beneficiary/activity-booking?locale — the activity voucher of the `halte_gift` cookie: its context,
 * centre, booking, and the slots it may book today (ADR 46).
 */
export const GET: APIRoute = ({ url, cookies }) =>
  respond(async () => {
    const query = LocaleParam.loose().safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const market = marketOf(query.data.locale);
    const code = cookies.get(GIFT_COOKIE)?.value;
    if (!code) return jsonResponse({ error: 'No gift: redeem a gift code first', details: [] }, { status: 401 });
    const { db } = await getDatabase();
    const voucher = await findActivityVoucher(db, code, market.language);
    if (!voucher) return jsonResponse({ error: REASONS.unknown, reason: 'unknown', details: [] }, { status: 404 });
    const otherSite = getGiftSiteMismatch(voucher.market, market.key);
    if (otherSite)
      return jsonResponse({ error: REASONS.otherMarket, reason: 'otherMarket', details: [{ path: 'market', message: otherSite }] }, { status: 409 });
    return jsonResponse({ ...describe(voucher), slots: getSlotsOfVoucher(voucher, getToday()) }, { headers: NO_STORE });
  });

/**
 * POST /api/beneficiary/activity-booking (JSON: locale, date, time, name, email, phone) — books the slot with the
 * voucher of the `halte_gift` cookie: 201 with the booking, or a 4xx whose `reason` says why and whose `details`
 * name each field to correct (a slot not offered, a past date, a used code, another site's code).
 */
export const POST: APIRoute = ({ request, cookies }) =>
  respond(async () => {
    const body = BookingBody.safeParse((await readJson(request)) ?? {});
    if (!body.success) return badRequest(body.error);
    const market = marketOf(body.data.locale);
    const code = cookies.get(GIFT_COOKIE)?.value;
    if (!code) return jsonResponse({ error: 'No gift: redeem a gift code first', reason: 'unknown', details: [] }, { status: 401 });
    const { db } = await getDatabase();
    const outcome = await bookActivityVoucher(db, code, market.key, body.data, getToday());
    if (outcome.ok) return jsonResponse(describe(outcome.voucher), { status: 201, headers: NO_STORE });
    const details = [
      ...Object.entries(outcome.errors).map(([path, message]) => ({ path, message })),
      ...(outcome.otherSite ? [{ path: 'market', message: outcome.otherSite }] : []),
    ];
    return jsonResponse({ error: REASONS[outcome.reason], reason: outcome.reason, details }, { status: outcome.status, headers: NO_STORE });
  });
