import { getEntry } from 'astro:content';
import { resolveLink, type ResolvedLink } from '../i18n/links';
import { MARKETS, type MarketKey } from '../i18n/markets';

export interface Shell {
  header: { help: ResolvedLink; gift: ResolvedLink; wishlist: ResolvedLink; account: ResolvedLink };
  footer: {
    legal: ResolvedLink[];
    help: ResolvedLink[];
    about: ResolvedLink[];
    countries: { label: string; market: MarketKey }[];
  };
}

/** Header and footer links of a market, read from content/shell/<locale>.json. */
export async function getShell(market: MarketKey): Promise<Shell> {
  const locale = MARKETS[market].locale;
  const entry = await getEntry('shell', locale);
  if (!entry) throw new Error(`content/shell/${locale}.json is missing`);
  const { header, footer } = entry.data;
  const resolve = (link: Parameters<typeof resolveLink>[0]) => resolveLink(link, market);
  return {
    header: {
      help: resolve(header.help),
      gift: resolve(header.gift),
      wishlist: resolve(header.wishlist),
      account: resolve(header.account),
    },
    footer: {
      legal: footer.legal.map(resolve),
      help: footer.help.map(resolve),
      about: footer.about.map(resolve),
      countries: footer.countries,
    },
  };
}
