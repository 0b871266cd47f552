import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { badRequest, jsonResponse, readJson, respond } from '../../server/api/http';
import { getDatabase, getToday } from '../../server/db/database';
import { Locale, SearchCriteria, SORT_KEYS } from '../../server/search/criteria';
import { searchMapPins } from '../../server/search/search.server';

const MapPinsBody = z.object({
  locale: Locale,
  order: z.enum(SORT_KEYS).optional(),
  criteria: z.preprocess((value) => value ?? {}, SearchCriteria),
  performGiftableSearch: z.boolean().optional(),
});

/**
 * POST /api/map-pins.json — every result of a stay search as a map pin (ADR 59): the criteria of offers.json, one pin
 * per hotel with its position and card price, in the list's order, at most MAP_PINS_LIMIT.
 */
export const POST: APIRoute = ({ request }) =>
  respond(async () => {
    const parsed = MapPinsBody.safeParse(await readJson(request));
    if (!parsed.success) return badRequest(parsed.error);
    const { db } = await getDatabase();
    return jsonResponse(await searchMapPins(db, parsed.data, getToday()));
  });
