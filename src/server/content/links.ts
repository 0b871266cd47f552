import type { MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { ContentLink } from './schemas';

export interface ResolvedContentLink {
  label: string;
  href: string;
  isExternal: boolean;
  newTab: boolean;
}

/** Adds query parameters to an address, before its hash, keeping the ones it has. */
export function addQuery(href: string, query: Record<string, string | number | undefined>): string {
  const [beforeHash = '', hash] = href.split('#', 2) as [string, string | undefined];
  const [path = '', search = ''] = beforeHash.split('?', 2) as [string, string | undefined];
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return `${path}${text ? `?${text}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
}

/** A content link as an address of one market: internal links go through the route table. */
export function resolveContentLink(link: ContentLink, market: MarketKey): ResolvedContentLink {
  if (link.route) {
    const path = addQuery(buildPath(market, link.route, link.params ?? {}), link.query ?? {});
    return { label: link.label, href: link.hash ? `${path}#${link.hash}` : path, isExternal: false, newTab: link.newTab };
  }
  return { label: link.label, href: link.href ?? '/', isExternal: true, newTab: link.newTab };
}
