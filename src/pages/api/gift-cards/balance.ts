import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { badRequest, jsonResponse, readQuery, respond } from '../../../server/api/http';
import { LocaleParam, marketOf } from '../../../server/api/params';
import { getDatabase, getToday } from '../../../server/db/database';
import { checkGiftCard, type GiftCardProblem } from '../../../server/gift-cards/gift-cards.server';
import { takeRateLimit } from '../../../server/rate-limit.server';

const Query = LocaleParam.extend({ code: z.string().min(1).max(40) });

/** The status of each reason a card cannot pay, and its sentence. */
export const GIFT_CARD_PROBLEMS: Record<GiftCardProblem, { status: number; error: string }> = {
  unknown: { status: 404, error: 'This gift card code is unknown' },
  expired: { status: 410, error: 'This gift card has expired' },
  empty: { status: 409, error: 'This gift card has no balance left' },
  otherMarket: { status: 409, error: 'This gift card belongs to another site' },
  notGiftCard: { status: 409, error: 'This code is a gift voucher, not a gift card' },
};

/**
 * GET /api/gift-cards/balance?code=…&locale=… (ADR 33) — what a gift card can pay on this market's checkouts:
 * 200 { code, balanceCents, amountCents, expiresOn }; 404 unknown, 410 expired, 409 empty, of another country's site
 * (details name the site) or not a gift card; 429 after too many codes from one address; 400 for bad parameters.
 */
export const GET: APIRoute = ({ url, locals, clientAddress }) =>
  respond(async () => {
    const parsed = Query.safeParse(readQuery(url));
    if (!parsed.success) return badRequest(parsed.error);
    const { db } = await getDatabase();
    if (!(await takeRateLimit(db, 'giftCode', (locals?.clientAddress ?? clientAddress) || 'unknown'))) {
      return jsonResponse({ error: 'Too many gift codes tried, please wait a few minutes', details: [] }, { status: 429 });
    }
    const check = await checkGiftCard(db, parsed.data.code, marketOf(parsed.data.locale), getToday());
    if (check.ok) {
      const { code, balanceCents, amountCents, expiresOn } = check.card;
      return jsonResponse({ code, balanceCents, amountCents, expiresOn }, { headers: { 'Cache-Control': 'private, no-store' } });
    }
    const { status, error } = GIFT_CARD_PROBLEMS[check.problem];
    return jsonResponse({ error, details: [{ path: 'code', message: check.problem, ...(check.market ? { market: check.market } : {}) }] }, { status });
  });
