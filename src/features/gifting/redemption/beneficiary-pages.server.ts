/**
 * The beneficiary screens (spec §1, §6 beneficiary): the gift login, which asks for a gift code, and the stays a
 * redeemed gift can book. Both are one visitor's (never stored by a shared cache) and never an error page: a
 * missing, used or expired gift shows the gift login with a message.
 */
import type { AstroCookies } from 'astro';
import type { Kysely } from 'kysely';
import { isMarketKey, MARKETS, type MarketKey } from '../../../i18n/markets';
import { buildPath, type MatchedRoute } from '../../../i18n/routes';
import { findGiftPlace, getGiftBookability, type GiftBookability } from '../../../server/beneficiary/gift-bookability.server';
import { findGiftByCode, type RedeemableGift } from '../../../server/beneficiary/gift-codes.server';
import { GIFT_COOKIE } from '../../../server/beneficiary/gift-session';
import { findOtherGiftSite } from '../../../server/beneficiary/gift-redemption.server';
import { getDatabase, getToday } from '../../../server/db/database';
import type { Database, Localized } from '../../../server/db/schema';
import { getExteriorAddress, toHotelFacts, toImages } from '../../../server/pictures/gallery.server';
import { getGiftOptions, type GiftOptions } from '../../../server/gift-cards/gift-extension.server';
import { normaliseGiftCode } from '../../../domain/gift-code';
import { bookActivityVoucher, findActivityVoucher, getSlotsOfVoucher, type ActivityVoucher } from '../../../server/beneficiary/activity-voucher.server';
import { getGiftSiteMismatch } from '../../../server/beneficiary/gift-redemption.server';
import { GIFT_COOKIE_MAX_AGE } from '../../../server/beneficiary/gift-session';
import { readFormData } from '../../../server/api/http';
import { takeRateLimit } from '../../../server/rate-limit.server';
import { config } from '../../../server/config';
import type { SlotDay } from '../../../domain/voucher-slots';
import { VOUCHER_BOOKING_FIELDS, type VoucherBookingErrors, type VoucherBookingValues } from '../../../domain/voucher-booking';
import type { AccountContext } from '../../account/types';
import { checkGiftCard } from '../../../server/gift-cards/gift-cards.server';

/** Why the gift login shows a message: an answer to a typed code, or a stays page opened without a valid gift. */
export type GiftLoginMessage = 'used' | 'expired' | 'unknown' | 'limited' | 'signIn' | 'otherMarket';
const MESSAGES: readonly GiftLoginMessage[] = ['used', 'expired', 'unknown', 'limited', 'signIn', 'otherMarket'];

interface Screen {
  status: number;
  cacheControl: string;
}

export type BeneficiaryMarketPage =
  | (Screen & {
      kind: 'giftLogin';
      props: {
        market: MarketKey;
        message: GiftLoginMessage | null;
        otherSite?: MarketKey | null;
        balance?: { code: string; cents: number; expiresOn: string } | null;
        prefill?: string | null;
      };
    })
  | (Screen & {
      kind: 'giftStays';
      props: {
        market: MarketKey;
        gift: RedeemableGift;
        meter: GiftBookability | null;
        typedPlace: string;
        options?: GiftOptions | undefined;
        exchanged?: boolean;
        giftedStay?: GiftedStay | null;
      };
    })
  | (Screen & { kind: 'giftActivity'; props: GiftActivityProps })
  | { kind: 'redirect'; location: string };

/** The activity voucher's page (ADR 46): its context, the slots it may book, and the form as typed. */
export interface GiftActivityProps {
  market: MarketKey;
  voucher: ActivityVoucher;
  slots: SlotDay[];
  values: Partial<VoucherBookingValues>;
  errors: VoucherBookingErrors;
  /** Just booked: the page says so above the booking. */
  booked: boolean;
}

/** The stay a gifted stay opens, as its page shows it. */
export interface GiftedStay {
  packageId: number;
  label: string;
  hotel: string;
  city: string;
  imageUrl: string;
  href: string;
}

