import { isMarketKey, type MarketKey } from './markets';

/** What a production host serves at its root: one market, or the Belgian splash. */
export type HostTarget = MarketKey | 'be';

/**
 * Parses the host map of HALTE_HOST_MARKETS, e.g. `www.halte.fr=fr,www.halte.be=be`.
 * Unknown targets and malformed entries are reported, not ignored, so a typo fails at start.
 */
export function parseHostMap(value: string | undefined): Map<string, HostTarget> {
  const map = new Map<string, HostTarget>();
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [host, target] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (!host || !target || !(isMarketKey(target) || target === 'be')) {
      throw new Error(`HALTE_HOST_MARKETS: cannot read "${entry}" (expected host=market)`);
    }
    map.set(host, target);
  }
  return map;
}

/** Files that live at a host's root whatever market it serves (ADR 0011). */
const ROOT_FILES = new Set(['/robots.txt', '/sitemap.xml']);

/**
 * The path to serve for a request on a mapped host: paths that already name a market (or the API and
 * assets) stay as they are; anything else is served from the host's market.
 */
export function rewriteForHost(pathname: string, target: HostTarget): string | undefined {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  if (isMarketKey(first) || first === 'be' || first === 'api' || first === '_astro' || ROOT_FILES.has(pathname)) return undefined;
  return `/${target}${pathname === '/' ? '/' : pathname}`;
}
