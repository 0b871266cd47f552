import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { addIsoMonths } from '../../../domain/iso-date';
import { MARKET_KEYS } from '../../../i18n/markets';
import { badRequest, jsonResponse, readJson, respond } from '../../../server/api/http';
import { config } from '../../../server/config';
import { getDatabase, getToday } from '../../../server/db/database';
import { issueGiftCode } from '../../../server/gift/issue-gift-code.server';

const Body = z.object({ market: z.enum(MARKET_KEYS).default('fr'), amountCents: z.number().int().min(100).max(1_000_000) }).strict();

/**
 * POST /api/test/gift-voucher — issues a fresh single-voucher code (12 months, one night, 2 people) worth
 * `amountCents` on `market`'s site, so a browser test books with a code no other test spends (issue 16).
 * Exists only with HALTE_TEST_ROUTES=1.
 */
export const POST: APIRoute = ({ request }) =>
  respond(async () => {
    if (!config.testRoutes) return jsonResponse({ error: 'Not found' }, { status: 404 });
    const parsed = Body.safeParse(await readJson(request));
    if (!parsed.success) return badRequest(parsed.error);
    const { db } = await getDatabase();
    const validUntil = addIsoMonths(getToday(), 12);
    const code = await issueGiftCode(db, { kind: 'SINGLE_VOUCHER', amountCents: parsed.data.amountCents, nights: 1, market: parsed.data.market, validUntil, orderId: 'test-voucher' });
    return jsonResponse({ code }, { status: 201 });
  });
