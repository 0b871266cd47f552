/** The CMS and content calls of spec §7: `locale` in, the content file of that locale out as JSON. */
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import type { Locale } from '../../i18n/markets';
import { badRequest, jsonResponse, notFound, readQuery, respond } from '../api/http';
import { Locale as LocaleParam } from '../search/criteria';

/** Content changes with a new build only, so shared caches may keep an answer a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * A GET route reading one content file: 400 on a bad locale (or extra query), 404 when the locale has none.
 * `query` validates further parameters of the call.
 */
export function contentRoute<Q extends z.ZodRawShape>(query: Q, read: (locale: Locale, params: z.infer<z.ZodObject<Q>>) => Promise<unknown>): APIRoute {
  const Query = z.object({ locale: LocaleParam, ...query });
  return ({ url }) =>
    respond(async () => {
      const parsed = Query.safeParse(readQuery(url));
      if (!parsed.success) return badRequest(parsed.error);
      const { locale, ...params } = parsed.data as { locale: Locale } & z.infer<z.ZodObject<Q>>;
      const data = await read(locale, params as z.infer<z.ZodObject<Q>>);
      if (data === null || data === undefined) return notFound(`No content for the locale ${locale}`);
      return jsonResponse(data, { headers: { 'Cache-Control': CACHE_CONTROL } });
    });
}
