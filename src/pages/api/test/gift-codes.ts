import { z } from 'astro/zod';
import { addIsoDays } from '../../../domain/iso-date';
import { MARKET_KEYS } from '../../../i18n/markets';
import { jsonResponse } from '../../../server/api/http';
import { testJsonRoute } from '../../../server/api/test-route';
import { getToday } from '../../../server/db/database';
import { issueGiftCode } from '../../../server/gift/issue-gift-code.server';

const Body = z
  .object({
    kind: z.enum(['SINGLE_VOUCHER', 'GIFT_CARD']),
    market: z.enum(MARKET_KEYS),
    amountCents: z.number().int().positive().max(10_000_000),
    /** Days from today to the last valid day (a gift near its expiry for the extension's test). */
    validForDays: z.number().int().min(-400).max(800),
    /** A gifted stay: the package the voucher opens (its nights). */
    packageId: z.number().int().positive().optional(),
    nights: z.number().int().min(1).max(30).optional(),
  })
  .strict();

/**
 * POST /api/test/gift-codes — issues a gift code ending on a chosen day, so that a browser test can extend a gift near
 * its expiry or pay with a gift card (ADR 33). Exists only with HALTE_TEST_ROUTES=1.
 */
export const POST = testJsonRoute(Body, async ({ kind, market, amountCents, validForDays, packageId, nights }, db) => {
  const code = await issueGiftCode(db, {
    kind,
    market,
    amountCents,
    nights: nights ?? 1,
    packageId: packageId ?? null,
    validUntil: addIsoDays(getToday(), validForDays),
  });
  return jsonResponse({ code }, { status: 201 });
});
