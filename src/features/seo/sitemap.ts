/**
 * sitemap.xml and robots.txt (ADR 0011): an index at /sitemap.xml naming one sitemap per market, each listing
 * the market's indexable pages from the catalog and the content, within the limits below.
 */
import { MARKETS, MARKET_KEYS, type Language, type MarketKey } from '../../i18n/markets';
import { ROUTES, buildPath, type RouteName } from '../../i18n/routes';

/** The sitemap protocol's ceiling per file, and the share each kind of page may take of it. */
export const SITEMAP_LIMITS = {
  urlsPerSitemap: 50_000,
  products: 30_000,
  activities: 5_000,
  hotels: 10_000,
  cities: 2_000,
  ideas: 500,
  boxes: 500,
  pages: 200,
  minisites: 100,
} as const;

/** What a market's sitemap lists, as read from the database and the content. */
export interface SitemapSource {
  cityIds: readonly number[];
  /** Theme and subtheme ids (the keyword path idee/{id}). */
  ideaIds: readonly number[];
  hotelIds: readonly number[];
  productIds: readonly number[];
  /** Published activity products (their pages are indexed; unpublished ones are noindex). */
  activityIds: readonly number[];
  /** Digital boxes (physical ones are noindex), with their address slug in each language. */
  boxes: readonly { slugs: Readonly<Record<Language, string>>; code: string }[];
  /** Ids of the market's static pages whose index flag is on. */
  pageIds: readonly string[];
  /** Addresses (last segment) of the partner minisites in the market's locale. */
  minisiteSlugs: readonly string[];
  /** Pages without parameters that exist in this market (home, search, boxes, ideas…). */
  fixedRoutes: readonly RouteName[];
}

/** Every path of a market's sitemap, most important first, capped per kind and in total. */
export function getSitemapPaths(market: MarketKey, source: SitemapSource): string[] {
  const take = <T>(items: readonly T[], limit: number) => items.slice(0, limit);
  const paths = [
    ...source.fixedRoutes.map((name) => buildPath(market, name)),
    ...take(source.cityIds, SITEMAP_LIMITS.cities).map((cityId) => buildPath(market, 'searchCity', { cityId })),
    ...take(source.ideaIds, SITEMAP_LIMITS.ideas).map((idea) => buildPath(market, 'searchIdea', { idea })),
    ...take(source.boxes, SITEMAP_LIMITS.boxes).map(({ slugs, code }) => buildPath(market, 'box', { slug: slugs[MARKETS[market].language], code })),
    ...take(source.pageIds, SITEMAP_LIMITS.pages).map((id) => buildPath(market, 'page', { id })),
    ...take(source.minisiteSlugs, SITEMAP_LIMITS.minisites).map((slug) => buildPath(market, 'minisite', { slug })),
    ...take(source.hotelIds, SITEMAP_LIMITS.hotels).map((id) => buildPath(market, 'hotel', { id })),
    ...take(source.productIds, SITEMAP_LIMITS.products).map((id) => buildPath(market, 'product', { id })),
    ...take(source.activityIds, SITEMAP_LIMITS.activities).map((id) => buildPath(market, 'activity', { id })),
  ];
  return [...new Set(paths)].slice(0, SITEMAP_LIMITS.urlsPerSitemap);
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A urlset of absolute addresses; `lastmod` (YYYY-MM-DD) is when the catalog was generated. */
export function buildUrlSet(urls: readonly string[], lastmod?: string): string {
  const mod = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  const body = urls.map((url) => `<url><loc>${escapeXml(url)}</loc>${mod}</url>`).join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${body}\n</urlset>\n`;
}

export function buildSitemapIndex(sitemapUrls: readonly string[], lastmod?: string): string {
  const mod = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  const body = sitemapUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc>${mod}</sitemap>`).join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`;
}

/** The part of a route's path before its first parameter, in a market ('/fr/commande/'). */
export function getRoutePrefix(market: MarketKey, name: RouteName): string {
  const pattern: string = ROUTES[name][MARKETS[market].language];
  const fixed = pattern.split('/:')[0] ?? '';
  return `/${market}/${fixed}${fixed && pattern.includes('/:') ? '/' : ''}`;
}

/**
 * Routes that belong to one visitor or one gift (checkout, orders and their payment, the gift login and a gift's
 * pages, care, the account): never crawled. Every account route lives under the market's account/ folder.
 */
export const PRIVATE_ROUTES: readonly RouteName[] = [
  'checkout',
  'giftCheckout',
  'activityCheckout',
  'orderConfirmation',
  'testPayment',
  'giftLogin',
  'giftStays',
  'giftActivity',
  'giftExtension',
  'careLogin',
  'careDesk',
  'careOrder',
  'booking',
  'bookingCalendar',
  'bookingInvoice',
  'accountSignIn',
  'accountSignUp',
  'accountSignOut',
  'accountPasswordReset',
  'accountNewPassword',
  'accountVerifyEmail',
  'accountClaim',
  'accountProfile',
  'accountTrips',
  'accountWishlist',
  'accountInvoice',
  'accountChangeDates',
  'accountGifts',
  'mailUnsubscribe',
];

const ACCOUNT_FOLDER = 'account/';

/** A private route's disallowed prefix: the whole account/ folder for an account route, else the route's own prefix. */
function getDisallowedPrefix(market: MarketKey, name: RouteName): string {
  const pattern: string = ROUTES[name][MARKETS[market].language];
  return pattern.startsWith(ACCOUNT_FOLDER) ? `/${market}/${ACCOUNT_FOLDER}` : getRoutePrefix(market, name);
}

/**
 * robots.txt: everything may be crawled but the API and one visitor's pages; the sitemap index is named with
 * an absolute address.
 */
export function buildRobotsTxt(origin: string): string {
  const disallowed = new Set(['/api/']);
  for (const market of MARKET_KEYS) for (const name of PRIVATE_ROUTES) disallowed.add(getDisallowedPrefix(market, name));
  return ['User-agent: *', 'Allow: /', ...[...disallowed].map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`, ''].join(
    '\n',
  );
}
