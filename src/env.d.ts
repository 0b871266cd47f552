/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Market of the page: from the first path segment, else guessed from the cookie and browser language. */
    market: import('./i18n/markets').MarketKey;
    /** True when the path itself names the market (pages outside a market, like /, /be/ and 404s, are false). */
    isMarketPath: boolean;
    /** Stable visitor id (cookie halte_vid), for experiment variations. */
    visitorId: string;
  }
}

