/**
 * Loaders of the market screens that compose several features (spec §2 router): each reads what its page shows,
 * or answers undefined for a 404 (unknown id, keyword path naming nothing, disabled flow). The screen registry
 * (registry.ts) says which screen a route is; each screen's page module (`<screen>.astro`) calls its loader.
 */
import { loadCareDeskPage } from '../features/care/care-desk-page.server';
import { isAccountRoute, loadAccountPage } from '../features/account/account-page.server';
import { loadCheckoutPage } from '../features/checkout/checkout-page.server';
import { runDetailsStep } from '../features/order/details-step.server';
import { getCart } from '../server/cart/cart.server';
import { getStayShape } from '../server/orders/checkout-orders.server';
import { isContactScreenRoute, loadContactScreen } from '../features/contact/contact-screens.server';
import { loadHotelPage } from '../features/hotel/hotel-page.server';
import { loadProductPage } from '../features/product/product-page.server';
import { getBaseOffer } from '../features/product/upsells.server';
import { getReviewsForPage } from '../features/reviews/reviews.server';
import { loadReviewPage } from '../features/reviews/review-page.server';
import { getInitialResults, getPageBeyondEnd, readSearchRequest } from '../features/search/search-page.server';
import { getThemeName } from '../features/search/subthemes.server';
import { MARKETS } from '../i18n/markets';
import type { MatchedRoute } from '../i18n/routes';
import { getDatabase, getToday } from '../server/db/database';
import { getFeatures, type Features } from '../server/features';
import type { ScreenContext } from './screen';

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined;
};

async function loadSearch(route: MatchedRoute, query: URLSearchParams, features: Features, pathname: string) {
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
    return { kind: 'redirect' as const, location: `${pathname}${target.size ? `?${target}` : ''}` };
  }
  const subtheme = themeName && request.base.theme !== undefined ? { id: request.base.theme, name: themeName } : null;
  return { kind: 'search' as const, props: { route, request, initial, features, subtheme } };
}

/** The search page of a search route (search, city, idea, activities). */
export function loadSearchScreen({ route, url, visitorId, cookies }: ScreenContext) {
  return loadSearch(route, url.searchParams, getFeatures(visitorId, cookies), url.pathname);
}

/** An account screen (sign in, sign up, profile, trips…), with the status of its form's answer. */
export async function loadAccountScreen({ route, account }: ScreenContext) {
  if (!isAccountRoute(route.name)) return undefined;
  const page = await loadAccountPage({ ...route, name: route.name }, account);
  return page?.kind === 'account' ? { ...page, status: page.props.status } : page;
}

/** The contact page, booking lookup or care login (each answers its own status and Cache-Control). */
/** The care desk: the search and an order's page, for a signed-in agent on a care host. */
export function loadCareDeskScreen({ route, account, careAgent }: ScreenContext) {
  return loadCareDeskPage(route, account, careAgent);
}

export function loadContactScreens({ route, account, careAgent }: ScreenContext) {
  return isContactScreenRoute(route.name) ? loadContactScreen({ ...route, name: route.name }, account, careAgent) : Promise.resolve(undefined);
}

export async function loadProductScreen({ route }: ScreenContext) {
  const market = MARKETS[route.market];
  const id = positiveId(route.params.id);
  const { db } = await getDatabase();
  const today = getToday();
  const product = id === undefined ? undefined : await loadProductPage(db, market, id, today);
  if (!product) return undefined;
  const [reviews, baseOffer] = await Promise.all([getReviewsForPage(db, product.hotel.id, market), getBaseOffer(db, market, product.id, today)]);
  return { kind: 'product' as const, props: { market: market.key, product, today, reviews, baseOffer } };
}

export async function loadHotelScreen({ route }: ScreenContext) {
  const market = MARKETS[route.market];
  const { db } = await getDatabase();
  const data = await loadHotelPage(db, market, route.params.id ?? '', getToday());
  if (!data) return undefined;
  const reviews = await getReviewsForPage(db, data.hotel.id, market);
  return { kind: 'hotel' as const, props: { market: market.key, data, reviews } };
}

/** A stay's review page: the form for the booking's owner or the e-mail's signed link, a 404 for anyone else. */
export function loadReviewScreen({ route, account }: ScreenContext) {
  return loadReviewPage(route, account);
}

/** The checkout of a cart: its details step (a form posted to the page), a redirect once the order is placed. */
export async function loadCheckoutScreen({ route, account, careAgent }: ScreenContext) {
  const market = MARKETS[route.market];
  const { db } = await getDatabase();
  const today = getToday();
  const cartId = route.params.cartId ?? '';
  const data = await loadCheckoutPage(db, market, cartId, today);
  const cart = data && (await getCart(db, cartId));
  if (!data || !cart || !account) return undefined;
  const total = data.price.remainingAmountToPay;
  const { shape, options } = getStayShape(market, cart, today, total);
  const outcome = await runDetailsStep(db, market, { kind: 'STAY', cartId }, { shape, payLater: options, totalCents: total }, { ...account, careAgent }, today);
  if (outcome.kind === 'redirect') return { kind: 'redirect' as const, location: outcome.location };
  // A price that changed at submission is shown again from the updated cart.
  const shown = outcome.status === 409 ? ((await loadCheckoutPage(db, market, cartId, today)) ?? data) : data;
  const step = { ...outcome.step, totalCents: shown.price.remainingAmountToPay };
  return { kind: 'checkout' as const, status: outcome.status, props: { data: shown, step } };
}
