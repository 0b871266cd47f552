/** Router loaders of the content screens (spec §2): static content pages, the ideas page and partner minisites. */
import type { AstroCookies } from 'astro';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import type { MatchedRoute } from '../../i18n/routes';
import { getContentFixture } from '../../server/content/content.server';
import { getIdeas, getMinisitePage, getStaticPage, type IdeasView, type MinisiteView, type StaticPageView } from '../../server/content/pages.server';
import { getDatabase, getToday } from '../../server/db/database';
import { getFeatures } from '../../server/features';
import { getHomeSearchProps, type HomeSearchIslandProps } from '../home/home-page.server';

export type ContentMarketPage =
  | { kind: 'staticPage'; props: { market: MarketKey; page: StaticPageView } }
  | { kind: 'ideas'; props: { market: MarketKey; ideas: IdeasView } }
  | { kind: 'minisite'; props: { market: MarketKey; view: MinisiteView; search: HomeSearchIslandProps } };

/** The content screen of a route, or undefined for a 404 (unknown id, a minisite of another locale). */
export async function loadContentPage(route: MatchedRoute, visitorId: string, cookies: AstroCookies): Promise<ContentMarketPage | undefined> {
  const market = MARKETS[route.market];
  const fixture = getContentFixture(cookies);
  if (route.name === 'page') {
    const page = await getStaticPage(market, route.params.id ?? '');
    return page ? { kind: 'staticPage', props: { market: market.key, page } } : undefined;
  }
  if (route.name === 'ideas') {
    const ideas = await getIdeas(market, fixture);
    return ideas ? { kind: 'ideas', props: { market: market.key, ideas } } : undefined;
  }
  if (route.name === 'minisite') {
    const view = await getMinisitePage(async () => (await getDatabase()).db, market, route.params.slug ?? '', getToday(), fixture);
    if (!view) return undefined;
    const search = getHomeSearchProps(market.key, getFeatures(visitorId, cookies), 'booking', { minisite: String(view.minisite.id) });
    return { kind: 'minisite', props: { market: market.key, view, search } };
  }
  return undefined;
}
