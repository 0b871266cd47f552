import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { findMarketByLocale } from '../../../i18n/markets';
import { buildPath } from '../../../i18n/routes';
import { badRequest, readFormData, respond } from '../../../server/api/http';
import { GIFT_COOKIE, GIFT_COOKIE_MAX_AGE } from '../../../server/beneficiary/gift-session';
import { redeemGiftCode } from '../../../server/beneficiary/gift-codes.server';
import { findActivityVoucher } from '../../../server/beneficiary/activity-voucher.server';
import { checkGiftCard } from '../../../server/gift-cards/gift-cards.server';
import { findOtherGiftSite } from '../../../server/beneficiary/gift-redemption.server';
import { config } from '../../../server/config';
import { getDatabase, getToday } from '../../../server/db/database';

const LoginForm = z.object({
  code: z.string().max(100).default(''),
  locale: z.string().refine((locale) => findMarketByLocale(locale) !== undefined, 'unknown locale'),
});

/**
 * POST /api/beneficiary/login (a native form post from the gift login page): a valid code is kept in an HttpOnly
 * cookie and the beneficiary goes to the stays of the gift (303); a used, expired or unknown code, or too many
 * attempts from one address, go back to the gift login with the reason, which the page words for a person.
 */
export const POST: APIRoute = ({ request, cookies, locals, clientAddress }) =>
  respond(async () => {
    const form = LoginForm.safeParse(Object.fromEntries((await readFormData(request)).entries()));
    if (!form.success) return badRequest(form.error);
    const market = findMarketByLocale(form.data.locale);
    if (!market) return badRequest('unknown locale');
    const { db } = await getDatabase();
    const answer = await redeemGiftCode(db, form.data.code, (locals?.clientAddress ?? clientAddress) || 'unknown', market.language, getToday());
    // A code of another country's site says which site it belongs to, and is not kept here.
    const otherSite = answer.status === 'valid' ? await findOtherGiftSite(db, answer.gift.code, market.key) : null;
    if (otherSite)
      return new Response(null, { status: 303, headers: { Location: `${buildPath(market.key, 'giftLogin')}?error=otherMarket&site=${otherSite}` } });
    const keep = (code: string) =>
      cookies.set(GIFT_COOKIE, code, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: GIFT_COOKIE_MAX_AGE, secure: locals?.isHttps || config.production });
    if (answer.status === 'valid') {
      keep(answer.gift.code);
      // An activity voucher opens its own page, where a date is booked with the centre (ADR 46).
      return new Response(null, { status: 303, headers: { Location: buildPath(market.key, answer.gift.kind === 'ACTIVITY' ? 'giftActivity' : 'giftStays') } });
    }
    if (answer.status === 'used') {
      // A used activity voucher shows the booking it was used for, on this site only.
      const voucher = await findActivityVoucher(db, form.data.code, market.language);
      if (voucher?.booking && !(await findOtherGiftSite(db, voucher.code, market.key))) {
        keep(voucher.code);
        return new Response(null, { status: 303, headers: { Location: buildPath(market.key, 'giftActivity') } });
      }
      // A used voucher whose stay left part of it keeps that part as a balance: its page says how much (ADR 45).
      if ((await checkGiftCard(db, form.data.code, market, getToday())).ok) {
        keep(form.data.code.replace(/\s+/g, '').toUpperCase());
        return new Response(null, { status: 303, headers: { Location: buildPath(market.key, 'giftStays') } });
      }
    }
    return new Response(null, { status: 303, headers: { Location: `${buildPath(market.key, 'giftLogin')}?error=${answer.status}` } });
  });
