import { getEntry } from 'astro:content';
import { getT } from '../../i18n/i18n';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import { translatePath } from '../../i18n/routes';
import { config } from '../../server/config';
import type { Shell } from '../../server/shell';
import { getBurgerLevels, resolveNavigation, type BurgerLevel, type Navigation } from './navigation';

const navigations = new Map<MarketKey, Promise<Navigation>>();

/**
 * The burger menu and mega menu of a market, read from content/navigation/<locale>.json. The content collections are
 * built with the site, so a market's navigation is resolved once per process.
 */
export function getNavigation(market: MarketKey): Promise<Navigation> {
  let navigation = navigations.get(market);
  if (!navigation) {
    navigation = readNavigation(market);
    navigations.set(market, navigation);
    // A failed read is not kept: the next page tries again.
    navigation.catch(() => navigations.delete(market));
  }
  return navigation;
}

async function readNavigation(market: MarketKey): Promise<Navigation> {
  const locale = MARKETS[market].locale;
  const entry = await getEntry('navigation', locale);
  if (!entry) throw new Error(`content/navigation/${locale}.json is missing`);
  return resolveNavigation(entry.data, market);
}

/**
 * In the burger menu kept for every page of a market, the address of a site's link (this page in that site): the
 * header fills it in per page (CachedFragment's `fill`).
 */
export function siteLinkMark(target: MarketKey): string {
  return `{{site-link:${target}}}`;
}

/** The value of each site link's mark on page `pathname`: this page in each site. */
export function getSiteLinks(shell: Shell, pathname: string): Record<string, string> {
  return Object.fromEntries(shell.footer.countries.map(({ market: target }) => [siteLinkMark(target), translatePath(pathname, target)]));
}

/**
 * The header's burger levels (spec §2): the mega menu's tree, the six sites as settings (each linking to
 * `siteHref(site)`), then the content's entries; the wishlist entry goes with the account toggle.
 */
export function getHeaderBurgerLevels(market: MarketKey, navigation: Navigation, shell: Shell, siteHref: (target: MarketKey) => string): BurgerLevel[] {
  const { language } = MARKETS[market];
  const t = getT(language);
  const tn = getT(language, 'navigation');
  return getBurgerLevels(navigation, {
    title: t('menu.title'),
    settings: {
      label: tn('burger.settings'),
      links: shell.footer.countries.map(({ label, market: target }) => ({
        id: `site-${target}`,
        label,
        href: siteHref(target),
        isExternal: false,
        isHighlighted: false,
        hreflang: MARKETS[target].tag,
        isCurrent: target === market,
      })),
    },
    hiddenEntries: config.customerAccount ? ['wishlist'] : [],
    seeAll: (label) => tn('megaMenu.seeAll', { label }),
  });
}
