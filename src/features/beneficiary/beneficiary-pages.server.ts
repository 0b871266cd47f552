/**
 * The beneficiary screens (spec §1, §6 beneficiary): the gift login, which asks for a gift code, and the stays a
 * redeemed gift can book. Both are one visitor's (never stored by a shared cache) and never an error page: a
 * missing, used or expired gift shows the gift login with a message.
 */
import type { AstroCookies } from 'astro';
import { isMarketKey, MARKETS, type MarketKey } from '../../i18n/markets';
import type { MatchedRoute } from '../../i18n/routes';
import { findGiftPlace, getGiftBookability, type GiftBookability } from '../../server/beneficiary/gift-bookability.server';
import { findGiftByCode, type RedeemableGift } from '../../server/beneficiary/gift-codes.server';
import { GIFT_COOKIE } from '../../server/beneficiary/gift-session';
import { findOtherGiftSite } from '../../server/beneficiary/gift-redemption.server';
import { getDatabase, getToday } from '../../server/db/database';
import { getGiftOptions, type GiftOptions } from '../../server/gift-cards/gift-extension.server';
import { normaliseGiftCode } from '../../domain/gift-code';

/** Why the gift login shows a message: an answer to a typed code, or a stays page opened without a valid gift. */
export type GiftLoginMessage = 'used' | 'expired' | 'unknown' | 'limited' | 'signIn' | 'otherMarket';
const MESSAGES: readonly GiftLoginMessage[] = ['used', 'expired', 'unknown', 'limited', 'signIn', 'otherMarket'];

interface Screen {
  status: number;
  cacheControl: string;
}

export type BeneficiaryMarketPage =
  | (Screen & { kind: 'giftLogin'; props: { market: MarketKey; message: GiftLoginMessage | null; otherSite?: MarketKey | null; prefill?: string | null } })
  | (Screen & { kind: 'giftStays'; props: { market: MarketKey; gift: RedeemableGift; meter: GiftBookability | null; typedPlace: string; options?: GiftOptions | undefined; exchanged?: boolean } });

const PRIVATE = { status: 200, cacheControl: 'private, no-store' };

/** The gift login (with the message named by `?error=`), or the stays of the gift kept in the cookie. */
export async function loadBeneficiaryPage(route: MatchedRoute, url: URL, cookies: AstroCookies): Promise<BeneficiaryMarketPage> {
  const market = route.market;
  if (route.name === 'giftLogin') {
    const error = url.searchParams.get('error');
    const site = url.searchParams.get('site');
    // 'Another site's gift' needs the site it names; without one it says nothing.
    const otherSite = site && isMarketKey(site) && site !== market ? site : null;
    const message = MESSAGES.find((known) => known === error && (known !== 'otherMarket' || otherSite)) ?? null;
    // The voucher's QR code and link bring the code in `?code=`: it is filled in, never sent for the visitor.
    const prefill = normaliseGiftCode(url.searchParams.get('code') ?? '');
    return { ...PRIVATE, kind: 'giftLogin', props: { market, message, otherSite, prefill } };
  }
  const code = cookies.get(GIFT_COOKIE)?.value;
  if (!code) return { ...PRIVATE, kind: 'giftLogin', props: { market, message: 'signIn' } };
  const { db } = await getDatabase();
  const answer = await findGiftByCode(db, code, MARKETS[market].language, getToday());
  if (answer.status !== 'valid') return { ...PRIVATE, kind: 'giftLogin', props: { market, message: answer.status === 'limited' ? 'limited' : answer.status } };
  const otherSite = await findOtherGiftSite(db, answer.gift.code, market);
  if (otherSite) return { ...PRIVATE, kind: 'giftLogin', props: { market, message: 'otherMarket', otherSite } };
  // The bookability meter (issue 16): stays with a free weekend night, and near the place typed in `?near=`.
  const typedPlace = (url.searchParams.get('near') ?? '').trim().slice(0, 80);
  const isActivity = answer.gift.kind === 'ACTIVITY';
  const place = typedPlace && !isActivity ? await findGiftPlace(db, typedPlace) : null;
  const meter = isActivity ? null : await getGiftBookability(db, answer.gift, getToday(), place);
  // A gift card's balance, the extension and the exchange (ADR 33).
  const options = await getGiftOptions(db, answer.gift.code, getToday());
  // A gift card opens the stays its balance pays for today, not its first amount.
  const gift = answer.gift.kind === 'GIFT_CARD' && options?.balanceCents != null ? { ...answer.gift, amount: options.balanceCents } : answer.gift;
  return { ...PRIVATE, kind: 'giftStays', props: { market, gift, meter, typedPlace, options, exchanged: url.searchParams.has('exchanged') } };
}
