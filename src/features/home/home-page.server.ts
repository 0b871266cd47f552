/** What the home of a market shows for a request: content of the flow asked for, the visitor's care mode and variation. */
import type { AstroCookies } from 'astro';
import { readHomeFlow, type HomeFlow } from '../../domain/home-blocks';
import { getOfferedThemeIds } from '../../domain/experiments';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { getContentFixture } from '../../server/content/content.server';
import { loadHome, type HomeView } from '../../server/content/home.server';
import { getDatabase, getToday } from '../../server/db/database';
import { getFeatures, type Features } from '../../server/features';
import type { HomeSearchProps } from '../search-box/HomeSearch';

/** The home search island's props: its texts are message modules (HomeSearchIsland). */
export type HomeSearchIslandProps = Omit<HomeSearchProps, 'messages'>;

export interface HomePageData {
  market: MarketKey;
  flow: HomeFlow;
  flows: readonly HomeFlow[];
  home: HomeView | null;
  search: HomeSearchIslandProps;
}

/** Props of the home search island for a market (also used by the minisites, with their id). */
export function getHomeSearchProps(market: MarketKey, features: Features, flow: HomeFlow, extraQuery?: Record<string, string>): HomeSearchIslandProps {
  const { language, locale } = MARKETS[market];
  const searchPath = buildPath(market, 'search');
  return {
    locale,
    language,
    paths: { booking: searchPath, gifting: searchPath, hotel: searchPath, activity: buildPath(market, 'activitySearch') },
    flows: getOfferedFlows(features),
    themeIds: getOfferedThemeIds(features.variations.reducedThematics),
    searchDatesVariation: features.variations.searchDates,
    initialFlow: flow,
    extraQuery,
  };
}

export function getOfferedFlows(features: Features): HomeFlow[] {
  return features.activityFlow ? ['booking', 'gifting', 'hotel', 'activity'] : ['booking', 'gifting', 'hotel'];
}

export async function loadHomePage(market: MarketKey, url: URL, locals: App.Locals, cookies: AstroCookies): Promise<HomePageData> {
  const features = getFeatures(locals.visitorId, cookies);
  const flows = getOfferedFlows(features);
  const flow = readHomeFlow(url.searchParams.get('flow'), flows);
  const home = await loadHome(async () => (await getDatabase()).db, {
    market: MARKETS[market],
    flow,
    careMode: locals.careAgent !== null,
    inDiscountVariation: features.variations.autoDiscount === 'discount',
    activityFlow: features.activityFlow,
    today: getToday(),
    now: Date.now(),
    fixture: getContentFixture(cookies),
  });
  // The promo bar's flow tabs: the flows the content has a page for (booking, gifting, activity when offered).
  const tabFlows = flows.filter((candidate) => candidate !== 'hotel');
  return { market, flow, flows: tabFlows, home, search: getHomeSearchProps(market, features, flow) };
}
