import { getEntry } from 'astro:content';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import { resolveNavigation, type Navigation } from './navigation';

/** The burger menu and mega menu of a market, read from content/navigation/<locale>.json. */
export async function getNavigation(market: MarketKey): Promise<Navigation> {
  const locale = MARKETS[market].locale;
  const entry = await getEntry('navigation', locale);
  if (!entry) throw new Error(`content/navigation/${locale}.json is missing`);
  return resolveNavigation(entry.data, market);
}