/** The package a gifted stay's code opens, in the page's language; null when it left the catalogue. */
async function loadGiftedStay(db: Kysely<Database>, packageId: number, market: MarketKey): Promise<GiftedStay | null> {
  const { language } = MARKETS[market];
  const row = await db
    .selectFrom('packages as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .innerJoin('destinations as city', 'city.id', 'h.city_id')
    .select(['p.id', 'p.labels', 'p.hotel_id', 'h.label as hotel_label', 'city.names as city_names', 'h.star', 'h.hotel_type', 'h.environment', 'h.facilities'])
    .where('p.id', '=', packageId)
    .where('p.published', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    packageId: row.id,
    label: (row.labels as unknown as Localized)[language],
    hotel: row.hotel_label,
    city: (row.city_names as unknown as Localized)[language],
    imageUrl: toImages(getExteriorAddress(toHotelFacts({ ...row, id: row.hotel_id, label: row.hotel_label })))['640_360'],
    href: buildPath(market, 'product', { id: row.id }),
  };
}

const PRIVATE = { status: 200, cacheControl: 'private, no-store' };

/** The gift login (with the message named by `?error=`), or the stays of the gift kept in the cookie. */
export async function loadBeneficiaryPage(route: MatchedRoute, url: URL, cookies: AstroCookies, context?: AccountContext): Promise<BeneficiaryMarketPage> {
  const market = route.market;
  if (route.name === 'giftActivity') return loadGiftActivityPage(market, url, cookies, context);
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
  if (answer.status === 'used') {
    // A voucher that paid a stay worth less than itself keeps the rest as a balance (ADR 45): the page says so.
    const card = await checkGiftCard(db, code, MARKETS[market], getToday());
    const balance = card.ok ? { code: card.card.code, cents: card.card.balanceCents, expiresOn: card.card.expiresOn } : null;
    return { ...PRIVATE, kind: 'giftLogin', props: { market, message: 'used', balance } };
  }
  if (answer.status !== 'valid') return { ...PRIVATE, kind: 'giftLogin', props: { market, message: answer.status === 'limited' ? 'limited' : answer.status } };
  const otherSite = await findOtherGiftSite(db, answer.gift.code, market);
  if (otherSite) return { ...PRIVATE, kind: 'giftLogin', props: { market, message: 'otherMarket', otherSite } };
  // An activity voucher books a date with its centre on its own page.
  if (answer.gift.kind === 'ACTIVITY') return { kind: 'redirect', location: buildPath(market, 'giftActivity') };
  // The bookability meter: stays with a free weekend night, and near the place typed in `?near=`.
  const typedPlace = (url.searchParams.get('near') ?? '').trim().slice(0, 80);
  const place = typedPlace ? await findGiftPlace(db, typedPlace) : null;
  const meter = await getGiftBookability(db, answer.gift, getToday(), place);
  // A gift card's balance, the extension and the exchange (ADR 33).
  const options = await getGiftOptions(db, answer.gift.code, getToday());
  // A gift card opens the stays its balance pays for today, not its first amount.
  const gift = answer.gift.kind === 'GIFT_CARD' && options?.balanceCents != null ? { ...answer.gift, amount: options.balanceCents } : answer.gift;
  // A gifted stay opens its own package: the page leads to it rather than to a list (ADR 45).
  const giftedStay = gift.packageId !== null ? await loadGiftedStay(db, gift.packageId, market) : null;
  return { ...PRIVATE, kind: 'giftStays', props: { market, gift, meter, typedPlace, options, exchanged: url.searchParams.has('exchanged'), giftedStay } };
}

/**
 * The activity voucher's page: `?code=` (the link of the own-use e-mail) is looked up like a typed code (counted
 * against the address's limit), kept in the gift cookie and taken out of the address; otherwise the cookie's code.
 * A POST books the slot of the form; a refused one shows the form again as typed, with the field at fault.
 */
async function loadGiftActivityPage(market: MarketKey, url: URL, cookies: AstroCookies, context: AccountContext | undefined): Promise<BeneficiaryMarketPage> {
  const { db } = await getDatabase();
  const { language } = MARKETS[market];
  const typed = url.searchParams.get('code');
  if (typed !== null) {
    if (!context?.clientAddress || !(await takeRateLimit(db, 'giftCode', context.clientAddress)))
      return { ...PRIVATE, kind: 'giftLogin', props: { market, message: 'limited' } };
    const voucher = await findActivityVoucher(db, typed, language);
    if (!voucher) return { ...PRIVATE, status: 404, kind: 'giftLogin', props: { market, message: 'unknown' } };
    cookies.set(GIFT_COOKIE, voucher.code, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: GIFT_COOKIE_MAX_AGE,
      secure: url.protocol === 'https:' || config.production,
    });
    return { kind: 'redirect', location: buildPath(market, 'giftActivity') };
  }
  const code = cookies.get(GIFT_COOKIE)?.value;
  if (!code) return { ...PRIVATE, kind: 'giftLogin', props: { market, message: 'signIn' } };
  const voucher = await findActivityVoucher(db, code, language);
  if (!voucher) return { ...PRIVATE, kind: 'giftLogin', props: { market, message: 'signIn' } };
  const otherSite = getGiftSiteMismatch(voucher.market, market);
  if (otherSite) return { ...PRIVATE, status: 409, kind: 'giftLogin', props: { market, message: 'otherMarket', otherSite } };
  if (voucher.status === 'expired' && !voucher.booking) return { ...PRIVATE, kind: 'giftLogin', props: { market, message: 'expired' } };
  const today = getToday();
  if (context?.request.method === 'POST') {
    const form = await readFormData(context.request);
    const values = Object.fromEntries(VOUCHER_BOOKING_FIELDS.map((field) => [field, String(form.get(field) ?? '').slice(0, 300)])) as VoucherBookingValues;
    const outcome = await bookActivityVoucher(db, voucher.code, market, values, today);
    if (outcome.ok) return { kind: 'redirect', location: `${buildPath(market, 'giftActivity')}?booked=1` };
    const current = (await findActivityVoucher(db, voucher.code, language)) ?? voucher;
    return {
      ...PRIVATE,
      status: outcome.status,
      kind: 'giftActivity',
      props: { market, voucher: current, slots: getSlotsOfVoucher(current, today), values, errors: outcome.errors, booked: false },
    };
  }
  return {
    ...PRIVATE,
    kind: 'giftActivity',
    props: {
      market,
      voucher,
      slots: getSlotsOfVoucher(voucher, today),
      values: {},
      errors: {},
      booked: url.searchParams.has('booked') && voucher.booking !== null,
    },
  };
}
