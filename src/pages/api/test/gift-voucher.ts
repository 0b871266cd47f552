import { z } from 'astro/zod';
import { addIsoMonths } from '../../../domain/iso-date';
import { MARKET_KEYS } from '../../../i18n/markets';
import { jsonResponse } from '../../../server/api/http';
import { testJsonRoute } from '../../../server/api/test-route';
import { getToday } from '../../../server/db/database';
import { issueGiftCode } from '../../../server/gift/issue-gift-code.server';

const Body = z.object({ market: z.enum(MARKET_KEYS).default('fr'), amountCents: z.number().int().min(100).max(1_000_000) }).strict();

/**
 * POST /api/test/gift-voucher — issues a fresh single-voucher code (12 months, one night, 2 people) worth
 * `amountCents` on `market`'s site, so a browser test books with a code no other test spends.
 * Exists only with HALTE_TEST_ROUTES=1.
 */
export const POST = testJsonRoute(Body, async ({ market, amountCents }, db) => {
  const validUntil = addIsoMonths(getToday(), 12);
  const code = await issueGiftCode(db, { kind: 'SINGLE_VOUCHER', amountCents, nights: 1, market, validUntil, orderId: 'test-voucher' });
  return jsonResponse({ code }, { status: 201 });
});
