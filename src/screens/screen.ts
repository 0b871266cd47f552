/**
 * What every screen's page module does around its loader (ADR 34): match the address to its route (a 404 when it
 * is not one of this screen's), load, then answer a 404, a redirect, or the page's status and Cache-Control from
 * the registry's caching (a loader may answer a stricter one for one response).
 */
import type { AstroCookies, AstroGlobal } from 'astro';
import type { AccountContext } from '../features/account/types';
import { isMarketKey } from '../i18n/markets';
import { matchPath, type MatchedRoute } from '../i18n/routes';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../server/page-cache';
import { SCREENS, getScreenOfRoute, type Caching, type ScreenName } from './registry';

/** The Cache-Control of each caching level of the registry. */
export const CACHE_CONTROL: Record<Caching, string> = {
  public: PUBLIC_PAGE_CACHE_CONTROL,
  private: 'private, no-cache',
  'no-store': 'private, no-store',
};

/** What a loader reads of the request. */
export interface ScreenContext {
  route: MatchedRoute;
  url: URL;
  visitorId: string;
  cookies: AstroCookies;
  /** The request as the form screens read it (posts, the signed-in customer, the client address). */
  account: AccountContext;
  /** The signed-in care agent (care mode), or null. */
  careAgent: { id: string; name: string; role: 'agent' | 'supervisor' } | null;
}

/** A loader's answer: a page, a redirect (303 after a form, 301 for a moved address) or undefined for a 404. */
type Answer = { kind: string; status?: number; cacheControl?: string } | { kind: 'redirect'; location: string; status?: number };

/** Runs a screen's loader for this request: the page to render, or the Response to send instead. */
export async function runScreen<A extends Answer>(
  Astro: AstroGlobal,
  screen: ScreenName,
  load: (context: ScreenContext) => Promise<A | undefined>,
): Promise<Exclude<A, { kind: 'redirect' }> | Response> {
  const { market } = Astro.params;
  const route = isMarketKey(market) ? matchPath(Astro.url.pathname) : undefined;
  if (!route || getScreenOfRoute(route.name) !== screen) return Astro.rewrite('/404');
  const { locals } = Astro;
  const account: AccountContext = {
    request: Astro.request,
    url: Astro.url,
    cookies: Astro.cookies,
    customer: locals.customer,
    clientAddress: locals.clientAddress,
  };
  const page = await load({ route, url: Astro.url, visitorId: locals.visitorId, cookies: Astro.cookies, account, careAgent: locals.careAgent });
  if (!page) return Astro.rewrite('/404');
  if (isRedirect(page)) return Astro.redirect(page.location, page.status === 301 ? 301 : 303);
  if (page.status) Astro.response.status = page.status;
  Astro.response.headers.set('Cache-Control', page.cacheControl ?? CACHE_CONTROL[SCREENS[screen].caching]);
  return page as Exclude<A, { kind: 'redirect' }>;
}

function isRedirect(page: Answer): page is Extract<Answer, { kind: 'redirect' }> {
  return page.kind === 'redirect';
}
