/**
 * The origin of every absolute link of a page (canonical, og:url, hreflang, structured data, sitemaps, robots.txt):
 * HALTE_PUBLIC_ORIGIN when it is set, so a request's Host header (which anyone may write) never names the site;
 * else, in development, the address the page was asked on.
 */
import { readPublicOrigin } from '../../server/mail/mail-config';

let known: { setting: string | undefined; origin: string | undefined } | undefined;

export function getSiteOrigin(requestUrl: URL, env: Record<string, string | undefined> = process.env): string {
  const setting = env.HALTE_PUBLIC_ORIGIN;
  if (known?.setting !== setting || !known) known = { setting, origin: readPublicOrigin(env) };
  return known.origin ?? requestUrl.origin;
}
