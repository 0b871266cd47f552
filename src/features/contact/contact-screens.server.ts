/**
 * The contact screens for the market router: contact page, booking lookup, care login. Each answers with its
 * status and Cache-Control (forms post to the page itself), or a redirect once a form is done.
 */
import type { MatchedRoute, RouteName } from '../../i18n/routes';
import { loadBookingLookupPage, type BookingLookupPageResult } from '../booking-lookup/booking-lookup-page.server';
import { loadCareLoginPage, type CareLoginPageResult } from '../care/care-login-page.server';
import { loadContactPage, type ContactPageResult } from './contact-page.server';
import type { CareAgent, ScreenRequest } from './screen-request';

export const CONTACT_SCREEN_ROUTES = ['contact', 'bookingLookup', 'careLogin'] as const satisfies readonly RouteName[];
export type ContactScreenRoute = (typeof CONTACT_SCREEN_ROUTES)[number];
export type ContactScreen = ContactPageResult | BookingLookupPageResult | CareLoginPageResult;

export function isContactScreenRoute(name: RouteName): name is ContactScreenRoute {
  return (CONTACT_SCREEN_ROUTES as readonly RouteName[]).includes(name);
}

export async function loadContactScreen(
  route: MatchedRoute & { name: ContactScreenRoute },
  context: ScreenRequest,
  careAgent: CareAgent | null,
): Promise<ContactScreen | undefined> {
  switch (route.name) {
    case 'contact':
      return loadContactPage(route.market, context, careAgent);
    case 'bookingLookup':
      return loadBookingLookupPage(route.market, context);
    case 'careLogin':
      return loadCareLoginPage(route.market, context, careAgent);
  }
}
