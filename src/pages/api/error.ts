import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { MARKETS } from '../../i18n/markets';
import { log } from '../../server/log';

const LOCALES = Object.values(MARKETS).map((market) => market.locale) as [string, ...string[]];
const ErrorReport = z.object({
  uri: z.string().min(1).max(2048),
  locale: z.enum(LOCALES),
});

/** Spec §7 `GET {origin}/error?uri&locale`: the 404 page reports the address nobody could find. */
export const GET: APIRoute = ({ url }) => {
  const parsed = ErrorReport.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return Response.json({ error: 'Send uri (the missing address) and locale (for example fr_FR).' }, { status: 400 });
  }
  log('WARN', 'Page not found', parsed.data);
  return new Response(null, { status: 204 });
};
