/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Market of the page: from the first path segment, else guessed from the cookie and browser language. */
    market: import('./i18n/markets').MarketKey;
    /** True when the path itself names the market (pages outside a market, like /, /be/ and 404s, are false). */
    isMarketPath: boolean;
    /** Stable visitor id (cookie halte_vid), for experiment variations. */
    visitorId: string;
    /** The signed-in care agent (customer-care mode, spec §6), or null. Set by the middleware from the care session. */
    careAgent: { id: string; name: string } | null;
    /** The signed-in customer (spec §6 logged-in customer), or null. Set by the middleware from the account session. */
    customer: { id: string; email: string; firstName: string } | null;
  }
}

