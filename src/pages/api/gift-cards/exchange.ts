import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { findMarketByLocale } from '../../../i18n/markets';
import { buildPath } from '../../../i18n/routes';
import { badRequest, jsonResponse, readFormData, readJson, respond } from '../../../server/api/http';
import { GIFT_COOKIE, GIFT_COOKIE_MAX_AGE } from '../../../server/beneficiary/gift-session';
import { config } from '../../../server/config';
import { getDatabase, getToday } from '../../../server/db/database';
import { exchangeVoucher } from '../../../server/gift-cards/gift-extension.server';
import { takeRateLimit } from '../../../server/rate-limit.server';

const Body = z.object({
  code: z.string().min(1).max(40),
  locale: z.string().refine((locale) => findMarketByLocale(locale) !== undefined, 'unknown locale'),
  /** The exchange cannot be undone: it is made only once the holder confirmed what is lost and gained (ADR 48). */
  confirm: z.literal('yes', { message: 'confirm the exchange with "yes": the voucher stops working' }),
});

const REFUSED = {
  unknown: { status: 404, error: 'This gift code is unknown' },
  otherMarket: { status: 409, error: 'This gift belongs to another site' },
  used: { status: 409, error: 'This gift has been used or exchanged already' },
  expired: { status: 410, error: 'This gift has expired' },
  notExchangeable: { status: 409, error: 'Only a single voucher can be exchanged for a gift card' },
} as const;

/**
 * POST /api/gift-cards/exchange (ADRs 33, 48) — exchanges a single voucher for a gift card of its value, once, when
 * `confirm` is 'yes'; the new code is e-mailed to the gift's holder. As JSON: 201 { code, amountCents, expiresOn, mailedTo }, or 4xx { error, details }. As the gift login's form post: the new card
 * replaces the voucher in the gift session and the beneficiary sees it (303), or the reason on the gift login.
 */
export const POST: APIRoute = ({ request, cookies, locals, clientAddress }) =>
  respond(async () => {
    const isJson = (request.headers.get('Content-Type') ?? '').includes('application/json');
    const raw = isJson ? await readJson(request) : Object.fromEntries((await readFormData(request)).entries());
    const parsed = Body.safeParse(raw);
    if (!parsed.success) return badRequest(parsed.error);
    const market = findMarketByLocale(parsed.data.locale);
    if (!market) return badRequest('unknown locale');
    const { db } = await getDatabase();
    if (!(await takeRateLimit(db, 'giftCode', (locals?.clientAddress ?? clientAddress) || 'unknown'))) {
      if (isJson) return jsonResponse({ error: 'Too many gift codes tried, please wait a few minutes', details: [] }, { status: 429 });
      return new Response(null, { status: 303, headers: { Location: `${buildPath(market.key, 'giftLogin')}?error=limited` } });
    }
    const result = await exchangeVoucher(db, parsed.data.code, market, getToday());
    if (isJson) {
      if (result.ok)
        return jsonResponse(
          { code: result.cardCode, amountCents: result.amountCents, expiresOn: result.expiresOn, mailedTo: result.mailedTo },
          { status: 201 },
        );
      const { status, error } = REFUSED[result.reason];
      return jsonResponse({ error, details: [{ path: 'code', message: result.reason }] }, { status });
    }
    if (!result.ok) {
      const message = result.reason === 'used' || result.reason === 'expired' ? result.reason : 'unknown';
      return new Response(null, { status: 303, headers: { Location: `${buildPath(market.key, 'giftLogin')}?error=${message}` } });
    }
    cookies.set(GIFT_COOKIE, result.cardCode, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: GIFT_COOKIE_MAX_AGE,
      secure: locals?.isHttps || config.production,
    });
    return new Response(null, { status: 303, headers: { Location: `${buildPath(market.key, 'giftStays')}?exchanged=1` } });
  });
