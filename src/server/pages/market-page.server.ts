/**
 * What the market router renders for an address (spec §2 router): each screen's loader reads what its page shows,
 * or answers undefined for a 404 (unknown id, keyword path naming nothing, disabled flow).
 */
import type { AstroCookies } from 'astro';
import { isAccountRoute, loadAccountPage, type AccountContext, type AccountPageResult } from '../../features/account/account-page.server';
import { loadCheckoutPage, type CheckoutPageData } from '../../features/checkout/checkout-page.server';
import { runDetailsStep, type DetailsStep } from '../../features/order/details-step.server';
import { loadOrderPage, type OrderMarketPage } from '../../features/order/order-pages.server';
import { getCart } from '../cart/cart.server';
import { getStayShape } from '../orders/checkout-orders.server';
import { isContactScreenRoute, loadContactScreen, type ContactScreen } from '../../features/contact/contact-screens.server';
import { loadHotelPage, type HotelPageData } from '../../features/hotel/hotel-page.server';
import { loadProductPage, type ProductDetail } from '../../features/product/product-page.server';
import { getBaseOffer, type UpsellLink } from '../../features/product/upsells.server';
import { getReviewsForPage } from '../../features/reviews/reviews.server';
import type { ReviewsAnswer } from '../../features/reviews/types';
import { getInitialResults, getPageBeyondEnd, readSearchRequest, type SearchPageRequest } from '../../features/search/search-page.server';
import { getThemeName } from '../../features/search/subthemes.server';
import type { NamedSubtheme } from '../../features/search/heading';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import type { MatchedRoute } from '../../i18n/routes';
import type { ResultsState } from '../../stores/search';
import { getDatabase, getToday } from '../db/database';
import { getFeatures, type Features } from '../features';
import { GIFT_ROUTES, loadGiftPage, type GiftMarketPage } from './gift-pages.server';
import { BENEFICIARY_ROUTES, loadBeneficiaryPage, type BeneficiaryMarketPage } from '../../features/beneficiary/beneficiary-pages.server';
import { CONTENT_ROUTES, loadContentPage, type ContentMarketPage } from '../../features/content/content-pages.server';
import { GIFT_CARD_ROUTES, loadGiftCardPage, type GiftCardMarketPage } from '../../features/gift-cards/gift-card-pages.server';

export type MarketPage =
  | { kind: 'product'; props: { market: MarketKey; product: ProductDetail; today: string; reviews: ReviewsAnswer | null; baseOffer: UpsellLink | null } }
  | { kind: 'checkout'; status: number; props: { data: CheckoutPageData; step: DetailsStep } }
  | OrderMarketPage
  | { kind: 'hotel'; props: { market: MarketKey; data: HotelPageData; reviews: ReviewsAnswer | null } }
  | { kind: 'search'; props: { route: MatchedRoute; request: SearchPageRequest; initial: ResultsState | null; features: Features; subtheme: NamedSubtheme | null } }
  | AccountPageResult
  | ContactScreen
  | GiftMarketPage
  | BeneficiaryMarketPage
  | ContentMarketPage
  | GiftCardMarketPage;

const SEARCH_ROUTES: readonly string[] = ['search', 'searchCity', 'searchIdea', 'activitySearch'];

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined;
};

async function loadSearch(route: MatchedRoute, query: URLSearchParams, features: Features, pathname: string): Promise<MarketPage | undefined> {
  const request = readSearchRequest(route, query);
  if (!request || (request.flow === 'activity' && !features.activityFlow)) return undefined;
  const market = MARKETS[route.market];
  const { db } = await getDatabase();
  const initial = await getInitialResults(db, market, request, getToday());
  const themeName = request.base.theme === undefined ? undefined : await getThemeName(db, request.base.theme, market.language);
  // A keyword path naming an unknown city, region, theme or subtheme is not a page.
  const unknownPlace = (route.name === 'searchCity' || request.base.region !== undefined) && initial !== null && !initial.details?.destination;
  if (unknownPlace || (route.name === 'searchIdea' && !themeName)) return undefined;
  // A page past the end answers the last page (its address says so), never a range above zero cards.
  const shown = initial ? initial.offers.length + initial.activities.length : 1;
  const lastPage = initial ? getPageBeyondEnd(request.page, shown, initial.total) : undefined;
  if (lastPage !== undefined) {
    const target = new URLSearchParams(query);
    if (lastPage === 1) target.delete('page');
    else target.set('page', String(lastPage));
    return { kind: 'redirect', location: `${pathname}${target.size ? `?${target}` : ''}` };
  }
  const subtheme = themeName && request.base.theme !== undefined ? { id: request.base.theme, name: themeName } : null;
  return { kind: 'search', props: { route, request, initial, features, subtheme } };
}

