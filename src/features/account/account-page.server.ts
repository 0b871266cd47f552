/**
 * The account screens (spec §2 account pages, sign-in with origin;): what each one shows on GET, and
 * the plain HTML forms they post to themselves (account-forms.server.ts). Screens that need a customer send
 * anonymous visitors to sign in, with the page as origin.
 */
import { randomUUID } from 'node:crypto';
import { parseCookie } from 'cookie';
import { getSafeOrigin } from '../../domain/account-origin';
import type { MarketKey } from '../../i18n/markets';
import { buildPath, type MatchedRoute, type RouteName } from '../../i18n/routes';
import { getProfile } from '../../server/account/customers.server';
import { getInvoiceTrip, getTrips } from '../../server/account/trips.server';
import { readPayLaterPlan } from '../../server/orders/pay-later-plan';
import { getCustomerGifts } from '../../server/account/gifts.server';
import { getAccountWishlist } from '../../server/account/wishlist.server';
import { getWishlistLabels } from '../../server/account/wishlist-labels.server';
import { localiseWishlistItems } from '../../domain/wishlist';
import { isResetLinkUsable } from '../../server/auth/auth.server';
import { getPendingEmail, isEmailVerified, readEmailLink } from '../../server/auth/email-proof.server';
import { isOrderProof } from '../../server/orders/placed-orders.server';
import { TOKEN_COOKIE, getCsrfToken } from '../../server/auth/cookies';
import type { SessionCustomer } from '../../server/auth/sessions.server';
import { SECRET_PATTERN } from '../../server/auth/tokens';
import { getDatabase, getToday } from '../../server/db/database';
import { CHANGE_PROBLEMS, getChangeableBooking, getChangeOutcome } from '../../server/orders/date-changes.server';
import { getPaymentProvider } from '../../server/payments/payments.server';
import { handleAccountForm } from './account-forms.server';
import { ACCOUNT_ROUTES, type AccountContext, type AccountPageResult, type AccountRoute, type AccountView } from './types';
import { CANCELLATION_RESULTS, getCancellationSettlement } from '../../server/orders/booking-cancellation.server';

// The account screens' request, result and routes live in types.ts (account-forms.server.ts reads them too).
export { ACCOUNT_ROUTES, type AccountContext, type AccountPageResult, type AccountRoute } from './types';

export function isAccountRoute(name: RouteName): name is AccountRoute {
  return (ACCOUNT_ROUTES as readonly string[]).includes(name);
}

/** Screens only a signed-in customer sees. */
const PRIVATE_ROUTES: readonly AccountRoute[] = [
  'accountClaim',
  'accountSignOut',
  'accountProfile',
  'accountTrips',
  'accountInvoice',
  'accountChangeDates',
  'accountGifts',
];

/** The sign-in page that leads back to `origin`, with a notice when a session just ended. */
export function getSignInPath(market: MarketKey, origin: string, sessionEnded = false): string {
  const query = new URLSearchParams({ origin });
  if (sessionEnded) query.set('notice', 'sessionEnded');
  return `${buildPath(market, 'accountSignIn')}?${query}`;
}

/** Whether the browser sent an access token the middleware refused (the session ended). */
function hadSessionCookie(request: Request): boolean {
  return parseCookie(request.headers.get('cookie') ?? '')[TOKEN_COOKIE] !== undefined;
}

/** The page of an account route: a screen, or a redirect (to sign in, or after a form succeeded). */
export async function loadAccountPage(route: MatchedRoute & { name: AccountRoute }, context: AccountContext): Promise<AccountPageResult | undefined> {
  const { market } = route;
  const { customer, url } = context;
  if (PRIVATE_ROUTES.includes(route.name) && !customer) {
    return { kind: 'redirect', location: getSignInPath(market, `${url.pathname}${url.search}`, hadSessionCookie(context.request)) };
  }
  if (context.request.method === 'POST') return handleAccountForm(route, context);
  const csrf = getCsrfToken(context.cookies);
  const screen = await readScreen(route, context);
  if (!screen) return undefined;
  if ('location' in screen) return { kind: 'redirect', location: screen.location };
  return { kind: 'account', props: { market, customer, csrf, status: 200, screen } };
}

