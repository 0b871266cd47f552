import { parseHostMap } from '../i18n/hosts';
import { parseTrustedProxies } from './forwarded';
import { getTemplateOrigin } from './security';

/** Settings read from the environment once at start (see the settings table of docs/operations.md). */
export const config = {
  hostMarkets: parseHostMap(process.env.HALTE_HOST_MARKETS),
  allowedOrigins: (process.env.HALTE_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  /** Enables /<market>/crash-test, which throws, so tests can see the crash page. */
  testRoutes: process.env.HALTE_TEST_ROUTES === '1',
  /** The customer-account toggle of spec §6. */
  customerAccount: process.env.FEATURE_CUSTOMER_ACCOUNT === '1',
  /** Proxies whose X-Forwarded-* headers are believed (HALTE_TRUSTED_PROXIES: addresses and CIDR ranges). */
  trustedProxies: parseTrustedProxies(process.env.HALTE_TRUSTED_PROXIES),
  /** HALTE_ENV=production: cookies are always Secure, and plain HTTP reported by a trusted proxy is redirected to HTTPS. */
  production: process.env.HALTE_ENV === 'production',
  /** Origin of HALTE_MAP_TILE_URL, allowed as an image source (the only third-party host the site may use). */
  mapTileOrigin: getTemplateOrigin(process.env.HALTE_MAP_TILE_URL),
} as const;
