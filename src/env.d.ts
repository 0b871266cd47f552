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
    careAgent: { id: string; name: string; role: 'agent' | 'supervisor' } | null;
    /** The signed-in customer (spec §6 logged-in customer), or null. Set by the middleware from the account session. */
    customer: { id: string; email: string; firstName: string } | null;
    /** Host the visitor asked for (lower-case, with port): X-Forwarded-Host only from a trusted proxy (src/server/forwarded.ts). */
    host: string;
    /** The visitor's network address: X-Forwarded-For only from a trusted proxy (HALTE_TRUSTED_PROXIES). */
    clientAddress: string;
    /** Set when the database could not answer: the crash page (500.astro) is then a 503 with Retry-After. */
    databaseUnavailable?: boolean;
    /** Whether the visitor's connection is HTTPS (here, or at a trusted proxy that says so). */
    isHttps: boolean;
    /** Set by the middleware's first run for a request: a rewrite to another page (the 404) runs it again inside. */
    isRendering?: boolean;
  }
}

/** The islands' message sets (src/i18n/message-modules.ts, ADR 71). */
declare module 'virtual:halte/messages' {
  /** Loads the sets for the page's language before an island renders (a no-op on the server). */
  export function loadMessageSets(language: string, names: readonly import('./i18n/message-sets').MessageSetName[]): Promise<void>;
  /** A loaded set (in the browser) or the set composed from the locale files (on the server). */
  export function messageSet(language: import('./i18n/markets').Language, name: import('./i18n/message-sets').MessageSetName): Readonly<Record<string, string>>;
}
