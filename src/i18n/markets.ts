/** The six sites. The market key is the first path segment of every page URL. */
export const MARKET_KEYS = ['fr', 'es', 'it', 'nl', 'be-fr', 'be-nl'] as const;
export type MarketKey = (typeof MARKET_KEYS)[number];

/** Languages with translations; `en` is the reference and is never served to visitors. */
export const LANGUAGES = ['fr', 'es', 'it', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Locale = 'fr_FR' | 'es_ES' | 'it_IT' | 'nl_NL' | 'fr_BE' | 'nl_BE';
export type Country = 'FR' | 'ES' | 'IT' | 'NL' | 'BE';

export interface Market {
  key: MarketKey;
  locale: Locale;
  language: Language;
  country: Country;
  /** BCP 47 tag for `lang` attributes and Intl. */
  tag: string;
  /** Customer-care phone line of the market (the customer-service tip, the contact page). */
  carePhone: string;
}

export const MARKETS: Readonly<Record<MarketKey, Market>> = {
  fr: { key: 'fr', locale: 'fr_FR', language: 'fr', country: 'FR', tag: 'fr-FR', carePhone: '+33 1 76 54 32 10' },
  es: { key: 'es', locale: 'es_ES', language: 'es', country: 'ES', tag: 'es-ES', carePhone: '+34 910 123 456' },
  it: { key: 'it', locale: 'it_IT', language: 'it', country: 'IT', tag: 'it-IT', carePhone: '+39 02 1234 5678' },
  nl: { key: 'nl', locale: 'nl_NL', language: 'nl', country: 'NL', tag: 'nl-NL', carePhone: '+31 20 123 4567' },
  'be-fr': { key: 'be-fr', locale: 'fr_BE', language: 'fr', country: 'BE', tag: 'fr-BE', carePhone: '+32 2 123 45 67' },
  'be-nl': { key: 'be-nl', locale: 'nl_BE', language: 'nl', country: 'BE', tag: 'nl-BE', carePhone: '+32 2 123 45 68' },
};

/** Market used when nothing in the request tells which one the visitor wants. */
export const DEFAULT_MARKET: MarketKey = 'fr';

export function isMarketKey(value: unknown): value is MarketKey {
  return typeof value === 'string' && (MARKET_KEYS as readonly string[]).includes(value);
}

export function getMarket(key: MarketKey): Market {
  return MARKETS[key];
}

export function findMarketByLocale(locale: string | undefined): Market | undefined {
  return Object.values(MARKETS).find((market) => market.locale === locale);
}

/** Markets of the same country in other languages (only Belgium has one). */
export function getSiblingMarkets(key: MarketKey): Market[] {
  const { country } = MARKETS[key];
  return Object.values(MARKETS).filter((market) => market.country === country && market.key !== key);
}

/**
 * Picks the market for a request that carries no market in its path: the lastLanguage cookie first,
 * then the best Accept-Language match, then the default.
 */
export function guessMarket(lastLanguage: string | undefined, acceptLanguage: string | null): MarketKey {
  const fromCookie = findMarketByLocale(lastLanguage);
  if (fromCookie) return fromCookie.key;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = Object.values(MARKETS).find((market) => market.tag.toLowerCase() === tag);
    if (exact) return exact.key;
    const byLanguage = Object.values(MARKETS).find((market) => market.language === tag.split('-')[0]);
    if (byLanguage) return byLanguage.key;
  }
  return DEFAULT_MARKET;
}
