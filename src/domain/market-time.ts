/**
 * Each market's clock: a campaign ending at 23:59 in Paris ends at 23:59 on the French site, whatever the server's
 * or the visitor's time zone. Belgium's two language sites share Brussels time.
 */
import type { MarketKey } from '../i18n/markets';
import { getDateFormat } from './date-format';

export const MARKET_TIME_ZONES: Readonly<Record<MarketKey, string>> = {
  fr: 'Europe/Paris',
  es: 'Europe/Madrid',
  it: 'Europe/Rome',
  nl: 'Europe/Amsterdam',
  'be-fr': 'Europe/Brussels',
  'be-nl': 'Europe/Brussels',
};

export function getMarketTimeZone(market: MarketKey): string {
  return MARKET_TIME_ZONES[market];
}

/** An instant (ms since the epoch) as a long date and time on the market's clock, in `tag`'s words. */
export function formatMarketDateTime(epochMs: number, market: MarketKey, tag: string): string {
  return getDateFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: getMarketTimeZone(market) }).format(epochMs);
}

/** The market's day as 'YYYY-MM-DD' at `now`. */
export function getMarketToday(market: MarketKey, now: Date = new Date()): string {
  const parts = getDateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: getMarketTimeZone(market) }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
