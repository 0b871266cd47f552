/**
 * The screen registry (ADR 34): every screen of the route table, with the routes it answers and how its
 * page may be cached. Each screen is its own page module, `src/screens/<Name>.astro`, which names its loader and
 * its component; astro.config.mjs gives each one the URL patterns of its routes in every language. One page
 * module per screen is what makes Astro bundle each screen's CSS apart.
 *
 * Adding a screen: one entry here, its page file here, its feature folder. This file stays free of anything but
 * the route table (the account screen's routes are its feature's list): astro.config.mjs and the middleware read it.
 */
import { MARKETS, type Language } from '../i18n/markets';
import { ROUTES, matchPath, type RouteName } from '../i18n/routes';
import { ACCOUNT_ROUTES } from '../features/account/types';

/**
 * - public: the same for every anonymous visitor; kept by the page cache and by shared caches (ADR 29).
 * - private: one visitor's or revalidated each time; never kept by a shared cache, the browser revalidates.
 * - no-store: one visitor's (a cart, a session, a form token): never stored anywhere.
 * A loader may answer a stricter Cache-Control for one response (a refused form post).
 */
export type Caching = 'public' | 'private' | 'no-store';

export interface ScreenEntry {
  routes: readonly RouteName[];
  caching: Caching;
}

export const SCREENS = {
  home: { routes: ['home'], caching: 'public' },
  search: { routes: ['search', 'searchCity', 'searchIdea', 'activitySearch'], caching: 'public' },
  product: { routes: ['product'], caching: 'public' },
  hotel: { routes: ['hotel'], caching: 'public' },
  activity: { routes: ['activity'], caching: 'public' },
  boxList: { routes: ['boxes'], caching: 'public' },
  box: { routes: ['box'], caching: 'public' },
  giftCard: { routes: ['giftCard'], caching: 'public' },
  staticPage: { routes: ['page'], caching: 'public' },
  ideas: { routes: ['ideas'], caching: 'public' },
  minisite: { routes: ['minisite'], caching: 'public' },
  checkout: { routes: ['checkout'], caching: 'no-store' },
  giftCheckout: { routes: ['giftCheckout'], caching: 'no-store' },
  activityCheckout: { routes: ['activityCheckout'], caching: 'no-store' },
  orderConfirmation: { routes: ['orderConfirmation'], caching: 'no-store' },
  testPayment: { routes: ['testPayment'], caching: 'no-store' },
  giftExtension: { routes: ['giftExtension'], caching: 'no-store' },
  beneficiary: { routes: ['giftLogin', 'giftStays', 'giftActivity'], caching: 'no-store' },
  account: { routes: ACCOUNT_ROUTES, caching: 'no-store' },
  contact: { routes: ['contact'], caching: 'private' },
  bookingLookup: { routes: ['bookingLookup'], caching: 'private' },
  manageBooking: { routes: ['booking', 'bookingCalendar', 'bookingInvoice'], caching: 'no-store' },
  careLogin: { routes: ['careLogin'], caching: 'no-store' },
  careDesk: { routes: ['careDesk', 'careOrder'], caching: 'no-store' },
  review: { routes: ['review'], caching: 'no-store' },
  mailUnsubscribe: { routes: ['mailUnsubscribe'], caching: 'no-store' },
} as const satisfies Record<string, ScreenEntry>;

export type ScreenName = keyof typeof SCREENS;

const SCREEN_OF_ROUTE = new Map<RouteName, ScreenName>(
  (Object.entries(SCREENS) as Array<[ScreenName, ScreenEntry]>).flatMap(([name, entry]) => entry.routes.map((route) => [route, name] as const)),
);

/** The screen that shows a route (every route of the table has exactly one: see registry.test.ts). */
export function getScreenOfRoute(route: RouteName): ScreenName | undefined {
  return SCREEN_OF_ROUTE.get(route);
}

/** True when the page at this address is public: the page cache may keep it (ADR 29). */
export function isPublicScreenPath(pathname: string): boolean {
  const route = matchPath(pathname);
  const screen = route && getScreenOfRoute(route.name);
  return screen !== undefined && SCREENS[screen].caching === 'public';
}

/**
 * Astro route patterns of a screen: each route's path in every language, `:name` as `[name]`, under `/[market]`
 * (the page checks the market's language with matchPath). Identical patterns appear once.
 */
export function getScreenPatterns(screen: ScreenName): string[] {
  const languages = [...new Set(Object.values(MARKETS).map((market) => market.language))] as Language[];
  const patterns = SCREENS[screen].routes.flatMap((route) =>
    languages.map((language) => {
      const path: string = ROUTES[route][language];
      return `/[market]${path ? `/${path.replace(/:([a-zA-Z]+)/g, '[$1]')}` : ''}`;
    }),
  );
  return [...new Set(patterns)];
}

/** The page module of a screen, from the project root: the screen's name in PascalCase, as components are named. */
export function getScreenEntrypoint(screen: ScreenName): string {
  return `./src/screens/${screen[0]!.toUpperCase()}${screen.slice(1)}.astro`;
}