/**
 * The page of a matched market route, or undefined for the 404 page. `account` carries what the account screens
 * read of the request (form posts, the signed-in customer); `careAgent` is the signed-in care agent (care mode).
 */
export async function loadMarketPage(
  route: MatchedRoute,
  url: URL,
  visitorId: string,
  cookies: AstroCookies,
  account?: AccountContext,
  careAgent: { id: string; name: string } | null = null,
): Promise<MarketPage | undefined> {
  const market = MARKETS[route.market];
  if (isAccountRoute(route.name)) return account ? loadAccountPage({ ...route, name: route.name }, account) : undefined;
  if (isContactScreenRoute(route.name)) return account ? loadContactScreen({ ...route, name: route.name }, account, careAgent) : undefined;
  if (route.name === 'product') {
    const id = positiveId(route.params.id);
    const { db } = await getDatabase();
    const today = getToday();
    const product = id === undefined ? undefined : await loadProductPage(db, market, id, today);
    if (!product) return undefined;
    const [reviews, baseOffer] = await Promise.all([getReviewsForPage(db, product.hotel.id, market), getBaseOffer(db, market, product.id)]);
    return { kind: 'product', props: { market: market.key, product, today, reviews, baseOffer } };
  }
  if (route.name === 'hotel') {
    const { db } = await getDatabase();
    const data = await loadHotelPage(db, market, route.params.id ?? '', getToday());
    if (!data) return undefined;
    const reviews = await getReviewsForPage(db, data.hotel.id, market);
    return { kind: 'hotel', props: { market: market.key, data, reviews } };
  }
  if (route.name === 'checkout') {
    const { db } = await getDatabase();
    const today = getToday();
    const cartId = route.params.cartId ?? '';
    const data = await loadCheckoutPage(db, market, cartId, today);
    const cart = data && (await getCart(db, cartId));
    if (!data || !cart || !account) return undefined;
    const total = data.price.remainingAmountToPay;
    const { shape, options } = getStayShape(market, cart, today, total);
    const outcome = await runDetailsStep(db, market, { kind: 'STAY', cartId }, { shape, payLater: options, totalCents: total }, account, today);
    if (outcome.kind === 'redirect') return { kind: 'redirect', location: outcome.location };
    // A price that changed at submission is shown again from the updated cart.
    const shown = outcome.status === 409 ? ((await loadCheckoutPage(db, market, cartId, today)) ?? data) : data;
    const step = { ...outcome.step, totalCents: shown.price.remainingAmountToPay };
    return { kind: 'checkout', status: outcome.status, props: { data: shown, step } };
  }
  if (route.name === 'orderConfirmation' || route.name === 'testPayment') return loadOrderPage(route, account);
  if (SEARCH_ROUTES.includes(route.name)) return loadSearch(route, url.searchParams, getFeatures(visitorId, cookies), url.pathname);
  if (GIFT_ROUTES.includes(route.name)) return loadGiftPage(route, url, account);
  if (BENEFICIARY_ROUTES.includes(route.name)) return loadBeneficiaryPage(route, url, cookies);
  if (CONTENT_ROUTES.includes(route.name)) return loadContentPage(route, visitorId, cookies);
  if (GIFT_CARD_ROUTES.includes(route.name)) return loadGiftCardPage(route, url, account);
  return undefined;
}
