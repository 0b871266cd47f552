/**
 * Canonical and hreflang alternates of a page (ADR 0011). A page's cluster is the same route with the same
 * parameters in the six markets, plus `x-default`: the country chooser for the home page, the default market's
 * page otherwise. Every page of a cluster lists the same set, so the annotations are reciprocal.
 */
import { DEFAULT_MARKET, MARKETS, MARKET_KEYS, type MarketKey } from '../../i18n/markets';
import { CHOOSER_PATH, buildPath, matchPath, type RouteName } from '../../i18n/routes';

export interface Alternate {
  /** BCP 47 tag of the market ('fr-BE') or 'x-default'. */
  hreflang: string;
  href: string;
}

/**
 * Routes that show the same thing under the same parameters in every market (the catalog is shared, slugs
 * are translated by the route table). Static pages are not among them (their ids differ per locale), nor are
 * one visitor's pages (checkout, account), which are never indexed.
 */
export const HREFLANG_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'search',
  'searchCity',
  'searchIdea',
  'activitySearch',
  'product',
  'hotel',
  'activity',
  'boxes',
  'box',
  'giftCard',
  'ideas',
  'contact',
]);

/**
 * The alternates of a page whose parameters differ per language (a box's slug): `pathOf` gives its path in a
 * market; x-default is the default market's.
 */
export function getAlternatesOf(pathOf: (market: MarketKey) => string, origin: string): Alternate[] {
  const absolute = (path: string) => new URL(path, origin).href;
  return [
    ...MARKET_KEYS.map((market) => ({ hreflang: MARKETS[market].tag, href: absolute(pathOf(market)) })),
    { hreflang: 'x-default', href: absolute(pathOf(DEFAULT_MARKET)) },
  ];
}

/** The alternates of a page path (absolute URLs against `origin`), or [] when the page has no cluster. */
export function getAlternates(pathname: string, origin: string): Alternate[] {
  const matched = matchPath(pathname);
  if (!matched || !HREFLANG_ROUTES.has(matched.name)) return [];
  const absolute = (path: string) => new URL(path, origin).href;
  const alternates = MARKET_KEYS.map((market) => ({ hreflang: MARKETS[market].tag, href: absolute(buildPath(market, matched.name, matched.params)) }));
  const fallback = matched.name === 'home' ? CHOOSER_PATH : buildPath(DEFAULT_MARKET, matched.name, matched.params);
  return [...alternates, { hreflang: 'x-default', href: absolute(fallback) }];
}
