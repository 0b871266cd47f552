/**
 * The gift and activity-only screens: box list and detail, gift card
 * customisation, activity page, gift checkout and activity checkout. Each loader answers undefined for a 404.
 */
import { loadActivityCheckout, loadActivityPage, type ActivityCheckoutData, type ActivityPageData } from '../features/activity/activity-page.server';
import { loadBoxList, loadBoxListFilters, loadBoxPage, type BoxListFilters, type BoxPageData, type BoxView } from '../features/boxes/box-page.server';
import { readBoxFilters } from '../domain/box-filters';
import { loadGiftCardPage, type GiftCardPageData } from '../features/gifting/gift-cards/gift-card-page.server';
import { loadGiftCheckout, type GiftCheckoutPageData } from '../features/gifting/checkout/gift-checkout-page.server';
import { MARKETS, type MarketKey } from '../i18n/markets';
import type { MatchedRoute } from '../i18n/routes';
import { readFormData } from '../server/api/http';
import { getDatabase, getToday } from '../server/db/database';
import { describeError, log } from '../server/log';
import { isActivityFlowEnabled } from '../server/features';
import { runDetailsStep, type DetailsContext, type DetailsStep } from '../features/order/details-step.server';
import { buildActivityCheckoutQuery, OWN_USE, readActivityParticipants } from '../domain/activity-offer';
import { getActivityShape, getGiftShape } from '../server/orders/checkout-orders.server';

/** Participants of an activity voucher (1–2): the form's choice when it is posted, else the address's `a`, else 2. */
async function readParticipants(context: DetailsContext, url: URL): Promise<number> {
  if (context.request.method === 'POST') {
    const posted = (await readFormData(context.request.clone())).get('participants');
    if (typeof posted === 'string') return readActivityParticipants(posted);
  }
  return readActivityParticipants(url.searchParams.get('a'));
}

/**
 * The activity checkout's address for `participants`: the form posts there and every round trip (a gift card
 * applied, a field error, a payment that did not go through) renders the same count. Keeps a returned `order`.
 */
function withParticipants(url: URL, isOwnUse: boolean, participants: number): URL {
  const canonical = new URL(url);
  canonical.search = buildActivityCheckoutQuery(isOwnUse, participants);
  const order = url.searchParams.get('order');
  if (order) canonical.searchParams.set('order', order);
  return canonical;
}

export type GiftMarketPage =
  | { kind: 'boxList'; props: { market: MarketKey; boxes: BoxView[] | null; filters: BoxListFilters | null } }
  | { kind: 'box'; props: { market: MarketKey; data: BoxPageData } }
  // A box page under a former or another language's slug: a permanent redirect to the market's own address.
  | { kind: 'redirect'; location: string; status: 301 }
  | { kind: 'giftCard'; props: { market: MarketKey; data: GiftCardPageData } }
  | { kind: 'activity'; props: { market: MarketKey; data: ActivityPageData } }
  // Checkouts are one visitor's: never stored by a shared cache (the router applies status and cacheControl).
  | { kind: 'giftCheckout'; status: number; cacheControl: string; props: { market: MarketKey; data: GiftCheckoutPageData; step: DetailsStep | null } }
  | {
      kind: 'activityCheckout';
      status: number;
      cacheControl: string;
      props: { market: MarketKey; data: ActivityCheckoutData; customType: string | null; participants: number; step: DetailsStep };
    };

const PRIVATE = 'private, no-store';

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return value !== undefined && /^\d+$/.test(value) && Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined;
};

/** The gift or activity screen of a route (box list, box, gift card, activity, their checkouts), or undefined (404). */
export async function loadGiftPage(
  route: MatchedRoute,
  url: URL,
  context?: DetailsContext,
): Promise<GiftMarketPage | { kind: 'redirect'; location: string } | undefined> {
  const market = MARKETS[route.market];
  const { db } = await getDatabase();
  const props = { market: market.key };
  switch (route.name) {
    case 'boxes': {
      // Spec §8: a failed box list says 'Oops, something went wrong' instead of failing the page.
      const today = getToday();
      const boxes = await loadBoxList(db, market, today).catch((error: unknown) => {
        log('ERROR', 'box list failed', describeError(error));
        return null;
      });
      // Filters with counts: a failure leaves the full list without filters.
      const filters =
        boxes &&
        (await loadBoxListFilters(db, market, boxes, readBoxFilters(url.searchParams), today).catch((error: unknown) => {
          log('ERROR', 'box list filters failed', describeError(error));
          return null;
        }));
      return { kind: 'boxList', props: { ...props, boxes, filters } };
    }
    case 'box': {
      const data = await loadBoxPage(db, market, route.params.slug ?? '', route.params.code ?? '', getToday());
      if (data && 'movedTo' in data) return { kind: 'redirect', location: `${data.movedTo}${url.search}`, status: 301 };
      return data && { kind: 'box', props: { ...props, data } };
    }
    case 'giftCard': {
      const data = await loadGiftCardPage(db);
      return data && { kind: 'giftCard', props: { ...props, data } };
    }
    // Activity pages belong to the activity flow: with its flag off they are not pages (spec §6).
    case 'activity': {
      if (!isActivityFlowEnabled()) return undefined;
      const id = positiveId(route.params.id);
      const data = id === undefined ? undefined : await loadActivityPage(db, market, id);
      return data && { kind: 'activity', props: { ...props, data } };
    }
    case 'giftCheckout': {
      const data = await loadGiftCheckout(db, market, url.searchParams);
      // A gift checkout that cannot be sold answers 400 with its explanation.
      if (!data || !data.ok || !context)
        return data && { kind: 'giftCheckout', status: data.ok ? 200 : 400, cacheControl: PRIVATE, props: { ...props, data, step: null } };
      const query = new URLSearchParams(url.search);
      query.delete('order');
      const today = getToday();
      const shape = getGiftShape(market, data.order.format === 'physical', today);
      const outcome = await runDetailsStep(
        db,
        market,
        { kind: 'GIFT', query: query.toString() },
        { shape, payLater: [], totalCents: data.order.totalPrice },
        context,
        today,
      );
      if (outcome.kind === 'redirect') return outcome;
      return { kind: 'giftCheckout', status: outcome.status, cacheControl: PRIVATE, props: { ...props, data, step: outcome.step } };
    }
    case 'activityCheckout': {
      if (!isActivityFlowEnabled()) return undefined;
      const id = positiveId(route.params.id);
      const data = id === undefined ? undefined : await loadActivityCheckout(db, market, id);
      if (!data || id === undefined || !context) return undefined;
      const customType = url.searchParams.get('customType');
      const ownUse = customType === OWN_USE;
      const participants = await readParticipants(context, url);
      const today = getToday();
      const shape = getActivityShape(market, ownUse, today);
      const total = data.offers[participants]?.total ?? 0;
      const step = { ...context, url: withParticipants(context.url, ownUse, participants) };
      const outcome = await runDetailsStep(
        db,
        market,
        { kind: 'ACTIVITY', activityId: id, participants, ownUse },
        { shape, payLater: [], totalCents: total },
        step,
        today,
      );
      if (outcome.kind === 'redirect') return outcome;
      return {
        kind: 'activityCheckout',
        status: outcome.status,
        cacheControl: PRIVATE,
        props: { ...props, data, customType, participants, step: outcome.step },
      };
    }
    default:
      return undefined;
  }
}
