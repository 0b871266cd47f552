/**
 * The extension checkout (ADR 33): `?code=` names the gift; the page states the rule and, when the
 * gift may be extended today, shows the details step that places an EXTENSION order (a gift card may pay it too).
 * An unknown code or another country's gift is a 404; every code looked up counts against the gift login's limit of
 * the visitor's address, so the page cannot be used to find which codes exist.
 */
import { getActivityShape } from '../../../server/orders/checkout-orders.server';
import { MARKETS, type MarketKey } from '../../../i18n/markets';
import type { MatchedRoute } from '../../../i18n/routes';
import { getDatabase, getToday } from '../../../server/db/database';
import { getGiftOptions, type GiftOptions } from '../../../server/gift-cards/gift-extension.server';
import { runDetailsStep, type DetailsContext, type DetailsStep } from '../../order/details-step.server';
import { takeRateLimit } from '../../../server/rate-limit.server';

export type GiftExtensionScreenPage =
  | { kind: 'giftExtension'; status: number; cacheControl: string; props: { market: MarketKey; options: GiftOptions; step: DetailsStep | null } }
  | { kind: 'redirect'; location: string };

export async function loadGiftExtensionPage(route: MatchedRoute, url: URL, context: DetailsContext | undefined): Promise<GiftExtensionScreenPage | undefined> {
  if (route.name !== 'giftExtension' || !context) return undefined;
  const market = MARKETS[route.market];
  const { db } = await getDatabase();
  const today = getToday();
  const code = url.searchParams.get('code') ?? '';
  if (!code || !context.clientAddress || !(await takeRateLimit(db, 'giftCode', context.clientAddress))) return undefined;
  const options = await getGiftOptions(db, code, today);
  if (!options || MARKETS[options.market].country !== market.country) return undefined;
  const screen = { kind: 'giftExtension' as const, cacheControl: 'private, no-store' };
  if (!options.extension.allowed) return { ...screen, status: 200, props: { market: route.market, options, step: null } };
  // The buyer's details only (no recipient, no requests): the shape of an activity bought for oneself.
  const shape = getActivityShape(market, true, today);
  const outcome = await runDetailsStep(
    db,
    market,
    { kind: 'EXTENSION', code: options.code },
    { shape, payLater: [], totalCents: options.extension.feeCents },
    context,
    today,
  );
  if (outcome.kind === 'redirect') return outcome;
  return { ...screen, status: outcome.status, props: { market: route.market, options, step: outcome.step } };
}
