import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { parseWishlistRefs } from '../../../domain/wishlist';
import { getWishlistLabels } from '../../../server/account/wishlist-labels.server';
import { badRequest, jsonResponse, readQuery, respond } from '../../../server/api/http';
import { LocaleParam, marketOf } from '../../../server/api/params';
import { getDatabase } from '../../../server/db/database';

const LabelsQuery = LocaleParam.extend({ items: z.string().max(2_000) });

/**
 * GET /api/wishlist/labels?locale=nl_BE&items=STAY-12,ACTIVITY-3 — the wishlist items' labels and pages in the
 * page's market { items: [{ type, id, label, uri }] }: a heart pressed on the Spanish site shows in Dutch on a
 * Dutch page. Catalogue data only, the same for everyone.
 */
export const GET: APIRoute = ({ url }) =>
  respond(async () => {
    const query = LabelsQuery.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const refs = parseWishlistRefs(query.data.items);
    if (!refs) return badRequest('Invalid items: expected up to 100 of STAY-<id> or ACTIVITY-<id>, separated by commas');
    const { db } = await getDatabase();
    const items = await getWishlistLabels(db, marketOf(query.data.locale).key, refs);
    return jsonResponse({ items }, { headers: { 'Cache-Control': 'public, max-age=300' } });
  });
