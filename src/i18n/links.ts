import type { MarketKey } from './markets';
import { buildPath, type RouteName } from './routes';

/** A link as written in content files: one of our routes, or an external https address. */
export type ContentLink = { label: string; route: RouteName; params?: Record<string, string> | undefined } | { label: string; href: string };

export interface ResolvedLink {
  label: string;
  href: string;
  isExternal: boolean;
}

/** Turns a content link into an address for one market; internal links always go through the route table. */
export function resolveLink(link: ContentLink, market: MarketKey): ResolvedLink {
  if ('route' in link) {
    return { label: link.label, href: buildPath(market, link.route, link.params ?? {}), isExternal: false };
  }
  return { label: link.label, href: link.href, isExternal: true };
}
