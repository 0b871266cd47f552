import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { ACTIVITY_DATE_PATTERN } from '../../domain/activity-dates';
import { PAX_BOUNDS } from '../../domain/pax';
import { getPriceChangeMessage } from '../../domain/price-change';
import { buildPath } from '../../i18n/routes';
import { badRequest, jsonResponse, readJson, respond } from '../../server/api/http';
import { IsoDate, LocaleParam, marketOf, Nights } from '../../server/api/params';
import { getGiftPaymentForStay } from '../../server/beneficiary/gift-redemption.server';
import { GIFT_COOKIE } from '../../server/beneficiary/gift-session';
import { createCart } from '../../server/cart/cart.server';
import { getDatabase, getToday } from '../../server/db/database';

const count = ({ min, max }: { min: number; max: number }) => z.number().int().min(min).max(max);

const CartBody = LocaleParam.extend({
  packageId: z.number().int().positive().max(2_147_483_647),
  checkin: IsoDate,
  nights: Nights,
  adults: count(PAX_BOUNDS.adults),
  children: count(PAX_BOUNDS.children),
  babies: count(PAX_BOUNDS.babies),
  activitySelectionList: z.array(z.string().regex(ACTIVITY_DATE_PATTERN, 'expected activityId_YYYY-MM-DD')).max(20).optional(),
  acceptedSellPrice: z.number().int().min(0).optional(),
  /** Book with the gift of the `halte_gift` cookie: the code itself is never read from the body. */
  useGift: z.boolean().optional(),
});

/**
 * POST /api/cart — checkout start (spec §4): re-quotes the stay and stores a cart before answering.
 * 201 { cartId, checkoutUrl }; 409 { error, priceChange } when the accepted price is no longer the price;
 * 400 for bad input or a stay that cannot be booked (spec §8 text); 404 for an unknown package.
 */
export const POST: APIRoute = ({ request, cookies }) =>
  respond(async () => {
    const parsed = CartBody.safeParse(await readJson(request));
    if (!parsed.success) return badRequest(parsed.error);
    const { locale, useGift, ...stay } = parsed.data;
    const market = marketOf(locale).key;
    const { db } = await getDatabase();
    const code = useGift ? cookies.get(GIFT_COOKIE)?.value : undefined;
    if (useGift && !code) return badRequest('Redeem a gift code first');
    // The gift is checked against this stay now, and again when the order is placed.
    const gift = code ? await getGiftPaymentForStay(db, code, marketOf(locale), stay, getToday()) : null;
    const result = await createCart(db, { market, ...stay, giftCode: gift?.code ?? null }, getToday());
    if ('priceChange' in result) {
      return jsonResponse({ error: getPriceChangeMessage(result.priceChange), priceChange: result.priceChange }, { status: 409 });
    }
    return jsonResponse({ cartId: result.cartId, checkoutUrl: buildPath(market, 'checkout', { cartId: result.cartId }) }, { status: 201 });
  });
