import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { RESULTS_PER_PAGE } from '../../domain/pagination';
import { badRequest, jsonResponse, readJson, respond } from '../../server/api/http';
import { getDatabase, getToday } from '../../server/db/database';
import { Locale, SearchCriteria, SORT_KEYS } from '../../server/search/criteria';
import { MAP_RESULTS_LIMIT, searchOffers } from '../../server/search/search.server';

const OffersBody = z.object({
  locale: Locale,
  order: z.enum(SORT_KEYS).optional(),
  criteria: z.preprocess((value) => value ?? {}, SearchCriteria),
  numberOfPackagesPerHotel: z.coerce.number().int().min(1).max(20).default(1),
  provider: z.string().max(40).optional(),
  giftType: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(RESULTS_PER_PAGE),
  page: z.coerce.number().int().min(0).max(1000).default(0),
  performMapSearch: z.boolean().optional(),
  performGiftableSearch: z.boolean().optional(),
});

/** POST /api/offers.json — the stay search of spec §7. */
export const POST: APIRoute = ({ request }) =>
  respond(async () => {
    const parsed = OffersBody.safeParse(await readJson(request));
    if (!parsed.success) return badRequest(parsed.error);
    const body = parsed.data;
    const { db } = await getDatabase();
    const result = await searchOffers(
      db,
      {
        locale: body.locale,
        order: body.order,
        criteria: body.criteria,
        numberOfPackagesPerHotel: body.numberOfPackagesPerHotel,
        limit: body.performMapSearch ? MAP_RESULTS_LIMIT : body.limit,
        page: body.performMapSearch ? 0 : body.page,
        performGiftableSearch: body.performGiftableSearch,
      },
      getToday(),
    );
    return jsonResponse(result);
  });
