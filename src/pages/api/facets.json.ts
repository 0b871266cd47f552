import type { APIRoute } from 'astro';
import { findMarketByLocale } from '../../i18n/markets';
import { badRequest, jsonResponse, readQuery, respond } from '../../server/api/http';
import { getDatabase, getToday } from '../../server/db/database';
import { TEXTS } from '../../server/db/seed/texts';
import { getFacets } from '../../server/search/facets.server';
import { Locale, SearchCriteria } from '../../server/search/criteria';

/** GET /api/facets.json?locale=…&<criteria> — facet counts for the filter bar (spec §7). */
export const GET: APIRoute = ({ url }) =>
  respond(async () => {
    const { locale, withNames: _withNames, orderBy: _orderBy, propertiesRequested: _props, ...rest } = readQuery(url);
    const parsedLocale = Locale.safeParse(locale);
    if (!parsedLocale.success) return badRequest('Invalid locale: expected one of fr_FR, es_ES, it_IT, nl_NL, fr_BE, nl_BE');
    const criteria = SearchCriteria.safeParse(rest);
    if (!criteria.success) return badRequest(criteria.error);
    const market = findMarketByLocale(parsedLocale.data);
    const { db } = await getDatabase();
    return jsonResponse(await getFacets(db, criteria.data, market?.language ?? 'fr', TEXTS, { today: getToday(), giftable: false }));
  });