async function readScreen(
  route: MatchedRoute & { name: AccountRoute },
  { url, customer }: AccountContext,
): Promise<AccountView | { location: string } | undefined> {
  const { market } = route;
  const origin = getSafeOrigin(url.searchParams.get('origin'), buildPath(market, 'accountTrips'));
  switch (route.name) {
    case 'accountSignIn': {
      if (customer) return { location: origin };
      const notice = url.searchParams.get('notice');
      return {
        view: 'signIn',
        origin,
        email: '',
        error: null,
        notice: notice === 'signedOut' || notice === 'passwordChanged' || notice === 'sessionEnded' ? notice : null,
      };
    }
    case 'accountSignUp':
      if (customer) return { location: origin };
      return { view: 'signUp', origin, values: { firstName: '', lastName: '', email: '' }, errors: {}, password: null, error: null };
    case 'accountPasswordReset':
      return { view: 'passwordReset', email: '', sent: url.searchParams.get('sent') === '1', emailError: false, error: null };
    case 'accountNewPassword': {
      const token = url.searchParams.get('token') ?? '';
      const { db } = await getDatabase();
      const usable = SECRET_PATTERN.test(token) && (await isResetLinkUsable(db, token));
      return { view: 'newPassword', token, usable, problem: null, error: null };
    }
    case 'accountVerifyEmail': {
      const token = url.searchParams.get('token') ?? '';
      const { db } = await getDatabase();
      const link = SECRET_PATTERN.test(token) ? await readEmailLink(db, token) : null;
      const done = url.searchParams.get('done');
      const result = done === 'verified' || done === 'changed' || done === 'sent' ? done : null;
      return { view: 'verifyEmail', token: link ? token : '', link, result, error: null };
    }
    case 'accountClaim': {
      // A guest's order, from its e-mail's link: the signed-in customer adds it to the account (a POST).
      const orderId = url.searchParams.get('order') ?? '';
      const proof = url.searchParams.get('k') ?? '';
      const { db } = await getDatabase();
      const valid = await isOrderProof(db, orderId, proof);
      const number = valid ? ((await db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirst())?.number ?? null) : null;
      const done = url.searchParams.get('done');
      const result = done === 'claimed' || done === 'alreadyYours' || done === 'otherAccount' ? done : number ? null : 'invalid';
      return { view: 'claim', orderId, proof, number, result, error: null };
    }
    case 'accountSignOut':
      return { view: 'signOut', error: null };
    default:
      return readCustomerScreen(route, customer, url);
  }
}

async function readCustomerScreen(
  route: MatchedRoute & { name: AccountRoute },
  customer: SessionCustomer | null,
  url: URL,
): Promise<AccountView | { location: string } | undefined> {
  const { db } = await getDatabase();
  if (route.name === 'accountWishlist') {
    // Labels and links in this page's language, whichever site each heart was pressed on.
    const items = customer ? await getAccountWishlist(db, customer.id) : null;
    return { view: 'wishlist', items: items && localiseWishlistItems(items, await getWishlistLabels(db, route.market, items)) };
  }
  if (!customer) return { location: buildPath(route.market, 'accountSignIn') };
  if (route.name === 'accountTrips') {
    // The answer of a cancellation form (POST /api/account/trips/cancel) comes back in the address.
    const number = url.searchParams.get('booking') ?? '';
    const result = url.searchParams.get('cancellation') ?? '';
    const cancellation = /^\d{8}$/.test(number) && CANCELLATION_RESULTS.includes(result) ? { number, result } : null;
    // After a cancellation, how this booking's money comes back (card, gift card, gift code), read from the order.
    const settlement = cancellation?.result === 'cancelled' ? await getCancellationSettlement(db, number, { customerId: customer.id }) : null;
    // Bookings made without signing in join the account once its address is proven (ADR 43): until then, say so.
    const unverifiedEmail = (await isEmailVerified(db, customer.id)) ? null : customer.email;
    return {
      view: 'trips',
      trips: await getTrips(db, customer.id, getToday()),
      cancellation: cancellation && { ...cancellation, settlement },
      unverifiedEmail,
      verificationSent: url.searchParams.get('verify') === 'sent',
    };
  }
  if (route.name === 'accountGifts') {
    // The answer of an after-care form (POST /api/account/gifts/…) comes back in the address (ADR 48).
    const code = (url.searchParams.get('gift') ?? '').slice(0, 40);
    const done = url.searchParams.get('done');
    const refused = url.searchParams.get('refused');
    const outcome =
      code && (done ?? refused)
        ? { code, done: done && /^[a-zA-Z]{1,20}$/.test(done) ? done : null, refused: refused && /^[a-zA-Z]{1,20}$/.test(refused) ? refused : null }
        : null;
    return { view: 'gifts', email: customer.email, gifts: await getCustomerGifts(db, customer.id, getToday(), route.market), outcome };
  }
  if (route.name === 'accountChangeDates') {
    const owner = { customerId: customer.id };
    const booking = await getChangeableBooking(db, route.params.id ?? '', owner, getToday());
    // Another customer's booking is not a page.
    if (!booking) return undefined;
    // Back from the provider's page, or from the confirmation: the change as it stands (read from the provider if still open).
    const changeId = url.searchParams.get('change') ?? '';
    const outcome = changeId ? await getChangeOutcome(db, getPaymentProvider(db), booking.bookingNumber, owner, changeId) : null;
    const refusedParam = url.searchParams.get('refused');
    const refused = CHANGE_PROBLEMS.find((problem) => problem === refusedParam) ?? null;
    // After a payment the booking may have changed: read it again.
    const shown = outcome ? ((await getChangeableBooking(db, booking.bookingNumber, owner, getToday())) ?? booking) : booking;
    return { view: 'changeDates', booking: shown, outcome, refused, formKey: randomUUID() };
  }
  if (route.name === 'accountInvoice') {
    const trip = await getInvoiceTrip(db, customer.id, route.params.id ?? '');
    // Another customer's booking, or one without an invoice, is not a page.
    return trip ? { view: 'invoice', trip, payLater: await readPayLaterPlan(db, trip.bookingNumber) } : undefined;
  }
  const profile = await getProfile(db, customer.id);
  if (!profile) return { location: buildPath(route.market, 'accountSignIn') };
  const saved = url.searchParams.get('saved');
  return {
    view: 'profile',
    profile,
    errors: {},
    error: null,
    passwordProblem: null,
    saved: saved === 'profile' || saved === 'password' ? saved : null,
    form: null,
    pendingEmail: await getPendingEmail(db, customer.id),
  };
}
